/**
 * npm run bench:assistant — the built-in assistant's reply time: every turn of the
 * evaluation set (tests/fixtures/assistant) timed, repeated --runs times after a warm-up
 * pass, with the place index built once beforehand (as the app does, once per process).
 * Prints median / p95 / max per turn and the index build time, and writes
 * bench/results/assistant.json. Flags: --runs=5
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { createPlaceIndex } from "@/lib/assistant";
import { runEvaluation } from "./assistant-eval";
import { readSeedPlaces } from "./assistant-support";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const RUNS = Number(arg("runs") ?? 5);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const ms = (n: number) => Math.round(n * 1000) / 1000;

const rows = readSeedPlaces();
const t0 = performance.now();
const places = createPlaceIndex(rows);
const indexMs = performance.now() - t0;

runEvaluation(places); // warm-up: JIT and regex compilation
const times: number[] = [];
let turns = 0;
let cases = 0;
const accuracy: Record<string, number> = {};
for (let i = 0; i < RUNS; i++) {
  const out = runEvaluation(places);
  times.push(...out.turnMillis);
  turns = out.turns;
  cases = out.cases;
  for (const f of out.fields) accuracy[f.field] = Math.round((1000 * f.correct) / f.total) / 10;
}
times.sort((a, b) => a - b);
const result = {
  when: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model ?? "unknown", load1: loadavg()[0], node: process.version },
  suburbs: rows.length,
  placeIndexBuildMs: ms(indexMs),
  cases,
  turnsPerRun: turns,
  runs: RUNS,
  replyMs: { median: ms(quantile(times, 0.5)), p95: ms(quantile(times, 0.95)), p99: ms(quantile(times, 0.99)), max: ms(times[times.length - 1]), samples: times.length },
  accuracyPercent: accuracy,
};
console.log(`Built-in assistant over ${cases} cases (${turns} turns) × ${RUNS} runs, ${rows.length.toLocaleString("en-AU")} suburbs`);
console.log(`  place index build: ${result.placeIndexBuildMs} ms (once per process)`);
console.log(`  reply time per turn: median ${result.replyMs.median} ms, p95 ${result.replyMs.p95} ms, p99 ${result.replyMs.p99} ms, max ${result.replyMs.max} ms`);
const dir = path.join(process.cwd(), "bench", "results");
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "assistant.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(`  written to ${path.relative(process.cwd(), path.join(dir, "assistant.json"))}`);
