import "server-only";
import { and, asc, desc, eq, getTableColumns, gte, isNotNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { notifications, searchListings, searchRuns, type NewSearchListing, type Notification, type SearchRun } from "@/db/schema";

/**
 * Server-only queries for the search flow: runs, notifications and the idempotent
 * writes of result rows. Callers check session access first (route handlers) or
 * own the run (the job).
 */

export async function createRun({
  db,
  ...values
}: { db: DbOrTx } & Pick<SearchRun, "sessionId" | "userId" | "engine" | "status" | "payload"> & Partial<Pick<SearchRun, "notifyEmail" | "searchCount" | "estimatedMinutes">>): Promise<SearchRun> {
  const [row] = await db.insert(searchRuns).values(values).returning();
  return row;
}

export async function getRun({ id, db }: { id: string; db: DbOrTx }): Promise<SearchRun | null> {
  const [row] = await db.select().from(searchRuns).where(eq(searchRuns.id, id)).limit(1);
  return row ?? null;
}

export async function getLatestRun({ db, sessionId }: { db: DbOrTx; sessionId: string }): Promise<SearchRun | null> {
  const [row] = await db.select().from(searchRuns).where(eq(searchRuns.sessionId, sessionId)).orderBy(desc(searchRuns.createdAt)).limit(1);
  return row ?? null;
}

export async function updateRun({ id, set, db }: { id: string; set: Partial<Omit<SearchRun, "id" | "createdAt">>; db: DbOrTx }) {
  const [row] = await db
    .update(searchRuns)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(searchRuns.id, id))
    .returning();
  return row ?? null;
}

/**
 * Takes the run for one job attempt (pg-boss's retry count is the fencing token): an
 * attempt older than the one that owns the run gets null and must stop, and so does
 * any attempt once the run has ended.
 */
export async function claimRunAttempt({ db, id, attempt }: { db: DbOrTx; id: string; attempt: number }): Promise<SearchRun | null> {
  const [row] = await db
    .update(searchRuns)
    .set({ attempt, status: "running", startedAt: sql`coalesce(${searchRuns.startedAt}, now())`, updatedAt: new Date() })
    .where(and(eq(searchRuns.id, id), sql`${searchRuns.attempt} <= ${attempt}`, sql`${searchRuns.status} not in ('complete', 'failed')`))
    .returning();
  return row ?? null;
}

/** Locks the run inside a transaction and says whether `attempt` still owns it. */
export async function lockRunForAttempt({ db, id, attempt }: { db: DbOrTx; id: string; attempt: number }): Promise<SearchRun | null> {
  const [row] = await db.select().from(searchRuns).where(eq(searchRuns.id, id)).for("update").limit(1);
  if (!row || row.attempt !== attempt || row.status !== "running") return null;
  return row;
}

/**
 * Inside the caller's transaction: a lock it waits for longer than `ms` fails the transaction instead of holding the
 * caller (a request that writes a search's first page must answer even when a worker or a migration holds a lock).
 */
export async function limitLockWait({ db, ms }: { db: DbOrTx; ms: number }): Promise<void> {
  await db.execute(sql.raw(`SET LOCAL lock_timeout = '${Math.max(1, Math.round(ms))}ms'`));
}

/**
 * Locks a queued run that nothing has worked on yet (no attempt has claimed it, no ranking stored):
 * the start request writes the first page of results only while this holds (docs/PERFORMANCE.md, "First results").
 */
export async function lockUnstartedRun({ db, id }: { db: DbOrTx; id: string }): Promise<SearchRun | null> {
  const [row] = await db.select().from(searchRuns).where(eq(searchRuns.id, id)).for("update").limit(1);
  if (!row || row.status !== "queued" || row.rankedListingIds !== null || row.batchesDone !== 0) return null;
  return row;
}

/** Sets email_sent_at once per search session; true only for the caller that set it (so the e-mail goes at most once a session). */
export async function claimRunEmail({ db, id }: { db: DbOrTx; id: string }): Promise<boolean> {
  // At most once per search session: not when this run, or any other run of its session, has sent it already
  // (a chat that changes the brief starts a run per turn). One statement, so two runs can't both claim it.
  const other = alias(searchRuns, "other_run");
  const rows = await db
    .update(searchRuns)
    .set({ emailSentAt: new Date() })
    .where(
      and(
        eq(searchRuns.id, id),
        sql`${searchRuns.emailSentAt} is null`,
        notExists(db.select({ one: sql`1` }).from(other).where(and(eq(other.sessionId, searchRuns.sessionId), isNotNull(other.emailSentAt)))),
      ),
    )
    .returning({ id: searchRuns.id });
  return rows.length === 1;
}

// ── notifications ──────────────────────────────────────────────────────────────

export async function insertNotification({
  db,
  sessionId,
  message,
  status,
  listingId,
}: {
  db: DbOrTx;
  sessionId: string;
  message: string;
  status: string;
  listingId?: string | null;
}): Promise<Notification> {
  const [row] = await db
    .insert(notifications)
    .values({ sessionId, message, status, listingId: listingId ?? null })
    .returning();
  return row;
}

export async function listNotifications({ db, sessionId, since, limit = 100 }: { db: DbOrTx; sessionId: string; since?: Date; limit?: number }): Promise<Notification[]> {
  return db
    .select()
    .from(notifications)
    .where(since ? and(eq(notifications.sessionId, sessionId), gte(notifications.createdAt, since)) : eq(notifications.sessionId, sessionId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
}

// ── result rows ────────────────────────────────────────────────────────────────

/** Columns a re-delivery of the same (session, listing) overwrites; id, session, listing and created_at stay. */
const UPSERT_COLUMNS = [
  "source",
  "addressStreet",
  "addressSuburb",
  "addressState",
  "addressPostcode",
  "listPrice",
  "priceText",
  "marketStatus",
  "propertyType",
  "bedrooms",
  "bathrooms",
  "carSpaces",
  "landSize",
  "listingUrl",
  "satelliteImage",
  "photos",
  "heritageOverlay",
  "floodOverlay",
  "bushfireOverlay",
  "rentalYield",
  "capitalGrowth",
  "propertyScore",
  "sectionScores",
  "scoringInputs",
  "imageAnalysis",
  "analysisComplete",
  "rank",
] as const satisfies readonly (keyof NewSearchListing)[];

const resultColumns = getTableColumns(searchListings);
const excluded = (k: keyof NewSearchListing) => sql`excluded.${sql.identifier(resultColumns[k].name)}`;
const UPSERT_SET = Object.fromEntries(UPSERT_COLUMNS.map((k) => [k, excluded(k)]));

/** ON CONFLICT (session_id, listing_id) DO UPDATE: delivering a row twice leaves one row. */
export async function upsertSearchListings({ db, rows }: { db: DbOrTx; rows: NewSearchListing[] }) {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]) as (keyof NewSearchListing)[];
  // Rows that all give the same columns (the job's always do) go as one JSON parameter that
  // jsonb_to_recordset() unpacks: building and binding 25 × 31 parameters cost the job more than the
  // insert itself. Rows that leave some columns out get their defaults through the builder.
  const uniform = rows.every((r) => Object.keys(r).length === keys.length && keys.every((k) => r[k] !== undefined));
  if (!uniform) {
    await db
      .insert(searchListings)
      .values(rows)
      .onConflictDoUpdate({ target: [searchListings.sessionId, searchListings.listingId], set: UPSERT_SET });
    return;
  }
  const name = (k: keyof NewSearchListing) => resultColumns[k].name;
  const list = sql.join(keys.map((k) => sql.identifier(name(k))), sql`, `);
  const types = sql.join(keys.map((k) => sql`${sql.identifier(name(k))} ${sql.raw(resultColumns[k].getSQLType())}`), sql`, `);
  const updates = sql.join(UPSERT_COLUMNS.map((k) => sql`${sql.identifier(name(k))} = ${excluded(k)}`), sql`, `);
  const records = JSON.stringify(rows.map((r) => Object.fromEntries(keys.map((k) => [name(k), r[k]]))));
  await db.execute(sql`insert into ${searchListings} (${list})
    select ${list} from jsonb_to_recordset(${records}::jsonb) as x(${types})
    on conflict (session_id, listing_id) do update set ${updates}`);
}

/** A new search replaces the session's earlier results. */
export async function deleteSessionResults({ db, sessionId }: { db: DbOrTx; sessionId: string }) {
  await db.delete(searchListings).where(eq(searchListings.sessionId, sessionId));
}

/**
 * Inside the caller's transaction: a watch's run (server/watches/run.ts) puts its ranking in place of the
 * session's results, so the digest's link shows what the digest reports. The session's latest run is locked
 * first, and nothing is written while a search of the session is queued or running (its own rows win);
 * a complete latest run takes the new counts (the page's "N matched"). Returns whether it wrote.
 */
export async function replaceResultsUnlessSearching({ db, sessionId, rows, matched }: { db: DbOrTx; sessionId: string; rows: NewSearchListing[]; matched: number }): Promise<boolean> {
  const [latest] = await db.select().from(searchRuns).where(eq(searchRuns.sessionId, sessionId)).orderBy(desc(searchRuns.createdAt)).for("update").limit(1);
  if (latest && (latest.status === "queued" || latest.status === "running")) return false;
  await deleteSessionResults({ db, sessionId });
  await upsertSearchListings({ db, rows });
  if (latest?.status === "complete") {
    await db.update(searchRuns).set({ resultCount: rows.length, matchedCount: matched, updatedAt: new Date() }).where(eq(searchRuns.id, latest.id));
  }
  return true;
}

export async function countSessionResults({ db, sessionId }: { db: DbOrTx; sessionId: string }): Promise<{ rows: number; distinct: number }> {
  const [r] = await db
    .select({ rows: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct ${searchListings.listingId})::int` })
    .from(searchListings)
    .where(eq(searchListings.sessionId, sessionId));
  return r;
}
