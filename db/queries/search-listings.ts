import "server-only";
import { and, desc, eq, gte, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "@/db/client";
import { notifications, searchListings, searchRuns, suburbs, userSessions, type SearchListing } from "@/db/schema";
import { scoringPathLiteral } from "@/db/schema/scoring-figures";
import { scoringPath } from "@/lib/engine/scoring-inputs";
import { SOURCE_NOTE_STATUS } from "@/lib/search/messages";
import type { SessionRecord } from "@/lib/sessions/access";

/**
 * Server-only reads of a session's scored listings (spec calls 11 and 12): rows, which
 * server/matches/listings.ts makes into the wire shapes. Callers check access with requireSessionAccess first.
 */

const summaryColumns = {
  id: searchListings.id,
  listingId: searchListings.listingId,
  sessionId: searchListings.sessionId,
  createdAt: searchListings.createdAt,
  source: searchListings.source,
  addressStreet: searchListings.addressStreet,
  addressSuburb: searchListings.addressSuburb,
  addressState: searchListings.addressState,
  addressPostcode: searchListings.addressPostcode,
  listPrice: searchListings.listPrice,
  priceText: searchListings.priceText,
  marketStatus: searchListings.marketStatus,
  propertyType: searchListings.propertyType,
  bedrooms: searchListings.bedrooms,
  bathrooms: searchListings.bathrooms,
  carSpaces: searchListings.carSpaces,
  landSize: searchListings.landSize,
  listingUrl: searchListings.listingUrl,
  satelliteImage: searchListings.satelliteImage,
  // The first photo and the count only: the list stays light; the detail has every photo.
  photo: sql<string | null>`${searchListings.photos} ->> 0`,
  photoCount: sql<number | string | null>`jsonb_array_length(coalesce(${searchListings.photos}, '[]'::jsonb))`,
  heritageOverlay: searchListings.heritageOverlay,
  floodOverlay: searchListings.floodOverlay,
  bushfireOverlay: searchListings.bushfireOverlay,
  rentalYield: searchListings.rentalYield,
  capitalGrowth: searchListings.capitalGrowth,
  propertyScore: searchListings.propertyScore,
  sectionScores: searchListings.sectionScores,
  analysisComplete: searchListings.analysisComplete,
  rank: searchListings.rank,
  // The figures the list carries from scoring_inputs: stored generated columns (db/schema/listings.ts),
  // so the list never reads the whole (large) scoring_inputs of every row.
  capitalGrowthValue: searchListings.capitalGrowthValue,
  diffPercent: searchListings.diffPercent,
  dataConfidence: searchListings.dataConfidence,
  // The buyer's cash flow and highest offer (docs/FINANCE.md §14), for the table's two finance columns.
  financeCashFlow: searchListings.financeCashFlow,
  financeHighestOffer: searchListings.financeHighestOffer,
  // The figures the buyer's criteria read (docs/SCORING.md §17).
  financeCashNeeded: searchListings.financeCashNeeded,
  financePriceAfterCosts: searchListings.financePriceAfterCosts,
  financeTenYearReturn: searchListings.financeTenYearReturn,
  // The engine's estimate of a price-on-request listing's value (what price filters compared).
  estimatedPrice: searchListings.estimatedPrice,
};

type ColumnKey = Exclude<keyof typeof summaryColumns, "photo" | "photoCount">;
/** A scored listing as the list reads it (the wire shape, ListingSummary, is made in server/matches/listings.ts). */
export type ListingSummaryRow = Pick<SearchListing, ColumnKey> & { photo: string | null; photoCount: number | string | null };
/** A scored listing with its photos, scoring_inputs and image analysis (ListingDetail on the wire). */
export type ListingDetailRow = ListingSummaryRow & Pick<SearchListing, "photos" | "scoringInputs" | "imageAnalysis">;
/** The suburb's centroid for the locator maps; null where the suburb is not known. */
export type SuburbCentroid = { lat: number; lng: number } | null;
export type WithCentroid<T> = T & { suburbCentroid: SuburbCentroid };

const placeKey = (suburb: string, state: string) => `${suburb.trim().toLowerCase()}|${state.trim().toUpperCase()}`;

/**
 * The suburbs' centroids for the locator maps, one query for the distinct suburbs of the
 * rows. A name can repeat within a state (two Richmonds in QLD): the postcode decides,
 * then the larger population.
 */
async function withCentroids<T extends ListingSummaryRow>(db: DbOrTx, rows: T[]): Promise<WithCentroid<T>[]> {
  const keys = new Set<string>();
  for (const r of rows) if (r.addressSuburb && r.addressState) keys.add(placeKey(r.addressSuburb, r.addressState));
  if (keys.size === 0) return rows.map((r) => ({ ...r, suburbCentroid: null }));
  const found = await db
    .select({ name: suburbs.name, state: suburbs.state, postcode: suburbs.postcode, lat: suburbs.lat, lng: suburbs.lng })
    .from(suburbs)
    .where(inArray(sql<string>`lower(${suburbs.name}) || '|' || ${suburbs.state}`, [...keys]))
    .orderBy(sql`${suburbs.population} desc nulls last`);
  const byPlace = new Map<string, { postcode: string | null; lat: number; lng: number }[]>();
  for (const s of found) {
    const k = placeKey(s.name, s.state);
    byPlace.set(k, [...(byPlace.get(k) ?? []), s]);
  }
  return rows.map((r) => {
    if (!r.addressSuburb || !r.addressState) return { ...r, suburbCentroid: null };
    const options = byPlace.get(placeKey(r.addressSuburb, r.addressState));
    if (!options) return { ...r, suburbCentroid: null };
    const best = options.find((o) => o.postcode !== null && o.postcode === r.addressPostcode?.trim()) ?? options[0];
    return { ...r, suburbCentroid: { lat: best.lat, lng: best.lng } };
  });
}

/**
 * Spec 2, call 11: a session's scored rows, newest first, with their suburbs' centroids (the
 * list's order, best ranked first, is set in server/matches/listings.ts). One row per listing_id:
 * the unique index on (session_id, listing_id) holds that, and a re-delivery overwrites the row.
 */
export async function getSessionListingRows({ db, sessionId }: { db: DbOrTx; sessionId: string }): Promise<WithCentroid<ListingSummaryRow>[]> {
  const rows = await db
    .select(summaryColumns)
    .from(searchListings)
    .where(eq(searchListings.sessionId, sessionId))
    // Newest first: the order the sort in server/ keeps among listings of equal rank and score.
    .orderBy(desc(searchListings.createdAt));
  return withCentroids(db, rows);
}

/** The JSON at a path of scoring_inputs (checked against the engine's type), or null. */
const inputsAt = (path: readonly string[]) => sql<unknown>`${searchListings.scoringInputs} #> ${sql.raw(scoringPathLiteral(path))}`;

/**
 * What the finance figures of each listing of a session were worked from (scoring_inputs.finance.facts,
 * null where the listing has none, and the suburb's growth with its provenance), by listing_id: the list's finance columns for a viewer who isn't
 * the searcher are worked again from them (server/privacy.ts).
 */
export async function getSessionFinanceFacts({ db, sessionId }: { db: DbOrTx; sessionId: string }): Promise<Map<string, { facts: unknown; growth12m: unknown; growthProvenance: unknown }>> {
  const rows = await db
    .select({
      listingId: searchListings.listingId,
      facts: inputsAt(scoringPath("finance", "facts")),
      // What the ten-year figure's default growth was worked from (lib/engine/finance.ts tenYearOf).
      growth12m: inputsAt(scoringPath("suburbProfile", "growth12m")),
      growthProvenance: inputsAt(scoringPath("provenance", "growth")),
    })
    .from(searchListings)
    .where(eq(searchListings.sessionId, sessionId));
  return new Map(rows.map((r) => [r.listingId, { facts: r.facts ?? null, growth12m: r.growth12m ?? null, growthProvenance: r.growthProvenance ?? null }]));
}

const detailColumns = { ...summaryColumns, photos: searchListings.photos, scoringInputs: searchListings.scoringInputs, imageAnalysis: searchListings.imageAnalysis };

/** Spec 2, call 12: one scored row of a session with its scoring_inputs and its suburb's centroid. */
export async function getSessionListingRow({ db, sessionId, listingId }: { db: DbOrTx; sessionId: string; listingId: string }): Promise<WithCentroid<ListingDetailRow> | null> {
  const [row] = await db
    .select(detailColumns)
    .from(searchListings)
    .where(and(eq(searchListings.sessionId, sessionId), eq(searchListings.listingId, listingId)));
  if (!row) return null;
  const [withCentroid] = await withCentroids(db, [row]);
  return withCentroid;
}

/** Rows without a rank sort last, as in the list's order. */
const rankKey = sql<number>`coalesce(${searchListings.rank}, 2147483647)`;

/** The scored rows of a session with these listing ids, with their scoring_inputs (the compare view; ids not in the session are left out). */
export async function getSessionListingRowsByIds({ db, sessionId, listingIds }: { db: DbOrTx; sessionId: string; listingIds: string[] }): Promise<WithCentroid<ListingDetailRow>[]> {
  if (listingIds.length === 0) return [];
  const rows = await db
    .select(detailColumns)
    .from(searchListings)
    .where(and(eq(searchListings.sessionId, sessionId), inArray(searchListings.listingId, listingIds)));
  return withCentroids(db, rows);
}

/**
 * The session's scored rows with their scoring_inputs (no centroids), best ranked first, a page at
 * a time (keyset on rank, then id): an export of 2,000 listings never holds them all at once.
 */
export async function* iterateSessionListingRows({ db, sessionId, pageSize = 200 }: { db: DbOrTx; sessionId: string; pageSize?: number }): AsyncGenerator<ListingDetailRow[]> {
  let cursor: { rank: number; id: string } | null = null;
  for (;;) {
    const rows = await detailPage(db, sessionId, cursor, pageSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1];
    cursor = { rank: Number(last.rankKey), id: last.id };
  }
}

async function detailPage(db: DbOrTx, sessionId: string, cursor: { rank: number; id: string } | null, pageSize: number) {
  return db
    .select({ ...detailColumns, rankKey })
    .from(searchListings)
    .where(cursor ? and(eq(searchListings.sessionId, sessionId), sql`(${rankKey}, ${searchListings.id}) > (${cursor.rank}, ${cursor.id}::uuid)`) : eq(searchListings.sessionId, sessionId))
    .orderBy(rankKey, searchListings.id)
    .limit(pageSize);
}

/**
 * The session's search state: whether its latest search is still queued or running (the
 * matches screen keeps polling while results arrive in batches), and how many listings
 * matched the filters in the newest search that ranked them (the results keep the best
 * SEARCH_RESULT_LIMIT; null when no search recorded it), and whether that search filtered on price.
 */
export async function getSearchState({
  db,
  sessionId,
}: {
  db: DbOrTx;
  sessionId: string;
}): Promise<{ running: boolean; matched: number | null; priceFiltered: boolean; sourceNotes: string[] }> {
  const [[latest], [ranked]] = await Promise.all([
    db.select({ status: searchRuns.status, createdAt: searchRuns.createdAt }).from(searchRuns).where(eq(searchRuns.sessionId, sessionId)).orderBy(desc(searchRuns.createdAt)).limit(1),
    db
      .select({
        matched: searchRuns.matchedCount,
        priceFiltered: sql<boolean>`coalesce(nullif(trim(${searchRuns.payload} #>> '{data,minPrice}'), ''), nullif(trim(${searchRuns.payload} #>> '{data,maxPrice}'), '')) is not null`,
      })
      .from(searchRuns)
      .where(and(eq(searchRuns.sessionId, sessionId), isNotNull(searchRuns.matchedCount), ne(searchRuns.status, "failed")))
      .orderBy(desc(searchRuns.createdAt))
      .limit(1),
  ]);
  // Notes about listing sources posted since the latest search began (its estimate included), each once.
  const notes = latest
    ? await db
        .selectDistinct({ message: notifications.message })
        .from(notifications)
        .where(and(eq(notifications.sessionId, sessionId), eq(notifications.status, SOURCE_NOTE_STATUS), gte(notifications.createdAt, latest.createdAt)))
    : [];
  return {
    running: latest !== undefined && ["queued", "running"].includes(latest.status),
    matched: ranked?.matched ?? null,
    priceFiltered: ranked?.priceFiltered === true,
    sourceNotes: notes.map((n) => n.message).sort(),
  };
}

/** The photos, scoring_inputs and image analysis of these scored rows (by search_listings.id; ids not found are left out). */
export async function getListingDetailFieldsByIds({ db, ids }: { db: DbOrTx; ids: string[] }): Promise<Pick<SearchListing, "id" | "photos" | "scoringInputs" | "imageAnalysis">[]> {
  return db
    .select({ id: searchListings.id, photos: searchListings.photos, scoringInputs: searchListings.scoringInputs, imageAnalysis: searchListings.imageAnalysis })
    .from(searchListings)
    .where(inArray(searchListings.id, ids));
}

/**
 * The session's access fields (owner, public) and a fingerprint of everything the listings
 * answer (call 11) is built from — the session's scored rows, its search runs and its source
 * notes — in one round trip. Any insert, update or delete of one of those rows changes the
 * fingerprint (a row's xmin changes on every write), so an answer cached under it
 * (server/matches/listings-cache.ts) is never served after a change. `session` is null when
 * there is no such session.
 */
export async function getListingsAccessAndVersion({ db, sessionId }: { db: DbOrTx; sessionId: string }): Promise<{ session: SessionRecord | null; version: string }> {
  const [row] = rowsOf<{ user_id: string | null; is_public: boolean | null; guest_owner: string | null; found: boolean; v: string }>(
    await db.execute(sql`
      select
        s.user_id, s.is_public, s.guest_owner, s.session_id is not null as found,
        (select count(*) || '.' || coalesce(sum(hashtext(l.id::text || l.xmin::text)), 0) from ${searchListings} l where l.session_id = ${sessionId})
        || ':' ||
        (select count(*) || '.' || coalesce(sum(hashtext(r.id::text || r.xmin::text)), 0) from ${searchRuns} r where r.session_id = ${sessionId})
        || ':' ||
        (select count(*) || '.' || coalesce(sum(hashtext(n.id::text || n.xmin::text)), 0) from ${notifications} n where n.session_id = ${sessionId} and n.status = ${SOURCE_NOTE_STATUS})
        as v
      from (select 1) one
      left join ${userSessions} s on s.session_id = ${sessionId}
    `),
  );
  return {
    session: row.found ? { sessionId, userId: row.user_id, isPublic: row.is_public === true, guestOwner: row.guest_owner } : null,
    version: String(row.v),
  };
}
