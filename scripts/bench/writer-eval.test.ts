import { describe, expect, it } from "vitest";
import { createPlaceIndex } from "@/lib/assistant";
import { emptyPreferences } from "@/lib/preferences/schema";
import { briefComparison, evaluateWriter, landSquareMetres, placeKey, type WriterFile } from "./writer-eval";

const places = createPlaceIndex([
  { name: "Footscray", state: "VIC", postcode: "3011", lga: "Maribyrnong (City)", population: 16000 },
  { name: "Ballarat Central", state: "VIC", postcode: "3350", lga: "Ballarat (City)", population: 5000 },
  { name: "Sebastopol", state: "VIC", postcode: "3356", lga: "Ballarat (City)", population: 6000 },
  { name: "Ulladulla", state: "NSW", postcode: "2539", lga: "Shoalhaven (City)", population: 7000 },
]);

describe("the writers' corpus evaluation", () => {
  it("compares places by name and state, whatever the postcode or the council's kind", () => {
    expect(placeKey("Footscray, VIC 3011")).toBe(placeKey("Footscray, VIC"));
    expect(placeKey("Ballina (Area), NSW")).toBe(placeKey("Ballina, NSW"));
    expect(placeKey("Greater Geelong (City), VIC")).toBe(placeKey("Geelong, VIC"));
    expect(placeKey("Footscray, VIC")).not.toBe(placeKey("Footscray, NSW"));
  });

  it("reads a strategy ranked with no kind ticked as every kind, as the engine does; unranked, as none", () => {
    const ranked = { ...emptyPreferences(), importanceRanking: ["developmentPotential" as const] };
    expect(briefComparison({ development: ["any"] }, ranked).development).toEqual([["any"], ["any"]]);
    expect(briefComparison({ development: ["battleAxe"] }, ranked).development).toEqual([["battleAxe"], ["any"]]);
    expect(briefComparison({ development: ["any"] }, emptyPreferences()).development).toEqual([["any"], []]);
    expect(briefComparison({}, ranked).development).toEqual([[], ["any"]]);
  });

  it("reads a stored land size in square metres", () => {
    expect(landSquareMetres("600 m²")).toBe(600);
    expect(landSquareMetres("2 ha")).toBe(20_000);
    expect(landSquareMetres("1 acre")).toBe(4_047);
    expect(landSquareMetres("")).toBeNull();
  });

  it("scores every field, so a field the buyer never set must stay empty", () => {
    const p = { ...emptyPreferences(), bedrooms: "3+" as const, locations: ["Footscray, VIC 3011"] };
    const fields = briefComparison({ locations: ["Footscray, VIC"] }, p);
    expect(fields.locations[0]).toEqual(fields.locations[1]);
    expect(fields.bedrooms).toEqual([null, "3+"]);
  });

  it("reads the stored destinations as the engine does: the list, whose first is the form's flat copy", () => {
    const d = { address: "Geelong Hospital", transportMode: "car" as const, maxTravelTime: 30 as const };
    const p = { ...emptyPreferences(), destinations: { enabled: true, ...d, preferences: [{ ...d }] } };
    expect(briefComparison({ commute: [{ to: "Geelong Hospital, VIC", minutes: 25, mode: "car" }] }, p).commute).toEqual([["found"], ["found"]]);
    const two = { ...p, destinations: { ...p.destinations, preferences: [{ ...d }, { ...d, address: "Ballarat" }] } };
    expect(briefComparison({ commute: [{ to: "Geelong Hospital, VIC", minutes: 25, mode: "car" }] }, two).commute).toEqual([["found"], ["found", "extra"]]);
  });

  it("counts a context place as right only when it is not searched", () => {
    const p = { ...emptyPreferences(), locations: ["Ulladulla, NSW 2539"] };
    const fields = briefComparison({ contextPlaces: ["Ulladulla, NSW"] }, p);
    expect(fields.contextPlaces[1]).toEqual([placeKey("Ulladulla, NSW")]);
    expect(briefComparison({ contextPlaces: ["Ulladulla, NSW"], locations: ["Ulladulla, NSW"] }, p).contextPlaces[1]).toEqual([]);
  });

  it("runs a writer's cases through the assistant and tallies the issue's measures", () => {
    const file: WriterFile = {
      writer: "w00",
      persona: "a test writer",
      cases: [
        { id: "w00-001", kind: "brief", turns: ["3 bed house in Footscray under 700k"], expect: { brief: { locations: ["Footscray, VIC"], priceMax: 700_000, propertyType: "House", bedrooms: "3+" } } },
        { id: "w00-002", kind: "brief", turns: ["2 bed unit in Sebastopol under 400k, not Ballarat Central"], expect: { brief: { locations: ["Sebastopol, VIC"], excludedLocations: ["Ballarat Central, VIC"], priceMax: 400_000, propertyType: "Unit", bedrooms: "2+" } } },
        { id: "w00-003", kind: "offTopic", turns: ["who won the grand final?"], expect: { offTopic: true } },
      ],
    };
    const s = evaluateWriter(file, places, () => [], false);
    expect(s.cases).toBe(3);
    expect(s.briefs.total).toBe(2);
    // The ruled-out suburb is kept as an exclusion, not searched.
    expect(s.failures.filter((f) => f.id === "w00-002")).toEqual([]);
    expect(s.exclusions).toEqual({ right: 1, total: 1 });
    expect(s.perField.get("offTopicUnchanged")).toEqual({ right: 1, total: 1 });
    expect(s.offTopicChanged).toBe(0);
    expect(s.fields.total).toBe(2 * 24 + 1);
  });
});
