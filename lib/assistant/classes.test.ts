/**
 * Issue 34, classes of mistake fixed on branch nlp-classes: one block per class, each with sentences invented for the
 * test (none is taken from the writers' corpus); the places are real.
 */
import { describe, expect, it } from "vitest";
import { assistantTurn, createPlaceIndex, initialAssistantState, type AssistantState } from "@/lib/assistant";
import { clausesOf } from "./clauses";
import type { AssistantPlace } from "./places";

const ROWS: AssistantPlace[] = [
  { name: "Ulladulla", state: "NSW", postcode: "2539", lga: "Shoalhaven (City)", population: 7000 },
  { name: "Nowra", state: "NSW", postcode: "2541", lga: "Shoalhaven (City)", population: 9000 },
  { name: "Broome", state: "WA", postcode: "6725", lga: "Broome (Shire)", population: 14000 },
  { name: "Katherine", state: "NT", postcode: "0850", lga: "Katherine (Town)", population: 6000 },
  { name: "Lakes Entrance", state: "VIC", postcode: "3909", lga: "East Gippsland (Shire)", population: 4800 },
  { name: "Bairnsdale", state: "VIC", postcode: "3875", lga: "East Gippsland (Shire)", population: 15000 },
];
const places = createPlaceIndex(ROWS);

function say(...messages: string[]): AssistantState {
  let state = initialAssistantState();
  for (const message of messages) ({ state } = assistantTurn({ state, message, places }));
  return state;
}
const roleOf = (text: string, word: string) => {
  const at = text.indexOf(word);
  const c = clausesOf(text, undefined, (words) => places.byKey.has(words)).find((x) => at >= x.start && at < x.end);
  return c ? `${c.role}${c.certain ? "" : "?"}` : null;
};

describe("a question about a thing that is no property writes nothing to the brief", () => {
  it.each([
    "any decent snorkelling reefs off Broome you could point me to",
    "Could you suggest a bakery in Ulladulla that does gluten free?",
    "whats the best time of year to see the gorge near Katherine?",
    "can you remind me which month the Bairnsdale show is on",
    "Is there parking at the Nowra hospital for visitors?",
    "any ideas for a rainy day with toddlers around Lakes Entrance?",
  ])("%s", (message) => {
    const before = initialAssistantState().preferences;
    expect(say(message).preferences).toEqual(before);
  });

  it("reads the clause's role from its nouns, not from its verb", () => {
    expect(roleOf("could you recommend a good mechanic in Nowra?", "Nowra")).toBe("question");
    // A request for property, or about a place itself, is still a request.
    expect(roleOf("could you find me something near the beach in Nowra?", "Nowra")).toBe("wanted");
    expect(roleOf("what about lakes entrance?", "lakes")).toBe("wanted");
    expect(roleOf("any three bedders in Broome?", "Broome")).toBe("wanted");
  });

  it("leaves a brief's own words in a question alone", () => {
    expect(say("2 bed unit in Nowra under 450k", "could we stretch to 480k?").preferences.priceRange.max).toBe(480_000);
    expect(say("house in Broome, 3 bed, 600k", "with a swimming pool").preferences.features.pool).toBe(true);
    expect(say("house in Broome, 3 bed, 600k", "can we start over from scratch?").preferences.locations).toEqual([]);
  });
});
