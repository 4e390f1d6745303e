import "server-only";
import { getDb } from "@/db/client";
import { listSavedPreferences } from "@/db/queries/saved-preferences";
import type { SavedPreference } from "@/db/schema";
import type { SavedPreferenceItem } from "@/lib/matches/types";

/** A saved session as the API sends it (spec 2, calls 16-17) from its saved_preferences row. */
export function toSavedPreferenceItem(row: SavedPreference): SavedPreferenceItem {
  return {
    id: row.id,
    name: row.name,
    preferences: row.preferences,
    results_count: row.resultsCount,
    session_id: row.sessionId,
    created_at: row.createdAt.toISOString(),
  };
}

/** Spec 2, call 16: the user's saved sessions, newest first, as the API sends them (the route and /sessions). */
export async function listSavedPreferenceItems({ userId }: { userId: string }): Promise<SavedPreferenceItem[]> {
  const db = await getDb();
  return (await listSavedPreferences({ db, userId })).map(toSavedPreferenceItem);
}
