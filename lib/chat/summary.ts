import type { ChatSummaryData, ChatSuggestionsData } from "./types";

/**
 * What the chat screen shows of a reply's summary and suggestions (docs/ASSISTANT.md, "The reply"):
 * the summary's chips, each essential one editable by sending "<form label>: <new value>" (the
 * way form answers are sent), "Search now" while the assistant asks before searching, and a
 * suggestion chip that adds its suburb with "Add <label>".
 */

/** The chip fields edited by sending "<label>: <value>" (spec 1 section 3 form answers), as the assistant reads them back. */
export const EDITABLE_CHIP_LABELS: Record<string, string> = {
  locations: "Locations",
  priceRange: "Price range",
  propertyType: "Property type",
  bedrooms: "Bedrooms",
  bathrooms: "Bathrooms",
  parking: "Parking",
  landSize: "Min land size (m²)",
};

/** The message the summary's action sends. */
export const SEARCH_NOW_MESSAGE = "Search now";

/** The message a suggestion chip sends. */
export const addSuggestionMessage = (label: string) => `Add ${label}`;

/** The message an edited chip sends, or null when the field isn't edited that way (or the value is empty). */
export function chipEditMessage(field: string, value: string): string | null {
  const label = EDITABLE_CHIP_LABELS[field];
  const v = value.replace(/\s+/g, " ").trim();
  return label && v ? `${label}: ${v}` : null;
}

/** Whether a reply's summary is shown as a card under it: when it asks before searching, or answers "what did you understand?". */
export const showsSummary = (summary: ChatSummaryData | null): summary is ChatSummaryData => !!summary && (!!summary.question || summary.review === true);

/** A reply's suggestions, as chips' labels and the messages they send. */
export const suggestionChips = (s: ChatSuggestionsData | null) => (s ? s.items.map((i) => ({ label: i.label, reason: i.reason, send: addSuggestionMessage(i.label) })) : []);
