import type { ImportanceFactor } from "@/lib/preferences/schema";
import {
  DEV_CONCEPTS,
  DEV_GENERIC,
  DISMISS_BEFORE,
  FINISH_CONCEPTS,
  GOAL_CONCEPTS,
  INSTEAD_OF_BEFORE,
  ONLY_OPTION_BEFORE,
  PASSED_OVER_BEFORE,
  RENO_NEGATIVE,
  RENO_POSITIVE,
  SPLIT_CONCEPTS,
  SPLIT_GENERIC,
  ANY_KIND,
  SWAPPED_OUT_BEFORE,
  SWITCHED_TO_BEFORE,
  type Concept,
  type DevOption,
  type Goal,
  type SplitOption,
} from "../lexicon";
import { learnedLabels, learnedMeaningsOn } from "../meanings";
import type { Reading } from "../reading";

/**
 * Reads the investment strategy: development options ("battle-axe", "duplex site"), split living
 * ("granny flat", "dual key") and goals ("cash flow", "below market", "blue chip"), each on or off
 * ("not after growth", "growth over yield"); plain "subdivide" / "development site" ranks
 * development potential without choosing an option. Each wanted one notes its importance factor.
 */
export function readStrategy(r: Reading): void {
  const { delta: d } = r;
  readOptions(r, DEV_CONCEPTS, d.development, "developmentPotential");
  readOptions(r, SPLIT_CONCEPTS, d.split, "splitLiving");
  readOptions(r, GOAL_CONCEPTS, d.goals, "investmentGoals");
  for (const m of r.t.matchAll(DEV_GENERIC)) {
    const start = m.index!;
    if (r.isConsumed(start, start + m[0].length)) continue;
    // ("too much development going on", "all the new development": building around, not the buyer's plan.)
    if (/\b(?:too much|lots of|a lot of|all the|new|ongoing|over)\s*$/i.test(r.t.slice(Math.max(0, start - 12), start)) || /^\s*(?:going on|happening|nearby|around (?:here|there))\b/i.test(r.t.slice(start + m[0].length))) continue;
    // "no subdivision", "leave the subdivision out", "forget the subdivision": not wanted.
    if (r.negated(start) || DISMISS_BEFORE.test(r.clauseBefore(start)) || (/\bleave\s+(?:the\s+)?$/i.test(r.t.slice(Math.max(0, start - 12), start)) && /^\s*(?:\w+\s+)?out\b/i.test(r.t.slice(start + m[0].length)))) d.developmentGeneric = false;
    else {
      d.developmentGeneric = true;
      r.noteFactor("developmentPotential", start);
    }
    r.consume(start, start + m[0].length);
  }
  // "a dual income property", "any split living setup is fine, not just rooming": split living, no kind chosen (or none
  // of those chosen before, when any kind will do).
  for (const m of r.t.matchAll(SPLIT_GENERIC)) {
    const start = m.index!;
    if (r.isConsumed(start, start + m[0].length)) continue;
    if (r.negated(start)) d.splitGeneric = false;
    else {
      d.splitGeneric = true;
      r.noteFactor("splitLiving", start);
      const sentence = r.t.slice(0, start).split(/[.;!?\n]/).pop()! + r.t.slice(start).split(/[.;!?\n]/)[0];
      if (ANY_KIND.test(sentence)) for (const c of SPLIT_CONCEPTS) d.split[c.key] = false;
    }
    r.consume(start, start + m[0].length);
  }
  readLearned(r);
}

/**
 * The learned meanings (../meanings.ts; thresholds from leave-one-writer-out cross-validation): where the lexicon read
 * no option of a group in the message, an option the corpus model gives at least its threshold is wanted. The
 * lexicon's reading stays.
 */
function readLearned(r: Reading): void {
  if (!learnedMeaningsOn() || onlyEditsPlaces(r)) return;
  const { delta: d } = r;
  const wish = () => r.clauses().find((c) => c.role === "wanted" || c.role === "correction")?.start ?? 0;
  const learn = <K extends string>(group: string, target: Partial<Record<K, boolean>>, factor: ImportanceFactor) => {
    for (const key of learnedLabels(r, group) as K[]) {
      target[key] = true;
      r.noteFactor(factor, wish());
    }
  };
  if (Object.keys(d.goals).length === 0) learn<Goal>("goals", d.goals, "investmentGoals");
  if (Object.keys(d.split).length === 0) learn<SplitOption>("splitLiving", d.split, "splitLiving");
  if (Object.keys(d.development).length === 0 && d.developmentGeneric === undefined) learn<DevOption>("development", d.development, "developmentPotential");
}

/** Words that ask to change the places, and nothing of the property: "can you include Torquay VIC as well". */
const PLACE_EDIT_WORD = /^(?:include|add|remove|drop|swap|replace|exclude|search|look|try|check|show|find|want|like|need|can|could|would|please|pls|hmm|also|too|well|thanks|thank|cheer|maybe|actually|instead|one|place|suburb|area|town|list|option)$/;

/** A message whose words, besides its places' names, only edit the places: no strategy to learn from. */
function onlyEditsPlaces(r: Reading): boolean {
  return r.tokens().every((t) => !/^(?:NOUN|ADJ|VERB|NUM)$/.test(t.pos) || r.inPlaceName(t.start, t.end) || PLACE_EDIT_WORD.test(t.lemma) || /^[A-Z]{2,3}$/.test(t.text));
}

/**
 * The options of one field. "Growth over yield", "a granny flat instead of rooming": the option
 * passed over is off. "…, actually just the granny flat": the others named in the message are off.
 */
function readOptions<K extends string>(r: Reading, concepts: Concept<K>[], target: Partial<Record<K, boolean>>, factor: ImportanceFactor): void {
  let only: K | null = null;
  let switched: K | null = null;
  // "Rooming houses sound like a second job. Granny flat instead.": the option of the sentence saying "instead" replaces
  // the others named in the message.
  // (Not asked: "what about a rooming house instead?" weighs it.)
  const insteadAt = /\binstead\b(?!\s+of\b)(?![^.!?\n]*\?)/i.exec(r.t)?.index;
  const sentenceFrom = insteadAt === undefined ? -1 : Math.max(...[".", ";", "!", "?", "\n"].map((c) => r.t.lastIndexOf(c, insteadAt))) + 1;
  const chosen: K[] = [];
  for (const concept of concepts) {
    for (const m of r.t.matchAll(concept.re)) {
      const start = m.index!;
      const end = start + m[0].length;
      if (r.isConsumed(start, end)) continue;
      const before = r.clauseBefore(start);
      // "growth over yield", "cash flow rather than growth": the second is what they don't want.
      // "swap growth for cash flow": the one swapped out is off, the one after "for" takes its place.
      // ("change granny flat to dual living under one roof": a kind swapped out the same way.)
      const swappedOut = SWAPPED_OUT_BEFORE.test(before) && /^\s+(?:for|to|with)\b/i.test(r.t.slice(end));
      const passedOver = (factor === "investmentGoals" && PASSED_OVER_BEFORE.test(before)) || INSTEAD_OF_BEFORE.test(before) || swappedOut;
      const on = !r.negated(start) && !passedOver;
      target[concept.key] = on;
      r.consume(start, end);
      if (on) r.noteFactor(factor, start);
      if (on && ONLY_OPTION_BEFORE.test(r.t.slice(Math.max(0, start - 12), start))) only = concept.key;
      if (on && factor === "investmentGoals" && SWITCHED_TO_BEFORE.test(before)) switched = concept.key;
      if (on && insteadAt !== undefined && start >= sentenceFrom && start <= insteadAt + 10) chosen.push(concept.key);
    }
  }
  if (chosen.length > 0) for (const k of Object.keys(target) as K[]) if (!chosen.includes(k) && target[k]) target[k] = false;
  if (only !== null) for (const k of Object.keys(target) as K[]) if (k !== only && target[k]) target[k] = false;
  // (Switched to, the brief's other goals go too: "switch it to cash flow" after growth.)
  if (switched !== null) for (const { key } of concepts) if (key !== switched) target[key] = false;
}

/**
 * Reads renovation: wanted ("reno", "fixer upper", "needs work", "value add") or not ("fully
 * renovated", "turnkey"), and its finish ("cheap and cheerful", "mid-range", "high end"). The
 * budget is read with the prices (./prices.ts).
 */
export function readRenovation(r: Reading): void {
  const { t, delta: d } = r;
  for (const m of t.matchAll(RENO_NEGATIVE)) {
    if (r.isConsumed(m.index!, m.index! + m[0].length)) continue;
    if (!r.negated(m.index!)) d.renovation.enabled = false;
    r.consume(m.index!, m.index! + m[0].length);
  }
  for (const m of t.matchAll(RENO_POSITIVE)) {
    const start = m.index!;
    if (r.isConsumed(start, start + m[0].length)) continue;
    if (r.negated(start)) d.renovation.enabled = false;
    else {
      d.renovation.enabled = true;
      r.noteFactor("renovationPotential", start);
    }
  }
  for (const concept of FINISH_CONCEPTS) {
    for (const m of t.matchAll(concept.re)) {
      if (r.isConsumed(m.index!, m.index! + m[0].length)) continue;
      d.renovation.finish = concept.key;
      if (d.renovation.enabled === undefined || d.renovation.enabled === false) d.renovation.enabled = true;
      r.noteFactor("renovationPotential", m.index!);
      r.consume(m.index!, m.index! + m[0].length);
    }
  }
}
