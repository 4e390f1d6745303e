/** Round-number fixtures for the engine's tests: a suburb profile and a listing builder. */
import type { Condition, EngineListing, SuburbProfile } from "@/lib/engine/types";

/** Medians chosen so the arithmetic in the tests stays easy to follow. */
export function profileFixture(overrides: Partial<SuburbProfile> = {}): SuburbProfile {
  return {
    version: 1,
    source: "derived",
    suburbId: 12287,
    suburb: "Lavington",
    state: "NSW",
    postcode: "2641",
    lga: "Albury (City)",
    urbanArea: "Albury - West",
    capital: "Sydney",
    distanceToCbdKm: 457.5,
    remoteness: "Outer Regional",
    medianIncome: 28_080,
    densityPerSqkm: 844,
    elevation: 207,
    bushfireProneFraction: 0.1,
    medianPrice: { House: 800_000, Townhouse: 600_000, Unit: 500_000, Apartment: 520_000, Land: 400_000 },
    weeklyRent: { House: 600, Townhouse: 520, Unit: 480, Apartment: 500 },
    growth12m: { House: 6, Townhouse: 5, Unit: 4, Apartment: 3.5, Land: 7 },
    typicalBlock: 600,
    zoningMix: [{ zone: "R2", share: 1 }],
    ...overrides,
  };
}

export const condition = (c: number | Partial<Condition>, base = 6): Condition => {
  const all = (n: number): Condition => ({ kitchen: n, bathrooms: n, flooring: n, interiorPaint: n, exterior: n, roof: n, landscaping: n });
  return typeof c === "number" ? all(c) : { ...all(base), ...c };
};

export function listingFixture(overrides: Partial<EngineListing> = {}): EngineListing {
  return {
    listingId: "T-1",
    source: "demo",
    addressStreet: "12 Wagga Road",
    suburb: "Lavington",
    state: "NSW",
    postcode: "2641",
    suburbId: 12287,
    lga: "Albury (City)",
    urbanArea: "Albury - West",
    propertyType: "House",
    marketStatus: "For Sale",
    price: 720_000,
    searchPrice: 720_000,
    bedrooms: 3,
    bathrooms: 1,
    carSpaces: 2,
    landSize: 600,
    frontage: 15,
    isCorner: false,
    isBattleAxe: false,
    yearBuilt: 1975,
    condition: condition(6),
    layout: { separateEntrance: false, kitchens: 1, ensuites: 0, livingAreas: 1, hasGrannyFlat: false, levels: 1 },
    features: [],
    zoning: "R2",
    floodOverlay: null,
    bushfireOverlay: null,
    heritageOverlay: null,
    rentWeekly: 560,
    listingUrl: null,
    satelliteImage: null,
    floorPlans: null,
    ...overrides,
  };
}
