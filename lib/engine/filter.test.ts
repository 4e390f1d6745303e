import { describe, expect, it } from "vitest";
import { FEATURES } from "@/lib/preferences/schema";
import { filterListings, hardFilterPredicate, matchesHardFilters } from "./filter";
import { parseMoney } from "@/lib/money";
import { PAYLOAD_PRICE, parseLandSize, parseMinCount } from "./parse";
import { listingFixture } from "@/lib/testkit/engine-listings";
import type { EngineData } from "./query";

const features = (...on: string[]) => Object.fromEntries(FEATURES.map((f) => [f, on.includes(f)])) as NonNullable<EngineData["features"]>;

describe("text parsers", () => {
  it("reads prices leniently", () => {
    expect(parseMoney("$850,000", PAYLOAD_PRICE)).toBe(850_000);
    expect(parseMoney("850k", PAYLOAD_PRICE)).toBe(850_000);
    expect(parseMoney("1.2m", PAYLOAD_PRICE)).toBe(1_200_000);
    expect(parseMoney("No minimum", PAYLOAD_PRICE)).toBeNull();
    expect(parseMoney("", PAYLOAD_PRICE)).toBeNull();
  });
  it("reads counts and land sizes", () => {
    expect(parseMinCount("3+")).toBe(3);
    expect(parseMinCount(null)).toBe(0);
    expect(parseLandSize("600")).toBe(600);
    expect(parseLandSize("600 m²")).toBe(600);
    expect(parseLandSize("0.5 ha")).toBe(5_000);
    expect(parseLandSize("1 acre")).toBe(4_047);
    expect(parseLandSize("lots")).toBeNull();
  });
});

describe("hard filters", () => {
  const house = listingFixture();

  it("passes everything with empty preferences", () => {
    expect(matchesHardFilters(house, {})).toBe(true);
    expect(hardFilterPredicate({}).locationKeys).toBeNull();
  });

  it("filters market status, type, bedrooms, bathrooms and parking", () => {
    expect(matchesHardFilters(house, { marketStatus: "Off Market" })).toBe(false);
    expect(matchesHardFilters(house, { marketStatus: "All Properties" })).toBe(true);
    expect(matchesHardFilters(house, { propertyType: "Unit" })).toBe(false);
    expect(matchesHardFilters(house, { bedrooms: "3+" })).toBe(true);
    expect(matchesHardFilters(house, { bedrooms: "4+" })).toBe(false);
    expect(matchesHardFilters(house, { bathrooms: "2+" })).toBe(false);
    expect(matchesHardFilters(house, { parking: "2+" })).toBe(true);
  });

  it("compares the price range with the search price, so price-on-request listings use their estimate", () => {
    expect(matchesHardFilters(house, { minPrice: "700000", maxPrice: "750000" })).toBe(true);
    expect(matchesHardFilters(house, { maxPrice: "$700,000" })).toBe(false);
    const onRequest = listingFixture({ price: null, searchPrice: 990_000 });
    expect(matchesHardFilters(onRequest, { minPrice: "900000" })).toBe(true);
    expect(matchesHardFilters(onRequest, { maxPrice: "900000" })).toBe(false);
    expect(matchesHardFilters(listingFixture({ price: null, searchPrice: null }), { maxPrice: "900000" })).toBe(false);
  });

  it("needs a known land size at least the minimum", () => {
    expect(matchesHardFilters(house, { landSize: "600" })).toBe(true);
    expect(matchesHardFilters(house, { landSize: "601" })).toBe(false);
    expect(matchesHardFilters(listingFixture({ landSize: null }), { landSize: "100" })).toBe(false);
  });

  it("needs every required feature", () => {
    const pool = listingFixture({ features: ["pool", "garage"] });
    expect(matchesHardFilters(pool, { features: features("pool") })).toBe(true);
    expect(matchesHardFilters(pool, { features: features("pool", "garage") })).toBe(true);
    expect(matchesHardFilters(pool, { features: features("pool", "study") })).toBe(false);
  });

  it("keeps out what the buyer ruled out: a suburb inside a wanted council, a type, a feature", () => {
    const x = (e: Partial<NonNullable<EngineData["exclusions"]>>) => ({ locations: [], propertyTypes: [], features: [], ...e });
    expect(matchesHardFilters(house, { locations: ["City of Albury"], exclusions: x({ locations: ["Lavington, NSW 2641"] }) })).toBe(false);
    expect(matchesHardFilters(house, { locations: ["City of Albury"], exclusions: x({ locations: ["East Albury, NSW 2640"] }) })).toBe(true);
    expect(matchesHardFilters(house, { exclusions: x({ propertyTypes: [house.propertyType as "House"] }) })).toBe(false);
    expect(matchesHardFilters(house, { exclusions: x({ propertyTypes: ["Apartment"] }) })).toBe(true);
    const pooled = listingFixture({ features: ["pool", "garage"] });
    expect(matchesHardFilters(pooled, { exclusions: x({ features: ["pool"] }) })).toBe(false);
    expect(matchesHardFilters(pooled, { exclusions: x({ features: ["shed"] }) })).toBe(true);
    // A ruled-out place nobody can read rules nothing out.
    expect(matchesHardFilters(house, { exclusions: x({ locations: ["Australia"] }) })).toBe(true);
  });

  it("matches any of several locations, and nothing when none can be read", () => {
    expect(matchesHardFilters(house, { locations: ["Parramatta NSW", "City of Albury"] })).toBe(true);
    expect(matchesHardFilters(house, { locations: ["Parramatta NSW"] })).toBe(false);
    expect(matchesHardFilters(house, { locations: ["Australia"] })).toBe(false);
  });

  it("filters a list", () => {
    const list = [house, listingFixture({ listingId: "T-2", propertyType: "Unit" }), listingFixture({ listingId: "T-3", bedrooms: 5 })];
    expect(filterListings(list, { propertyType: "House", bedrooms: "4+" }).map((l) => l.listingId)).toEqual(["T-3"]);
  });
});
