import { describe, expect, it } from "vitest";
import { formatFiles, formatTable, formatTags, runEvaluation } from "./assistant-eval";
import { seedPlaceIndex, seedSuburbFacts } from "./assistant-support";

/** The fifth held-out set, written before the understanding work was tuned (docs/ASSISTANT.md, "How it is measured"; its first run in bench/results/assistant-eval-holdout-5-first-run.txt). */
const HELD_OUT = ["briefs-holdout-5.json", "multi-turn-holdout-5.json"];
/** The classes of what a buyer rules out or mentions only as context. */
const NEGATION_CLASSES = ["exclusion", "context-place", "clear-filter", "market-widen"];

describe("built-in assistant evaluation (tests/fixtures/assistant)", () => {
  it("reaches at least 90% exact on every field the set covers, and never searches without the summary", () => {
    const out = runEvaluation(seedPlaceIndex(), undefined, seedSuburbFacts);
    console.log(`\nAssistant evaluation: ${out.cases} cases, ${out.turns} turns\n${formatTable(out.fields)}\n\n${formatFiles(out.files)}\n`);
    if (process.env.ASSISTANT_EVAL_VERBOSE) for (const f of out.failures) console.log(f.id, f.field, JSON.stringify(f.expected), "≠", JSON.stringify(f.actual));
    expect(out.cases).toBeGreaterThanOrEqual(150);
    for (const f of out.fields) expect({ field: f.field, accuracy: f.correct / f.total >= 0.9 }).toEqual({ field: f.field, accuracy: true });
    expect(out.searchesWithoutSummary).toEqual([]);
  });

  it("reaches the held-out set's thresholds: 97% on every field, 95% of cases in each negation and exclusion class, no off-topic turn changing the brief", () => {
    const out = runEvaluation(seedPlaceIndex(), HELD_OUT, seedSuburbFacts);
    console.log(`\nHeld-out set: ${out.cases} cases\n${formatTable(out.fields)}\n\n${formatTags(out.tags)}\n`);
    expect(out.cases).toBeGreaterThanOrEqual(240);
    for (const f of out.fields) expect({ field: f.field, accuracy: f.correct / f.total >= 0.97 }).toEqual({ field: f.field, accuracy: true });
    for (const tag of NEGATION_CLASSES) {
      const t = out.tags.find((x) => x.tag === tag);
      expect(t, tag).toBeDefined();
      expect({ tag, casesRight: t!.allRight / t!.cases >= 0.95 }).toEqual({ tag, casesRight: true });
    }
    const offTopic = out.fields.find((f) => f.field === "offTopicUnchanged");
    expect(offTopic && offTopic.correct === offTopic.total && offTopic.total > 0).toBe(true);
    expect(out.searchesWithoutSummary).toEqual([]);
  });
});
