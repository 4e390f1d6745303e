import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { savedPreferences, type SavedPreference } from "@/db/schema";

/**
 * Server-only queries on saved_preferences (spec calls 16-18), returning rows (the wire's
 * SavedPreferenceItem is made in server/saved-preferences.ts). Every one is scoped to its owner.
 */

/** Spec 2, call 16: the user's saved items, newest first. */
export async function listSavedPreferences({ db, userId }: { db: DbOrTx; userId: string }): Promise<SavedPreference[]> {
  return db
    .select()
    .from(savedPreferences)
    .where(eq(savedPreferences.userId, userId))
    .orderBy(desc(savedPreferences.createdAt), desc(savedPreferences.id));
}

/** Spec 2, call 17. */
export async function insertSavedPreference({
  db,
  userId,
  name,
  preferences,
  resultsCount,
  sessionId,
}: {
  db: DbOrTx;
  userId: string;
  name: string;
  preferences: Record<string, unknown>;
  resultsCount: number;
  sessionId: string | null;
}): Promise<SavedPreference> {
  const [row] = await db.insert(savedPreferences).values({ userId, name, preferences, resultsCount, sessionId }).returning();
  return row;
}

export async function getSavedPreference({ db, id }: { db: DbOrTx; id: string }): Promise<SavedPreference | null> {
  const [row] = await db.select().from(savedPreferences).where(eq(savedPreferences.id, id)).limit(1);
  return row ?? null;
}

/** Spec 2, call 18: deletes only when the row belongs to the user; true when a row went. */
export async function deleteSavedPreference({ db, id, userId }: { db: DbOrTx; id: string; userId: string }): Promise<boolean> {
  const deleted = await db
    .delete(savedPreferences)
    .where(and(eq(savedPreferences.id, id), eq(savedPreferences.userId, userId)))
    .returning({ id: savedPreferences.id });
  return deleted.length === 1;
}
