import { describe, expect, it } from "vitest";
import { createPlaceIndex } from "./places";
import { TEST_PLACES } from "./test-places";
import { understand } from "./understand";

const places = createPlaceIndex(TEST_PLACES);
const read = (m: string, expecting: Parameters<typeof understand>[1]["expecting"] = []) => understand(m, { places, expecting });

describe("prices", () => {
  it.each([
    ["under 750k", { max: 750_000 }],
    ["$600,000 to $800,000", { min: 600_000, max: 800_000 }],
    ["1.2m", { max: 1_200_000 }],
    ["max 900", { max: 900_000 }],
    ["between 500 and 650k", { min: 500_000, max: 650_000 }],
    ["$550-650k", { min: 550_000, max: 650_000 }],
    ["1-1.2m", { min: 1_000_000, max: 1_200_000 }],
    ["no more than $600,000", { max: 600_000 }],
    ["no less than 500k", { min: 500_000 }],
    ["over 900k", { min: 900_000 }],
    ["800k+", { min: 800_000 }],
    ["nothing over $620k", { max: 620_000 }],
    ["400 grand", { max: 400_000 }],
    ["under 1.1 mil", { max: 1_100_000 }],
    ["$650 000", { max: 650_000 }],
    ["450,000 dollars max", { max: 450_000 }],
    ["budget's 800", { max: 800_000 }],
  ])("%s", (text, price) => {
    expect(read(text).price).toEqual(price);
  });

  it("does not read counts, sizes, rents or renovation budgets as prices", () => {
    for (const text of ["3 bed 2 bath", "600sqm block", "rent $550 per week", "20m frontage", "reno budget 80k", "built in 1975", "5 minutes to the station"]) {
      expect(read(text).price, text).toBeNull();
    }
    expect(read("reno budget 80k").renovation.budget).toBe(80_000);
    expect(read("$100k for renos").renovation.budget).toBe(100_000);
  });

  it("reads a bare number as a price to ask about, unless the form asked for the price", () => {
    const unsure = read("650");
    expect(unsure.price).toEqual({ max: 650_000 });
    expect(unsure.doubts.map((d) => d.field)).toEqual(["priceRange"]);
    const answer = read("650", ["price"]);
    expect(answer.price).toEqual({ max: 650_000 });
    expect(answer.doubts).toEqual([]);
  });
});

describe("rooms, land and type", () => {
  it.each([
    ["3 bed", 3, undefined, undefined],
    ["4x2", 4, 2, undefined],
    ["4x2x2", 4, 2, 2],
    ["4/2/2", 4, 2, 2],
    ["three bedroom", 3, undefined, undefined],
    ["3 bdrm 2 bthrm 1 car", 3, 2, 1],
    ["double garage", undefined, undefined, 2],
    ["DLUG", undefined, undefined, 2],
    ["1-2 bed", 1, undefined, undefined],
    ["Bedrooms: 3+", 3, undefined, undefined],
  ])("%s", (text, bed, bath, car) => {
    const d = read(text);
    expect([d.bedrooms, d.bathrooms, d.parking]).toEqual([bed, bath, car]);
  });

  it.each([
    ["600sqm+", 600],
    ["quarter acre block", 1012],
    ["half an acre", 2023],
    ["800 m2", 800],
    ["block of 700", 700],
    ["2 hectares", 20_000],
  ])("land %s", (text, size) => {
    expect(read(text).landSize).toBe(size);
  });

  it("reads types, and negated types as exclusions", () => {
    expect(read("townhouse or house").propertyType).toBe("Townhouse");
    expect(read("a 3 bed hse").propertyType).toBe("House");
    expect(read("vacant block of land").propertyType).toBe("Land");
    expect(read("no units").propertyType).toBeUndefined();
    expect(read("no units").excludedTypes).toEqual(["Unit"]);
    expect(read("granny flat").propertyType).toBeUndefined();
    expect(read("rooming house").propertyType).toBeUndefined();
  });
});

describe("features, strategies, risks and negations", () => {
  it("reads features and their negation", () => {
    expect(read("with a pool, BIRs and ducted cooling").features).toEqual({ pool: true, builtinWardrobe: true, aircon: true });
    expect(read("no pool needed").features).toEqual({ pool: false });
    expect(read("drop the pool").features).toEqual({ pool: false });
    expect(read("don't need the garage").features).toEqual({ garage: false });
  });

  it("reads risks to avoid, and acceptance", () => {
    expect(read("not flood prone").risks).toEqual({ flood: true });
    expect(read("no flood zones or bushfire").risks).toEqual({ flood: true, bushfire: true });
    expect(read("heritage is fine").risks).toEqual({ heritage: false });
    expect(read("don't mind bushfire").risks).toEqual({ bushfire: false });
  });

  it("reads strategies in the order named", () => {
    const d = read("granny flat, cash flow and a corner block to subdivide, renovate with a premium finish");
    expect(d.split).toEqual({ grannyFlat: true });
    expect(d.goals).toEqual({ highcashflow: true });
    expect(d.development).toEqual({ cornerLotsplit: true });
    expect(d.renovation).toMatchObject({ enabled: true, finish: "Premium" });
    expect(d.factorOrder).toEqual(["splitLiving", "investmentGoals", "developmentPotential", "renovationPotential"]);
  });

  it("reads 'not after growth' as turning growth off", () => {
    expect(read("not after growth, just cash flow").goals).toEqual({ highcapitalgrowth: false, highcashflow: true });
  });

  it("reads amenities nearby and a place to reach, which is not a place to live", () => {
    const near = read("close to schools, parks and the train station, walking distance");
    expect(near.amenities).toEqual({ categories: ["schools", "publicTransport", "parks"], transportMode: "walking", maxTravelTime: 15 });
    const commute = read("Ballarat, and I commute to Footscray by train, max an hour");
    expect(commute.addPlaces.map((p) => p.description)).toEqual(["Ballarat (City), VIC"]);
    expect(commute.destination).toEqual({ address: "Footscray, VIC 3011", transportMode: "publicTransport", maxTravelTime: 60 });
    expect(read("within 20 minutes drive of Geelong").destination).toEqual({ address: "Greater Geelong (City), VIC", transportMode: "car", maxTravelTime: 30 });
    expect(read("a house that needs work in Geelong").destination).toBeUndefined();
  });

  it("reads a goal preferred over another as not wanting the other", () => {
    expect(read("capital growth over yield").goals).toEqual({ highcapitalgrowth: true, highcashflow: false });
  });

  it("reads a bare hyphenated range as prices in thousands", () => {
    expect(read("townhouse 3br 2ba Hobart 600-700").price).toEqual({ min: 600_000, max: 700_000 });
  });

  it("lifts limits on request", () => {
    expect(read("remove the price limit").price).toEqual({ max: null });
    expect(read("any number of bedrooms is fine").bedrooms).toBeNull();
  });

  it("lets the later mention of a place win within one message", () => {
    const d = read("Geelong, add Ballarat, remove Geelong");
    expect(d.addPlaces.map((p) => p.description)).toEqual(["Ballarat (City), VIC"]);
    expect(d.removePlaces.map((p) => p.place?.description)).toEqual(["Greater Geelong (City), VIC"]);
  });

  it("reads removals and replacements of places", () => {
    const drop = read("drop Ballarat");
    expect(drop.removePlaces.map((p) => p.place?.description)).toEqual(["Ballarat (City), VIC"]);
    expect(drop.addPlaces).toEqual([]);
    const swap = read("swap Geelong for Ballarat");
    expect(swap.replacePlaces).toBe(true);
    expect(swap.addPlaces.map((p) => p.description)).toEqual(["Ballarat (City), VIC"]);
  });

  it("corrects misspelt property words", () => {
    const d = read("4 bedrom townhosue, subdevide");
    expect([d.bedrooms, d.propertyType, d.developmentGeneric]).toEqual([4, "Townhouse", true]);
  });
});
