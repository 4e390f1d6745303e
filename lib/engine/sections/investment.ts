/**
 * Investment goals: high cash flow (yields and monthly cash flow), undervalued (price against
 * the suburb median for this type and size) and high capital growth (last 12 months).
 */
import {
  CASHFLOW_DOLLARS_PER_POINT,
  CASHFLOW_FLOOR,
  DEPOSIT_SHARE,
  GROSS_YIELD_FLOOR,
  GROSS_YIELD_POINTS_PER_PCT,
  GROWTH_FLOOR,
  GROWTH_POINTS_PER_PCT,
  INTEREST_RATE,
  LOAN_SHARE,
  MAINTENANCE_RATE,
  MANAGEMENT_FEE_RATE,
  PURCHASE_COSTS_SHARE,
  UNDERVALUED_POINTS_PER_PCT,
  VACANCY_RATE,
  annualFixedCosts,
} from "../assumptions";
import { ASSUMED_MARGINAL_RATE, NEW_BUILD, OFF_THE_PLAN, REGIONAL, emptyNumbers, financeYearOf, readNewBuild, type FinanceNumbers, type FinanceProfile } from "@/lib/finance";
import type { ListingBase } from "../base";
import { financeMonthly, isRegional, type EngineFinance } from "../finance";
import { dollars, pct } from "../format";
import { INVESTMENT_BITS, type EngineQuery } from "../query";
import type { EngineListing, InvestmentGoalsInputs, PropertyTypeKey, SuburbProfile } from "../types";
import { suburbMedianOf } from "../statistics";
import { clamp, round1, round2, typeIndex } from "../valuation";

/** Rent collected over a year after vacancy. */
const collectedRent = (rentWeekly: number) => rentWeekly * 52 * (1 - VACANCY_RATE);

/** Management (share of rent collected), maintenance (share of gross rent) and fixed costs, per year. */
function operatingCosts(rentWeekly: number | null, type: PropertyTypeKey): number {
  return operatingCostsWith(rentWeekly, annualFixedCosts(type));
}

/** operatingCosts() with the type's fixed costs already looked up (the batch keeps them by type). */
function operatingCostsWith(rentWeekly: number | null, fixedCosts: number): number {
  return rentWeekly === null ? operatingCostsOf(false, 0, fixedCosts) : operatingCostsOf(true, rentWeekly, fixedCosts);
}

/**
 * operatingCostsWith() with the rent's absence as a flag (`rentWeekly` unread without a rent).
 * The batch's loops call these primitive forms: a value that is a number or null would be boxed
 * on the heap for every listing.
 */
function operatingCostsOf(hasRent: boolean, rentWeekly: number, fixedCosts: number): number {
  const variable = hasRent ? collectedRent(rentWeekly) * MANAGEMENT_FEE_RATE + rentWeekly * 52 * MAINTENANCE_RATE : 0;
  return Math.round(variable + fixedCosts);
}

const loanInterest = (price: number) => Math.round(price * LOAN_SHARE * INTEREST_RATE);

export function grossYield(rentWeekly: number | null, price: number): number | null {
  if (rentWeekly === null || price <= 0) return null;
  return grossYieldOf(rentWeekly, price);
}

/** grossYield() where there is one (a rent, and `price > 0`: the caller checks). */
export const grossYieldOf = (rentWeekly: number, price: number) => round2(((rentWeekly * 52) / price) * 100);

/** Net yield on the total purchase cost (price + purchase costs), before interest. */
export function netYield(rentWeekly: number | null, price: number, type: PropertyTypeKey): number | null {
  if (rentWeekly === null || price <= 0) return null;
  return round2(((collectedRent(rentWeekly) - operatingCosts(rentWeekly, type)) / (price * (1 + PURCHASE_COSTS_SHARE))) * 100);
}

/** Pre-tax monthly cash flow at the stated loan: collected rent − operating costs − interest. */
export function monthlyCashFlow(rentWeekly: number | null, price: number, type: PropertyTypeKey): number {
  return monthlyCashFlowWith(rentWeekly, price, annualFixedCosts(type));
}

/** monthlyCashFlow() with the type's fixed costs already looked up. */
export function monthlyCashFlowWith(rentWeekly: number | null, price: number, fixedCosts: number): number {
  return rentWeekly === null ? monthlyCashFlowOf(false, 0, price, fixedCosts) : monthlyCashFlowOf(true, rentWeekly, price, fixedCosts);
}

/** monthlyCashFlowWith() with the rent's absence as a flag (`rentWeekly` unread without a rent). */
export function monthlyCashFlowOf(hasRent: boolean, rentWeekly: number, price: number, fixedCosts: number): number {
  const income = hasRent ? collectedRent(rentWeekly) : 0;
  return Math.round((income - operatingCostsOf(hasRent, rentWeekly, fixedCosts) - loanInterest(price)) / 12);
}

/** Half gross yield (2 % → 0, 7 % → 100), half monthly cash flow (−$1,500 → 0, +$500 → 100). */
export function cashflowScore(gross: number | null, monthly: number): number {
  return gross === null ? cashflowScoreOf(false, 0, monthly) : cashflowScoreOf(true, gross, monthly);
}

/** cashflowScore() with the yield's absence as a flag (`gross` unread without one). */
export function cashflowScoreOf(hasGross: boolean, gross: number, monthly: number): number {
  const y = hasGross ? clamp((gross - GROSS_YIELD_FLOOR) * GROSS_YIELD_POINTS_PER_PCT, 0, 100) : 0;
  const c = clamp((monthly - CASHFLOW_FLOOR) / CASHFLOW_DOLLARS_PER_POINT, 0, 100);
  return Math.round(0.5 * y + 0.5 * c);
}

/** (asking price − expected) / expected, percent, one decimal; null when the price is on request. */
export function diffPercent(askingPrice: number | null, expected: number): number | null {
  if (askingPrice === null || expected <= 0) return null;
  return diffPercentOf(askingPrice, expected);
}

/** diffPercent() where there is one (an asking price, and `expected > 0`: the caller checks). */
export const diffPercentOf = (askingPrice: number, expected: number) => round1(((askingPrice - expected) / expected) * 100);

/** 50 at the expected price, +2.5 a percent below, −2.5 a percent above; 50 when unknown. */
export function undervaluedScore(diff: number | null): number {
  if (diff === null) return 50;
  return undervaluedScoreOf(diff);
}

/** undervaluedScore() of a known difference. */
export const undervaluedScoreOf = (diff: number) => Math.round(clamp(50 - UNDERVALUED_POINTS_PER_PCT * diff, 0, 100));

export function growthScore(growthPct: number): number {
  return Math.round(clamp((growthPct - GROWTH_FLOOR) * GROWTH_POINTS_PER_PCT, 0, 100));
}

export const capitalGrowthValue = (price: number, growthPct: number) => Math.round((price * growthPct) / 100);

/** The three sub-scores, for the buyer's finance (null: the standard loan). */
export function investmentSubscores(listing: EngineListing, b: ListingBase, out: number[] = [0, 0, 0], finance: EngineFinance | null = null): number[] {
  const gross = grossYield(b.rent, b.price);
  const monthly = finance ? financeMonthly(finance, listing, b) : monthlyCashFlow(b.rent, b.price, b.type);
  out[0] = cashflowScore(gross, monthly);
  out[1] = undervaluedScore(diffPercent(listing.price, b.expected));
  out[2] = growthScore(b.growth);
  return out;
}

/** Mean of the selected goals' sub-scores (all three when none is selected), rounded. */
/** The price against the suburb median itself (vs suburb median), as the panel says it. */
function vsMedianWords(price: number, median: number, measured: boolean): string {
  const m = `the suburb median${measured ? " (measured)" : ""}, ${dollars(median)}`;
  if (!(median > 0) || !(price > 0)) return `Against ${m}: not compared.`;
  const d = Math.round((price / median - 1) * 1000) / 10;
  return d === 0 ? `It is at ${m} (vs suburb median).` : `It is ${pct(Math.abs(d))} ${d < 0 ? "below" : "above"} ${m} (vs suburb median).`;
}

export function combineInvestment(cashflow: number, undervalued: number, growth: number, mask: number): number {
  let sum = 0;
  let n = 0;
  if (mask & INVESTMENT_BITS.highcashflow) {
    sum += cashflow;
    n++;
  }
  if (mask & INVESTMENT_BITS.undervalued) {
    sum += undervalued;
    n++;
  }
  if (mask & INVESTMENT_BITS.highcapitalgrowth) {
    sum += growth;
    n++;
  }
  return n === 0 ? 0 : Math.round(sum / n);
}

const TYPE_WORD: Record<PropertyTypeKey, string> = { House: "house", Unit: "unit", Townhouse: "townhouse", Apartment: "apartment", Land: "block of land" };

/** The cash-flow figures of scoring_inputs.investmentGoals.highcashflow, and the sentence that explains them. */
export type CashFlowWorking = { monthly: number; net: number | null; annualCosts: number; interest: number; sentence: string };

/**
 * What the cash-flow working reads of a listing: its figures as the engine used them. Kept in
 * scoring_inputs (highcashflow and finance.facts), so the working can be redone on another basis
 * for someone else's view of a shared search (for-viewer.ts).
 */
export type CashFlowListing = {
  price: number;
  priceEstimated: boolean;
  rent: number | null;
  rentEstimated: boolean;
  type: PropertyTypeKey;
  stateIndex: number;
  yearBuilt: number | null;
  bedrooms: number | null;
  /** The suburb is outside the major cities (isRegional()). */
  regional: boolean;
  /**
   * Whether it is a new build or off the plan, and the year the cash flow reads for Division 43 and
   * 40, at a contract year (a buyer's own: lib/finance readNewBuild and financeYearOf).
   */
  reading: (contractYear: number) => { newBuild: boolean; offThePlan: boolean; year: number };
};

/** The reading of an engine listing (its own words or its age) at a contract year. */
export const listingReading = (listing: EngineListing) => (contractYear: number) => {
  const r = readNewBuild(listing, contractYear);
  return { newBuild: r.newBuild, offThePlan: r.offThePlan, year: financeYearOf(listing, contractYear) };
};

/** "$650,000" or "the estimated value of $650,000 (price on request)": what the yields are worked on. */
export const priceBasisWords = (c: Pick<CashFlowListing, "price" | "priceEstimated">) => (c.priceEstimated ? `the estimated value of ${dollars(c.price)} (price on request)` : dollars(c.price));

/** The cash flow on Propie's standard loan (no finance entered). */
export function standardWorking(c: CashFlowListing): CashFlowWorking {
  const gross = grossYield(c.rent, c.price);
  const monthly = monthlyCashFlow(c.rent, c.price, c.type);
  const net = netYield(c.rent, c.price, c.type);
  const loan = `${pct(INTEREST_RATE * 100, 2)} interest-only on an ${Math.round((1 - DEPOSIT_SHARE) * 100)}% loan`;
  const sentence =
    gross === null
      ? `Vacant land earns no rent: holding it costs about ${dollars(-monthly)} a month at ${loan}.`
      : `Rent ${c.rentEstimated ? "estimated at" : "of"} ${dollars(c.rent ?? 0)} a week on ${priceBasisWords(c)} is a gross yield of ${pct(gross, 2)}; after vacancy, management, maintenance and ${dollars(annualFixedCosts(c.type))} a year of rates, insurance and strata the net yield is ${pct(net ?? 0, 2)}, and with ${loan} the cash flow is ${dollars(monthly)} a month before tax.`;
  return { monthly, net, annualCosts: operatingCosts(c.rent, c.type), interest: loanInterest(c.price), sentence };
}

/**
 * "a principal and interest loan": the kind of loan only. The buyer's own figures (deposit, amount
 * borrowed, rate, income) stay in their finance profile and its working, never in the listing's
 * words (docs/SECURITY.md: the finance profile reaches no one but its owner).
 */
function loanWords(p: FinanceProfile, n: FinanceNumbers): string {
  if (p.deposit.kind === "cash" || n.loan <= 0) return p.deposit.kind === "cash" ? "a cash purchase" : "nothing borrowed";
  return p.loanType === "interestOnly" ? "an interest-only loan" : "a principal and interest loan";
}

/** The cash flow on the buyer's finance. */
export function profileWorking(c: CashFlowListing, finance: EngineFinance): CashFlowWorking {
  const gross = grossYield(c.rent, c.price);
  const calc = finance.calc;
  const p = calc.profile;
  const typeIdx = typeIndex(c.type);
  const r = c.reading(calc.contractYear);
  const flags = (c.regional ? REGIONAL : 0) | (r.newBuild ? NEW_BUILD : 0) | (r.offThePlan ? OFF_THE_PLAN : 0);
  const n = calc.compute(c.price, c.rent ?? 0, typeIdx, c.stateIndex, c.yearBuilt ?? 0, flags, emptyNumbers(), c.bedrooms ?? undefined);
  // As financeMonthly() works it for the ranking.
  const monthly = Math.round(calc.cashFlow(c.price, c.rent ?? 0, typeIdx, c.stateIndex, finance.readsYearBuilt ? r.year : 0, 0, c.bedrooms ?? undefined));
  const taxed = p.buyerType === "investor" && p.includeTax;
  const after = taxed ? ` after tax${p.taxableIncome === null ? ` (at an assumed ${ASSUMED_MARGINAL_RATE * 100}% marginal rate)` : ""}, ${dollars(Math.round(n.monthlyPreTax))} before` : " before tax";
  const yours = `your finance (${loanWords(p, n)}${p.defaults.length ? "; defaults where you gave none" : ""})`;
  const fixed = dollars(annualFixedCosts(c.type));
  let sentence: string;
  if (p.buyerType === "ownerOccupier") {
    sentence = `As a home to live in, no rent is counted: with ${yours}, repayments and ${fixed} a year of rates, insurance and strata cost ${dollars(-monthly)} a month${gross === null ? "" : ` (it would let for ${dollars(c.rent ?? 0)} a week, a gross yield of ${pct(gross, 2)})`}.`;
  } else if (gross === null) {
    sentence = `Vacant land earns no rent: holding it costs about ${dollars(-monthly)} a month${taxed ? " after tax" : ""} with ${yours}.`;
  } else {
    const landTax = n.landTax > 0 ? ` and ${dollars(Math.round(n.landTax))} of land tax` : "";
    sentence = `Rent ${c.rentEstimated ? "estimated at" : "of"} ${dollars(c.rent ?? 0)} a week on ${priceBasisWords(c)} is a gross yield of ${pct(gross, 2)}; after vacancy, management, maintenance, ${fixed} a year of rates, insurance and strata${landTax} the net yield is ${pct(round2(n.netYield), 2)}, and with ${yours} the cash flow is ${dollars(monthly)} a month${after}.`;
  }
  return {
    monthly,
    net: c.rent === null || c.price <= 0 ? null : round2(n.netYield),
    annualCosts: Math.round(n.operatingCosts),
    interest: Math.round(n.interest),
    sentence,
  };
}

export function investmentInputs(listing: EngineListing, profile: SuburbProfile, b: ListingBase, q: EngineQuery): InvestmentGoalsInputs {
  const gross = grossYield(b.rent, b.price);
  const c: CashFlowListing = {
    price: b.price,
    priceEstimated: b.priceEstimated,
    rent: b.rent,
    rentEstimated: b.rentEstimated,
    type: b.type,
    stateIndex: b.stateIndex,
    yearBuilt: listing.yearBuilt,
    bedrooms: listing.bedrooms,
    regional: isRegional(b, profile),
    reading: listingReading(listing),
  };
  const cash = q.finance ? profileWorking(c, q.finance) : standardWorking(c);
  const monthly = cash.monthly;
  const cf = cashflowScore(gross, monthly);
  const diff = diffPercent(listing.price, b.expected);
  const uv = undervaluedScore(diff);
  const gs = growthScore(b.growth);
  const capValue = capitalGrowthValue(b.price, b.growth);
  const score = combineInvestment(cf, uv, gs, q.investmentMask);
  const sel = (bit: number) => (q.investmentMask & bit) !== 0;
  const goals = (["highcashflow", "undervalued", "highcapitalgrowth"] as const).filter((g) => sel(INVESTMENT_BITS[g]));

  const size =
    b.type === "Land"
      ? `${listing.landSize ?? "?"} m² block`
      : `${listing.bedrooms}-bedroom ${TYPE_WORD[b.type]}${b.type === "House" && listing.landSize ? ` on ${listing.landSize} m²` : ""}`;
  const parts: string[] = [cash.sentence];
  parts.push(
    diff === null
      ? `The price is on request, so it can't be compared with the expected ${dollars(b.expected)} for a ${size} in ${listing.suburb} (scored neutral).`
      : `The asking price is ${pct(Math.abs(diff))} ${diff <= 0 ? "below" : "above"} the expected price, ${dollars(b.expected)}, for a ${size} in ${listing.suburb} (the suburb median adjusted for size and land; vs expected price). ${vsMedianWords(b.price, suburbMedianOf(profile, b.type), profile.measured?.price[b.type] !== undefined)}`,
  );
  parts.push(
    `${TYPE_WORD[b.type][0].toUpperCase()}${TYPE_WORD[b.type].slice(1)}s in ${listing.suburb} changed ${b.growth >= 0 ? "+" : ""}${pct(b.growth)} over the last 12 months: about ${dollars(capValue)} on this price.`,
  );

  return {
    score,
    goals,
    commentary: parts.join(" "),
    highcashflow: {
      selected: sel(INVESTMENT_BITS.highcashflow),
      score: cf,
      gross_yield: gross,
      net_yield: cash.net,
      monthly_cash_flow: monthly,
      weekly_rent: b.rent,
      rent_estimated: b.rentEstimated,
      price_used: b.price,
      price_basis: b.priceEstimated ? "estimate" : "list_price",
      annual_costs: cash.annualCosts,
      loan_interest: cash.interest,
      working: cash.sentence,
    },
    undervalued: {
      selected: sel(INVESTMENT_BITS.undervalued),
      score: uv,
      diff_percent: diff,
      suburb_median: suburbMedianOf(profile, b.type),
      expected_price: b.expected,
    },
    highgrowth: {
      selected: sel(INVESTMENT_BITS.highcapitalgrowth),
      score: gs,
      capital_growth_percent: b.growth,
      capital_growth_value: capValue,
    },
  };
}
