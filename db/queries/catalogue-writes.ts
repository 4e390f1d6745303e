/**
 * The catalogue's writes: the demo generator's and the importers' (the CLI scripts and the
 * Domain source), in batches of one JSON parameter each, and the planner statistics after them.
 * The CLI scripts share these functions with the server: they run under
 * --conditions=react-server, where server-only is allowed.
 */
import "server-only";
import { eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { listings, type NewCatalogueListing } from "@/db/schema";
import { listingLocationKeys, type EngineListing } from "@/lib/engine";

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
export async function insertCatalogueRows({ db, rows, batch = INSERT_BATCH }: { db: DbOrTx; rows: NewCatalogueListing[]; batch?: number }): Promise<number> {
  for (let i = 0; i < rows.length; i += batch) await db.execute(batchStatement(rows.slice(i, i + batch), null));
  return rows.length;
}

/** Removes the generated demo listings; imported ones are never touched. */
export async function deleteDemoListings({ db }: { db: DbOrTx }): Promise<void> {
  await db.delete(listings).where(eq(listings.source, "demo"));
}

/** Upserts rows by listing_id (re-running an import is harmless). Call inside a transaction. */
export async function upsertCatalogueRows({ db, rows, batch = INSERT_BATCH }: { db: DbOrTx; rows: NewCatalogueListing[]; batch?: number }): Promise<number> {
  const set = sql.raw(
    [...WRITE_COLUMNS.filter((c) => c.name !== "listing_id").map((c) => `"${c.name}" = excluded."${c.name}"`), `"updated_at" = now()`].join(", "),
  );
  for (let i = 0; i < rows.length; i += batch) {
    await db.execute(batchStatement(rows.slice(i, i + batch), sql` on conflict ("listing_id") do update set ${set}`));
  }
  return rows.length;
}

/**
 * Refreshes planner statistics, and with `vacuum` the visibility map too, so the count's
 * index-only scans skip the heap. Must run outside a transaction.
 */
export async function refreshListingStats({ db, vacuum = true }: { db: DbOrTx; vacuum?: boolean }): Promise<void> {
  await db.execute(vacuum ? sql`vacuum analyze listings` : sql`analyze listings`);
}
