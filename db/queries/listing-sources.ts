/**
 * What the live listing sources keep in the database: the daily call count (one atomic
 * increment per call, shared by every instance and worker) and the cache of answers.
 */
import "server-only";
import { and, asc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { sourceCallCounts, sourceResponseCache, sourceStatisticsGaps, suburbs } from "@/db/schema";

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/**
 * Counts one call for `provider` on `day` (UTC, YYYY-MM-DD) unless the day's `limit` is
 * reached. Returns the count including this call, or null when the quota is spent. One
 * statement, so two instances can't both take the last call.
 */
export async function takeSourceCall({ db, provider, day, limit }: { db: DbOrTx; provider: string; day: string; limit: number }): Promise<number | null> {
  if (limit <= 0) return null;
  const result = await db.execute(sql`
    insert into ${sourceCallCounts} (provider, day, calls) values (${provider}, ${day}, 1)
    on conflict (provider, day) do update set calls = ${sourceCallCounts}.calls + 1
    where ${sourceCallCounts}.calls < ${limit}
    returning calls`);
  const row = rowsOf<{ calls: number }>(result)[0];
  return row ? Number(row.calls) : null;
}

/**
 * Marks `provider`'s `day` spent: the provider said its daily quota is used up (Domain's
 * daily 429, or X-Quota-PerDay-Remaining: 0), so the count is raised to `limit` and
 * takeSourceCall refuses every further call that day, on every instance.
 */
export async function markSourceDaySpent({ db, provider, day, limit }: { db: DbOrTx; provider: string; day: string; limit: number }): Promise<void> {
  await db.execute(sql`
    insert into ${sourceCallCounts} (provider, day, calls) values (${provider}, ${day}, ${limit})
    on conflict (provider, day) do update set calls = greatest(${sourceCallCounts}.calls, ${limit})`);
}

/** Calls counted for `provider` on `day`. */
export async function countSourceCalls({ db, provider, day }: { db: DbOrTx; provider: string; day: string }): Promise<number> {
  const [row] = await db
    .select({ calls: sourceCallCounts.calls })
    .from(sourceCallCounts)
    .where(and(eq(sourceCallCounts.provider, provider), eq(sourceCallCounts.day, day)));
  return row?.calls ?? 0;
}

/** A cached answer that hasn't expired, or null. */
export async function getCachedSourceResponse({ db, key }: { db: DbOrTx; key: string }): Promise<{ body: unknown; fetchedAt: Date } | null> {
  const [row] = await db
    .select({ body: sourceResponseCache.body, fetchedAt: sourceResponseCache.fetchedAt })
    .from(sourceResponseCache)
    .where(and(eq(sourceResponseCache.key, key), gt(sourceResponseCache.expiresAt, sql`now()`)));
  return row ?? null;
}

/** Stores (or replaces) an answer for `ttlSeconds`, and drops this provider's expired answers. */
export async function putCachedSourceResponse({ db, key, provider, body, ttlSeconds }: { db: DbOrTx; key: string; provider: string; body: unknown; ttlSeconds: number }): Promise<void> {
  if (ttlSeconds <= 0) return;
  const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`;
  await db
    .insert(sourceResponseCache)
    .values({ key, provider, body, fetchedAt: sql`now()`, expiresAt })
    .onConflictDoUpdate({ target: sourceResponseCache.key, set: { body, fetchedAt: sql`now()`, expiresAt } });
  await db.delete(sourceResponseCache).where(and(eq(sourceResponseCache.provider, provider), lt(sourceResponseCache.expiresAt, sql`now()`)));
}

/**
 * Suburbs whose local government area or urban area contains one of the given texts
 * (lower case, within the state when one is given), most populous first: the candidates a
 * search of a region asks a live source for. The caller compares the names exactly.
 */
export async function suburbsOfRegions({
  db,
  lgas,
  urbanAreas,
  limit = 2_000,
}: {
  db: DbOrTx;
  lgas: readonly { text: string; state: string | null }[];
  urbanAreas: readonly { text: string; state: string | null }[];
  limit?: number;
}): Promise<{ name: string; state: string; postcode: string | null; lga: string | null; urbanArea: string | null }[]> {
  const inState = (state: string | null) => (state ? sql` and ${suburbs.state} = ${state}` : sql``);
  const conds = [
    ...lgas.map((r) => sql`(lower(${suburbs.lga}) like ${`%${r.text}%`}${inState(r.state)})`),
    ...urbanAreas.map((r) => sql`(lower(${suburbs.urbanArea}) like ${`%${r.text}%`}${inState(r.state)})`),
  ];
  if (conds.length === 0) return [];
  return db
    .select({ name: suburbs.name, state: suburbs.state, postcode: suburbs.postcode, lga: suburbs.lga, urbanArea: suburbs.urbanArea })
    .from(suburbs)
    .where(sql.join(conds, sql` or `))
    .orderBy(sql`${suburbs.population} desc nulls last`, asc(suburbs.id))
    .limit(limit);
}

/**
 * The suburbs table's spelling and postcode of suburbs by "<lower-case name>|<STATE>" (the
 * most populous where a name repeats): how a live source names a suburb Propie was given in
 * another case, and its postcode when the search didn't name one.
 */
export async function knownSuburbs({ db, keys }: { db: DbOrTx; keys: readonly string[] }): Promise<Map<string, { name: string; postcode: string | null }>> {
  const out = new Map<string, { name: string; postcode: string | null }>();
  if (keys.length === 0) return out;
  const nameExpr = sql<string>`lower(${suburbs.name}) || '|' || ${suburbs.state}`;
  const rows = await db
    .select({ key: nameExpr, name: suburbs.name, postcode: suburbs.postcode })
    .from(suburbs)
    .where(inArray(nameExpr, [...keys]))
    .orderBy(sql`${suburbs.population} desc nulls last`, asc(suburbs.id));
  for (const r of rows) if (!out.has(r.key)) out.set(r.key, { name: r.name, postcode: r.postcode });
  return out;
}

export type StatisticsGap = { suburb: string; state: string; postcode: string | null; propertyCategory: "house" | "unit"; reason: string };

/**
 * Records why `provider` could not give these suburbs' statistics (replacing an earlier
 * reason), for `ttlSeconds`; drops the provider's lapsed gaps. One transaction.
 */
export async function recordStatisticsGaps({ db, provider, gaps, ttlSeconds }: { db: DbOrTx; provider: string; gaps: readonly StatisticsGap[]; ttlSeconds: number }): Promise<void> {
  if (gaps.length === 0) return;
  const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`;
  const unique = new Map(gaps.map((g) => [`${g.suburb}|${g.state}|${g.propertyCategory}`, g]));
  await db.transaction(async (tx) => {
    await tx
      .insert(sourceStatisticsGaps)
      .values([...unique.values()].map((g) => ({ provider, ...g, recordedAt: sql`now()`, expiresAt })))
      .onConflictDoUpdate({
        target: [sourceStatisticsGaps.provider, sourceStatisticsGaps.suburb, sourceStatisticsGaps.state, sourceStatisticsGaps.propertyCategory],
        set: { postcode: sql`excluded.postcode`, reason: sql`excluded.reason`, recordedAt: sql`now()`, expiresAt },
      });
    await tx.delete(sourceStatisticsGaps).where(and(eq(sourceStatisticsGaps.provider, provider), lt(sourceStatisticsGaps.expiresAt, sql`now()`)));
  });
}

/** Forgets `provider`'s gaps for these suburbs and categories (their statistics were had). */
export async function clearStatisticsGaps({ db, provider, done }: { db: DbOrTx; provider: string; done: readonly Pick<StatisticsGap, "suburb" | "state" | "propertyCategory">[] }): Promise<void> {
  if (done.length === 0) return;
  await db
    .delete(sourceStatisticsGaps)
    .where(
      and(
        eq(sourceStatisticsGaps.provider, provider),
        or(...done.map((d) => and(eq(sourceStatisticsGaps.suburb, d.suburb), eq(sourceStatisticsGaps.state, d.state), eq(sourceStatisticsGaps.propertyCategory, d.propertyCategory)))),
      ),
    );
}
