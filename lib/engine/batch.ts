/**
 * The fast path for a whole catalogue. prepareCatalogue() computes every query-independent
 * sub-score once into typed arrays (struct of arrays); scoreBatch() then combines them for a
 * query with integer arithmetic only, and rankCatalogue() builds the full scoring_inputs for
 * the top K alone. The sub-scores come from the very functions scoreListing() uses, and the
 * combination is the same integer sum, so the K results equal scoreListing() exactly.
 */
import type { Importance } from "@/lib/preferences/schema";
import {
  BEDROOM_FACTOR_MAX,
  BEDROOM_FACTOR_MIN,
  BEDROOM_RENT_MAX,
  BEDROOM_RENT_MIN,
  BEDROOM_RENT_STEP,
  BEDROOM_VALUE_STEP,
  FINISH_INDEX,
  FINISH_LEVEL_LIST,
  LOT_DEPTH_RATIO,
  TYPICAL_BEDROOMS,
  annualFixedCosts,
} from "./assumptions";
import { listingBase, type ListingBase } from "./base";
import { compileQuery, type EngineData, type EngineQuery } from "./query";
import { combineMax4, developmentSubscores } from "./sections/development";
import {
  capitalGrowthValue,
  cashflowScore,
  combineInvestment,
  diffPercent,
  grossYield,
  growthScore,
  monthlyCashFlowWith,
  undervaluedScore,
} from "./sections/investment";
import { combineRenovation, renovationAreas, renovationOutcome, type RenovationAreas, type RenovationOutcome } from "./sections/renovation";
import { combineRisk, overlayMask } from "./sections/risk-overlay";
import { splitSubscores } from "./sections/split-living";
import { scoreListingWith } from "./score";
import { PROPERTY_TYPE_KEYS, type EngineListing, type FinishLevel, type ScoredListing, type SectionKey, type SortKey, type SuburbProfile } from "./types";
import { clamp, conditionIndex, landValueFactor, profileFor, round1, typeKey, valueAtCondition } from "./valuation";
import { grannyFlatMinLot, zoneRuleFor, type ZoneRule } from "./zoning";

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

/* ---------- per-type tables, by type id (the index in PROPERTY_TYPE_KEYS) ---------- */

const NT = PROPERTY_TYPE_KEYS.length;
const LAND = PROPERTY_TYPE_KEYS.indexOf("Land");
const TYPE_ID = new Map<string, number>(PROPERTY_TYPE_KEYS.map((t, i) => [t, i]));
const TYPICAL_BEDS = PROPERTY_TYPE_KEYS.map((t) => TYPICAL_BEDROOMS[t]);
const FIXED_COSTS = PROPERTY_TYPE_KEYS.map((t) => annualFixedCosts(t));

/** Type id of a listing's property type; aliases ("Villa", "flat") go through typeKey() once each. */
function typeIdOf(propertyType: string): number {
  const id = TYPE_ID.get(propertyType);
  if (id !== undefined) return id;
  const t = TYPE_ID.get(typeKey(propertyType))!;
  if (TYPE_ID.size < 1_000) TYPE_ID.set(propertyType, t);
  return t;
}

/**
 * The suburb profiles a catalogue uses, each read once: its median price, rent, growth and
 * growth score by type id sit in flat arrays at [profile index × NT + type id], so a listing
 * costs an index instead of string-keyed lookups into the profile object.
 */
class ProfileTable {
  readonly list: SuburbProfile[] = [];
  readonly median: number[] = [];
  readonly rent: number[] = [];
  readonly growth: number[] = [];
  readonly growthScore: number[] = [];
  readonly block: number[] = [];
  private readonly index = new Map<SuburbProfile, number>();

  indexOf(p: SuburbProfile): number {
    let i = this.index.get(p);
    if (i === undefined) {
      i = this.list.length;
      this.index.set(p, i);
      this.list.push(p);
      this.block.push(p.typicalBlock);
      for (const t of PROPERTY_TYPE_KEYS) {
        this.median.push(p.medianPrice[t]);
        this.rent.push(t === "Land" ? 0 : p.weeklyRent[t]);
        this.growth.push(p.growth12m[t]);
        this.growthScore.push(growthScore(p.growth12m[t]));
      }
    }
    return i;
  }
}

/** Per state string: the granny-flat minimum and the zone rule of each zoning text (from zoneRuleFor). */
type StateRules = { grannyFlatMinLot: number; zones: Map<string, { rule: ZoneRule; assumed: boolean }> };

function stateRules(cache: Map<string, StateRules>, state: string): StateRules {
  let s = cache.get(state);
  if (!s) cache.set(state, (s = { grannyFlatMinLot: grannyFlatMinLot(state), zones: new Map() }));
  return s;
}

function zoneOf(s: StateRules, state: string, zoning: string | null): { rule: ZoneRule; assumed: boolean } {
  const key = zoning ?? "";
  let z = s.zones.get(key);
  if (!z) s.zones.set(key, (z = zoneRuleFor(state, zoning)));
  return z;
}

/**
 * One pass over plain listings into typed columns. listingBase() is filled from the tables
 * above (the same expressions, in the same order, so the same bits); the section sub-scores
 * come from the very functions scoreListing() uses. Nothing is allocated per listing.
 */
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
  const { cashflow, undervalued, overlay, rentalYield, growth, capitalGrowthValue: capValue, undervaluation, landSize, ids } = facts;
  const growthCol = facts.growthScore;
  const [d0, d1, d2, d3] = facts.dev;
  const [s0, s1, s2, s3] = facts.split;
  const finishes = [...new Set((opts.finishLevels ?? FINISH_LEVEL_LIST).map((f) => FINISH_INDEX[f]))];

  // Profiles: by ABS code when the listing has one, else by the source (a Map: by suburb name).
  const table = new ProfileTable();
  const bySuburbId = new Map<number, number>();
  const byName = new Map<string, Map<string, number>>();
  const fromMap = typeof profiles === "function" ? null : profiles;
  const lookup = typeof profiles === "function" ? profiles : (l: EngineListing) => profileFor(l, profiles);
  const profileIndex = (l: EngineListing): number => {
    if (l.suburbId !== null) {
      let pi = bySuburbId.get(l.suburbId);
      if (pi === undefined) bySuburbId.set(l.suburbId, (pi = table.indexOf(lookup(l))));
      return pi;
    }
    if (!fromMap) return table.indexOf(lookup(l));
    // profileFor() without a code depends on the suburb and state alone.
    let perState = byName.get(l.state);
    if (!perState) byName.set(l.state, (perState = new Map()));
    let pi = perState.get(l.suburb);
    if (pi === undefined) perState.set(l.suburb, (pi = table.indexOf(profileFor(l, fromMap))));
    return pi;
  };
  const profileOf = new Int32Array(n);
  const states = new Map<string, StateRules>();
  const { median, rent: rents, growth: growths, growthScore: growthScores, block } = table;

  // Scratch objects reused for every listing: preparing a catalogue makes no garbage.
  const b = emptyBase();
  const areas: RenovationAreas = { condition: [0, 0, 0, 0, 0, 0, 0], quantity: [0, 0, 0, 0, 0, 0, 0] };
  const outcome = emptyOutcome();
  const devOut = [0, 0, 0, 0];
  const splitOut = [0, 0, 0, 0];

  for (let i = 0; i < n; i++) {
    const l = listings[i];
    const pi = profileIndex(l);
    profileOf[i] = pi;
    const t = typeIdOf(l.propertyType);
    const pt = pi * NT + t;
    const beds = l.bedrooms;
    const land = l.landSize;

    // listingBase(), from the tables.
    const type = PROPERTY_TYPE_KEYS[t];
    const bedFactor = t === LAND ? 1 : clamp(1 + BEDROOM_VALUE_STEP * (beds - TYPICAL_BEDS[t]), BEDROOM_FACTOR_MIN, BEDROOM_FACTOR_MAX);
    const expected = Math.round(median[pt] * bedFactor * landValueFactor(type, land, block[pi]));
    const idx = conditionIndex(l.condition);
    const current = valueAtCondition(expected, type, idx);
    const ownRent = t === LAND ? null : l.rentWeekly !== null && l.rentWeekly > 0 ? l.rentWeekly : null;
    const rent =
      ownRent ??
      (t === LAND ? null : Math.round((rents[pt] * clamp(1 + BEDROOM_RENT_STEP * (beds - TYPICAL_BEDS[t]), BEDROOM_RENT_MIN, BEDROOM_RENT_MAX)) / 5) * 5);
    const ownFrontage = l.frontage !== null && l.frontage > 0;
    const frontage = ownFrontage ? l.frontage : land !== null && land > 0 ? round1(Math.sqrt(land / LOT_DEPTH_RATIO)) : null;
    const rules = stateRules(states, l.state);
    const price = l.price ?? current;
    const g = growths[pt];
    const zone = zoneOf(rules, l.state, l.zoning);
    b.type = type;
    b.expected = expected;
    b.conditionIndex = idx;
    b.current = current;
    b.price = price;
    b.priceEstimated = l.price === null;
    b.rent = rent;
    b.rentEstimated = ownRent === null && rent !== null;
    b.growth = g;
    b.frontage = frontage;
    b.frontageEstimated = !ownFrontage && frontage !== null;
    b.zone = zone.rule;
    b.zoneAssumed = zone.assumed;
    b.grannyFlatMinLot = rules.grannyFlatMinLot;

    // investmentSubscores() with the type's fixed costs from the table.
    const gross = grossYield(rent, price);
    cashflow[i] = cashflowScore(gross, monthlyCashFlowWith(rent, price, FIXED_COSTS[t]));
    const diff = diffPercent(l.price, expected);
    undervalued[i] = undervaluedScore(diff);
    growthCol[i] = growthScores[pt];

    const dev = developmentSubscores(l, b, devOut);
    d0[i] = dev[0];
    d1[i] = dev[1];
    d2[i] = dev[2];
    d3[i] = dev[3];
    const split = splitSubscores(l, b, splitOut);
    s0[i] = split[0];
    s1[i] = split[1];
    s2[i] = split[2];
    s3[i] = split[3];
    if (finishes.length > 0) {
      renovationAreas(l, b, areas);
      for (const f of finishes) {
        const o = renovationOutcome(l, b, f, areas, outcome);
        facts.renoCost[f][i] = o.cost;
        facts.renoInner[f][i] = o.inner;
      }
    }
    overlay[i] = overlayMask(l);
    rentalYield[i] = gross ?? NaN;
    growth[i] = g;
    capValue[i] = capitalGrowthValue(price, g);
    undervaluation[i] = diff === null ? NaN : -diff;
    landSize[i] = land ?? NaN;
    ids[i] = l.listingId;
  }
  for (const f of finishes) facts.renoReady[f] = true;
  const profileList: SuburbProfile[] = new Array(n);
  for (let i = 0; i < n; i++) profileList[i] = table.list[profileOf[i]];
  return { listings, profiles: profileList, facts };
}

/** A ListingBase to fill in place (the fields the batch doesn't read keep these values). */
function emptyBase(): ListingBase {
  return {
    type: "House",
    expected: 0.5,
    conditionIndex: 0.5,
    current: 0.5,
    price: 0.5,
    priceEstimated: false,
    rent: null,
    rentEstimated: false,
    growth: 0.5,
    frontage: null,
    frontageEstimated: false,
    zone: zoneRuleFor("NSW", null).rule,
    zoneAssumed: false,
    grannyFlatMinLot: 0.5,
  };
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

