/**
 * Meanings learned from the writers' corpus (issue 34 item 4): a small logistic-regression model per option group,
 * trained by `npm run assistant:train` (scripts/bench/train-meanings.ts) on the wish clauses of many writers' cases.
 * Its weights are `meanings-weights.ts` beside this file, imported (no fs at run time). The features are the lemmas of a
 * message's wish clauses (wanted, ruled out, correction; context, question and off-topic words left out), one by one
 * and in pairs, a negated word marked "~"; place names and other proper nouns read as one word. A group's model may use
 * a richer variant of them (`FeatureVariant`), the one its cross-validation chose.
 */
import type { Clause, Token } from "./clauses";
import type { Reading } from "./reading";
import { MEANINGS_JSON } from "./meanings-weights";

/**
 * The features a model reads: "wish", the lemmas of the wish clauses; "apart", the same with the words of ruled-out
 * clauses marked "-" ("no granny flat" is no wish for one); "chars", "apart" plus the letter 4-grams of the wanted
 * words ("grannyflat", "granyflat" share most of theirs).
 */
export type FeatureVariant = "wish" | "apart" | "chars";
export const FEATURE_VARIANTS: readonly FeatureVariant[] = ["wish", "apart", "chars"];

export type MeaningModel = {
  /** Which features the model reads (absent: "wish"). */
  features?: FeatureVariant;
  /** Per label: the bias, the threshold chosen by leave-one-writer-out cross-validation, and the feature weights. */
  labels: Record<string, { bias: number; threshold: number; weights: Record<string, number> }>;
};
export type MeaningModels = { writers: string[]; trained: string; features: number; seed: number; groups: Record<string, MeaningModel> };

export const MEANINGS = JSON.parse(MEANINGS_JSON) as MeaningModels;

const WISH_ROLES = new Set<Clause["role"]>(["wanted", "ruledOut", "correction"]);
const SKIPPED_POS = new Set(["PUNCT", "SYM", "SPACE", "X"]);

/** A token's word for the model: its lemma, numbers and names folded, "~" when negated. */
function wordOf(t: Token, inName: boolean): string | null {
  if (SKIPPED_POS.has(t.pos) || !/[a-z0-9]/i.test(t.text)) return null;
  const w = inName || t.pos === "PROPN" ? "#name" : t.pos === "NUM" || /^\$?\d/.test(t.text) ? "#num" : t.lemma;
  return t.negated ? `~${w}` : w;
}

/** The letter 4-grams of a word, its ends marked ("<gra", "flat>"); a word of four letters or fewer is one. */
function letterGrams(w: string, out: Set<string>): void {
  const s = `<${w}>`;
  if (s.length <= 6) return void out.add(`c:${s}`);
  for (let i = 0; i + 4 <= s.length; i++) out.add(`c:${s.slice(i, i + 4)}`);
}

/**
 * The features of a message's wish clauses: unigrams and bigrams of lemmas within each clause. `skip(start, end)`
 * leaves out words the readers marked as context; `inName(start, end)` says a word is inside a place name; `variant`
 * which features (`FeatureVariant`).
 */
export function wishFeatures(
  tokens: readonly Token[],
  clauses: readonly Clause[],
  skip: (start: number, end: number) => boolean = () => false,
  inName: (start: number, end: number) => boolean = () => false,
  variant: FeatureVariant = "wish",
): string[] {
  const out = new Set<string>();
  for (const c of clauses) {
    if (!WISH_ROLES.has(c.role)) continue;
    const mark = variant !== "wish" && c.role === "ruledOut" ? "-" : "";
    let prev: string | null = null;
    for (const t of tokens) {
      if (t.start < c.start || t.end > c.end) continue;
      if (skip(t.start, t.end)) {
        prev = null;
        continue;
      }
      const word = wordOf(t, inName(t.start, t.end));
      if (word === null) continue;
      const w = mark + word;
      out.add(w);
      if (prev !== null) out.add(`${prev} ${w}`);
      prev = w;
      if (variant === "chars" && !mark && /^[a-z]/.test(word)) letterGrams(word, out);
    }
  }
  return [...out].sort();
}

/** The probability of each label of `group` given a message's features. */
export function labelProbabilities(features: readonly string[], group: string, models: MeaningModels = MEANINGS): Record<string, number> {
  const out: Record<string, number> = {};
  const g = models.groups[group];
  if (!g) return out;
  for (const [label, m] of Object.entries(g.labels)) {
    let z = m.bias;
    for (const f of features) z += m.weights[f] ?? 0;
    out[label] = 1 / (1 + Math.exp(-z));
  }
  return out;
}

/** The labels of `group` whose probability reaches their cross-validated threshold. */
export function predictedLabels(features: readonly string[], group: string, models: MeaningModels = MEANINGS): string[] {
  const g = models.groups[group];
  if (!g || features.length === 0) return [];
  const p = labelProbabilities(features, group, models);
  return Object.keys(g.labels).filter((l) => p[l] >= g.labels[l].threshold);
}

let learnedOn = true;
/**
 * Turns the learned meanings off or on (on by default). Only the training script uses it, to measure the rules alone
 * on the same cases; the app never calls it.
 */
export function setLearnedMeanings(on: boolean): void {
  learnedOn = on;
}
export const learnedMeaningsOn = (): boolean => learnedOn;

/** The features of one message being read: its wish clauses, without the words the readers marked as context. */
export function readingFeatures(r: Reading, variant: FeatureVariant = "wish"): string[] {
  return wishFeatures(
    r.tokens(),
    r.clauses(),
    (start, end) => r.contextAt(start, end) !== null,
    (start, end) => r.inPlaceName(start, end),
    variant,
  );
}

/** The labels a group's model gives a message, with the features that model reads. */
export function learnedLabels(r: Reading, group: string, models: MeaningModels = MEANINGS): string[] {
  const g = models.groups[group];
  if (!g) return [];
  return predictedLabels(readingFeatures(r, g.features ?? "wish"), group, models);
}
