/**
 * "Next purchase" (docs/FINANCE.md §17): the dearest property the buyer could reach in each state,
 * the lower of what their cash (savings, plus usable equity when they use it) pays the deposit and
 * costs of, and what serviceability lets them borrow for. Worked on a reference established house
 * earning NEXT_PURCHASE_GROSS_YIELD (an investor's), with the state's duty, fees, LMI and land tax
 * on the aggregate of the buyer's holdings there: every figure through the calculator itself.
 */
import { NEXT_PURCHASE_GROSS_YIELD, PROPERTY_KINDS } from "./assumptions";
import { emptyNumbers, type FinanceCalculator } from "./calculator";
import { STATES, type StateCode } from "./schedules";
import { solveDecreasing } from "./solve";

/** The answers are rounded down to this many dollars (a range, not a quote). */
export const NEXT_PURCHASE_STEP = 1_000;

export type NextPurchaseRow = {
  state: StateCode;
  /** The lower of the two limits (whole thousands); null when neither is known. */
  price: number | null;
  /** The dearest price the cash pays the deposit and costs of; null without savings or equity. */
  cashLimit: number | null;
  /** The dearest price whose loan serviceability allows; null without an income, or for a cash purchase. */
  borrowLimit: number | null;
  limitedBy: "cash" | "borrowing" | null;
};

export type NextPurchase = {
  /** Savings plus usable equity when used; null when neither is given. */
  funds: number | null;
  usableEquity: number;
  rows: NextPurchaseRow[];
  /** What is missing for a full answer, in words; null when nothing is. */
  missing: string | null;
};

const HOUSE = PROPERTY_KINDS.indexOf("House");
const floorStep = (x: number) => Math.floor(x / NEXT_PURCHASE_STEP) * NEXT_PURCHASE_STEP;

export function nextPurchase(calc: FinanceCalculator): NextPurchase {
  const p = calc.profile;
  const investor = p.buyerType === "investor";
  const equity = calc.holdings.usableEquity;
  const funds = p.savings === null && !p.useEquity ? null : (p.savings ?? 0) + (p.useEquity ? equity : 0);
  const canBorrow = p.taxableIncome !== null && p.deposit.kind !== "cash";
  const out = emptyNumbers();
  const at = (price: number, state: number) => calc.compute(price, investor ? (price * NEXT_PURCHASE_GROSS_YIELD) / 52 : 0, HOUSE, state, 0, 0, out);
  const limit = (f: (price: number) => number): number | null => {
    const { x } = solveDecreasing(f, NEXT_PURCHASE_STEP / 2);
    return Number.isNaN(x) ? 0 : x === Infinity ? null : floorStep(x);
  };
  const rows = STATES.map((state, s): NextPurchaseRow => {
    const cashLimit = funds === null ? null : limit((price) => funds - at(price, s).cashInvested);
    const borrowLimit = canBorrow ? limit((price) => {
      const n = at(price, s);
      return n.maxLoan - n.loan - n.equityLoan;
    }) : null;
    const price = cashLimit === null ? borrowLimit : borrowLimit === null ? cashLimit : Math.min(cashLimit, borrowLimit);
    const limitedBy = cashLimit === null || borrowLimit === null ? (price === null ? null : cashLimit === null ? "borrowing" : "cash") : cashLimit <= borrowLimit ? "cash" : "borrowing";
    return { state, price, cashLimit, borrowLimit, limitedBy };
  });
  const missing =
    funds === null && !canBorrow
      ? "Enter your savings (or use your equity) and your taxable income to see the price you could reach."
      : funds === null
        ? "Enter your savings, or use your equity, to see what your cash reaches."
        : !canBorrow
          ? p.deposit.kind === "cash"
            ? null
            : "Enter your taxable income to see what you could borrow."
          : null;
  return { funds, usableEquity: equity, rows, missing };
}
