import "server-only";
import { and, desc, eq, gte, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db/client";
import { notifications, searchListings, searchRuns, suburbs, userSessions, type SearchListing } from "@/db/schema";
import { scoringPathLiteral } from "@/db/schema/scoring-figures";
import { scoringPath } from "@/lib/engine/scoring-inputs";
import { SOURCE_NOTE_STATUS } from "@/lib/search/messages";
import { confidenceLevelOf } from "@/lib/matches/confidence";
import type { ListingDetail, ListingSummary } from "@/lib/matches/types";
import type { SessionRecord } from "@/lib/sessions/access";

/**
 * Server-only reads of a session's scored listings (spec calls 11 and 12).
 * Callers check access with requireSessionAccess first.
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
type SummaryRow = Pick<SearchListing, ColumnKey> & { photo: string | null; photoCount: number | string | null };

function toNumber(value: string | number | null): number | null {
  if (value === null) return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function finite(value: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : null;
}

function toSummary(row: SummaryRow): ListingSummary {
  return {
    id: row.id,
    listing_id: row.listingId,
    session_id: row.sessionId,
    created_at: row.createdAt.toISOString(),
    source: row.source,
    address_street: row.addressStreet,
    address_suburb: row.addressSuburb,
    address_state: row.addressState,
    address_postcode: row.addressPostcode,
    list_price: row.listPrice,
    price_text: row.priceText,
    market_status: row.marketStatus,
    property_type: row.propertyType,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    car_spaces: row.carSpaces,
    land_size: row.landSize,
    listing_url: row.listingUrl,
    satellite_image: row.satelliteImage,
    photo: row.photo,
    photo_count: toNumber(row.photoCount) ?? 0,
    heritage_overlay: row.heritageOverlay,
    flood_overlay: row.floodOverlay,
    bushfire_overlay: row.bushfireOverlay,
    rental_yield: finite(row.rentalYield),
    capital_growth: finite(row.capitalGrowth),
    property_score: finite(row.propertyScore),
    section_scores: row.sectionScores ?? null,
    analysis_complete: row.analysisComplete,
    rank: row.rank,
    capital_growth_value: finite(row.capitalGrowthValue),
    diff_percent: finite(row.diffPercent),
    estimated_price: finite(row.estimatedPrice),
    data_confidence: confidenceLevelOf(row.dataConfidence),
    finance_cash_flow: finite(row.financeCashFlow),
    finance_highest_offer: finite(row.financeHighestOffer),
    finance_cash_needed: finite(row.financeCashNeeded),
    finance_price_after_costs: finite(row.financePriceAfterCosts),
    finance_ten_year_return: finite(row.financeTenYearReturn),
    suburb_centroid: null,
  };
}

const placeKey = (suburb: string, state: string) => `${suburb.trim().toLowerCase()}|${state.trim().toUpperCase()}`;

/**
 * The suburbs' centroids for the locator maps, one query for the distinct suburbs of the
 * rows. A name can repeat within a state (two Richmonds in QLD): the postcode decides,
 * then the larger population.
 */
async function withCentroids<T extends ListingSummary>(rows: T[]): Promise<T[]> {
  const keys = new Set<string>();
  for (const r of rows) if (r.address_suburb && r.address_state) keys.add(placeKey(r.address_suburb, r.address_state));
  if (keys.size === 0) return rows;
  const db = await getDb();
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
    if (!r.address_suburb || !r.address_state) return r;
    const options = byPlace.get(placeKey(r.address_suburb, r.address_state));
    if (!options) return r;
    const best = options.find((o) => o.postcode !== null && o.postcode === r.address_postcode?.trim()) ?? options[0];
    return { ...r, suburb_centroid: { lat: best.lat, lng: best.lng } };
  });
}

/**
 * Spec 2, call 11: a session's listings, best ranked first. One row per listing_id: the unique
 * index on (session_id, listing_id) holds that, and a re-delivery overwrites the row.
 */
export async function getSessionListings({ sessionId }: { sessionId: string }): Promise<ListingSummary[]> {
  const db = await getDb();
  const rows = await db
    .select(summaryColumns)
    .from(searchListings)
    .where(eq(searchListings.sessionId, sessionId))
    // Newest first: the order the sort below keeps among listings of equal rank and score.
    .orderBy(desc(searchListings.createdAt));
  const listings = await withCentroids(rows.map(toSummary));
  return listings.sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || (b.property_score ?? -1) - (a.property_score ?? -1));
}

/** The JSON at a path of scoring_inputs (checked against the engine's type), or null. */
const inputsAt = (path: readonly string[]) => sql<unknown>`${searchListings.scoringInputs} #> ${sql.raw(scoringPathLiteral(path))}`;

/**
 * What the finance figures of each listing of a session were worked from (scoring_inputs.finance.facts,
 * null where the listing has none, and the suburb's growth with its provenance), by listing_id: the list's finance columns for a viewer who isn't
 * the searcher are worked again from them (server/privacy.ts).
 */
export async function getSessionFinanceFacts({ sessionId }: { sessionId: string }): Promise<Map<string, { facts: unknown; growth12m: unknown; growthProvenance: unknown }>> {
  const db = await getDb();
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

/** Spec 2, call 12: one listing of a session with its scoring_inputs. */
export async function getListingForSession({ sessionId, listingId }: { sessionId: string; listingId: string }): Promise<ListingDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...summaryColumns, photos: searchListings.photos, scoringInputs: searchListings.scoringInputs, imageAnalysis: searchListings.imageAnalysis })
    .from(searchListings)
    .where(and(eq(searchListings.sessionId, sessionId), eq(searchListings.listingId, listingId)));
  if (!row) return null;
  const [summary] = await withCentroids([toSummary(row)]);
  return { ...summary, photos: row.photos ?? [], scoring_inputs: row.scoringInputs ?? null, image_analysis: row.imageAnalysis ?? null };
}

const detailColumns = { ...summaryColumns, photos: searchListings.photos, scoringInputs: searchListings.scoringInputs, imageAnalysis: searchListings.imageAnalysis };

/** Rows without a rank sort last, as in getSessionListings. */
const rankKey = sql<number>`coalesce(${searchListings.rank}, 2147483647)`;

/** The listings of a session with these ids, with their scoring_inputs (the compare view; ids not in the session are left out). */
export async function getListingDetailsForSession({ sessionId, listingIds }: { sessionId: string; listingIds: string[] }): Promise<ListingDetail[]> {
  if (listingIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select(detailColumns)
    .from(searchListings)
    .where(and(eq(searchListings.sessionId, sessionId), inArray(searchListings.listingId, listingIds)));
  const summaries = await withCentroids(rows.map(toSummary));
  return summaries.map((s, i) => ({ ...s, photos: rows[i].photos ?? [], scoring_inputs: rows[i].scoringInputs ?? null, image_analysis: rows[i].imageAnalysis ?? null }));
}

/**
 * The session's listings with their scoring_inputs, best ranked first, a page at a time (keyset
 * on rank, then id): an export of 2,000 listings never holds them all at once.
 */
export async function* iterateSessionListingDetails({ sessionId, pageSize = 200 }: { sessionId: string; pageSize?: number }): AsyncGenerator<ListingDetail[]> {
  let cursor: { rank: number; id: string } | null = null;
  for (;;) {
    const rows = await detailPage(sessionId, cursor, pageSize);
    if (rows.length === 0) return;
    yield rows.map((r) => ({ ...toSummary(r), photos: r.photos ?? [], scoring_inputs: r.scoringInputs ?? null, image_analysis: r.imageAnalysis ?? null }));
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1];
    cursor = { rank: Number(last.rankKey), id: last.id };
  }
}

async function detailPage(sessionId: string, cursor: { rank: number; id: string } | null, pageSize: number) {
  const db = await getDb();
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
  sessionId,
}: {
  sessionId: string;
}): Promise<{ running: boolean; matched: number | null; priceFiltered: boolean; sourceNotes: string[] }> {
  const db = await getDb();
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

/**
 * The session's best `limit` listings (the order of getSessionListings) with their
 * scoring_inputs: what the assistant explains rankings from.
 */
export async function getTopListingDetails({ sessionId, limit }: { sessionId: string; limit: number }): Promise<ListingDetail[]> {
  const top = (await getSessionListings({ sessionId })).slice(0, limit);
  if (top.length === 0) return [];
  const db = await getDb();
  const extra = await db
    .select({ id: searchListings.id, photos: searchListings.photos, scoringInputs: searchListings.scoringInputs, imageAnalysis: searchListings.imageAnalysis })
    .from(searchListings)
    .where(inArray(searchListings.id, top.map((l) => l.id)));
  const byId = new Map(extra.map((r) => [r.id, r]));
  return top.map((l) => ({ ...l, photos: byId.get(l.id)?.photos ?? [], scoring_inputs: byId.get(l.id)?.scoringInputs ?? null, image_analysis: byId.get(l.id)?.imageAnalysis ?? null }));
}

/**
 * The session's access fields (owner, public) and a fingerprint of everything the listings
 * answer (call 11) is built from — the session's scored rows, its search runs and its source
 * notes — in one round trip. Any insert, update or delete of one of those rows changes the
 * fingerprint (a row's xmin changes on every write), so an answer cached under it
 * (server/matches/listings-cache.ts) is never served after a change. `session` is null when
 * there is no such session.
 */
export async function getListingsAccessAndVersion({ sessionId }: { sessionId: string }): Promise<{ session: SessionRecord | null; version: string }> {
  const db = await getDb();
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
