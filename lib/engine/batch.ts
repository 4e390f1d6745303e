/**
 * The fast path for a whole catalogue. prepareCatalogue() (prepare/) computes every
 * query-independent sub-score once into typed arrays (struct of arrays); scoreBatch() then
 * combines them for a query with integer arithmetic only, and rankPrepared() builds the full
 * scoring_inputs for the top K alone. rankCatalogue() does both for plain listings, leaving out
 * the costliest sections of listings that can't reach the top K. The sub-scores come from the
 * very functions scoreListing() uses, and the combination is the same integer sum, so the K
 * results equal scoreListing() + rankListings() exactly.
 */
import type { Importance } from "@/lib/preferences/schema";
import { listingBase, type ListingBase } from "./base";
import { prepareCatalogue, withPartialPreparation, withPartialPreparationAsync, type CatalogueFacts, type PartialPreparation, type PreparedCatalogue, type ProfileSource } from "./prepare";
import { compileQuery, type EngineData, type EngineQuery } from "./query";
import { combineMax4 } from "./sections/development";
import { combineInvestment, investmentSubscores } from "./sections/investment";
import { financeKeyOf, type EngineFinance } from "./finance";
import { combineRenovation, renovationAreas, renovationOutcome, type RenovationAreas, type RenovationOutcome } from "./sections/renovation";
import { combineRisk } from "./sections/risk-overlay";
import { scoreListingWith } from "./score";
import { TopK } from "./top-k";
import type { EngineListing, ScoredListing, SectionKey, SortKey } from "./types";

export { prepareCatalogue, type CatalogueFacts, type PreparedCatalogue, type PrepareOptions, type ProfileSource } from "./prepare";

function emptyOutcome(): RenovationOutcome {
  return { cost: 0, indexAfter: 0, postValue: 0, acquisition: 0, margin: 0, marginPct: 0, upliftPct: 0, inner: 0 };
}

/**
 * Works the cash-flow sub-score for another finance than the catalogue was prepared with (the
 * per-listing way, once; kept until another finance is asked for).
 */
export function ensureFinance(prepared: PreparedCatalogue, finance: EngineFinance | null): void {
  const f = prepared.facts;
  const key = financeKeyOf(finance);
  if (f.financeKey === key) return;
  let base: ListingBase | undefined;
  const out = [0, 0, 0];
  for (let i = 0; i < f.n; i++) {
    const l = prepared.listings[i];
    base = listingBase(l, prepared.profiles[i], base);
    f.cashflow[i] = investmentSubscores(l, base, out, finance)[0];
  }
  f.financeKey = key;
}

/** Costs a finish level the catalogue was prepared without (once; kept for later queries). */
export function ensureFinishLevel(prepared: PreparedCatalogue, finishIndex: 0 | 1 | 2): void {
  const f = prepared.facts;
  if (f.renoReady[finishIndex]) return;
  let base: ListingBase | undefined;
  const areas: RenovationAreas = { condition: [0, 0, 0, 0, 0, 0, 0], quantity: [0, 0, 0, 0, 0, 0, 0] };
  const outcome = emptyOutcome();
  if (f.renoCost[finishIndex].length !== f.n) {
    f.renoCost[finishIndex] = new Float64Array(f.n);
    f.renoInner[finishIndex] = new Float64Array(f.n);
  }
  for (let i = 0; i < f.n; i++) {
    const l = prepared.listings[i];
    const b = (base = listingBase(l, prepared.profiles[i], base));
    const o = renovationOutcome(l, b, finishIndex, renovationAreas(l, b, areas), outcome);
    f.renoCost[finishIndex][i] = o.cost;
    f.renoInner[finishIndex][i] = o.inner;
  }
  f.renoReady[finishIndex] = true;
}

/**
 * combineMax4() for the sub-score columns, which hold whole numbers 0-255 (never NaN or −0):
 * Math.max gives the same number without a branch the CPU would mispredict.
 */
const max4 = (a: number, b: number, c: number, d: number, mask: number) => Math.max(mask & 1 ? a : 0, mask & 2 ? b : 0, mask & 4 ? c : 0, mask & 8 ? d : 0);

type Weights = { inv: number; dev: number; reno: number; split: number; risk: number; total: number };

function weightsOf(q: EngineQuery): Weights {
  const w: Weights = { inv: 0, dev: 0, reno: 0, split: 0, risk: 0, total: q.weightTotal };
  for (const x of q.weights) {
    if (x.factor === "investmentGoals") w.inv = x.weight;
    else if (x.factor === "developmentPotential") w.dev = x.weight;
    else if (x.factor === "renovationPotential") w.reno = x.weight;
    else if (x.factor === "splitLiving") w.split = x.weight;
    else w.risk = x.weight;
  }
  return w;
}

/** One section's score for listing i (the same combination scoreListing uses). */
export function sectionScoreAt(f: CatalogueFacts, i: number, q: EngineQuery, section: SectionKey): number {
  switch (section) {
    case "investmentGoals":
      return combineInvestment(f.cashflow[i], f.undervalued[i], f.growthScore[i], q.investmentMask);
    case "developmentPotential":
      return combineMax4(f.dev[0][i], f.dev[1][i], f.dev[2][i], f.dev[3][i], q.developmentMask);
    case "renovationPotential":
      return combineRenovation(f.renoCost[q.finishIndex][i], f.renoInner[q.finishIndex][i], q.renovationBudget);
    case "splitLiving":
      return combineMax4(f.split[0][i], f.split[1][i], f.split[2][i], f.split[3][i], q.splitMask);
    case "riskOverlay":
      return combineRisk(f.overlay[i], q.avoidMask);
  }
}

/** property_score of every listing of the catalogue for one query. */
export function scoreBatch(f: CatalogueFacts, q: EngineQuery, out: Float64Array = new Float64Array(f.n)): Float64Array {
  const w = weightsOf(q);
  if (w.reno && !f.renoReady[q.finishIndex]) throw new Error(`finish level ${q.finishLevel} not prepared: call ensureFinishLevel() first`);
  if (w.inv && f.financeKey !== financeKeyOf(q.finance)) throw new Error("the cash flow was prepared for another finance: call ensureFinance() first");
  const { cashflow, undervalued, growthScore, dev, split, overlay } = f;
  const [d0, d1, d2, d3] = dev;
  const [s0, s1, s2, s3] = split;
  const cost = f.renoCost[q.finishIndex];
  const inner = f.renoInner[q.finishIndex];
  const budget = q.renovationBudget;
  const invMask = q.investmentMask;
  const devMask = q.developmentMask;
  const splitMask = q.splitMask;
  const avoid = q.avoidMask;
  for (let i = 0; i < f.n; i++) {
    let sum = 0;
    if (w.inv) sum += w.inv * combineInvestment(cashflow[i], undervalued[i], growthScore[i], invMask);
    if (w.dev) sum += w.dev * max4(d0[i], d1[i], d2[i], d3[i], devMask);
    if (w.reno) sum += w.reno * combineRenovation(cost[i], inner[i], budget);
    if (w.split) sum += w.split * max4(s0[i], s1[i], s2[i], s3[i], splitMask);
    if (w.risk) sum += w.risk * combineRisk(overlay[i], avoid);
    // Same expression as propertyScoreOf: (sum × 10) ÷ total, so the two agree to the bit.
    out[i] = Math.round((sum * 10) / w.total) / 10;
  }
  return out;
}

/** The sort values for a key (bigger is better, NaN missing). */
export function sortValues(f: CatalogueFacts, q: EngineQuery, key: SortKey, scores: Float64Array): Float64Array {
  switch (key) {
    case "property_score":
      return scores;
    case "rental_yield":
      return f.rentalYield;
    case "capital_growth":
      return f.growth;
    case "highgrowth_capital_growth":
      return f.capitalGrowthValue;
    case "undervaluation":
      return f.undervaluation;
    case "land_size":
      return f.landSize;
    default: {
      const out = new Float64Array(f.n);
      for (let i = 0; i < f.n; i++) out[i] = sectionScoreAt(f, i, q, key);
      return out;
    }
  }
}

/** Indices of the top k listings, best first (key desc with NaN last, then score desc, then id asc). */
export function topIndices(keys: Float64Array, scores: Float64Array, ids: readonly string[], k: number): number[] {
  const n = keys.length;
  const cap = Math.min(k, n);
  if (cap <= 0) return [];
  // Positive when a ranks after b; 0 when neither does (a NaN score ranks neither way).
  const compare = (a: number, b: number) => {
    const ka = keys[a];
    const kb = keys[b];
    const na = ka !== ka;
    const nb = kb !== kb;
    if (na !== nb) return na ? 1 : -1;
    if (!na && ka !== kb) return ka < kb ? 1 : -1;
    const sa = scores[a];
    const sb = scores[b];
    if (sa !== sb) return sa < sb ? 1 : sa > sb ? -1 : 0;
    return ids[a] > ids[b] ? 1 : ids[a] < ids[b] ? -1 : 0;
  };
  const top = new TopK<number>(cap, compare);
  for (let i = 0; i < n; i++) top.push(i);
  return top.result();
}

export type RankOptions = { sortKey?: SortKey; k?: number };

/** The top K of a prepared catalogue for a query, fully scored (equal to scoreListing for each). */
export function rankPrepared(prepared: PreparedCatalogue, q: EngineQuery, opts: RankOptions = {}): ScoredListing[] {
  const key = opts.sortKey ?? "property_score";
  ensureFinishLevel(prepared, q.finishIndex);
  ensureFinance(prepared, q.finance);
  const scores = scoreBatch(prepared.facts, q);
  const keys = sortValues(prepared.facts, q, key, scores);
  const idx = topIndices(keys, scores, prepared.facts.ids, opts.k ?? 100);
  return idx.map((i) => scoreListingWith(prepared.listings[i], prepared.profiles[i], q));
}

/**
 * Prepare, score and rank plain listings in one call (what a search does with its candidates).
 * By property_score (the default) it skips, for listings that can't reach the top K, the
 * sections that cost most: see topByScore(). Equal to rankPrepared(prepareCatalogue(…)).
 */
export function rankCatalogue(
  listings: EngineListing[],
  profiles: ProfileSource,
  data: EngineData | null | undefined,
  importance: Importance | null | undefined,
  opts: RankOptions = {},
): ScoredListing[] {
  const q = compileQuery(data, importance);
  if ((opts.sortKey ?? "property_score") !== "property_score") return rankPrepared(prepareCatalogue(listings, profiles, { finishLevels: [q.finishLevel], finance: data?.finance }), q, opts);
  return withPartialPreparation(
    listings,
    profiles,
    [q.finishLevel],
    (p) => topByScore(p, q, opts.k ?? 100).map((i) => scoreListingWith(listings[i], p.profiles[i], q)),
    { sortValues: false, finance: q.finance, wholeListings: true },
  );
}

/** No section scores more than 100 (the property tests hold every score to 0-100). */
const SECTION_MAX = 100;

/**
 * The indices of the top k by property_score, best first, as topIndices() gives them over the
 * whole catalogue, computing development, split living and renovation only where they can
 * matter. Investment and risk are known for every listing: with the other sections at their
 * most, that bounds each listing's score. Listings are completed in order of that bound,
 * highest first (a counting sort: sums are whole numbers up to 100 × Σ weights), and the walk
 * stops once the best a listing could still reach is below the k-th score found. Exact: every
 * listing left out has k listings scored strictly above anything it could score, and ties at
 * the k-th score are completed so that listing_id can order them.
 */
function topByScore(p: PartialPreparation, q: EngineQuery, k: number): number[] {
  const steps = topByScoreSteps(p, q, k);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** A range of the walk's order about to be completed: listings order[from .. to). */
type WalkStep = { order: Int32Array; from: number; to: number };

/**
 * topByScore()'s walk, yielding each range of listings just before it completes them (so a
 * caller can read their details first: rankCandidatesInPhases), returning the top indices.
 */
function* topByScoreSteps(p: PartialPreparation, q: EngineQuery, k: number): Generator<WalkStep, number[], void> {
  const f = p.facts;
  const n = f.n;
  const cap = Math.min(k, n);
  if (cap <= 0) return [];
  const w = weightsOf(q);
  const { cashflow, undervalued, growthScore, overlay } = f;
  const rest = (w.dev + w.reno + w.split) * SECTION_MAX;
  const maxSum = w.total * SECTION_MAX;
  // The loops before and after the walk are functions of their own: optimised while running one
  // loop, a function would leave the optimised code at the next (code not run yet), every search.
  const partial = new Int32Array(n);
  const counts = new Int32Array(maxSum + 1);
  partialSums(f, q, w, rest, partial, counts);
  // order: listing indices by bound, highest first; bucket u is order[start[u] .. start[u] + counts[u]).
  const start = bucketStarts(counts, maxSum);
  const order = orderByBound(partial, rest, start);

  const [d0, d1, d2, d3] = f.dev;
  const [s0, s1, s2, s3] = f.split;
  const cost = f.renoCost[q.finishIndex];
  const inner = f.renoInner[q.finishIndex];
  // The score of order[j] at scores[j], for the listings completed (order[0 .. done)).
  let scores = new Float64Array(Math.min(n, 4_096));
  let done = 0;
  // The k best scores so far (NaN, which ranks last, as −∞).
  const best = new TopK<number>(cap, (a, b) => (a > b ? -1 : a < b ? 1 : 0));
  for (let u = maxSum; u >= 0; u--) {
    const c = counts[u];
    if (c === 0) continue;
    if (best.full && Math.round((u * 10) / w.total) / 10 < best.worst()!) break;
    const from = start[u];
    yield { order, from, to: from + c };
    p.complete(order, from, from + c);
    if (from + c > scores.length) {
      const grown = new Float64Array(Math.min(n, Math.max(from + c, scores.length * 2)));
      grown.set(scores);
      scores = grown;
    }
    for (let j = from; j < from + c; j++) {
      const i = order[j];
      // The bound's investment score may have been a bound too (p.investmentBound): now it's exact.
      let sum = partial[i];
      if (p.investmentBound) {
        sum = w.inv ? w.inv * combineInvestment(cashflow[i], undervalued[i], growthScore[i], q.investmentMask) : 0;
        if (w.risk) sum += w.risk * combineRisk(overlay[i], q.avoidMask);
      }
      if (w.dev) sum += w.dev * max4(d0[i], d1[i], d2[i], d3[i], q.developmentMask);
      if (w.reno) sum += w.reno * combineRenovation(cost[i], inner[i], q.renovationBudget);
      if (w.split) sum += w.split * max4(s0[i], s1[i], s2[i], s3[i], q.splitMask);
      // Same expression as scoreBatch and propertyScoreOf.
      const score = Math.round((sum * 10) / w.total) / 10;
      scores[j] = score;
      done = from + c;
      best.push(score === score ? score : -Infinity);
    }
  }
  return rankCompleted(f.ids, order, scores.subarray(0, done), cap);
}

/** Each listing's investment and risk part of the sum (whole numbers), and the count of listings per bound (that part + `rest`, the most the other sections add). */
function partialSums(f: CatalogueFacts, q: EngineQuery, w: Weights, rest: number, partial: Int32Array, counts: Int32Array): void {
  const { cashflow, undervalued, growthScore, overlay } = f;
  for (let i = 0; i < f.n; i++) {
    let sum = 0;
    if (w.inv) sum += w.inv * combineInvestment(cashflow[i], undervalued[i], growthScore[i], q.investmentMask);
    if (w.risk) sum += w.risk * combineRisk(overlay[i], q.avoidMask);
    partial[i] = sum;
    counts[sum + rest]++;
  }
}

/** Where each bound's bucket starts in the order, highest bound first. */
function bucketStarts(counts: Int32Array, maxSum: number): Int32Array {
  const start = new Int32Array(maxSum + 1);
  for (let u = maxSum, at = 0; u >= 0; u--) {
    start[u] = at;
    at += counts[u];
  }
  return start;
}

/** The listings by bound, highest first (a counting sort: within a bound, by index). */
function orderByBound(partial: Int32Array, rest: number, start: Int32Array): Int32Array {
  const next = start.slice();
  const order = new Int32Array(partial.length);
  for (let i = 0; i < partial.length; i++) order[next[partial[i] + rest]++] = i;
  return order;
}

/** The exact order among the listings completed (order[0 .. keys.length), keys[j] the score of order[j]), as topIndices() orders them. */
function rankCompleted(allIds: readonly string[], order: Int32Array, keys: Float64Array, cap: number): number[] {
  const done = keys.length;
  const ids = new Array<string>(done);
  for (let j = 0; j < done; j++) ids[j] = allIds[order[j]];
  return topIndices(keys, keys, ids, cap).map((j) => order[j]);
}

/**
 * The fields of a listing the first pass of a pruned ranking reads, for every candidate: the
 * profile (suburbId, suburb, state), type, bedrooms, land, price, rent and overlays, and the
 * condition when the price is on request (it sets the estimated value, which is then the
 * price). listingId names the listing. Everything else (bathrooms, frontage, corner and
 * battle-axe lots, zoning, layout, features, the condition of a priced listing, and what only
 * the explanation shows) is read only for the listings completed. ENGINE_CORE_FIELDS is what
 * a database selects for rankCandidatesInPhases().
 */
export const ENGINE_CORE_FIELDS = [
  "listingId",
  "suburbId",
  "suburb",
  "state",
  "propertyType",
  "bedrooms",
  "landSize",
  "price",
  "rentWeekly",
  "condition",
  "floodOverlay",
  "bushfireOverlay",
  "heritageOverlay",
] as const satisfies readonly (keyof EngineListing)[];

/** A candidate's first-pass fields (condition may be null when the price is stated: it isn't read then). */
export type EngineCore = Pick<EngineListing, (typeof ENGINE_CORE_FIELDS)[number]>;

/**
 * A candidate's whole listing is gone, or its core fields are not those its core had: the
 * catalogue changed between the two reads of rankCandidatesInPhases(). Read again.
 */
export class CandidatesChanged extends Error {
  constructor(readonly listingId: string) {
    super(`listing ${listingId} changed while the search read it`);
    this.name = "CandidatesChanged";
  }
}

/** Whether a whole listing has the core fields its core was read with (the condition counts only when the price is on request). */
export function sameCore(core: EngineCore, whole: EngineListing): boolean {
  for (const f of ENGINE_CORE_FIELDS) {
    if (f === "condition") continue;
    if (!Object.is(core[f], whole[f])) return false;
  }
  return core.price !== null || JSON.stringify(core.condition) === JSON.stringify(whole.condition);
}

/**
 * rankCatalogue() by property_score in two phases, for candidates held elsewhere: the first
 * pass runs on every candidate's core fields; `details` is asked for the whole listing only of
 * those the pruning walk completes (in the walk's order, a growing chunk at a time: 1,000,
 * 2,000, 4,000, … listings, so few round trips and at most about twice the listings needed).
 * The same walk, the same sub-scores and the same explanations as rankCatalogue() on the
 * whole listings, so the same top k in the same order with the same scores. Each listing
 * `details` returns must have the core fields its core had: if one is missing or differs (the
 * catalogue changed in between), this throws CandidatesChanged and the caller reads again.
 */
export async function rankCandidatesInPhases(
  cores: readonly EngineCore[],
  profiles: ProfileSource,
  data: EngineData | null | undefined,
  importance: Importance | null | undefined,
  k: number,
  details: (ids: string[]) => Promise<readonly EngineListing[]>,
  { firstChunk = 1_000 }: { firstChunk?: number } = {},
): Promise<ScoredListing[]> {
  const q = compileQuery(data, importance);
  // The cores stand in for the listings until the walk reaches them (the first pass reads only their core fields).
  const listings = cores.slice() as EngineListing[];
  return withPartialPreparationAsync(
    listings,
    profiles,
    [q.finishLevel],
    async (p) => {
      const steps = topByScoreSteps(p, q, k);
      let read = 0; // order[0 .. read) hold whole listings
      let chunk = Math.max(1, firstChunk);
      for (;;) {
        const step = steps.next();
        if (step.done) return step.value.map((i) => scoreListingWith(listings[i], p.profiles[i], q));
        const { order, from, to } = step.value;
        if (to <= read) continue;
        if (from > read) throw new Error("the walk skipped listings");
        const end = Math.min(order.length, Math.max(to, read + chunk));
        const ids = new Array<string>(end - read);
        for (let j = read; j < end; j++) ids[j - read] = cores[order[j]].listingId;
        const byId = new Map((await details(ids)).map((l) => [l.listingId, l]));
        for (let j = read; j < end; j++) {
          const i = order[j];
          const whole = byId.get(cores[i].listingId);
          if (!whole || !sameCore(cores[i], whole)) throw new CandidatesChanged(cores[i].listingId);
          listings[i] = whole;
        }
        read = end;
        chunk *= 2;
      }
    },
    { sortValues: false, finance: q.finance },
  );
}
