/**
 * npm run bench:assistant — the built-in assistant's reply time: every turn of the
 * evaluation set (tests/fixtures/assistant) timed, repeated --runs times after a warm-up
 * pass, with the place index built once beforehand (as the app does, once per process) and
 * the suburb facts handed to the turns that need them (suggestions), as the app does.
 * Beside it, from the same run: an empty turn (the cheapest reply: no words to read) as the
 * baseline — starting the app for its health route would need a production build — and a
 * message of CHAT_MESSAGE_MAX_CHARS with its brief at the end (the whole message is read).
 * Prints median / p95 / max per turn and writes bench/results/assistant.json. Flags: --runs=5
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { assistantTurn, createPlaceIndex, initialAssistantState } from "@/lib/assistant";
import { CHAT_MESSAGE_MAX_CHARS } from "@/lib/constants";
import { runEvaluation } from "./assistant-eval";
import { readSeedPlaces, seedSuburbFacts } from "./assistant-support";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const RUNS = Number(arg("runs") ?? 5);
/** Repetitions of the baseline and the long message per run. */
const REPEAT = 200;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const ms = (n: number) => Math.round(n * 1000) / 1000;
const stats = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return { median: ms(quantile(s, 0.5)), p95: ms(quantile(s, 0.95)), p99: ms(quantile(s, 0.99)), max: ms(s[s.length - 1]), samples: s.length };
};

const rows = readSeedPlaces();
const t0 = performance.now();
const places = createPlaceIndex(rows);
const indexMs = performance.now() - t0;
const t1 = performance.now();
const facts = seedSuburbFacts();
const factsMs = performance.now() - t1;
const suburbs = () => facts;

const brief = " So: 3 bed house in Ballarat under 500k, no flood zones, good cash flow.";
const longMessage = "We have been looking for a long time and have seen a lot of places, some good and some not. ".repeat(60).slice(0, CHAT_MESSAGE_MAX_CHARS - brief.length) + brief;
const timeTurn = (message: string) => {
  const start = performance.now();
  assistantTurn({ state: initialAssistantState(), message, places });
  return performance.now() - start;
};

runEvaluation(places, undefined, suburbs); // warm-up: JIT and regex compilation
for (let i = 0; i < 20; i++) {
  timeTurn("");
  timeTurn(longMessage);
}
const times: number[] = [];
const empty: number[] = [];
const long: number[] = [];
let turns = 0;
let cases = 0;
const accuracy: Record<string, number> = {};
for (let i = 0; i < RUNS; i++) {
  const out = runEvaluation(places, undefined, suburbs);
  times.push(...out.turnMillis);
  turns = out.turns;
  cases = out.cases;
  for (const f of out.fields) accuracy[f.field] = Math.round((1000 * f.correct) / f.total) / 10;
  for (let k = 0; k < REPEAT; k++) {
    empty.push(timeTurn(""));
    long.push(timeTurn(longMessage));
  }
}
const result = {
  when: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model ?? "unknown", load1: loadavg()[0], node: process.version },
  suburbs: rows.length,
  placeIndexBuildMs: ms(indexMs),
  suburbFactsBuildMs: ms(factsMs),
  cases,
  turnsPerRun: turns,
  runs: RUNS,
  replyMs: stats(times),
  baselineEmptyTurnMs: stats(empty),
  longMessage: { chars: longMessage.length, ...stats(long) },
  accuracyPercent: accuracy,
};
console.log(`Built-in assistant over ${cases} cases (${turns} turns) × ${RUNS} runs, ${rows.length.toLocaleString("en-AU")} suburbs, load ${loadavg()[0].toFixed(1)}`);
console.log(`  place index build: ${result.placeIndexBuildMs} ms; suburb facts (derived from the seed): ${result.suburbFactsBuildMs} ms (once per process)`);
console.log(`  reply time per turn: median ${result.replyMs.median} ms, p95 ${result.replyMs.p95} ms, p99 ${result.replyMs.p99} ms, max ${result.replyMs.max} ms`);
console.log(`  baseline, an empty turn: median ${result.baselineEmptyTurnMs.median} ms, p95 ${result.baselineEmptyTurnMs.p95} ms`);
console.log(`  a ${longMessage.length.toLocaleString("en-AU")}-character message, brief at the end: median ${result.longMessage.median} ms, p95 ${result.longMessage.p95} ms, max ${result.longMessage.max} ms`);
const dir = path.join(process.cwd(), "bench", "results");
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "assistant.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(`  written to ${path.relative(process.cwd(), path.join(dir, "assistant.json"))}`);
