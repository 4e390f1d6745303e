/**
 * npm run bench:lighthouse — Lighthouse on the production build (budgets: docs/PERFORMANCE.md).
 *
 * Serves the build in NEXT_DIST_DIR or .next (run `npm run build` first) with `next start`
 * on a free loopback port against a fresh embedded database (a new PGlite directory,
 * migrated and seeded with the suburbs and BENCH_CATALOGUE demo listings, plus a public
 * session with 100 scored listings written by the repo's seeding code), then runs
 * Lighthouse — the npm package, driving Debian's Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium; never a downloaded browser) — on:
 *
 *   /                       the landing page
 *   /pricing
 *   /preferences            as a guest
 *   /session/{shared id}    the link Share Results copies: it restores the session and shows /matches
 *   /chat                   as a guest
 *
 * each in Lighthouse's mobile (default) and desktop configurations, categories
 * performance, accessibility and best-practices, with Lighthouse's default simulated
 * throttling. Budgets: performance ≥ 95 desktop and ≥ 90 mobile, accessibility ≥ 98,
 * best practices 100. Prints a table, the failing audits of every miss, the load average
 * (performance figures are depressed by a loaded machine), writes
 * bench/results/lighthouse.json (the full reports go to bench-results/lighthouse/, not
 * committed) and exits 1 over budget unless BENCH_NO_FAIL=1.
 *
 * BENCH_LH_RUNS (1): runs per page and form factor; the median by performance is kept.
 * BENCH_LH_ROUTES: a comma-separated subset of the route names (landing, pricing,
 * preferences, matches, chat). BENCH_LH_FORM_FACTORS: mobile,desktop.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_FLAGS } from "../../tests/support/chromium-flags";
import { runUnderReactServer } from "../dev/react-server";
import { serveBenchApp } from "./bench-app";

type FormFactor = "mobile" | "desktop";
type Category = "performance" | "accessibility" | "best-practices";
const CATEGORIES: Category[] = ["performance", "accessibility", "best-practices"];
const BUDGETS: Record<FormFactor, Record<Category, number>> = {
  desktop: { performance: 95, accessibility: 98, "best-practices": 100 },
  mobile: { performance: 90, accessibility: 98, "best-practices": 100 },
};
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

type Audit = { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number };
type Lhr = {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  environment: { hostUserAgent: string; benchmarkIndex: number };
  configSettings: { throttlingMethod: string; formFactor: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<string, Audit>;
};
type FailingAudit = { category: Category; id: string; title: string; score: number | null; displayValue?: string };
type Result = {
  route: string;
  name: string;
  url: string;
  finalUrl: string;
  formFactor: FormFactor;
  scores: Record<Category, number | null>;
  metrics: { lcpMs: number | null; tbtMs: number | null; cls: number | null; fcpMs: number | null; speedIndexMs: number | null };
  benchmarkIndex: number;
  loadAverage1m: number;
  runWarnings: string[];
  misses: string[];
  failingAudits: FailingAudit[];
  runs: number;
  performanceOfEachRun: (number | null)[];
};

const score100 = (s: number | null | undefined) => (s === null || s === undefined ? null : Math.round(s * 100));
const load1 = () => Math.round(os.loadavg()[0] * 10) / 10;

/** Audits that cost points in a category: binary ones that failed, numeric ones below 0.9 (Lighthouse's "passed" line). */
function failingAudits(lhr: Lhr, category: Category): FailingAudit[] {
  const out: FailingAudit[] = [];
  const refs = lhr.categories[category]?.auditRefs ?? [];
  for (const ref of refs) {
    const a = lhr.audits[ref.id];
    if (!a || a.score === null) continue;
    if (["notApplicable", "manual", "informative", "error"].includes(a.scoreDisplayMode)) continue;
    const failed = a.scoreDisplayMode === "binary" ? a.score < 1 : a.score < 0.9;
    if (failed) out.push({ category, id: a.id, title: a.title, score: a.score, displayValue: a.displayValue });
  }
  return out;
}

async function runLighthouse(url: string, formFactor: FormFactor, chromePath: string): Promise<Lhr> {
  const chromeLauncher = await import("chrome-launcher");
  const { default: lighthouse, desktopConfig } = await import("lighthouse");
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "error" });
  try {
    const flags = {
      port: chrome.port,
      output: "json" as const,
      logLevel: "error" as const,
      onlyCategories: CATEGORIES,
      // A loaded machine: give the page time to settle instead of failing the run.
      maxWaitForLoad: 90_000,
    };
    const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr as unknown as Lhr;
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (apt-get install chromium, or set CHROMIUM_PATH).`);
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 1));
  const catalogue = Number(process.env.BENCH_CATALOGUE ?? 2_000);
  const onlyRoutes = process.env.BENCH_LH_ROUTES?.split(",").map((s) => s.trim());
  const formFactors = (process.env.BENCH_LH_FORM_FACTORS?.split(",").map((s) => s.trim()) ?? ["mobile", "desktop"]) as FormFactor[];
  const reportsDir = path.join("bench-results", "lighthouse");
  mkdirSync(reportsDir, { recursive: true });

  const app = await serveBenchApp({ name: "lighthouse", distDir, catalogue, serverLog: path.join(reportsDir, "server.log") });
  const { origin, sharedSessionId: sessionId } = app;
  try {
    const routes = [
      { name: "landing", route: "/", path: "/" },
      { name: "pricing", route: "/pricing", path: "/pricing" },
      { name: "preferences", route: "/preferences", path: "/preferences" },
      { name: "matches", route: "/matches (shared)", path: `/session/${sessionId}` },
      { name: "chat", route: "/chat", path: "/chat" },
    ].filter((r) => !onlyRoutes || onlyRoutes.includes(r.name));

    // Warm every page once (first renders, the database's caches) before measuring.
    for (const r of routes) {
      const res = await fetch(`${origin}${r.path}`, { redirect: "manual" });
      if (res.status !== 200) throw new Error(`${r.path} answered ${res.status}: the benchmark measures the page a guest sees`);
      await res.arrayBuffer();
    }
    const listings = (await (await fetch(`${origin}/api/sessions/${sessionId}/listings`)).json()) as { listings?: unknown[] };
    if (listings.listings?.length !== 100) throw new Error(`the shared session has ${listings.listings?.length} listings, not 100`);

    const loadBefore = os.loadavg();
    console.log(`[bench:lighthouse] load average ${loadBefore.map((l) => l.toFixed(1)).join(", ")} on ${os.cpus().length} CPUs; ${runs} run(s) per page and form factor; simulated throttling`);
    const results: Result[] = [];
    let lighthouseVersion = "";
    let userAgent = "";
    for (const r of routes) {
      for (const formFactor of formFactors) {
        const url = `${origin}${r.path}`;
        const lhrs: { lhr: Lhr; load: number }[] = [];
        for (let i = 0; i < runs; i++) {
          // Lighthouse sometimes loses the trace on this loaded machine (NO_NAVSTART, NO_FCP): retry such a run twice.
          let lhr = await runLighthouse(url, formFactor, chromePath);
          for (let retry = 1; lhr.runtimeError && retry <= 2; retry++) {
            console.log(`[bench:lighthouse] ${r.route} ${formFactor}: ${lhr.runtimeError.code}, running again (${retry}/2)`);
            lhr = await runLighthouse(url, formFactor, chromePath);
          }
          if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url} (${formFactor}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          lhrs.push({ lhr, load: load1() });
          writeFileSync(path.join(reportsDir, `${r.name}-${formFactor}${runs > 1 ? `-${i + 1}` : ""}.json`), JSON.stringify(lhr));
        }
        const perfOf = (l: Lhr) => l.categories.performance?.score ?? 0;
        const sorted = [...lhrs].sort((a, b) => perfOf(a.lhr) - perfOf(b.lhr));
        const { lhr, load } = sorted[Math.floor((sorted.length - 1) / 2)];
        lighthouseVersion = lhr.lighthouseVersion;
        userAgent = lhr.environment.hostUserAgent;
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score100(lhr.categories[c]?.score)])) as Record<Category, number | null>;
        const misses: string[] = [];
        const failing: FailingAudit[] = [];
        for (const c of CATEGORIES) {
          const s = scores[c];
          if (s === null || s < BUDGETS[formFactor][c]) {
            misses.push(`${c} ${s ?? "n/a"} < ${BUDGETS[formFactor][c]}`);
            failing.push(...failingAudits(lhr, c));
          }
        }
        const num = (id: string) => (lhr.audits[id]?.numericValue === undefined ? null : lhr.audits[id].numericValue!);
        const result: Result = {
          route: r.route,
          name: r.name,
          url: r.path,
          finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
          formFactor,
          scores,
          metrics: {
            lcpMs: num("largest-contentful-paint") === null ? null : Math.round(num("largest-contentful-paint")!),
            tbtMs: num("total-blocking-time") === null ? null : Math.round(num("total-blocking-time")!),
            cls: num("cumulative-layout-shift") === null ? null : Math.round(num("cumulative-layout-shift")! * 1000) / 1000,
            fcpMs: num("first-contentful-paint") === null ? null : Math.round(num("first-contentful-paint")!),
            speedIndexMs: num("speed-index") === null ? null : Math.round(num("speed-index")!),
          },
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          loadAverage1m: load,
          runWarnings: lhr.runWarnings,
          misses,
          failingAudits: failing,
          runs,
          performanceOfEachRun: lhrs.map((l) => score100(l.lhr.categories.performance?.score)),
        };
        results.push(result);
        const m = result.metrics;
        console.log(
          `[bench:lighthouse] ${r.route.padEnd(18)} ${formFactor.padEnd(7)} perf ${String(scores.performance).padStart(3)}  a11y ${String(scores.accessibility).padStart(3)}  bp ${String(scores["best-practices"]).padStart(3)}  LCP ${m.lcpMs} ms  TBT ${m.tbtMs} ms  CLS ${m.cls}  (load ${load}, benchmark index ${result.benchmarkIndex})${misses.length ? "  MISS" : ""}`,
        );
      }
    }
    const loadAfter = os.loadavg();

    // The table and the misses.
    const fmt = (n: number | null, unit = "") => (n === null ? "n/a" : `${n.toLocaleString("en-AU")}${unit}`);
    console.log(`\nLighthouse ${lighthouseVersion}, ${userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "Chromium"}, simulated throttling; load average ${loadBefore[0].toFixed(1)} → ${loadAfter[0].toFixed(1)} on ${os.cpus().length} CPUs\n`);
    // BI: Lighthouse's benchmark index of the host CPU during the run (lower = slower, i.e. more loaded).
    const header = ["route", "form", "perf", "a11y", "best pr.", "LCP", "TBT", "CLS", "load", "BI", "result"];
    const rows = results.map((r) => [
      r.route,
      r.formFactor,
      `${fmt(r.scores.performance)} / ${BUDGETS[r.formFactor].performance}`,
      `${fmt(r.scores.accessibility)} / ${BUDGETS[r.formFactor].accessibility}`,
      `${fmt(r.scores["best-practices"])} / ${BUDGETS[r.formFactor]["best-practices"]}`,
      fmt(r.metrics.lcpMs, " ms"),
      fmt(r.metrics.tbtMs, " ms"),
      fmt(r.metrics.cls),
      r.loadAverage1m.toFixed(1),
      String(r.benchmarkIndex),
      r.misses.length ? "MISS" : "ok",
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells: string[]) => cells.map((c, i) => (i < 2 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
    console.log(line(header));
    console.log(widths.map((w) => "-".repeat(w)).join("  "));
    for (const row of rows) console.log(line(row));
    const missed = results.filter((r) => r.misses.length);
    for (const r of missed) {
      console.log(`\n${r.route} (${r.formFactor}): ${r.misses.join("; ")}`);
      for (const a of r.failingAudits) console.log(`  - [${a.category}] ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`);
    }

    const chromiumVersion = userAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? null;
    const out = {
      when: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model ?? "unknown",
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        platform: `${os.type()} ${os.release()}`,
        loadAverageBefore: loadBefore.map((l) => Math.round(l * 10) / 10),
        loadAverageAfter: loadAfter.map((l) => Math.round(l * 10) / 10),
      },
      setup: {
        lighthouse: lighthouseVersion,
        chromium: chromiumVersion,
        chromePath,
        chromeFlags: CHROME_FLAGS,
        throttling: "simulated (Lighthouse default)",
        categories: CATEGORIES,
        runsPerPage: runs,
        server: "next start, NODE_ENV=production, embedded database (PGlite), SEARCH_WORKER=off",
        catalogue,
        sharedSession: "public, 100 scored listings, opened through /session/{id}",
      },
      budgets: BUDGETS,
      results,
    };
    mkdirSync(path.join("bench", "results"), { recursive: true });
    writeFileSync(path.join("bench", "results", "lighthouse.json"), JSON.stringify(out, null, 2) + "\n");
    console.log(`\n[bench:lighthouse] wrote bench/results/lighthouse.json (full reports and the server log in ${reportsDir}/)`);
    if (missed.length) {
      console.log(`[bench:lighthouse] over budget: ${missed.map((r) => `${r.route} ${r.formFactor}`).join(", ")}`);
      if (process.env.BENCH_NO_FAIL !== "1") process.exitCode = 1;
    } else {
      console.log("[bench:lighthouse] every page within budget");
    }
  } finally {
    await app.stop();
  }
}

// The seeding code loads server-only modules: run under the react-server condition.
await runUnderReactServer({
  file: import.meta.filename,
  childFlag: "BENCH_LIGHTHOUSE_CHILD",
  main: () =>
    main().catch((err) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : err);
      process.exitCode = 1;
    }),
});
