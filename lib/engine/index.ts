/**
 * The scoring engine: pure TypeScript (no Next.js, React or database imports).
 * See docs/SCORING.md for every formula and assumption.
 */
import { saysNew } from "@/lib/finance/new-build";
import type { EngineListing } from "./types";

// What the app imports from the engine; the bench and the tests reach the rest by module path.
export type { EngineListing, ScoredListing, SuburbProfile } from "./types";
export type { EngineData } from "./query";
export { listingLocationKeys } from "./locations";
export { filterListings, hardFilterPredicate, type HardFilterPredicate } from "./filter";
export { fallbackProfile, profileFor, profileKeysOf, searchPriceOf, splitProfileKeys, suburbIdKey, suburbNameKey } from "./valuation";
export { scoreListing } from "./score";
export { breakTies, rankListings } from "./rank";
export { CandidatesChanged, ENGINE_CORE_FIELDS, rankCandidatesInPhases, rankCatalogue, type EngineCore } from "./batch";
export { withMeasuredStatistics, type MeasuredStatistic, type PropertyCategory } from "./statistics";
export type { ConfidenceLevel, DataConfidence, FigureKind, FigureProvenance, ScoringProvenance } from "./provenance";
export type { ScoringFinance } from "./finance";

/** A catalogue row in any form with these fields (a Drizzle `listings` row fits). */
export type ListingRowLike = Omit<EngineListing, "suburbId" | "searchPrice" | "features"> & {
  suburbId?: number | null;
  searchPrice?: number | null;
  features: string[] | null;
};

export function toEngineListing(row: ListingRowLike): EngineListing {
  return {
    listingId: row.listingId,
    source: row.source,
    addressStreet: row.addressStreet,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    suburbId: row.suburbId ?? null,
    lga: row.lga,
    urbanArea: row.urbanArea,
    propertyType: row.propertyType,
    marketStatus: row.marketStatus,
    price: row.price,
    searchPrice: row.searchPrice ?? row.price,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    carSpaces: row.carSpaces,
    landSize: row.landSize,
    frontage: row.frontage,
    isCorner: row.isCorner,
    isBattleAxe: row.isBattleAxe,
    yearBuilt: row.yearBuilt,
    condition: row.condition,
    layout: row.layout,
    features: row.features ?? [],
    zoning: row.zoning,
    floodOverlay: row.floodOverlay,
    bushfireOverlay: row.bushfireOverlay,
    heritageOverlay: row.heritageOverlay,
    rentWeekly: row.rentWeekly,
    listingUrl: row.listingUrl,
    satelliteImage: row.satelliteImage,
    floorPlans: row.floorPlans,
    photos: row.photos ?? null,
    priceText: row.priceText ?? null,
    saysNew: saysNew({ features: row.features, propertyType: row.propertyType }),
  };
}
