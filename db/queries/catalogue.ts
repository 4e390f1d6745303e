/**
 * The listing catalogue in SQL: the estimate's count and the search's candidates, both
 * built from the engine's hardFilterPredicate() so they select exactly what
 * filterListings() keeps; suburb profiles; and the writes of the generator and importer.
 * The CLI scripts share these functions with the server: they run under
 * --conditions=react-server, where server-only is allowed.
 */
import "server-only";
import { and, arrayContains, arrayOverlaps, asc, eq, getTableColumns, gt, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { getDb, rowsOf, type DbOrTx } from "@/db/client";
import { listings, sourceStatisticsGaps, suburbStatistics, suburbs, type NewCatalogueListing } from "@/db/schema";
import { profileOfSuburb, storedProfile } from "@/lib/catalogue/profile";
import {
  hardFilterPredicate,
  listingLocationKeys,
  splitProfileKeys,
  suburbIdKey,
  suburbNameKey,
  toEngineListing,
  type EngineCore,
  type EngineData,
  type EngineListing,
  type HardFilterPredicate,
  type SuburbProfile,
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

/**
 * A fingerprint of what the suburb profiles are read from (the suburbs, their measured
 * statistics and a statistics source's current gaps): it changes on every write to any of
 * them, and when a gap lapses, so profiles kept in memory under it are current while it is unchanged.
 */
export async function getProfileTablesVersion({ db }: { db: DbOrTx }): Promise<string> {
  const [row] = rowsOf<{ v: string }>(
    await db.execute(sql`select
      (select count(*) || '.' || coalesce(sum(hashtext(s.id::text || '.' || s.xmin::text)), 0) from ${suburbs} s)
      || '/' ||
      (select count(*) || '.' || coalesce(sum(hashtext(t.id::text || '.' || t.xmin::text)), 0) from ${suburbStatistics} t)
      || '/' ||
      (select count(*) || '.' || coalesce(sum(hashtext(g.suburb || '.' || g.property_category || '.' || g.xmin::text)), 0) from ${sourceStatisticsGaps} g where g.expires_at > now()) as v`),
  );
  return String(row?.v ?? "");
}

/**
 * Suburb profiles for keys from profileKeysOf(): "#<ABS code>" or "<lower-case name>|<STATE>".
 * A suburb whose stored profile is missing gets one derived on the fly. Where two suburbs of
 * a state share a name, the more populous answers the name key.
 */
export async function getSuburbProfiles({ db, keys }: { db: DbOrTx; keys: readonly string[] }): Promise<Map<string, SuburbProfile>> {
  const { ids, names } = splitProfileKeys(keys);
  const out = new Map<string, SuburbProfile>();
  if (ids.size === 0 && names.size === 0) return out;
  const nameExpr = sql<string>`lower(${suburbs.name}) || '|' || ${suburbs.state}`;
  const conds: SQL[] = [];
  if (ids.size) conds.push(inArray(suburbs.id, [...ids]));
  if (names.size) conds.push(inArray(nameExpr, [...names]));
  // The stored profile alone (the whole row only for a suburb whose profile must be derived): a
  // search reads thousands of suburbs, and the other columns cost more to read than the profile.
  const rows = await db
    .select({ id: suburbs.id, name: suburbs.name, state: suburbs.state, profile: suburbs.profile })
    .from(suburbs)
    .where(conds.length === 1 ? conds[0] : sql`(${conds[0]}) or (${conds[1]})`)
    .orderBy(sql`${suburbs.population} desc nulls last`, asc(suburbs.id));
  const toDerive = rows.filter((r) => !storedProfile(r.profile)).map((r) => r.id);
  const derived = new Map<number, SuburbProfile>();
  if (toDerive.length) {
    for (const r of await db.select().from(suburbs).where(inArray(suburbs.id, toDerive))) derived.set(r.id, profileOfSuburb(r));
  }
  for (const r of rows) {
    const profile = storedProfile(r.profile) ?? derived.get(r.id)!;
    const idKey = suburbIdKey(r.id);
    if (ids.has(r.id)) out.set(idKey, profile);
    const nameKey = suburbNameKey(r.name, r.state);
    if (names.has(nameKey) && !out.has(nameKey)) out.set(nameKey, profile);
  }
  return out;
}

/* ---------- writes ---------- */

/** What a catalogue row needs beyond the engine's fields. */
export type CatalogueExtras = {
  lat?: number | null;
  lng?: number | null;
  style?: string | null;
  description?: string | null;
  priceText?: string | null;
  photos?: string[] | null;
};

/** An engine listing as a `listings` row, with its location keys for the SQL filters. */
export function toCatalogueRow(l: EngineListing & CatalogueExtras): NewCatalogueListing {
  return {
    listingId: l.listingId,
    source: l.source,
    addressStreet: l.addressStreet,
    suburb: l.suburb,
    state: l.state,
    postcode: l.postcode,
    suburbId: l.suburbId,
    lga: l.lga,
    urbanArea: l.urbanArea,
    lat: l.lat ?? null,
    lng: l.lng ?? null,
    propertyType: l.propertyType,
    marketStatus: l.marketStatus,
    price: l.price,
    priceText: l.priceText ?? null,
    searchPrice: l.searchPrice,
    bedrooms: l.bedrooms,
    bathrooms: l.bathrooms,
    carSpaces: l.carSpaces,
    landSize: l.landSize,
    frontage: l.frontage,
    isCorner: l.isCorner,
    isBattleAxe: l.isBattleAxe,
    yearBuilt: l.yearBuilt,
    style: l.style ?? null,
    condition: l.condition,
    layout: l.layout,
    features: l.features,
    zoning: l.zoning,
    floodOverlay: l.floodOverlay,
    bushfireOverlay: l.bushfireOverlay,
    heritageOverlay: l.heritageOverlay,
    rentWeekly: l.rentWeekly,
    description: l.description ?? null,
    listingUrl: l.listingUrl,
    satelliteImage: l.satelliteImage,
    floorPlans: l.floorPlans,
    photos: l.photos ?? null,
    locationKeys: listingLocationKeys(l),
  };
}

export const INSERT_BATCH = 1_000;

/** The columns a catalogue write sets (id and timestamps take their defaults). */
const WRITE_COLUMNS = Object.entries(getTableColumns(listings))
  .filter(([key]) => key !== "id" && key !== "createdAt" && key !== "updatedAt")
  .map(([key, col]) => ({ key: key as keyof NewCatalogueListing, name: col.name }));

/**
 * One batch as a single JSON parameter expanded by json_populate_recordset: a thousand rows
 * of forty columns would otherwise be 40,000 bind parameters, which both drivers handle
 * slowly. The column list comes from the Drizzle table, so the two can't drift apart.
 */
function batchStatement(rows: NewCatalogueListing[], onConflict: SQL | null): SQL {
  const json = JSON.stringify(
    rows.map((r) => {
      const o: Record<string, unknown> = {};
      for (const c of WRITE_COLUMNS) o[c.name] = r[c.key] ?? null;
      return o;
    }),
  );
  const cols = sql.raw(WRITE_COLUMNS.map((c) => `"${c.name}"`).join(", "));
  return sql`insert into ${listings} (${cols}) select ${cols} from json_populate_recordset(null::listings, ${json}::json)${onConflict ?? sql``}`;
}

/** Inserts rows in batches (call inside a transaction). */
export async function insertCatalogueRows(db: DbOrTx, rows: NewCatalogueListing[], batch = INSERT_BATCH): Promise<number> {
  for (let i = 0; i < rows.length; i += batch) await db.execute(batchStatement(rows.slice(i, i + batch), null));
  return rows.length;
}

/** Removes the generated demo listings; imported ones are never touched. */
export async function deleteDemoListings(db: DbOrTx): Promise<void> {
  await db.delete(listings).where(eq(listings.source, "demo"));
}

/** Upserts rows by listing_id (re-running an import is harmless). Call inside a transaction. */
export async function upsertCatalogueRows(db: DbOrTx, rows: NewCatalogueListing[], batch = INSERT_BATCH): Promise<number> {
  const set = sql.raw(
    [...WRITE_COLUMNS.filter((c) => c.name !== "listing_id").map((c) => `"${c.name}" = excluded."${c.name}"`), `"updated_at" = now()`].join(", "),
  );
  for (let i = 0; i < rows.length; i += batch) {
    await db.execute(batchStatement(rows.slice(i, i + batch), sql` on conflict ("listing_id") do update set ${set}`));
  }
  return rows.length;
}

/** Suburb rows for resolving imported listings: by lower-case name and state. */
export async function findSuburbsByName({ db, keys }: { db: DbOrTx; keys: readonly string[] }) {
  if (keys.length === 0) return [];
  const nameExpr = sql<string>`lower(${suburbs.name}) || '|' || ${suburbs.state}`;
  return db
    .select()
    .from(suburbs)
    .where(inArray(nameExpr, [...keys]))
    .orderBy(sql`${suburbs.population} desc nulls last`, asc(suburbs.id));
}

/**
 * Refreshes planner statistics, and with `vacuum` the visibility map too, so the count's
 * index-only scans skip the heap. Must run outside a transaction.
 */
export async function refreshListingStats(db: DbOrTx, { vacuum = true }: { vacuum?: boolean } = {}): Promise<void> {
  await db.execute(vacuum ? sql`vacuum analyze listings` : sql`analyze listings`);
}

/** Every suburb's name, state, postcode, LGA and population: what place names are resolved against. */
export async function listSuburbNames({ db }: { db: DbOrTx }) {
  return db.select({ name: suburbs.name, state: suburbs.state, postcode: suburbs.postcode, lga: suburbs.lga, urbanArea: suburbs.urbanArea, statisticArea: suburbs.statisticArea, population: suburbs.population }).from(suburbs);
}

/** The suburbs the built-in places autocomplete and the assistant search (names, states, postcodes, areas). */
export async function listSuburbPlaces() {
  const db = await getDb();
  return db.select({ name: suburbs.name, state: suburbs.state, postcode: suburbs.postcode, lga: suburbs.lga, population: suburbs.population }).from(suburbs);
}

/** Catalogue rows by listing id. */
export async function getListingsByIds({ ids }: { ids: string[] }) {
  if (ids.length === 0) return [];
  const db = await getDb();
  return db.select().from(listings).where(inArray(listings.listingId, ids));
}

/** How many suburbs the database holds (0 before the first seed). */
export async function countSuburbs({ db }: { db: DbOrTx }): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(suburbs);
  return Number(n);
}
