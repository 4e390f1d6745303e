/**
 * npm run bench:pages — each page's time to a usable screen, warm, on a production build, in Debian's
 * Chromium (docs/PERFORMANCE.md, "Page loads"), beside the health route's figures of the same run:
 *
 *   preferences  a guest opens /preferences          → the form, complete (written as its autosave writes it),
 *                                                      with its Find Matches button shown and live
 *   matches      an approved tester opens /matches   → its first row shown (the session has 100)
 *   chat         a guest opens /chat                 → the message box shown and live
 *   shared       a guest opens a shared link          → /session/{id}'s first row shown
 *
 * "Live": React has attached to the element, so a click or a key works. Each time is the page's own clock
 * (ms since the navigation started) in the first animation frame the screen is there. Every run is a fresh
 * browser context (no cache, no storage) on a warm server: one warm-up run of each page first, then
 * BENCH_RUNS (5) of each, interleaved. For the median run of each page it prints where the time went: the
 * server's first byte (server render), DOMContentLoaded (the HTML and the scripts), and each API round trip
 * made before the screen was usable.
 *
 * A scratch database on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres)
 * is migrated and seeded with the suburbs and BENCH_CATALOGUE (2,000) demo listings, a shared session with
 * 100 scored listings (bench-shared-session.ts) and an approved tester (ARGON2_COST=test hashes their password cheaply). `next start` serves the build in
 * NEXT_DIST_DIR (default .next; run `npm run build` first) on BENCH_PORT (3251).
 *
 * BENCH_BASELINE_DIR names a checkout of another commit with its own build (BENCH_BASELINE_DIST in it,
 * default .next): served on BENCH_PORT + 1 from the same database and measured interleaved, run by run, so
 * both see the same load. BENCH_LABEL and BENCH_BASELINE_LABEL name the builds.
 *
 * BENCH_TRACE=1 records a Chromium trace of each page's last run (written to the system's temp folder as
 * bench-pages-<page>.trace.json, for chrome://tracing) and prints its main thread's long tasks before the screen was
 * usable, with what filled each (scripts/bench/trace-summary.ts).
 *
 * Appends what it prints to bench/results/pages-<date>.txt. Exits 1 when a median of the first build is
 * over 1,000 ms and BENCH_STRICT=1.
 */
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { waitForServer } from "../dev/wait-for-server";
import { runUnderReactServer } from "../dev/react-server";
import { CHROMIUM_FLAGS } from "../../tests/support/chromium-flags";
import { benchPreferences, healthFigures, median, shown, startServer, stopServer } from "./browser-bench";
import { summariseTrace } from "./trace-summary";

const BUDGET_MS = 1_000;
const PASSWORD = "Bench-pages-2026!";
const VIEWPORT = { width: 1280, height: 900 };

type PageName = "preferences" | "matches" | "chat" | "shared";
const PAGES: PageName[] = ["preferences", "matches", "chat", "shared"];

/** One load: when the screen was usable, and what the page's clock says of the way there. */
type Sample = { usable: number; ttfb: number; dcl: number; api: { path: string; start: number; end: number }[]; trace?: string };

type Target = { label: string; origin: string; server: ChildProcess; tester: BrowserContextOptions["storageState"]; samples: Record<PageName, Sample[]> };

/** The navigation's timings and the API calls that started before `usable` (ms since the navigation started). */
async function timings(page: Page, usable: number): Promise<Sample> {
  const t = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const api = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((r) => new URL(r.name).pathname.startsWith("/api/"))
      .map((r) => ({ path: new URL(r.name).pathname, start: Math.round(r.startTime), end: Math.round(r.responseEnd) }));
    return { ttfb: Math.round(nav.responseStart), dcl: Math.round(nav.domContentLoadedEventEnd), api };
  });
  return { usable, ttfb: t.ttfb, dcl: t.dcl, api: t.api.filter((a) => a.start < usable) };
}

async function load(browser: Browser, target: Target, name: PageName, sharedId: string, preferences: unknown, trace = false): Promise<Sample> {
  const signedIn = name === "matches";
  const context = await browser.newContext({ baseURL: target.origin, viewport: VIEWPORT, ...(signedIn ? { storageState: target.tester } : {}) });
  // The tab's current session: the shared one for the tester's /matches, a new one elsewhere.
  const sessionId = signedIn ? sharedId : randomUUID();
  await context.addInitScript((id) => window.localStorage.setItem("current_session_id", id), sessionId);
  if (name === "preferences") {
    // A complete form (its Find Matches button shows only then), written as the page's autosave writes it.
    const put = await context.request.put("/api/preferences", { data: { sessionId, preferences }, timeout: 180_000 });
    if (!put.ok()) throw new Error(`PUT /api/preferences answered ${put.status()}: ${await put.text()}`);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(180_000);
  if (trace) await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "v8.execute", "loading"] });
  try {
    let usable: number;
    switch (name) {
      case "preferences":
        await page.goto("/preferences", { waitUntil: "commit" });
        usable = await shown(page, "[data-testid=find-matches]", { hydrated: true });
        break;
      case "matches":
        await page.goto("/matches", { waitUntil: "commit" });
        usable = await shown(page, "[data-testid=match-row], [data-testid=matches-empty]");
        break;
      case "chat":
        await page.goto("/chat", { waitUntil: "commit" });
        usable = await shown(page, "textarea#chat-input:not([disabled])", { hydrated: true });
        break;
      case "shared":
        await page.goto(`/session/${sharedId}`, { waitUntil: "commit" });
        usable = await shown(page, "[data-testid=match-row]");
        break;
    }
    const sample = await timings(page, usable);
    if (trace) {
      const json = (await browser.stopTracing()).toString("utf8");
      writeFileSync(path.join(os.tmpdir(), `bench-pages-${name}.trace.json`), json);
      sample.trace = traceLines(summariseTrace(json, usable));
    }
    return sample;
  } finally {
    await context.close();
  }
}

/** An approved tester with a confirmed address and a password, made as sign-up and `npm run beta:approve` make them. */
async function createTester(): Promise<string> {
  const { getDb } = await import("@/db/client");
  const { createUser, markEmailConfirmed } = await import("@/db/queries/accounts");
  const { approveBetaEmail } = await import("@/db/queries/beta");
  const { hashPassword } = await import("@/server/auth/password");
  const db = await getDb();
  const email = `bench.${randomUUID().slice(0, 8)}@example.com`;
  const user = await createUser({ db, email, passwordHash: await hashPassword(PASSWORD), firstTimeUser: false, createdFromSearch: false });
  if (!user) throw new Error(`could not create ${email}`);
  await markEmailConfirmed({ db, userId: user.id });
  await approveBetaEmail({ email, db });
  return email;
}

async function signInState(browser: Browser, origin: string, email: string): Promise<BrowserContextOptions["storageState"]> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const res = await context.request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } });
    if (!res.ok()) throw new Error(`sign-in answered ${res.status()}: ${await res.text()}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A traced load's main thread before its screen was usable, one line per long task. */
function traceLines({ busyMs, tasks }: ReturnType<typeof summariseTrace>): string {
  const lines = tasks.map((t) => `      at ${t.start} ms, ${t.ms} ms: ${t.inside.join("; ") || "(nothing of 2 ms or more inside)"}`);
  return [`    main thread busy ${busyMs} ms before usable; its tasks of 16 ms or more:`, ...lines].join("\n");
}

/** The median run's way to a usable screen, in words. */
function breakdown(samples: Sample[]): string {
  const mid = [...samples].sort((a, b) => a.usable - b.usable)[Math.floor(samples.length / 2)];
  const api = mid.api.length ? mid.api.map((a) => `${a.path} ${a.start}→${a.end}`).join(", ") : "none";
  return `first byte ${mid.ttfb} ms, DOMContentLoaded ${mid.dcl} ms, API before usable: ${api}; usable ${mid.usable} ms`;
}

async function main() {
  const { createScratchDatabase } = await import("@/db/scratch");
  const base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const port = Number(process.env.BENCH_PORT ?? 3251);
  const catalogue = Number(process.env.BENCH_CATALOGUE ?? 2_000);
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const baselineDir = process.env.BENCH_BASELINE_DIR || "";
  const tracing = process.env.BENCH_TRACE === "1";
  const file = path.join("bench", "results", `pages-${new Date().toISOString().slice(0, 10)}.txt`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${new Date().toISOString()}\n`, { flag: "a" });
  const say = (line: string) => {
    console.log(`[bench:pages] ${line}`);
    writeFileSync(file, `${line}\n`, { flag: "a" });
  };

  const scratch = await createScratchDatabase({ baseUrl: base, prefix: "propie_benchpages" });
  process.env.DATABASE_URL = scratch.url;
  const targets: Target[] = [];
  let browser: Browser | null = null;
  const cleanUp = async () => {
    await browser?.close().catch(() => undefined);
    for (const t of targets) await stopServer(t.server);
    await scratch.drop().catch(() => undefined);
  };
  const onSignal = () => void cleanUp().finally(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const { openDb } = await import("@/db/client");
    const { migrateAndSeed } = await import("@/db/dev-setup");
    const handle = openDb({ databaseUrl: scratch.url });
    const { seedMs } = await migrateAndSeed({ handle, seed: true, catalogueCount: catalogue });
    await handle.close();
    // The tester first: seedSharedSession closes the app's connection when it is done.
    const tester = await createTester();
    const { seedSharedSession } = await import("./bench-shared-session");
    const sharedId = await seedSharedSession({ count: 100 });
    say(`seeded ${catalogue.toLocaleString()} demo listings and the suburbs in ${((seedMs ?? 0) / 1000).toFixed(1)} s, a shared session of 100 listings and an approved tester`);

    // No searches run here: no worker, and both builds can share the database.
    const env = { SEARCH_WORKER: "off" };
    const empty = () => ({ preferences: [], matches: [], chat: [], shared: [] });
    targets.push({ label: process.env.BENCH_LABEL ?? distDir, origin: `http://127.0.0.1:${port}`, server: startServer({ distDir, port, databaseUrl: scratch.url, env }), tester: undefined, samples: empty() });
    if (baselineDir) {
      const baselineDist = process.env.BENCH_BASELINE_DIST || ".next";
      targets.push({
        label: process.env.BENCH_BASELINE_LABEL ?? baselineDir,
        origin: `http://127.0.0.1:${port + 1}`,
        server: startServer({ distDir: baselineDist, port: port + 1, databaseUrl: scratch.url, cwd: path.resolve(baselineDir), env }),
        tester: undefined,
        samples: empty(),
      });
    }
    for (const target of targets) await waitForServer(`${target.origin}/api/health`, 180_000);
    browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });
    for (const target of targets) target.tester = await signInState(browser, target.origin, tester);
    const preferences = await benchPreferences();

    say(`builds: ${targets.map((t) => t.label).join(" | ")}; ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(", ")}`);
    for (const target of targets) {
      const warm: string[] = [];
      for (const name of PAGES) warm.push(`${name} ${(await load(browser, target, name, sharedId, preferences)).usable} ms`);
      say(`warm-up ${target.label}: ${warm.join(", ")}`);
    }
    const health = await healthFigures(targets[0].origin);

    for (let i = 0; i < runs; i++) {
      const order = i % 2 === 0 ? targets : [...targets].reverse();
      const traced = tracing && i === runs - 1;
      for (const target of order) for (const name of PAGES) target.samples[name].push(await load(browser, target, name, sharedId, preferences, traced));
      say(`run ${i + 1}: ${targets.map((t) => `${t.label}: ${PAGES.map((n) => `${n} ${t.samples[n][i].usable}`).join(", ")} ms`).join("; ")} (load ${os.loadavg()[0].toFixed(1)})`);
    }
    const healthAfter = await healthFigures(targets[0].origin);
    say(`health route (same run, ${targets[0].label}): ${health.requestsPerSec} req/s before the runs, ${healthAfter.requestsPerSec} after (10 connections, 3 s; p99 ${health.p99}/${healthAfter.p99} ms); one request ${health.singleMedianMs}/${healthAfter.singleMedianMs} ms median`);

    let over = false;
    for (const target of targets) {
      const medians = PAGES.map((n) => ({ n, m: median(target.samples[n].map((s) => s.usable)), xs: target.samples[n].map((s) => s.usable) }));
      if (target === targets[0]) over = medians.some((x) => x.m > BUDGET_MS);
      say(
        `MEDIAN ${target.label}: ${medians.map((x) => `${x.n} ${x.m} ms (${Math.min(...x.xs)}–${Math.max(...x.xs)})`).join(", ")}; ${runs} runs; budget ${BUDGET_MS} ms each: ${medians.every((x) => x.m <= BUDGET_MS) ? "met" : "MISSED"}`,
      );
      for (const name of PAGES) say(`  ${target.label} ${name}: ${breakdown(target.samples[name])}`);
      for (const name of PAGES) {
        const last = target.samples[name].at(-1);
        if (last?.trace) say(`  ${target.label} ${name}, last run traced (usable ${last.usable} ms):\n${last.trace}`);
      }
    }
    console.log(`[bench:pages] wrote ${file}`);
    if (over && process.env.BENCH_STRICT === "1") process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

// Last, so the constants above are set when main runs (it loads server-only modules: under --conditions=react-server).
await runUnderReactServer({ file: import.meta.filename, childFlag: "BENCH_PAGES_CHILD", main });
