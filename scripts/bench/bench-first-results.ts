/**
 * npm run bench:first-results — how long a buyer waits for their first results, measured from
 * outside in Debian's Chromium through the real UI of a production build (docs/PERFORMANCE.md,
 * "First results"):
 *
 *   find-matches  /preferences (a complete form, the page settled) → click Find Matches →
 *                 click "No thanks I'll wait" in the dialog as soon as it shows → the first row
 *                 of /matches visible;
 *   chat-brief    /chat → send a complete brief → the first of its matches visible under the reply.
 *
 * A scratch database on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres)
 * is migrated and seeded with the suburbs and BENCH_CATALOGUE demo listings (25,000); `next start`
 * serves the build in NEXT_DIST_DIR (default .next; run `npm run build` first) on BENCH_PORT (3241)
 * and works its own search queue (SEARCH_WORKER=on, as in production without a separate worker).
 * Each run is a fresh browser context and a fresh guest session, so nothing is cached in the browser
 * between runs. One warm-up run of each flow, then BENCH_RUNS (10) runs each, interleaved.
 *
 * BENCH_BASELINE_DIST names a second build (an earlier commit's, built with NEXT_DIST_DIR=…): it is served
 * on BENCH_PORT + 1 from a copy of the same database, and the two are measured interleaved, run by run, so
 * both see the same load (this machine's load changes by the minute).
 *
 * Prints each run, the medians and the health route's figures measured in the same run (its
 * requests per second over 3 s with 10 connections, and the median of 50 single requests), and
 * appends them to bench/results/first-results-<date>.txt. BENCH_LABEL and BENCH_BASELINE_LABEL name the
 * builds. Exits 1 when a median of the first build is over 1,000 ms and BENCH_STRICT=1.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { waitForServer } from "../dev/wait-for-server";
import { CHROMIUM_FLAGS } from "../../tests/support/chromium-flags";
import { benchPreferences, healthFigures, median, shown, startServer, stopServer } from "./browser-bench";

const BUDGET_MS = 1_000;
/** A complete brief: location, budget, type, bedrooms and a goal, so the assistant searches at once. */
const BRIEF = "3 bed house in Geelong or Ballarat under 650k, want good cash flow, no flood zones";

/** A fresh browser context of a guest whose tab holds a new session id, as a first visit would. */
async function guestPage(browser: Browser, origin: string) {
  const sessionId = randomUUID();
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
  await context.addInitScript((id) => window.localStorage.setItem("current_session_id", id), sessionId);
  const page = await context.newPage();
  page.setDefaultTimeout(180_000);
  return { sessionId, context, page };
}

/**
 * BENCH_TRACE=1: print, for each run, when (ms after the click) each request to the app started and
 * ended and when the page's URL changed — where the wait goes.
 */
function traceOf(page: Page) {
  if (process.env.BENCH_TRACE !== "1") return { start: async () => undefined, print: async (_label: string) => undefined };
  let t0 = 0;
  const lines: string[] = [];
  const at = () => (t0 ? Date.now() - t0 : -1);
  page.on("request", (r) => t0 && lines.push(`${at()} → ${r.method()} ${new URL(r.url()).pathname}`));
  page.on("requestfinished", (r) => t0 && lines.push(`${at()} ← ${r.method()} ${new URL(r.url()).pathname}`));
  page.on("framenavigated", (f) => t0 && f === page.mainFrame() && lines.push(`${at()} url ${new URL(f.url()).pathname}`));
  return {
    start: async () => {
      // In the page: when the dialog and the first row appear and each click, by the page's clock.
      // A string, not a function: tsx would wrap the function's inner functions in a helper the page lacks.
      await page.evaluate(`(() => {
        const t0 = performance.now();
        window.__trace = [];
        const mark = (what) => window.__trace.push(Math.round(performance.now() - t0) + " page: " + what);
        document.addEventListener("click", (e) => mark("click " + (e.target.textContent || "").slice(0, 30)), true);
        const seen = new Set();
        new MutationObserver(() => {
          for (const sel of ["[data-testid=search-dialog]", "[data-testid=match-row]", "[data-testid=chat-result]"]) {
            if (!seen.has(sel) && document.querySelector(sel)) {
              seen.add(sel);
              mark(sel + " in the DOM");
            }
          }
        }).observe(document, { childList: true, subtree: true });
      })()`);
      t0 = Date.now();
    },
    print: async (label: string) => {
      const inPage = await page.evaluate(() => (window as unknown as { __trace?: string[] }).__trace ?? []);
      console.log(`[trace ${label}]\n  ${[...lines, ...inPage].join("\n  ")}\n  ${at()} first row`);
    },
  };
}

async function findMatchesRun(browser: Browser, origin: string, preferences: unknown): Promise<number> {
  const { sessionId, context, page } = await guestPage(browser, origin);
  const trace = traceOf(page);
  try {
    const put = await page.request.put(`${origin}/api/preferences`, { data: { sessionId, preferences }, timeout: 180_000 });
    if (!put.ok()) throw new Error(`PUT /api/preferences answered ${put.status()}: ${await put.text()}`);
    await page.goto("/preferences", { waitUntil: "networkidle" });
    const find = page.getByTestId("find-matches");
    await find.waitFor({ state: "visible", timeout: 180_000 }).catch(async (err: unknown) => {
      await page.screenshot({ path: path.join("bench-results", "first-results-failed.png"), fullPage: true });
      throw err;
    });
    // A person reads the form before pressing the button: let the page settle (idle work included).
    await page.waitForTimeout(1_500);
    const t0 = Date.now();
    await trace.start();
    await find.click();
    await shown(page, "[data-testid=search-dialog] button", { text: "No thanks I'll wait" });
    await page.getByRole("button", { name: "No thanks I'll wait" }).click({ timeout: 180_000 });
    await shown(page, "[data-testid=match-row]");
    const took = Date.now() - t0;
    await trace.print("find-matches");
    return took;
  } finally {
    await context.close();
  }
}

async function chatRun(browser: Browser, origin: string): Promise<number> {
  const { context, page } = await guestPage(browser, origin);
  const trace = traceOf(page);
  try {
    await page.goto("/chat", { waitUntil: "networkidle" });
    const input = page.getByPlaceholder("Type your property requirements...");
    await input.fill(BRIEF);
    await page.waitForTimeout(1_500);
    const send = page.getByRole("button", { name: "Send", exact: true });
    const t0 = Date.now();
    await trace.start();
    await send.click();
    await shown(page, "[data-testid=chat-result]");
    const took = Date.now() - t0;
    await trace.print("chat-brief");
    return took;
  } finally {
    await context.close();
  }
}

type Target = { label: string; origin: string; server: ChildProcess; find: number[]; chat: number[] };

async function main() {
  const { copyScratchDatabase, createScratchDatabase } = await import("@/db/scratch");
  const base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const port = Number(process.env.BENCH_PORT ?? 3241);
  const catalogue = Number(process.env.BENCH_CATALOGUE ?? 25_000);
  const runs = Number(process.env.BENCH_RUNS ?? 10);
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const baselineDist = process.env.BENCH_BASELINE_DIST || "";
  // Each line goes to the results file as it is printed: a run cut short keeps what it measured.
  const file = path.join("bench", "results", `first-results-${new Date().toISOString().slice(0, 10)}.txt`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${new Date().toISOString()}\n`, { flag: "a" });
  const say = (line: string) => {
    console.log(`[bench:first-results] ${line}`);
    writeFileSync(file, `${line}\n`, { flag: "a" });
  };

  const scratch = await createScratchDatabase({ baseUrl: base, prefix: "propie_benchfirst" });
  let copy: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  const targets: Target[] = [];
  let browser: Browser | null = null;
  const cleanUp = async () => {
    await browser?.close().catch(() => undefined);
    for (const t of targets) await stopServer(t.server);
    await copy?.drop().catch(() => undefined);
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
    say(`seeded ${catalogue.toLocaleString()} demo listings and the suburbs in ${((seedMs ?? 0) / 1000).toFixed(1)} s (scratch database ${scratch.name})`);
    await handle.close();

    targets.push({ label: process.env.BENCH_LABEL ?? distDir, origin: `http://127.0.0.1:${port}`, server: startServer({ distDir, port, databaseUrl: scratch.url }), find: [], chat: [] });
    if (baselineDist) {
      // The baseline build gets its own copy of the same database (its own queue and worker), made from the seeded one.
      copy = await copyScratchDatabase({ baseUrl: base, source: scratch, prefix: "propie_benchfirst" });
      targets.push({ label: process.env.BENCH_BASELINE_LABEL ?? baselineDist, origin: `http://127.0.0.1:${port + 1}`, server: startServer({ distDir: baselineDist, port: port + 1, databaseUrl: copy.url }), find: [], chat: [] });
    }
    for (const target of targets) await waitForServer(`${target.origin}/api/health`, 180_000);
    browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });

    const preferences = await benchPreferences();
    say(`builds: ${targets.map((t) => t.label).join(" | ")}; ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(", ")}`);
    // Warm-up: each server's first renders and its worker's catalogue copy.
    for (const target of targets) {
      say(`warm-up ${target.label}: find-matches ${await findMatchesRun(browser, target.origin, preferences)} ms, chat-brief ${await chatRun(browser, target.origin)} ms`);
    }
    const health = await healthFigures(targets[0].origin);

    // Interleaved, the order alternating, so both builds see the same load.
    for (let i = 0; i < runs; i++) {
      const order = i % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) {
        target.find.push(await findMatchesRun(browser, target.origin, preferences));
        target.chat.push(await chatRun(browser, target.origin));
      }
      say(`run ${i + 1}: ${targets.map((t) => `${t.label}: find-matches ${t.find[i]} ms, chat-brief ${t.chat[i]} ms`).join("; ")} (load ${os.loadavg()[0].toFixed(1)})`);
    }
    const healthAfter = await healthFigures(targets[0].origin);
    say(`health route (same run, ${targets[0].label}): ${health.requestsPerSec} req/s before the runs, ${healthAfter.requestsPerSec} after (10 connections, 3 s; p99 ${health.p99}/${healthAfter.p99} ms); one request ${health.singleMedianMs}/${healthAfter.singleMedianMs} ms median`);
    let over = false;
    for (const target of targets) {
      const mFind = median(target.find);
      const mChat = median(target.chat);
      if (target === targets[0]) over = mFind > BUDGET_MS || mChat > BUDGET_MS;
      say(`MEDIAN ${target.label}: find-matches → first row ${mFind} ms (min ${Math.min(...target.find)}, max ${Math.max(...target.find)}); chat brief → first row ${mChat} ms (min ${Math.min(...target.chat)}, max ${Math.max(...target.chat)}); ${runs} runs; budget ${BUDGET_MS} ms: ${mFind <= BUDGET_MS && mChat <= BUDGET_MS ? "met" : "MISSED"}`);
    }

    console.log(`[bench:first-results] wrote ${file}`);
    if (over && process.env.BENCH_STRICT === "1") process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

// Runs under --conditions=react-server (the app's server modules), like bench:http.
if (process.env.BENCH_FIRST_CHILD !== "1") {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", import.meta.filename], {
    stdio: "inherit",
    env: { ...process.env, BENCH_FIRST_CHILD: "1" },
  });
  child.on("exit", (code) => process.exit(code ?? 1));
} else {
  await main();
}
