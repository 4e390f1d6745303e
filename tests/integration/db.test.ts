// @drivers: both — the database layer itself: each driver opens, migrates and answers as the app expects
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb, getDbHandle, rowsOf } from "@/db/client";
import { seedSuburbs, readSuburbRows } from "@/db/seed/suburbs";
import { searchListings, suburbs } from "@/db/schema";

describe("database layer", () => {
  it("runs on the driver the project asks for", async () => {
    const handle = await getDbHandle();
    expect(handle.driver).toBe(process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite");
  });

  it("seeds the real suburbs joined with their bushfire-prone fraction", async () => {
    const db = await getDb();
    const rows = readSuburbRows().filter((r) => ["VIC", "TAS"].includes(r.state));
    await db.transaction((tx) => seedSuburbs({ db: tx, rows }));
    const [richmond] = await db.select().from(suburbs).where(sql`${suburbs.name} = 'Richmond' and ${suburbs.state} = 'VIC'`);
    expect(richmond.lga).toContain("Yarra");
    expect(richmond.postcode).toBe("3121");
    expect(richmond.bushfireProneFraction).toBe(0);
    const counted = rowsOf<{ n: number; withFire: number }>(
      await db.execute(sql`select count(*)::int as n, count(bushfire_prone_fraction)::int as "withFire" from suburbs`),
    )[0];
    expect(counted.n).toBe(rows.length);
    expect(counted.withFire / counted.n).toBeGreaterThan(0.95);
  });

  it("keeps one scored row per (session, listing)", async () => {
    const db = await getDb();
    const sessionId = "9b2f8a52-3c1e-4c7e-9a51-0f6d2b1a7e10";
    await db.insert(searchListings).values({ sessionId, listingId: "L1", propertyScore: 10 });
    await expect(db.insert(searchListings).values({ sessionId, listingId: "L1", propertyScore: 20 })).rejects.toThrow();
    await db
      .insert(searchListings)
      .values({ sessionId, listingId: "L1", propertyScore: 30 })
      .onConflictDoUpdate({ target: [searchListings.sessionId, searchListings.listingId], set: { propertyScore: 30 } });
    const rows = await db.select().from(searchListings);
    expect(rows).toHaveLength(1);
    expect(rows[0].propertyScore).toBe(30);
  });
});

describe("embedded database on disk", () => {
  it("creates its data folder on a fresh clone (no .data/ yet) and migrates it", async () => {
    const { mkdtempSync, rmSync, existsSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { openDb } = await import("@/db/client");
    const { migrate } = await import("@/db/migrate");
    const root = mkdtempSync(path.join(tmpdir(), "propie-fresh-"));
    const dir = path.join(root, "not", "there", "yet", "pglite");
    const handle = openDb({ pgliteDir: dir });
    try {
      await migrate(handle);
      const rows = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from suburbs`));
      expect(rows[0].n).toBe(0);
      expect(existsSync(dir)).toBe(true);
    } finally {
      await handle.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
