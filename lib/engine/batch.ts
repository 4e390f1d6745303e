/**
 * The fast path for a whole catalogue. prepareCatalogue() computes every query-independent
 * sub-score once into typed arrays (struct of arrays); scoreBatch() then combines them for a
 * query with integer arithmetic only, and rankCatalogue() builds the full scoring_inputs for
 * the top K alone. The sub-scores come from the very functions scoreListing() uses, and the
 * combination is the same integer sum, so the K results equal scoreListing() exactly.
 */
import type { Importance } from "@/lib/preferences/schema";
import { FINISH_INDEX, FINISH_LEVEL_LIST } from "./assumptions";
import { listingBase, type ListingBase } from "./base";
import { compileQuery, type EngineData, type EngineQuery } from "./query";
import { combineMax4, developmentSubscores } from "./sections/development";
import { capitalGrowthValue, combineInvestment, diffPercent, grossYield, investmentSubscores } from "./sections/investment";
import { combineRenovation, renovationAreas, renovationOutcome, type RenovationAreas, type RenovationOutcome } from "./sections/renovation";
import { combineRisk, overlayMask } from "./sections/risk-overlay";
import { splitSubscores } from "./sections/split-living";
import { scoreListingWith } from "./score";
import type { EngineListing, FinishLevel, ScoredListing, SectionKey, SortKey, SuburbProfile } from "./types";
import { profileFor } from "./valuation";

export type CatalogueFacts = {
  n: number;
  cashflow: Uint8Array;
  undervalued: Uint8Array;
  growthScore: Uint8Array;
  dev: [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  split: [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  /** Renovation cost and pre-budget score per finish level (Budget, Standard, Premium). */
  renoCost: [Float64Array, Float64Array, Float64Array];
  renoInner: [Float64Array, Float64Array, Float64Array];
  /** Which finish levels are costed. */
  renoReady: [boolean, boolean, boolean];
  overlay: Uint8Array;
  /** Sort values; NaN = missing. */
  rentalYield: Float64Array;
  growth: Float64Array;
  capitalGrowthValue: Float64Array;
  /** −diff_percent, so that bigger is better. */
  undervaluation: Float64Array;
  landSize: Float64Array;
  /** listing_id of each listing (the final tie-break). */
  ids: string[];
};

export type PreparedCatalogue = { listings: EngineListing[]; profiles: SuburbProfile[]; facts: CatalogueFacts };

export type ProfileSource = ReadonlyMap<string, SuburbProfile> | ((listing: EngineListing) => SuburbProfile);

export type PrepareOptions = {
  /** Finish levels to cost now (all three by default); others are costed on first use. */
  finishLevels?: FinishLevel[];
};

export function prepareCatalogue(listings: EngineListing[], profiles: ProfileSource, opts: PrepareOptions = {}): PreparedCatalogue {
  const n = listings.length;
  // Two buffers for all the columns: many large separate allocations make the GC work harder.
  const bytes = new ArrayBuffer(n * 12);
  const doubles = new ArrayBuffer(n * 8 * 11);
  let u8Next = 0;
  let f64Next = 0;
  const u8 = () => new Uint8Array(bytes, n * u8Next++, n);
  const f64 = () => new Float64Array(doubles, n * 8 * f64Next++, n);
  const facts: CatalogueFacts = {
    n,
    cashflow: u8(),
    undervalued: u8(),
    growthScore: u8(),
    dev: [u8(), u8(), u8(), u8()],
    split: [u8(), u8(), u8(), u8()],
    renoCost: [f64(), f64(), f64()],
    renoInner: [f64(), f64(), f64()],
    renoReady: [false, false, false],
    overlay: u8(),
    rentalYield: f64(),
    growth: f64(),
    capitalGrowthValue: f64(),
    undervaluation: f64(),
    landSize: f64(),
    ids: new Array<string>(n),
  };
  const lookup = typeof profiles === "function" ? profiles : (l: EngineListing) => profileFor(l, profiles);
  // Profiles are per suburb: cache them by ABS code rather than build a string key per listing.
  const byId = new Map<number, SuburbProfile>();
  const profileList: SuburbProfile[] = new Array(n);
  const finishes = (opts.finishLevels ?? FINISH_LEVEL_LIST).map((f) => FINISH_INDEX[f]);
  // Scratch objects reused for every listing: preparing a catalogue should make little garbage.
  let base: ListingBase | undefined;
  const areas: RenovationAreas = { condition: [0, 0, 0, 0, 0, 0, 0], quantity: [0, 0, 0, 0, 0, 0, 0] };
  const outcome = emptyOutcome();
  const invOut = [0, 0, 0];
  const devOut = [0, 0, 0, 0];
  const splitOut = [0, 0, 0, 0];
  for (let i = 0; i < n; i++) {
    const l = listings[i];
    let p: SuburbProfile | undefined;
    if (l.suburbId !== null) {
      p = byId.get(l.suburbId);
      if (!p) byId.set(l.suburbId, (p = lookup(l)));
    } else p = lookup(l);
    profileList[i] = p;
    const b = (base = listingBase(l, p, base));
    const inv = investmentSubscores(l, b, invOut);
    facts.cashflow[i] = inv[0];
    facts.undervalued[i] = inv[1];
    facts.growthScore[i] = inv[2];
    const dev = developmentSubscores(l, b, devOut);
    const split = splitSubscores(l, b, splitOut);
    for (let j = 0; j < 4; j++) {
      facts.dev[j][i] = dev[j];
      facts.split[j][i] = split[j];
    }
    if (finishes.length > 0) {
      renovationAreas(l, b, areas);
      for (const f of finishes) {
        const o = renovationOutcome(l, b, f, areas, outcome);
        facts.renoCost[f][i] = o.cost;
        facts.renoInner[f][i] = o.inner;
      }
    }
    facts.overlay[i] = overlayMask(l);
    facts.rentalYield[i] = grossYield(b.rent, b.price) ?? NaN;
    facts.growth[i] = b.growth;
    facts.capitalGrowthValue[i] = capitalGrowthValue(b.price, b.growth);
    const diff = diffPercent(l.price, b.expected);
    facts.undervaluation[i] = diff === null ? NaN : -diff;
    facts.landSize[i] = l.landSize ?? NaN;
    facts.ids[i] = l.listingId;
  }
  for (const f of finishes) facts.renoReady[f] = true;
  return { listings, profiles: profileList, facts };
}

function emptyOutcome(): RenovationOutcome {
  return { cost: 0, indexAfter: 0, postValue: 0, acquisition: 0, margin: 0, marginPct: 0, upliftPct: 0, inner: 0 };
}

/** Costs a finish level the catalogue was prepared without (once; kept for later queries). */
export function ensureFinishLevel(prepared: PreparedCatalogue, finishIndex: 0 | 1 | 2): void {
  const f = prepared.facts;
  if (f.renoReady[finishIndex]) return;
  let base: ListingBase | undefined;
  const areas: RenovationAreas = { condition: [0, 0, 0, 0, 0, 0, 0], quantity: [0, 0, 0, 0, 0, 0, 0] };
  const outcome = emptyOutcome();
  for (let i = 0; i < f.n; i++) {
    const l = prepared.listings[i];
    const b = (base = listingBase(l, prepared.profiles[i], base));
    const o = renovationOutcome(l, b, finishIndex, renovationAreas(l, b, areas), outcome);
    f.renoCost[finishIndex][i] = o.cost;
    f.renoInner[finishIndex][i] = o.inner;
  }
  f.renoReady[finishIndex] = true;
}

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
    if (w.dev) sum += w.dev * combineMax4(d0[i], d1[i], d2[i], d3[i], devMask);
    if (w.reno) sum += w.reno * combineRenovation(cost[i], inner[i], budget);
    if (w.split) sum += w.split * combineMax4(s0[i], s1[i], s2[i], s3[i], splitMask);
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

/** Indices of the top k listings, best first, with a bounded binary heap over indices. */
export function topIndices(keys: Float64Array, scores: Float64Array, ids: readonly string[], k: number): number[] {
  const n = keys.length;
  const cap = Math.min(k, n);
  if (cap <= 0) return [];
  // worse(a, b): a ranks after b (key desc with NaN last, then score desc, then id order asc).
  const worse = (a: number, b: number) => {
    const ka = keys[a];
    const kb = keys[b];
    const na = ka !== ka;
    const nb = kb !== kb;
    if (na !== nb) return na;
    if (!na && ka !== kb) return ka < kb;
    if (scores[a] !== scores[b]) return scores[a] < scores[b];
    return ids[a] > ids[b];
  };
  const heap = new Int32Array(cap);
  let size = 0;
  for (let i = 0; i < n; i++) {
    if (size < cap) {
      let c = size++;
      heap[c] = i;
      while (c > 0) {
        const p = (c - 1) >> 1;
        if (worse(heap[c], heap[p])) {
          const t = heap[c];
          heap[c] = heap[p];
          heap[p] = t;
          c = p;
        } else break;
      }
    } else if (worse(heap[0], i)) {
      heap[0] = i;
      let c = 0;
      for (;;) {
        const l = 2 * c + 1;
        const r = l + 1;
        let m = c;
        if (l < size && worse(heap[l], heap[m])) m = l;
        if (r < size && worse(heap[r], heap[m])) m = r;
        if (m === c) break;
        const t = heap[c];
        heap[c] = heap[m];
        heap[m] = t;
        c = m;
      }
    }
  }
  return Array.from(heap.subarray(0, size)).sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
}

export type RankOptions = { sortKey?: SortKey; k?: number };

/** The top K of a prepared catalogue for a query, fully scored (equal to scoreListing for each). */
export function rankPrepared(prepared: PreparedCatalogue, q: EngineQuery, opts: RankOptions = {}): ScoredListing[] {
  const key = opts.sortKey ?? "property_score";
  ensureFinishLevel(prepared, q.finishIndex);
  const scores = scoreBatch(prepared.facts, q);
  const keys = sortValues(prepared.facts, q, key, scores);
  const idx = topIndices(keys, scores, prepared.facts.ids, opts.k ?? 100);
  return idx.map((i) => scoreListingWith(prepared.listings[i], prepared.profiles[i], q));
}

/** Convenience: prepare, score and rank in one call. */
export function rankCatalogue(
  listings: EngineListing[],
  profiles: ProfileSource,
  data: EngineData | null | undefined,
  importance: Importance | null | undefined,
  opts: RankOptions = {},
): ScoredListing[] {
  const q = compileQuery(data, importance);
  return rankPrepared(prepareCatalogue(listings, profiles, { finishLevels: [q.finishLevel] }), q, opts);
}

