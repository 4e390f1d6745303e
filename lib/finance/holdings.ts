/**
 * The buyer's other properties as the calculator reads them (docs/FINANCE.md §17): per state, the
 * land of the holdings not lived in (land tax adds a new holding to it); for serviceability, each
 * loan's repayment as lenders assess it and each rent shaded as lenders count it; usable equity.
 * Worked once per profile, never per listing.
 */
import { EQUITY_LVR, HOLDING_LAND_SHARE, RENT_SHADING } from "./assumptions";
import { amortisedMonthly } from "./loan";
import { HOLDING_IO_YEARS_DEFAULT, HOLDING_YEARS_LEFT_DEFAULT, type Holding } from "./profile";
import { APRA_BUFFER, STATES } from "./schedules";

export type HoldingTotals = {
  /** Properties held. */
  count: number;
  /** By state (STATES' order): the land value of the holdings not lived in. */
  landByState: Float64Array;
  /** By state: how many holdings not lived in. */
  investmentsByState: Int32Array;
  /** Σ max(0, 80 % × value − loan). */
  usableEquity: number;
  /** Σ loans. */
  loans: number;
  /** Σ weekly rent × 52 of the holdings not lived in. */
  rentGross: number;
  /** That rent as lenders count it (× RENT_SHADING). */
  rentShaded: number;
  /** Σ each loan's P&I repayment at its rate + the buffer over its years left after any interest-only years (assessmentYearsOf), a year. */
  repaymentsAssessed: number;
  /** Σ costs a year. */
  costs: number;
};

/** A holding's land value: as given, else HOLDING_LAND_SHARE of its value. */
export const holdingLand = (h: Holding): number => h.landValue ?? h.value * HOLDING_LAND_SHARE;

/** A holding's usable equity: 80 % of its value less its loan, never below nil. */
export const usableEquityOf = (h: Holding): number => Math.max(0, EQUITY_LVR * h.value - h.loan);

/**
 * The years serviceability assesses an existing loan over (docs/FINANCE.md §17): its years left (30 when not given),
 * less its interest-only years left when it is interest-only (5 when not given, leaving at least a year): APG 223's
 * principal and interest "over the actual repayment period (excluding the interest-only term)", as for the new loan.
 */
export function assessmentYearsOf(h: Holding): number {
  const left = h.loanYearsLeft ?? HOLDING_YEARS_LEFT_DEFAULT;
  const io = h.interestOnly ? Math.min(h.interestOnlyYearsLeft ?? HOLDING_IO_YEARS_DEFAULT, left - 1) : 0;
  return Math.max(1, left - io);
}

/** An existing loan's repayment a year as serviceability assesses it: P&I at its rate + the buffer over assessmentYearsOf(h). */
export const assessedRepayment = (h: Holding): number => 12 * amortisedMonthly(h.loan, h.rate + APRA_BUFFER.percentagePoints, assessmentYearsOf(h));

export function holdingTotals(portfolio: readonly Holding[]): HoldingTotals {
  const t: HoldingTotals = {
    count: portfolio.length,
    landByState: new Float64Array(STATES.length),
    investmentsByState: new Int32Array(STATES.length),
    usableEquity: 0,
    loans: 0,
    rentGross: 0,
    rentShaded: 0,
    repaymentsAssessed: 0,
    costs: 0,
  };
  for (const h of portfolio) {
    const s = STATES.indexOf(h.state);
    if (!h.ownerOccupied) {
      t.landByState[s] += holdingLand(h);
      t.investmentsByState[s]++;
      t.rentGross += h.weeklyRent * 52;
    }
    t.usableEquity += usableEquityOf(h);
    t.loans += h.loan;
    t.repaymentsAssessed += assessedRepayment(h);
    t.costs += h.costs;
  }
  t.rentShaded = t.rentGross * RENT_SHADING;
  return t;
}
