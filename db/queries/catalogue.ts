/**
 * The listing catalogue as a search reads it: the estimate's count and the search's candidates,
 * both built from the engine's hardFilterPredicate() so they select exactly what
 * filterListings() keeps, with each row's version for the search's in-memory copy. The
 * catalogue's writes are in catalogue-writes.ts, the suburbs' reads in suburbs.ts. The CLI
 * scripts share these functions with the server: they run under --conditions=react-server,
 * where server-only is allowed.
 */
import "server-only";
import { and, arrayContains, arrayOverlaps, asc, eq, gt, gte, inArray, lte, not, notInArray, sql, type SQL } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "@/db/client";
import { listings } from "@/db/schema";
import {
  hardFilterPredicate,
  toEngineListing,
  type EngineCore,
  type EngineData,
  type EngineListing,
  type HardFilterPredicate,
} from "@/lib/engine";

/** The WHERE conditions of a hard-filter predicate (mirrors matchesPredicate in lib/engine/filter.ts). */
export function hardFilterConditions(p: HardFilterPredicate): SQL[] {
  const where: SQL[] = [];
  if (p.marketStatus) where.push(eq(listings.marketStatus, p.marketStatus));
  if (p.propertyTypes) where.push(p.propertyTypes.length === 1 ? eq(listings.propertyType, p.propertyTypes[0]) : inArray(listings.propertyType, p.propertyTypes));
  if (p.minBedrooms > 0) where.push(gte(listings.bedrooms, p.minBedrooms));
  if (p.minBathrooms > 0) where.push(gte(listings.bathrooms, p.minBathrooms));
  if (p.minCars > 0) where.push(gte(listings.carSpaces, p.minCars));
  // A null search_price fails both comparisons, as in the engine.
  if (p.minPrice !== null) where.push(gte(listings.searchPrice, p.minPrice));
  if (p.maxPrice !== null) where.push(lte(listings.searchPrice, p.maxPrice));
  if (p.minLandSize !== null) where.push(gte(listings.landSize, p.minLandSize));
  if (p.features.length > 0) where.push(arrayContains(listings.features, p.features));
  if (p.locationKeys) where.push(p.locationKeys.length === 0 ? sql`false` : arrayOverlaps(listings.locationKeys, p.locationKeys));
  if (p.excluded.propertyTypes.length) where.push(notInArray(listings.propertyType, p.excluded.propertyTypes));
  if (p.excluded.features.length) where.push(not(arrayOverlaps(listings.features, p.excluded.features)));
  if (p.excluded.locationKeys.length) where.push(not(arrayOverlaps(listings.locationKeys, p.excluded.locationKeys)));
  return where;
}

/**
 * Which sources' listings a search reads: `sources` lists them ('demo', 'import', 'domain');
 * a source named in `freshSince` counts only rows refreshed since then (a live source's
 * listings that it no longer returns fall out). Undefined: every row.
 */
export type SourceFilter = { sources: readonly string[]; freshSince?: Readonly<Record<string, Date>> };

export function sourceCondition(filter: SourceFilter | undefined): SQL | null {
  if (!filter) return null;
  if (filter.sources.length === 0) return sql`false`;
  const plain = filter.sources.filter((s) => !filter.freshSince?.[s]);
  const parts: SQL[] = [];
  if (plain.length) parts.push(plain.length === 1 ? eq(listings.source, plain[0]) : inArray(listings.source, [...plain]));
  for (const s of filter.sources) {
    const since = filter.freshSince?.[s];
    if (since) parts.push(and(eq(listings.source, s), gte(listings.updatedAt, since))!);
  }
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

function whereOf(data: EngineData | null | undefined, filter: SourceFilter | undefined): SQL[] {
  const where = hardFilterConditions(hardFilterPredicate(data));
  const src = sourceCondition(filter);
  return src ? [...where, src] : where;
}

/** How many catalogue listings pass the hard filters (the search estimate). */
export async function countMatchingListings({ db, data, sources }: { db: DbOrTx; data: EngineData | null | undefined; sources?: SourceFilter }): Promise<number> {
  const where = whereOf(data, sources);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(where.length ? and(...where) : undefined);
  return Number(row?.n ?? 0);
}

/** The columns toEngineListing() reads: descriptions and timestamps stay in the database. */
const engineColumns = {
  listingId: listings.listingId,
  source: listings.source,
  addressStreet: listings.addressStreet,
  suburb: listings.suburb,
  state: listings.state,
  postcode: listings.postcode,
  suburbId: listings.suburbId,
  lga: listings.lga,
  urbanArea: listings.urbanArea,
  propertyType: listings.propertyType,
  marketStatus: listings.marketStatus,
  price: listings.price,
  searchPrice: listings.searchPrice,
  bedrooms: listings.bedrooms,
  bathrooms: listings.bathrooms,
  carSpaces: listings.carSpaces,
  landSize: listings.landSize,
  frontage: listings.frontage,
  isCorner: listings.isCorner,
  isBattleAxe: listings.isBattleAxe,
  yearBuilt: listings.yearBuilt,
  condition: listings.condition,
  layout: listings.layout,
  features: listings.features,
  zoning: listings.zoning,
  floodOverlay: listings.floodOverlay,
  bushfireOverlay: listings.bushfireOverlay,
  heritageOverlay: listings.heritageOverlay,
  rentWeekly: listings.rentWeekly,
  listingUrl: listings.listingUrl,
  satelliteImage: listings.satelliteImage,
  floorPlans: listings.floorPlans,
  photos: listings.photos,
  priceText: listings.priceText,
};

export const CANDIDATE_BATCH = 5_000;

/**
 * Every listing that passes the hard filters (up to `limit`), in listing_id order, read in
 * keyset-paginated batches so neither driver holds one huge result.
 */
export async function selectCandidateListings({
  db,
  data,
  limit,
  sources,
}: {
  db: DbOrTx;
  data: EngineData | null | undefined;
  limit?: number;
  sources?: SourceFilter;
}): Promise<EngineListing[]> {
  const where = whereOf(data, sources);
  const out: EngineListing[] = [];
  const max = limit ?? Number.POSITIVE_INFINITY;
  let after: string | null = null;
  while (out.length < max) {
    const size = Math.min(CANDIDATE_BATCH, max - out.length);
    const conditions: SQL[] = after === null ? where : [...where, gt(listings.listingId, after)];
    const rows = await db
      .select(engineColumns)
      .from(listings)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(listings.listingId))
      .limit(size);
    for (const r of rows) out.push(toEngineListing(r));
    if (rows.length < size) break;
    after = rows[rows.length - 1].listingId;
  }
  return out;
}

/**
 * A listing row's version: its xmin, the transaction that wrote this version of the row. Every
 * write (an import, a live source's refresh, an operator's SQL) gives the row a new one, so a
 * copy of a row read under a version is the row as long as the version is unchanged
 * (server/search/catalogue-cache.ts keeps copies under it).
 */
const rowVersion = sql<string>`${listings}.xmin::text`;

/** A candidate's core fields and the version of the row they were read from. */
export type VersionedCore = { core: EngineCore; version: string };

/**
 * The first-pass fields (ENGINE_CORE_FIELDS) of every listing that passes the hard filters, with
 * each row's version, in listing_id order, in one query: a search's first phase
 * (rankCandidatesInPhases). About an eighth of the cost of selectCandidateListings() per row at
 * 71,703 candidates: no jsonb but a listed-price listing's condition (not read then), no arrays,
 * no URLs. With `ids`, only those listings that still pass the filters (listing_id order within
 * each batch of CANDIDATE_BATCH ids; the ranking doesn't depend on the order).
 */
export async function selectCandidateCores({
  db,
  data,
  sources,
  ids,
}: {
  db: DbOrTx;
  data: EngineData | null | undefined;
  sources?: SourceFilter;
  ids?: readonly string[];
}): Promise<VersionedCore[]> {
  const where = whereOf(data, sources);
  const query = (conditions: SQL[]) =>
    db
      .select({
        listingId: listings.listingId,
        suburbId: listings.suburbId,
        suburb: listings.suburb,
        state: listings.state,
        propertyType: listings.propertyType,
        bedrooms: listings.bedrooms,
        landSize: listings.landSize,
        price: listings.price,
        rentWeekly: listings.rentWeekly,
        // Read only when the price is on request (it sets the estimated value, which is then the price).
        condition: sql<EngineCore["condition"]>`case when ${listings.price} is null then ${listings.condition} end`.mapWith(listings.condition),
        floodOverlay: listings.floodOverlay,
        bushfireOverlay: listings.bushfireOverlay,
        heritageOverlay: listings.heritageOverlay,
        version: rowVersion,
      } satisfies Record<keyof EngineCore | "version", unknown>)
      .from(listings)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(listings.listingId));
  const split = ({ version, ...core }: EngineCore & { version: string }): VersionedCore => ({ core, version });
  if (!ids) return (await query(where)).map(split);
  const out: VersionedCore[] = [];
  for (let i = 0; i < ids.length; i += CANDIDATE_BATCH) {
    for (const r of await query([...where, inArray(listings.listingId, ids.slice(i, i + CANDIDATE_BATCH))])) out.push(split(r));
  }
  return out;
}

/**
 * The id and row version of every listing that passes the hard filters, in no particular order
 * (the ranking doesn't depend on it): what a search reads when it holds the core fields of most
 * rows already. Two short columns per candidate, through the driver's own row parsing — it is
 * read for tens of thousands of rows per search.
 */
export async function selectCandidateVersions({
  db,
  data,
  sources,
}: {
  db: DbOrTx;
  data: EngineData | null | undefined;
  sources?: SourceFilter;
}): Promise<{ listingId: string; version: string }[]> {
  const where = whereOf(data, sources);
  return rowsOf<{ listingId: string; version: string }>(
    await db.execute(sql`select ${listings.listingId} as "listingId", ${rowVersion} as "version" from ${listings}${where.length ? sql` where ${and(...where)}` : sql``}`),
  );
}

/**
 * The given listings as the engine reads them, each with its row version (any order; ids not in
 * the catalogue are left out), in batches of CANDIDATE_BATCH ids.
 */
export async function selectVersionedListingsByIds({ db, ids }: { db: DbOrTx; ids: readonly string[] }): Promise<{ listing: EngineListing; version: string }[]> {
  const out: { listing: EngineListing; version: string }[] = [];
  for (let i = 0; i < ids.length; i += CANDIDATE_BATCH) {
    const rows = await db
      .select({ ...engineColumns, version: rowVersion })
      .from(listings)
      .where(inArray(listings.listingId, ids.slice(i, i + CANDIDATE_BATCH)));
    for (const { version, ...r } of rows) out.push({ listing: toEngineListing(r), version });
  }
  return out;
}

/** Catalogue rows by listing id. */
export async function getListingsByIds({ db, ids }: { db: DbOrTx; ids: string[] }) {
  if (ids.length === 0) return [];
  return db.select().from(listings).where(inArray(listings.listingId, ids));
}
