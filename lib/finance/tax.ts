/**
 * Resident income tax (the income year's scale less the low income tax offset) and the Medicare
 * levy (./schedules.ts INCOME_TAX_YEARS, LITO, MEDICARE), each applicant taxed on their own income;
 * the tax effect of a rental result; HECS/HELP repayments and the living-expense benchmark that
 * serviceability reads.
 */
import { packScales, packedAmount, scaleAmount, scaleMarginalRate, type PackedScales } from "./scale";
import { HELP_REPAYMENT, INCOME_TAX, LITO, LIVING_BENCHMARK, MEDICARE, type Scale } from "./schedules";

export function medicareLevy(taxable: number): number {
  if (taxable <= MEDICARE.lower) return 0;
  return Math.min(MEDICARE.rate * taxable, MEDICARE.phaseInRate * (taxable - MEDICARE.lower));
}

/** The low income tax offset on a taxable income (before it is limited to the tax it offsets). */
export function lowIncomeOffset(taxable: number): number {
  if (taxable <= LITO.firstFrom) return LITO.max;
  if (taxable <= LITO.secondFrom) return LITO.max - LITO.firstRate * (taxable - LITO.firstFrom);
  return Math.max(0, LITO.secondBase - LITO.secondRate * (taxable - LITO.secondFrom));
}

/** The 2026-27 income tax scale packed (scale 0). A calculator packs its contract date's year instead (packIncomeTax). */
export const INCOME_TAX_SCALE = packScales([INCOME_TAX.scale]);
/** An income year's scale packed for a hot loop (packedAmount(p, 0, x)). */
export const packIncomeTax = (scale: Scale): PackedScales => packScales([scale]);

/** One person's tax on a packed scale: the scale less the low income tax offset (never below nil), plus the Medicare levy. */
export function personTax(packed: PackedScales, taxable: number): number {
  const onScale = packedAmount(packed, 0, taxable);
  const offset = lowIncomeOffset(taxable);
  return (onScale > offset ? onScale - offset : 0) + medicareLevy(taxable);
}

/** Income tax less the low income tax offset, plus the Medicare levy, on a resident's taxable income (the 2026-27 scale). */
export const incomeTax = (taxable: number): number => personTax(INCOME_TAX_SCALE, taxable);

/** The rate on the next dollar, Medicare levy and the offset's phase-out included (0.32 at $100,000: 30 % + 2 %). */
export function marginalRate(taxable: number, scale: Scale = INCOME_TAX.scale): number {
  const medicare = taxable <= MEDICARE.lower ? 0 : MEDICARE.rate * taxable < MEDICARE.phaseInRate * (taxable - MEDICARE.lower) ? MEDICARE.rate : MEDICARE.phaseInRate;
  const offsetFalls = taxable > LITO.firstFrom && taxable <= LITO.secondFrom ? LITO.firstRate : taxable > LITO.secondFrom && lowIncomeOffset(taxable) > 0 ? LITO.secondRate : 0;
  const onScale = scaleAmount(scale, taxable);
  // While the offset covers the whole of the tax on the scale, the scale's rate is not paid.
  const scaleRate = onScale > lowIncomeOffset(taxable) ? scaleMarginalRate(scale, taxable) + offsetFalls : 0;
  return scaleRate + medicare;
}

/**
 * The marginal rate assumed when the buyer gives no income: 30 % + the 2 % Medicare levy, the
 * band most full-time earners are in ($45,001-$135,000). An estimate, and the result says so.
 */
export const ASSUMED_MARGINAL_RATE = 0.32;

/**
 * Tax saved (+) or added (−) by a year's net rental result: the tax on the buyer's income less
 * the tax on income plus the result, so a loss that crosses a bracket is taxed at each rate it
 * crosses. With no income known, result × the assumed marginal rate. (One taxpayer; the
 * calculator splits a household's result between its applicants.)
 */
export function taxEffect(income: number | null, taxOnIncome: number, netRental: number): number {
  if (income === null) return -netRental * ASSUMED_MARGINAL_RATE;
  return taxOnIncome - incomeTax(Math.max(0, income + netRental));
}

/** The compulsory HECS/HELP repayment a year on a taxable income, never more than the balance owed. */
export function helpRepayment(taxable: number, balance: number): number {
  if (!(balance > 0)) return 0;
  return Math.min(balance, scaleAmount(HELP_REPAYMENT.scale, taxable));
}

/** The household's size on the equivalence scale: 1 for the first adult, 0.5 for a second, 0.3 a child. */
export const equivalenceScale = (adults: number, dependants: number): number => 1 + LIVING_BENCHMARK.secondAdult * Math.max(0, adults - 1) + LIVING_BENCHMARK.child * Math.max(0, dependants);

/** The living-expense benchmark a year for a household (docs/FINANCE.md §9): by size and gross income. */
export function livingBenchmark(adults: number, dependants: number, grossIncome: number): number {
  const base = LIVING_BENCHMARK.singleAdultWeekly * 52 * equivalenceScale(adults, dependants);
  return base + LIVING_BENCHMARK.incomeShare * Math.max(0, grossIncome - LIVING_BENCHMARK.incomeFrom);
}
