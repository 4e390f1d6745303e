// @drivers: both — the importer's transactions and the CLI's own connection differ per engine
/**
 * npm run listings:import on both drivers: bad rows reported and skipped, files that aren't
 * listings rejected whole, re-running harmless, imported listings found by region.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { countMatchingListings } from "@/db/queries/catalogue";
import { insertCatalogueRows, toCatalogueRow } from "@/db/queries/catalogue-writes";
import { listings } from "@/db/schema";
import { countListings, withProfiles } from "@/db/seed/catalogue";
import { readSuburbRows, seedSuburbs } from "@/db/seed/suburbs";
import { listingFixture } from "@/lib/testkit/engine-listings";
import { runListingsImport } from "@/scripts/ops/listings-import";

const fixture = (name: string) => path.join(process.cwd(), "tests", "fixtures", "import", name);

beforeAll(async () => {
  const db = await getDb();
  await db.transaction((tx) => seedSuburbs({ db: tx, rows: withProfiles(readSuburbRows().filter((r) => r.state === "NSW")) }));
  await insertCatalogueRows({ db, rows: [toCatalogueRow(listingFixture({ listingId: "demo-000001", source: "demo" }))] });
}, 120_000);

async function rowOf(listingId: string) {
  const db = await getDb();
  const [row] = await db.select().from(listings).where(eq(listings.listingId, listingId));
  return row;
}

describe("listings:import", () => {
  it("imports a good file, tying each listing to its suburb", async () => {
    const db = await getDb();
    const r = await runListingsImport({ db, file: fixture("good.csv") });
    expect(r).toMatchObject({ exitCode: 0, fatal: null, format: "csv", total: 4, imported: 4, rejected: 0 });
    expect(r.warnings).toEqual([expect.stringContaining('"Notasuburbville VIC"')]);
    const a = await rowOf("AGENCY-1001");
    expect(a).toMatchObject({ source: "import", suburb: "Lavington", lga: "Albury (City)", urbanArea: "Albury - West", price: 545_000, searchPrice: 545_000 });
    expect(a.suburbId).not.toBeNull();
    expect(a.locationKeys).toEqual(expect.arrayContaining(["l:albury|NSW", "s:lavington|NSW", "st:NSW"]));
    // Price on request: the search price is the engine's estimate.
    const por = await rowOf("AGENCY-1003");
    expect(por.price).toBeNull();
    expect(por.searchPrice).toBeGreaterThan(100_000);
    expect(await countMatchingListings({ db, data: { locations: ["City of Albury"], marketStatus: "All Properties" } })).toBe(4);
  });

  it("is harmless to run again", async () => {
    const db = await getDb();
    const before = await db.select().from(listings).where(eq(listings.source, "import")).orderBy(listings.listingId);
    const r = await runListingsImport({ db, file: fixture("good.csv") });
    expect(r).toMatchObject({ exitCode: 0, imported: 4 });
    const after = await db.select().from(listings).where(eq(listings.source, "import")).orderBy(listings.listingId);
    const strip = (rows: typeof before) => rows.map(({ updatedAt: _u, ...rest }) => rest);
    expect(strip(after)).toEqual(strip(before));
  });

  it("imports the good rows of a file with bad rows, reports the bad ones by line, and fails", async () => {
    const db = await getDb();
    const r = await runListingsImport({ db, file: fixture("bad-rows.csv") });
    expect(r).toMatchObject({ exitCode: 1, fatal: null, total: 11, imported: 2, rejected: 9 });
    expect(r.errors[0]).toBe("line 3 (BAD-PRICE): price: must be a whole number of dollars; leave it empty for price on request");
    expect(r.errors).toContain("line 11 (GOOD-1): listing_id: duplicate of the row on line 2");
    expect((await rowOf("GOOD-1"))?.addressStreet).toBe("1 First Street");
    expect(await rowOf("GOOD-2")).toBeDefined();
    expect(await rowOf("BAD-PRICE")).toBeUndefined();
    // The reserved demo id was refused: the demo listing is untouched.
    expect((await rowOf("demo-000001")).source).toBe("demo");
  });

  it.each(["not-csv.txt", "wrong-header.csv", "image.png", "does-not-exist.csv"])("writes nothing for %s", async (name) => {
    const db = await getDb();
    const before = await countListings({ db });
    const r = await runListingsImport({ db, file: fixture(name) });
    expect(r.exitCode).toBe(1);
    expect(r.fatal).toBeTruthy();
    expect(r.imported).toBe(0);
    expect(await countListings({ db })).toBe(before);
  });

  it("imports JSON", async () => {
    const db = await getDb();
    const r = await runListingsImport({ db, file: fixture("listings.json") });
    expect(r).toMatchObject({ exitCode: 1, format: "json", imported: 1, rejected: 1 });
    expect(await rowOf("JSON-1")).toMatchObject({ propertyType: "House", state: "NSW", features: ["pool", "shed"] });
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(listings).where(eq(listings.source, "import"));
    expect(Number(n)).toBe(7);
  });

  // A whole CLI process (tsx, and a fresh embedded database): minutes, not seconds, on a loaded CI machine.
  it("exits non-zero from the command line when the file is rejected", { timeout: 200_000 }, () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "propie-import-"));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DB_AUTO_SEED: "off" };
      if (process.env.TEST_DB_DRIVER === "postgres") env.DATABASE_URL = process.env.DATABASE_URL;
      else {
        delete env.DATABASE_URL;
        env.PGLITE_DIR = dir;
      }
      const run = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/ops/listings-import.ts", fixture("not-csv.txt")], { env, encoding: "utf8", timeout: 180_000 });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("nothing imported");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
