/**
 * Per-listing figures every section reads (query-independent): computed once per listing,
 * by scoreListing for one and by the batch scorer for a whole catalogue, with the same code.
 */
import { LOT_DEPTH_RATIO } from "./assumptions";
import { stateIndexOf } from "./finance";
import { effectiveProfile } from "./statistics";
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
  /** lib/finance's index of the state the listing's suburb is in (stateIndexOf(profile.state)); −1 where it has no schedules. */
  stateIndex: number;
};

/** The frontage of a lot LOT_DEPTH_RATIO times as deep as it is wide, one decimal. */
export const frontageFromLand = (landSize: number) => round1(Math.sqrt(landSize / LOT_DEPTH_RATIO));

/** `out`, when given, is overwritten and returned (the batch reuses one object for a whole catalogue). */
export function listingBase(listing: EngineListing, suburbProfile: SuburbProfile, out?: ListingBase): ListingBase {
  const type = typeKey(listing.propertyType);
  // A median measured for this bedroom count, where there is one (prepared catalogues hold these profiles already).
  const profile = effectiveProfile(suburbProfile, type, listing.bedrooms);
  const expected = expectedValue(profile, type, listing.bedrooms, listing.landSize);
  const idx = conditionIndex(listing.condition);
  const current = valueAtCondition(expected, type, idx);
  const ownRent = type === "Land" ? null : listing.rentWeekly !== null && listing.rentWeekly > 0 ? listing.rentWeekly : null;
  const rent = ownRent ?? estimateRent(profile, type, listing.bedrooms);
  // The own frontage, else one estimated from the land (written inline: this runs for every listing of a catalogue).
  const ownFrontage = listing.frontage !== null && listing.frontage > 0;
  const frontage = ownFrontage ? listing.frontage : listing.landSize !== null && listing.landSize > 0 ? frontageFromLand(listing.landSize) : null;
  const z = zoneRuleFor(listing.state, listing.zoning);
  const b =
    out ??
    ({
      type,
      expected,
      conditionIndex: idx,
      current,
      price: 0,
      priceEstimated: false,
      rent,
      rentEstimated: false,
      growth: 0,
      frontage,
      frontageEstimated: false,
      zone: z.rule,
      zoneAssumed: z.assumed,
      grannyFlatMinLot: 0,
      stateIndex: -1,
    } satisfies ListingBase);
  b.type = type;
  b.expected = expected;
  b.conditionIndex = idx;
  b.current = current;
  b.price = listing.price ?? current;
  b.priceEstimated = listing.price === null;
  b.rent = rent;
  b.rentEstimated = ownRent === null && rent !== null;
  b.growth = profile.growth12m[type];
  b.frontage = frontage;
  b.frontageEstimated = !ownFrontage && frontage !== null;
  b.zone = z.rule;
  b.zoneAssumed = z.assumed;
  b.grannyFlatMinLot = grannyFlatMinLot(listing.state);
  b.stateIndex = stateIndexOf(profile.state);
  return b;
}
