/**
 * `npm run assistant:train`: trains the assistant's learned meanings (lib/assistant/meanings.ts) on the writers' corpus
 * (tests/fixtures/assistant-writers, the writers `split.json` does not hold out) and writes lib/assistant/meanings-weights.ts.
 *
 * One group per option group of the schema the writers label (`GROUPS`: goals, development and split-living kinds,
 * styles, age bands, risks, avoidances, renovation, market status, amenities). Each case's label set is its expected
 * brief's; its features are those of the wish clauses of the turns the brief is read from (a money, advice or off-topic
 * case's last turn is a question and left out), in each variant (`FeatureVariant`). One L2-regularised logistic
 * regression per label, by stochastic gradient descent in a seeded order.
 *
 * Evaluated by leave-one-writer-out cross-validation, beside the rules alone (the lexicon, the learned meanings off) on
 * the same cases: the combined reading is the rules', plus a label the model gives a turn in which the lexicon read no
 * option of the group. Each label's threshold is the one with the best combined F1 over the out-of-fold predictions of
 * all writers ("off" where none earns anything). A group ships only where its exact count with each writer's
 * thresholds picked on the other writers beats the rules'.
 * `--check` prints the cross-validation without writing the weights; `--groups=a,b` cross-validates only those;
 * `--variants` tries every feature variant per group and keeps the best (each group records the one kept, `features`). */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { assistantTurn, initialAssistantState, needsSuburbFacts, type AssistantState } from "@/lib/assistant";
import { FEATURE_VARIANTS, learnedMeaningsOn, readingFeatures, setLearnedMeanings, type FeatureVariant, type MeaningModels } from "@/lib/assistant/meanings";
import { startReading } from "@/lib/assistant/reading";
import { READERS } from "@/lib/assistant/understand";
import { cleanMessage } from "@/lib/assistant/text";
import {
  AMENITY_CATEGORIES,
  AVOID_FILTERS,
  DEVELOPMENT_OPTIONS,
  INVESTMENT_GOALS,
  PROPERTY_AGES,
  PROPERTY_STYLES,
  RISK_FILTERS,
  SPLIT_LIVING_OPTIONS,
  type StoredPreferences,
} from "@/lib/preferences/schema";
import type { Delta } from "@/lib/assistant/reading";
import { seedPlaceIndex, seedSuburbFacts } from "./assistant-support";
import { WRITERS_DIR, readSplit, type WriterBrief, type WriterFile } from "./writer-eval";
import { mulberry32 } from "@/lib/catalogue/prng";

export type Example = {
  writer: string;
  id: string;
  labels: string[];
  /** Per turn read as a brief: its features, and whether the lexicon read any label of the group in it. */
  turns: { features: string[]; lexiconRead: boolean }[];
  /** The rules' labels after the last turn (the learned meanings off). */
  rules: string[];
};
type Read = { writer: string; id: string; brief: WriterBrief; turns: { features: Record<FeatureVariant, string[]>; delta: Delta }[]; prefs: StoredPreferences };

/** An option group of the brief: its labels, the expected ones of a case, the rules' after the last turn, and whether the lexicon read one in a turn. */
export type Group = {
  name: "goals" | "splitLiving" | "development" | "styles" | "ages" | "risks" | "avoid" | "renovation" | "marketStatus" | "amenities";
  labels: readonly string[];
  /** One option at most (market status): of the model's, the likeliest replaces the rules'. */
  single?: boolean;
  /** The features its model reads: the variant its cross-validation kept when all were tried (`--variants`, 3 Dec). */
  features: FeatureVariant;
  /** The case's labels; null leaves the case out (`["any"]`: the option group without a kind). */
  expected: (b: WriterBrief) => string[] | null;
  rules: (p: StoredPreferences) => string[];
  lexiconRead: (d: Delta) => boolean;
};
const trueKeys = (o: object) => Object.entries(o).filter(([, v]) => v === true).map(([k]) => k).sort();
const kinds = (l: string[] | undefined) => (l?.includes("any") ? null : [...(l ?? [])].sort());
export const GROUPS: readonly Group[] = [
  { name: "goals", labels: INVESTMENT_GOALS, features: "wish", expected: (b) => [...(b.goals ?? [])].sort(), rules: (p) => trueKeys(p.investmentGoals), lexiconRead: (d) => Object.keys(d.goals).length > 0 },
  { name: "splitLiving", labels: SPLIT_LIVING_OPTIONS, features: "apart", expected: (b) => kinds(b.splitLiving), rules: (p) => trueKeys(p.splitLiving), lexiconRead: (d) => Object.keys(d.split).length > 0 },
  {
    name: "development",
    labels: DEVELOPMENT_OPTIONS,
    features: "wish",
    expected: (b) => kinds(b.development),
    rules: (p) => trueKeys(p.developmentPotential),
    lexiconRead: (d) => Object.keys(d.development).length > 0 || d.developmentGeneric !== undefined,
  },
  { name: "styles", features: "wish", labels: PROPERTY_STYLES, expected: (b) => [...(b.styles ?? [])].sort(), rules: (p) => [...p.propertyStyle].sort(), lexiconRead: (d) => Object.keys(d.style).length > 0 || d.clearStyle },
  { name: "ages", features: "wish", labels: PROPERTY_AGES, expected: (b) => [...(b.ages ?? [])].sort(), rules: (p) => [...p.propertyAge].sort(), lexiconRead: (d) => d.age !== undefined },
  { name: "risks", features: "wish", labels: RISK_FILTERS, expected: (b) => [...(b.risks ?? [])].sort(), rules: (p) => trueKeys(p.riskFilters), lexiconRead: (d) => Object.keys(d.risks).length > 0 },
  {
    name: "avoid",
    features: "wish",
    labels: AVOID_FILTERS,
    expected: (b) => [...(b.avoid ?? [])].sort(),
    rules: (p) => trueKeys(p.avoidFilters),
    // A nearness the amenities reader read, wanted or dismissed ("don't need to be near schools"), is no avoidance.
    lexiconRead: (d) => Object.keys(d.avoid).length > 0 || d.amenities.categories.length > 0 || d.amenitiesRemoved.length > 0,
  },
  {
    name: "renovation",
    labels: ["wanted"],
    features: "wish",
    expected: (b) => (b.renovation?.wanted ? ["wanted"] : []),
    rules: (p) => (p.renovationPotential.enabled ? ["wanted"] : []),
    lexiconRead: (d) => d.renovation.enabled !== undefined,
  },
  {
    name: "marketStatus",
    labels: ["For Sale", "Off Market"],
    features: "wish",
    single: true,
    expected: (b) => (b.marketStatus && b.marketStatus !== "All Properties" ? [b.marketStatus] : []),
    rules: (p) => (p.marketStatus === "All Properties" ? [] : [p.marketStatus]),
    lexiconRead: (d) => d.marketStatus !== undefined || d.marketWiden !== undefined,
  },
  {
    name: "amenities",
    labels: AMENITY_CATEGORIES,
    features: "apart",
    expected: (b) => [...(b.amenities ?? [])].sort(),
    rules: (p) => (p.proximityToAmenities.enabled ? [...p.proximityToAmenities.selectedCategories].sort() : []),
    lexiconRead: (d) => d.amenities.categories.length > 0 || d.amenitiesRemoved.length > 0,
  },
];

/** `folds`: writers are cross-validated in that many groups (round-robin by id); unset, one writer per fold. */
export type TrainOptions = { epochs: number; l2: number; rate: number; seed: number; folds?: number };
export const TRAIN_OPTIONS: TrainOptions = { epochs: 60, l2: 1e-4, rate: 0.2, seed: 34 };
/** The thresholds tried per label; above 1, the label is never added (the model earns nothing for it). */
const THRESHOLDS = [...Array.from({ length: 19 }, (_, i) => (i + 1) / 20), 1.01];

export type Logistic = { bias: number; weights: Map<string, number> };

/** One binary logistic regression over sets of string features (L2 on the weights a step touches). */
export function trainLogistic(xs: readonly (readonly string[])[], ys: readonly number[], o: TrainOptions): Logistic {
  const index = new Map<string, number>();
  const rows = xs.map((x) => Int32Array.from(x.map((f) => index.get(f) ?? (index.set(f, index.size), index.size - 1))));
  const w = new Float64Array(index.size);
  let bias = 0;
  const order = rows.map((_, i) => i);
  const next = mulberry32(o.seed);
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const rate = o.rate / (1 + epoch * 0.05);
    for (const i of order) {
      const row = rows[i];
      let z = bias;
      for (const f of row) z += w[f];
      const g = 1 / (1 + Math.exp(-z)) - ys[i];
      bias -= rate * g;
      for (const f of row) w[f] -= rate * (g + o.l2 * w[f]);
    }
  }
  const weights = new Map<string, number>();
  for (const [f, k] of index) weights.set(f, w[k]);
  return { bias, weights };
}

const probability = (m: Logistic, features: readonly string[]) => {
  let z = m.bias;
  for (const f of features) z += m.weights.get(f) ?? 0;
  return 1 / (1 + Math.exp(-z));
};
const union = (turns: Example["turns"]) => [...new Set(turns.flatMap((t) => t.features))].sort();

/** The models of one group, one per label, trained on `examples`. */
export function trainGroup(examples: readonly Example[], labels: readonly string[], o: TrainOptions): Map<string, Logistic> {
  const xs = examples.map((e) => union(e.turns));
  return new Map(labels.map((l) => [l, trainLogistic(xs, examples.map((e) => (e.labels.includes(l) ? 1 : 0)), o)]));
}

type Count = { tp: number; fp: number; fn: number; exact: number; cases: number };
const count = (): Count => ({ tp: 0, fp: 0, fn: 0, exact: 0, cases: 0 });
function tally(c: Count, labels: readonly string[], got: readonly string[], want: readonly string[]) {
  for (const l of labels) {
    const g = got.includes(l);
    const w = want.includes(l);
    if (g && w) c.tp++;
    else if (g) c.fp++;
    else if (w) c.fn++;
  }
  c.cases++;
  if (labels.every((l) => got.includes(l) === want.includes(l))) c.exact++;
}
const f1 = (c: Count) => (2 * c.tp) / Math.max(1, 2 * c.tp + c.fp + c.fn);

/**
 * The combined reading of one case: the rules', plus what the model gives a turn the lexicon read nothing in (for a
 * group of one option, the likeliest of the model's replaces the rules').
 */
export function combined(e: Example, p: number[][], labels: readonly string[], thresholds: readonly number[], single = false): string[] {
  let out = new Set(e.rules);
  e.turns.forEach((t, i) => {
    if (t.lexiconRead || t.features.length === 0) return;
    const over = labels.map((l, k) => k).filter((k) => p[i][k] >= thresholds[k]);
    if (single && over.length) out = new Set([labels[over.reduce((a, b) => (p[i][b] > p[i][a] ? b : a))]]);
    else for (const k of over) out.add(labels[k]);
  });
  return labels.filter((l) => out.has(l));
}

export type CrossValidation = { thresholds: number[]; table: string; rulesExact: number; strictExact: number };

/**
 * Leave-one-writer-out (or whole writers in `o.folds` groups, a cheaper run): out-of-fold probabilities per turn, each
 * label's threshold, and the table per writer. A writer's cases are never in the fold its own model is trained on.
 */
export function crossValidate(examples: readonly Example[], labels: readonly string[], o: TrainOptions, single = false): CrossValidation {
  const writers = [...new Set(examples.map((e) => e.writer))].sort();
  const k = o.folds && o.folds > 1 && o.folds < writers.length ? o.folds : writers.length;
  const foldOf = new Map(writers.map((w, i) => [w, i % k]));
  const folds = Array.from({ length: k }, (_, f) => examples.filter((e) => foldOf.get(e.writer) === f));
  const oof = new Map<Example, number[][]>();
  for (let f = 0; f < k; f++) {
    const models = trainGroup(
      examples.filter((e) => foldOf.get(e.writer) !== f),
      labels,
      o,
    );
    for (const e of folds[f]) oof.set(e, e.turns.map((t) => labels.map((l) => probability(models.get(l)!, t.features))));
  }
  const pick = (among: readonly Example[]) =>
    labels.map((l, k) => {
      let best = { t: 0.5, f: -1 };
      for (const t of THRESHOLDS) {
        const c = count();
        const th = labels.map((_, j) => (j === k ? t : 2));
        for (const e of among) tally(c, [l], combined(e, oof.get(e)!, labels, th, single), e.labels);
        // Of equal F1, the highest threshold: the model adds no more than it earns.
        if (f1(c) >= best.f) best = { t, f: f1(c) };
      }
      return best.t;
    });
  const thresholds = pick(examples);
  // A stricter figure: each writer's thresholds picked on the other folds' out-of-fold predictions only.
  const strict = count();
  for (let f = 0; f < k; f++) {
    const th = pick(examples.filter((e) => foldOf.get(e.writer) !== f));
    for (const e of folds[f]) tally(strict, labels, combined(e, oof.get(e)!, labels, th, single), e.labels);
  }
  const pr = (c: Count) => `${c.tp + c.fp ? ((100 * c.tp) / (c.tp + c.fp)).toFixed(0) : "—"}/${c.tp + c.fn ? ((100 * c.tp) / (c.tp + c.fn)).toFixed(0) : "—"}`;
  const lines = [`thresholds: ${labels.map((l, k) => `${l} ${thresholds[k] > 1 ? "off" : thresholds[k]}`).join(", ")}`];
  lines.push(`writer  ${labels.map((l) => `${l} P/R rules → model`.padEnd(34)).join("")}exact rules → model`);
  const sum = { rules: labels.map(count), model: labels.map(count), exactR: count(), exactM: count() };
  for (const w of [...writers, "all"]) {
    const rules = labels.map(count);
    const model = labels.map(count);
    const exactR = count();
    const exactM = count();
    for (const e of examples.filter((x) => w === "all" || x.writer === w)) {
      const m = combined(e, oof.get(e)!, labels, thresholds, single);
      labels.forEach((l, k) => {
        tally(rules[k], [l], e.rules, e.labels);
        tally(model[k], [l], m, e.labels);
      });
      tally(exactR, labels, e.rules, e.labels);
      tally(exactM, labels, m, e.labels);
    }
    if (w === "all") Object.assign(sum, { rules, model, exactR, exactM });
    const cells = labels.map((_, k) => `${pr(rules[k])} → ${pr(model[k])} (tp/fp/fn ${rules[k].tp}/${rules[k].fp}/${rules[k].fn} → ${model[k].tp}/${model[k].fp}/${model[k].fn})`.padEnd(34));
    lines.push(`${w.padEnd(8)}${cells.join(" ")} ${exactR.exact}/${exactR.cases} → ${exactM.exact}/${exactM.cases}`);
  }
  lines.push(`exact with each writer's thresholds picked on the other writers: ${strict.exact}/${strict.cases}`);
  lines.push(`F1 all writers: ${labels.map((l, k) => `${l} ${f1(sum.rules[k]).toFixed(3)} → ${f1(sum.model[k]).toFixed(3)}`).join(", ")}`);
  return { thresholds, table: lines.join("\n"), rulesExact: sum.exactR.exact, strictExact: strict.exact };
}

/** The shipped form: weights rounded, the smallest dropped. */
export function compact(models: Map<string, Logistic>, thresholds: readonly number[], labels: readonly string[]) {
  return Object.fromEntries(
    labels.map((l, k) => {
      const m = models.get(l)!;
      const weights = Object.fromEntries(
        [...m.weights]
          .filter(([, v]) => Math.abs(v) >= 0.05)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([f, v]) => [f, Math.round(v * 1000) / 1000]),
      );
      return [l, { bias: Math.round(m.bias * 1000) / 1000, threshold: thresholds[k], weights }];
    }),
  );
}

/** Reads each writer's cases once: each turn's features and lexicon reading, and the rules' brief (learned meanings off). */
export function readCases(files: readonly WriterFile[]): Read[] {
  const places = seedPlaceIndex();
  const was = learnedMeaningsOn();
  setLearnedMeanings(false);
  try {
    const out: Read[] = [];
    for (const file of files) {
      for (const c of file.cases) {
        const isQuestion = c.kind === "money" || c.kind === "advice" || c.kind === "offTopic";
        if (!c.expect.brief && isQuestion) continue;
        const read = isQuestion ? c.turns.slice(0, -1) : c.turns;
        const turns = read.map((message) => {
          const r = startReading(cleanMessage(message).text, { places });
          for (const reader of READERS) reader(r);
          const features = Object.fromEntries(FEATURE_VARIANTS.map((v) => [v, readingFeatures(r, v)])) as Record<FeatureVariant, string[]>;
          return { features, delta: r.delta };
        });
        let state: AssistantState = initialAssistantState();
        for (const message of c.turns) {
          const suburbs = needsSuburbFacts(message, state) ? seedSuburbFacts() : undefined;
          state = assistantTurn({ state, message, places, suburbs }).state;
        }
        out.push({ writer: file.writer, id: c.id, brief: c.expect.brief ?? {}, turns, prefs: state.preferences });
      }
    }
    return out;
  } finally {
    setLearnedMeanings(was);
  }
}

/** The examples of one group, with the features of one variant. */
export function groupExamples(cases: readonly Read[], g: Group, variant: FeatureVariant = "wish"): Example[] {
  return cases.flatMap((c) => {
    const labels = g.expected(c.brief);
    if (labels === null) return [];
    return [{ writer: c.writer, id: c.id, labels, rules: g.rules(c.prefs), turns: c.turns.map((t) => ({ features: t.features[variant], lexiconRead: g.lexiconRead(t.delta) })) }];
  });
}

/** One group to train: its examples with the default features, or with each variant of the features to try. */
export type GroupToTrain = {
  name: string;
  labels: readonly string[];
  single?: boolean;
  examples: readonly Example[];
  variants?: readonly { variant: FeatureVariant; examples: readonly Example[] }[];
};

/**
 * Trains every group on its examples: the cross-validation's tables and thresholds, and the file to ship. Of a group's
 * feature variants, the one with the best strict exact count is kept (of equal ones, the first: the simplest).
 */
export function trainMeanings(byGroup: readonly GroupToTrain[], o: TrainOptions = TRAIN_OPTIONS, trained = new Date().toISOString().slice(0, 10)) {
  const groups: MeaningModels["groups"] = {};
  const tables: string[] = [];
  const summary: string[] = [];
  const writers = new Set<string>();
  for (const g of byGroup) {
    const tries = (g.variants ?? [{ variant: "wish" as FeatureVariant, examples: g.examples }]).map((t) => ({ ...t, cv: crossValidate(t.examples, g.labels, o, g.single) }));
    const best = tries.reduce((a, b) => (b.cv.strictExact > a.cv.strictExact ? b : a));
    // A group ships only where the model beats the rules with thresholds never picked on the writer tested.
    const ships = best.cv.strictExact > best.cv.rulesExact;
    if (ships) groups[g.name] = { ...(best.variant === "wish" ? {} : { features: best.variant }), labels: compact(trainGroup(best.examples, g.labels, o), best.cv.thresholds, g.labels) };
    const ws = [...new Set(best.examples.map((e) => e.writer))].sort();
    ws.forEach((w) => writers.add(w));
    const variants = tries.length > 1 ? `\nfeatures tried (strict exact): ${tries.map((t) => `${t.variant} ${t.cv.strictExact}`).join(", ")}; kept ${best.variant}` : "";
    const scheme = o.folds && o.folds > 1 && o.folds < ws.length ? `whole writers in ${o.folds} folds` : "leave-one-writer-out";
    tables.push(`${g.name}: ${best.examples.length} cases of ${ws.length} writers, ${scheme}${ships ? "" : " (not shipped: the rules do as well or better)"}${variants}\n${best.cv.table}`);
    summary.push(`${g.name.padEnd(13)} exact rules ${best.cv.rulesExact} → model ${best.cv.strictExact} of ${best.examples.length} (${best.variant})${ships ? " shipped" : " not shipped"}`);
  }
  const features = Object.values(groups).reduce((n, g) => n + Object.values(g.labels).reduce((k, m) => k + Object.keys(m.weights).length, 0), 0);
  const file: MeaningModels = { writers: [...writers].sort(), trained, features, seed: o.seed, groups };
  return { file, table: [...tables, `per group, ${o.folds ? `whole writers in ${o.folds} folds` : "leave-one-writer-out"}, thresholds picked on the other ${o.folds ? "folds" : "writers"}:\n${summary.join("\n")}`].join("\n\n") };
}

function main() {
  const split = readSplit();
  // A held-out writer's file is never opened.
  const files = readdirSync(WRITERS_DIR)
    .filter((f) => /^w\d+\.json$/.test(f) && !split.heldOut.includes(f.replace(/\.json$/, "")))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(WRITERS_DIR, f), "utf8")) as WriterFile);
  const t0 = performance.now();
  const cases = readCases(files);
  const only = process.argv.find((a) => a.startsWith("--groups="))?.slice("--groups=".length).split(",");
  // ("--folds=10": whole writers cross-validated in ten groups, about a tenth of the time of one writer per fold.)
  const folds = Number(process.argv.find((a) => a.startsWith("--folds="))?.slice("--folds=".length)) || undefined;
  const { file, table } = trainMeanings(
    GROUPS.filter((g) => !only || only.includes(g.name)).map((g) => ({
      name: g.name,
      labels: g.labels,
      single: g.single,
      examples: groupExamples(cases, g),
      // Every variant with --variants (the comparison is printed); else the one the group records.
      variants: (process.argv.includes("--variants") ? FEATURE_VARIANTS : [g.features]).map((variant) => ({ variant, examples: groupExamples(cases, g, variant) })),
    })),
    { ...TRAIN_OPTIONS, folds },
  );
  console.log(`writers: ${file.writers.join(", ")}`);
  console.log(table);
  console.log(`${file.features} weights kept; ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (process.argv.includes("--check") || only) return;
  const out = path.join(process.cwd(), "lib", "assistant", "meanings-weights.ts");
  writeFileSync(out, weightsModule(file));
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}

/** The weights as a TypeScript module holding their JSON as one string (lib/assistant/meanings-weights.ts). */
export function weightsModule(file: unknown): string {
  return (
    "/**\n * The learned meanings' weights (lib/assistant/meanings.ts), written by `npm run assistant:train`\n" +
    " * (scripts/bench/train-meanings.ts) from the writers' corpus: do not edit by hand. A string parsed once, not a JSON\n" +
    " * import: Node's ESM loader (Playwright's, tsx's) refuses a JSON import without an import attribute.\n */\n" +
    `export const MEANINGS_JSON = ${JSON.stringify(JSON.stringify(file))};\n`
  );
}

if (process.argv[1]?.endsWith("train-meanings.ts")) main();
