import { parseMoney } from "@/lib/money";
import { makeConsistent, preferenceProblems } from "@/lib/preferences/consistency";
import { CHOICE_SECTIONS, hasChoice } from "@/lib/preferences/steps";
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  PARKING_OPTIONS,
  PROPERTY_TYPES,
  storedPreferencesSchema,
  type StoredPreferences,
} from "@/lib/preferences/schema";

/**
 * Applies a partial preference change that came from outside (an LLM's tool call):
 * each field is repaired where its meaning is plain ("3" bedrooms -> "3+", "650k" ->
 * 650000, one location -> a list of one) and then validated with the stored preference
 * schema and the rules the form keeps (lib/preferences/consistency.ts: no factor ranked twice or
 * "coming soon", a budget on the form's steps…); fields that still don't fit are refused with
 * the reason, never stored.
 */
export type PatchResult = { preferences: StoredPreferences; applied: string[]; rejected: { field: string; reason: string }[] };

type Shape = typeof storedPreferencesSchema.shape;
type Key = keyof Shape;
const KEYS = Object.keys(storedPreferencesSchema.shape) as Key[];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function plusOption(value: unknown, options: readonly string[]): unknown {
  if (value === null) return null;
  const n = typeof value === "number" ? value : typeof value === "string" ? Number.parseInt(value, 10) : NaN;
  if (!Number.isFinite(n) || n < 1) return value;
  const max = Number.parseInt(options[options.length - 1], 10);
  return `${Math.min(Math.round(n), max)}+`;
}

function flagsFrom(value: unknown, current: Record<string, boolean>): unknown {
  // ["pool", "garage"] means those on; an object changes only the keys it names.
  if (Array.isArray(value)) {
    const out = { ...current };
    for (const item of value) if (typeof item === "string" && item in out) out[item] = true;
    return out;
  }
  return isObject(value) ? { ...current, ...value } : value;
}

function repair(key: Key, value: unknown, current: StoredPreferences): unknown {
  switch (key) {
    case "priceRange": {
      if (!isObject(value)) return value;
      return {
        min: "min" in value ? parseMoney(value.min) : current.priceRange.min,
        max: "max" in value ? parseMoney(value.max) : current.priceRange.max,
      };
    }
    case "bedrooms":
      return plusOption(value, BEDROOM_OPTIONS);
    case "bathrooms":
      return plusOption(value, BATHROOM_OPTIONS);
    case "parking":
      return plusOption(value, PARKING_OPTIONS);
    case "propertyType": {
      if (typeof value !== "string") return value;
      return PROPERTY_TYPES.find((t) => t.toLowerCase() === value.trim().toLowerCase().replace(/s$/, "")) ?? value;
    }
    case "locations":
      return typeof value === "string" ? [value] : value;
    case "landSize":
      return typeof value === "number" ? String(Math.round(value)) : value;
    case "features":
    case "riskFilters":
    case "avoidFilters":
    case "splitLiving":
    case "developmentPotential":
    case "investmentGoals":
      return flagsFrom(value, current[key] as Record<string, boolean>);
    case "renovationPotential":
      return isObject(value) ? { ...current.renovationPotential, ...value } : value;
    default:
      return value;
  }
}

export function applyPreferencePatch(current: StoredPreferences, patch: unknown): PatchResult {
  const result: PatchResult = { preferences: current, applied: [], rejected: [] };
  if (!isObject(patch)) {
    result.rejected.push({ field: "_", reason: "expected an object of preference fields" });
    return result;
  }
  // Flat price fields are a common shape for "under 650k".
  const input: Record<string, unknown> = { ...patch };
  if (("minPrice" in input || "maxPrice" in input) && !("priceRange" in input)) {
    input.priceRange = { ...("minPrice" in input ? { min: input.minPrice } : {}), ...("maxPrice" in input ? { max: input.maxPrice } : {}) };
  }
  delete input.minPrice;
  delete input.maxPrice;
  const next: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(input)) {
    if (!(KEYS as string[]).includes(field)) {
      result.rejected.push({ field, reason: "unknown field" });
      continue;
    }
    const key = field as Key;
    const parsed = storedPreferencesSchema.shape[key].safeParse(repair(key, value, current));
    if (parsed.success) {
      next[key] = parsed.data;
      result.applied.push(key);
    } else {
      result.rejected.push({ field, reason: parsed.error.issues[0]?.message ?? "invalid value" });
    }
  }
  // A rule across fields (a dollar deposit above the maximum price) refuses the fields it names that this patch set.
  const whole = storedPreferencesSchema.safeParse(next);
  if (!whole.success) {
    for (const issue of whole.error.issues) {
      const field = String(issue.path[0]);
      if (!result.applied.includes(field)) continue;
      result.applied = result.applied.filter((f) => f !== field);
      result.rejected.push({ field, reason: issue.message });
      next[field] = current[field as Key];
    }
  }
  if (!storedPreferencesSchema.safeParse(next).success) {
    // The rule names a field the patch left alone (a lower maximum under a stored deposit): refuse the whole patch.
    const reason = whole.error?.issues[0]?.message ?? "these changes don't fit together";
    for (const field of result.applied) result.rejected.push({ field, reason });
    result.applied = [];
    return { ...result, preferences: current };
  }
  let patched = storedPreferencesSchema.parse(next);
  // A field whose new value the form could not have produced is refused as a whole and keeps its old value.
  const before = new Set(preferenceProblems(current).map((p) => String(p.path[0])));
  for (const problem of preferenceProblems(patched)) {
    const field = String(problem.path[0]);
    if (before.has(field) || !result.applied.includes(field)) continue;
    result.applied = result.applied.filter((f) => f !== field);
    result.rejected.push({ field, reason: problem.message });
    patched = { ...patched, [field]: current[field as Key] };
  }
  // What the form does by itself follows (a ranked section switched on, repeats dropped).
  const consistent = makeConsistent(patched);
  // A search ranks by at least one factor (the form's importance step): preferences that chose goals or
  // sections and rank nothing are ranked by what they chose, as the built-in assistant ranks a brief by the
  // goals it states (docs/ASSISTANT.md).
  const chosen = consistent.importanceRanking.length ? [] : CHOICE_SECTIONS.filter((f) => hasChoice(f, consistent));
  result.preferences = chosen.length ? makeConsistent({ ...consistent, importanceRanking: chosen }) : consistent;
  return result;
}

