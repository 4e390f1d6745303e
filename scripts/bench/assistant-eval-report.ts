/**
 * `npm run assistant:eval -- [fixture files…] [--out FILE]`: the assistant's evaluation
 * (scripts/bench/assistant-eval.ts) on the named fixture files (all by default), printed per
 * field, per file and per class of case (the held-out sets' tags), with every failure;
 * `--out` also writes it, e.g. a held-out set's first run into bench/results/.
 */
import { writeFileSync } from "node:fs";
import { formatFiles, formatTable, formatTags, runEvaluation } from "./assistant-eval";
import { seedPlaceIndex, seedSuburbFacts } from "./assistant-support";

const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
const out = outAt >= 0 ? args[outAt + 1] : null;
const files = args.filter((_, i) => outAt < 0 || (i !== outAt && i !== outAt + 1));

const r = runEvaluation(seedPlaceIndex(), files.length ? files : undefined, seedSuburbFacts);
const fieldTotal = r.fields.reduce((n, f) => n + f.total, 0);
const fieldRight = r.fields.reduce((n, f) => n + f.correct, 0);
const text = [
  `Assistant evaluation on ${files.length ? files.join(", ") : "every fixture file"}: ${r.cases} cases, ${r.turns} turns, ${new Date().toISOString()}`,
  `All fields: ${fieldRight} of ${fieldTotal} exact (${((100 * fieldRight) / fieldTotal).toFixed(1)}%)`,
  `Searches started without the summary, or while asking its question: ${r.searchesWithoutSummary.length}`,
  "",
  formatTable(r.fields),
  "",
  formatFiles(r.files),
  ...(r.tags.length ? ["", formatTags(r.tags)] : []),
  "",
  "Failures (case field expected ≠ actual):",
  ...r.failures.map((f) => `${f.id} ${f.field} ${JSON.stringify(f.expected)} ≠ ${JSON.stringify(f.actual)}`),
  "",
].join("\n");
console.log(text);
if (out) writeFileSync(out, text);
