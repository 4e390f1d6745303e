/**
 * Measured suburb statistics (median sale price, median weekly rent, their sample sizes and
 * period): written by a statistics source, read by the search for the suburbs of its
 * candidates. Rows in, rows out.
 */
import "server-only";
import { inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { suburbStatistics, type NewSuburbStatisticRow } from "@/db/schema";
import type { MeasuredStatistic } from "@/lib/engine/statistics";

const UPSERT_BATCH = 500;

/** The unique key of a row (the constraint treats nulls as equal, and so does this). */
/** Names are stored trimmed and states upper-case, as lib/engine's suburbNameKey() reads them. */
const normalised = (r: NewSuburbStatisticRow): NewSuburbStatisticRow => ({ ...r, suburb: r.suburb.trim(), state: r.state.trim().toUpperCase(), postcode: r.postcode?.trim() || null });

const keyOf = (r: NewSuburbStatisticRow) => JSON.stringify([r.suburb, r.state, r.postcode ?? null, r.propertyCategory, r.bedrooms ?? null, r.source]);

/**
 * Inserts or replaces statistics rows, in one transaction; a row with the key of an existing
 * one (suburb, state, postcode, category, bedrooms, source) replaces its figures, period and
 * fetched_at. Of two given rows with one key the later wins. Returns how many rows were written.
 */
export async function upsertSuburbStatistics({ db, rows }: { db: DbOrTx; rows: readonly NewSuburbStatisticRow[] }): Promise<number> {
  if (rows.length === 0) return 0;
  const byKey = new Map<string, NewSuburbStatisticRow>();
  for (const row of rows) {
    const r = normalised(row);
    byKey.set(keyOf(r), r);
  }
  const unique = [...byKey.values()];
  await db.transaction(async (tx) => {
    for (let i = 0; i < unique.length; i += UPSERT_BATCH) {
      await tx
        .insert(suburbStatistics)
        .values(unique.slice(i, i + UPSERT_BATCH).map((r) => ({ ...r, fetchedAt: r.fetchedAt ?? new Date() })))
        .onConflictDoUpdate({
          target: [
            suburbStatistics.suburb,
            suburbStatistics.state,
            suburbStatistics.postcode,
            suburbStatistics.propertyCategory,
            suburbStatistics.bedrooms,
            suburbStatistics.source,
          ],
          set: {
            suburbId: sql`excluded.suburb_id`,
            medianSalePrice: sql`excluded.median_sale_price`,
            saleSampleSize: sql`excluded.sale_sample_size`,
            medianRentWeekly: sql`excluded.median_rent_weekly`,
            rentSampleSize: sql`excluded.rent_sample_size`,
            periodStart: sql`excluded.period_start`,
            periodEnd: sql`excluded.period_end`,
            fetchedAt: sql`excluded.fetched_at`,
          },
        });
    }
  });
  return unique.length;
}

/**
 * The statistics of the given suburbs, keys as lib/engine's suburbNameKey() ("<lower-case
 * name>|<STATE>") or suburbIdKey() ("#<ABS code>", matched on suburb_id). Every row of those
 * suburbs comes back — all categories, bedrooms, postcodes and sources; the engine picks.
 * Newest period first, so a caller that keeps the first row per key keeps the newest.
 */
export async function getSuburbStatistics({ db, keys }: { db: DbOrTx; keys: readonly string[] }): Promise<MeasuredStatistic[]> {
  const ids = new Set<number>();
  const names = new Set<string>();
  for (const k of keys) {
    if (k.startsWith("#")) {
      const id = Number(k.slice(1));
      if (Number.isInteger(id)) ids.add(id);
    } else if (k.includes("|")) names.add(k);
  }
  if (ids.size === 0 && names.size === 0) return [];
  const conds: SQL[] = [];
  if (names.size) {
    // (lower(suburb), state) IN (…): the lookup index's expression.
    const pairs = [...names].map((k) => {
      const at = k.lastIndexOf("|");
      return sql`(${k.slice(0, at)}, ${k.slice(at + 1)})`;
    });
    conds.push(sql`(lower(${suburbStatistics.suburb}), ${suburbStatistics.state}) in (${sql.join(pairs, sql`, `)})`);
  }
  if (ids.size) conds.push(inArray(suburbStatistics.suburbId, [...ids]));
  const rows = await db
    .select()
    .from(suburbStatistics)
    .where(conds.length === 1 ? conds[0] : sql`(${conds[0]}) or (${conds[1]})`)
    .orderBy(sql`${suburbStatistics.periodEnd} desc`, sql`${suburbStatistics.fetchedAt} desc`, suburbStatistics.id);
  return rows.map((r) => ({
    suburb: r.suburb,
    state: r.state,
    postcode: r.postcode,
    propertyCategory: r.propertyCategory,
    bedrooms: r.bedrooms,
    medianSalePrice: r.medianSalePrice,
    saleSampleSize: r.saleSampleSize,
    medianRentWeekly: r.medianRentWeekly,
    rentSampleSize: r.rentSampleSize,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    source: r.source,
  }));
}
