/**
 * npm run bench:engine [-- --count 100000 --runs 15 --skip-sql]
 * 1. The engine: 100,000 generated listings scored against a full strategy (all five scored
 *    sections ranked) and the top 100 selected and fully explained; median, min and max of
 *    the timed runs (after two untimed JIT warm-up runs, whose times are printed too),
 *    listings per second, peak memory. The headline is end to end, what a search job pays
 *    for freshly selected candidates: rankCatalogue() from plain EngineListing objects —
 *    prepare the catalogue, score every listing, keep the top 100, explain them (it leaves
 *    out the costliest sections of listings that can't reach the top 100; exact). The second
 *    line is the same search on a catalogue prepared beforehand (score, top 100, explain);
 *    the third, for comparison, end to end without that pruning: prepareCatalogue() of every
 *    listing in full, then the same search (rankPrepared). The fourth is the first with a
 *    buyer's finance (BUYER_FINANCE: the costliest cash flow, after tax on an income with LMI,
 *    whose year built is read only for the listings completed), beside the first as its
 *    baseline in the same run: the standard loan is what every search ran before. The fifth is the
 *    "Ten-year return" sort: the kept listings' ten-year return (docs/FINANCE.md §15) worked again
 *    and sorted by it, beside the first (which works it once for each listing it keeps).
 * 2. The estimate's SQL (countMatchingListings) over the same 100,000 listings: on PGlite in
 *    memory, and on PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set, in a scratch
 *    database that is dropped afterwards; median of 20 runs per query.
 * Writes bench-results/engine.json as well.
 */
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { openDb, type DbHandle } from "@/db/client";
import { createScratchDatabase } from "@/db/scratch";
import { migrate } from "@/db/migrate";
import { countMatchingListings } from "@/db/queries/catalogue";
import { insertCatalogueRows, refreshListingStats, toCatalogueRow } from "@/db/queries/catalogue-writes";
import { suburbInputOf, withProfiles } from "@/db/seed/catalogue";
import { readSuburbRows, seedSuburbs } from "@/db/seed/suburbs";
import { generateCatalogue, profileOfSuburb, type GeneratedListing } from "@/lib/catalogue";
import { filterListings, profileFor, rankCatalogue, rankListings, scoreListing, suburbIdKey, type EngineData, type ScoredListing, type SuburbProfile } from "@/lib/engine";
// The engine's inner paths the bench times on their own (the app goes through rankCatalogue).
import { prepareCatalogue, rankPrepared, scoreBatch, sortValues, topIndices } from "@/lib/engine/batch";
import { compileQuery } from "@/lib/engine/query";
import { growthFigure, tenYearOf } from "@/lib/engine/finance";
import { prepareFinance, resolveFinanceProfile } from "@/lib/finance";
import { BUYER_FINANCE } from "@/lib/testkit/finance-arbitraries";
import { scoreListingWith } from "@/lib/engine/score";
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
    await seedSuburbs({ db: tx, rows: withProfiles(readSuburbRows()) });
    await insertCatalogueRows({ db: tx, rows: listings.map((l) => toCatalogueRow(l)) });
  });
  await refreshListingStats({ db: handle.db });
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
  const t = performance.now();
  const listings = generateCatalogue({ suburbs: rows.map(suburbInputOf), count, seed: 42 });
  console.log(`generated ${count.toLocaleString("en-AU")} listings in ${Math.round(performance.now() - t)} ms`);

  const q = compileQuery(FULL_STRATEGY.data, FULL_STRATEGY.importance);
  const { data, importance } = FULL_STRATEGY;
  // CPU time of this process as well as wall time: the machine is shared, and the wall clock
  // counts the time other processes hold the core.
  const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
  const WARMUP = 2;
  const timings = () => ({ wall: [] as number[], cpu: [] as number[], warmup: [] as number[] });
  const endToEnd = timings();
  const onPrepared = timings();
  const fullPrepare = timings();
  const withFinance = timings();
  const tenYearSort = timings();
  const standardCalc = prepareFinance(resolveFinanceProfile({}));
  let tenYearOrder: number[] = [];
  let tenYearMatches = true;
  const financeData: EngineData = { ...data, finance: BUYER_FINANCE };
  let financeTop: ScoredListing[] = [];
  const prepared = prepareCatalogue(listings, profiles);
  let full = prepared;
  let fullTop: ScoredListing[] = [];
  let top: ScoredListing[] = [];
  let explained: ScoredListing[] = [];
  const load = [os.loadavg()[0]];
  const time = (into: ReturnType<typeof timings>, warmup: boolean, run: () => void) => {
    const c = process.cpuUsage();
    const t0 = performance.now();
    run();
    const wall = performance.now() - t0;
    if (warmup) into.warmup.push(wall);
    else {
      into.wall.push(wall);
      into.cpu.push(cpuMs(process.cpuUsage(c)));
    }
  };
  for (let r = 0; r < runs + WARMUP; r++) {
    const warmup = r < WARMUP;
    // End to end, as the search worker does it: plain listings in, the explained top 100 out.
    time(endToEnd, warmup, () => {
      top = rankCatalogue(listings, profiles, data, importance, { k });
    });
    // The same search on a catalogue prepared beforehand: combine sub-scores, top K, explain them.
    time(onPrepared, warmup, () => {
      const scores = scoreBatch(prepared.facts, q);
      const idx = topIndices(sortValues(prepared.facts, q, "property_score", scores), scores, prepared.facts.ids, k);
      explained = idx.map((i) => scoreListingWith(prepared.listings[i], prepared.profiles[i], q));
    });
    // End to end without pruning: every listing prepared in full, then the same search.
    time(fullPrepare, warmup, () => {
      full = prepareCatalogue(listings, profiles, { finishLevels: [q.finishLevel] });
      fullTop = rankPrepared(full, q, { k });
    });
    // The same search with the buyer's finance: its baseline is the first, end to end on the standard loan.
    time(withFinance, warmup, () => {
      financeTop = rankCatalogue(listings, profiles, financeData, importance, { k });
    });
    // The ten-year sort: every kept listing's ten-year return worked (lib/engine/finance.ts tenYearOf, as the explain
    // step of the first run does it for each listing it keeps) and the kept listings sorted by it; its baseline is
    // the first run, which now includes the same work once.
    time(tenYearSort, warmup, () => {
      const values = top.map((s) => {
        const f = s.scoring_inputs.finance;
        return f ? tenYearOf(standardCalc, f.facts, growthFigure(s.scoring_inputs.suburbProfile.growth12m, s.scoring_inputs.provenance.growth)).totalReturnPercent : Number.NEGATIVE_INFINITY;
      });
      tenYearOrder = values.map((_, i) => i).sort((a, b) => values[b] - values[a]);
      tenYearMatches = top.every((s, i) => (s.scoring_inputs.finance?.tenYear?.totalReturnPercent ?? Number.NEGATIVE_INFINITY) === values[i]);
    });
    if (top.length !== Math.min(k, count) || tenYearOrder.length !== top.length || explained.length !== top.length || fullTop.length !== top.length || financeTop.length !== top.length) throw new Error("top-K size mismatch");
  }
  load.push(os.loadavg()[0]);
  // Memory at the end of the timed runs, before the reference check below scores everything in full.
  const ru = process.resourceUsage();
  const mem = process.memoryUsage();

  // The fast paths must give exactly what scoreListing + rankListings give: the top 100 in
  // full, and property_score of every listing.
  const all = listings.map((l) => scoreListing(l, profileFor(l, profiles), data, importance));
  const reference = rankListings(all, { k });
  const identical = [top, explained, fullTop].every((x) => JSON.stringify(x) === JSON.stringify(reference));
  const scores = scoreBatch(full.facts, q);
  const everyScoreEqual = all.every((s, i) => s.property_score === scores[i]);
  const financeReference = rankListings(
    listings.map((l) => scoreListing(l, profileFor(l, profiles), financeData, importance)),
    { k },
  );
  const financeIdentical = JSON.stringify(financeTop) === JSON.stringify(financeReference);
  const financeBytes = financeTop.map((s) => JSON.stringify(s.scoring_inputs.finance).length);
  const inputsBytes = financeTop.map((s) => JSON.stringify(s.scoring_inputs).length);

  const summary = (xs: number[]) => ({ medianMs: ms(median(xs)), minMs: ms(Math.min(...xs)), maxMs: ms(Math.max(...xs)) });
  const perSecond = (msPerRun: number) => Math.round(count / (msPerRun / 1000));
  const e2e = summary(endToEnd.wall);
  const warm = summary(onPrepared.wall);
  const unpruned = summary(fullPrepare.wall);
  const buyer = summary(withFinance.wall);
  const tenYear = summary(tenYearSort.wall);
  results.engine = {
    loadAverage1m: { start: ms(load[0]), end: ms(load[1]) },
    endToEnd: {
      ...e2e,
      cpuMedianMs: ms(median(endToEnd.cpu)),
      listingsPerSecond: perSecond(e2e.medianMs),
      warmupRunsMs: endToEnd.warmup.map(ms),
    },
    preparedCatalogue: {
      ...warm,
      cpuMedianMs: ms(median(onPrepared.cpu)),
      listingsPerSecond: perSecond(warm.medianMs),
      warmupRunsMs: onPrepared.warmup.map(ms),
    },
    endToEndFullPrepare: {
      ...unpruned,
      cpuMedianMs: ms(median(fullPrepare.cpu)),
      listingsPerSecond: perSecond(unpruned.medianMs),
      warmupRunsMs: fullPrepare.warmup.map(ms),
    },
    endToEndBuyerFinance: {
      ...buyer,
      cpuMedianMs: ms(median(withFinance.cpu)),
      listingsPerSecond: perSecond(buyer.medianMs),
      warmupRunsMs: withFinance.warmup.map(ms),
      finance: BUYER_FINANCE,
      identicalToScoreListing: financeIdentical,
      scoringInputsFinanceBytes: { median: median(financeBytes), max: Math.max(...financeBytes) },
      scoringInputsBytes: { median: median(inputsBytes), max: Math.max(...inputsBytes) },
    },
    tenYearSort: {
      ...tenYear,
      cpuMedianMs: ms(median(tenYearSort.cpu)),
      listings: top.length,
      warmupRunsMs: tenYearSort.warmup.map(ms),
      sameAsTheEngineKept: tenYearMatches,
      baselineEndToEndMedianMs: e2e.medianMs,
    },
    peakRssMb: mb(ru.maxRSS * 1024),
    heapUsedMb: mb(mem.heapUsed),
    arrayBuffersMb: mb(mem.arrayBuffers),
    topScore: top[0]?.property_score,
    hundredthScore: top[top.length - 1]?.property_score,
    identicalToScoreListing: identical,
    everyPropertyScoreEqual: everyScoreEqual,
  };
  const line = (x: { medianMs: number; minMs: number; maxMs: number }, cpu: number[]) =>
    `${x.medianMs} ms median (min ${x.minMs}, max ${x.maxMs}; CPU ${ms(median(cpu))} ms), ${perSecond(x.medianMs).toLocaleString("en-AU")} listings/s`;
  console.log(`\nengine: ${count.toLocaleString("en-AU")} listings, all five sections ranked, top ${k} explained; ${runs} timed runs after ${WARMUP} warm-up`);
  console.log(`  machine load average (1 min): ${load[0].toFixed(2)} at the start, ${load[1].toFixed(2)} at the end, on ${os.cpus().length} cores`);
  console.log(`  end to end (prepare + score + top ${k}, from plain listings): ${line(e2e, endToEnd.cpu)}`);
  console.log(`  on a prepared catalogue (score + top ${k}):                  ${line(warm, onPrepared.cpu)}`);
  console.log(`  end to end, every listing prepared in full (no pruning):    ${line(unpruned, fullPrepare.cpu)}`);
  console.log(`  end to end with the buyer's finance (baseline: the first):  ${line(buyer, withFinance.cpu)}`);
  console.log(
    `  ten-year sort: the ten-year return of the ${top.length} kept, worked again and sorted by it: ${tenYear.medianMs} ms median (min ${tenYear.minMs}, max ${tenYear.maxMs}; CPU ${ms(median(tenYearSort.cpu))} ms), beside the standard run's ${e2e.medianMs} ms (which includes it once); same figures as the engine kept: ${tenYearMatches ? "yes" : "NO"}`,
  );
  const warmups = (x: ReturnType<typeof timings>) => x.warmup.map((v) => `${ms(v)} ms`).join(", ");
  console.log(`  warm-up runs (JIT compiling): end to end ${warmups(endToEnd)}; prepared ${warmups(onPrepared)}; in full ${warmups(fullPrepare)}; buyer's finance ${warmups(withFinance)}`);
  console.log(
    `  peak memory: RSS ${mb(ru.maxRSS * 1024)} MB for the whole process (${count.toLocaleString("en-AU")} listings in memory included); heap used ${mb(mem.heapUsed)} MB, array buffers ${mb(mem.arrayBuffers)} MB after the runs`,
  );
  console.log(`  top ${k} identical to scoreListing + rankListings: ${identical ? "yes" : "NO"}; every property_score equal: ${everyScoreEqual ? "yes" : "NO"}; with the buyer's finance: ${financeIdentical ? "yes" : "NO"}`);
  console.log(`  scoring_inputs with the buyer's finance: ${median(inputsBytes)} bytes a listing (median; max ${Math.max(...inputsBytes)}), of which scoring_inputs.finance ${median(financeBytes)} (max ${Math.max(...financeBytes)})`);
  if (!identical || !everyScoreEqual || !financeIdentical || !tenYearMatches) process.exitCode = 1;

  if (!flag("skip-sql")) {
    const sqlRuns = 20;
    console.log(`\nestimate SQL (countMatchingListings) over ${count.toLocaleString("en-AU")} listings, median of ${sqlRuns}:`);
    /** Seeds `db` with the listings, times the estimate counts on it and prints them under `heading`. */
    const timeSql = async (db: DbHandle, heading: (seedMs: number) => string) => {
      const seedMs = await seedDatabase(db, listings);
      const counts = await timeCounts(db, sqlRuns, listings);
      console.log(heading(seedMs));
      for (const c of counts) console.log(`    ${c.medianMs} ms  ${c.query}: ${c.count}${c.count === c.expected ? "" : ` (engine says ${c.expected}!)`}`);
      return { seedMs, counts };
    };
    const lite = openDb({ pgliteDir: "memory://" });
    try {
      results.pglite = await timeSql(lite, (seedMs) => `  PGlite (in memory; seeded in ${seedMs} ms)`);
    } finally {
      await lite.close();
    }
    const base = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
    if (base) {
      const scratch = await createScratchDatabase({ baseUrl: base, prefix: "propie_bench" });
      const pg = openDb({ databaseUrl: scratch.url, maxConnections: 2 });
      try {
        results.postgres = await timeSql(pg, (seedMs) => `  PostgreSQL (scratch database; seeded in ${seedMs} ms)`);
      } finally {
        await pg.close();
        await scratch.drop();
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
