/**
 * Phase 2, the compute passes: every sub-score from the columns alone, a loop per section
 * (see index.ts).
 */
import { frontageFromLand } from "../base";
import { unreadYearBuilt, type EngineFinance } from "../finance";
import { developmentScoresOf } from "../sections/development";
import { capitalGrowthValue, cashflowScoreOf, diffPercentOf, grossYieldOf, growthScore, monthlyCashFlowOf, undervaluedScoreOf } from "../sections/investment";
import { renovationOutcomeOf, renovationQuantities, type RenovationAreas, type RenovationOutcome } from "../sections/renovation";
import { duplexScoreOf, grannyFlatScoreOf, internalDualScoreOf, roomingScoreOf } from "../sections/split-living";
import { estimateRentFrom, expectedValueFrom, valueAtCondition, weightedConditionIndex } from "../valuation";
import {
  F_BATTLE_AXE,
  F_CORNER,
  F_FRONTAGE_NULL,
  F_GRANNY_FLAT,
  F_LAND_NULL,
  F_NO_RENT,
  F_PRICE_NULL,
  F_RENT_NULL,
  F_SEPARATE_ENTRANCE,
  BASE_DOUBLES,
  FIXED_COSTS,
  GATHERED_DOUBLES,
  GROWTH,
  LAND,
  ROW,
  TYPE_ORDER,
  type Columns,
  type ProfileTable,
  type Scratch,
} from "./columns";
import type { CatalogueFacts } from "./types";

/* ---------- compute: the sub-scores from the columns, a pass per section ---------- */

// One loop per section keeps each small enough for the JIT to inline the sections' functions
// into it; the passes share the listing's base figures through these columns.
export type Base = {
  expected: Float64Array;
  current: Float64Array;
  /** The price the engine works from (asking price, else `current`). */
  price: Float64Array;
  /** Weekly rent used (own, else estimated); F_NO_RENT in the flags for land (null). */
  rent: Float64Array;
  /** Frontage used (own, else estimated from the land); NaN when unknown (null). */
  frontage: Float64Array;
  growth: Float64Array;
  /** The buyer's monthly cash flow, unrounded (lib/finance's cashFlows(); with a finance profile only). */
  monthly: Float64Array;
};

/**
 * listingBase() for every listing: expected value, price used, rent and growth; `current` only
 * where the price is on request (computeCurrent() and computeFrontage() complete the rest).
 */
export function computeBase(cols: Columns, table: ProfileTable, work: Scratch): Base {
  const n = cols.type.length;
  const buf = work.doubles.subarray(GATHERED_DOUBLES * n, (GATHERED_DOUBLES + BASE_DOUBLES) * n);
  const base: Base = {
    expected: buf.subarray(0, n),
    current: buf.subarray(n, 2 * n),
    price: buf.subarray(2 * n, 3 * n),
    rent: buf.subarray(3 * n, 4 * n),
    frontage: buf.subarray(4 * n, 5 * n),
    growth: buf.subarray(5 * n, 6 * n),
    monthly: buf.subarray(6 * n, 7 * n),
  };
  const { expected: expCol, current: curCol, price: usedPrice, rent: usedRent, growth } = base;
  const { profile, type: typeCol, flags, beds: bedsCol, land: landCol, price: priceCol, rent: rentCol, condition } = cols;
  const rows = table.rows;
  for (let i = 0; i < n; i++) {
    const t = typeCol[i];
    const type = TYPE_ORDER[t];
    const pi = profile[i];
    const row = pi * ROW;
    const f = flags[i];
    const beds = bedsCol[i];
    const expected = expectedValueFrom(rows[row + 1 + 2 * t], type, beds, f & F_LAND_NULL ? 0 : landCol[i], rows[row]);
    expCol[i] = expected;
    // The estimated value in this condition: the price used when the price is on request (computeCurrent() does the rest).
    if (f & F_PRICE_NULL) {
      const ci = i * 7;
      const idx = weightedConditionIndex(condition[ci], condition[ci + 1], condition[ci + 2], condition[ci + 3], condition[ci + 4], condition[ci + 5], condition[ci + 6]);
      usedPrice[i] = curCol[i] = valueAtCondition(expected, type, idx);
    } else usedPrice[i] = priceCol[i];
    // Land's rent is null (F_NO_RENT); the 0 is what lib/finance's cashFlows() reads for it.
    if (type === "Land") {
      flags[i] = f | F_NO_RENT;
      usedRent[i] = 0;
    } else usedRent[i] = f & F_RENT_NULL || !(rentCol[i] > 0) ? estimateRentFrom(rows[row + 2 + 2 * t], type, beds) : rentCol[i];
    growth[i] = rows[row + GROWTH + t];
  }
  return base;
}

/** listingBase()'s `current` (the estimated value in this condition) for the listings only[from..to), their conditions gathered. */
export function computeCurrent(cols: Columns, base: Base, only: Int32Array | null, from: number, to: number): void {
  const { type: typeCol, condition } = cols;
  const { expected, current } = base;
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const ci = i * 7;
    const idx = weightedConditionIndex(condition[ci], condition[ci + 1], condition[ci + 2], condition[ci + 3], condition[ci + 4], condition[ci + 5], condition[ci + 6]);
    current[i] = valueAtCondition(expected[i], TYPE_ORDER[typeCol[i]], idx);
  }
}

/** The frontage listingBase() uses (own, else estimated from the land), for the listings only[from..to). */
export function computeFrontage(cols: Columns, base: Base, only: Int32Array | null, from: number, to: number): void {
  const { flags, land, frontage } = cols;
  const usedFront = base.frontage;
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const f = flags[i];
    usedFront[i] = !(f & F_FRONTAGE_NULL) && frontage[i] > 0 ? frontage[i] : !(f & F_LAND_NULL) && land[i] > 0 ? frontageFromLand(land[i]) : NaN;
  }
}

/**
 * investmentSubscores(), and the sort values when asked for. On the standard loan the cash-flow
 * sub-score is worked here; with the buyer's finance (`standardLoan` false) it is scored from
 * base.monthly, which workCashFlows() has filled for every listing first (the same sub-score as
 * computeCashFlow(), without a pass of its own).
 */
export function computeInvestment(cols: Columns, base: Base, facts: CatalogueFacts, sortValues: boolean, standardLoan = true): void {
  const n = facts.n;
  const { type: typeCol, flags, price: priceCol, land: landCol } = cols;
  const { expected, price: usedPrice, rent: usedRent, growth, monthly } = base;
  const { cashflow, undervalued, growthScore: growthCol, rentalYield, capitalGrowthValue: capValue, undervaluation, landSize } = facts;
  const growthOut = facts.growth;
  // The sections' primitive forms (a flag for a figure that may be missing): a number-or-null
  // would be boxed on the heap for every listing.
  for (let i = 0; i < n; i++) {
    const f = flags[i];
    const hasRent = (f & F_NO_RENT) === 0;
    const rent = usedRent[i];
    const price = usedPrice[i];
    const g = growth[i];
    // grossYield(): none without a rent or a price.
    const hasGross = hasRent && !(price <= 0);
    const gross = hasGross ? grossYieldOf(rent, price) : 0;
    cashflow[i] = cashflowScoreOf(hasGross, gross, standardLoan ? monthlyCashFlowOf(hasRent, rent, price, FIXED_COSTS[typeCol[i]]) : Math.round(monthly[i]));
    // diffPercent(): none on a price on request (or without an expected price).
    const e = expected[i];
    const hasDiff = (f & F_PRICE_NULL) === 0 && !(e <= 0);
    const diff = hasDiff ? diffPercentOf(priceCol[i], e) : 0;
    undervalued[i] = hasDiff ? undervaluedScoreOf(diff) : 50;
    growthCol[i] = growthScore(g);
    if (sortValues) {
      rentalYield[i] = hasGross ? gross : NaN;
      growthOut[i] = g;
      capValue[i] = capitalGrowthValue(price, g);
      undervaluation[i] = hasDiff ? -diff : NaN;
      landSize[i] = f & F_LAND_NULL ? NaN : landCol[i];
    }
  }
}

/**
 * The cash-flow sub-score on the buyer's finance (investmentSubscores() with it: financeMonthly()),
 * for the listings only[from..to) (all when `only` is null), over lib/finance's cashFlows(). A cash
 * flow that reads the year built uses each listing's own when `yearsRead`, else the most the
 * listing could have (unreadYearBuilt: the year isn't gathered yet), worked again once it is
 * (here: the first pass scores every listing's in computeInvestment()).
 */
export function computeCashFlow(cols: Columns, base: Base, facts: CatalogueFacts, finance: EngineFinance, yearsRead: boolean, only: Int32Array | null, from: number, to: number): void {
  const { flags } = cols;
  const { price: usedPrice, rent: usedRent, monthly } = base;
  const { cashflow } = facts;
  workCashFlows(cols, base, finance, yearsRead, only, from, to);
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const price = usedPrice[i];
    const hasGross = (flags[i] & F_NO_RENT) === 0 && !(price <= 0);
    cashflow[i] = cashflowScoreOf(hasGross, hasGross ? grossYieldOf(usedRent[i], price) : 0, Math.round(monthly[i]));
  }
}

/**
 * The buyer's monthly cash flow (unrounded) into base.monthly, for the listings only[from..to) (all
 * when `only` is null): see computeCashFlow(). `bound`: lib/finance's cashFlowBounds() instead, an
 * upper bound a few dollars a month above it at most that leaves out most of the cost (the
 * applicants' tax worked for each listing): for a pruning walk's first pass, which works the
 * exact figure again for the listings it completes.
 */
export function workCashFlows(cols: Columns, base: Base, finance: EngineFinance, yearsRead: boolean, only: Int32Array | null, from: number, to: number, bound = false): void {
  const reads = finance.readsYearBuilt;
  const calc = finance.calc;
  const year = reads && yearsRead ? cols.year : null;
  const yearDefault = reads && !yearsRead ? unreadYearBuilt(finance) : 0;
  if (bound) calc.cashFlowBounds(base.price, base.rent, cols.type, cols.state, year, yearDefault, base.monthly, only, from, to, cols.beds);
  else calc.cashFlows(base.price, base.rent, cols.type, cols.state, year, yearDefault, base.monthly, only, from, to, cols.beds);
}

/** developmentSubscores(), for the listings only[from..to) (all when `only` is null). */
export function computeDevelopment(cols: Columns, base: Base, facts: CatalogueFacts, only: Int32Array | null, from: number, to: number): void {
  const { type: typeCol, flags, land: landCol, zone, zones } = cols;
  const usedFront = base.frontage;
  const [d0, d1, d2, d3] = facts.dev;
  const out = [0, 0, 0, 0];
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const f = flags[i];
    const front = usedFront[i];
    const dev = developmentScoresOf(
      TYPE_ORDER[typeCol[i]],
      f & F_LAND_NULL ? 0 : landCol[i],
      front === front ? front : 0,
      zones[zone[i]],
      (f & F_BATTLE_AXE) !== 0,
      (f & F_CORNER) !== 0,
      out,
    );
    d0[i] = dev[0];
    d1[i] = dev[1];
    d2[i] = dev[2];
    d3[i] = dev[3];
  }
}

/** splitSubscores(), for the listings only[from..to) (all when `only` is null; their layouts gathered). */
export function computeSplit(cols: Columns, base: Base, facts: CatalogueFacts, only: Int32Array | null, from: number, to: number): void {
  const { type: typeCol, flags, beds, baths, land: landCol, layout, zone, zones, grannyMin } = cols;
  const usedFront = base.frontage;
  const [s0, s1, s2, s3] = facts.split;
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const type = TYPE_ORDER[typeCol[i]];
    const f = flags[i];
    const land = f & F_LAND_NULL ? 0 : landCol[i];
    const front = usedFront[i];
    const separate = (f & F_SEPARATE_ENTRANCE) !== 0;
    const yi = i * 4;
    s0[i] = roomingScoreOf(type, beds[i], baths[i], layout[yi + 1]);
    s1[i] = grannyFlatScoreOf(type, (f & F_GRANNY_FLAT) !== 0, separate, land, grannyMin[zone[i]]);
    s2[i] = internalDualScoreOf(type, layout[yi], separate, layout[yi + 3], layout[yi + 2]);
    s3[i] = duplexScoreOf(type, zones[zone[i]], land, front === front ? front : 0);
  }
}

/**
 * renovationAreas() + renovationOutcome() at each finish level, for the listings only[from..to)
 * (all when `only` is null; their layouts gathered). Vacant land: cost and score 0, as the buffers start.
 */
export function computeRenovation(cols: Columns, base: Base, facts: CatalogueFacts, finishes: readonly (0 | 1 | 2)[], only: Int32Array | null, from: number, to: number): void {
  const nf = finishes.length;
  if (nf === 0) return;
  const { type: typeCol, beds, baths, condition, layout } = cols;
  const { expected, current, price } = base;
  const costCols = finishes.map((f) => facts.renoCost[f]);
  const innerCols = finishes.map((f) => facts.renoInner[f]);
  const areas: RenovationAreas = { condition: [0, 0, 0, 0, 0, 0, 0], quantity: [0, 0, 0, 0, 0, 0, 0] };
  const c = areas.condition;
  const out: RenovationOutcome = { cost: 0, indexAfter: 0, postValue: 0, acquisition: 0, margin: 0, marginPct: 0, upliftPct: 0, inner: 0 };
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const t = typeCol[i];
    if (t === LAND) continue;
    const type = TYPE_ORDER[t];
    const ci = i * 7;
    for (let a = 0; a < 7; a++) c[a] = condition[ci + a];
    // The layout column holds `layout.kitchens`, or the assumed 0-1: renovationQuantities counts at least 1 either way.
    renovationQuantities(type, beds[i], baths[i], layout[i * 4], areas.quantity);
    for (let j = 0; j < nf; j++) {
      const o = renovationOutcomeOf(type, expected[i], current[i], price[i], finishes[j], areas, out);
      costCols[j][i] = o.cost;
      innerCols[j][i] = o.inner;
    }
  }
}

