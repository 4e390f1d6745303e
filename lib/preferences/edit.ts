import {
  MAX_RANKED_FACTORS,
  PRICE_MAX_OPTION,
  PRICE_MIN_OPTION,
  PRICE_STEP,
  RENOVATION_BUDGET_MAX,
  RENOVATION_BUDGET_MIN,
  RENOVATION_BUDGET_STEP,
} from "@/lib/constants";
import { isComingSoon } from "./steps";
import {
  destinationsSchema,
  proximitySchema,
  renovationSchema,
  type ImportanceFactor,
  type StoredPreferences,
} from "./schema";

/** Pure edits of the stored form, as the filters panel makes them (spec 2 sections 4 and 5). */

/** Factors whose section holds an enabled object that the ranking switches on and off. */
const TOGGLED_OBJECTS = {
  proximityToAmenities: () => proximitySchema.parse({}),
  destinations: () => destinationsSchema.parse({}),
  renovationPotential: () => renovationSchema.parse({}),
} as const;
type ToggledFactor = keyof typeof TOGGLED_OBJECTS;
const isToggled = (f: ImportanceFactor): f is ToggledFactor => f in TOGGLED_OBJECTS;

/**
 * Click adds, click again removes; click order is the rank. At most 9, and the
 * "coming soon" factors can't be chosen. Ranking proximity, commute or renovation
 * creates its enabled object; unranking resets it to disabled and empty.
 */
export function toggleFactor(p: StoredPreferences, factor: ImportanceFactor): StoredPreferences {
  const ranked = p.importanceRanking.includes(factor);
  if (ranked) {
    const next: StoredPreferences = { ...p, importanceRanking: p.importanceRanking.filter((f) => f !== factor) };
    if (isToggled(factor)) return { ...next, [factor]: TOGGLED_OBJECTS[factor]() };
    return next;
  }
  if (isComingSoon(factor) || p.importanceRanking.length >= MAX_RANKED_FACTORS) return p;
  const next: StoredPreferences = { ...p, importanceRanking: [...p.importanceRanking, factor] };
  if (isToggled(factor)) return { ...next, [factor]: { ...p[factor], enabled: true } };
  return next;
}

export function resetRankings(p: StoredPreferences): StoredPreferences {
  return { ...p, importanceRanking: [] };
}

/** Touching a sub-field turns the parent on. */
export function updateRenovation(p: StoredPreferences, patch: Partial<StoredPreferences["renovationPotential"]>): StoredPreferences {
  return { ...p, renovationPotential: { ...p.renovationPotential, ...patch, enabled: true } };
}
export function updateProximity(p: StoredPreferences, patch: Partial<StoredPreferences["proximityToAmenities"]>): StoredPreferences {
  return { ...p, proximityToAmenities: { ...p.proximityToAmenities, ...patch, enabled: true } };
}
export function updateDestination(
  p: StoredPreferences,
  patch: Partial<Pick<StoredPreferences["destinations"], "address" | "transportMode" | "maxTravelTime">>,
): StoredPreferences {
  const d = { ...p.destinations, ...patch, enabled: true };
  const address = d.address.trim();
  // The form edits the first destination only; the list mirrors it.
  const preferences = address
    ? [{ address, transportMode: d.transportMode, maxTravelTime: d.maxTravelTime }, ...p.destinations.preferences.slice(1)]
    : p.destinations.preferences.slice(1);
  return { ...p, destinations: { ...d, preferences } };
}

export function toggleInList<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}


// ── Price range ────────────────────────────────────────────────────────────────

export const PRICE_RANGE_ERROR = "Maximum price must be greater than minimum price";

/** $200,000 to $10,000,000 in $50,000 steps. */
export const PRICE_OPTIONS: readonly number[] = Array.from(
  { length: (PRICE_MAX_OPTION - PRICE_MIN_OPTION) / PRICE_STEP + 1 },
  (_, i) => PRICE_MIN_OPTION + i * PRICE_STEP,
);

/** Minimum options exclude values at or above the max. */
export function minPriceOptions(max: number | null): number[] {
  return PRICE_OPTIONS.filter((v) => max === null || v < max);
}
/** Maximum options exclude values at or below the min. */
export function maxPriceOptions(min: number | null): number[] {
  return PRICE_OPTIONS.filter((v) => min === null || v > min);
}
export function priceRangeError(range: { min: number | null; max: number | null }): string | null {
  return range.min !== null && range.max !== null && range.min >= range.max ? PRICE_RANGE_ERROR : null;
}

/** $50k to $500k in $50k steps. */
export const RENOVATION_BUDGET_OPTIONS: readonly number[] = Array.from(
  { length: (RENOVATION_BUDGET_MAX - RENOVATION_BUDGET_MIN) / RENOVATION_BUDGET_STEP + 1 },
  (_, i) => RENOVATION_BUDGET_MIN + i * RENOVATION_BUDGET_STEP,
);
