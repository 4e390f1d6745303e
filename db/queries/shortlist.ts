import "server-only";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { listingStars, searchListings, userSessions, type ListingStar } from "@/db/schema";

/** Starred listings of a session (docs/WATCHES.md, "Shortlist, compare and export"). Access is decided in server/shortlist/service.ts. */

export async function listStars({ db, sessionId }: { db: DbOrTx; sessionId: string }): Promise<ListingStar[]> {
  return db.select().from(listingStars).where(eq(listingStars.sessionId, sessionId)).orderBy(desc(listingStars.createdAt), asc(listingStars.listingId));
}

export async function getStarsByIds({ db, sessionId, listingIds }: { db: DbOrTx; sessionId: string; listingIds: string[] }): Promise<ListingStar[]> {
  if (listingIds.length === 0) return [];
  return db.select().from(listingStars).where(and(eq(listingStars.sessionId, sessionId), inArray(listingStars.listingId, listingIds)));
}

/** Which of these listings the session still has in its results (the rest dropped out). */
export async function presentListingIds({ db, sessionId, listingIds }: { db: DbOrTx; sessionId: string; listingIds: string[] }): Promise<Set<string>> {
  if (listingIds.length === 0) return new Set();
  const rows = await db
    .select({ id: searchListings.listingId })
    .from(searchListings)
    .where(and(eq(searchListings.sessionId, sessionId), inArray(searchListings.listingId, listingIds)));
  return new Set(rows.map((r) => r.id));
}

/** Holds the session's row until the transaction ends: two stars added at once are counted one after the other. */
export async function lockSessionForStars({ db, sessionId }: { db: DbOrTx; sessionId: string }): Promise<void> {
  await db.select({ id: userSessions.sessionId }).from(userSessions).where(eq(userSessions.sessionId, sessionId)).for("update");
}

export async function countStars({ db, sessionId }: { db: DbOrTx; sessionId: string }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(listingStars).where(eq(listingStars.sessionId, sessionId));
  return Number(row?.n ?? 0);
}

export async function getStar({ db, sessionId, listingId }: { db: DbOrTx; sessionId: string; listingId: string }): Promise<ListingStar | null> {
  const [row] = await db.select().from(listingStars).where(and(eq(listingStars.sessionId, sessionId), eq(listingStars.listingId, listingId))).limit(1);
  return row ?? null;
}

/** A new star; null when the listing was already starred in the session. */
export async function insertStar({
  db,
  sessionId,
  listingId,
  userId,
  snapshot,
}: {
  db: DbOrTx;
  sessionId: string;
  listingId: string;
  userId: string | null;
  snapshot: Record<string, unknown>;
}): Promise<ListingStar | null> {
  const [row] = await db.insert(listingStars).values({ sessionId, listingId, userId, snapshot }).onConflictDoNothing().returning();
  return row ?? null;
}

/** Removes a star; whether there was one. */
export async function deleteStar({ db, sessionId, listingId }: { db: DbOrTx; sessionId: string; listingId: string }): Promise<boolean> {
  const rows = await db
    .delete(listingStars)
    .where(and(eq(listingStars.sessionId, sessionId), eq(listingStars.listingId, listingId)))
    .returning({ id: listingStars.listingId });
  return rows.length > 0;
}

/**
 * A guest's stars become the account's with their session (called in the transaction that links
 * or claims the session, db/queries/sessions.ts): only the ownerless ones of that session.
 */
export async function moveGuestStars({ db, sessionId, userId }: { db: DbOrTx; sessionId: string; userId: string }): Promise<number> {
  const rows = await db
    .update(listingStars)
    .set({ userId })
    .where(and(eq(listingStars.sessionId, sessionId), isNull(listingStars.userId)))
    .returning({ id: listingStars.listingId });
  return rows.length;
}
