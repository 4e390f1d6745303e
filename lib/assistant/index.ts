/**
 * The built-in Property Assistant: pure (no database, network, Next.js or React), so
 * the route handler, the CLI (`npm run assistant`), the tests and the benchmark all
 * call the same function. One turn = one message in, the updated state and a reply out.
 *
 * The state is plain JSON (store it per search session). Places come from the suburbs
 * table: build the index once per process with createPlaceIndex(rows), where rows are
 * { name, state, postcode, lga, population } — the columns the places autocomplete reads.
 */
import { z } from "zod";
import { emptyPreferences, storedPreferencesSchema, BEDROOM_OPTIONS, PROPERTY_TYPES, type StoredPreferences } from "@/lib/preferences/schema";
import { applyDelta, describeBrief, missingEssentials, rankingWords, understoodChips } from "./brief";
import { pickOption, type PlaceIndex } from "./places";
import { answerResultsQuestion, isResultsQuestion, type AssistantResult } from "./results";
import { glossaryAnswer, smallTalk } from "./glossary";
import { cleanMessage, MAX_UNDERSTOOD_CHARS } from "./text";
import type { ExpectedField } from "./reading";
import { understand } from "./understand";

export { createPlaceIndex, type AssistantPlace, type PlaceIndex, type PlaceCandidate } from "./places";
export type { AssistantResult } from "./results";
export type { StoredPreferences } from "@/lib/preferences/schema";

/* ------------------------------- Form fields ------------------------------- */

/** Spec 1 section 3 "Form field": id, label, type, options, description. */
export const FORM_FIELD_TYPES = ["multi-select", "radio", "select", "dropdown", "textarea", "number", "numeric", "checkbox", "boolean", "text"] as const;
export const assistantFormFieldSchema = z.object({
  id: z.string().min(1).max(100),
  label: z.string().min(1).max(200),
  type: z.string().min(1).max(40),
  options: z.array(z.string().max(200)).max(50).optional(),
  description: z.string().max(500).optional(),
});
export type AssistantFormField = z.infer<typeof assistantFormFieldSchema>;

/* ---------------------------------- State ---------------------------------- */

const expectedFieldSchema = z.enum(["locations", "price", "propertyType", "bedrooms", "landSize"]);

export const assistantStateSchema = z.object({
  v: z.literal(1).default(1),
  preferences: storedPreferencesSchema.default(emptyPreferences()),
  /** What the last reply's form asked for. */
  expecting: z.array(expectedFieldSchema).max(6).default([]),
  /** A place name found in several states: the options offered. */
  pendingPlace: z.object({ text: z.string().max(200), options: z.array(z.string().max(200)).max(12) }).nullable().default(null),
  /** The preferences of the last search started (JSON), to tell a changed brief from an unchanged one. */
  lastSearch: z.string().max(100_000).nullable().default(null),
  turns: z.number().int().min(0).default(0),
});
export type AssistantState = z.infer<typeof assistantStateSchema>;

export function initialAssistantState(): AssistantState {
  return assistantStateSchema.parse({});
}

/** A stored state read back leniently: anything unreadable starts afresh. */
export function readAssistantState(value: unknown): AssistantState {
  const parsed = assistantStateSchema.safeParse(value);
  return parsed.success ? parsed.data : initialAssistantState();
}

/* ---------------------------------- Reply ---------------------------------- */

export type AssistantReply = {
  /** Plain words (markdown allowed): what the bubble shows. */
  text: string;
  form?: AssistantFormField[];
  /** The brief understood so far, in the stored preference model. */
  preferences?: StoredPreferences;
  /** Chips in plain words. */
  understood?: { field: string; label: string }[];
  /** The brief is complete and changed: run the estimate and the search with `preferences`. */
  runSearch?: boolean;
};

/** The reply announcing a finished search (its wording sends the chat to /matches when there are matches). */
export function announceMatches(count: number, opts: { estimatedMinutes?: number | null } = {}): string {
  if (!Number.isFinite(count) || count <= 0) {
    return "I couldn't find any listings that fit this brief yet. Try widening the price range, adding nearby suburbs or relaxing the bedrooms, and I'll look again.";
  }
  const n = Math.round(count).toLocaleString("en-AU");
  const time = opts.estimatedMinutes && opts.estimatedMinutes >= 1 ? ` The full analysis takes about ${Math.round(opts.estimatedMinutes)} minute${Math.round(opts.estimatedMinutes) === 1 ? "" : "s"}.` : "";
  return `Found ${n} property ${count === 1 ? "match" : "matches"} for your brief.${time} Ask me "why is the top one first?", "compare 1 and 3" or "which has the best cash flow?" any time.`;
}

const FIELD_FORMS: Record<ExpectedField, AssistantFormField> = {
  locations: { id: "locations", label: "Locations", type: "text", description: "Suburbs, council areas or a state, e.g. Geelong, Ballarat" },
  price: { id: "price", label: "Price range", type: "text", description: "e.g. under 650k, or $600,000 to $800,000" },
  propertyType: { id: "propertyType", label: "Property type", type: "radio", options: [...PROPERTY_TYPES] },
  bedrooms: { id: "bedrooms", label: "Bedrooms", type: "select", options: [...BEDROOM_OPTIONS] },
  landSize: { id: "landSize", label: "Min land size (m²)", type: "number", description: "Needed to judge development potential, e.g. 600" },
};

const FIELD_WORDS: Record<ExpectedField, string> = {
  locations: "where to look",
  price: "your price range",
  propertyType: "the property type",
  bedrooms: "how many bedrooms",
  landSize: "the minimum land size (development needs it)",
};

/**
 * Turns a submitted form into the user's message ("Bedrooms: 3+\nProperty type: House"),
 * the way the chat sends form answers; the assistant reads it back field by field.
 */
export function formAnswersMessage(form: readonly AssistantFormField[], answers: Record<string, string>): string {
  return form
    .map((f) => [f, (answers[f.id] ?? "").trim()] as const)
    .filter(([, v]) => v !== "")
    .map(([f, v]) => `${f.label}: ${v}`)
    .join("\n");
}

const PROPERTY_INTENT = /\b(invest(?:ing|ment|or)?|buy(?:ing)?|purchase|looking (?:for|to)|after (?:a|an|some)|find me|search(?:ing)? for|property|properties|home|place|real estate|portfolio)\b/i;

const INJECTION = /\b(ignore (all |any |the )?(previous|prior|above|earlier) (instructions|prompts?|messages)|system prompt|you are now|act as|jailbreak|developer mode|reveal (your|the) (prompt|instructions)|disregard (all|the|your)|print (your|the) (prompt|instructions)|api key|password|sudo|rm -rf|drop table|select \* from)\b/i;

const HELP =
  'Tell me what you\'re after in your own words, for example "3 bed house in Geelong or Ballarat under 650k, good cash flow, no flood zones". I understand suburbs, council areas and states, price, property type, bedrooms, bathrooms, parking, land size, features and strategies like cash flow, growth, subdivision, granny flats or renovation.';

/** Labelled form answers ("Bedrooms: 3+") read in the context of their field. */
function expandLabelledAnswers(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      const m = /^\s*(bedrooms|bathrooms|parking|min land size(?: \(m(?:²|2)\))?|land size|price range|property type|locations?)\s*:\s*(.+)$/i.exec(line);
      if (!m) return line;
      const field = m[1].toLowerCase();
      const v = m[2].trim();
      if (field === "bedrooms") return `${v.replace(/\+$/, "")}+ bedrooms`;
      if (field === "bathrooms") return `${v.replace(/\+$/, "")}+ bathrooms`;
      if (field === "parking") return `${v.replace(/\+$/, "")}+ car spaces`;
      if (field.includes("land size")) return /^\d[\d,]*$/.test(v) ? `${v} sqm` : v;
      if (field === "price range") return /^\$?\d[\d,.]*\s*(k|m)?$/i.test(v) ? `max ${v}` : v;
      if (field.startsWith("location")) return `in ${v}`;
      return v;
    })
    .join("\n");
}

const contextStatesOf = (p: StoredPreferences): string[] =>
  p.locations.map((l) => /,\s*([A-Z]{2,3})(?:\s+\d{4})?$/.exec(l)?.[1]).filter((s): s is string => !!s);

export function assistantTurn(input: {
  state: AssistantState | unknown;
  message: string;
  places: PlaceIndex;
  results?: AssistantResult[];
}): { state: AssistantState; reply: AssistantReply } {
  const state = readAssistantState(input.state);
  try {
    return turn(state, input.message, input.places, input.results ?? []);
  } catch {
    // The assistant never fails a turn: an unexpected input gets a polite answer.
    return {
      state,
      reply: { text: "Sorry, I couldn't make sense of that one. Could you rephrase your property brief?", preferences: state.preferences, understood: understoodChips(state.preferences) },
    };
  }
}

function reply(state: AssistantState, text: string, extra: Partial<AssistantReply> = {}): { state: AssistantState; reply: AssistantReply } {
  return { state, reply: { text, preferences: state.preferences, understood: understoodChips(state.preferences), ...extra } };
}

function turn(state: AssistantState, raw: string, places: PlaceIndex, results: AssistantResult[]): { state: AssistantState; reply: AssistantReply } {
  const { text: cleaned, truncated } = cleanMessage(raw);
  const next: AssistantState = { ...state, turns: state.turns + 1 };
  if (!/[\p{L}\p{N}]/u.test(cleaned)) {
    return reply(next, `I didn't catch any words there. ${HELP}`);
  }
  const message = expandLabelledAnswers(cleaned);

  // Questions about the results of a search.
  if (results.length > 0 && isResultsQuestion(message)) {
    const answer = answerResultsQuestion(message, results);
    if (answer) return reply(next, sanitise(answer));
  } else if (results.length === 0 && state.lastSearch === null && isResultsQuestion(message) && /\b(first|top|compare|ranked|which|ones)\b/i.test(message) && !/\b(bed|house|unit|under|\d+k)\b/i.test(message)) {
    return reply(next, "I haven't run a search yet, so there's nothing to compare. Tell me what you're looking for and I'll find and explain the matches.");
  }

  // An answer to "which Richmond?".
  let picked: string | null = null;
  if (state.pendingPlace) picked = pickOption(state.pendingPlace.options, cleaned);

  const delta = understand(message, {
    places,
    expecting: state.expecting,
    contextStates: contextStatesOf(state.preferences),
  });
  if (picked) {
    const cand = places.byDescription.get(picked.toLowerCase());
    // The options' own words ("Richmond, VIC 3121") are not new places.
    delta.places = [];
    delta.ambiguous = [];
    delta.addPlaces = cand ? [cand] : [];
    delta.removePlaces = [];
    delta.understoodAnything = true;
  }
  if (INJECTION.test(cleaned) && !delta.understoodAnything) {
    return reply(next, `I'm the Property Assistant, so I can only help with finding and explaining properties. ${HELP}`);
  }
  if (!delta.understoodAnything || glossaryAnswer(cleaned)) {
    const answer = smallTalk(cleaned) ?? glossaryAnswer(cleaned);
    if (answer) return reply(next, sanitise(answer));
  }
  if (!delta.understoodAnything) {
    if (state.pendingPlace) {
      return reply(next, `Which ${state.pendingPlace.text} do you mean?`, { form: [placeField(state.pendingPlace.text, state.pendingPlace.options)] });
    }
    const missing = missingEssentials(state.preferences);
    const form = missing.length && results.length === 0 ? { form: missing.map((f) => FIELD_FORMS[f]) } : {};
    if (missing.length && PROPERTY_INTENT.test(cleaned)) {
      // "I want to invest", "looking to buy": the intent is clear, the details are not.
      next.expecting = missing;
      return reply(next, `Happy to help you find one. I just need ${joinAsks(missing.map((f) => FIELD_WORDS[f]))}.`, form);
    }
    const lead = results.length > 0 ? "I can explain the listings (\"why is the top one first?\", \"compare 1 and 3\", \"which has the best cash flow?\") or change the brief." : HELP;
    return reply(next, `I couldn't find property details in that. ${lead}`, form);
  }

  next.preferences = applyDelta(state.preferences, delta);
  const ambiguous = delta.ambiguous[0] ?? null;
  // A pending "which Richmond?" ends when answered, when places are replaced, or when that name is dropped.
  const pendingDropped =
    !!state.pendingPlace && (delta.replacePlaces || delta.reset || delta.removePlaces.some((m) => m.text.toLowerCase() === state.pendingPlace!.text.toLowerCase()));
  next.pendingPlace = ambiguous
    ? { text: ambiguous.text, options: ambiguous.options.map((o) => o.description).slice(0, 12) }
    : picked || pendingDropped
      ? null
      : state.pendingPlace;
  if (delta.reset) next.lastSearch = null;

  const missing = missingEssentials(next.preferences);
  const note = truncated ? ` (I read the first ${MAX_UNDERSTOOD_CHARS.toLocaleString("en-AU")} characters of your message.)` : "";
  const so = describeBrief(next.preferences);
  if (next.pendingPlace || missing.length > 0) {
    next.expecting = missing;
    const form: AssistantFormField[] = [];
    const asks: string[] = [];
    if (next.pendingPlace) {
      form.push(placeField(next.pendingPlace.text, next.pendingPlace.options));
      asks.push(`which ${next.pendingPlace.text} you mean`);
    }
    for (const f of missing) {
      if (f === "locations" && next.pendingPlace) continue;
      form.push(FIELD_FORMS[f]);
      asks.push(FIELD_WORDS[f]);
    }
    const have = next.preferences.locations.length || next.preferences.propertyType || next.preferences.priceRange.max !== null || next.preferences.priceRange.min !== null || next.preferences.bedrooms;
    const text = `${have ? `So far: ${so}.` : "Happy to help."} ${asks.length ? `I just need ${joinAsks(asks)}.` : ""}${note}`.trim();
    return reply(next, sanitise(text), { form });
  }

  next.expecting = [];
  const key = JSON.stringify(next.preferences);
  const ranking = rankingWords(next.preferences);
  if (key === state.lastSearch) {
    return reply(next, sanitise(`Your brief is unchanged: ${so}. Ask me about the listings, or tell me what to change.${note}`));
  }
  next.lastSearch = key;
  const text = `Here's what I understood: ${so}.${ranking ? ` ${ranking}.` : ""} Searching now — tap a chip to fine-tune it in your preferences.${note}`;
  return reply(next, sanitise(text), { runSearch: true });
}

function joinAsks(asks: string[]): string {
  if (asks.length <= 1) return asks.join("");
  return `${asks.slice(0, -1).join(", ")} and ${asks[asks.length - 1]}`;
}

function placeField(text: string, options: string[]): AssistantFormField {
  return { id: "place", label: `Which ${text} do you mean?`, type: "radio", options, description: `${text} is in more than one state.` };
}

/** Keeps ordinary replies from sounding like the match announcement (which navigates: ANNOUNCES_MATCHES). */
function sanitise(text: string): string {
  return text.replace(/property match(es)?\b/gi, (_, plural) => (plural ? "matching properties" : "matching property")).replace(/properties found/gi, "properties I found").replace(/search results/gi, "listings");
}
