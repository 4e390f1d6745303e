/**
 * npm run bench:engine [-- --count 100000 --runs 15 --skip-sql]
 * 1. The engine: 100,000 generated listings scored against a full strategy (all five scored
 *    sections ranked) and the top 100 selected and fully explained; median of repeated runs,
 *    listings per second, peak memory. Reported two ways: per search on a prepared catalogue
 *    (the query-independent sub-scores computed once, as the worker keeps them), and cold
 *    (preparing the catalogue from plain listings inside every run).
 * 2. The estimate's SQL (countMatchingListings) over the same 100,000 listings: on PGlite in
 *    memory, and on PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set, in a scratch
 *    database that is dropped afterwards; median of 20 runs per query.
 * Writes bench-results/engine.json as well.
 */
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openDb, type DbHandle } from "@/db/client";
import { migrate } from "@/db/migrate";
import { countMatchingListings, insertCatalogueRows, refreshListingStats, toCatalogueRow } from "@/db/queries/catalogue";
import { suburbInputOf, withProfiles } from "@/db/seed/catalogue";
import { readSuburbRows, seedSuburbs } from "@/db/seed/suburbs";
import { generateCatalogue, profileOfSuburb, type GeneratedListing } from "@/lib/catalogue";
import {
  compileQuery,
  filterListings,
  prepareCatalogue,
  profileFor,
  rankListings,
  scoreBatch,
  scoreListing,
  scoreListingWith,
  sortValues,
  suburbIdKey,
  topIndices,
  type EngineData,
  type SuburbProfile,
} from "@/lib/engine";
import { FEATURES, type Importance } from "@/lib/preferences/schema";

function arg(name: string, fallback: number): number {
  const argv = process.argv.slice(2);
  const i = argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(argv[i + 1]) : fallback;
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const ms = (x: number) => Math.round(x * 100) / 100;

/** A full strategy: every scored section ranked, every option ticked. */
const FULL_STRATEGY: { data: EngineData; importance: Importance } = {
  data: {
    investmentGoals: { highcashflow: true, undervalued: true, highcapitalgrowth: true },
    developmentPotential: { battleAxe: true, sideByside: true, multiTownhouse: true, cornerLotsplit: true },
    splitLiving: { grannyFlat: true, internalDualliving: true, roomingHouse: true, duplexPair: true },
    riskFilters: { bushfire: true, flood: true, heritage: true },
    renovationPotential: { enabled: true, renovationBudget: 150_000, finishLevel: "Standard" },
  },
  importance: { investmentGoals: 1, renovationPotential: 2, developmentPotential: 3, splitLiving: 4, riskOverlay: 5 },
};

/**
 * Estimate queries. A search from the UI always has a location, a property type, bedrooms and
 * a price bound (they are required steps), so the first three are what users send; the last
 * has none of them, a worst case the UI can't produce.
 */
const COUNT_QUERIES: { name: string; data: EngineData }[] = [
  {
    name: "typical: 3 places, House 3+ bed, $600k-$1.2M, For Sale",
    data: { marketStatus: "For Sale", locations: ["Albury (City), NSW", "Parramatta NSW, Australia", "Brisbane (City), QLD"], propertyType: "House", bedrooms: "3+", minPrice: "600000", maxPrice: "1200000" },
  },
  {
    name: "state-wide: NSW, House 2+ bed, up to $1.5M",
    data: { locations: ["New South Wales"], propertyType: "House", bedrooms: "2+", maxPrice: "$1,500,000" },
  },
  {
    name: "three states: NSW, VIC, QLD, Unit 2+ bed, $400k-$900k",
    data: { locations: ["NSW", "Victoria", "Queensland"], propertyType: "Unit", bedrooms: "2+", minPrice: "400k", maxPrice: "900k" },
  },
  {
    name: "worst case (not possible from the UI): national, no type or price, For Sale, 2+ bed, pool",
    data: { marketStatus: "For Sale", bedrooms: "2+", features: { ...Object.fromEntries(FEATURES.map((f) => [f, false])), pool: true } as NonNullable<EngineData["features"]> },
  },
];

async function seedDatabase(handle: DbHandle, listings: GeneratedListing[]) {
  await migrate(handle);
  const t0 = performance.now();
  await handle.db.transaction(async (tx) => {
    await seedSuburbs(tx, withProfiles(readSuburbRows()));
    await insertCatalogueRows(tx, listings.map((l) => toCatalogueRow(l)));
  });
  await refreshListingStats(handle.db);
  return Math.round(performance.now() - t0);
}

async function timeCounts(handle: DbHandle, runs: number, listings: GeneratedListing[]) {
  const out: { query: string; count: number; expected: number; medianMs: number }[] = [];
  for (const q of COUNT_QUERIES) {
    const times: number[] = [];
    let count = 0;
    await countMatchingListings({ db: handle.db, data: q.data }); // warm the cache and plan
    for (let r = 0; r < runs; r++) {
      const t = performance.now();
      count = await countMatchingListings({ db: handle.db, data: q.data });
      times.push(performance.now() - t);
    }
    out.push({ query: q.name, count, expected: filterListings(listings, q.data).length, medianMs: ms(median(times)) });
  }
  return out;
}

async function main() {
  const count = arg("count", 100_000);
  const runs = arg("runs", 15);
  const k = 100;
  const results: Record<string, unknown> = { count, runs, k, node: process.version, when: new Date().toISOString() };

  const rows = withProfiles(readSuburbRows());
  const profiles = new Map<string, SuburbProfile>();
  for (const r of rows) if (r.profile) profiles.set(suburbIdKey(r.id), profileOfSuburb(suburbInputOf(r)));
  let t = performance.now();
  const listings = generateCatalogue({ suburbs: rows.map(suburbInputOf), count, seed: 42 });
  console.log(`generated ${count.toLocaleString("en-AU")} listings in ${Math.round(performance.now() - t)} ms`);

  const q = compileQuery(FULL_STRATEGY.data, FULL_STRATEGY.importance);
  const warmTimes: number[] = [];
  const coldTimes: number[] = [];
  const prepTimes: number[] = [];
  // CPU time of this process as well as wall time: the machine is shared, and the wall clock
  // counts the time other processes hold the core.
  const warmCpu: number[] = [];
  const coldCpu: number[] = [];
  const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
  let prepared = prepareCatalogue(listings, profiles);
  let scores: Float64Array = new Float64Array(count);
  let top: number[] = [];
  for (let r = 0; r < runs + 2; r++) {
    // Per search on the prepared catalogue: combine sub-scores, pick the top K, explain them.
    let c = process.cpuUsage();
    t = performance.now();
    scoreBatch(prepared.facts, q, scores);
    top = topIndices(sortValues(prepared.facts, q, "property_score", scores), scores, prepared.facts.ids, k);
    const explained = top.map((i) => scoreListingWith(prepared.listings[i], prepared.profiles[i], q));
    const warm = performance.now() - t;
    const warmC = cpuMs(process.cpuUsage(c));
    // Cold: prepare the catalogue from the plain listings as part of the run.
    c = process.cpuUsage();
    t = performance.now();
    prepared = prepareCatalogue(listings, profiles, { finishLevels: [q.finishLevel] });
    const prep = performance.now() - t;
    scores = scoreBatch(prepared.facts, q);
    const top2 = topIndices(sortValues(prepared.facts, q, "property_score", scores), scores, prepared.facts.ids, k);
    top2.map((i) => scoreListingWith(prepared.listings[i], prepared.profiles[i], q));
    const cold = performance.now() - t;
    const coldC = cpuMs(process.cpuUsage(c));
    if (r >= 2) {
      // The first two runs warm the JIT.
      warmTimes.push(warm);
      coldTimes.push(cold);
      warmCpu.push(warmC);
      coldCpu.push(coldC);
      prepTimes.push(prep);
    }
    if (explained.length !== Math.min(k, count)) throw new Error("top-K size mismatch");
  }
  // Memory at the end of the timed runs, before the reference check below scores everything in full.
  const ru = process.resourceUsage();
  const heapUsed = process.memoryUsage().heapUsed;
  const warmMedian = median(warmTimes);
  const coldMedian = median(coldTimes);

  // The fast path must give exactly what scoreListing + rankListings give.
  const all = listings.map((l) => scoreListing(l, profileFor(l, profiles), FULL_STRATEGY.data, FULL_STRATEGY.importance));
  const reference = rankListings(all, { k });
  const fast = top.map((i) => scoreListingWith(prepared.listings[i], prepared.profiles[i], q));
  const identical = JSON.stringify(reference) === JSON.stringify(fast);

  results.engine = {
    loadAverage1m: ms(os.loadavg()[0]),
    perSearchMedianMs: ms(warmMedian),
    perSearchCpuMedianMs: ms(median(warmCpu)),
    coldCpuMedianMs: ms(median(coldCpu)),
    perSearchListingsPerSecond: Math.round(count / (warmMedian / 1000)),
    coldMedianMs: ms(coldMedian),
    coldPrepareMedianMs: ms(median(prepTimes)),
    coldListingsPerSecond: Math.round(count / (coldMedian / 1000)),
    peakRssMb: mb(ru.maxRSS * 1024),
    heapUsedMb: mb(heapUsed),
    topScore: fast[0]?.property_score,
    hundredthScore: fast[fast.length - 1]?.property_score,
    identicalToScoreListing: identical,
  };
  console.log(`\nengine: ${count.toLocaleString("en-AU")} listings, all five sections ranked, top ${k}, median of ${runs} runs`);
  console.log(`  machine load average (1 min): ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
  console.log(
    `  per search (prepared catalogue): ${ms(warmMedian)} ms wall, ${ms(median(warmCpu))} ms CPU  (${Math.round(count / (warmMedian / 1000)).toLocaleString("en-AU")} listings/s)`,
  );
  console.log(
    `  cold (prepare + search):         ${ms(coldMedian)} ms wall, ${ms(median(coldCpu))} ms CPU  (prepare ${ms(median(prepTimes))} ms; ${Math.round(count / (coldMedian / 1000)).toLocaleString("en-AU")} listings/s)`,
  );
  console.log(`  peak RSS ${mb(ru.maxRSS * 1024)} MB, heap used ${mb(heapUsed)} MB (100,000 listings in memory included)`);
  console.log(`  top ${k} identical to scoreListing + rankListings: ${identical ? "yes" : "NO"}`);
  if (!identical) process.exitCode = 1;

  if (!flag("skip-sql")) {
    const sqlRuns = 20;
    console.log(`\nestimate SQL (countMatchingListings) over ${count.toLocaleString("en-AU")} listings, median of ${sqlRuns}:`);
    const lite = openDb({ pgliteDir: "memory://" });
    try {
      const seedMs = await seedDatabase(lite, listings);
      const counts = await timeCounts(lite, sqlRuns, listings);
      results.pglite = { seedMs, counts };
      console.log(`  PGlite (in memory; seeded in ${seedMs} ms)`);
      for (const c of counts) console.log(`    ${c.medianMs} ms  ${c.query}: ${c.count}${c.count === c.expected ? "" : ` (engine says ${c.expected}!)`}`);
    } finally {
      await lite.close();
    }
    const base = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
    if (base) {
      const name = `propie_bench_${Date.now().toString(36)}`;
      const admin = postgres(base, { max: 1, onnotice: () => {} });
      await admin.unsafe(`CREATE DATABASE ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      const pg = openDb({ databaseUrl: url.toString(), maxConnections: 2 });
      try {
        const seedMs = await seedDatabase(pg, listings);
        const counts = await timeCounts(pg, sqlRuns, listings);
        results.postgres = { seedMs, counts };
        console.log(`  PostgreSQL (scratch database; seeded in ${seedMs} ms)`);
        for (const c of counts) console.log(`    ${c.medianMs} ms  ${c.query}: ${c.count}${c.count === c.expected ? "" : ` (engine says ${c.expected}!)`}`);
      } finally {
        await pg.close();
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end({ timeout: 5 });
      }
    } else console.log("  PostgreSQL: skipped (set BENCH_DATABASE_URL or DATABASE_URL)");
  }

  const dir = path.join(process.cwd(), "bench-results");
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "engine.json"), JSON.stringify(results, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
