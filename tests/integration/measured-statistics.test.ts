// @drivers: both — the search job's reads and upserts of suburb statistics, in transactions
/**
 * A search whose suburb has measured statistics scores against them: the rent and the suburb
 * median say 'measured' with their sample size and period, and the data confidence is higher
 * than the same search gets without them. On both drivers, through the search job and the
 * stored search_listings rows.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { insertCatalogueRows, toCatalogueRow } from "@/db/queries/catalogue-writes";
import { createRun } from "@/db/queries/search-runs";
import { upsertSuburbStatistics } from "@/db/queries/suburb-statistics";
import { searchListings, suburbs } from "@/db/schema";
import type { DataConfidence, ScoringProvenance } from "@/lib/engine";
import { listingFixture } from "@/lib/testkit/engine-listings";
import { runSearchJob } from "@/server/search/search-job";
import { newSession, payloadFor, seedCatalogue } from "./search-fixtures";
import { measuredStatisticFixture } from "@/lib/testkit/statistics";

let place: { id: number; name: string; state: string; postcode: string | null };

beforeAll(async () => {
  await seedCatalogue({ states: ["TAS"], count: 50 });
  const db = await getDb();
  const [s] = await db.select({ id: suburbs.id, name: suburbs.name, state: suburbs.state, postcode: suburbs.postcode }).from(suburbs).where(eq(suburbs.name, "Sandy Bay"));
  place = s;
  // Two live-style listings: a price and the facts, but no rent, zoning, condition or layout.
  const listing = (id: string, price: number) =>
    toCatalogueRow({
      ...listingFixture({
        listingId: id,
        source: "import",
        suburb: s.name,
        state: s.state,
        postcode: s.postcode,
        suburbId: s.id,
        lga: null,
        urbanArea: null,
        price,
        searchPrice: price,
        bedrooms: 3,
        rentWeekly: null,
        zoning: null,
        condition: null,
        layout: null,
        frontage: null,
      }),
    });
  await db.transaction((tx) => insertCatalogueRows({ db: tx, rows: [listing("STAT-1", 910_000), listing("STAT-2", 1_020_000)] }));
}, 120_000);

async function searchAndRead(listingId: string) {
  const sessionId = await newSession();
  const payload = payloadFor(sessionId, {
    locations: [`${place.name}, ${place.state} ${place.postcode}`],
    propertyType: "House",
    bedrooms: "3+",
    importanceRanking: ["investmentGoals"],
    investmentGoals: { highcashflow: true, undervalued: true, highcapitalgrowth: false },
  });
  const run = await createRun({ db: await getDb(), sessionId, userId: null, engine: "builtin", status: "queued", payload, notifyEmail: null });
  expect((await runSearchJob({ runId: run.id, attempt: 0 })).outcome).toBe("complete");
  const db = await getDb();
  const [row] = await db.select().from(searchListings).where(and(eq(searchListings.sessionId, sessionId), eq(searchListings.listingId, listingId)));
  expect(row).toBeDefined();
  return row.scoringInputs as { provenance: ScoringProvenance; confidence: DataConfidence; investmentGoals: { undervalued: { suburb_median: number }; highcashflow: { weekly_rent: number } } };
}

const RANK = { low: 0, medium: 1, high: 2 } as const;

describe("a search with measured suburb statistics", () => {
  it("says 'measured', with the sample and period, and is more confident than without them", async () => {
    const before = await searchAndRead("STAT-1");
    expect(before.provenance.weekly_rent?.kind).toBe("modelled");
    expect(before.provenance.suburb_median.kind).toBe("modelled");
    expect(before.provenance.price.kind).toBe("listing");
    expect(before.confidence.level).toBe("low");

    const db = await getDb();
    await upsertSuburbStatistics({
      db,
      rows: [
        {
          suburbId: place.id,
          ...measuredStatisticFixture({ suburb: place.name, state: place.state, postcode: place.postcode, medianSalePrice: 1_200_000, medianRentWeekly: 700 }),
        },
        // Another suburb's row changes nothing here.
        { suburb: "Battery Point", state: "TAS", postcode: "7004", propertyCategory: "house", bedrooms: 3, medianSalePrice: 1, saleSampleSize: 1, medianRentWeekly: 1, rentSampleSize: 1, periodStart: "2025-07-01", periodEnd: "2026-06-30", source: "domain" },
      ],
    });

    const after = await searchAndRead("STAT-1");
    expect(after.provenance.weekly_rent).toMatchObject({ kind: "measured", sample_size: 42, period_start: "2025-07-01", period_end: "2026-06-30", source: "domain" });
    expect(after.provenance.weekly_rent?.detail).toBe("the suburb median rent for 3-bed houses, $700 a week: 42 leases in the 12 months to Jun 2026");
    expect(after.provenance.suburb_median).toMatchObject({ kind: "measured", sample_size: 31 });
    expect(after.investmentGoals.highcashflow.weekly_rent).toBe(700);
    expect(after.investmentGoals.undervalued.suburb_median).toBe(1_200_000);
    expect(after.confidence.level).toBe("high");
    expect(RANK[after.confidence.level]).toBeGreaterThan(RANK[before.confidence.level]);
    expect(after.confidence.reasons).toContain("Rent: the suburb median rent for 3-bed houses, $700 a week: 42 leases in the 12 months to Jun 2026.");
  });
});
