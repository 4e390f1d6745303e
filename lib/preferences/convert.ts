import { MAX_RANKED_FACTORS } from "@/lib/constants";
import { parseRenovationBudget } from "./budget";
import { formPreferencesSchema, type FormPreferences } from "./form";
import {
  IMPORTANCE_FACTORS,
  searchPayloadSchema,
  storedPreferencesSchema,
  type Importance,
  type ImportanceFactor,
  type SearchData,
  type SearchPayload,
  type StoredPreferences,
} from "./schema";

/**
 * Conversions between the three preference forms (spec 2 section 3). All pure:
 * the client store, the route handlers and the engines share them.
 */

const priceToText = (value: number | null) => (value === null ? "" : String(value));
const textToPrice = (value: string): number | null => {
  const digits = value.replace(/[^\d]/g, "");
  return digits === "" ? null : Number(digits);
};

/** Stored -> form-facing. Only the first destination survives (the form edits one). */
export function toFormPreferences(stored: StoredPreferences): FormPreferences {
  const { priceRange, destinations, investmentGoals, renovationPotential, ...rest } = stored;
  const first = destinations.preferences[0];
  return {
    ...rest,
    minPrice: priceToText(priceRange.min),
    maxPrice: priceToText(priceRange.max),
    destinations: {
      enabled: destinations.enabled,
      address: first?.address ?? destinations.address,
      transportMode: first?.transportMode ?? destinations.transportMode,
      maxTravelTime: first?.maxTravelTime ?? destinations.maxTravelTime,
    },
    renovationPotential: {
      enabled: renovationPotential.enabled,
      renovationBudget: renovationPotential.renovationBudget === null ? "" : String(renovationPotential.renovationBudget),
      finishLevel: renovationPotential.finishLevel,
    },
    highcashflow: investmentGoals.highcashflow,
    undervalued: investmentGoals.undervalued,
    highcapitalgrowth: investmentGoals.highcapitalgrowth,
  };
}

/** Form-facing -> stored. */
export function fromFormPreferences(input: FormPreferences): StoredPreferences {
  const form = formPreferencesSchema.parse(input);
  const { minPrice, maxPrice, destinations, renovationPotential, highcashflow, undervalued, highcapitalgrowth, ...rest } = form;
  const address = destinations.address.trim();
  return storedPreferencesSchema.parse({
    ...rest,
    priceRange: { min: textToPrice(minPrice), max: textToPrice(maxPrice) },
    destinations: {
      ...destinations,
      address,
      preferences: address ? [{ address, transportMode: destinations.transportMode, maxTravelTime: destinations.maxTravelTime }] : [],
    },
    renovationPotential: {
      enabled: renovationPotential.enabled,
      renovationBudget: parseRenovationBudget(renovationPotential.renovationBudget),
      finishLevel: renovationPotential.finishLevel,
    },
    investmentGoals: { highcashflow, undervalued, highcapitalgrowth },
  });
}

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

/** factor -> rank back to the ordered ranking. */
export function fromImportance(importance: Importance): ImportanceFactor[] {
  return (Object.entries(importance) as [ImportanceFactor, number][])
    .filter(([, rank]) => typeof rank === "number")
    .sort((a, b) => a[1] - b[1])
    .map(([factor]) => factor);
}

/** The payload's `data`: names for locations, prices as text, a list of destinations, a whole-number budget. */
export function toSearchData(stored: StoredPreferences): SearchData {
  const { priceRange, destinations, importanceRanking: _ranking, ...rest } = stored;
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
      renovationBudget: parseRenovationBudget(rest.renovationPotential.renovationBudget),
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

/** Payload -> stored form (what a search ran with, e.g. to save it). */
export function fromSearchPayload(payload: Pick<SearchPayload, "data" | "importance">): StoredPreferences {
  const { minPrice, maxPrice, destinations, ...rest } = payload.data;
  const first = destinations[0];
  return storedPreferencesSchema.parse({
    ...rest,
    importanceRanking: fromImportance(payload.importance),
    priceRange: { min: textToPrice(minPrice), max: textToPrice(maxPrice) },
    destinations: {
      enabled: destinations.length > 0,
      address: first?.address ?? "",
      transportMode: first?.transportMode ?? "car",
      maxTravelTime: first?.maxTravelTime ?? 30,
      preferences: destinations,
    },
  });
}

/**
 * Reads preferences from anywhere (session storage, the server copy, a saved item, the
 * chat): a field that doesn't fit the schema falls back to its default instead of
 * throwing the whole copy away.
 */
export function parseStoredPreferences(raw: unknown): StoredPreferences {
  const whole = storedPreferencesSchema.safeParse(raw ?? {});
  if (whole.success) return normalisePreferences(whole.data);
  const source = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (!(key in storedPreferencesSchema.shape)) continue;
    if (storedPreferencesSchema.safeParse({ [key]: value }).success) kept[key] = value;
  }
  return normalisePreferences(storedPreferencesSchema.parse(kept));
}

/** True when a copy holds nothing the user chose (the "empty server copy" of spec 2 section 4). */
export function isEmptyPreferencesObject(raw: unknown): boolean {
  return !raw || (typeof raw === "object" && Object.keys(raw as object).length === 0);
}

function normalisePreferences(p: StoredPreferences): StoredPreferences {
  const ranking = [...new Set(p.importanceRanking)].slice(0, MAX_RANKED_FACTORS);
  return ranking.length === p.importanceRanking.length ? p : { ...p, importanceRanking: ranking };
}
