import { describe, expect, it } from "vitest";
import { TRAIN_OPTIONS, crossValidate, trainMeanings, type Example } from "./train-meanings";

// A small made-up corpus (no writer's text): three writers, a goal said in a few ways.
const WORDS: [string[], string[]][] = [
  [["rent", "cover", "rent cover", "house"], ["highcashflow"]],
  [["cash", "flow", "cash flow", "unit"], ["highcashflow"]],
  [["growth", "long", "long term"], ["highcapitalgrowth"]],
  [["bargain", "below", "market", "below market"], ["undervalued"]],
  [["house", "#num", "bed"], []],
  [["unit", "near", "school"], []],
];
const examples: Example[] = ["a", "b", "c"].flatMap((writer) =>
  WORDS.map(([features, labels], i) => ({ writer, id: `${writer}-${i}`, labels, rules: [], turns: [{ features: [...features, writer], lexiconRead: false }] })),
);
const options = { ...TRAIN_OPTIONS, epochs: 20 };

describe("train-meanings", () => {
  it("writes the same weights, thresholds and table for the same seed", () => {
    const a = trainMeanings([{ name: "goals", labels: ["highcashflow", "undervalued", "highcapitalgrowth"], examples }], options, "2026-12-03");
    const b = trainMeanings([{ name: "goals", labels: ["highcashflow", "undervalued", "highcapitalgrowth"], examples }], options, "2026-12-03");
    expect(JSON.stringify(a.file)).toBe(JSON.stringify(b.file));
    expect(a.table).toBe(b.table);
    expect(a.file.writers).toEqual(["a", "b", "c"]);
    expect(a.file.seed).toBe(options.seed);
  });

  it("learns the made-up corpus: the words of each goal weigh towards it", () => {
    const { file } = trainMeanings([{ name: "goals", labels: ["highcashflow", "undervalued", "highcapitalgrowth"], examples }], options, "2026-12-03");
    const labels = file.groups.goals.labels;
    expect(labels.highcashflow.weights["cash flow"]).toBeGreaterThan(0);
    expect(labels.undervalued.weights["below market"]).toBeGreaterThan(0);
    expect(labels.highcapitalgrowth.weights.growth).toBeGreaterThan(0);
  });

  it("cross-validates whole writers in folds when asked, with the same rules' count, and says so in its table", () => {
    const labels = ["highcashflow", "undervalued", "highcapitalgrowth"];
    const folded = crossValidate(examples, labels, { ...options, folds: 2 });
    const byWriter = crossValidate(examples, labels, options);
    expect(folded.rulesExact).toBe(byWriter.rulesExact);
    expect(folded.table).toContain("exact with each writer's thresholds picked on the other writers");
    const { table } = trainMeanings([{ name: "goals", labels, examples }], { ...options, folds: 2 }, "2026-12-03");
    expect(table).toContain("whole writers in 2 folds");
    expect(trainMeanings([{ name: "goals", labels, examples }], options, "2026-12-03").table).toContain("leave-one-writer-out");
  });
});
