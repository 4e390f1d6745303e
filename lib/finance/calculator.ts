/**
 * The finance core's fast path. `prepareFinance(profile)` works out everything that depends only
 * on the buyer once (monthly rate, annuity factors, the duty rule per state, the tax on their
 * income); `compute` then costs one listing with a few dozen arithmetic operations, two scale
 * look-ups and no allocation, writing into a caller's `FinanceNumbers`. `./analyse.ts` builds the
 * itemised, sourced working on top of the same function, so the panel, the chat and the ranking
 * all show one figure. Formulas: docs/FINANCE.md.
 */
import type { PropertyTypeKey } from "@/lib/engine/types";
import {
  BORROWING_COST_YEARS,
  HOLDING_COSTS,
  LAND_SHARE,
  LIVING_EXPENSES,
  MAINTENANCE_SHARE,
  NEW_PLANT_FIRST_YEAR_RATE,
  NEW_PLANT_SHARE,
  PROPERTY_KINDS,
  RENT_SHADING,
} from "./assumptions";
import { firstHomeDuty, type DutyBuyer } from "./duty";
import { amortisedMonthly, firstYearInterest, loanForRepayment } from "./loan";
import type { FinanceProfile } from "./profile";
import { compileScales, packScales, packedAmount, scaleAmount } from "./scale";
import { APRA_BUFFER, DEPRECIATION, DUTY, FEES, FINANCE_YEAR, LAND_TAX, LMI_LOAN_BANDS, LMI_PREMIUMS, LMI_PREMIUM_DUTY, MEDICARE, STATES, type FeeRule, type StateCode, type StateFees } from "./schedules";
import { ASSUMED_MARGINAL_RATE, INCOME_TAX_SCALE, incomeTax, taxEffect } from "./tax";

/** Listing flags for the fast path. */
export const NEW_BUILD = 1;
/** WA: outside the Perth and Peel regions. */
export const REGIONAL = 2;

export type ListingFacts = {
  price: number;
  /** Weekly rent (the listing's, or the engine's estimate); null for land. */
  weeklyRent: number | null;
  type: PropertyTypeKey;
  state: StateCode;
  yearBuilt?: number | null;
  newBuild?: boolean;
  regional?: boolean;
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
  foreignSurcharge: number;
  transferFee: number;
  mortgageFee: number;
  lmi: number;
  purchaseCosts: number;
  /** Deposit + purchase costs: the cash the purchase takes. */
  cashInvested: number;
  monthlyRepayment: number;
  interest: number;
  rentGross: number;
  rentCollected: number;
  management: number;
  maintenance: number;
  ratesWater: number;
  insurance: number;
  strata: number;
  landTax: number;
  operatingCosts: number;
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
};

export const emptyNumbers = (): FinanceNumbers => ({
  price: 0, loan: 0, lvr: 0, deposit: 0, duty: 0, dutyBeforeConcession: 0, foreignSurcharge: 0, transferFee: 0, mortgageFee: 0, lmi: 0,
  purchaseCosts: 0, cashInvested: 0, monthlyRepayment: 0, interest: 0, rentGross: 0, rentCollected: 0, management: 0, maintenance: 0,
  ratesWater: 0, insurance: 0, strata: 0, landTax: 0, operatingCosts: 0, div43: 0, div40: 0, borrowingCostDeduction: 0, netRentalIncome: 0,
  taxEffect: 0, cashFlowPreTax: 0, cashFlowAfterTax: 0, monthlyPreTax: 0, monthlyAfterTax: 0, monthly: 0, grossYield: 0, netYield: 0,
  cashOnCash: 0, breakEvenRent: 0, maxLoan: NaN, serviceable: NaN, dti: NaN,
});

export type FinanceCalculator = {
  profile: FinanceProfile;
  /**
   * The ranking's fast path: the monthly cash flow alone, the same number as compute().monthly (to
   * the bit), leaving out what doesn't move it: duty, the transfer fee, serviceability, yields. Tax
   * effects still count LMI and the mortgage fee (borrowing costs are deductible). stateIndex −1
   * (a territory without schedules) counts no land tax, LMI duty or fees.
   */
  cashFlow(price: number, weeklyRent: number, typeIndex: number, stateIndex: number, yearBuilt: number, flags: number): number;
  /**
   * cashFlow() for many listings held in columns (the engine's): out[i] for each i of
   * only[from..to), or of from..to when `only` is null. `year` null: every listing's year built is
   * `yearDefault`. One loop inside the calculator, so nothing is allocated or called per listing.
   */
  cashFlows(
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
  ): void;
  /** Whether cashFlow() reads the year built (an investor with tax effects: Division 43). Otherwise it can pass 0. */
  cashFlowReadsYearBuilt: boolean;
  /**
   * The fast path: every figure for one listing into `out` (typeIndex in PROPERTY_KINDS, stateIndex
   * in STATES, −1 for a territory without schedules: no duty, fees or land tax; yearBuilt 0 =
   * unknown; flags NEW_BUILD | REGIONAL).
   */
  compute(price: number, weeklyRent: number, typeIndex: number, stateIndex: number, yearBuilt: number, flags: number, out: FinanceNumbers): FinanceNumbers;
  /** compute() for a plain listing object. */
  numbers(facts: ListingFacts, out?: FinanceNumbers): FinanceNumbers;
  /** Monthly cash flow: after tax when the profile includes tax effects, else before. */
  monthlyCashFlow(price: number, weeklyRent: number, typeIndex: number, stateIndex: number, yearBuilt: number, flags: number): number;
  /** The assessment rate (the profile's rate + APRA's buffer), percent. */
  assessmentRate: number;
};

const NO_FEES: StateFees = { transfer: null, mortgage: null, note: "" };

function fee(rule: FeeRule | null, price: number): number {
  if (!rule) return 0;
  return rule.fixed + rule.perThousand * Math.floor(Math.min(price, rule.cap || price) / 1000);
}

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

/** Per type (PROPERTY_KINDS order): the building's share of the price × 2.5 % (Division 43), and × the new plant's first-year decline (Division 40). */
const DIV43_FACTOR = Float64Array.from(PROPERTY_KINDS, (t) => (t === "Land" ? 0 : (1 - LAND_SHARE[t]) * DEPRECIATION.div43Rate));
const DIV40_FACTOR = Float64Array.from(PROPERTY_KINDS, (t) => (t === "Land" ? 0 : (1 - LAND_SHARE[t]) * NEW_PLANT_SHARE * NEW_PLANT_FIRST_YEAR_RATE));

/** Whether a building qualifies for Division 43: built 1988 or later and within 40 years, or new. */
const div43Eligible = (yearBuilt: number, newBuild: boolean) => newBuild || (yearBuilt >= DEPRECIATION.div43FirstYear && FINANCE_YEAR - yearBuilt < DEPRECIATION.div43Years);

/** Division 43, first year: 2.5 % of the building's cost (its share of the price) when built 1988 or later and within 40 years, or new. */
export function div43Of(type: PropertyTypeKey, price: number, yearBuilt: number, newBuild: boolean): number {
  return div43Eligible(yearBuilt, newBuild) ? price * DIV43_FACTOR[PROPERTY_KINDS.indexOf(type)] : 0;
}

/** Division 40, first year: only a new dwelling's plant (second-hand plant is not deductible for individual investors since 1 July 2017). */
export function div40Of(type: PropertyTypeKey, price: number, newBuild: boolean): number {
  return newBuild ? price * DIV40_FACTOR[PROPERTY_KINDS.indexOf(type)] : 0;
}

export function prepareFinance(profile: FinanceProfile): FinanceCalculator {
  const investor = profile.buyerType === "investor";
  const rate = profile.interestRate;
  const years = profile.loanTermYears;
  const io = profile.loanType === "interestOnly";
  // Monthly repayment per dollar borrowed, and first-year interest per dollar: both linear in the loan.
  const repayPerDollar = io ? rate / 1200 : amortisedMonthly(1, rate, years);
  const interestPerDollar = firstYearInterest(1, rate, years, profile.loanType);
  const deposit = profile.deposit;
  const depositShare = deposit.kind === "percent" ? deposit.percent / 100 : deposit.kind === "cash" ? 1 : NaN;
  // The share of the price borrowed (NaN for a deposit in dollars).
  const loanShare = 1 - depositShare;
  const depositDollars = deposit.kind === "dollars" ? deposit.dollars : NaN;
  const vacancyShare = Math.min(1, profile.vacancyWeeks / 52);
  const mgmt = profile.managementFeePercent / 100;
  const income = profile.taxableIncome;
  const taxOnIncome = income === null ? 0 : incomeTax(income);
  const otherDebtsAnnual = (profile.otherDebtRepayments ?? 0) * 12;
  const assessmentRate = rate + APRA_BUFFER.percentagePoints;
  const assessAnnuity = loanForRepayment(1, assessmentRate, years); // loan per $1 a month
  const buyer: DutyBuyer = { ownerOccupier: !investor, firstHome: profile.firstHomeBuyer, foreign: profile.foreignPurchaser, income };
  const fhb = !investor && profile.firstHomeBuyer;
  const schedules = STATES.map((s) => DUTY[s]);
  // Compiled once per profile: the buyer's duty scale and the land tax scale per state, and per type the land share and fixed costs.
  const dutyOfIndex = compileScales(schedules.map((s) => (!investor && s.ownerOccupier ? s.ownerOccupier : s.general)));
  const landTaxScales = packScales(
    STATES.map((st) => {
      const lt = LAND_TAX[st];
      return lt.kind === "scale" ? lt.scale : null;
    }),
  );
  const landTaxOfIndex = (index: number, value: number) => packedAmount(landTaxScales, index, value);
  const landShare = Float64Array.from(PROPERTY_KINDS, (t) => LAND_SHARE[t]);
  const fees = STATES.map((s) => FEES[s]);
  const holding = PROPERTY_KINDS.map((t) => HOLDING_COSTS[t]);
  // A year's rates and water, insurance and strata by type (whole dollars: the sum is exact).
  const fixedCosts = Float64Array.from(holding, (h) => h.ratesWater + h.insurance + h.strata);
  const lmiDuty = Float64Array.from(STATES, (s) => LMI_PREMIUM_DUTY[s]);
  // The mortgage registration fee by state (0 where none is known), and a loan's LMI row when the LVR is the same for every price.
  const mortgageFees = STATES.map((s) => FEES[s].mortgage);
  // A percentage deposit gives every price the same LVR: worked from the percentage, since
  // price × (1 − share) ÷ price can land a hair above 0.8 and charge a 20 % deposit LMI.
  const fixedLvr = deposit.kind === "percent" ? (100 - deposit.percent) / 100 : deposit.kind === "cash" ? 0 : NaN;
  const fixedLmiRow = fixedLvr === fixedLvr ? lmiRow(fixedLvr) : NaN;
  const taxed = investor && profile.includeTax;
  // The pieces compute() and cashFlow() share, written once so the two agree to the bit.
  const loanOf = (price: number) => (loanShare === loanShare ? price * loanShare : Math.max(0, price - depositDollars));
  const lvrOf = (price: number, loan: number) => (price > 0 ? (fixedLvr === fixedLvr ? fixedLvr : loan / price) : 0);
  const landTaxAt = (price: number, typeIndex: number, stateIndex: number) => (investor && stateIndex >= 0 ? landTaxOfIndex(stateIndex, price * landShare[typeIndex]) : 0);
  const mortgageFeeAt = (loan: number, stateIndex: number) => (loan > 0 && stateIndex >= 0 ? fee(mortgageFees[stateIndex], loan) : 0);
  const div43At = (price: number, typeIndex: number, yearBuilt: number, newBuild: boolean) => (div43Eligible(yearBuilt, newBuild) ? price * DIV43_FACTOR[typeIndex] : 0);
  /** The LMI premium on this loan (one expression for compute() and cashFlow(), so they agree to the bit). */
  const lmiOf = (loan: number, lvr: number, stateIndex: number) => lmiPremiumAt(loan, fixedLmiRow === fixedLmiRow ? fixedLmiRow : lmiRow(lvr), stateIndex >= 0 ? lmiDuty[stateIndex] : 0);

  function compute(price: number, weeklyRent: number, typeIndex: number, stateIndex: number, yearBuilt: number, flags: number, out: FinanceNumbers): FinanceNumbers {
    // A territory without schedules (stateIndex −1): no duty, fees, LMI duty or land tax are known.
    const known = stateIndex >= 0;
    const s = known ? schedules[stateIndex] : null;
    const newBuild = (flags & NEW_BUILD) !== 0;
    const rent = weeklyRent > 0 ? weeklyRent : 0;

    // Purchase: the loan, duty, fees and LMI.
    const loan = loanOf(price);
    const lvr = lvrOf(price, loan);
    const full = known ? dutyOfIndex(stateIndex, price) : 0;
    const duty = fhb && s ? firstHomeDuty(s, price, full, buyer, { newBuild, regional: (flags & REGIONAL) !== 0 }) : full;
    const surcharge = buyer.foreign && s ? s.foreignSurcharge * price : 0;
    const f = known ? fees[stateIndex] : NO_FEES;
    const transferFee = fee(f.transfer, price);
    const mortgageFee = mortgageFeeAt(loan, stateIndex);
    const lmi = lmiOf(loan, lvr, stateIndex);
    const purchaseCosts = duty + surcharge + transferFee + mortgageFee + lmi;
    const cashInvested = price - loan + purchaseCosts;

    // A year's money: repayments, rent and holding costs.
    const monthlyRepayment = loan * repayPerDollar;
    const interest = loan * interestPerDollar;
    const h = holding[typeIndex];
    const fixed = fixedCosts[typeIndex];
    const rentGross = rent * 52;
    const rentCollected = investor ? rentGross * (1 - vacancyShare) : 0;
    const management = rentCollected * mgmt;
    const maintenance = rentGross * MAINTENANCE_SHARE;
    const landTax = landTaxAt(price, typeIndex, stateIndex);
    const operatingCosts = management + maintenance + fixed + landTax;
    const cashFlowPreTax = rentCollected - operatingCosts - 12 * monthlyRepayment;

    // Tax (investors): deductions against the rent at the buyer's marginal rate(s).
    let div43 = 0;
    let div40 = 0;
    let borrowing = 0;
    let netRental = 0;
    let effect = 0;
    if (investor) {
      div43 = div43At(price, typeIndex, yearBuilt, newBuild);
      div40 = newBuild ? price * DIV40_FACTOR[typeIndex] : 0;
      borrowing = (lmi + mortgageFee) / BORROWING_COST_YEARS;
      netRental = rentCollected - interest - operatingCosts - div43 - div40 - borrowing;
      if (profile.includeTax) effect = taxEffect(income, taxOnIncome, netRental);
    }
    const cashFlowAfterTax = cashFlowPreTax + effect;

    // Serviceability at the assessment rate (needs an income).
    let maxLoan = NaN;
    let serviceable = NaN;
    let dti = NaN;
    if (income !== null) {
      const shaded = investor ? RENT_SHADING * rentGross : 0;
      const assessed = income + shaded;
      const property = investor ? fixed + landTax : fixed;
      const surplus = assessed - incomeTax(assessed) - LIVING_EXPENSES - otherDebtsAnnual - property;
      maxLoan = surplus > 0 ? (surplus / 12) * assessAnnuity : 0;
      serviceable = loan <= maxLoan ? 1 : 0;
      const gross = income + rentGross;
      dti = gross > 0 ? loan / gross : Infinity;
    }

    const perWeekNet = 52 * ((investor ? (1 - vacancyShare) * (1 - mgmt) : 0) - MAINTENANCE_SHARE);
    out.price = price;
    out.loan = loan;
    out.lvr = lvr;
    out.deposit = price - loan;
    out.duty = duty;
    out.dutyBeforeConcession = full;
    out.foreignSurcharge = surcharge;
    out.transferFee = transferFee;
    out.mortgageFee = mortgageFee;
    out.lmi = lmi;
    out.purchaseCosts = purchaseCosts;
    out.cashInvested = cashInvested;
    out.monthlyRepayment = monthlyRepayment;
    out.interest = interest;
    out.rentGross = rentGross;
    out.rentCollected = rentCollected;
    out.management = management;
    out.maintenance = maintenance;
    out.ratesWater = h.ratesWater;
    out.insurance = h.insurance;
    out.strata = h.strata;
    out.landTax = landTax;
    out.operatingCosts = operatingCosts;
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
    out.breakEvenRent = perWeekNet > 0 ? (fixed + landTax + 12 * monthlyRepayment) / perWeekNet : Infinity;
    out.maxLoan = maxLoan;
    out.serviceable = serviceable;
    out.dti = dti;
    return out;
  }

  // compute()'s cash flow alone, written with the same expressions in the same order so the two
  // give the same bits (tested): the engine ranks by this and shows compute()'s figures.
  function cashFlow(price: number, weeklyRent: number, typeIndex: number, stateIndex: number, yearBuilt: number, flags: number): number {
    const rent = weeklyRent > 0 ? weeklyRent : 0;
    const loan = loanOf(price);
    const monthlyRepayment = loan * repayPerDollar;
    const rentGross = rent * 52;
    const rentCollected = investor ? rentGross * (1 - vacancyShare) : 0;
    const management = rentCollected * mgmt;
    const maintenance = rentGross * MAINTENANCE_SHARE;
    const operatingCosts = management + maintenance + fixedCosts[typeIndex] + landTaxAt(price, typeIndex, stateIndex);
    const cashFlowPreTax = rentCollected - operatingCosts - 12 * monthlyRepayment;
    if (!taxed) return cashFlowPreTax / 12;
    const lmi = lmiOf(loan, lvrOf(price, loan), stateIndex);
    const interest = loan * interestPerDollar;
    const newBuild = (flags & NEW_BUILD) !== 0;
    const div43 = div43At(price, typeIndex, yearBuilt, newBuild);
    const div40 = newBuild ? price * DIV40_FACTOR[typeIndex] : 0;
    const borrowing = (lmi + mortgageFeeAt(loan, stateIndex)) / BORROWING_COST_YEARS;
    const netRental = rentCollected - interest - operatingCosts - div43 - div40 - borrowing;
    return (cashFlowPreTax + taxEffect(income, taxOnIncome, netRental)) / 12;
  }

  /**
   * cashFlow() (no flags) over columns, written out in one loop: the profile's choices hoisted
   * out of it, nothing called but packedAmount(), lmiRow(), lmiPremiumAt() and fee(), which the
   * compiler inlines. incomeTax() and medicareLevy() are written out too: called, they took the
   * compiler past its inlining budget, and a call it doesn't inline boxes the doubles it takes
   * and gives on the heap (3 MB a search of 100,000 listings, and the collections that follow).
   * The same expressions in the same order as cashFlow(), so the same bits (tested).
   */
  const keepShare = 1 - vacancyShare;
  const percentLoan = loanShare === loanShare;
  const lvrFixed = fixedLvr === fixedLvr;
  const lmiRowFixed = fixedLmiRow === fixedLmiRow;
  const incomeKnown = income !== null;
  const incomeValue = income ?? 0;
  const div43From = DEPRECIATION.div43FirstYear;
  const div43Years = DEPRECIATION.div43Years;
  const medicareLower = MEDICARE.lower;
  const medicareRate = MEDICARE.rate;
  const medicarePhaseIn = MEDICARE.phaseInRate;
  // Typed by FinanceCalculator["cashFlows"], whose declaration names the parameters.
  const cashFlows: FinanceCalculator["cashFlows"] = function cashFlows(price, weeklyRent, typeIndex, stateIndex, year, yearDefault, out, only, from, to) {
    for (let j = from; j < to; j++) {
      const i = only ? only[j] : j;
      const p = price[i];
      const t = typeIndex[i];
      const s = stateIndex[i];
      const weekly = weeklyRent[i];
      const rent = weekly > 0 ? weekly : 0;
      const loan = percentLoan ? p * loanShare : Math.max(0, p - depositDollars);
      const monthlyRepayment = loan * repayPerDollar;
      const rentGross = rent * 52;
      const rentCollected = investor ? rentGross * keepShare : 0;
      const management = rentCollected * mgmt;
      const maintenance = rentGross * MAINTENANCE_SHARE;
      const landTax = investor && s >= 0 ? packedAmount(landTaxScales, s, p * landShare[t]) : 0;
      const operatingCosts = management + maintenance + fixedCosts[t] + landTax;
      const cashFlowPreTax = rentCollected - operatingCosts - 12 * monthlyRepayment;
      if (!taxed) {
        out[i] = cashFlowPreTax / 12;
        continue;
      }
      const lvr = p > 0 ? (lvrFixed ? fixedLvr : loan / p) : 0;
      const lmi = lmiPremiumAt(loan, lmiRowFixed ? fixedLmiRow : lmiRow(lvr), s >= 0 ? lmiDuty[s] : 0);
      const interest = loan * interestPerDollar;
      const y = year ? year[i] : yearDefault;
      const div43 = y >= div43From && FINANCE_YEAR - y < div43Years ? p * DIV43_FACTOR[t] : 0;
      const mortgageFee = loan > 0 && s >= 0 ? fee(mortgageFees[s], loan) : 0;
      const borrowing = (lmi + mortgageFee) / BORROWING_COST_YEARS;
      // cashFlow()'s "− div40" is "− 0" without a new build: x − 0 is x (−0 and NaN included).
      const netRental = rentCollected - interest - operatingCosts - div43 - borrowing;
      // taxEffect(), with incomeTax() and medicareLevy() written out (the compiler inlines no deeper than packedAmount()).
      const taxable = Math.max(0, incomeValue + netRental);
      const medicare = taxable <= medicareLower ? 0 : Math.min(medicareRate * taxable, medicarePhaseIn * (taxable - medicareLower));
      const effect = incomeKnown ? taxOnIncome - (packedAmount(INCOME_TAX_SCALE, 0, taxable) + medicare) : -netRental * ASSUMED_MARGINAL_RATE;
      out[i] = (cashFlowPreTax + effect) / 12;
    }
  };

  const scratch = emptyNumbers();
  return {
    profile,
    assessmentRate,
    compute,
    cashFlow,
    cashFlows,
    cashFlowReadsYearBuilt: taxed,
    numbers(facts, out = emptyNumbers()) {
      return compute(
        facts.price,
        facts.weeklyRent ?? 0,
        PROPERTY_KINDS.indexOf(facts.type),
        STATES.indexOf(facts.state),
        facts.yearBuilt ?? 0,
        (facts.newBuild ? NEW_BUILD : 0) | (facts.regional ? REGIONAL : 0),
        out,
      );
    },
    monthlyCashFlow(price, weeklyRent, typeIndex, stateIndex, yearBuilt, flags) {
      return compute(price, weeklyRent, typeIndex, stateIndex, yearBuilt, flags, scratch).monthly;
    },
  };
}

