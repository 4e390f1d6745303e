/**
 * npm run size: the gzipped JavaScript a browser loads on the first visit of each
 * route, from the production build, next to the framework's floor (the not-found
 * page, which carries only the framework and the root layout). Next 16 no longer
 * prints these sizes, so this serves the build with `next start`, reads the
 * <script src> tags of each page and gzips those files from the build folder.
 * Budgets (docs/PERFORMANCE.md), enforced in CI: / at most 25 kB above the floor, every other
 * route at most 90 kB. Exits 1 when a route is over its budget, and writes the figures
 * to bench/results/size.json.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { waitForServer } from "./wait-for-server";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const port = Number(process.env.SIZE_PORT ?? 3190);
const routes = ["/", "/aitool", "/pricing", "/partners", "/auth", "/request-access", "/preferences", "/matches", "/sessions", "/account", "/chat"];
const FLOOR_ROUTE = "/__size-floor-not-found";
const LANDING_BUDGET_KB = 25;
const ROUTE_BUDGET_KB = 90;
const budgetOf = (route: string) => (route === "/" ? LANDING_BUDGET_KB : ROUTE_BUDGET_KB);

/**
 * The scripts a first load runs: the <script src> tags, and the chunks the page's flight data names for its client
 * components. A dynamic (streamed) page has only the framework's and the root layout's in tags; its own chunks
 * ("static/chunks/app/preferences/page-….js" and the ones it imports) are loaded by the runtime from that list, so
 * reading the tags alone measured /preferences and /chat as the floor.
 */
function scriptsOf(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]).filter((src) => src.startsWith("/_next/static/"));
  const flight = [...html.matchAll(/"(?:\/_next\/)?(static\/chunks\/[^"\\]+\.js)/g)].map((m) => `/_next/${m[1]}`);
  return [...tags, ...flight];
}

function gzippedBytes(srcs: string[]): number {
  let total = 0;
  for (const src of new Set(srcs)) {
    const file = path.join(distDir, "static", decodeURIComponent(src.replace(/^\/_next\/static\//, "").split("?")[0]));
    if (existsSync(file)) total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
}

async function main() {
  if (!existsSync(path.join(distDir, "BUILD_ID"))) throw new Error(`No production build in ${distDir}: run \`npm run build\` first.`);
  const server = spawn(path.join("node_modules", ".bin", "next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    stdio: "ignore",
    env: { ...process.env, PGLITE_DIR: mkdtempSync(path.join(tmpdir(), "propie-size-")), DB_AUTO_SEED: "off", AUTH_SECRET: "size-measurement-only", APP_URL: `http://127.0.0.1:${port}` },
  });
  try {
    await waitForServer(`http://127.0.0.1:${port}/pricing`, 60_000, { anyAnswer: true });
    const measure = async (route: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${route}`, { redirect: "manual" });
      if (res.status >= 300 && res.status < 400) return null;
      return gzippedBytes(scriptsOf(await res.text()));
    };
    const floor = await measure(FLOOR_ROUTE);
    if (floor === null) throw new Error("could not measure the not-found page");
    const kb = (b: number) => (b / 1024).toFixed(1).padStart(7);
    console.log(`First-load JS, gzipped (build in ${distDir})\n`);
    console.log(`${"route".padEnd(18)}${"total kB".padStart(9)}${"above floor".padStart(13)}${"budget".padStart(9)}`);
    console.log(`${"(not-found floor)".padEnd(18)}${kb(floor)}  ${"".padStart(11)}`);
    const over: string[] = [];
    const results: Record<string, { totalKb: number; aboveFloorKb: number; budgetKb: number } | { redirect: true }> = {};
    for (const route of routes) {
      const bytes = await measure(route);
      if (bytes === null) {
        console.log(`${route.padEnd(18)}${"redirect".padStart(9)}`);
        results[route] = { redirect: true };
        continue;
      }
      const above = bytes - floor;
      const budget = budgetOf(route);
      const miss = above / 1024 > budget;
      if (miss) over.push(route);
      console.log(`${route.padEnd(18)}${kb(bytes)}  ${kb(above).padStart(11)}${String(budget).padStart(9)}${miss ? "  OVER BUDGET" : ""}`);
      results[route] = { totalKb: +(bytes / 1024).toFixed(1), aboveFloorKb: +(above / 1024).toFixed(1), budgetKb: budget };
    }
    mkdirSync(path.join("bench", "results"), { recursive: true });
    writeFileSync(path.join("bench", "results", "size.json"), JSON.stringify({ when: new Date().toISOString(), floorKb: +(floor / 1024).toFixed(1), routes: results }, null, 2) + "\n");
    console.log(`\nBudgets: / at most ${LANDING_BUDGET_KB} kB and every other route ${ROUTE_BUDGET_KB} kB above the floor: ${over.length ? `OVER BUDGET (${over.join(", ")})` : "within budget"}`);
    if (over.length) process.exitCode = 1;
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
