/**
 * Reverse solves: the highest price that still gives a target monthly cash flow (break-even by
 * default), and the highest price the buyer can borrow for. Both functions of price are
 * non-increasing (every cost rises with the price; concessions only ever fall away), so the answer
 * is bracketed and found by regula falsi with the Illinois fix and a bisection fallback, to within
 * SOLVE_TOLERANCE dollars of price. The cash flow is piecewise linear in price (land tax bands, LMI
 * bands): a secant step inside a linear piece lands on the answer, and one evaluation a tolerance
 * beyond it closes the bracket, so it usually takes about 6 evaluations; at most SOLVE_MAX_STEPS.
 */
import { emptyNumbers, type FinanceCalculator, type FinanceNumbers, type ListingFacts } from "./calculator";
import { PROPERTY_KINDS } from "./assumptions";
import { STATES } from "./schedules";
import { NEW_BUILD, OFF_THE_PLAN, REGIONAL } from "./calculator";

/** The solved price is within this many dollars below the exact one (never above it). */
export const SOLVE_TOLERANCE = 100;
export const SOLVE_MAX_STEPS = 80;
const PRICE_CEILING = 1_000_000_000;

export type ReverseSolve = {
  /** Whole dollars; null when no price fits (see `reason`). */
  price: number | null;
  reason: string | null;
  /** Evaluations of the forward calculation the solve took. */
  evaluations: number;
};

/**
 * The largest x in [1, PRICE_CEILING] with f(x) ≥ 0, for f non-increasing; to within `tolerance`
 * below it. Returns NaN when f(1) < 0 and Infinity when f(PRICE_CEILING) ≥ 0.
 */
export function solveDecreasing(f: (x: number) => number, tolerance = SOLVE_TOLERANCE): { x: number; evaluations: number } {
  let evaluations = 1;
  let lo = 1;
  let fl = f(lo);
  if (fl < 0) return { x: NaN, evaluations };
  let hi = 250_000;
  let fh = f(hi);
  evaluations++;
  while (fh >= 0) {
    if (hi >= PRICE_CEILING) return { x: Infinity, evaluations };
    lo = hi;
    fl = fh;
    hi = Math.min(PRICE_CEILING, hi * 4);
    fh = f(hi);
    evaluations++;
  }
  let side = 0;
  let slow = 0;
  while (hi - lo > tolerance && evaluations < SOLVE_MAX_STEPS) {
    const width = hi - lo;
    let x = slow >= 2 ? lo + width / 2 : hi - (fh * width) / (fh - fl);
    if (!(x > lo && x < hi)) x = lo + width / 2;
    const fx = f(x);
    evaluations++;
    if (fx >= 0) {
      lo = x;
      fl = fx;
      if (side === -1) fh /= 2;
      side = -1;
    } else {
      hi = x;
      fh = fx;
      if (side === 1) fl /= 2;
      side = 1;
    }
    // Within a linear piece the secant lands on the answer, but only closes the bracket from one
    // side: one evaluation a tolerance away on the other side usually closes it there and then.
    if (hi - lo > tolerance && evaluations < SOLVE_MAX_STEPS) {
      const y = fx >= 0 ? lo + tolerance : hi - tolerance;
      const fy = f(y);
      evaluations++;
      if (fy >= 0) {
        lo = y;
        fl = fy;
      } else {
        hi = y;
        fh = fy;
      }
    }
    slow = hi - lo > width / 2 ? slow + 1 : 0;
    if (slow > 2) slow = 0;
  }
  return { x: lo, evaluations };
}

function indices(facts: Omit<ListingFacts, "price">) {
  return {
    type: PROPERTY_KINDS.indexOf(facts.type),
    state: STATES.indexOf(facts.state),
    flags: (facts.newBuild ? NEW_BUILD : 0) | (facts.regional ? REGIONAL : 0) | (facts.offThePlan ? OFF_THE_PLAN : 0),
    rent: facts.weeklyRent ?? 0,
    year: facts.yearBuilt ?? 0,
    beds: facts.bedrooms ?? 0,
  };
}

export type CashFlowBasis = "preTax" | "afterTax" | "profile";
const pick = (n: FinanceNumbers, basis: CashFlowBasis) => (basis === "preTax" ? n.monthlyPreTax : basis === "afterTax" ? n.monthlyAfterTax : n.monthly);

/**
 * The highest price at which the monthly cash flow is at least `targetMonthly` (0: break-even).
 * Before tax by default: that cash flow only falls as the price rises. After tax it need not (at a
 * low rate and a high marginal rate, Division 43 on a dearer building can save more tax than the
 * extra interest costs), so an after-tax answer is the highest price the solve brackets, and
 * prices above it may meet the target again.
 */
export function maxPriceForCashFlow(calc: FinanceCalculator, facts: Omit<ListingFacts, "price">, targetMonthly = 0, basis: CashFlowBasis = "preTax"): ReverseSolve {
  const ix = indices(facts);
  const out = emptyNumbers();
  const { x, evaluations } = solveDecreasing((p) => pick(calc.compute(p, ix.rent, ix.type, ix.state, ix.year, ix.flags, out, ix.beds), basis) - targetMonthly);
  if (Number.isNaN(x)) return { price: null, reason: "No price gives that cash flow: the holding costs alone are more than the rent.", evaluations };
  if (x === Infinity) return { price: null, reason: "The cash flow stays above that at any price (nothing is borrowed).", evaluations };
  return { price: Math.floor(x), reason: null, evaluations };
}

/** The highest price whose loan is within the indicative maximum loan (serviceability). */
export function maxPriceToBorrow(calc: FinanceCalculator, facts: Omit<ListingFacts, "price">): ReverseSolve {
  const p = calc.profile;
  if (p.deposit.kind === "cash") return { price: null, reason: "A cash purchase borrows nothing.", evaluations: 0 };
  if (p.taxableIncome === null) return { price: null, reason: "Serviceability needs your taxable income.", evaluations: 0 };
  const ix = indices(facts);
  const out = emptyNumbers();
  const { x, evaluations } = solveDecreasing((price) => {
    const n = calc.compute(price, ix.rent, ix.type, ix.state, ix.year, ix.flags, out, ix.beds);
    return n.maxLoan - n.loan - n.equityLoan;
  });
  if (Number.isNaN(x)) return { price: null, reason: "Your income doesn't service a loan at the assessment rate after living expenses and your other commitments.", evaluations };
  if (x === Infinity) return { price: null, reason: "No price limit was reached.", evaluations };
  return { price: Math.floor(x), reason: null, evaluations };
}
