/**
 * What the browser benchmarks share (bench:first-results, bench:pages): `next start` of a production
 * build on a scratch database, the health route's figures of the same run, a median, and a
 * frame-by-frame wait for something to be on screen.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { openSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/**
 * The complete form the e2e search flow fills in through the UI (tests/e2e/pages/preferences-page.ts,
 * fillEverything): Victoria, houses with 2+ bedrooms up to $3m, investment goals (cash flow), split living
 * (a granny flat) and renovation ($100k) ranked. Written through the API, so every run starts from the same
 * form without minutes of typing on a loaded machine.
 */
export async function benchPreferences(): Promise<unknown> {
  const { storedPreferencesSchema } = await import("@/lib/preferences/schema");
  return storedPreferencesSchema.parse({
    marketStatus: "All Properties",
    priceRange: { min: null, max: 3_000_000 },
    importanceRanking: ["investmentGoals", "splitLiving", "renovationPotential"],
    locations: ["Victoria"],
    propertyType: "House",
    bedrooms: "2+",
    investmentGoals: { highcashflow: true },
    splitLiving: { grannyFlat: true },
    renovationPotential: { enabled: true, renovationBudget: 100_000, finishLevel: null },
  });
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The health route under load (10 connections, 3 s) and the median of 50 single requests: the run's baseline. */
export async function healthFigures(origin: string) {
  const { default: autocannon } = await import("autocannon");
  const r = await autocannon({ url: `${origin}/api/health`, connections: 10, duration: 3 });
  const single: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    await (await fetch(`${origin}/api/health`)).arrayBuffer();
    single.push(performance.now() - t);
  }
  return { requestsPerSec: Math.round(r.requests.average), p99: r.latency.p99, singleMedianMs: Math.round(median(single) * 10) / 10 };
}

/**
 * `next start` of the build in `distDir` on 127.0.0.1:`port` with production's settings, on `databaseUrl`.
 * `cwd`: the checkout the build belongs to (another commit's, for a before/after run); `env` adds to or
 * overrides the settings. BENCH_SERVER_LOG=<file>: the server's log lines, one per request with its duration
 * on the server (LOG_LEVEL info), appended to <file>-<port>.jsonl, to read beside the browser's trace.
 */
export function startServer({ distDir, port, databaseUrl, cwd = process.cwd(), env = {} }: { distDir: string; port: number; databaseUrl: string; cwd?: string; env?: Record<string, string> }): ChildProcess {
  const serverLog = process.env.BENCH_SERVER_LOG ? openSync(`${process.env.BENCH_SERVER_LOG}-${port}.jsonl`, "a") : "ignore";
  return spawn(process.execPath, [path.join(cwd, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd,
    stdio: ["ignore", serverLog, "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PGLITE_DIR: "",
      APP_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      SEARCH_WORKER: "on",
      DB_AUTO_SEED: "off",
      SHUTDOWN_DRAIN_SECONDS: "0",
      // Every run is a guest search from this one address.
      GUEST_DAILY_SEARCHES: "100000",
      LOG_LEVEL: process.env.BENCH_SERVER_LOG ? "info" : "warn",
      NEXT_DIST_DIR: distDir,
      ...env,
    },
  });
}

/** Stops a server started by startServer and waits for it to exit. */
export async function stopServer(server: ChildProcess) {
  server.kill("SIGTERM");
  if (server.exitCode === null) await new Promise((r) => server.once("exit", r));
}

/**
 * Resolves in the first animation frame in which `selector` matches an element that is visible (it has a box
 * and is not visibility: hidden, Playwright's own test of visible), with the page's clock then (ms since the
 * navigation started). `hydrated`: React has attached to the element too (so a click or a key works).
 * Checked every frame: Playwright's locator waits re-check 0, 20, 50, 100 and 100 ms apart and then every
 * 500 ms, so they add up to half a second to a wait that ends after the first ~300 ms, more than the benches
 * mean to measure.
 */
export async function shown(page: Page, selector: string, { text, hydrated = false }: { text?: string; hydrated?: boolean } = {}): Promise<number> {
  // A function, not a string (the page's CSP has no unsafe-eval), with no named inner functions (tsx would wrap them in a helper the page lacks).
  const handle = await page.waitForFunction(
    (args: { selector: string; text: string | null; hydrated: boolean }) =>
      [...document.querySelectorAll(args.selector)].some((e) => {
        const r = e.getBoundingClientRect();
        return (
          (args.text === null || e.textContent === args.text) &&
          r.width > 0 &&
          r.height > 0 &&
          getComputedStyle(e).visibility !== "hidden" &&
          (!args.hydrated || Object.keys(e).some((k) => k.startsWith("__reactProps$")))
        );
      }) && performance.now(),
    { selector, text: text ?? null, hydrated },
    { polling: "raf", timeout: 180_000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}
