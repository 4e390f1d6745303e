import { describe, expect, it } from "vitest";
import { formatFiles, formatTable, runEvaluation } from "./assistant-eval";
import { seedPlaceIndex, seedSuburbFacts } from "./assistant-support";

describe("built-in assistant evaluation (tests/fixtures/assistant)", () => {
  it("reaches at least 90% exact on every field the set covers", () => {
    const out = runEvaluation(seedPlaceIndex(), undefined, seedSuburbFacts);
    console.log(`\nAssistant evaluation: ${out.cases} cases, ${out.turns} turns\n${formatTable(out.fields)}\n\n${formatFiles(out.files)}\n`);
    if (process.env.ASSISTANT_EVAL_VERBOSE) for (const f of out.failures) console.log(f.id, f.field, JSON.stringify(f.expected), "≠", JSON.stringify(f.actual));
    expect(out.cases).toBeGreaterThanOrEqual(150);
    for (const f of out.fields) expect({ field: f.field, accuracy: f.correct / f.total >= 0.9 }).toEqual({ field: f.field, accuracy: true });
  });
});
