import { describe, expect, it } from "vitest";
import { addSuggestionMessage, chipEditMessage, SEARCH_NOW_MESSAGE, showsSummary, suggestionChips } from "./summary";
import { readMessage } from "./transcript";
import type { ChatSuggestionsData, ChatSummaryData } from "./types";

const summary: ChatSummaryData = { chips: [{ field: "priceRange", label: "Up to $550,000", value: "up to $550,000", confidence: "low" }], question: 'I read "550" as a price of up to $550,000: is that right?' };
const suggestions: ChatSuggestionsData = {
  items: [{ label: "Wendouree, VIC 3355", reason: "median house price $540,000", figures: { medianPrice: 540_000, weeklyRent: 455, grossYieldPercent: 4.4, growth12mPercent: 5.4, dataConfidence: "modelled" } }],
  disclaimer: "This is general information only, not financial advice.",
};

describe("the summary and suggestions on the chat screen", () => {
  it("edits an essential chip as a form answer the assistant reads back, and nothing else", () => {
    expect(chipEditMessage("bedrooms", " 4+ ")).toBe("Bedrooms: 4+");
    expect(chipEditMessage("priceRange", "up to  600k")).toBe("Price range: up to 600k");
    expect(chipEditMessage("landSize", "700")).toBe("Min land size (m²): 700");
    expect(chipEditMessage("features", "pool")).toBeNull();
    expect(chipEditMessage("bedrooms", "   ")).toBeNull();
  });

  it("shows the card only when it asks, or answers what was understood", () => {
    expect(showsSummary(summary)).toBe(true);
    expect(showsSummary({ chips: summary.chips, review: true })).toBe(true);
    expect(showsSummary({ chips: summary.chips })).toBe(false);
    expect(showsSummary(null)).toBe(false);
    expect(SEARCH_NOW_MESSAGE).toBe("Search now");
  });

  it("turns suggestions into chips that add the suburb", () => {
    expect(suggestionChips(suggestions)).toEqual([{ label: "Wendouree, VIC 3355", reason: "median house price $540,000", send: addSuggestionMessage("Wendouree, VIC 3355") }]);
    expect(suggestionChips(null)).toEqual([]);
    expect(addSuggestionMessage("Redan, VIC 3350")).toBe("Add Redan, VIC 3350");
  });

  it("reads the typed parts out of a message", () => {
    const read = readMessage({ parts: [{ type: "text", text: "Here's what I understood" }, { type: "data-summary", id: "summary", data: summary }, { type: "data-suggestions", id: "suggestions", data: suggestions }] });
    expect(read.summary).toEqual(summary);
    expect(read.suggestions).toEqual(suggestions);
    expect(readMessage({ parts: [] }).summary).toBeNull();
  });
});
