// @drivers: both — the upsert replaces a row with nulls in its key in one transaction: ON CONFLICT semantics per engine
/**
 * suburb_statistics on both drivers: the upsert replaces a row with the same key (nulls
 * included) in one transaction, and the reader finds a suburb's rows by name or code.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { suburbStatistics, type NewSuburbStatisticRow } from "@/db/schema";
import { getSuburbStatistics, upsertSuburbStatistics } from "@/db/queries/suburb-statistics";
import { suburbIdKey, suburbNameKey } from "@/lib/engine";
import { measuredStatisticFixture } from "@/lib/testkit/statistics";

const row = (over: Partial<NewSuburbStatisticRow> = {}): NewSuburbStatisticRow => ({
  suburbId: 10_001,
  ...measuredStatisticFixture({ suburb: "Statsville", postcode: "2999", medianSalePrice: 800_000 }),
  ...over,
});

async function count(suburb: string) {
  const db = await getDb();
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(suburbStatistics).where(sql`${suburbStatistics.suburb} = ${suburb}`);
  return Number(r.n);
}

describe("upsertSuburbStatistics", () => {
  it("inserts rows and replaces the figures of a row with the same key, null bedrooms and postcode included", async () => {
    const db = await getDb();
    const first = [row(), row({ bedrooms: null, medianRentWeekly: 590, rentSampleSize: 120 }), row({ postcode: null, propertyCategory: "unit", bedrooms: null, medianSalePrice: 520_000 })];
    expect(await upsertSuburbStatistics({ db, rows: first })).toBe(3);
    expect(await count("Statsville")).toBe(3);

    const again = [
      row({ medianRentWeekly: 640, rentSampleSize: 44, periodEnd: "2026-09-30" }),
      row({ bedrooms: null, medianRentWeekly: 600, rentSampleSize: 125 }),
      row({ postcode: null, propertyCategory: "unit", bedrooms: null, medianSalePrice: 530_000 }),
    ];
    expect(await upsertSuburbStatistics({ db, rows: again })).toBe(3);
    expect(await count("Statsville")).toBe(3);

    const rows = await getSuburbStatistics({ db, keys: [suburbNameKey("Statsville", "NSW")] });
    expect(rows).toHaveLength(3);
    const threeBed = rows.find((r) => r.bedrooms === 3);
    expect(threeBed).toMatchObject({ medianRentWeekly: 640, rentSampleSize: 44, periodStart: "2025-07-01", periodEnd: "2026-09-30", propertyCategory: "house", source: "domain" });
    expect(rows.find((r) => r.bedrooms === null && r.propertyCategory === "house")?.medianRentWeekly).toBe(600);
    expect(rows.find((r) => r.propertyCategory === "unit")).toMatchObject({ postcode: null, medianSalePrice: 530_000 });
    // Newest period first.
    expect(rows[0].periodEnd).toBe("2026-09-30");
  });

  it("keeps the later of two given rows with one key, and keeps sources apart", async () => {
    const db = await getDb();
    const s = { suburb: "Dupton", suburbId: 10_002 };
    await upsertSuburbStatistics({ db, rows: [row({ ...s, medianSalePrice: 1 }), row({ ...s, medianSalePrice: 2 }), row({ ...s, source: "import", medianSalePrice: 3 })] });
    const rows = await getSuburbStatistics({ db, keys: [suburbNameKey("Dupton", "NSW")] });
    expect(rows.map((r) => [r.source, r.medianSalePrice]).sort()).toEqual([
      ["domain", 2],
      ["import", 3],
    ]);
  });

  it("stores names trimmed and states upper-case, so lookups by name key find them", async () => {
    const db = await getDb();
    await upsertSuburbStatistics({ db, rows: [row({ suburb: "  Case Hill ", state: "vic", suburbId: null })] });
    const rows = await getSuburbStatistics({ db, keys: [suburbNameKey("CASE HILL", "VIC")] });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ suburb: "Case Hill", state: "VIC" });
  });

  it("writes nothing when one row is refused: one transaction", async () => {
    const db = await getDb();
    const bad = { ...row({ suburb: "Atomicity" }), propertyCategory: "villa" } as unknown as NewSuburbStatisticRow;
    await expect(upsertSuburbStatistics({ db, rows: [row({ suburb: "Atomicity", bedrooms: 2 }), ...Array.from({ length: 600 }, (_, i) => row({ suburb: "Atomicity", bedrooms: 10 + i })), bad] })).rejects.toThrow();
    expect(await count("Atomicity")).toBe(0);
  });
});

describe("getSuburbStatistics", () => {
  it("finds rows by ABS code, by name key, and nothing for other suburbs", async () => {
    const db = await getDb();
    await upsertSuburbStatistics({ db, rows: [row({ suburb: "Codeton", suburbId: 10_003, state: "QLD" })] });
    expect(await getSuburbStatistics({ db, keys: [suburbIdKey(10_003)] })).toHaveLength(1);
    expect(await getSuburbStatistics({ db, keys: [suburbNameKey("codeton", "QLD"), suburbIdKey(99_999)] })).toHaveLength(1);
    expect(await getSuburbStatistics({ db, keys: [suburbNameKey("Codeton", "NSW")] })).toHaveLength(0);
    expect(await getSuburbStatistics({ db, keys: [] })).toEqual([]);
    // Found by name and by code: once.
    expect(await getSuburbStatistics({ db, keys: [suburbNameKey("Codeton", "QLD"), suburbIdKey(10_003)] })).toHaveLength(1);
  });

  it("answers for the thousands of suburbs a state-wide search spans, newest period first", async () => {
    const db = await getDb();
    await upsertSuburbStatistics({
      db,
      rows: [
        row({ suburb: "Manyville", suburbId: 10_004, periodEnd: "2026-03-31" }),
        row({ suburb: "Manyville", suburbId: 10_004, source: "import", periodEnd: "2026-09-30" }),
        row({ suburb: "Lastly", suburbId: 10_005 }),
      ],
    });
    const keys = Array.from({ length: 4_500 }, (_, i) => suburbNameKey(`Nowhere ${i}`, "NSW"));
    keys.splice(10, 0, suburbNameKey("Manyville", "NSW"));
    keys.push(suburbNameKey("Lastly", "NSW"), ...Array.from({ length: 2_500 }, (_, i) => suburbIdKey(50_000 + i)));
    const rows = await getSuburbStatistics({ db, keys });
    expect(rows.map((r) => [r.suburb, r.source])).toEqual([
      ["Manyville", "import"],
      ["Lastly", "domain"],
      ["Manyville", "domain"],
    ]);
  });
});
