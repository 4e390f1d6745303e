import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "@/db/client";
import { listings, searchListings, searchWatches, users, watchRuns, type NewSearchWatch, type SearchWatch, type WatchRun } from "@/db/schema";
import { normaliseEmail } from "@/lib/auth/email";
import type { WATCH_RUN_STATUSES } from "@/lib/watches/api";
import type { RankedListing, WatchEntry } from "@/lib/watches/digest";

/** Watched searches and their runs (docs/WATCHES.md). Every query by id for a user is scoped to that user. */

type RunOutcome = (typeof WATCH_RUN_STATUSES)[number];

/** A new watch; null when the user already watches that session (one watch per user and session). */
export async function insertWatch({ db, ...values }: NewSearchWatch & { db: DbOrTx }): Promise<SearchWatch | null> {
  const [row] = await db.insert(searchWatches).values(values).onConflictDoNothing({ target: [searchWatches.userId, searchWatches.sessionId] }).returning();
  return row ?? null;
}

/** Holds the user's row until the transaction ends: two watches started at once are counted one after the other. */
export async function lockWatchOwner({ db, userId }: { db: DbOrTx; userId: string }): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function countWatches({ userId, db: db }: { userId: string; db: DbOrTx }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(searchWatches).where(eq(searchWatches.userId, userId));
  return Number(row?.n ?? 0);
}

/** The user's watches, oldest first (the order they were started). */
export async function listWatches({ db, userId }: { db: DbOrTx; userId: string }): Promise<SearchWatch[]> {
  return db.select().from(searchWatches).where(eq(searchWatches.userId, userId)).orderBy(asc(searchWatches.createdAt), asc(searchWatches.id));
}

export async function getWatch({ id, db: db }: { id: string; db: DbOrTx }): Promise<SearchWatch | null> {
  const [row] = await db.select().from(searchWatches).where(eq(searchWatches.id, id)).limit(1);
  return row ?? null;
}

/** Changes a watch of this user; null when it isn't theirs (or is gone). */
export async function updateWatch({
  db,
  id,
  userId,
  set,
}: {
  db: DbOrTx;
  id: string;
  userId: string;
  set: Partial<Pick<SearchWatch, "name" | "frequency" | "topN" | "threshold" | "nextRunAt">>;
}): Promise<SearchWatch | null> {
  const [row] = await db
    .update(searchWatches)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(searchWatches.id, id), eq(searchWatches.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes a watch (of this user, when `userId` is given); the deleted row, or null when there was none. */
export async function deleteWatch({ db, id, userId }: { db: DbOrTx; id: string; userId?: string }): Promise<SearchWatch | null> {
  const [row] = await db
    .delete(searchWatches)
    .where(userId ? and(eq(searchWatches.id, id), eq(searchWatches.userId, userId)) : eq(searchWatches.id, id))
    .returning();
  return row ?? null;
}

/** Watches whose scheduled run is due, the longest waiting first. */
export async function listDueWatches({ db, now, limit }: { db: DbOrTx; now: Date; limit: number }): Promise<SearchWatch[]> {
  return db.select().from(searchWatches).where(lte(searchWatches.nextRunAt, now)).orderBy(asc(searchWatches.nextRunAt)).limit(limit);
}

/** Every watch of the account with this address (the operator's `npm run watch:run -- <email>`). */
export async function listWatchesOfEmail({ db, email }: { db: DbOrTx; email: string }): Promise<SearchWatch[]> {
  const rows = await db
    .select({ watch: searchWatches })
    .from(searchWatches)
    .innerJoin(users, eq(users.id, searchWatches.userId))
    .where(eq(users.email, normaliseEmail(email)))
    .orderBy(asc(searchWatches.createdAt));
  return rows.map((r) => r.watch);
}

/** The session's scored listings in their ranking, best first: what the user last saw, the baseline of a new watch. */
export async function getSessionRanking({ sessionId, limit, db: db }: { sessionId: string; limit: number; db: DbOrTx }): Promise<RankedListing[]> {
  const rows = await db
    .select({
      listing_id: searchListings.listingId,
      source: searchListings.source,
      address_street: searchListings.addressStreet,
      address_suburb: searchListings.addressSuburb,
      address_state: searchListings.addressState,
      address_postcode: searchListings.addressPostcode,
      listing_url: searchListings.listingUrl,
      property_score: searchListings.propertyScore,
      section_scores: searchListings.sectionScores,
      scoring_inputs: searchListings.scoringInputs,
    })
    .from(searchListings)
    .where(and(eq(searchListings.sessionId, sessionId), eq(searchListings.analysisComplete, true), isNotNull(searchListings.propertyScore)))
    .orderBy(sql`${searchListings.rank} asc nulls last`, desc(searchListings.propertyScore), asc(searchListings.listingId))
    .limit(limit);
  return rows;
}

/** What the catalogue holds of these listings now: the ones still there, with their market status. */
export async function getCatalogueStatus({ db, ids }: { db: DbOrTx; ids: string[] }): Promise<Map<string, { marketStatus: string; source: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: listings.listingId, marketStatus: listings.marketStatus, source: listings.source })
    .from(listings)
    .where(inArray(listings.listingId, ids));
  return new Map(rows.map((r) => [r.id, { marketStatus: r.marketStatus, source: r.source }]));
}

/* ---------- runs: one per watch and period ---------- */

/**
 * Claims the run of a watch for a period, in one statement: the row is inserted, or a failed run
 * (or one whose worker's lease ran out) is taken over while it has attempts left. Whoever gets the
 * row back runs the period; everyone else (another worker, a retried job) gets null. Under
 * concurrency PostgreSQL makes the second INSERT wait for the first to commit and then re-checks
 * the WHERE against the row as committed, so two claims never both succeed.
 */
export async function claimWatchRun({
  db,
  watchId,
  period,
  claimToken,
  leaseMs,
  maxAttempts,
}: {
  db: DbOrTx;
  watchId: string;
  period: string;
  claimToken: string;
  leaseMs: number;
  maxAttempts: number;
}): Promise<{ attempts: number } | null> {
  const lease = sql`now() + ${leaseMs} * interval '1 millisecond'`;
  const result = await db.execute(sql`
    INSERT INTO watch_runs (watch_id, period, status, claim_token, lease_until, attempts)
    VALUES (${watchId}, ${period}, 'running', ${claimToken}, ${lease}, 1)
    ON CONFLICT (watch_id, period) DO UPDATE
      SET status = 'running', claim_token = EXCLUDED.claim_token, lease_until = EXCLUDED.lease_until,
          attempts = watch_runs.attempts + 1, error = NULL, started_at = now(), finished_at = NULL
      WHERE (watch_runs.status = 'failed' OR (watch_runs.status = 'running' AND watch_runs.lease_until < now()))
        AND watch_runs.attempts < ${maxAttempts}
    RETURNING attempts`);
  const [row] = rowsOf<{ attempts: number }>(result);
  return row ? { attempts: Number(row.attempts) } : null;
}

export async function getWatchRun({ db, watchId, period }: { db: DbOrTx; watchId: string; period: string }): Promise<WatchRun | null> {
  const [row] = await db
    .select()
    .from(watchRuns)
    .where(and(eq(watchRuns.watchId, watchId), eq(watchRuns.period, period)))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the claimed run done, in the caller's transaction, if the claim is still this worker's
 * (its token): false when another worker took the run over, and the caller rolls back. The row
 * lock taken here makes a concurrent take-over wait for the commit, and then find it done.
 */
export async function completeWatchRun({
  db,
  watchId,
  period,
  claimToken,
  outcome,
  changes,
  emailId,
}: {
  db: DbOrTx;
  watchId: string;
  period: string;
  claimToken: string;
  outcome: RunOutcome;
  changes: number;
  emailId: string | null;
}): Promise<boolean> {
  const rows = await db
    .update(watchRuns)
    .set({ status: "done", outcome, changes, emailId, leaseUntil: null, finishedAt: sql`now()` })
    .where(and(eq(watchRuns.watchId, watchId), eq(watchRuns.period, period), eq(watchRuns.claimToken, claimToken), eq(watchRuns.status, "running")))
    .returning({ period: watchRuns.period });
  return rows.length === 1;
}

/** Gives a claimed run back as failed (a later round may take it over while it has attempts left). */
export async function failWatchRun({ db, watchId, period, claimToken, error }: { db: DbOrTx; watchId: string; period: string; claimToken: string; error: string }): Promise<boolean> {
  const rows = await db
    .update(watchRuns)
    .set({ status: "failed", error: error.slice(0, 500), leaseUntil: null, finishedAt: sql`now()` })
    .where(and(eq(watchRuns.watchId, watchId), eq(watchRuns.period, period), eq(watchRuns.claimToken, claimToken), eq(watchRuns.status, "running")))
    .returning({ attempts: watchRuns.attempts });
  return rows.length === 1;
}

/** What a run leaves on its watch: the ranking the next run compares with (unchanged when null), when it ran and when it runs next. */
export async function recordWatchRun({
  db,
  id,
  ranking,
  status,
  ranAt,
  nextRunAt,
}: {
  db: DbOrTx;
  id: string;
  ranking: WatchEntry[] | null;
  status: RunOutcome;
  ranAt: Date;
  nextRunAt: Date;
}): Promise<void> {
  await db
    .update(searchWatches)
    .set({ ...(ranking ? { lastRanking: ranking } : {}), lastRunStatus: status, lastRunAt: ranAt, nextRunAt, updatedAt: sql`now()` })
    .where(eq(searchWatches.id, id));
}
