/** Property-based tests (fast-check), 1,000 cases each. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SCORED_FACTORS, type Importance, type ScoredFactor } from "@/lib/preferences/schema";
import { rankCatalogue } from "./batch";
import type { EngineData } from "./query";
import { rankListings } from "./rank";
import { scoreListing } from "./score";
import { PROPERTY_TYPE_KEYS, SORT_KEYS, type Condition, type EngineListing, type Layout, type SuburbProfile } from "./types";

const RUNS = { numRuns: 1_000 };
const STATES = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"] as const;
const ZONINGS = [null, "R1", "R2", "R3", "R4", "R5", "RU5", "GRZ", "NRZ", "RGZ", "LDR", "LMR", "R20", "R40", "GN", "RZ1", "LR", "XYZ", "GRZ1"];
const OVERLAY_TEXTS = [null, "Not detected", "Flood planning area", "BAL-29", "Heritage Overlay (HO12)", "none"];
const FEATURE_LIST = ["pool", "aircon", "garage", "dishwasher", "builtinWardrobe", "ensuite", "study", "balcony", "courtyard", "shed"];

const score10 = fc.integer({ min: 1, max: 10 });
const conditionArb: fc.Arbitrary<Condition | null> = fc.option(
  fc.record({ kitchen: score10, bathrooms: score10, flooring: score10, interiorPaint: score10, exterior: score10, roof: score10, landscaping: score10 }),
);
const layoutArb: fc.Arbitrary<Layout | null> = fc.option(
  fc.record({
    separateEntrance: fc.boolean(),
    kitchens: fc.integer({ min: 0, max: 3 }),
    ensuites: fc.integer({ min: 0, max: 4 }),
    livingAreas: fc.integer({ min: 0, max: 4 }),
    hasGrannyFlat: fc.boolean(),
    levels: fc.integer({ min: 1, max: 3 }),
  }),
);

const listingArb: fc.Arbitrary<EngineListing> = fc
  .record({
    id: fc.integer({ min: 0, max: 9_999 }),
    type: fc.constantFrom(...PROPERTY_TYPE_KEYS),
    state: fc.constantFrom(...STATES),
    price: fc.option(fc.integer({ min: 50_000, max: 6_000_000 })),
    bedrooms: fc.integer({ min: 0, max: 8 }),
    bathrooms: fc.integer({ min: 0, max: 5 }),
    carSpaces: fc.integer({ min: 0, max: 4 }),
    landSize: fc.option(fc.integer({ min: 50, max: 200_000 })),
    frontage: fc.option(fc.integer({ min: 30, max: 800 }).map((x) => x / 10)),
    isCorner: fc.boolean(),
    isBattleAxe: fc.boolean(),
    condition: conditionArb,
    layout: layoutArb,
    features: fc.subarray(FEATURE_LIST),
    zoning: fc.constantFrom(...ZONINGS),
    flood: fc.constantFrom(...OVERLAY_TEXTS),
    bushfire: fc.constantFrom(...OVERLAY_TEXTS),
    heritage: fc.constantFrom(...OVERLAY_TEXTS),
    rentWeekly: fc.option(fc.integer({ min: 0, max: 3_000 })),
  })
  .map((r) => ({
    listingId: `P-${String(r.id).padStart(4, "0")}`,
    source: "demo",
    addressStreet: "1 Test Street",
    suburb: "Testville",
    state: r.state,
    postcode: "2000",
    suburbId: null,
    lga: null,
    urbanArea: null,
    propertyType: r.type,
    marketStatus: "For Sale",
    price: r.price,
    searchPrice: r.price,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    carSpaces: r.carSpaces,
    landSize: r.landSize,
    frontage: r.frontage,
    isCorner: r.isCorner,
    isBattleAxe: r.isBattleAxe,
    yearBuilt: 1990,
    condition: r.condition,
    layout: r.layout,
    features: r.features,
    zoning: r.zoning,
    floodOverlay: r.flood,
    bushfireOverlay: r.bushfire,
    heritageOverlay: r.heritage,
    rentWeekly: r.rentWeekly,
    listingUrl: null,
    satelliteImage: null,
    floorPlans: null,
  }));

const money = fc.integer({ min: 80_000, max: 5_000_000 });
const rent = fc.integer({ min: 150, max: 3_000 });
const growth = fc.integer({ min: -60, max: 200 }).map((x) => x / 10);
const profileArb: fc.Arbitrary<SuburbProfile> = fc
  .record({
    medianPrice: fc.record({ House: money, Unit: money, Townhouse: money, Apartment: money, Land: money }),
    weeklyRent: fc.record({ House: rent, Unit: rent, Townhouse: rent, Apartment: rent }),
    growth12m: fc.record({ House: growth, Unit: growth, Townhouse: growth, Apartment: growth, Land: growth }),
    typicalBlock: fc.integer({ min: 150, max: 40_000 }),
  })
  .map((r) => ({
    version: 1 as const,
    source: "derived" as const,
    suburbId: null,
    suburb: "Testville",
    state: "NSW",
    postcode: "2000",
    lga: null,
    urbanArea: null,
    capital: "Sydney",
    distanceToCbdKm: 10,
    remoteness: "Major Cities" as const,
    medianIncome: 40_000,
    densityPerSqkm: 2_000,
    elevation: 20,
    bushfireProneFraction: 0.1,
    zoningMix: [{ zone: "R2", share: 1 }],
    ...r,
  }));

const flags = <K extends string>(keys: readonly K[]): fc.Arbitrary<Record<K, boolean>> =>
  fc.tuple(...keys.map(() => fc.boolean())).map((bs) => Object.fromEntries(keys.map((k, i) => [k, bs[i]])) as Record<K, boolean>);
const dataArb: fc.Arbitrary<EngineData> = fc.record({
  investmentGoals: flags(["highcashflow", "undervalued", "highcapitalgrowth"] as const),
  developmentPotential: flags(["battleAxe", "sideByside", "multiTownhouse", "cornerLotsplit"] as const),
  splitLiving: flags(["grannyFlat", "internalDualliving", "roomingHouse", "duplexPair"] as const),
  riskFilters: flags(["bushfire", "flood", "heritage"] as const),
  renovationPotential: fc.record({
    renovationBudget: fc.option(fc.integer({ min: 1, max: 10 }).map((x) => x * 50_000)),
    finishLevel: fc.option(fc.constantFrom("Budget" as const, "Standard" as const, "Premium" as const)),
  }),
});
const importanceArb: fc.Arbitrary<Importance> = fc
  .shuffledSubarray([...SCORED_FACTORS, "avoidOverlay", "destinations"] as const)
  .map((order) => Object.fromEntries(order.map((f, i) => [f, i + 1])) as Importance);

const SECTIONS: ScoredFactor[] = [...SCORED_FACTORS];

describe("engine properties", () => {
  it("keeps every score within 0-100 and finite", () => {
    fc.assert(
      fc.property(listingArb, profileArb, dataArb, importanceArb, (l, p, d, imp) => {
        const s = scoreListing(l, p, d, imp);
        const all = [
          s.property_score,
          ...SECTIONS.map((k) => s.scoring_inputs[k].score),
          s.scoring_inputs.investmentGoals.highcashflow.score,
          s.scoring_inputs.investmentGoals.undervalued.score,
          s.scoring_inputs.investmentGoals.highgrowth.score,
          ...Object.values(s.scoring_inputs.developmentPotential.options).map((o) => o.score),
          ...(["roomingHouse", "grannyFlat", "internalDualliving", "duplexPair"] as const).map((k) => s.scoring_inputs.splitLiving[k].raw_score),
        ];
        for (const x of all) {
          expect(Number.isFinite(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(100);
        }
        for (const k of SECTIONS) expect(s.section_scores[k]).toBe(`${s.scoring_inputs[k].score}%`);
        for (const v of [s.rental_yield, s.capital_growth, s.scoring_inputs.renovationPotential.renovators_margin]) if (v !== null) expect(Number.isFinite(v)).toBe(true);
      }),
      RUNS,
    );
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(listingArb, profileArb, dataArb, importanceArb, (l, p, d, imp) => {
        expect(JSON.stringify(scoreListing(structuredClone(l), structuredClone(p), d, imp))).toBe(JSON.stringify(scoreListing(l, p, d, imp)));
      }),
      RUNS,
    );
  });

  it("never lowers the cash-flow score for more rent", () => {
    fc.assert(
      fc.property(listingArb, profileArb, fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 0, max: 2_000 }), (l, p, r, extra) => {
        const at = (rentWeekly: number) => scoreListing({ ...l, rentWeekly }, p, {}, { investmentGoals: 1 }).scoring_inputs.investmentGoals.highcashflow.score;
        expect(at(r + extra)).toBeGreaterThanOrEqual(at(r));
      }),
      RUNS,
    );
  });

  it("never lowers the subdivision score for a larger block", () => {
    fc.assert(
      fc.property(listingArb, profileArb, dataArb, fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (l, p, d, land, extra) => {
        const at = (landSize: number) => scoreListing({ ...l, landSize }, p, d, { developmentPotential: 1 }).scoring_inputs.developmentPotential;
        const small = at(land);
        const large = at(land + extra);
        expect(large.score).toBeGreaterThanOrEqual(small.score);
        for (const k of ["sideByside", "battleAxe", "cornerLotsplit", "multiTownhouse"] as const) expect(large.options[k].score).toBeGreaterThanOrEqual(small.options[k].score);
      }),
      RUNS,
    );
  });

  it("never raises the risk score when an overlay the user avoids is added", () => {
    fc.assert(
      fc.property(listingArb, profileArb, dataArb, fc.constantFrom("flood", "bushfire", "heritage"), (l, p, d, which) => {
        const data = { ...d, riskFilters: { ...d.riskFilters!, [which]: true } };
        const field = which === "flood" ? "floodOverlay" : which === "bushfire" ? "bushfireOverlay" : "heritageOverlay";
        const before = scoreListing(l, p, data, { riskOverlay: 1 }).scoring_inputs.riskOverlay.score;
        const after = scoreListing({ ...l, [field]: "Overlay detected on the planning certificate" }, p, data, { riskOverlay: 1 }).scoring_inputs.riskOverlay.score;
        expect(after).toBeLessThanOrEqual(before);
      }),
      RUNS,
    );
  });

  it("never lets an unranked factor change property_score", () => {
    fc.assert(
      fc.property(listingArb, profileArb, dataArb, dataArb, importanceArb, (l, p, d1, d2, imp) => {
        const ranked = SECTIONS.filter((k) => imp[k] !== undefined);
        fc.pre(ranked.length > 0);
        // d2's options replace d1's for the unranked sections only.
        const mixed: EngineData = { ...d1 };
        if (!ranked.includes("investmentGoals")) mixed.investmentGoals = d2.investmentGoals;
        if (!ranked.includes("developmentPotential")) mixed.developmentPotential = d2.developmentPotential;
        if (!ranked.includes("splitLiving")) mixed.splitLiving = d2.splitLiving;
        if (!ranked.includes("riskOverlay")) mixed.riskFilters = d2.riskFilters;
        if (!ranked.includes("renovationPotential")) mixed.renovationPotential = d2.renovationPotential;
        const a = scoreListing(l, p, d1, imp);
        const b = scoreListing(l, p, mixed, imp);
        expect(b.property_score).toBe(a.property_score);
        // And it is the rank-weighted mean of the ranked sections alone.
        const order = [...ranked].sort((x, y) => imp[x]! - imp[y]! || SECTIONS.indexOf(x) - SECTIONS.indexOf(y));
        const n = order.length;
        const sum = order.reduce((acc, k, i) => acc + (n - i) * a.scoring_inputs[k].score, 0);
        expect(a.property_score).toBe(Math.round((sum * 10) / ((n * (n + 1)) / 2)) / 10);
      }),
      RUNS,
    );
  });

  it("ranks with the batch scorer exactly as scoreListing + rankListings do", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(listingArb, { minLength: 1, maxLength: 25, selector: (l) => l.listingId }),
        profileArb,
        dataArb,
        importanceArb,
        fc.constantFrom(...SORT_KEYS),
        fc.integer({ min: 1, max: 10 }),
        (list, p, d, imp, sortKey, k) => {
          const fast = rankCatalogue(list, () => p, d, imp, { sortKey, k });
          const slow = rankListings(
            list.map((l) => scoreListing(l, p, d, imp)),
            { sortKey, k },
          );
          expect(fast).toEqual(slow);
        },
      ),
      RUNS,
    );
  });
});
