import { describe, expect, it } from "vitest";
import { assistantTurn, createPlaceIndex } from "@/lib/assistant";
import { conversationOn } from "@/lib/testkit/conversation";

const places = createPlaceIndex([
  { name: "Warilla", state: "NSW", postcode: "2528", lga: "Shellharbour (City)", population: 7000 },
  { name: "Shellharbour", state: "NSW", postcode: "2529", lga: "Shellharbour (City)", population: 3500 },
  { name: "Albion Park", state: "NSW", postcode: "2527", lga: "Shellharbour (City)", population: 8000 },
  { name: "Footscray", state: "VIC", postcode: "3011", lga: "Maribyrnong (City)", population: 16000 },
  { name: "Seddon", state: "VIC", postcode: "3011", lga: "Maribyrnong (City)", population: 5000 },
]);

const { say } = conversationOn(places);

describe("what the buyer rules out is kept in the brief", () => {
  it("keeps a suburb ruled out inside a wanted council area as an exclusion", () => {
    const p = say("every suburb of the City of Shellharbour other than Warilla, 3 bed house under 800k").preferences;
    expect(p.locations.some((l) => l.startsWith("Shellharbour (City)"))).toBe(true);
    expect(p.exclusions.locations).toEqual(["Warilla, NSW 2528"]);
  });

  it("drops a place the brief wanted without ruling it out", () => {
    const p = say("3 bed house in Footscray or Seddon under 900k", "drop Footscray").preferences;
    expect(p.locations).toEqual(["Seddon, VIC 3011"]);
    expect(p.exclusions.locations).toEqual([]);
  });

  it("keeps a type ruled out, until the buyer asks for it", () => {
    expect(say("2 bed place in Footscray under 700k, no units").preferences.exclusions.propertyTypes).toEqual(["Unit"]);
    expect(say("2 bed place in Footscray under 700k, no units", "actually a unit is fine").preferences.exclusions.propertyTypes).toEqual([]);
  });

  it("shows what is ruled out as 'Not:' chips, and forgets it when the buyer starts over", () => {
    const state = say("every suburb of the City of Shellharbour other than Warilla, 3 bed house under 800k");
    const { reply } = assistantTurn({ state, message: "what did you understand?", places });
    expect(reply.summary?.chips.map((c) => c.label)).toContain("Not: Warilla, NSW 2528");
    expect(say("every suburb of the City of Shellharbour other than Warilla, 3 bed house under 800k", "start over").preferences.exclusions.locations).toEqual([]);
  });

  it("keeps a feature ruled out, not one merely not needed, until the buyer asks for it", () => {
    const ruled = (...m: string[]) => say(...m).preferences.exclusions.features;
    expect(ruled("3 bed house in Seddon, NO pool (the upkeep)")).toEqual(["pool"]);
    expect(ruled("3 bed house in Seddon", "and no pools please, the kids are tiny")).toEqual(["pool"]);
    expect(ruled("3 bed house in Seddon, no pool needed")).toEqual([]);
    expect(ruled("3 bed house in Seddon, we don't need a pool")).toEqual([]);
    expect(ruled("3 bed house in Seddon, no pool", "actually a pool would be great")).toEqual([]);
  });

  it("ends a negation where a wish or an addition starts", () => {
    const p = say("3 bed house in Seddon with a pool", "no wait, remove the pool and add a garage").preferences;
    expect([p.features.pool, p.features.garage, p.exclusions.features]).toEqual([false, true, []]);
  });

  it("reads shorthand 'x' at a clause's start as 'not', never the 'x' between bedrooms and bathrooms", () => {
    const p = say("Seddon; 3br; x units, x pool; under 800k").preferences;
    expect([p.exclusions.propertyTypes, p.exclusions.features]).toEqual([["Unit"], ["pool"]]);
    const q = say("3 x 1 house in Seddon under 800k").preferences;
    expect([q.propertyType, q.bedrooms, q.bathrooms, q.exclusions.propertyTypes]).toEqual(["House", "3+", "1+", []]);
  });

  it("goes on ruling out in a next turn opening with 'or' or 'nor'", () => {
    const x = (...m: string[]) => say(...m).preferences.exclusions.locations;
    expect(x("every suburb of the City of Shellharbour, 3 bed house", "not Warilla", "or Albion Park")).toEqual(["Warilla, NSW 2528", "Albion Park, NSW 2527"]);
    expect(x("every suburb of the City of Shellharbour, 3 bed house", "Nor Warilla, come to think of it.")).toEqual(["Warilla, NSW 2528"]);
    // ("or Seddon" after a wish adds it.)
    expect(say("3 bed house in Footscray", "or Seddon").preferences.locations).toEqual(["Footscray, VIC 3011", "Seddon, VIC 3011"]);
  });

  it("reads a feature said to be fine as accepted: not ruled out, not asked for", () => {
    const p = (...m: string[]) => say(...m).preferences;
    expect([p("3 bed house in Seddon", "no pool", "actually pool ok, remove that").exclusions.features, p("3 bed house in Seddon", "no pool", "actually pool ok, remove that").features.pool]).toEqual([[], false]);
    expect(p("Seddon 4 bdr house, pool ok but not essential").features.pool).toBe(false);
    expect(p("Seddon 2 bed unit and a pool (complex pool is fine)").features.pool).toBe(true);
  });

  it("reads 'excl.', '= no', 'bugger' and a council's own suburb ruled out, and clears every exclusion on request", () => {
    const p = (...m: string[]) => say(...m).preferences;
    expect(p("Shellharbour council, excl. Warilla and Albion Park, 3br house").exclusions.locations).toEqual(["Warilla, NSW 2528", "Albion Park, NSW 2527"]);
    expect(p("Footscray or Seddon, 2 bed unit, NOT in a flood zone (so Seddon = no)").exclusions.locations).toEqual(["Seddon, VIC 3011"]);
    expect(p("bugger Footscray too dear, Seddon 2 bed").exclusions.locations).toEqual(["Footscray, VIC 3011"]);
    const own = p("Shellharbour council, not Shellharbour suburb itself, 3 bed house");
    expect([own.locations, own.exclusions.locations]).toEqual([["Shellharbour (City), NSW"], ["Shellharbour, NSW 2529"]]);
    expect(p("Shellharbour council, excl. Warilla, 3br house", "actually remove all the exclusions").exclusions.locations).toEqual([]);
  });
});

