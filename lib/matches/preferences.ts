import { emptyPreferences, storedPreferencesSchema, type StoredPreferences } from "@/lib/preferences/schema";

/** Stable JSON (sorted keys) so two equal preference objects compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Save Session is offered only when something has been set (spec 2 section 5):
 * the stored form differs from the defaults of a fresh session.
 */
export function hasPreferences(prefs: unknown): prefs is StoredPreferences {
  if (prefs === null || prefs === undefined) return false;
  const parsed = storedPreferencesSchema.safeParse(prefs);
  if (!parsed.success) return false;
  return canonical(parsed.data) !== canonical(emptyPreferences());
}

/** Parses stored preferences from a saved item or a session row; null when unusable. */
export function readStoredPreferences(value: unknown): StoredPreferences | null {
  const parsed = storedPreferencesSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : null;
}
