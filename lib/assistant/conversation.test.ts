import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { profileFixture } from "@/lib/testkit/engine-listings";
import { assistantTurn, createPlaceIndex, initialAssistantState, needsSuburbFacts, OFF_TOPIC_REPLY, readAssistantState, suburbFacts, type AssistantReply, type AssistantState } from "./index";
import { TEST_PLACES } from "@/lib/testkit/places";

const places = createPlaceIndex(TEST_PLACES);

function converse(messages: string[], opts: { suburbs?: Parameters<typeof assistantTurn>[0]["suburbs"]; from?: AssistantState } = {}) {
  let state: AssistantState = opts.from ?? initialAssistantState();
  let reply: AssistantReply = { text: "" };
  for (const message of messages) {
    const out = assistantTurn({ state, message, places, suburbs: opts.suburbs });
    // The state survives storage as JSON.
    state = JSON.parse(JSON.stringify(out.state));
    reply = out.reply;
  }
  return { state, reply };
}

const complete = () => converse(["3 bed house in Geelong under 650k"]).state;

describe("off-topic messages", () => {
  const frames = [
    (p: string) => `what's the weather going to be like in ${p} this weekend?`,
    (p: string) => `who won the footy in ${p} last night`,
    (p: string, w: string) => `haha my kid just drew a ${w} in ${p}`,
    (p: string, w: string) => `tell me a joke about a ${w} from ${p}`,
    (p: string) => `what do you reckon about the government and the election in ${p}?`,
    (p: string, w: string) => `lol my dog just ate a ${w}`,
  ];
  const words = ["house", "unit", "pool", "townhouse", "granny flat", "3 bed", "garage"];
  const names = ["Geelong", "Richmond", "Footscray", "Perth", "Manly", "Echuca", "Wollongong"];

  it("never change the stored brief and never start a search; they get one line saying what the assistant can do", () => {
    fc.assert(
      fc.property(fc.constantFrom(...frames), fc.constantFrom(...names), fc.constantFrom(...words), (frame, place, word) => {
        const before = complete();
        const { state, reply } = converse([frame(place, word)], { from: before });
        expect(state.preferences).toEqual(before.preferences);
        expect(reply.runSearch).toBeFalsy();
        expect(reply.offTopic).toBe(true);
        expect(reply.text).toBe(OFF_TOPIC_REPLY);
        expect(reply.text).not.toContain("\n");
      }),
      { numRuns: 60 },
    );
  });

  it("keeps the brief's open question across an off-topic turn", () => {
    const { state } = converse(["3 bed house in Geelong 480", "did you watch the cricket?"]);
    expect(state.doubts.map((d) => d.field)).toEqual(["priceRange"]);
  });
});

describe("ask, don't guess", () => {
  it("shows the summary with a low-confidence chip and one question instead of searching, then searches on 'Search now'", () => {
    const asked = converse(["3 bed house in Geelong 480 for cash flow"]);
    expect(asked.reply.runSearch).toBeFalsy();
    expect(asked.reply.summary?.question).toMatch(/480.*is that right\?/);
    expect(asked.reply.summary?.chips).toContainEqual({ field: "priceRange", label: "Up to $480,000", value: "up to $480,000", confidence: "low" });
    expect(asked.reply.summary?.chips).toContainEqual({ field: "locations", label: "Greater Geelong (City), VIC", value: "Greater Geelong (City), VIC", confidence: "high" });
    const searched = converse(["Search now"], { from: asked.state });
    expect(searched.reply.runSearch).toBe(true);
    expect(searched.reply.summary?.question).toBeUndefined();
    expect(searched.state.preferences.priceRange.max).toBe(480_000);
  });

  it("answers 'what did you understand?' with the same summary, and searches once the buyer carries on", () => {
    const asked = converse(["3 bed house in Geelong 480 for cash flow"]);
    const what = converse(["what did you understand so far?"], { from: asked.state });
    expect(what.reply.runSearch).toBeFalsy();
    // The same chips and question, marked to be shown as a card under the answer.
    expect(what.reply.summary).toEqual({ ...asked.reply.summary, review: true });
    const on = converse(["add a pool too"], { from: asked.state });
    expect(on.reply.runSearch).toBe(true);
    const corrected = converse(["make that 520"], { from: asked.state });
    expect(corrected.reply.runSearch).toBe(true);
    expect(corrected.state.preferences.priceRange.max).toBe(520_000);
  });

  it("asks about contradictions and names it can't find before searching", () => {
    const prices = converse(["3 bed house in Geelong under 500k but at least 600k for cash flow"]);
    expect(prices.reply.runSearch).toBeFalsy();
    expect(prices.reply.form?.map((f) => f.id)).toEqual(["price"]);
    expect(prices.reply.text).toMatch(/what price range should I search\?/);
    const unknown = converse(["3 bed house in Geelong or Wattlebrook Heights under 650k for cash flow"]);
    expect(unknown.reply.runSearch).toBeFalsy();
    expect(unknown.reply.summary?.question).toMatch(/Wattlebrook Heights/);
  });

  it("reads an edited chip sent back as a labelled line", () => {
    const asked = converse(["3 bed house in Geelong 480 for cash flow"]);
    const edited = converse(["Price range: up to $550,000"], { from: asked.state });
    expect(edited.state.preferences.priceRange).toEqual({ min: null, max: 550_000 });
    expect(edited.reply.runSearch).toBe(true);
  });
});

describe("suggestions from data", () => {
  const p = profileFixture();
  const rows = [
    { name: "Echuca", state: "VIC", postcode: "3564", lga: "Campaspe (Shire)", urbanArea: null, population: 14_043, profile: { ...p, medianPrice: { ...p.medianPrice, House: 520_000 }, weeklyRent: { ...p.weeklyRent, House: 560 } } },
    { name: "Shepparton", state: "VIC", postcode: "3630", lga: "Greater Shepparton (City)", urbanArea: null, population: 31_197, profile: { ...p, medianPrice: { ...p.medianPrice, House: 480_000 }, weeklyRent: { ...p.weeklyRent, House: 470 } } },
  ];
  const suburbs = suburbFacts(rows);

  it("asks for a budget first, then suggests suburbs whose chips add them to the brief", () => {
    expect(needsSuburbFacts("what do you suggest?")).toBe(true);
    const ask = converse(["what do you suggest?"], { suburbs });
    expect(ask.reply.suggestions).toBeUndefined();
    expect(ask.reply.form?.map((f) => f.id)).toEqual(["price"]);
    expect(needsSuburbFacts("550k", ask.state)).toBe(true);
    const got = converse(["550k for a house, cash flow"], { suburbs, from: ask.state });
    expect(got.reply.suggestions?.map((s) => s.label)).toEqual(["Echuca, VIC 3564", "Shepparton, VIC 3630"]);
    expect(got.reply.text).toContain("general information only");
    expect(got.reply.runSearch).toBeFalsy();
    const added = converse([`Add ${got.reply.suggestions![0].label}`, "3 bed"], { from: got.state });
    expect(added.state.preferences.locations).toEqual(["Echuca, VIC 3564"]);
    expect(added.reply.runSearch).toBe(true);
  });
});

describe("anaphora and context across turns", () => {
  it("'find me one' after a question about a term, 'there' after a question about a place", () => {
    const one = converse(["what's a granny flat?", "find me one in Geelong, 3 bed house under 650k"]);
    expect(one.state.preferences.splitLiving.grannyFlat).toBe(true);
    const there = converse(["what's Echuca like?", "ok, a 3 bed house there under 500k"]);
    expect(there.state.preferences.locations).toEqual(["Echuca, VIC 3564"]);
  });

  it("'there' after a money or term question about a place, whose state settles a name the next turn leaves open", () => {
    expect(converse(["what's the rental yield like in Echuca these days", "ok show me 3 bed houses there under 500k"]).state.preferences.locations).toEqual(["Echuca, VIC 3564"]);
    expect(converse(["repayments on a 500k house in Echuca at 6%?", "ok a 3 bed house there under 500k"]).state.preferences.locations).toEqual(["Echuca, VIC 3564"]);
    // Richmond is in Victoria and New South Wales; a duty question in NSW says which.
    expect(converse(["stamp duty in nsw on a 600k house?", "find me 3 bed houses in Richmond under 700k"]).state.preferences.locations).toEqual(["Richmond, NSW 2753"]);
    expect(converse(["find me 3 bed houses in Richmond under 700k"]).state.pendingPlace).not.toBeNull();
  });

  it("remembers where the buyer works for a later 'within 30 minutes of work'", () => {
    const { state } = converse(["I work at the Royal Melbourne Hospital", "3 bed house in Footscray under 800k within 30 mins of work by train"]);
    expect(state.preferences.destinations).toMatchObject({ enabled: true, address: "Royal Melbourne Hospital", transportMode: "publicTransport", maxTravelTime: 30 });
    expect(state.preferences.locations).toEqual(["Footscray, VIC 3011"]);
  });

  it("reads a stored state from before these fields existed", () => {
    const old = { v: 1, preferences: complete().preferences, expecting: [], pendingPlace: null, lastSearch: null, turns: 3 };
    expect(readAssistantState(old)).toMatchObject({ turns: 3, topic: null, workplace: null, doubts: [], suggesting: false });
  });
});

describe("long messages", () => {
  it("reads a brief at the end of a 3,900-character message, and says nothing about cutting it", () => {
    const filler = "We have looked at a lot of places over the last year and learnt a lot along the way. ".repeat(50).slice(0, 3_850);
    const { state, reply } = converse([`${filler} So: 3 bed house in Ballarat under 500k`]);
    expect(state.preferences.locations).toEqual(["Ballarat (City), VIC"]);
    expect(state.preferences.priceRange.max).toBe(500_000);
    expect(reply.text).not.toMatch(/first 2,000 characters/);
  });
});
