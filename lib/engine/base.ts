/**
 * Per-listing figures every section reads (query-independent): computed once per listing,
 * by scoreListing for one and by the batch scorer for a whole catalogue, with the same code.
 */
import { LOT_DEPTH_RATIO } from "./assumptions";
import type { EngineListing, PropertyTypeKey, SuburbProfile } from "./types";
import { conditionIndex, estimateRent, expectedValue, round1, typeKey, valueAtCondition } from "./valuation";
import { grannyFlatMinLot, zoneRuleFor, type ZoneRule } from "./zoning";

export type ListingBase = {
  type: PropertyTypeKey;
  /** Expected price in average condition (suburb median × bedrooms × land). */
  expected: number;
  conditionIndex: number;
  /** Expected price adjusted for this listing's condition. */
  current: number;
  /** Asking price, or `current` when the price is on request. */
  price: number;
  priceEstimated: boolean;
  /** Weekly rent (listing's own, else the suburb estimate); null for land. */
  rent: number | null;
  rentEstimated: boolean;
  growth: number;
  frontage: number | null;
  frontageEstimated: boolean;
  zone: ZoneRule;
  zoneAssumed: boolean;
  grannyFlatMinLot: number;
};

export function frontageOf(listing: Pick<EngineListing, "frontage" | "landSize">): { frontage: number | null; estimated: boolean } {
  if (listing.frontage !== null && listing.frontage > 0) return { frontage: listing.frontage, estimated: false };
  if (listing.landSize !== null && listing.landSize > 0) return { frontage: round1(Math.sqrt(listing.landSize / LOT_DEPTH_RATIO)), estimated: true };
  return { frontage: null, estimated: false };
}

export function listingBase(listing: EngineListing, profile: SuburbProfile): ListingBase {
  const type = typeKey(listing.propertyType);
  const expected = expectedValue(profile, type, listing.bedrooms, listing.landSize);
  const idx = conditionIndex(listing.condition);
  const current = valueAtCondition(expected, type, idx);
  const ownRent = type === "Land" ? null : listing.rentWeekly !== null && listing.rentWeekly > 0 ? listing.rentWeekly : null;
  const rent = ownRent ?? estimateRent(profile, type, listing.bedrooms);
  const f = frontageOf(listing);
  const z = zoneRuleFor(listing.state, listing.zoning);
  return {
    type,
    expected,
    conditionIndex: idx,
    current,
    price: listing.price ?? current,
    priceEstimated: listing.price === null,
    rent,
    rentEstimated: ownRent === null && rent !== null,
    growth: profile.growth12m[type],
    frontage: f.frontage,
    frontageEstimated: f.estimated,
    zone: z.rule,
    zoneAssumed: z.assumed,
    grannyFlatMinLot: grannyFlatMinLot(listing.state),
  };
}
