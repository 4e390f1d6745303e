/**
 * The finance core's fast path. `prepareFinance(profile)` works out everything that depends only
 * on the buyer once (the schedules in force at the contract date, monthly rate, annuity factors,
 * the duty rule per state, each applicant's tax on their own income, the living-expense
 * benchmark); `compute` then costs one listing with a few dozen arithmetic operations, a few
 * table look-ups and no allocation, writing into a caller's `FinanceNumbers`. `./analyse.ts` builds
 * the itemised, sourced working on top of the same function, so the panel, the chat and the
 * ranking all show one figure. Formulas: docs/FINANCE.md.
 */
import type { PropertyTypeKey } from "@/lib/property/types";
import {
  BORROWING_COST_YEARS,
  HOLDING_COSTS,
  LAND_SHARE,
  MAINTENANCE_SHARE,
  NEW_PLANT_FIRST_YEAR_RATE,
  NEW_PLANT_SHARE,
  PROPERTY_KINDS,
  RENT_SHADING,
} from "./assumptions";
import { firstHomeDuty, homeBuyerRuleApplies, type DutyBuyer } from "./duty";
import { amortisedMonthly, firstYearInterest, loanForRepayment } from "./loan";
import type { FinanceProfile } from "./profile";
import { financialYearOf } from "./periods";
import { compileScales, packScales, packedAmount, scaleAmount, type PackedScales } from "./scale";
import {
  APRA_BUFFER,
  BUILDING_COST,
  CARD_LIMIT_MONTHLY,
  DEPRECIATION,
  FEES,
  FINANCE_YEAR,
  LAND_TAX,
  LMI_LOAN_BANDS,
  LMI_PREMIUMS,
  LMI_PREMIUM_DUTY,
  MEDICARE,
  LITO,
  STATES,
  dutyScheduleAt,
  feeAmount,
  incomeTaxYearAt,
  type FeeRule,
  type StateCode,
  type StateFees,
} from "./schedules";
import { FAMILY_HOME_GUARANTEE, FIRST_HOME_GUARANTEE_MAX_LVR, firstHomeOwnerGrantAt, homeGuaranteeAt, vicOffThePlanApplies } from "./schemes";
import { ASSUMED_MARGINAL_RATE, helpRepayment, livingBenchmark, packIncomeTax, personTax } from "./tax";
import { holdingTotals, type HoldingTotals } from "./holdings";

/** Listing flags for the fast path. */
export const NEW_BUILD = 1;
/** Outside the capital city and the regional centres (the ABS's Major Cities): WA's first home caps, the Home Guarantee Scheme's price caps. */
export const REGIONAL = 2;
/** Bought off the plan (Victoria's off-the-plan duty concession; a new build too). */
export const OFF_THE_PLAN = 4;

/** Schemes and grants applied to a listing (FinanceNumbers.schemes, a bit each). */
export const SCHEME_HOME_GUARANTEE = 1;
export const SCHEME_FAMILY_HOME_GUARANTEE = 2;
export const SCHEME_FIRST_HOME_OWNER_GRANT = 4;
export const SCHEME_NEW_HOME_EXEMPTION = 8;
export const SCHEME_OFF_THE_PLAN = 16;
export const SCHEME_HOME_BUYER_CONCESSION = 32;

export type ListingFacts = {
  price: number;
  /** Weekly rent (the listing's, or the engine's estimate); null for land. */
  weeklyRent: number | null;
  type: PropertyTypeKey;
  state: StateCode;
  yearBuilt?: number | null;
  newBuild?: boolean;
  regional?: boolean;
  /** Bought off the plan (a new build too). */
  offThePlan?: boolean;
  /** Bedrooms: the construction cost estimate scales with them (0 or unknown: the type's typical size). */
  bedrooms?: number | null;
};

/** The listing facts kept with a working (scoring_inputs.finance.facts): every field, the later ones optional (older rows lack them: read as established, typical size). */
export type KeptFacts = Required<Omit<ListingFacts, "offThePlan" | "bedrooms">> &
  Pick<ListingFacts, "offThePlan" | "bedrooms"> & {
    /** Where the new-build reading came from, in words (readNewBuild). */
    newBuildReading?: string;
  };

/** Every figure for one listing; dollars a year unless named monthly or weekly; unrounded. */
export type FinanceNumbers = {
  price: number;
  loan: number;
  /** Loan ÷ price. */
  lvr: number;
  /** The part of the price not borrowed. */
  deposit: number;
  duty: number;
  dutyBeforeConcession: number;
  /** The value duty was worked on: the price, or less under Victoria's off-the-plan concession. */
  dutiableValue: number;
  foreignSurcharge: number;
  transferFee: number;
  mortgageFee: number;
  lmi: number;
  /** The LMI a scheme waived (the Home Guarantee Scheme), else 0. */
  lmiWaived: number;
  purchaseCosts: number;
  /** A first home owner grant paid towards the purchase, else 0. */
  grant: number;
  /** Deposit + purchase costs − grant: the cash the purchase takes. */
  cashInvested: number;
  /**
   * The usable equity drawn to pay the cash the purchase takes ("use my equity", docs/FINANCE.md §17): a second
   * loan, at the new loan's rate and on its terms, counted in the cash flow, the tax and serviceability; else 0.
   */
  equityLoan: number;
  /** That loan's repayment a month (interest-only during an interest-only period); no offset against it. */
  equityMonthlyRepayment: number;
  /** That loan's interest in the first year (deductible for an investor: the money bought the rental). */
  equityInterest: number;
  /** The repayment in the first year (interest-only during an interest-only period), a month. */
  monthlyRepayment: number;
  fortnightlyRepayment: number;
  weeklyRepayment: number;
  interest: number;
  /** Interest a year the offset balance saves. */
  offsetSaving: number;
  rentGross: number;
  rentCollected: number;
  management: number;
  maintenance: number;
  ratesWater: number;
  insurance: number;
  strata: number;
  landTax: number;
  operatingCosts: number;
  /** The estimated construction cost Division 43 and 40 are worked from (0 for land or an unknown year). */
  constructionCost: number;
  div43: number;
  div40: number;
  borrowingCostDeduction: number;
  netRentalIncome: number;
  /** Tax saved (+) or added (−); 0 when tax effects are off or for an owner-occupier. */
  taxEffect: number;
  cashFlowPreTax: number;
  cashFlowAfterTax: number;
  monthlyPreTax: number;
  monthlyAfterTax: number;
  /** The profile's choice: after tax when it includes tax effects, else before. */
  monthly: number;
  /** Percent. */
  grossYield: number;
  netYield: number;
  cashOnCash: number;
  /** Weekly rent at which the pre-tax cash flow is nil. */
  breakEvenRent: number;
  /** Indicative maximum loan at the assessment rate; NaN without an income. */
  maxLoan: number;
  /** 1 within the maximum loan, 0 above it, NaN without an income. */
  serviceable: number;
  /** (This loan) ÷ (income + gross rent); NaN without an income. */
  dti: number;
  /** Living expenses serviceability counted (the higher of the benchmark and the buyer's figure), a year; NaN without an income. */
  livingExpenses: number;
  /** The household benchmark, a year; NaN without an income. */
  livingBenchmark: number;
  /** HECS/HELP compulsory repayments a year, all applicants. */
  helpRepayments: number;
  /** Credit card limits as lenders count them, a year. */
  cardCommitments: number;
  /** 1 when the listing is read as a new build (flag, or built in the contract's year), else 0. */
  newBuild: number;
  /** The schemes and grants applied (SCHEME_* bits). */
  schemes: number;
};

export const emptyNumbers = (): FinanceNumbers => ({
  price: 0, loan: 0, lvr: 0, deposit: 0, duty: 0, dutyBeforeConcession: 0, dutiableValue: 0, foreignSurcharge: 0, transferFee: 0, mortgageFee: 0, lmi: 0, lmiWaived: 0,
  purchaseCosts: 0, grant: 0, cashInvested: 0, equityLoan: 0, equityMonthlyRepayment: 0, equityInterest: 0, monthlyRepayment: 0, fortnightlyRepayment: 0, weeklyRepayment: 0, interest: 0, offsetSaving: 0, rentGross: 0, rentCollected: 0,
  management: 0, maintenance: 0, ratesWater: 0, insurance: 0, strata: 0, landTax: 0, operatingCosts: 0, constructionCost: 0, div43: 0, div40: 0, borrowingCostDeduction: 0,
  netRentalIncome: 0, taxEffect: 0, cashFlowPreTax: 0, cashFlowAfterTax: 0, monthlyPreTax: 0, monthlyAfterTax: 0, monthly: 0, grossYield: 0, netYield: 0,
  cashOnCash: 0, breakEvenRent: 0, maxLoan: NaN, serviceable: NaN, dti: NaN, livingExpenses: NaN, livingBenchmark: NaN, helpRepayments: 0, cardCommitments: 0, newBuild: 0, schemes: 0,
});

/**
 * The calculator's column form of the cash flow (the engine's listings held in columns): out[i] for each i of
 * only[from..to), or of from..to when `only` is null. `year` null: every listing's year built is `yearDefault`;
 * `beds` null: every listing is its type's typical size.
 */
export type ColumnCashFlows = (
    price: Float64Array,
    weeklyRent: Float64Array,
    typeIndex: Uint8Array,
    stateIndex: Int8Array,
    year: Float64Array | null,
    yearDefault: number,
    out: Float64Array,
    only: Int32Array | null,
    from: number,
    to: number,
    beds?: Float64Array | null,
) => void;

export type FinanceCalculator = {
  profile: FinanceProfile;
  /** The contract date's calendar year: Division 43's years are counted to it, and a listing built in it or later is a new build. */
  contractYear: number;
  /** The contract date's financial year ("2026-27"). */
  financialYear: string;
  /** The buyer's other properties, totalled (docs/FINANCE.md §17). */
  holdings: HoldingTotals;
  /**
   * Land tax a year on a new holding of this type and price (or value) in this state: the tax on its land added to the
   * land of the buyer's other holdings not lived in there, less the tax those pay alone; 0 for an owner-occupier.
   */
  landTaxFor(state: StateCode, type: PropertyTypeKey, value: number): number;
  /**
   * The ranking's fast path: the monthly cash flow alone, the same number as compute().monthly (to
   * the bit), leaving out what doesn't move it: duty, the transfer fee, serviceability, yields. Tax
   * effects still count LMI and the mortgage fee (borrowing costs are deductible). stateIndex −1
   * (a territory without schedules) counts no land tax, LMI duty or fees.
   */
  cashFlow(price: number, weeklyRent: number, typeIndex: number, stateIndex: number, yearBuilt: number, flags: number, bedrooms?: number): number;
  /**
   * cashFlow() for many listings held in columns (the engine's): out[i] for each i of
   * only[from..to), or of from..to when `only` is null. `year` null: every listing's year built is
   * `yearDefault` (a year at or after the contract's reads as a new build). `beds` null: every
   * listing is its type's typical size. One loop inside the calculator, so nothing is allocated or
   * called per listing.
   */
  cashFlows: ColumnCashFlows;
  /**
   * cashFlows()'s figures from above, for a ranking's first pass over every candidate: out[i] is
   * never below cashFlows()'s, and at most a few dollars a month above it. Only the tax effect on a
   * known income is bounded (an applicant's tax, worked twice a listing, is most of cashFlows()'s
   * cost): from effectOf() on a grid of net rental results, read by a listing's own (effect
   * bounds, below). Everything else is worked exactly, so where cashFlowBoundIsExact it is
   * cashFlows() itself, to the bit.
   */
  cashFlowBounds: ColumnCashFlows;
  /** cashFlowBounds() gives cashFlows()'s figures themselves: no tax effects on a known income (or equity drawn, which goes through compute()). */
  cashFlowBoundIsExact: boolean;
  /** Whether cashFlow() reads the year built (an investor with tax effects: Division 43). Otherwise it can pass 0. */
  cashFlowReadsYearBuilt: boolean;
  /**
   * The fast path: every figure for one listing into `out` (typeIndex in PROPERTY_KINDS, stateIndex
   * in STATES, −1 for a territory without schedules: no duty, fees or land tax; yearBuilt 0 =
   * unknown; flags NEW_BUILD | REGIONAL | OFF_THE_PLAN; bedrooms 0 = the type's typical size).
   */
  compute(price: number, weeklyRent: number, typeIndex: number, stateIndex: number, yearBuilt: number, flags: number, out: FinanceNumbers, bedrooms?: number): FinanceNumbers;
  /** compute() for a plain listing object. */
  numbers(facts: ListingFacts, out?: FinanceNumbers): FinanceNumbers;
  /** Monthly cash flow: after tax when the profile includes tax effects, else before. */
  monthlyCashFlow(price: number, weeklyRent: number, typeIndex: number, stateIndex: number, yearBuilt: number, flags: number): number;
  /** The assessment rate (the profile's rate + APRA's buffer), percent. */
  assessmentRate: number;
  /** The years serviceability assesses the loan over: the term, less an interest-only period. */
  assessmentYears: number;
  /** The principal and interest repayment a month once an interest-only period ends (over the term left); NaN for a P&I loan. */
  repaymentAfterInterestOnly(loan: number): number;
  /**
   * Tax saved (+) or added (−) by an amount added to the household's taxable income (a year's net
   * rental result, a discounted capital gain), split equally between the applicants and taxed at
   * each one's rates (the contract date's income year); with no income, at the assumed 32 %.
   * Whether or not the profile counts tax effects: the caller decides.
   */
  taxEffect(amount: number): number;
};

const NO_FEES: StateFees = { transfer: null, mortgage: null, note: "" };

const fee = (rule: FeeRule | null, price: number): number => feeAmount(rule, price);

/** Indicative LMI premium (with the state's duty on it) for a loan at an LVR; 0 at 80 % or less. */
export function lmiPremium(loan: number, lvr: number, state: StateCode): number {
  return lmiPremiumAt(loan, lmiRow(lvr), LMI_PREMIUM_DUTY[state]);
}

// The premium table as flat arrays, for the hot loop: LVR band edges, then percent by band × loan column.
const LMI_ROWS = LMI_PREMIUMS.length;
const LMI_COLS = LMI_LOAN_BANDS.length;
if (LMI_COLS !== 5) throw new Error("lmiPremiumAt() reads five loan-size columns");
const LMI_LVR_TO = Float64Array.from(LMI_PREMIUMS, (r) => r.lvrTo + 1e-9);
const LMI_PERCENT = Float64Array.from(LMI_PREMIUMS.flatMap((r) => r.percent));
const LMI_LOAN_TO = Float64Array.from(LMI_LOAN_BANDS);

/** The premium table's row for an LVR; −1 at 80 % or less (no LMI). Above the last band, the last row. */
function lmiRow(lvr: number): number {
  if (!(lvr > 0.8)) return -1;
  const lvrPct = lvr * 100;
  for (let r = 0; r < LMI_ROWS; r++) if (lvrPct <= LMI_LVR_TO[r]) return r;
  return LMI_ROWS - 1;
}

/** The premium at a row of the table (lmiRow()), with the state's duty on it. */
function lmiPremiumAt(loan: number, row: number, premiumDuty: number): number {
  if (row < 0 || loan <= 0) return 0;
  // The first column whose loan size is at least this loan (the last for larger loans), counted
  // without a branch: loan sizes in a catalogue are in no order, so a loop's exit would be mispredicted.
  const col = +(loan > LMI_LOAN_TO[0]) + +(loan > LMI_LOAN_TO[1]) + +(loan > LMI_LOAN_TO[2]) + +(loan > LMI_LOAN_TO[3]);
  return ((loan * LMI_PERCENT[row * LMI_COLS + col]) / 100) * (1 + premiumDuty);
}

/** Land tax on one holding (the single-holding assumption): the state's scale on the land's estimated share of the price. */
export function landTaxOf(state: StateCode, type: PropertyTypeKey, price: number): number {
  const s = LAND_TAX[state];
  return s.kind === "scale" ? scaleAmount(s.scale, price * LAND_SHARE[type]) : 0;
}

/* ---------- the construction cost estimate and Division 43 ---------- */

const FIRST_YEAR = 1900;

/** The ABS's average cost of a new house in a year (BUILDING_COST): geometric between its anchors, 3.4 % a year outside them. */
export function newHouseCost(year: number): number {
  const [a, z] = BUILDING_COST.anchors;
  if (year <= a.year) return a.cost / Math.pow(1 + BUILDING_COST.annualGrowth, a.year - year);
  if (year >= z.year) return z.cost * Math.pow(1 + BUILDING_COST.annualGrowth, year - z.year);
  return a.cost * Math.pow(z.cost / a.cost, (year - a.year) / (z.year - a.year));
}

const TYPE_SHARE = Float64Array.from(PROPERTY_KINDS, (t) => BUILDING_COST.typeShare[t] ?? 0);
const TYPICAL_BEDS = Float64Array.from(PROPERTY_KINDS, (t) => BUILDING_COST.typicalBedrooms[t] ?? 1);

/** The size factor: bedrooms ÷ the type's typical bedrooms, within 0.5 and 1.5; 1 when the bedrooms are unknown. */
function bedScaleAt(beds: number, typeIndex: number): number {
  if (!(beds > 0)) return 1;
  const r = beds / TYPICAL_BEDS[typeIndex];
  return r < 0.5 ? 0.5 : r > 1.5 ? 1.5 : r;
}

/** The estimated cost of building a dwelling of this type and size in its year (an estimate, docs/FINANCE.md §8). */
export function constructionCostEstimate(type: PropertyTypeKey, yearBuilt: number, bedrooms = 0): number {
  const t = PROPERTY_KINDS.indexOf(type);
  if (!(yearBuilt >= FIRST_YEAR) || TYPE_SHARE[t] === 0) return 0;
  return newHouseCost(yearBuilt) * TYPE_SHARE[t] * bedScaleAt(bedrooms, t);
}

/** The ATO's Division 43 rate for a building completed in a year, still claimable in `contractYear`: 2.5 % (1988 on, 40 years), 4 % (1986-87, 25 years), none before. */
export function div43RateFor(yearBuilt: number, contractYear: number): number {
  if (yearBuilt >= DEPRECIATION.div43FirstYear) return contractYear - yearBuilt < DEPRECIATION.div43Years ? DEPRECIATION.div43Rate : 0;
  if (yearBuilt >= DEPRECIATION.div43EarlyFirstYear) return contractYear - yearBuilt < DEPRECIATION.div43EarlyYears ? DEPRECIATION.div43EarlyRate : 0;
  return 0;
}

/**
 * Per year built from 1900 to the contract's year: the Division 43 deduction a typical new house of
 * that year gives in the contract's year (rate × the year's cost), the rest 0. A listing's is this
 * × its type's share × its size factor.
 */
function div43Table(contractYear: number): Float64Array {
  const t = new Float64Array(Math.max(1, contractYear - FIRST_YEAR + 1));
  for (let y = FIRST_YEAR; y <= contractYear; y++) t[y - FIRST_YEAR] = div43RateFor(y, contractYear) * newHouseCost(y);
  return t;
}

/**
 * Division 43, first year, from the estimated construction cost (not the price): built 1986 or
 * later and still within its years, or new. `price` is no longer read (kept for old callers).
 */
export function div43Of(type: PropertyTypeKey, price: number, yearBuilt: number, newBuild: boolean, bedrooms = 0, contractYear = FINANCE_YEAR): number {
  const year = newBuild ? contractYear : yearBuilt;
  return div43RateFor(year, contractYear) * constructionCostEstimate(type, year, bedrooms);
}

/** Division 40, first year: only a new dwelling's plant (10 % of its estimated construction cost at 20 %; second-hand plant is not deductible for individual investors since 1 July 2017). */
export function div40Of(type: PropertyTypeKey, price: number, newBuild: boolean, bedrooms = 0, contractYear = FINANCE_YEAR): number {
  return newBuild ? constructionCostEstimate(type, contractYear, bedrooms) * NEW_PLANT_SHARE * NEW_PLANT_FIRST_YEAR_RATE : 0;
}

const STRATA = Uint8Array.from(PROPERTY_KINDS, (t) => (t === "Unit" || t === "Apartment" || t === "Townhouse" ? 1 : 0));
const VIC = STATES.indexOf("VIC");

/** cashFlows()'s land tax for a block of listings (one buffer: the calculators run one at a time, start to end). */
const LAND_TAX_BLOCK_SIZE = 1_024;
const LAND_TAX_BLOCK = new Float64Array(LAND_TAX_BLOCK_SIZE);

/**
 * cashFlows()'s first pass: an investor's land tax a year on each listing only[from..to) (of
 * from..to when `only` is null; at most LAND_TAX_BLOCK_SIZE) into into[j − from], as landTaxAt() works it.
 */
function landTaxesInto(
  scales: PackedScales,
  othersLand: Float64Array,
  othersTax: Float64Array,
  landShare: Float64Array,
  price: Float64Array,
  typeIndex: Uint8Array,
  stateIndex: Int8Array,
  only: Int32Array | null,
  from: number,
  to: number,
  into: Float64Array,
): void {
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const s = stateIndex[i];
    into[j - from] = s >= 0 ? packedAmount(scales, s, othersLand[s] + price[i] * landShare[typeIndex[i]]) - othersTax[s] : 0;
  }
}

/** The effect bounds' grid: $128 of net rental result a cell (a power of two: exact steps), at most 8,192 cells (wider cells for a very high income), up to +$131,072 a year. */
const EFFECT_STEP = 128;
const EFFECT_MAX_CELLS = 8_192;
const EFFECT_TOP = 131_072;
/** Added to every bound, dollars a year: the rounding of the figures the grid is worked from (far below it). */
const EFFECT_MARGIN = 1;

type EffectBounds = { lo: number; perDollar: number; cells: number; table: Float64Array; most: number };

/**
 * The tax effect of a year's net rental result (effectOf()), bounded from above on a grid: it
 * never rises as the net rental result does (each applicant's tax never falls as their income
 * rises), so on [lo + k·step, lo + (k + 1)·step) it is at most table[k], its value at the cell's
 * start; at or above the grid's end at most its value there; below `lo`, where no applicant has
 * any income left to tax, at most `most` (what it saves at the very least result). Null when the
 * grid shows it rising somewhere (a tax scale that does not rise): then no bound is used.
 */
function effectBoundsOf(effectOf: (netRental: number) => number, highestIncome: number, share: number): EffectBounds | null {
  // At or below this every applicant's share of the loss takes their whole income.
  const lowest = -Math.max(0, highestIncome) / share;
  let step = EFFECT_STEP;
  let lo = Math.floor(lowest / step) * step;
  let cells = Math.ceil((EFFECT_TOP - lo) / step);
  while (cells > EFFECT_MAX_CELLS) {
    step *= 2;
    lo = Math.floor(lowest / step) * step;
    cells = Math.ceil((EFFECT_TOP - lo) / step);
  }
  const table = new Float64Array(cells + 1);
  for (let k = 0; k <= cells; k++) table[k] = effectOf(lo + k * step) + EFFECT_MARGIN;
  const most = effectOf(-Infinity) + EFFECT_MARGIN;
  if (!(most >= table[0])) return null;
  for (let k = 0; k < cells; k++) if (!(table[k + 1] <= table[k] + 1e-6)) return null;
  return { lo, perDollar: 1 / step, cells, table, most };
}

export function prepareFinance(profile: FinanceProfile): FinanceCalculator {
  const investor = profile.buyerType === "investor";
  const date = profile.contractDate;
  const contractYear = Number(date.slice(0, 4));
  const rate = profile.interestRate;
  const years = profile.loanTermYears;
  const io = profile.loanType === "interestOnly";
  const ioYears = io ? Math.min(profile.interestOnlyYears, years) : 0;
  // The loan is assessed over the term left after an interest-only period (at least a year).
  const assessmentYears = Math.max(1, years - ioYears);
  const rateMonthly = rate / 1200;
  // Monthly repayment per dollar borrowed, and first-year interest per dollar: both linear in the loan (before an offset).
  const repayPerDollar = io ? rateMonthly : amortisedMonthly(1, rate, years);
  const interestPerDollar = firstYearInterest(1, rate, years, profile.loanType);
  const offset = profile.offsetBalance ?? 0;
  const offsetInterest = (offset * rate) / 100;
  const deposit = profile.deposit;
  const depositShare = deposit.kind === "percent" ? deposit.percent / 100 : deposit.kind === "cash" ? 1 : NaN;
  // The share of the price borrowed (NaN for a deposit in dollars).
  const loanShare = 1 - depositShare;
  const depositDollars = deposit.kind === "dollars" ? deposit.dollars : NaN;
  const vacancyShare = Math.min(1, profile.vacancyWeeks / 52);
  const mgmt = profile.managementFeePercent / 100;

  // The household: one or two applicants, each taxed on their own income at the contract date's income year.
  const taxYear = incomeTaxYearAt(date);
  const taxScale = packIncomeTax(taxYear.scale);
  const applicants = profile.applicants;
  const two = applicants.length > 1;
  const income = profile.taxableIncome;
  const incomeKnown = income !== null;
  const inc0 = applicants[0].income ?? 0;
  const inc1 = two ? (applicants[1].income ?? 0) : 0;
  const share = two ? 0.5 : 1;
  const taxOn0 = incomeKnown ? personTax(taxScale, inc0) : 0;
  const taxOn1 = incomeKnown && two ? personTax(taxScale, inc1) : 0;
  const helpTotal = applicants.reduce((sum, a) => sum + helpRepayment(a.income ?? 0, a.helpBalance), 0);
  const cardAnnual = applicants.reduce((sum, a) => sum + a.cardLimits, 0) * CARD_LIMIT_MONTHLY.rate * 12;
  const benchmark = incomeKnown ? livingBenchmark(applicants.length, profile.dependants, income!) : NaN;
  const living = incomeKnown ? Math.max(benchmark, profile.livingExpenses ?? 0) : NaN;
  // The buyer's other properties (docs/FINANCE.md §17): their loans (assessed) and costs count against the income,
  // their rents (shaded) with it; the land of those not lived in is added to a new holding's for land tax.
  const holdings = holdingTotals(profile.portfolio);
  const otherDebtsAnnual = (profile.otherDebtRepayments ?? 0) * 12 + holdings.repaymentsAssessed + holdings.costs;
  const otherRentShaded = holdings.rentShaded;
  const otherLoans = holdings.loans;
  const otherRentGross = holdings.rentGross;
  // "Use my equity" (§17): the cash the purchase takes is drawn from usable equity first, as a loan split at the new
  // loan's rate and on its terms (interest-only for its period, else P&I over the term), with no offset against it.
  const usableEquity = holdings.usableEquity;
  const equityOn = profile.useEquity && usableEquity > 0;
  const equityRepayPerDollar = io ? rateMonthly : repayPerDollar;
  const equityInterestPerDollar = firstYearInterest(1, rate, years, profile.loanType);
  const assessmentRate = rate + APRA_BUFFER.percentagePoints;
  const assessAnnuity = loanForRepayment(1, assessmentRate, assessmentYears); // loan per $1 a month
  const piAfterIoPerDollar = io ? amortisedMonthly(1, rate, assessmentYears) : NaN;

  // Schemes the buyer could use, before the listing is known (each also needs the listing to qualify).
  const off = new Set(profile.schemesOff);
  const fhb = !investor && profile.firstHomeBuyer;
  const buyer: DutyBuyer = {
    ownerOccupier: !investor,
    firstHome: profile.firstHomeBuyer,
    foreign: profile.foreignPurchaser,
    income,
    noPropertyFiveYears: profile.noPropertyFiveYears || profile.firstHomeBuyer,
    dependants: profile.dependants,
  };
  const schedules = STATES.map((s) => dutyScheduleAt(s, date));
  const homeRule = schedules.map((s) => homeBuyerRuleApplies(s, buyer) && !(s.firstHome.kind === "homeBuyerConcession" && off.has("homeBuyerConcession")));
  const hgs = homeGuaranteeAt(date);
  const hgsIncomeOk = hgs.incomeCap === null || (incomeKnown && income! <= (two ? hgs.incomeCap.couple : hgs.incomeCap.single));
  const firstHomeGuarantee = fhb && hgsIncomeOk && !off.has("homeGuarantee");
  const familyGuarantee = !investor && !two && profile.dependants >= 1 && incomeKnown && income! <= FAMILY_HOME_GUARANTEE.incomeCap && !off.has("familyHomeGuarantee");
  const capMetro = Float64Array.from(STATES, (s) => hgs.caps[s][0]);
  const capRegional = Float64Array.from(STATES, (s) => hgs.caps[s][1]);
  const grants = STATES.map((s) => (fhb && !off.has("firstHomeOwnerGrant") ? firstHomeOwnerGrantAt(s, date) : null));
  const newHomeOff = off.has("newHomeExemption");
  const offThePlanOff = off.has("offThePlan");

  // Compiled once per profile: the buyer's duty scale and the land tax scale per state, and per type the land share and fixed costs.
  const dutyOfIndex = compileScales(schedules.map((s) => (!investor && s.ownerOccupier ? s.ownerOccupier : s.general)));
  const landTaxScales = packScales(
    STATES.map((st) => {
      const lt = LAND_TAX[st];
      return lt.kind === "scale" ? lt.scale : null;
    }),
  );
  const landTaxOfIndex = (index: number, value: number) => packedAmount(landTaxScales, index, value);
  // Per state: the land of the buyer's other holdings not lived in, and the tax it pays alone (both 0 without any, so the sums below are exact).
  const othersLand = holdings.landByState;
  const othersTax = Float64Array.from(STATES, (_, i) => landTaxOfIndex(i, othersLand[i]));
  const landShare = Float64Array.from(PROPERTY_KINDS, (t) => LAND_SHARE[t]);
  const fees = STATES.map((s) => FEES[s]);
  const holding = PROPERTY_KINDS.map((t) => HOLDING_COSTS[t]);
  // A year's rates and water, insurance and strata by type (whole dollars: the sum is exact).
  const fixedCosts = Float64Array.from(holding, (h) => h.ratesWater + h.insurance + h.strata);
  const lmiDuty = Float64Array.from(STATES, (s) => LMI_PREMIUM_DUTY[s]);
  // The mortgage registration fee by state (0 where none is known): every state's is flat, read once.
  const mortgageFlat = Float64Array.from(STATES, (s) => fee(FEES[s].mortgage, 0));
  for (const s of STATES) if (FEES[s].mortgage && (FEES[s].mortgage!.perThousand || FEES[s].mortgage!.steps || FEES[s].mortgage!.table)) throw new Error("a mortgage fee that varies with the loan needs fee() in the loop");
  // A percentage deposit gives every price the same LVR: worked from the percentage, since
  // price × (1 − share) ÷ price can land a hair above 0.8 and charge a 20 % deposit LMI.
  const fixedLvr = deposit.kind === "percent" ? (100 - deposit.percent) / 100 : deposit.kind === "cash" ? 0 : NaN;
  const fixedLmiRow = fixedLvr === fixedLvr ? lmiRow(fixedLvr) : NaN;
  const taxed = investor && profile.includeTax;
  // Division 43 and 40 per year built (a typical new house's), to the contract's year.
  const d43 = div43Table(contractYear);
  const costByYear = Float64Array.from({ length: d43.length }, (_, i) => newHouseCost(FIRST_YEAR + i));
  const div40PerHouse = newHouseCost(contractYear) * NEW_PLANT_SHARE * NEW_PLANT_FIRST_YEAR_RATE;
  const lastYearIndex = contractYear - FIRST_YEAR;

  // The pieces compute() and cashFlow() share, written once so the two agree to the bit.
  const loanOf = (price: number) => (loanShare === loanShare ? price * loanShare : Math.max(0, price - depositDollars));
  const lvrOf = (price: number, loan: number) => (price > 0 ? (fixedLvr === fixedLvr ? fixedLvr : loan / price) : 0);
  const repaymentOf = (loan: number) => (io ? (loan > offset ? loan - offset : 0) * rateMonthly : loan * repayPerDollar);
  const interestOf = (loan: number) => {
    const gross = loan * interestPerDollar;
    const saved = offsetInterest < gross ? offsetInterest : gross;
    return gross - saved;
  };
  const landTaxAt = (price: number, typeIndex: number, stateIndex: number) =>
    investor && stateIndex >= 0 ? landTaxOfIndex(stateIndex, othersLand[stateIndex] + price * landShare[typeIndex]) - othersTax[stateIndex] : 0;
  const mortgageFeeAt = (loan: number, stateIndex: number) => (loan > 0 && stateIndex >= 0 ? mortgageFlat[stateIndex] : 0);
  /** The year Division 43 reads: the contract's for a new build, else the year built. */
  const isNew = (yearBuilt: number, flags: number) => (flags & (NEW_BUILD | OFF_THE_PLAN)) !== 0 || yearBuilt >= contractYear;
  const div43At = (effYear: number, typeIndex: number, bs: number) => (effYear >= FIRST_YEAR ? d43[effYear - FIRST_YEAR] * TYPE_SHARE[typeIndex] * bs : 0);
  /** The LMI premium on this loan (one expression for compute() and cashFlow(), so they agree to the bit). */
  const lmiOf = (loan: number, lvr: number, stateIndex: number) => lmiPremiumAt(loan, fixedLmiRow === fixedLmiRow ? fixedLmiRow : lmiRow(lvr), stateIndex >= 0 ? lmiDuty[stateIndex] : 0);
  /** Tax saved (+) or added (−) by a year's net rental result, each applicant taxed on their share. */
  const effectOf = (netRental: number) => {
    if (!incomeKnown) return -netRental * ASSUMED_MARGINAL_RATE;
    let e = taxOn0 - personTax(taxScale, Math.max(0, inc0 + share * netRental));
    if (two) e += taxOn1 - personTax(taxScale, Math.max(0, inc1 + share * netRental));
    return e;
  };

  const scratch = emptyNumbers();
  function compute(price: number, weeklyRent: number, typeIndex: number, stateIndex: number, yearBuilt: number, flags: number, out: FinanceNumbers, bedrooms = 0): FinanceNumbers {
    // A territory without schedules (stateIndex −1): no duty, fees, LMI duty or land tax are known.
    const known = stateIndex >= 0;
    const s = known ? schedules[stateIndex] : null;
    const newBuild = isNew(yearBuilt, flags);
    const effYear = newBuild ? contractYear : yearBuilt;
    const regional = (flags & REGIONAL) !== 0;
    const rent = weeklyRent > 0 ? weeklyRent : 0;
    let schemes = 0;

    // Purchase: the loan, duty, fees and LMI.
    const loan = loanOf(price);
    const lvr = lvrOf(price, loan);
    let dutiable = price;
    if (known && stateIndex === VIC && (flags & OFF_THE_PLAN) !== 0 && STRATA[typeIndex] && !offThePlanOff) {
      // Victoria's off-the-plan concession: the price less the construction still to be done (the building's share).
      const reduced = price * landShare[typeIndex];
      if (vicOffThePlanApplies(date, !investor, fhb, reduced)) {
        dutiable = reduced;
        schemes |= SCHEME_OFF_THE_PLAN;
      }
    }
    const fullOnPrice = known ? dutyOfIndex(stateIndex, price) : 0;
    const full = dutiable === price ? fullOnPrice : dutyOfIndex(stateIndex, dutiable);
    let duty = full;
    if (s && homeRule[stateIndex]) {
      const newHome = newBuild && !newHomeOff;
      duty = firstHomeDuty(s, dutiable, full, buyer, { newBuild: newHome, regional });
      if (duty < full) schemes |= newHome && s.firstHomeNewBuildExempt && buyer.firstHome && duty === 0 && firstHomeDuty(s, dutiable, full, buyer, { newBuild: false, regional }) > 0 ? SCHEME_NEW_HOME_EXEMPTION : s.firstHome.kind === "homeBuyerConcession" ? SCHEME_HOME_BUYER_CONCESSION : 0;
    }
    const surcharge = buyer.foreign && s ? s.foreignSurcharge * dutiable : 0;
    const f = known ? fees[stateIndex] : NO_FEES;
    const transferFee = fee(f.transfer, price);
    const mortgageFee = mortgageFeeAt(loan, stateIndex);
    let lmi = lmiOf(loan, lvr, stateIndex);
    let lmiWaived = 0;
    if (lmi > 0 && known && (firstHomeGuarantee || familyGuarantee) && price <= (regional ? capRegional[stateIndex] : capMetro[stateIndex])) {
      if (firstHomeGuarantee && lvr <= FIRST_HOME_GUARANTEE_MAX_LVR + 1e-9) schemes |= SCHEME_HOME_GUARANTEE;
      else if (familyGuarantee && lvr <= FAMILY_HOME_GUARANTEE.maxLvr + 1e-9) schemes |= SCHEME_FAMILY_HOME_GUARANTEE;
      if (schemes & (SCHEME_HOME_GUARANTEE | SCHEME_FAMILY_HOME_GUARANTEE)) {
        lmiWaived = lmi;
        lmi = 0;
      }
    }
    const g = known && newBuild ? grants[stateIndex] : null;
    const grant = g && (g.cap === null || price <= g.cap) ? g.amount : 0;
    if (grant > 0) schemes |= SCHEME_FIRST_HOME_OWNER_GRANT;
    const purchaseCosts = duty + surcharge + transferFee + mortgageFee + lmi;
    const cashInvested = price - loan + purchaseCosts - grant;
    // The part of that cash drawn from usable equity: borrowed too.
    const equityLoan = equityOn && cashInvested > 0 ? (cashInvested < usableEquity ? cashInvested : usableEquity) : 0;
    const equityMonthly = equityLoan * equityRepayPerDollar;
    const equityInterest = equityLoan * equityInterestPerDollar;

    // A year's money: repayments, rent and holding costs.
    const monthlyRepayment = repaymentOf(loan);
    const interest = interestOf(loan);
    const h = holding[typeIndex];
    const fixed = fixedCosts[typeIndex];
    const rentGross = rent * 52;
    const rentCollected = investor ? rentGross * (1 - vacancyShare) : 0;
    const management = rentCollected * mgmt;
    const maintenance = rentGross * MAINTENANCE_SHARE;
    const landTax = landTaxAt(price, typeIndex, stateIndex);
    const operatingCosts = management + maintenance + fixed + landTax;
    const cashFlowPreTax = rentCollected - operatingCosts - 12 * monthlyRepayment - 12 * equityMonthly;

    // Tax (investors): deductions against the rent at each applicant's marginal rate(s).
    const bs = bedScaleAt(bedrooms, typeIndex);
    const inRange = effYear >= FIRST_YEAR && effYear - FIRST_YEAR <= lastYearIndex;
    const constructionCost = inRange && TYPE_SHARE[typeIndex] > 0 ? costByYear[effYear - FIRST_YEAR] * TYPE_SHARE[typeIndex] * bs : 0;
    let div43 = 0;
    let div40 = 0;
    let borrowing = 0;
    let netRental = 0;
    let effect = 0;
    if (investor) {
      div43 = div43At(effYear, typeIndex, bs);
      div40 = newBuild ? div40PerHouse * TYPE_SHARE[typeIndex] * bs : 0;
      borrowing = (lmi + mortgageFee) / BORROWING_COST_YEARS;
      netRental = rentCollected - interest - operatingCosts - div43 - div40 - borrowing - equityInterest;
      if (profile.includeTax) effect = effectOf(netRental);
    }
    const cashFlowAfterTax = cashFlowPreTax + effect;

    // Serviceability at the assessment rate over the term left after any interest-only period (needs an income).
    let maxLoan = NaN;
    let serviceable = NaN;
    let dti = NaN;
    if (incomeKnown) {
      const shaded = (investor ? RENT_SHADING * rentGross : 0) + otherRentShaded;
      const a0 = inc0 + share * shaded;
      let net = a0 - personTax(taxScale, a0);
      if (two) {
        const a1 = inc1 + share * shaded;
        net += a1 - personTax(taxScale, a1);
      }
      const property = investor ? fixed + landTax : fixed;
      const surplus = net - helpTotal - living - otherDebtsAnnual - cardAnnual - property;
      maxLoan = surplus > 0 ? (surplus / 12) * assessAnnuity : 0;
      // The new borrowing is this loan and the equity drawn: both assessed on the same rate and term.
      serviceable = loan + equityLoan <= maxLoan ? 1 : 0;
      const gross = income! + rentGross + otherRentGross;
      dti = gross > 0 ? (loan + equityLoan + otherLoans) / gross : Infinity;
    }

    const perWeekNet = 52 * ((investor ? (1 - vacancyShare) * (1 - mgmt) : 0) - MAINTENANCE_SHARE);
    out.price = price;
    out.loan = loan;
    out.lvr = lvr;
    out.deposit = price - loan;
    out.duty = duty;
    out.dutyBeforeConcession = fullOnPrice;
    out.dutiableValue = dutiable;
    out.foreignSurcharge = surcharge;
    out.transferFee = transferFee;
    out.mortgageFee = mortgageFee;
    out.lmi = lmi;
    out.lmiWaived = lmiWaived;
    out.purchaseCosts = purchaseCosts;
    out.grant = grant;
    out.cashInvested = cashInvested;
    out.equityLoan = equityLoan;
    out.equityMonthlyRepayment = equityMonthly;
    out.equityInterest = equityInterest;
    out.monthlyRepayment = monthlyRepayment;
    out.fortnightlyRepayment = (monthlyRepayment * 12) / 26;
    out.weeklyRepayment = (monthlyRepayment * 12) / 52;
    out.interest = interest;
    out.offsetSaving = loan * interestPerDollar - interest;
    out.rentGross = rentGross;
    out.rentCollected = rentCollected;
    out.management = management;
    out.maintenance = maintenance;
    out.ratesWater = h.ratesWater;
    out.insurance = h.insurance;
    out.strata = h.strata;
    out.landTax = landTax;
    out.operatingCosts = operatingCosts;
    out.constructionCost = constructionCost;
    out.div43 = div43;
    out.div40 = div40;
    out.borrowingCostDeduction = borrowing;
    out.netRentalIncome = netRental;
    out.taxEffect = effect;
    out.cashFlowPreTax = cashFlowPreTax;
    out.cashFlowAfterTax = cashFlowAfterTax;
    out.monthlyPreTax = cashFlowPreTax / 12;
    out.monthlyAfterTax = cashFlowAfterTax / 12;
    out.monthly = profile.includeTax ? cashFlowAfterTax / 12 : cashFlowPreTax / 12;
    out.grossYield = price > 0 ? (rentGross / price) * 100 : 0;
    out.netYield = price > 0 ? ((rentGross * (1 - vacancyShare) - (rentGross * (1 - vacancyShare) * mgmt + maintenance + fixed + landTax)) / (price + purchaseCosts)) * 100 : 0;
    out.cashOnCash = cashInvested > 0 ? ((profile.includeTax ? cashFlowAfterTax : cashFlowPreTax) / cashInvested) * 100 : 0;
    out.breakEvenRent = perWeekNet > 0 ? (fixed + landTax + 12 * monthlyRepayment + 12 * equityMonthly) / perWeekNet : Infinity;
    out.maxLoan = maxLoan;
    out.serviceable = serviceable;
    out.dti = dti;
    out.livingExpenses = living;
    out.livingBenchmark = benchmark;
    out.helpRepayments = helpTotal;
    out.cardCommitments = cardAnnual;
    out.newBuild = newBuild ? 1 : 0;
    out.schemes = schemes;
    return out;
  }

  // compute()'s cash flow alone, written with the same expressions in the same order so the two
  // give the same bits (tested): the engine ranks by this and shows compute()'s figures.
  function cashFlow(price: number, weeklyRent: number, typeIndex: number, stateIndex: number, yearBuilt: number, flags: number, bedrooms = 0): number {
    // With equity drawn, the cash flow depends on the cash the purchase takes (duty, fees, LMI): compute() itself.
    if (equityOn) return compute(price, weeklyRent, typeIndex, stateIndex, yearBuilt, flags, scratch, bedrooms).monthly;
    const rent = weeklyRent > 0 ? weeklyRent : 0;
    const loan = loanOf(price);
    const monthlyRepayment = repaymentOf(loan);
    const rentGross = rent * 52;
    const rentCollected = investor ? rentGross * (1 - vacancyShare) : 0;
    const management = rentCollected * mgmt;
    const maintenance = rentGross * MAINTENANCE_SHARE;
    const operatingCosts = management + maintenance + fixedCosts[typeIndex] + landTaxAt(price, typeIndex, stateIndex);
    const cashFlowPreTax = rentCollected - operatingCosts - 12 * monthlyRepayment;
    if (!taxed) return cashFlowPreTax / 12;
    const lmi = lmiOf(loan, lvrOf(price, loan), stateIndex);
    const interest = interestOf(loan);
    const newBuild = isNew(yearBuilt, flags);
    const effYear = newBuild ? contractYear : yearBuilt;
    const bs = bedScaleAt(bedrooms, typeIndex);
    const div43 = div43At(effYear, typeIndex, bs);
    const div40 = newBuild ? div40PerHouse * TYPE_SHARE[typeIndex] * bs : 0;
    const borrowing = (lmi + mortgageFeeAt(loan, stateIndex)) / BORROWING_COST_YEARS;
    const netRental = rentCollected - interest - operatingCosts - div43 - div40 - borrowing;
    return (cashFlowPreTax + effectOf(netRental)) / 12;
  }

  /**
   * cashFlow() (no flags: a new build is read from the year) over columns, written out in one
   * loop: the profile's choices hoisted out of it, nothing called but packedAmount(), lmiRow() and
   * lmiPremiumAt(), which the compiler inlines. personTax() (with the offset and the Medicare
   * levy) is written out too: called, it took the compiler past its inlining budget, and a call
   * it doesn't inline boxes the doubles it takes and gives on the heap. For the same reason the
   * land tax is worked first, a block of listings at a time, by landTaxesInto(): with its
   * packedAmount() in this loop too (three in all), V8 left one of them a call, and its boxed
   * doubles were about 10 MB of garbage, a young-generation collection, for every 100,000
   * listings. The same expressions in the same order as cashFlow(), so the same bits (tested).
   */
  const keepShare = 1 - vacancyShare;
  const percentLoan = loanShare === loanShare;
  const lvrFixed = fixedLvr === fixedLvr;
  const lmiRowFixed = fixedLmiRow === fixedLmiRow;
  const medicareLower = MEDICARE.lower;
  const medicareRate = MEDICARE.rate;
  const medicarePhaseIn = MEDICARE.phaseInRate;
  const litoMax = LITO.max;
  const litoFirstFrom = LITO.firstFrom;
  const litoFirstRate = LITO.firstRate;
  const litoSecondFrom = LITO.secondFrom;
  const litoSecondBase = LITO.secondBase;
  const litoSecondRate = LITO.secondRate;
  // cashFlowBounds() bounds the tax effect on a known income (effectBoundsOf()); otherwise it is cashFlows().
  const boundIsExact = !(taxed && incomeKnown) || equityOn;
  let effectBounds: EffectBounds | null | undefined;
  /** cashFlows() (`bound` false) and cashFlowBounds() (`bound` true): one loop, so they can't drift apart. */
  function cashFlowsOver(
    bound: boolean,
    ...[price, weeklyRent, typeIndex, stateIndex, year, yearDefault, out, only, from, to, beds]: Parameters<ColumnCashFlows>
  ): void {
    if (equityOn) {
      // Equity drawn: each listing through compute() (cashFlow()), as its working is.
      for (let j = from; j < to; j++) {
        const i = only ? only[j] : j;
        out[i] = cashFlow(price[i], weeklyRent[i], typeIndex[i], stateIndex[i], year ? year[i] : yearDefault, 0, beds ? beds[i] : 0);
      }
      return;
    }
    // The effect bounds, built at the first bound asked for (a calculator that only explains listings never needs them).
    if (bound && !boundIsExact && effectBounds === undefined) effectBounds = effectBoundsOf(effectOf, Math.max(inc0, inc1), share);
    const bounds = bound && !boundIsExact ? effectBounds : null;
    const boundLo = bounds ? bounds.lo : 0;
    const boundPerDollar = bounds ? bounds.perDollar : 0;
    const boundCells = bounds ? bounds.cells : 0;
    const boundTable = bounds ? bounds.table : LAND_TAX_BLOCK;
    const boundMost = bounds ? bounds.most : 0;
    const landTaxes = LAND_TAX_BLOCK;
    for (let start = from; start < to; start += LAND_TAX_BLOCK_SIZE) {
      const end = to - start < LAND_TAX_BLOCK_SIZE ? to : start + LAND_TAX_BLOCK_SIZE;
      if (investor) landTaxesInto(landTaxScales, othersLand, othersTax, landShare, price, typeIndex, stateIndex, only, start, end, landTaxes);
      for (let j = start; j < end; j++) {
        const i = only ? only[j] : j;
        const p = price[i];
        const t = typeIndex[i];
        const s = stateIndex[i];
        const weekly = weeklyRent[i];
        const rent = weekly > 0 ? weekly : 0;
        const loan = percentLoan ? p * loanShare : Math.max(0, p - depositDollars);
        const monthlyRepayment = io ? (loan > offset ? loan - offset : 0) * rateMonthly : loan * repayPerDollar;
        const rentGross = rent * 52;
        const rentCollected = investor ? rentGross * keepShare : 0;
        const management = rentCollected * mgmt;
        const maintenance = rentGross * MAINTENANCE_SHARE;
        const landTax = investor ? landTaxes[j - start] : 0;
        const operatingCosts = management + maintenance + fixedCosts[t] + landTax;
        const cashFlowPreTax = rentCollected - operatingCosts - 12 * monthlyRepayment;
        if (!taxed) {
          out[i] = cashFlowPreTax / 12;
          continue;
        }
        const lvr = p > 0 ? (lvrFixed ? fixedLvr : loan / p) : 0;
        const lmi = lmiPremiumAt(loan, lmiRowFixed ? fixedLmiRow : lmiRow(lvr), s >= 0 ? lmiDuty[s] : 0);
        const grossInterest = loan * interestPerDollar;
        const interest = grossInterest - (offsetInterest < grossInterest ? offsetInterest : grossInterest);
        const y = year ? year[i] : yearDefault;
        const newBuild = y >= contractYear;
        const effYear = newBuild ? contractYear : y;
        const b = beds ? beds[i] : 0;
        const r = b > 0 ? b / TYPICAL_BEDS[t] : 1;
        const bs = r < 0.5 ? 0.5 : r > 1.5 ? 1.5 : r;
        const div43 = effYear >= FIRST_YEAR ? d43[effYear - FIRST_YEAR] * TYPE_SHARE[t] * bs : 0;
        const div40 = newBuild ? div40PerHouse * TYPE_SHARE[t] * bs : 0;
        const mortgageFee = loan > 0 && s >= 0 ? mortgageFlat[s] : 0;
        const borrowing = (lmi + mortgageFee) / BORROWING_COST_YEARS;
        const netRental = rentCollected - interest - operatingCosts - div43 - div40 - borrowing;
        let effect: number;
        if (!incomeKnown) effect = -netRental * ASSUMED_MARGINAL_RATE;
        else if (bounds) {
          // The bound of the cell the net rental result falls in (NaN stays NaN).
          const u = (netRental - boundLo) * boundPerDollar;
          effect = u < boundCells ? (u < 0 ? boundMost : boundTable[u | 0]) : u >= boundCells ? boundTable[boundCells] : netRental;
        } else {
          // personTax() written out, for each applicant's share.
          const x0 = Math.max(0, inc0 + share * netRental);
          const onScale0 = packedAmount(taxScale, 0, x0);
          const lito0 = x0 <= litoFirstFrom ? litoMax : x0 <= litoSecondFrom ? litoMax - litoFirstRate * (x0 - litoFirstFrom) : Math.max(0, litoSecondBase - litoSecondRate * (x0 - litoSecondFrom));
          const medicare0 = x0 <= medicareLower ? 0 : Math.min(medicareRate * x0, medicarePhaseIn * (x0 - medicareLower));
          effect = taxOn0 - ((onScale0 > lito0 ? onScale0 - lito0 : 0) + medicare0);
          if (two) {
            const x1 = Math.max(0, inc1 + share * netRental);
            const onScale1 = packedAmount(taxScale, 0, x1);
            const lito1 = x1 <= litoFirstFrom ? litoMax : x1 <= litoSecondFrom ? litoMax - litoFirstRate * (x1 - litoFirstFrom) : Math.max(0, litoSecondBase - litoSecondRate * (x1 - litoSecondFrom));
            const medicare1 = x1 <= medicareLower ? 0 : Math.min(medicareRate * x1, medicarePhaseIn * (x1 - medicareLower));
            effect += taxOn1 - ((onScale1 > lito1 ? onScale1 - lito1 : 0) + medicare1);
          }
        }
        out[i] = (cashFlowPreTax + effect) / 12;
      }
    }
  }
  // Typed by FinanceCalculator["cashFlows"], whose declaration names the parameters.
  const cashFlows: FinanceCalculator["cashFlows"] = (...args) => cashFlowsOver(false, ...args);
  const cashFlowBounds: FinanceCalculator["cashFlowBounds"] = (...args) => cashFlowsOver(true, ...args);

  return {
    profile,
    contractYear,
    financialYear: financialYearOf(date),
    holdings,
    landTaxFor: (state, type, value) => landTaxAt(value, PROPERTY_KINDS.indexOf(type), STATES.indexOf(state)),
    assessmentRate,
    assessmentYears,
    compute,
    cashFlow,
    cashFlows,
    cashFlowBounds,
    cashFlowBoundIsExact: boundIsExact,
    cashFlowReadsYearBuilt: taxed,
    numbers(facts, out = emptyNumbers()) {
      return compute(
        facts.price,
        facts.weeklyRent ?? 0,
        PROPERTY_KINDS.indexOf(facts.type),
        STATES.indexOf(facts.state),
        facts.yearBuilt ?? 0,
        (facts.newBuild ? NEW_BUILD : 0) | (facts.regional ? REGIONAL : 0) | (facts.offThePlan ? OFF_THE_PLAN : 0),
        out,
        facts.bedrooms ?? 0,
      );
    },
    monthlyCashFlow(price, weeklyRent, typeIndex, stateIndex, yearBuilt, flags) {
      return compute(price, weeklyRent, typeIndex, stateIndex, yearBuilt, flags, scratch).monthly;
    },
    repaymentAfterInterestOnly: (loan: number) => (io ? loan * piAfterIoPerDollar : NaN),
    taxEffect: effectOf,
  };
}
