import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "@/db/client";

/**
 * The rate_limits counters (server/rate-limit.ts holds the limits and their rules).
 * Fixed windows: one atomic INSERT … ON CONFLICT DO UPDATE … RETURNING per hit; a
 * window that has expired restarts at 1, otherwise the count goes up.
 */
export type CounterState = { points: number; retrySeconds: number };

/** Counts one hit on the key and returns the count in the current window. */
export async function hitCounter({ db, key, windowSeconds }: { db: DbOrTx; key: string; windowSeconds: number }): Promise<CounterState> {
  const window = `${windowSeconds} seconds`;
  const [row] = rowsOf<{ points: number; retry: number }>(
    await db.execute(sql`
      insert into rate_limits (key, points, expires_at)
      values (${key}, 1, now() + ${window}::interval)
      on conflict (key) do update set
        points = case when rate_limits.expires_at <= now() then 1 else rate_limits.points + 1 end,
        expires_at = case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end
      returning points, greatest(1, ceil(extract(epoch from (expires_at - now()))))::int as retry
    `),
  );
  return { points: Number(row.points), retrySeconds: Number(row.retry) };
}

/** The key's count in its current window, or null when it has none. */
export async function readCounter({ db, key }: { db: DbOrTx; key: string }): Promise<CounterState | null> {
  const [row] = rowsOf<{ points: number; retry: number }>(
    await db.execute(sql`
      select points, greatest(1, ceil(extract(epoch from (expires_at - now()))))::int as retry
      from rate_limits where key = ${key} and expires_at > now()
    `),
  );
  return row ? { points: Number(row.points), retrySeconds: Number(row.retry) } : null;
}

export async function deleteCounter({ db, key }: { db: DbOrTx; key: string }): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Deletes a bounded batch of counters that expired over an hour ago. */
export async function sweepExpiredCounters({ db, batch = 500 }: { db: DbOrTx; batch?: number }): Promise<void> {
  await db.execute(sql`delete from rate_limits where key in (select key from rate_limits where expires_at < now() - interval '1 hour' limit ${batch})`);
}

/**
 * A progressive delay: the first `free` hits in a row go through, then each further
 * hit must come 2^(n - free) seconds after the previous one, up to `maxDelaySeconds`.
 * One atomic statement counts the hit only if it is allowed, so concurrent hits can't
 * all slip through before any is counted. The counter lives `windowSeconds` after the
 * last counted hit.
 */
export async function claimProgressive({
  db,
  key,
  free,
  maxDelaySeconds,
  windowSeconds,
}: {
  db: DbOrTx;
  key: string;
  free: number;
  maxDelaySeconds: number;
  windowSeconds: number;
}): Promise<{ allowed: true } | { allowed: false; retrySeconds: number }> {
  const window = `${windowSeconds} seconds`;
  const due = sql`(rate_limits.expires_at - ${window}::interval + least(power(2, least(greatest(rate_limits.points - ${free}, 0), 30)), ${maxDelaySeconds}) * interval '1 second')`;
  const claimed = rowsOf<{ points: number }>(
    await db.execute(sql`
      insert into rate_limits (key, points, expires_at)
      values (${key}, 1, now() + ${window}::interval)
      on conflict (key) do update set
        points = case when rate_limits.expires_at <= now() then 1 else rate_limits.points + 1 end,
        expires_at = now() + ${window}::interval
      where rate_limits.expires_at <= now() or rate_limits.points < ${free} or ${due} <= now()
      returning points
    `),
  );
  if (claimed.length > 0) return { allowed: true };
  const [row] = rowsOf<{ retry: number }>(
    await db.execute(sql`select greatest(1, ceil(extract(epoch from (${due} - now()))))::int as retry from rate_limits where key = ${key}`),
  );
  return { allowed: false, retrySeconds: Number(row?.retry ?? 1) };
}
