/**
 * From a suburb median to this listing's expected price and rent. Rounded to whole
 * dollars at each step so every figure in scoring_inputs can be redone by hand.
 */
import {
  ASSUMED_CONDITION,
  AVERAGE_CONDITION_INDEX,
  BEDROOM_FACTOR_MAX,
  BEDROOM_FACTOR_MIN,
  BEDROOM_RENT_MAX,
  BEDROOM_RENT_MIN,
  BEDROOM_RENT_STEP,
  BEDROOM_VALUE_STEP,
  CONDITION_VALUE_SLOPE,
  CONDITION_VALUE_WEIGHTS,
  LAND_ELASTICITY,
  LAND_FACTOR_MAX,
  LAND_FACTOR_MIN,
  TYPICAL_BEDROOMS,
} from "./assumptions";
import { PROPERTY_TYPE_KEYS, type BuiltTypeKey, type Condition, type PropertyTypeKey, type SuburbProfile } from "./types";
import { DEFAULT_ZONE } from "./zoning";

export const clamp = (x: number, lo: number, hi: number) => (x < lo ? lo : x > hi ? hi : x);
export const round1 = (x: number) => Math.round(x * 10) / 10;
export const round2 = (x: number) => Math.round(x * 100) / 100;

const TYPE_LOOKUP = new Map<string, PropertyTypeKey>(PROPERTY_TYPE_KEYS.map((t) => [t.toLowerCase(), t]));
for (const [alias, t] of [
  ["flat", "Apartment"], ["villa", "Unit"], ["duplex", "House"], ["terrace", "Townhouse"], ["semi", "House"],
  ["acreage", "Land"], ["vacant land", "Land"], ["block", "Land"], ["studio", "Apartment"],
] as const) TYPE_LOOKUP.set(alias, t);

/** Catalogue types are validated on the way in; anything unexpected is read as a house. */
export function typeKey(propertyType: string): PropertyTypeKey {
  switch (propertyType) {
    case "House":
    case "Unit":
    case "Townhouse":
    case "Apartment":
    case "Land":
      return propertyType;
  }
  return TYPE_LOOKUP.get(propertyType.trim().toLowerCase()) ?? "House";
}

export const isStrata = (t: PropertyTypeKey) => t === "Unit" || t === "Apartment";

/**
 * A type's index in PROPERTY_TYPE_KEYS. Per-type figures kept in arrays by this index are
 * cheaper to read in a loop over a catalogue than a lookup keyed by the type's name.
 */
export function typeIndex(type: PropertyTypeKey): number {
  switch (type) {
    case "House":
      return 0;
    case "Unit":
      return 1;
    case "Townhouse":
      return 2;
    case "Apartment":
      return 3;
    case "Land":
      return 4;
  }
}

/** A per-type record as an array by typeIndex(). */
export const byTypeIndex = <T>(record: Record<PropertyTypeKey, T>): T[] => PROPERTY_TYPE_KEYS.map((t) => record[t]);

const TYPICAL_BEDS = byTypeIndex(TYPICAL_BEDROOMS);

/*
 * Module-local copies of the fractional assumptions the figures below are worked from. Read
 * through the import, such a constant reaches the optimising compiler as a boxed number, and a
 * clamp() that may give either it or a computed double then boxes its result on the heap, for
 * every listing of a catalogue (about 2 MB a search of 100,000 listings). The same numbers.
 */
const VALUE_STEP = BEDROOM_VALUE_STEP;
const VALUE_MIN = BEDROOM_FACTOR_MIN;
const VALUE_MAX = BEDROOM_FACTOR_MAX;
const RENT_STEP = BEDROOM_RENT_STEP;
const RENT_MIN = BEDROOM_RENT_MIN;
const RENT_MAX = BEDROOM_RENT_MAX;
const LAND_POWER = LAND_ELASTICITY;
const LAND_MIN = LAND_FACTOR_MIN;
const LAND_MAX = LAND_FACTOR_MAX;
const CONDITION_SLOPE = CONDITION_VALUE_SLOPE;
const AVERAGE_INDEX = AVERAGE_CONDITION_INDEX;

/** How a listing's bedrooms move its value from the suburb median for a typical size. */
export function bedroomValueFactor(type: PropertyTypeKey, bedrooms: number): number {
  if (type === "Land") return 1;
  return clamp(1 + VALUE_STEP * (bedrooms - TYPICAL_BEDS[typeIndex(type)]), VALUE_MIN, VALUE_MAX);
}

/** No land given: 0 (null reads as 0, both give the factor 1). */
function landValueFactor(type: PropertyTypeKey, landSize: number, typicalBlock: number): number {
  if ((type !== "House" && type !== "Land") || !landSize || landSize <= 0 || typicalBlock <= 0) return 1;
  return landFactorOf(landSize, typicalBlock);
}

/*
 * Math.pow costs more than the rest of an expected price together, and a catalogue repeats its
 * (lot size, typical block) pairs: lots are whole square metres and a suburb's listings share
 * its typical block. Pairs of whole numbers are remembered in a small direct-mapped table (a
 * slot holds the last pair hashed to it), so a repeat costs a look-up; the factor is the one
 * Math.pow gave for that pair, so the same number either way.
 */
const LAND_MEMO_BITS = 16;
/** Per slot: the lot (0: empty, a lot remembered is > 0), the typical block and the factor, side by side (one cache line a look-up). */
const landMemo = new Float64Array(3 << LAND_MEMO_BITS);

/** The land factor of a house or block with land (landSize > 0, typicalBlock > 0 or NaN). */
function landFactorOf(landSize: number, typicalBlock: number): number {
  if ((landSize | 0) !== landSize || (typicalBlock | 0) !== typicalBlock) return clamp(Math.pow(landSize / typicalBlock, LAND_POWER), LAND_MIN, LAND_MAX);
  const at = 3 * ((Math.imul(landSize, 0x9e3779b1) ^ Math.imul(typicalBlock, 0x85ebca77)) >>> (32 - LAND_MEMO_BITS));
  if (landMemo[at] === landSize && landMemo[at + 1] === typicalBlock) return landMemo[at + 2];
  const factor = clamp(Math.pow(landSize / typicalBlock, LAND_POWER), LAND_MIN, LAND_MAX);
  landMemo[at] = landSize;
  landMemo[at + 1] = typicalBlock;
  landMemo[at + 2] = factor;
  return factor;
}

/** Expected price in average condition: suburb median for the type × bedroom factor × land factor. */
export function expectedValue(profile: SuburbProfile, type: PropertyTypeKey, bedrooms: number, landSize: number | null): number {
  return expectedValueFrom(profile.medianPrice[type], type, bedrooms, landSize ?? 0, profile.typicalBlock);
}

/**
 * expectedValue() from the suburb's median for the type and its typical block; no land given
 * is 0 (a number either way, so a loop over a catalogue boxes nothing).
 */
export function expectedValueFrom(median: number, type: PropertyTypeKey, bedrooms: number, landSize: number, typicalBlock: number): number {
  return Math.round(median * bedroomValueFactor(type, bedrooms) * landValueFactor(type, landSize, typicalBlock));
}

/**
 * Weighted condition index from the seven area scores (kitchen, bathrooms, flooring, interior
 * paint, exterior, roof, landscaping): 0.1 (all 1/10) to 1 (all as new), two decimals.
 * One function for every caller so the same scores always give the same bits.
 */
export function weightedConditionIndex(k: number, ba: number, fl: number, ip: number, ex: number, ro: number, la: number): number {
  const w = CONDITION_VALUE_WEIGHTS;
  const c = w.kitchen * k + w.bathrooms * ba + w.flooring * fl + w.interiorPaint * ip + w.exterior * ex + w.roof * ro + w.landscaping * la;
  return round2(c / 10);
}

export function conditionIndex(condition: Condition | null): number {
  if (!condition) {
    const a = ASSUMED_CONDITION;
    return weightedConditionIndex(a, a, a, a, a, a, a);
  }
  return weightedConditionIndex(
    condition.kitchen,
    condition.bathrooms,
    condition.flooring,
    condition.interiorPaint,
    condition.exterior,
    condition.roof,
    condition.landscaping,
  );
}

/** Market value at a condition index: the expected price moves ±0.5 × (index − 0.6). Land has no building. */
export function valueAtCondition(expected: number, type: PropertyTypeKey, index: number): number {
  if (type === "Land") return expected;
  return Math.round(expected * (1 + CONDITION_SLOPE * (index - AVERAGE_INDEX)));
}

/** Rent for this listing from the suburb's median rent for its type, by bedrooms, rounded to $5; null for land. */
export function estimateRent(profile: SuburbProfile, type: PropertyTypeKey, bedrooms: number): number | null {
  if (type === "Land") return null;
  return estimateRentFrom(profile.weeklyRent[type], type, bedrooms);
}

/** estimateRent() for a built type from the suburb's median weekly rent for it. */
export function estimateRentFrom(weeklyRent: number, type: BuiltTypeKey, bedrooms: number): number {
  return Math.round((weeklyRent * bedroomRentFactor(type, bedrooms)) / 5) * 5;
}

/** How a listing's bedrooms move its rent from the suburb median for a typical size. */
export function bedroomRentFactor(type: BuiltTypeKey, bedrooms: number): number {
  return clamp(1 + RENT_STEP * (bedrooms - TYPICAL_BEDS[typeIndex(type)]), RENT_MIN, RENT_MAX);
}

type ValuedListing = {
  propertyType: string;
  bedrooms: number;
  landSize: number | null;
  condition: Condition | null;
  price: number | null;
};

/** The price the engine works from: the asking price, else the estimated market value. */
function priceBasis(listing: ValuedListing, profile: SuburbProfile) {
  const type = typeKey(listing.propertyType);
  const expected = expectedValue(profile, type, listing.bedrooms, listing.landSize);
  const current = valueAtCondition(expected, type, conditionIndex(listing.condition));
  return { type, expected, current, price: listing.price ?? current, estimated: listing.price === null };
}

/** The search_price stored for price-range filters: the asking price or, on request, the estimate. */
export function searchPriceOf(listing: ValuedListing, profile: SuburbProfile): number {
  return priceBasis(listing, profile).price;
}

/* ---------- profiles ---------- */

/** Map key of a suburb profile: "#<ABS code>" when known, else "<lower-case name>|<STATE>". */
export const suburbIdKey = (id: number) => `#${id}`;
export const suburbNameKey = (suburb: string, state: string) => `${suburb.trim().toLowerCase()}|${state.trim().toUpperCase()}`;

/** Profile keys split into ABS codes ("#<code>") and name keys ("<name>|<STATE>"), each once; anything else is dropped. */
export function splitProfileKeys(keys: readonly string[]): { ids: Set<number>; names: Set<string> } {
  const ids = new Set<number>();
  const names = new Set<string>();
  for (const k of keys) {
    if (k.startsWith("#")) {
      const id = Number(k.slice(1));
      if (Number.isInteger(id)) ids.add(id);
    } else if (k.includes("|")) names.add(k);
  }
  return { ids, names };
}

export function profileKeysOf(listing: { suburbId: number | null; suburb: string; state: string }): string[] {
  const keys = [suburbNameKey(listing.suburb, listing.state)];
  if (listing.suburbId !== null && listing.suburbId !== undefined) keys.unshift(suburbIdKey(listing.suburbId));
  return keys;
}

/**
 * State-wide figures for a listing whose suburb has no profile (an import from a suburb
 * unknown to the 2016 list): rest-of-state medians (Cotality/CoreLogic, 2025, rounded).
 */
const FALLBACK: Record<string, { house: number; unitRatio: number; houseYield: number; unitYield: number; growth: number; capital: string }> = {
  NSW: { house: 850_000, unitRatio: 0.7, houseYield: 0.038, unitYield: 0.045, growth: 4, capital: "Sydney" },
  VIC: { house: 700_000, unitRatio: 0.7, houseYield: 0.038, unitYield: 0.045, growth: 2, capital: "Melbourne" },
  QLD: { house: 750_000, unitRatio: 0.75, houseYield: 0.045, unitYield: 0.052, growth: 8, capital: "Brisbane" },
  WA: { house: 650_000, unitRatio: 0.7, houseYield: 0.05, unitYield: 0.058, growth: 9, capital: "Perth" },
  SA: { house: 600_000, unitRatio: 0.7, houseYield: 0.045, unitYield: 0.052, growth: 7, capital: "Adelaide" },
  TAS: { house: 580_000, unitRatio: 0.75, houseYield: 0.045, unitYield: 0.05, growth: 2, capital: "Hobart" },
  ACT: { house: 950_000, unitRatio: 0.6, houseYield: 0.04, unitYield: 0.052, growth: 1, capital: "Canberra" },
  NT: { house: 550_000, unitRatio: 0.65, houseYield: 0.058, unitYield: 0.07, growth: 5, capital: "Darwin" },
};

export function fallbackProfile(suburb: string, state: string): SuburbProfile {
  const st = state.toUpperCase();
  const f = FALLBACK[st] ?? FALLBACK.NSW;
  const unit = Math.round((f.house * f.unitRatio) / 1000) * 1000;
  const rent = (price: number, y: number) => Math.round((price * y) / 52 / 5) * 5;
  return {
    version: 1,
    source: "fallback",
    suburbId: null,
    suburb,
    state: st,
    postcode: null,
    lga: null,
    urbanArea: null,
    capital: f.capital,
    distanceToCbdKm: 0,
    remoteness: "Inner Regional",
    medianIncome: null,
    densityPerSqkm: null,
    elevation: null,
    bushfireProneFraction: null,
    medianPrice: {
      House: f.house,
      Townhouse: Math.round((f.house * 0.8) / 1000) * 1000,
      Unit: unit,
      Apartment: Math.round((unit * 1.05) / 1000) * 1000,
      Land: Math.round((f.house * 0.45) / 1000) * 1000,
    },
    weeklyRent: {
      House: rent(f.house, f.houseYield),
      Townhouse: rent(f.house * 0.8, (f.houseYield + f.unitYield) / 2),
      Unit: rent(unit, f.unitYield),
      Apartment: rent(unit * 1.05, f.unitYield),
    },
    growth12m: { House: f.growth, Townhouse: round1(f.growth - 0.7), Unit: round1(f.growth - 1.5), Apartment: round1(f.growth - 1.5), Land: round1(f.growth + 0.5) },
    typicalBlock: 700,
    zoningMix: [{ zone: DEFAULT_ZONE[st] ?? "R2", share: 1 }],
  };
}

/** The profile for a listing from a map keyed by profileKeysOf(), else the state fallback. */
export function profileFor(
  listing: { suburbId: number | null; suburb: string; state: string },
  profiles: ReadonlyMap<string, SuburbProfile>,
): SuburbProfile {
  if (listing.suburbId !== null && listing.suburbId !== undefined) {
    const p = profiles.get(suburbIdKey(listing.suburbId));
    if (p) return p;
  }
  return profiles.get(suburbNameKey(listing.suburb, listing.state)) ?? fallbackProfile(listing.suburb, listing.state);
}
