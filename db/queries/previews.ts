import "server-only";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { searchListings } from "@/db/schema";

/**
 * The figures a shared session's link preview shows: how many scored listings it has and
 * its best overall scores. Two small reads instead of the whole listings answer (call 11),
 * which a preview fetched by every messenger a link is pasted into doesn't need.
 * The caller decides first that the session's preview may show them (server/previews.ts).
 */
export async function getPreviewFigures({ db, sessionId, top }: { db: DbOrTx; sessionId: string; top: number }): Promise<{ count: number; topScores: number[] }> {
  const [[counted], best] = await Promise.all([
    // (session_id, listing_id) is unique, so a row is a listing.
    db.select({ count: sql<number | string>`count(*)` }).from(searchListings).where(eq(searchListings.sessionId, sessionId)),
    db
      .select({ score: searchListings.propertyScore })
      .from(searchListings)
      .where(and(eq(searchListings.sessionId, sessionId), isNotNull(searchListings.propertyScore)))
      .orderBy(desc(searchListings.propertyScore))
      .limit(top),
  ]);
  return { count: Number(counted?.count ?? 0), topScores: best.map((r) => r.score).filter((s): s is number => s !== null) };
}
