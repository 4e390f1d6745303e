/** fast-check arbitraries for the engine's property tests: listings, profiles, search data and importance. */
import fc from "fast-check";
import { financeInputArb } from "@/lib/testkit/finance-arbitraries";
import { SCORED_FACTORS, type Importance } from "@/lib/preferences/schema";
import type { EngineData } from "@/lib/engine/query";
import type { MeasuredStatistic } from "@/lib/engine/statistics";
import { PROPERTY_TYPE_KEYS, type Condition, type EngineListing, type Layout, type SuburbProfile } from "@/lib/engine/types";

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

export const listingArb: fc.Arbitrary<EngineListing> = fc
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
    yearBuilt: fc.option(fc.integer({ min: 1880, max: 2026 })),
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
    yearBuilt: r.yearBuilt,
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
export const profileArb: fc.Arbitrary<SuburbProfile> = fc
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

/** A buyer's finance section as the stored form holds it (lib/finance's arbitrary). */
export const financeArb = financeInputArb;

const flags = <K extends string>(keys: readonly K[]): fc.Arbitrary<Record<K, boolean>> =>
  fc.tuple(...keys.map(() => fc.boolean())).map((bs) => Object.fromEntries(keys.map((k, i) => [k, bs[i]])) as Record<K, boolean>);
export const dataArb: fc.Arbitrary<EngineData> = fc.record({
  investmentGoals: flags(["highcashflow", "undervalued", "highcapitalgrowth"] as const),
  developmentPotential: flags(["battleAxe", "sideByside", "multiTownhouse", "cornerLotsplit"] as const),
  splitLiving: flags(["grannyFlat", "internalDualliving", "roomingHouse", "duplexPair"] as const),
  riskFilters: flags(["bushfire", "flood", "heritage"] as const),
  renovationPotential: fc.record({
    renovationBudget: fc.option(fc.integer({ min: 1, max: 10 }).map((x) => x * 50_000)),
    finishLevel: fc.option(fc.constantFrom("Budget" as const, "Standard" as const, "Premium" as const)),
  }),
  // Half the strategies carry the buyer's finance, half rank on the standard loan.
  finance: fc.option(financeArb, { nil: undefined }),
});
export const importanceArb: fc.Arbitrary<Importance> = fc
  .shuffledSubarray([...SCORED_FACTORS, "avoidOverlay", "destinations"] as const)
  .map((order) => Object.fromEntries(order.map((f, i) => [f, i + 1])) as Importance);

/** Measured statistics rows for one suburb (Testville, NSW): all-bedrooms and single bedroom counts, some figures missing. */
export const statisticsArb: fc.Arbitrary<MeasuredStatistic[]> = fc.array(
  fc
    .record({
      category: fc.constantFrom("house" as const, "unit" as const),
      bedrooms: fc.option(fc.integer({ min: 0, max: 6 })),
      price: fc.option(fc.integer({ min: 100_000, max: 4_000_000 })),
      priceSample: fc.option(fc.integer({ min: 0, max: 400 })),
      rent: fc.option(fc.integer({ min: 100, max: 2_500 })),
      rentSample: fc.option(fc.integer({ min: 0, max: 400 })),
    })
    .map(
      (r): MeasuredStatistic => ({
        suburb: "Testville",
        state: "NSW",
        postcode: null,
        propertyCategory: r.category,
        bedrooms: r.bedrooms,
        medianSalePrice: r.price,
        saleSampleSize: r.priceSample,
        medianRentWeekly: r.rent,
        rentSampleSize: r.rentSample,
        periodStart: "2025-07-01",
        periodEnd: "2026-06-30",
        source: "domain",
      }),
    ),
  { maxLength: 12 },
);
