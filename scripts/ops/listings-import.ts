/**
 * npm run listings:import -- FILE [FILE …]
 * Imports real listings from CSV or JSON (docs/IMPORT.md) into the catalogue: every row is
 * validated, bad rows are reported by line with the reason, valid rows are upserted by
 * listing_id (source 'import'; re-running is harmless). A file that is unreadable or
 * malformed as a whole writes nothing. Exits non-zero when anything was rejected.
 * On PGlite, stop the dev server first: two processes on one data directory lose writes.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openDb, type DbOrTx } from "@/db/client";
import { migrate } from "@/db/migrate";
import { refreshListingStats, upsertCatalogueRows } from "@/db/queries/catalogue-writes";
import type { NewCatalogueListing } from "@/db/schema";
import { resolveListings } from "@/server/listing-sources/resolve";
import { formatRowError, parseListingsFile, type ImportedListing } from "@/server/listings-import";

export type ImportReport = {
  file: string;
  exitCode: 0 | 1;
  fatal: string | null;
  format: string;
  total: number;
  imported: number;
  rejected: number;
  errors: string[];
  warnings: string[];
};

/** Ties each listing to a row of `suburbs` (postcode first, then the most populous), filling region, position and search price. */
export async function resolveImported(db: DbOrTx, listings: ImportedListing[]): Promise<{ rows: NewCatalogueListing[]; warnings: string[] }> {
  const { rows, unknownSuburbs } = await resolveListings({ db, listings, source: "import" });
  const warnings = unknownSuburbs.map(
    (u) => `suburb "${u}" isn't in the suburbs table: region filters (LGA, urban area) won't find it and state-wide figures stand in for its suburb profile`,
  );
  return { rows, warnings };
}

/** Reads, validates and upserts one file; writes nothing when the file is malformed as a whole. */
export async function runListingsImport({ db, file, content }: { db: DbOrTx; file: string; content?: string | Uint8Array }): Promise<ImportReport> {
  const base: ImportReport = { file, exitCode: 1, fatal: null, format: "unknown", total: 0, imported: 0, rejected: 0, errors: [], warnings: [] };
  let data: string | Uint8Array;
  try {
    data = content ?? (await readFile(file));
  } catch (e) {
    return { ...base, fatal: `can't read the file: ${e instanceof Error ? e.message : String(e)}` };
  }
  const parsed = parseListingsFile(data, path.basename(file));
  if (!parsed.ok) return { ...base, format: parsed.format, fatal: parsed.fatal };
  const errors = parsed.errors.map(formatRowError);
  let imported = 0;
  let warnings: string[] = [];
  if (parsed.rows.length > 0) {
    const resolved = await resolveImported(
      db,
      parsed.rows.map((r) => r.listing),
    );
    warnings = resolved.warnings;
    imported = await db.transaction((tx) => upsertCatalogueRows({ db: tx, rows: resolved.rows }));
  }
  return {
    ...base,
    exitCode: parsed.errors.length > 0 ? 1 : 0,
    format: parsed.format,
    total: parsed.total,
    imported,
    rejected: parsed.errors.length,
    errors,
    warnings,
  };
}

async function main() {
  const files = process.argv.slice(2).filter((a) => a !== "--");
  if (files.length === 0) {
    console.error("usage: npm run listings:import -- FILE.csv|FILE.json [more files]");
    process.exit(2);
  }
  const handle = openDb();
  let exit = 0;
  try {
    await migrate(handle);
    for (const file of files) {
      const t0 = performance.now();
      const r = await runListingsImport({ db: handle.db, file });
      if (r.fatal) {
        console.error(`${file}: nothing imported — ${r.fatal}`);
      } else {
        console.log(`${file} (${r.format}): ${r.total} rows, ${r.imported} imported (upserted by listing_id), ${r.rejected} rejected, ${Math.round(performance.now() - t0)} ms`);
        for (const e of r.errors) console.error(`  rejected ${e}`);
        for (const w of r.warnings) console.warn(`  warning: ${w}`);
      }
      if (r.exitCode !== 0) exit = 1;
    }
    await refreshListingStats({ db: handle.db });
  } finally {
    await handle.close();
  }
  process.exit(exit);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
