/**
 * Meanings learned from the writers' corpus (issue 34 item 4): a small logistic-regression model per option group,
 * trained by `npm run assistant:train` (scripts/bench/train-meanings.ts) on the wish clauses of many writers' cases.
 * Its weights are `meanings-weights.ts` beside this file, imported (no fs at run time). The features are the lemmas of a
 * message's wish clauses (wanted, ruled out, correction; context, question and off-topic words left out), one by one
 * and in pairs, a negated word marked "~"; place names and other proper nouns read as one word.
 */
import type { Clause, Token } from "./clauses";
import type { Reading } from "./reading";
import { MEANINGS_JSON } from "./meanings-weights";

export type MeaningModel = {
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

/**
 * The features of a message's wish clauses: unigrams and bigrams of lemmas within each clause. `skip(start, end)`
 * leaves out words the readers marked as context; `inName(start, end)` says a word is inside a place name.
 */
export function wishFeatures(
  tokens: readonly Token[],
  clauses: readonly Clause[],
  skip: (start: number, end: number) => boolean = () => false,
  inName: (start: number, end: number) => boolean = () => false,
): string[] {
  const out = new Set<string>();
  for (const c of clauses) {
    if (!WISH_ROLES.has(c.role)) continue;
    let prev: string | null = null;
    for (const t of tokens) {
      if (t.start < c.start || t.end > c.end) continue;
      if (skip(t.start, t.end)) {
        prev = null;
        continue;
      }
      const w = wordOf(t, inName(t.start, t.end));
      if (w === null) continue;
      out.add(w);
      if (prev !== null) out.add(`${prev} ${w}`);
      prev = w;
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
export function readingFeatures(r: Reading): string[] {
  return wishFeatures(r.tokens(), r.clauses(), (start, end) => r.contextAt(start, end) !== null, (start, end) => r.inPlaceName(start, end));
}
