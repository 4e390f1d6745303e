/**
 * Rate stress (docs/FINANCE.md §16): a listing's cash flow and serviceability if the loan's rate
 * rose 1, 2 and 3 percentage points. Each row is the calculator's own working on the profile with
 * the higher rate (`prepareFinance` + `numbers`): the same repayment, tax effect and serviceability
 * (the assessment rate moves with it, APRA's buffer on top) as "Your numbers", nothing worked twice.
 */
import { prepareFinance, type FinanceNumbers, type ListingFacts } from "./calculator";
import type { FinanceProfile } from "./profile";

export const STRESS_POINTS = [1, 2, 3] as const;

export type StressRow = {
  /** Percentage points over the profile's rate. */
  points: number;
  /** The stressed rate, percent. */
  rate: number;
  monthlyRepayment: number;
  monthlyPreTax: number;
  monthlyAfterTax: number;
  /** The change in the after-tax monthly cash flow from today's rate. */
  monthlyChange: number;
  assessmentRate: number;
  /** The indicative maximum loan at the stressed rate's assessment rate; null without an income. */
  maxLoan: number | null;
  verdict: "within" | "above" | "unknown";
};

export type RateStress = { base: StressRow; rows: StressRow[] };

function row(profile: FinanceProfile, facts: ListingFacts, points: number, baseAfter: number | null): StressRow {
  const rate = Math.round((profile.interestRate + points) * 100) / 100;
  const calc = prepareFinance({ ...profile, interestRate: rate });
  const n: FinanceNumbers = calc.numbers(facts);
  const known = Number.isFinite(n.maxLoan);
  return {
    points,
    rate,
    monthlyRepayment: n.monthlyRepayment,
    monthlyPreTax: n.monthlyPreTax,
    monthlyAfterTax: n.monthlyAfterTax,
    monthlyChange: baseAfter === null ? 0 : n.monthlyAfterTax - baseAfter,
    assessmentRate: calc.assessmentRate,
    maxLoan: known ? n.maxLoan : null,
    verdict: !known ? "unknown" : n.serviceable === 1 ? "within" : "above",
  };
}

/** The listing at the profile's rate and at each of `points` above it. */
export function rateStress(profile: FinanceProfile, facts: ListingFacts, points: readonly number[] = STRESS_POINTS): RateStress {
  const base = row(profile, facts, 0, null);
  return { base, rows: points.map((p) => row(profile, facts, p, base.monthlyAfterTax)) };
}
