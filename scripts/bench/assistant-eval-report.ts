/**
 * `npm run assistant:eval -- [fixture files…] [--out FILE] [--held-out WRITER]`: the assistant's evaluation
 * (scripts/bench/assistant-eval.ts) on the named fixture files (all by default), printed per
 * field, per file and per class of case (the held-out sets' tags), with every failure;
 * `--out` also writes it, e.g. a held-out set's first run into bench/results/.
 *
 * Then the writers' corpus (scripts/bench/writer-eval.ts): a table per writer for the tuning writers. A held-out
 * writer runs only when named with `--held-out`; its first run is written to
 * bench/results/assistant-writer-<id>-first-run.txt, and never overwritten (later runs are printed only).
 *
 * `--misses FIELD` (a writer field, e.g. locations, or "all") prints the tuning writers' mismatches for that field,
 * each with the case's turns; `--writers-only` skips the regression fixtures (for a quick look while tuning).
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatFiles, formatTable, formatTags, runEvaluation } from "./assistant-eval";
import { seedPlaceIndex, seedSuburbFacts } from "./assistant-support";
import { evaluateWriter, formatWriterFields, formatWriterTable, readSplit, readWriterFiles, WRITERS_DIR } from "./writer-eval";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : null;
};
const out = option("--out");
const heldOutWriter = option("--held-out");
const missesField = option("--misses");
const writersOnly = args.includes("--writers-only");
const files = args.filter((a, i) => !a.startsWith("--") && !["--out", "--held-out", "--misses"].includes(args[i - 1] ?? ""));

if (!writersOnly) {
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
}

if (existsSync(path.join(WRITERS_DIR, "split.json"))) {
  const split = readSplit();
  const writers = readWriterFiles();
  const tuning = writers.filter((w) => !split.heldOut.includes(w.writer));
  const scores = tuning.map((w) => evaluateWriter(w, seedPlaceIndex(), seedSuburbFacts, false));
  console.log(["", `Writers' corpus (${WRITERS_DIR}): tuning writers ${tuning.map((w) => w.writer).join(", ") || "none"}; held out ${split.heldOut.join(", ")}`, formatWriterTable(scores), "", formatWriterFields(scores)].join("\n"));
  if (missesField) {
    // Tuning writers only: a held-out writer's cases are never printed here.
    const turns = new Map(tuning.flatMap((w) => w.cases.map((c) => [c.id, c.turns] as const)));
    const misses = scores.flatMap((s) => s.failures).filter((f) => missesField === "all" || f.field === missesField);
    console.log(`\nMisses for ${missesField} (${misses.length}):`);
    for (const f of misses)
      console.log(`${f.id} ${f.field} ${JSON.stringify(f.expected)} ≠ ${JSON.stringify(f.actual)}\n  ${(turns.get(f.id) ?? []).map((t) => JSON.stringify(t)).join("\n  ")}`);
  }
  if (heldOutWriter) {
    const file = writers.find((w) => w.writer === heldOutWriter && split.heldOut.includes(w.writer));
    if (!file) throw new Error(`${heldOutWriter} is not a held-out writer of ${WRITERS_DIR}`);
    const score = evaluateWriter(file, seedPlaceIndex(), seedSuburbFacts, true);
    const report = [
      `Held-out writer ${file.writer} (${file.persona}), ${new Date().toISOString()}`,
      formatWriterTable([score]),
      "",
      formatWriterFields([score]),
      "",
      "Failures (case field expected ≠ actual):",
      ...score.failures.map((f) => `${f.id} ${f.field} ${JSON.stringify(f.expected)} ≠ ${JSON.stringify(f.actual)}`),
      "",
    ].join("\n");
    console.log(`\n${report}`);
    const first = path.join("bench", "results", `assistant-writer-${file.writer}-first-run.txt`);
    if (!existsSync(first)) {
      writeFileSync(first, report);
      console.log(`This was ${file.writer}'s first run: written to ${first}.`);
    }
  }
}
