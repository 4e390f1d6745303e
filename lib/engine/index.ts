/**
 * The scoring engine: pure TypeScript (no Next.js, React or database imports).
 * See docs/SCORING.md for every formula and assumption.
 */
import type { EngineListing } from "./types";

export * from "./types";
export * from "./assumptions";
export { ZONES, DEFAULT_ZONE, GRANNY_FLAT_MIN_LOT, zoneRuleFor, zoneCodeOf, type ZoneRule, type ZoneKind } from "./zoning";
export { parseMoney, parseMinCount, parseLandSize } from "./parse";
export {
  parseLocation,
  locationMatches,
  listingLocationKeys,
  locationKeysOf,
  normaliseName,
  normaliseLga,
  stateAbbr,
  STATE_NAMES,
  type ParsedLocation,
  type LocationKind,
} from "./locations";
export { filterListings, matchesHardFilters, matchesPredicate, hardFilterPredicate, type HardFilterPredicate } from "./filter";
export { compileQuery, rankWeights, type EngineQuery, type EngineData, type RankedSection } from "./query";
export {
  typeKey,
  expectedValue,
  conditionIndex,
  valueAtCondition,
  estimateRent,
  priceBasis,
  searchPriceOf,
  fallbackProfile,
  profileFor,
  profileKeysOf,
  suburbIdKey,
  suburbNameKey,
} from "./valuation";
export { listingBase, type ListingBase } from "./base";
export { investmentInputs, investmentSubscores, cashflowScore, grossYield, netYield, monthlyCashFlow, diffPercent, undervaluedScore, growthScore } from "./sections/investment";
export { developmentInputs, developmentSubscores, reqScore } from "./sections/development";
export { renovationInputs, renovationOutcome, areaCost } from "./sections/renovation";
export { splitLivingInputs, splitSubscores } from "./sections/split-living";
export { riskOverlayInputs, overlayDetected, overlayText, NOT_DETECTED } from "./sections/risk-overlay";
export { scoreListing, scoreListingWith, propertyScoreOf, type SectionScores } from "./score";
export { breakTies, compareWithTieBreak, rankListings, sortValue, tieBreakOrder } from "./rank";
export { TopK } from "./top-k";
export {
  prepareCatalogue,
  ensureFinishLevel,
  scoreBatch,
  sectionScoreAt,
  sortValues,
  topIndices,
  rankPrepared,
  rankCatalogue,
  type CatalogueFacts,
  type PreparedCatalogue,
  type ProfileSource,
  type RankOptions,
  type PrepareOptions,
} from "./batch";
export { dollars, listPriceText } from "./format";

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
  };
}
