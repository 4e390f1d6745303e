/**
 * npm run catalogue:generate [-- --count 100000 --seed 42]
 * (Re)generates the demo catalogue in the configured database (DATABASE_URL, else PGlite in
 * .data/pglite or PGLITE_DIR), in one transaction: the previous demo listings (source 'demo')
 * are replaced, imported listings are never touched. Migrates first and seeds the suburbs
 * (with their profiles) if they are missing. On PGlite, stop the dev server first: two
 * processes on one data directory lose writes.
 */
import { openDb } from "@/db/client";
import { countSuburbs } from "@/db/queries/suburbs";
import { refreshListingStats } from "@/db/queries/catalogue-writes";
import { migrate } from "@/db/migrate";
import { countListings, fillSuburbProfiles, seedDemoCatalogue, withProfiles } from "@/db/seed/catalogue";
import { readSuburbRows, seedSuburbs } from "@/db/seed/suburbs";

const DEFAULT_COUNT = 25_000;

function parseArgs(argv: string[]): { count: number; seed: number } {
  const args = argv.filter((a) => a !== "--");
  const value = (name: string) => {
    const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (i < 0) return undefined;
    return args[i].includes("=") ? args[i].split("=")[1] : args[i + 1];
  };
  const count = Number(value("count") ?? DEFAULT_COUNT);
  const seed = Number(value("seed") ?? 42);
  if (!Number.isInteger(count) || count < 0 || count > 2_000_000) throw new Error(`--count must be a whole number from 0 to 2,000,000 (got ${value("count")})`);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number (got ${value("seed")})`);
  return { count, seed };
}

async function main() {
  const { count, seed } = parseArgs(process.argv.slice(2));
  const handle = openDb();
  const t0 = performance.now();
  try {
    await migrate(handle);
    const db = handle.db;
    const result = await db.transaction(async (tx) => {
      let profiled = 0;
      if ((await countSuburbs({ db: tx })) === 0) profiled = await seedSuburbs({ db: tx, rows: withProfiles(readSuburbRows()) });
      else profiled = await fillSuburbProfiles({ db: tx });
      const r = await seedDemoCatalogue({ db: tx, count, seed });
      return { ...r, profiled };
    });
    const t1 = performance.now();
    await refreshListingStats({ db });
    const vacuumMs = Math.round(performance.now() - t1);
    const demo = await countListings({ db, source: "demo" });
    const imported = await countListings({ db, source: "import" });
    console.log(
      `catalogue (${handle.driver}): ${result.count} demo listings, seed ${seed}; generated in ${result.generateMs} ms, written in ${result.insertMs} ms` +
        `${result.profiled ? `; ${result.profiled} suburb profiles derived` : ""}; vacuum analyze ${vacuumMs} ms; total ${Math.round(performance.now() - t0)} ms`,
    );
    console.log(`listings now: ${demo} demo, ${imported} imported`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
