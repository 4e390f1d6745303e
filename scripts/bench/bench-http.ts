/**
 * npm run bench:http — HTTP load with autocannon against `next start` on PostgreSQL
 * (budgets: docs/PERFORMANCE.md). A scratch database on BENCH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres) is migrated and seeded (suburbs and
 * BENCH_CATALOGUE demo listings), a public session gets 100 scored listings, then
 * `next start` (the build in NEXT_DIST_DIR or .next; run `npm run build` first) is
 * loaded route by route, one after the other, same connections and duration:
 *
 *   health      GET /api/health                        the baseline of this run
 *   landing     GET /                                  budget ≥ 0.8 × health
 *   listings    GET /api/sessions/<shared>/listings     budget ≥ 400 req/s, p99 ≤ 100 ms
 *   places      GET /api/places?q=…                    budget ≥ 0.8 × health, p99 ≤ 50 ms
 *
 * Every run must have 0 errors and 0 non-2xx answers. Prints the figures and their
 * ratios to the health route, writes bench/results/http.json, and exits 1 when a
 * budget is missed (BENCH_NO_FAIL=1 reports only). The server logs at info, as in
 * production (BENCH_LOG_LEVEL to change). BENCH_CONNECTIONS (20),
 * BENCH_SECONDS (10), BENCH_PORT (4420).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { waitForServer } from "../dev/wait-for-server";
import { runUnderReactServer } from "../dev/react-server";

await runUnderReactServer({ file: import.meta.filename, childFlag: "BENCH_HTTP_CHILD", main });

type Figures = { requestsPerSec: number; p50: number; p90: number; p99: number; max: number; errors: number; non2xx: number; timeouts: number; requests: number };
type Budget = { minRatio?: number; minRps?: number; maxP99?: number };

async function load(url: string | string[], connections: number, seconds: number): Promise<Figures> {
  const { default: autocannon } = await import("autocannon");
  const urls = Array.isArray(url) ? url : [url];
  const first = new URL(urls[0]);
  const result = await autocannon({
    url: first.origin,
    connections,
    duration: seconds,
    requests: urls.map((u) => ({ method: "GET", path: new URL(u).pathname + new URL(u).search })),
  });
  return {
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    requests: result.requests.total,
  };
}

async function main() {
  const { createScratchDatabase } = await import("@/db/scratch");
  const base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const port = Number(process.env.BENCH_PORT ?? 4420);
  const catalogue = Number(process.env.BENCH_CATALOGUE ?? 2_000);
  const distDir = process.env.NEXT_DIST_DIR || ".next";

  const scratch = await createScratchDatabase({ baseUrl: base, prefix: "propie_benchhttp" });
  process.env.DATABASE_URL = scratch.url;
  let server: ChildProcess | null = null;
  try {
    const { openDb } = await import("@/db/client");
    const { migrateAndSeed } = await import("@/db/dev-setup");
    const handle = openDb({ databaseUrl: scratch.url });
    const { seedMs } = await migrateAndSeed({ handle, seed: true, catalogueCount: catalogue });
    console.log(`[bench:http] seeded ${catalogue.toLocaleString()} listings and the suburbs in ${((seedMs ?? 0) / 1000).toFixed(1)} s`);
    await handle.close();

    // A shared session with 100 scored listings, written the way the search job writes them.
    const { seedSharedSession } = await import("./bench-shared-session");
    const sessionId = await seedSharedSession({ count: 100 });

    server = spawn(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: scratch.url,
        APP_URL: `http://127.0.0.1:${port}`,
        AUTH_SECRET: "bench-http-only-secret-0123456789",
        SEARCH_WORKER: "off",
        DB_AUTO_SEED: "off",
        SHUTDOWN_DRAIN_SECONDS: "0",
        // Production's default log level: the request log lines are part of what is measured.
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
        NEXT_DIST_DIR: distDir,
      },
    });
    const origin = `http://127.0.0.1:${port}`;
    await waitForServer(`${origin}/api/health`, 90_000);

    const listingsUrl = `${origin}/api/sessions/${sessionId}/listings`;
    const check = await fetch(listingsUrl);
    const body = (await check.json()) as { listings?: unknown[] };
    if (check.status !== 200 || body.listings?.length !== 100) throw new Error(`the shared session's listings answered ${check.status} with ${body.listings?.length} listings`);
    const placeQueries = ["bri", "syd", "mel", "ade", "hob", "per", "dar", "can", "new", "sou", "nor", "eas", "wes", "mou", "por", "bal", "gee", "wol", "tow", "cai", "richmond", "yarra", "queen", "3121"];
    const targets: { name: string; url: string | string[]; budget: Budget }[] = [
      { name: "health", url: `${origin}/api/health`, budget: {} },
      { name: "landing", url: `${origin}/`, budget: { minRatio: 0.8 } },
      { name: "listings", url: listingsUrl, budget: { minRps: 400, maxP99: 100 } },
      { name: "places", url: placeQueries.map((q) => `${origin}/api/places?q=${q}`), budget: { minRatio: 0.8, maxP99: 50 } },
    ];

    console.log(`[bench:http] load average before the runs: ${os.loadavg().map((l) => l.toFixed(1)).join(", ")} on ${os.cpus().length} CPUs`);
    // Warm every route (first renders, the place index) before measuring.
    for (const target of targets) await load(target.url, 2, 2);

    const results: Record<string, Figures & { ratioToHealth: number; budget: Budget; misses: string[] }> = {};
    let health = 0;
    for (const target of targets) {
      const f = await load(target.url, connections, seconds);
      if (target.name === "health") health = f.requestsPerSec;
      const ratio = health ? f.requestsPerSec / health : 1;
      const misses: string[] = [];
      if (f.errors || f.non2xx || f.timeouts) misses.push(`${f.errors} errors, ${f.non2xx} non-2xx, ${f.timeouts} timeouts`);
      if (target.budget.minRatio !== undefined && ratio < target.budget.minRatio) misses.push(`ratio ${ratio.toFixed(2)} < ${target.budget.minRatio}`);
      if (target.budget.minRps !== undefined && f.requestsPerSec < target.budget.minRps) misses.push(`${f.requestsPerSec.toFixed(0)} req/s < ${target.budget.minRps}`);
      if (target.budget.maxP99 !== undefined && f.p99 > target.budget.maxP99) misses.push(`p99 ${f.p99} ms > ${target.budget.maxP99} ms`);
      results[target.name] = { ...f, ratioToHealth: Math.round(ratio * 100) / 100, budget: target.budget, misses };
      console.log(
        `[bench:http] ${target.name.padEnd(9)} ${f.requestsPerSec.toFixed(0).padStart(6)} req/s  ×${ratio.toFixed(2)} of health  p50 ${f.p50} ms  p90 ${f.p90} ms  p99 ${f.p99} ms  max ${f.max} ms  ${f.requests} requests, ${f.errors} errors, ${f.non2xx} non-2xx  ${misses.length ? "MISS: " + misses.join("; ") : "within budget"}`,
      );
    }

    const out = {
      when: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? "unknown", memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, platform: `${os.type()} ${os.release()}`, loadAverage1m: Math.round(os.loadavg()[0] * 10) / 10 },
      setup: { connections, seconds, catalogue, database: "PostgreSQL (scratch database)", server: "next start, NODE_ENV=production, SEARCH_WORKER=off", log: process.env.BENCH_LOG_LEVEL ?? "info" },
      results,
    };
    mkdirSync(path.join("bench", "results"), { recursive: true });
    writeFileSync(path.join("bench", "results", "http.json"), JSON.stringify(out, null, 2) + "\n");
    console.log("[bench:http] wrote bench/results/http.json");
    const missed = Object.entries(results).filter(([, r]) => r.misses.length);
    if (missed.length && process.env.BENCH_NO_FAIL !== "1") {
      console.log(`[bench:http] over budget: ${missed.map(([n]) => n).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    if (server) {
      server.kill("SIGTERM");
      await new Promise((r) => server!.once("exit", r));
    }
    await scratch.drop();
  }
}
