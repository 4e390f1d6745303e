/** Loan repayments: principal and interest (amortised) and interest-only. */
import type { LoanType } from "./profile";

/** The monthly repayment of an amortised loan: L × i ÷ (1 − (1 + i)^−n), i the monthly rate, n the months. */
export function amortisedMonthly(loan: number, annualRatePercent: number, years: number): number {
  const i = annualRatePercent / 1200;
  const n = Math.round(years * 12);
  if (loan <= 0) return 0;
  if (i === 0) return loan / n;
  return (loan * i) / (1 - Math.pow(1 + i, -n));
}

export const interestOnlyMonthly = (loan: number, annualRatePercent: number) => (loan > 0 ? (loan * annualRatePercent) / 1200 : 0);

export function monthlyRepayment(loan: number, annualRatePercent: number, years: number, type: LoanType): number {
  return type === "interestOnly" ? interestOnlyMonthly(loan, annualRatePercent) : amortisedMonthly(loan, annualRatePercent, years);
}

/**
 * Interest paid in the first 12 months (the deductible part of a year's repayments): for P&I,
 * 12 × M − (L − B₁₂), with the balance after 12 payments B₁₂ = L(1+i)¹² − M((1+i)¹² − 1) ÷ i.
 */
export function firstYearInterest(loan: number, annualRatePercent: number, years: number, type: LoanType): number {
  if (loan <= 0) return 0;
  if (type === "interestOnly") return (loan * annualRatePercent) / 100;
  const i = annualRatePercent / 1200;
  const m = amortisedMonthly(loan, annualRatePercent, years);
  const g = Math.pow(1 + i, 12);
  const balance = loan * g - (m * (g - 1)) / i;
  return 12 * m - (loan - balance);
}

/** The largest loan a monthly repayment services over `years` at `annualRatePercent` (the inverse of amortisedMonthly). */
export function loanForRepayment(monthly: number, annualRatePercent: number, years: number): number {
  if (monthly <= 0) return 0;
  const i = annualRatePercent / 1200;
  const n = Math.round(years * 12);
  return i === 0 ? monthly * n : (monthly * (1 - Math.pow(1 + i, -n))) / i;
}
