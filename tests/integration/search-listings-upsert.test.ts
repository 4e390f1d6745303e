// @drivers: both — jsonb_to_recordset and column defaults are SQL the two engines could treat differently
/**
 * upsertSearchListings() (db/queries/search-runs.ts): the job's batches go as one JSON parameter
 * unpacked by jsonb_to_recordset(); rows that leave columns out go through the query builder with
 * the columns' defaults. Either way every column reads back as written, and delivering a row again
 * updates it in place — on both drivers.
 */
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { upsertSearchListings } from "@/db/queries/search-runs";
import { searchListings, type NewSearchListing } from "@/db/schema";
import { toSearchListingRow } from "@/server/search/search-job";
import { rankCandidates } from "@/server/search/scoring";
import type { ScoredListing } from "@/lib/engine/types";
import { newId, newSession, payloadFor, seedCatalogue } from "./search-fixtures";

let ranked: ScoredListing[] = [];
beforeAll(async () => {
  await seedCatalogue({ count: 300 });
  ranked = (await rankCandidates(payloadFor(newId(), { locations: ["Victoria", "Tasmania"], propertyType: null, bedrooms: "1+" }), 30, undefined)).ranked;
}, 120_000);

/** A stored row as the job wrote it (real columns are float4: compared at that precision). */
function expected(row: NewSearchListing) {
  const f4 = (x: number | null | undefined) => (x === null || x === undefined ? null : Math.fround(x));
  return { ...row, rentalYield: f4(row.rentalYield), capitalGrowth: f4(row.capitalGrowth), propertyScore: f4(row.propertyScore) };
}

/** The figures PostgreSQL generates from scoring_inputs are no writer's (search-listings-figures.test.ts checks them). */
const GENERATED = ["capitalGrowthValue", "diffPercent", "estimatedPrice", "dataConfidence", "financeCashFlow", "financeHighestOffer", "financeCashNeeded", "financePriceAfterCosts", "financeTenYearReturn"] as const;
function withoutGenerated<T extends Record<string, unknown>>(row: T): Omit<T, (typeof GENERATED)[number]> {
  const copy: Record<string, unknown> = { ...row };
  for (const k of GENERATED) delete copy[k];
  return copy as Omit<T, (typeof GENERATED)[number]>;
}

async function stored(sessionId: string) {
  const db = await getDb();
  const rows = await db.select().from(searchListings).where(eq(searchListings.sessionId, sessionId)).orderBy(asc(searchListings.rank));
  return rows.map(withoutGenerated).map(({ id, createdAt, ...r }) => {
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(createdAt).toBeInstanceOf(Date);
    return { ...r, rentalYield: r.rentalYield === null ? null : Math.fround(r.rentalYield), capitalGrowth: r.capitalGrowth === null ? null : Math.fround(r.capitalGrowth), propertyScore: r.propertyScore === null ? null : Math.fround(r.propertyScore) };
  });
}

describe("upsertSearchListings", () => {
  it("stores every column of the job's rows as written (explanations, photos, nulls and all)", async () => {
    const sessionId = await newSession();
    const rows = ranked.map((s, i) => toSearchListingRow(sessionId, s, i + 1));
    expect(rows.some((r) => r.listPrice === null || r.landSize === null || r.photos === null)).toBe(true);
    const db = await getDb();
    await db.transaction((tx) => upsertSearchListings({ db: tx, rows }));
    expect(await stored(sessionId)).toEqual(rows.map(expected));
  });

  it("a row delivered again is updated in place: one row per listing", async () => {
    const sessionId = await newSession();
    const rows = ranked.slice(0, 5).map((s, i) => toSearchListingRow(sessionId, s, i + 1));
    const db = await getDb();
    await db.transaction((tx) => upsertSearchListings({ db: tx, rows }));
    // Every column a source can change between deliveries: the price and its text, the photos, the scores.
    const again = rows.map((r, i) => ({
      ...r,
      listPrice: `$${(700 + i) * 1000}`,
      priceText: "Auction",
      photos: [`https://example.test/redelivered-${i}.jpg`],
      propertyScore: 1.5,
      rank: (r.rank ?? 0) + 100,
      scoringInputs: { redelivered: true },
    }));
    await db.transaction((tx) => upsertSearchListings({ db: tx, rows: again }));
    expect(await stored(sessionId)).toEqual(again.map(expected));
  });

  it("rows that leave columns out get the columns' defaults", async () => {
    const sessionId = await newSession();
    const db = await getDb();
    await db.transaction((tx) =>
      upsertSearchListings({
        db: tx,
        rows: [
          { sessionId, listingId: "partial-1", propertyScore: 40 },
          { sessionId, listingId: "partial-2", source: "import", analysisComplete: true },
        ],
      }),
    );
    const rows = await stored(sessionId);
    expect(rows.map((r) => [r.listingId, r.source, r.analysisComplete])).toEqual(
      expect.arrayContaining([
        ["partial-1", "demo", false],
        ["partial-2", "import", true],
      ]),
    );
  });
});
