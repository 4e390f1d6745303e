/**
 * npm run bench:profile — where a page's main-thread JavaScript time goes as it loads: what to
 * remove when Lighthouse's blocking time is over budget (docs/PERFORMANCE.md).
 *
 * Serves the build in NEXT_DIST_DIR or .next (scripts/bench/bench-app.ts), opens each page in Debian's
 * Chromium at a phone's width with the CPU slowed 4x (Lighthouse's mobile setting), records a V8 CPU
 * profile from navigation to 4 s after load, and prints: the long tasks; the time by source file; the
 * time of module evaluation by module (each sample counted for the innermost module being evaluated;
 * "instantiateModule self" is mostly V8 compiling functions on first call); and the costliest functions.
 * Names and files come from the build's source maps: build with NEXT_BROWSER_SOURCE_MAPS=1 (into its own
 * NEXT_DIST_DIR) to get them; without maps it prints chunk names. Writes bench/results/profile.txt.
 *
 * BENCH_PROFILE_ROUTES (preferences,matches): any of landing, pricing, preferences, matches (the shared
 * session's link), chat. BENCH_PROFILE_RUNS (1): profiles per page.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { LEAST_UPPER_BOUND, TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { chromium } from "playwright";
import { CHROMIUM_FLAGS } from "../../tests/support/chromium-flags";
import { runUnderReactServer } from "../dev/react-server";
import { serveBenchApp } from "./bench-app";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = { nodes: { id: number; callFrame: CallFrame; children?: number[] }[]; samples: number[]; timeDeltas: number[] };

const PATHS: Record<string, (shared: string) => string> = {
  landing: () => "/",
  pricing: () => "/pricing",
  preferences: () => "/preferences",
  matches: (shared) => `/session/${shared}`,
  chat: () => "/chat",
};

/** Maps a position in a served chunk back to its source, through the chunk's source map when the build has one. */
function sourceMapper(distDir: string, origin: string) {
  const maps = new Map<string, TraceMap | null>();
  const mapFor = (url: string): TraceMap | null => {
    if (!maps.has(url)) {
      let map: TraceMap | null = null;
      const m = /\/_next\/(static\/.*\.js)$/.exec(url);
      const js = m ? path.join(distDir, m[1]) : "";
      const ref = js && existsSync(js) ? /sourceMappingURL=(\S+)\s*$/.exec(readFileSync(js, "utf8")) : null;
      const file = ref ? path.join(path.dirname(js), ref[1]) : "";
      if (file && existsSync(file)) map = new TraceMap(readFileSync(file, "utf8"));
      maps.set(url, map);
    }
    return maps.get(url)!;
  };
  const short = (source: string) => source.replace(/.*node_modules\//, "node_modules/").replace("turbopack:///[project]/", "");
  return {
    /** "name file:line" of a function, or its chunk's name. */
    fn(cf: CallFrame): string {
      const map = cf.url ? mapFor(cf.url) : null;
      const pos = map ? originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber }) : null;
      if (pos?.source) return `${pos.name ?? cf.functionName} ${short(pos.source)}:${pos.line}`;
      return cf.url ? `${cf.functionName} ${cf.url.replace(origin, "")}` : cf.functionName;
    },
    /** The source file of a function (a package's files grouped by package). */
    file(cf: CallFrame): string {
      const map = cf.url ? mapFor(cf.url) : null;
      const pos = map ? originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber }) : null;
      if (!pos?.source) return cf.url ? cf.url.replace(origin, "") : cf.functionName;
      const s = short(pos.source);
      return s.startsWith("node_modules/") && !s.includes("react-dom") ? s.split("/").slice(0, s.startsWith("node_modules/@") ? 3 : 2).join("/") : s;
    },
    /** The module a factory evaluates: the first mapped code after the factory's start. */
    module(cf: CallFrame): string {
      const map = cf.url ? mapFor(cf.url) : null;
      for (let dc = 0; map && dc < 400; dc += 20) {
        const pos = originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber + dc, bias: LEAST_UPPER_BOUND });
        if (pos.source) return short(pos.source);
      }
      return `${cf.url.replace(origin, "")}:${cf.columnNumber}`;
    },
  };
}

function summarise(profile: Profile, mapper: ReturnType<typeof sourceMapper>) {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const node = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const instantiate = new Set(profile.nodes.filter((n) => mapper.fn(n.callFrame).startsWith("instantiateModule ")).map((n) => n.id));
  const bySource = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
  let total = 0;
  for (const [id, us] of self) {
    const cf = node.get(id)!.callFrame;
    if (cf.functionName === "(idle)" || cf.functionName === "(program)") continue;
    total += us;
    add(bySource, mapper.file(cf), us);
    add(byFunction, mapper.fn(cf), us);
    // The innermost module being evaluated: the callee of instantiateModule nearest the sample.
    if (instantiate.has(id)) add(byModule, "(instantiateModule self: mostly compiling on first call)", us);
    else
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const p = parent.get(cur);
        if (p !== undefined && instantiate.has(p)) {
          add(byModule, mapper.module(node.get(cur)!.callFrame), us);
          break;
        }
      }
  }
  return { total, bySource, byFunction, byModule };
}

const top = (m: Map<string, number>, k: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([s, us]) => `  ${(us / 1000).toFixed(1).padStart(8)} ms  ${s}`)
    .join("\n");

async function main() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const routes = (process.env.BENCH_PROFILE_ROUTES ?? "preferences,matches").split(",").map((s) => s.trim());
  for (const r of routes) if (!PATHS[r]) throw new Error(`unknown route ${r}: one of ${Object.keys(PATHS).join(", ")}`);
  const runs = Math.max(1, Number(process.env.BENCH_PROFILE_RUNS ?? 1));
  mkdirSync("bench-results", { recursive: true });
  const app = await serveBenchApp({ name: "profile", distDir, catalogue: 2_000, serverLog: path.join("bench-results", "profile-server.log") });
  const lines: string[] = [];
  const say = (s: string) => {
    console.log(s);
    lines.push(s);
  };
  try {
    const mapper = sourceMapper(distDir, app.origin);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless=new", ...CHROMIUM_FLAGS] });
    say(`[bench:profile] ${distDir}, CPU slowed 4x, load average ${os.loadavg()[0].toFixed(1)}, ${new Date().toISOString()}`);
    for (const r of routes) {
      const url = app.origin + PATHS[r](app.sharedSessionId);
      await (await fetch(url)).arrayBuffer(); // the server's first render is not the page's cost
      for (let i = 1; i <= runs; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
        await cdp.send("Profiler.start");
        await page.goto(url, { waitUntil: "load" });
        await page.waitForTimeout(4_000);
        const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
        const longTasks = await page.evaluate(
          () =>
            new Promise<number[]>((resolve) => {
              const out: number[] = [];
              new PerformanceObserver((list) => list.getEntries().forEach((e) => out.push(Math.round(e.duration)))).observe({ type: "longtask", buffered: true });
              setTimeout(() => resolve(out), 100);
            }),
        );
        await context.close();
        const s = summarise(profile, mapper);
        say(`\n== ${r} (run ${i}): JavaScript ${(s.total / 1000).toFixed(0)} ms on the main thread; long tasks (ms) ${longTasks.join(", ")}`);
        say(`by source file:\n${top(s.bySource, 15)}`);
        say(`module evaluation, by module:\n${top(s.byModule, 15)}`);
        say(`by function:\n${top(s.byFunction, 15)}`);
      }
    }
    await browser.close();
  } finally {
    await app.stop();
  }
  mkdirSync(path.join("bench", "results"), { recursive: true });
  writeFileSync(path.join("bench", "results", "profile.txt"), lines.join("\n") + "\n");
  console.log("\n[bench:profile] wrote bench/results/profile.txt");
}

// The seeding code loads server-only modules: run under the react-server condition.
await runUnderReactServer({
  file: import.meta.filename,
  childFlag: "BENCH_PROFILE_CHILD",
  main: () =>
    main().catch((err) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : err);
      process.exitCode = 1;
    }),
});
