import { MAX_RANKED_FACTORS } from "@/lib/constants";
import { parseMoney } from "@/lib/money";
import { makeConsistent } from "./consistency";
import {
  IMPORTANCE_FACTORS,
  RENOVATION_BUDGET,
  emptyPreferences,
  searchPayloadSchema,
  storedPreferencesSchema,
  type Importance,
  type ImportanceFactor,
  type SearchData,
  type SearchPayload,
  type StoredPreferences,
} from "./schema";

/**
 * Stored preferences to the search payload (spec 2 section 3), and lenient reading of a stored
 * copy. All pure: the client store, the route handlers and the engines share them.
 */

const priceToText = (value: number | null) => (value === null ? "" : String(value));

/** Ranking (click order) -> factor -> rank from 1. Unknown and repeated factors are dropped. */
export function toImportance(ranking: readonly string[]): Importance {
  const out: Importance = {};
  let rank = 1;
  for (const factor of ranking) {
    if (!(IMPORTANCE_FACTORS as readonly string[]).includes(factor)) continue;
    const f = factor as ImportanceFactor;
    if (out[f] !== undefined || rank > MAX_RANKED_FACTORS) continue;
    out[f] = rank++;
  }
  return out;
}

/** The payload's `data`: names for locations, prices as text, a list of destinations, a whole-number budget. */
export function toSearchData(stored: StoredPreferences): SearchData {
  const { priceRange, destinations, importanceRanking: _ranking, criteria: _criteria, ...rest } = stored;
  const list = destinations.preferences.length
    ? destinations.preferences
    : destinations.address.trim()
      ? [{ address: destinations.address.trim(), transportMode: destinations.transportMode, maxTravelTime: destinations.maxTravelTime }]
      : [];
  return {
    ...rest,
    minPrice: priceToText(priceRange.min),
    maxPrice: priceToText(priceRange.max),
    destinations: list
      .filter((d) => d.address.trim() !== "")
      .map((d) => ({ address: d.address.trim(), transportMode: d.transportMode ?? "car", maxTravelTime: d.maxTravelTime ?? 30 })),
    renovationPotential: {
      ...rest.renovationPotential,
      renovationBudget: parseMoney(rest.renovationPotential.renovationBudget, RENOVATION_BUDGET),
    },
  };
}

/** The body of the estimate and the search (spec 2 section 3, "Search payload"; calls 2 and 4). */
export function toSearchPayload({
  sessionId,
  userId,
  preferences,
}: {
  sessionId: string;
  userId: string | null;
  preferences: StoredPreferences;
}): SearchPayload {
  return searchPayloadSchema.parse({
    session_id: sessionId,
    user_id: userId,
    data: toSearchData(preferences),
    importance: toImportance(preferences.importanceRanking),
  });
}

/**
 * Reads preferences from anywhere (session storage, the server copy, a saved item, the
 * chat): a field that doesn't fit the schema falls back to its default instead of
 * throwing the whole copy away, and what the form could not have produced is repaired
 * the way the form would (./consistency.ts), so the copy can be saved again.
 */
export function parseStoredPreferences(raw: unknown): StoredPreferences {
  const whole = storedPreferencesSchema.safeParse(raw ?? {});
  if (whole.success) return makeConsistent(whole.data);
  const source = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (!(key in storedPreferencesSchema.shape)) continue;
    if (storedPreferencesSchema.safeParse({ [key]: value }).success) kept[key] = value;
  }
  const together = storedPreferencesSchema.safeParse(kept);
  if (together.success) return makeConsistent(together.data);
  // The fields fit one by one but not together (a rule across fields: a deposit above the maximum
  // price): what each rule names falls back to its default, then the whole field if need be.
  const named = together.error.issues.map((i) => i.path.filter((k): k is string => typeof k === "string"));
  const trimmed = named.reduce<Record<string, unknown>>((acc, path) => withoutPath(acc, path), kept);
  const again = storedPreferencesSchema.safeParse(trimmed);
  if (again.success) return makeConsistent(again.data);
  for (const path of named) delete kept[path[0]];
  return makeConsistent(storedPreferencesSchema.safeParse(kept).data ?? emptyPreferences());
}

/** A copy of a plain object without the value at `path` (unchanged when the path isn't there). */
function withoutPath(value: Record<string, unknown>, path: readonly string[]): Record<string, unknown> {
  if (path.length === 0 || !(path[0] in value)) return value;
  const [head, ...rest] = path;
  const { [head]: inner, ...others } = value;
  if (rest.length === 0) return others;
  return inner && typeof inner === "object" && !Array.isArray(inner) ? { ...others, [head]: withoutPath(inner as Record<string, unknown>, rest) } : value;
}

/** True when a copy holds nothing the user chose (the "empty server copy" of spec 2 section 4). */
export function isEmptyPreferencesObject(raw: unknown): boolean {
  return !raw || (typeof raw === "object" && Object.keys(raw as object).length === 0);
}
