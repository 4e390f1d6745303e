/** Resident income tax and the Medicare levy (./schedules.ts INCOME_TAX, MEDICARE), and the tax effect of a rental result. */
import { packScales, packedAmount, scaleMarginalRate } from "./scale";
import { INCOME_TAX, MEDICARE } from "./schedules";

export function medicareLevy(taxable: number): number {
  if (taxable <= MEDICARE.lower) return 0;
  return Math.min(MEDICARE.rate * taxable, MEDICARE.phaseInRate * (taxable - MEDICARE.lower));
}

/** The income tax scale packed (scale 0), for a hot loop that writes incomeTax() out: packedAmount(INCOME_TAX_SCALE, 0, x) + medicareLevy(x). */
export const INCOME_TAX_SCALE = packScales([INCOME_TAX.scale]);
/** Income tax plus the Medicare levy on a resident's taxable income (offsets such as LITO not counted). */
export const incomeTax = (taxable: number): number => packedAmount(INCOME_TAX_SCALE, 0, taxable) + medicareLevy(taxable);

/** The rate on the next dollar, Medicare levy included (0.32 at $100,000: 30 % + 2 %). */
export function marginalRate(taxable: number): number {
  const medicare = taxable <= MEDICARE.lower ? 0 : MEDICARE.rate * taxable < MEDICARE.phaseInRate * (taxable - MEDICARE.lower) ? MEDICARE.rate : MEDICARE.phaseInRate;
  return scaleMarginalRate(INCOME_TAX.scale, taxable) + medicare;
}

/**
 * The marginal rate assumed when the buyer gives no income: 30 % + the 2 % Medicare levy, the
 * band most full-time earners are in ($45,001-$135,000). An estimate, and the result says so.
 */
export const ASSUMED_MARGINAL_RATE = 0.32;

/**
 * Tax saved (+) or added (−) by a year's net rental result: the tax on the buyer's income less
 * the tax on income plus the result, so a loss that crosses a bracket is taxed at each rate it
 * crosses. With no income known, result × the assumed marginal rate.
 */
export function taxEffect(income: number | null, taxOnIncome: number, netRental: number): number {
  if (income === null) return -netRental * ASSUMED_MARGINAL_RATE;
  return taxOnIncome - incomeTax(Math.max(0, income + netRental));
}
