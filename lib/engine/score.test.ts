import { describe, expect, it } from "vitest";
import { prepareCatalogue, rankCatalogue, rankPrepared, scoreBatch } from "./batch";
import { compileQuery, rankWeights } from "./query";
import { rankListings } from "./rank";
import { scoreListing } from "./score";
import { condition, listingFixture, profileFixture } from "@/lib/testkit/engine-listings";
import type { EngineListing, ScoredListing, SortKey } from "./types";
import { SORT_KEYS } from "./types";

const P = profileFixture();

describe("property_score", () => {
  it("weighs ranked sections n, n − 1, …, 1 and ignores unranked ones", () => {
    const w = rankWeights({ riskOverlay: 2, investmentGoals: 1, avoidOverlay: 3 });
    expect(w.rule).toBe("rank");
    expect(w.weights).toEqual([
      { factor: "investmentGoals", rank: 1, weight: 2 },
      { factor: "riskOverlay", rank: 2, weight: 1 },
    ]);
    expect(w.total).toBe(3);
    const s = scoreListing(listingFixture(), P, {}, { investmentGoals: 1, riskOverlay: 2 });
    // Investment 51 (see sections.test.ts), risk 100: (2 × 51 + 1 × 100) ÷ 3 = 67.33 → 67.3.
    expect(s.section_scores).toMatchObject({ investmentGoals: "51%", riskOverlay: "100%" });
    expect(s.property_score).toBe(67.3);
    expect(s.scoring_inputs.weighting).toEqual([
      { factor: "investmentGoals", rank: 1, weight: 2, score: 51 },
      { factor: "riskOverlay", rank: 2, weight: 1, score: 100 },
    ]);
  });

  it("uses gaps in the ranks as order only", () => {
    // Ranks 3 and 7 (coming-soon factors took 1, 2, 4-6): still weights 2 and 1.
    expect(rankWeights({ splitLiving: 7, developmentPotential: 3 }).weights.map((w) => [w.factor, w.weight])).toEqual([
      ["developmentPotential", 2],
      ["splitLiving", 1],
    ]);
  });

  it("weighs all five sections equally when none is ranked", () => {
    const s = scoreListing(listingFixture(), P, {}, { proximityToAmenities: 1 });
    expect(s.scoring_inputs.weightingRule).toBe("default-equal");
    const sum = Object.values(s.section_scores).reduce((a, v) => a + Number.parseInt(v, 10), 0);
    expect(s.property_score).toBe(Math.round((sum * 10) / 5) / 10);
  });

  it("fills the spec's Listing fields", () => {
    const s = scoreListing(listingFixture({ price: 850_000, heritageOverlay: "HO123" }), P, {}, { investmentGoals: 1 });
    expect(s).toMatchObject({
      listing_id: "T-1",
      address_street: "12 Wagga Road",
      address_suburb: "Lavington",
      address_state: "NSW",
      address_postcode: "2641",
      list_price: "$850,000",
      market_status: "For Sale",
      heritage_overlay: "HO123",
      flood_overlay: "Not detected",
      image_analysis: { imageUrls: { floorPlans: [] } },
    });
    expect(Object.keys(s.section_scores).sort()).toEqual(["developmentPotential", "investmentGoals", "renovationPotential", "riskOverlay", "splitLiving"]);
    expect(Object.keys(s.scoring_inputs.splitLiving)).toEqual(
      expect.arrayContaining(["roomingHouse", "grannyFlat", "internalDualliving", "duplexPair", "commentary", "separateEntrance", "kitchenFacilities", "privateBathroom", "roomConfiguration"]),
    );
  });
});

function catalogue(): EngineListing[] {
  const out: EngineListing[] = [];
  const types = ["House", "Unit", "Townhouse", "Apartment", "Land"];
  for (let i = 0; i < 60; i++) {
    const type = types[i % 5];
    out.push(
      listingFixture({
        listingId: `T-${String(i).padStart(3, "0")}`,
        propertyType: type,
        bedrooms: type === "Land" ? 0 : 1 + (i % 5),
        bathrooms: 1 + (i % 3),
        price: i % 7 === 0 ? null : 400_000 + ((i * 37_000) % 900_000),
        rentWeekly: i % 4 === 0 ? null : 350 + ((i * 23) % 500),
        landSize: type === "Unit" || type === "Apartment" ? null : 300 + ((i * 97) % 1500),
        frontage: i % 3 === 0 ? null : 10 + (i % 20),
        isCorner: i % 6 === 0,
        condition: i % 5 === 4 ? null : condition({ kitchen: 1 + (i % 10), roof: 1 + ((i * 3) % 10) }, 2 + (i % 8)),
        floodOverlay: i % 9 === 0 ? "Flood planning area" : null,
        bushfireOverlay: i % 11 === 0 ? "BAL-19" : null,
        heritageOverlay: i % 13 === 0 ? "HCA" : null,
      }),
    );
  }
  return out;
}

describe("rankListings and the batch scorer", () => {
  const list = catalogue();
  const data = { renovationPotential: { renovationBudget: 60_000, finishLevel: "Premium" as const }, riskFilters: { flood: true, bushfire: false, heritage: true } };
  const importance = { investmentGoals: 1, renovationPotential: 2, developmentPotential: 3, splitLiving: 4, riskOverlay: 5 };
  const all = list.map((l) => scoreListing(l, P, data, importance));
  const profiles = () => P;

  it("keeps the same top K as a full sort, for every sort key", () => {
    for (const key of SORT_KEYS) {
      const top = rankListings(all, { sortKey: key, k: 10 });
      const ids = top.map((s) => s.listing_id);
      expect(ids).toHaveLength(10);
      expect(new Set(ids).size).toBe(10);
      // Every listing left out ranks after the last one kept.
      const last = top[top.length - 1];
      const full = rankListings(all, { sortKey: key, k: all.length });
      expect(full.slice(0, 10).map((s) => s.listing_id)).toEqual(ids);
      expect(full.indexOf(last)).toBe(9);
    }
  });

  it("orders undervaluation from furthest below the median, with unknowns last", () => {
    const full = rankListings(all, { sortKey: "undervaluation", k: all.length });
    const diffs = full.map((s) => s.scoring_inputs.investmentGoals.undervalued.diff_percent);
    const known = diffs.filter((d): d is number => d !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(diffs.slice(known.length).every((d) => d === null)).toBe(true);
  });

  it("gives exactly what scoreListing gives, for the top K by every sort key", () => {
    for (const key of SORT_KEYS) {
      const fast = rankCatalogue(list, profiles, data, importance, { sortKey: key as SortKey, k: 12 });
      expect(fast).toEqual(rankListings(all, { sortKey: key, k: 12 }));
    }
  });

  it("computes property_score for the whole catalogue equal to scoreListing", () => {
    const prepared = prepareCatalogue(list, profiles);
    const scores = scoreBatch(prepared.facts, compileQuery(data, importance));
    expect(Array.from(scores)).toEqual(all.map((s: ScoredListing) => s.property_score));
    expect(rankPrepared(prepared, compileQuery(data, importance), { k: 0 })).toEqual([]);
  });
});
