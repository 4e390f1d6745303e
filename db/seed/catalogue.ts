/**
 * Suburb profiles and the demo catalogue in the database. Both are derived
 * deterministically (lib/catalogue), so re-seeding gives the same rows.
 */
import { asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { listings, suburbs, type NewSuburb, type Suburb } from "../schema";
import { deleteDemoListings, insertCatalogueRows, toCatalogueRow } from "../queries/catalogue-writes";
import { deriveSuburbProfile, generateCatalogue, type SuburbInput } from "@/lib/catalogue";
import { isKnownState } from "@/lib/catalogue/profile";

export const DEFAULT_CATALOGUE_SEED = 42;

/** A seed-file row (optional fields) as the generator's input. */
export function suburbInputOf(r: NewSuburb): SuburbInput {
  return {
    id: r.id,
    name: r.name,
    state: r.state,
    postcode: r.postcode ?? null,
    urbanArea: r.urbanArea ?? null,
    localityType: r.localityType ?? null,
    lga: r.lga ?? null,
    statisticArea: r.statisticArea ?? null,
    elevation: r.elevation ?? null,
    population: r.population ?? null,
    medianIncome: r.medianIncome ?? null,
    areaSqkm: r.areaSqkm ?? null,
    lat: r.lat,
    lng: r.lng,
    bushfireProneFraction: r.bushfireProneFraction ?? null,
    profile: r.profile ?? null,
  };
}

/** Seed rows with their derived profile attached (suburbs outside the eight states keep none). */
export function withProfiles(rows: NewSuburb[]): NewSuburb[] {
  return rows.map((r) => (isKnownState(r.state) ? { ...r, profile: deriveSuburbProfile(suburbInputOf(r)) as unknown as Record<string, unknown> } : r));
}

/** Derives and stores the profile of every suburb that has none yet. */
export async function fillSuburbProfiles({ db }: { db: DbOrTx }): Promise<number> {
  const missing = await db.select().from(suburbs).where(isNull(suburbs.profile)).orderBy(asc(suburbs.id));
  const rows = missing.filter((s) => isKnownState(s.state));
  for (let i = 0; i < rows.length; i += 1000) {
    const values = rows.slice(i, i + 1000).map((s) => sql`(${s.id}::int, ${JSON.stringify(deriveSuburbProfile(s))}::jsonb)`);
    await db.execute(sql`update suburbs set profile = v.p from (values ${sql.join(values, sql`, `)}) as v(id, p) where suburbs.id = v.id`);
  }
  return rows.length;
}

export async function loadSuburbs({ db }: { db: DbOrTx }): Promise<Suburb[]> {
  return db.select().from(suburbs).orderBy(asc(suburbs.id));
}

/**
 * Replaces the demo listings with a freshly generated catalogue (imported listings are
 * untouched). Call inside a transaction so a failure leaves the previous catalogue.
 */
export async function seedDemoCatalogue({
  db,
  count,
  seed = DEFAULT_CATALOGUE_SEED,
  suburbs: given,
}: {
  db: DbOrTx;
  count: number;
  seed?: number;
  suburbs?: SuburbInput[];
}) {
  const t0 = performance.now();
  const subs = given ?? (await loadSuburbs({ db }));
  const generated = generateCatalogue({ suburbs: subs, count, seed });
  const t1 = performance.now();
  await deleteDemoListings({ db });
  const rows = generated.map((l) => toCatalogueRow(l));
  await insertCatalogueRows({ db, rows });
  const t2 = performance.now();
  return { count: rows.length, generateMs: Math.round(t1 - t0), insertMs: Math.round(t2 - t1) };
}

export async function countListings({ db, source }: { db: DbOrTx; source?: string }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(source ? eq(listings.source, source) : undefined);
  return Number(row?.n ?? 0);
}
