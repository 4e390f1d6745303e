/**
 * Renovation potential: the cost of bringing each tired area to the chosen finish level,
 * the value after, and the renovator's margin, scaled down when the cost exceeds the budget.
 */
import {
  BUILDING_SHARE,
  CONDITION_AFTER,
  FINISH_LEVEL_LIST,
  FLOOR_AREA,
  MARGIN_POINTS_PER_PCT,
  PURCHASE_COSTS_SHARE,
  RENOVATION_COSTS,
  RENOVATION_THRESHOLD,
  ASSUMED_CONDITION,
  UPLIFT_POINTS_PER_PCT,
} from "../assumptions";
import type { ListingBase } from "../base";
import { dollars, pct } from "../format";
import type { EngineQuery } from "../query";
import { CONDITION_AREAS, type ConditionArea, type EngineListing, type PropertyTypeKey, type RenovationArea, type RenovationPotentialInputs } from "../types";
import { byTypeIndex, clamp, round1, typeIndex, valueAtCondition, weightedConditionIndex } from "../valuation";

const COSTS = CONDITION_AREAS.map((a) => RENOVATION_COSTS[a].cost);

/** Full cost × (10 − condition) / 9 for an area below 8, to the nearest $100; the area by its index in CONDITION_AREAS. */
function areaCostAt(i: number, condition: number, quantity: number, finishIndex: 0 | 1 | 2): number {
  const key = memoKey(i, condition, quantity, finishIndex);
  return key < 0 ? computeAreaCost(i, condition, quantity, finishIndex) : memoised(key, i, condition, quantity, finishIndex).cost[key] - 1;
}

function computeAreaCost(i: number, condition: number, quantity: number, finishIndex: 0 | 1 | 2): number {
  if (condition >= RENOVATION_THRESHOLD || quantity <= 0) return 0;
  return Math.round((COSTS[i][finishIndex] * quantity * (10 - condition)) / 9 / 100) * 100;
}

/** An area's condition after the work at a finish level: the level's condition if it is worked on, else as it is. */
const conditionAfter = (condition: number, quantity: number, finishIndex: 0 | 1 | 2) =>
  condition < RENOVATION_THRESHOLD && quantity > 0 ? AFTER_BY_FINISH[finishIndex] : condition;

/**
 * Area costs and conditions after the work, memoised by [finish][area][condition][quantity]
 * for whole conditions 0-10 and whole quantities below Q_LIMIT (kitchens, bathrooms, m² of
 * floor, a whole building), each stored + 1 so that 0 means "not yet". A catalogue asks for
 * the same few thousand again and again, and the arithmetic is most of the renovation work:
 * two divisions an area, and a branch on the condition that no CPU can predict. Each entry is
 * computeAreaCost()'s and conditionAfter()'s own answer. Allocated on first use (2 × 0.9 MB,
 * only the pages touched are committed).
 */
const Q_LIMIT = 512;
let memo: { cost: Float64Array; after: Float64Array } | null = null;

/** The memo's index for these arguments, or −1 when they are not memoised. */
function memoKey(i: number, condition: number, quantity: number, finishIndex: 0 | 1 | 2): number {
  return condition >= 0 &&
    condition <= 10 &&
    quantity >= 0 &&
    quantity < Q_LIMIT &&
    (condition | 0) === condition &&
    (quantity | 0) === quantity &&
    i >= 0 &&
    i < 7 &&
    (i | 0) === i
    ? ((finishIndex * 7 + i) * 11 + condition) * Q_LIMIT + quantity
    : -1;
}

function memoised(key: number, i: number, condition: number, quantity: number, finishIndex: 0 | 1 | 2) {
  const m = (memo ??= { cost: new Float64Array(3 * 7 * 11 * Q_LIMIT), after: new Float64Array(3 * 7 * 11 * Q_LIMIT) });
  if (m.cost[key] === 0) {
    m.cost[key] = computeAreaCost(i, condition, quantity, finishIndex) + 1;
    m.after[key] = conditionAfter(condition, quantity, finishIndex) + 1;
  }
  return m;
}

/** Condition and quantity of the seven areas, in CONDITION_AREAS order (query-independent). */
export type RenovationAreas = { condition: number[]; quantity: number[] };

export function renovationAreas(
  listing: EngineListing,
  b: ListingBase,
  out: RenovationAreas = { condition: [0, 0, 0, 0, 0, 0, 0], quantity: [0, 0, 0, 0, 0, 0, 0] },
): RenovationAreas {
  const c = listing.condition;
  const a = ASSUMED_CONDITION;
  const k = out.condition;
  const q = out.quantity;
  k[0] = c ? c.kitchen : a;
  k[1] = c ? c.bathrooms : a;
  k[2] = c ? c.flooring : a;
  k[3] = c ? c.interiorPaint : a;
  k[4] = c ? c.exterior : a;
  k[5] = c ? c.roof : a;
  k[6] = c ? c.landscaping : a;
  renovationQuantities(b.type, listing.bedrooms, listing.bathrooms, listing.layout?.kitchens ?? 1, q);
  return out;
}

/** How many of each area's cost unit (kitchens, bathrooms, m² of floor, the owner's share of the building); 0 for land. */
export function renovationQuantities(type: PropertyTypeKey, bedrooms: number, bathrooms: number, kitchens: number, q: number[]): number[] {
  if (type === "Land") {
    for (let i = 0; i < 7; i++) q[i] = 0;
    return q;
  }
  const t = typeIndex(type);
  const floor = FLOOR_BASE[t] + FLOOR_PER_BEDROOM[t] * bedrooms;
  const share = OWNER_SHARE[t];
  q[0] = Math.max(1, kitchens);
  q[1] = Math.max(1, bathrooms);
  q[2] = floor;
  q[3] = floor;
  q[4] = share;
  q[5] = share;
  q[6] = share;
  return q;
}

const AFTER_BUFFER = [0, 0, 0, 0, 0, 0, 0];
const AFTER_BY_FINISH = FINISH_LEVEL_LIST.map((f) => CONDITION_AFTER[f]);
const FLOOR_BASE = byTypeIndex(FLOOR_AREA).map((a) => a.base);
const FLOOR_PER_BEDROOM = byTypeIndex(FLOOR_AREA).map((a) => a.perBedroom);
const OWNER_SHARE = byTypeIndex(BUILDING_SHARE);

export type RenovationOutcome = {
  cost: number;
  indexAfter: number;
  postValue: number;
  acquisition: number;
  margin: number;
  marginPct: number;
  upliftPct: number;
  /** Score before the budget: half margin (50 at break-even, 2.5 a percent), half value uplift (5 a percent). */
  inner: number;
};

/** `out`, when given, is filled and returned instead of a new object (the batch reuses one). */
export function renovationOutcome(
  listing: EngineListing,
  b: ListingBase,
  finishIndex: 0 | 1 | 2,
  areas: RenovationAreas = renovationAreas(listing, b),
  out: RenovationOutcome = { cost: 0, indexAfter: 0, postValue: 0, acquisition: 0, margin: 0, marginPct: 0, upliftPct: 0, inner: 0 },
): RenovationOutcome {
  return renovationOutcomeOf(b.type, b.expected, b.current, b.price, finishIndex, areas, out);
}

/** renovationOutcome() from plain figures: the listing's type, expected, current and used price. */
export function renovationOutcomeOf(
  type: PropertyTypeKey,
  expected: number,
  current: number,
  price: number,
  finishIndex: 0 | 1 | 2,
  areas: RenovationAreas,
  out: RenovationOutcome,
): RenovationOutcome {
  if (type === "Land") {
    out.cost = 0;
    out.indexAfter = 0;
    out.postValue = current;
    out.acquisition = 0;
    out.margin = 0;
    out.marginPct = 0;
    out.upliftPct = 0;
    out.inner = 0;
    return out;
  }
  const c = areas.condition;
  const q = areas.quantity;
  let cost = 0;
  // Conditions after the work, written into a reused buffer (no closure: this runs for every listing).
  const upd = AFTER_BUFFER;
  for (let i = 0; i < 7; i++) {
    const key = memoKey(i, c[i], q[i], finishIndex);
    if (key >= 0) {
      const m = memoised(key, i, c[i], q[i], finishIndex);
      cost += m.cost[key] - 1;
      upd[i] = m.after[key] - 1;
    } else {
      cost += computeAreaCost(i, c[i], q[i], finishIndex);
      upd[i] = conditionAfter(c[i], q[i], finishIndex);
    }
  }
  const indexAfter = weightedConditionIndex(upd[0], upd[1], upd[2], upd[3], upd[4], upd[5], upd[6]);
  const postValue = valueAtCondition(expected, type, indexAfter);
  const acquisition = Math.round(price * (1 + PURCHASE_COSTS_SHARE));
  const margin = postValue - acquisition - cost;
  const marginPct = round1((margin / (acquisition + cost)) * 100);
  const upliftPct = round1(((postValue - current) / current) * 100);
  out.cost = cost;
  out.indexAfter = indexAfter;
  out.postValue = postValue;
  out.acquisition = acquisition;
  out.margin = margin;
  out.marginPct = marginPct;
  out.upliftPct = upliftPct;
  out.inner = renovationInner(marginPct, upliftPct);
  return out;
}

/** Half margin (50 at break-even, 2.5 a percent), half value uplift (5 a percent), each 0-100. */
const renovationInner = (marginPct: number, upliftPct: number) =>
  0.5 * clamp(50 + MARGIN_POINTS_PER_PCT * marginPct, 0, 100) + 0.5 * clamp(UPLIFT_POINTS_PER_PCT * upliftPct, 0, 100);

/** The inner score, scaled by budget ÷ cost when the work costs more than the budget. */
export function combineRenovation(cost: number, inner: number, budget: number | null): number {
  const fit = budget === null || cost <= budget ? 1 : budget / cost;
  return Math.round(fit * inner);
}

const workOf = (c: number): RenovationArea["work"] => (c >= RENOVATION_THRESHOLD ? "None" : c >= 6 ? "Refresh" : c >= 3 ? "Renovate" : "Replace");

const AREA_WORDS: Record<ConditionArea, string> = {
  kitchen: "kitchen",
  bathrooms: "bathrooms",
  flooring: "flooring",
  interiorPaint: "interior paint",
  exterior: "exterior",
  roof: "roof",
  landscaping: "landscaping",
};

export function renovationInputs(listing: EngineListing, b: ListingBase, q: EngineQuery): RenovationPotentialInputs {
  const ra = renovationAreas(listing, b);
  const o = renovationOutcome(listing, b, q.finishIndex, ra);
  const score = combineRenovation(o.cost, o.inner, q.renovationBudget);
  const after = CONDITION_AFTER[q.finishLevel];
  const areas: Partial<Record<ConditionArea, RenovationArea>> = {};
  if (b.type !== "Land") {
    CONDITION_AREAS.forEach((area, i) => {
      const c = ra.condition[i];
      const qty = ra.quantity[i];
      // Common property of a unit is the owners corporation's to fix: no owner's entry.
      if (qty <= 0) return;
      const cost = areaCostAt(i, c, qty, q.finishIndex);
      areas[area] = { score: c, cost, work: workOf(c), conditionAfter: cost > 0 ? after : c };
    });
  }
  const withinBudget = q.renovationBudget === null || o.cost <= q.renovationBudget;
  let commentary: string;
  if (b.type === "Land") commentary = "Vacant land: there is nothing to renovate.";
  else {
    const tired = CONDITION_AREAS.filter((a) => areas[a] && areas[a]!.cost > 0).sort((x, y) => areas[y]!.cost - areas[x]!.cost);
    const list = tired.slice(0, 3).map((a) => `${AREA_WORDS[a]} (${areas[a]!.score}/10, ${dollars(areas[a]!.cost)})`);
    commentary =
      (tired.length === 0
        ? "Every area is in good condition (8/10 or better): little to gain from renovating."
        : `Bringing ${tired.length} area${tired.length === 1 ? "" : "s"} to a ${q.finishLevel.toLowerCase()} finish costs about ${dollars(o.cost)}, mostly ${list.join(", ")}.`) +
      ` Estimated value after: ${dollars(o.postValue)} (${o.upliftPct >= 0 ? "+" : ""}${pct(o.upliftPct)} on today's ${dollars(b.current)}); against ${dollars(b.price)}${b.priceEstimated ? " (estimated, price on request)" : ""} plus ${Math.round(PURCHASE_COSTS_SHARE * 100)}% purchase costs the renovator's margin is ${dollars(o.margin)} (${pct(o.marginPct)}).` +
      (q.renovationBudget === null ? "" : withinBudget ? ` Within your ${dollars(q.renovationBudget)} budget.` : ` Over your ${dollars(q.renovationBudget)} budget, so the score is scaled down.`) +
      (listing.condition ? "" : " Condition isn't stated for this listing: average condition (6/10) is assumed.");
  }
  return {
    score,
    commentary,
    finishLevel: q.finishLevel,
    budget: q.renovationBudget,
    withinBudget,
    conditionAssumed: listing.condition === null,
    estimatedRenovationCost: o.cost,
    currentValue: b.current,
    postRenovationValue: o.postValue,
    price_used: b.price,
    price_basis: b.priceEstimated ? "estimate" : "list_price",
    renovators_margin: o.margin,
    renovators_margin_percent: o.marginPct,
    value_uplift_percent: o.upliftPct,
    ...areas,
  };
}
