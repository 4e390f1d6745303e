/**
 * Measured suburb statistics (median sale price, median weekly rent, their sample sizes and
 * period): written by a statistics source, read by the search for the suburbs of its
 * candidates. Rows in, rows out.
 */
import "server-only";
import { and, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { sourceStatisticsGaps, suburbStatistics, type NewSuburbStatisticRow, type SuburbStatisticRow } from "@/db/schema";
import { splitProfileKeys, suburbNameKey } from "@/lib/engine";
import type { MeasuredStatistic } from "@/lib/engine/statistics";

const UPSERT_BATCH = 500;
const LOOKUP_BATCH = 2_000;

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
 * After them, for suburbs asked for by name, a statistics source's current gaps (why it
 * could not give a category's figures: `unavailable`, every figure null), so a modelled
 * median can say why (docs/SCORING.md §15).
 */
export async function getSuburbStatistics({ db, keys }: { db: DbOrTx; keys: readonly string[] }): Promise<MeasuredStatistic[]> {
  const { ids, names } = splitProfileKeys(keys);
  if (ids.size === 0 && names.size === 0) return [];
  const nameList = [...names];
  const idList = [...ids];
  // A search's candidates can span thousands of suburbs: a query per LOOKUP_BATCH keeps the bind parameters well within limits.
  const rows: SuburbStatisticRow[] = [];
  for (let i = 0; i < Math.max(nameList.length, idList.length); i += LOOKUP_BATCH) {
    const conds: SQL[] = [];
    const someNames = nameList.slice(i, i + LOOKUP_BATCH);
    const someIds = idList.slice(i, i + LOOKUP_BATCH);
    if (someNames.length) {
      // lower(suburb) IN (…) AND state IN (…) on the lookup index, the exact pairs kept below: a list of row
      // values (lower(suburb), state) IN ((…), …) is planned as a long OR, which PGlite takes minutes over.
      const split = someNames.map((k) => [k.slice(0, k.lastIndexOf("|")), k.slice(k.lastIndexOf("|") + 1)]);
      const lowered = [...new Set(split.map(([n]) => n))];
      const states = [...new Set(split.map(([, st]) => st))];
      conds.push(and(inArray(sql`lower(${suburbStatistics.suburb})`, lowered), inArray(suburbStatistics.state, states))!);
    }
    if (someIds.length) conds.push(inArray(suburbStatistics.suburbId, someIds));
    rows.push(...(await db.select().from(suburbStatistics).where(conds.length === 1 ? conds[0] : sql`(${conds[0]}) or (${conds[1]})`)));
  }
  // Only the suburbs asked for (by name and state, or code), each row once; newest period first, then the newest fetch.
  const seen = new Set<string>();
  const unique = rows.filter((r) => {
    if (seen.has(r.id)) return false;
    seen.add(r.id);
    return names.has(suburbNameKey(r.suburb, r.state)) || (r.suburbId !== null && ids.has(r.suburbId));
  });
  unique.sort((a, b) => (a.periodEnd !== b.periodEnd ? (a.periodEnd < b.periodEnd ? 1 : -1) : b.fetchedAt.getTime() - a.fetchedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  const measured = unique.map((r): MeasuredStatistic => ({
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
  return [...measured, ...(await statisticsGapsOf(db, nameList))];
}

/** The unlapsed gaps of the suburbs of these name keys, as statistics without figures. */
async function statisticsGapsOf(db: DbOrTx, nameKeys: readonly string[]): Promise<MeasuredStatistic[]> {
  const out: MeasuredStatistic[] = [];
  const wanted = new Set(nameKeys);
  for (let i = 0; i < nameKeys.length; i += LOOKUP_BATCH) {
    const split = nameKeys.slice(i, i + LOOKUP_BATCH).map((k) => [k.slice(0, k.lastIndexOf("|")), k.slice(k.lastIndexOf("|") + 1)]);
    const rows = await db
      .select()
      .from(sourceStatisticsGaps)
      .where(
        and(
          inArray(sql`lower(${sourceStatisticsGaps.suburb})`, [...new Set(split.map(([n]) => n))]),
          inArray(sourceStatisticsGaps.state, [...new Set(split.map(([, st]) => st))]),
          gt(sourceStatisticsGaps.expiresAt, sql`now()`),
        ),
      );
    for (const g of rows) {
      if (!wanted.has(suburbNameKey(g.suburb, g.state))) continue;
      const day = g.recordedAt.toISOString().slice(0, 10);
      out.push({
        suburb: g.suburb,
        state: g.state,
        postcode: g.postcode,
        propertyCategory: g.propertyCategory,
        bedrooms: null,
        medianSalePrice: null,
        saleSampleSize: null,
        medianRentWeekly: null,
        rentSampleSize: null,
        periodStart: day,
        periodEnd: day,
        source: g.provider,
        unavailable: g.reason,
      });
    }
  }
  return out;
}
