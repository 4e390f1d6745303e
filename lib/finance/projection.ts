/**
 * The hold, year by year (docs/FINANCE.md §15): a listing's year-one working (`FinanceCalculator.numbers`)
 * carried forward over a hold of 1-30 years. Rent grows, costs are indexed, the loan amortises
 * (interest-only, then principal and interest over the term left), depreciation declines, the value
 * grows; at the end the sale: selling costs, capital gains tax with the 50 % discount, net proceeds,
 * total return and IRR. Pure: the same in the browser (the "Ten years" tab) and on the server.
 * Nothing here re-implements a rate: duty, fees, LMI, land tax, Division 43, tax and repayments are
 * the calculator's and ./loan.ts's functions.
 */
import { MAINTENANCE_SHARE, NEW_PLANT_FIRST_YEAR_RATE } from "./assumptions";
import { div43RateFor, type FinanceCalculator, type FinanceNumbers, type ListingFacts } from "./calculator";
import { amortisedMonthly } from "./loan";
import { estimate, yours, type Provenance } from "./provenance";

export const HOLD_YEARS_DEFAULT = 10;
export const HOLD_YEARS_MIN = 1;
export const HOLD_YEARS_MAX = 30;
/** Rent growth a year when nothing measured is known: Propie's assumption (about the long-run rise in advertised rents). */
export const RENT_GROWTH_DEFAULT = 3;
/** Holding costs (rates and water, insurance, strata, maintenance) indexed a year: the midpoint of the RBA's 2-3 % inflation target. */
export const COST_GROWTH_DEFAULT = 2.5;
/** Capital growth a year when the listing has no suburb figure: Propie's assumption. */
export const GROWTH_DEFAULT = 4;
/** A suburb's one-year change is held within this band before it stands for every year of a hold. */
export const GROWTH_BAND = { min: -2, max: 7 } as const;
/** Selling costs, percent of the sale price: agent's commission, marketing and conveyancing (Propie's assumption). */
export const SELLING_COST_DEFAULT = 2.5;
/** The CGT discount for an individual who held the asset at least 12 months (ATO). */
export const CGT_DISCOUNT = 0.5;

/** How far an assumption can be trusted: the suburb's measured figure, a modelled one, Propie's assumption, or the buyer's own. */
export type AssumptionConfidence = "measured" | "modelled" | "assumption" | "yours";
export type ProjectionAssumption = { value: number; confidence: AssumptionConfidence; provenance: Provenance };

/** A suburb's figure, as the listing's scoring inputs carry it (docs/SCORING.md §15). */
export type SuburbFigure = { value: number; kind: "measured" | "modelled"; detail?: string };

/** Every assumption of a projection can be set; anything left out takes its default. Percent a year unless named. */
export type ProjectionOverrides = {
  years?: number;
  growthPercent?: number;
  rentGrowthPercent?: number;
  costGrowthPercent?: number;
  sellingCostPercent?: number;
};

export type ProjectionAssumptions = {
  years: number;
  growthPercent: ProjectionAssumption;
  rentGrowthPercent: ProjectionAssumption;
  costGrowthPercent: ProjectionAssumption;
  sellingCostPercent: ProjectionAssumption;
};

/** One year of the hold; dollars, unrounded. */
export type ProjectionYear = {
  year: number;
  rentGross: number;
  /** Rent less the vacancy allowance. */
  rentCollected: number;
  /** Management, maintenance, rates and water, insurance, strata and land tax. */
  costs: number;
  landTax: number;
  interest: number;
  principal: number;
  /** Both loans' repayments: the loan's interest and principal, and the equity loan's (equityRepayments). */
  repayments: number;
  /** Whether any month of the year was interest-only. */
  interestOnly: boolean;
  /** Interest on the equity drawn ("use my equity", docs/FINANCE.md §17): a second loan on the new loan's terms; 0 without one. */
  equityInterest: number;
  /** That loan's repayments in the year (in `repayments` too). */
  equityRepayments: number;
  /** That loan's balance at the end of the year. */
  equityLoanBalance: number;
  cashFlowPreTax: number;
  div43: number;
  div40: number;
  borrowingDeduction: number;
  netRental: number;
  taxEffect: number;
  cashFlowAfterTax: number;
  /** After-tax cash flow from year 1 to this year. */
  cumulativeCashFlow: number;
  /** Value at the end of the year. */
  value: number;
  /** Loan balance at the end of the year. */
  balance: number;
  /** Value − the loan's balance − the equity loan's balance. */
  equity: number;
  /** The year's after-tax cash flow ÷ the cash the purchase took, percent. */
  cashOnCash: number;
};

export type ProjectionExit = {
  salePrice: number;
  sellingCosts: number;
  /** Price + duty, surcharge and transfer fee (LMI and the mortgage fee are borrowing costs, deducted) − the Division 43 claimed. */
  costBase: number;
  capitalGain: number;
  /** The gain after the 50 % discount (nil for a loss). */
  taxableGain: number;
  capitalGainsTax: number;
  /** Why CGT is what it is, in words. */
  cgtNote: string;
  loanRepaid: number;
  /** The equity loan repaid from the sale (0 without one). */
  equityLoanRepaid: number;
  netProceeds: number;
};

export type Projection = {
  assumptions: ProjectionAssumptions;
  /** The cash the purchase takes (deposit + costs − grant), from any source: the base of the percentages. */
  cashInvested: number;
  /** Of it, the usable equity drawn (a loan, repaid from the sale); the rest is the buyer's own cash. */
  equityLoan: number;
  years: ProjectionYear[];
  exit: ProjectionExit;
  /** Net proceeds (after repaying both loans) + every year's after-tax cash flow − the buyer's own cash (cash invested − equity drawn). */
  totalReturn: number;
  /** totalReturn ÷ the cash invested (from any source), percent. */
  totalReturnPercent: number;
  /** The annual rate that discounts the buyer's own cash, each year's cash flow and the net proceeds to nil, percent; null when none exists (or no own cash went in). */
  irrPercent: number | null;
  /** Year one's after-tax cash flow ÷ the cash invested, percent (the year-one working's). */
  cashOnCashPercent: number;
  /** The first year whose after-tax cash flow is above nil; null if none in the hold. */
  firstPositiveYear: number | null;
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const pct = (n: number) => `${n >= 0 ? "" : "−"}${Math.abs(round1(n))}%`;

/**
 * The assumptions a projection runs on: the buyer's where given, else the suburb's growth (held
 * within GROWTH_BAND), else Propie's. Each says how far it can be trusted.
 */
export function projectionAssumptions(overrides: ProjectionOverrides = {}, suburb: { growth?: SuburbFigure | null; rentGrowth?: SuburbFigure | null } = {}): ProjectionAssumptions {
  const years = Math.round(overrides.years ?? HOLD_YEARS_DEFAULT);
  if (!(years >= HOLD_YEARS_MIN && years <= HOLD_YEARS_MAX)) throw new RangeError(`A hold must be ${HOLD_YEARS_MIN} to ${HOLD_YEARS_MAX} years.`);
  const mine = (value: number, what: string): ProjectionAssumption => ({ value, confidence: "yours", provenance: yours(`your ${what} of ${pct(value)} a year`) });
  const fromSuburb = (f: SuburbFigure, what: string): ProjectionAssumption => {
    const held = Math.min(GROWTH_BAND.max, Math.max(GROWTH_BAND.min, f.value));
    const heldWords = held !== f.value ? `, held to ${pct(held)} a year for a long hold` : "";
    return { value: held, confidence: f.kind, provenance: estimate(`the suburb's ${f.kind} ${what}, ${pct(f.value)} over 12 months${heldWords}${f.detail ? ` (${f.detail})` : ""}`) };
  };
  const assumed = (value: number, words: string): ProjectionAssumption => ({ value, confidence: "assumption", provenance: estimate(words) });
  return {
    years,
    growthPercent:
      overrides.growthPercent !== undefined
        ? mine(overrides.growthPercent, "capital growth")
        : suburb.growth
          ? fromSuburb(suburb.growth, "growth")
          : assumed(GROWTH_DEFAULT, `${GROWTH_DEFAULT}% a year: Propie's assumption (no suburb figure)`),
    rentGrowthPercent:
      overrides.rentGrowthPercent !== undefined
        ? mine(overrides.rentGrowthPercent, "rent growth")
        : suburb.rentGrowth
          ? fromSuburb(suburb.rentGrowth, "rent growth")
          : assumed(RENT_GROWTH_DEFAULT, `${RENT_GROWTH_DEFAULT}% a year: Propie's assumption (no suburb rent growth is measured)`),
    costGrowthPercent:
      overrides.costGrowthPercent !== undefined
        ? mine(overrides.costGrowthPercent, "cost indexation")
        : assumed(COST_GROWTH_DEFAULT, `${COST_GROWTH_DEFAULT}% a year: the middle of the Reserve Bank's 2-3% inflation target`),
    sellingCostPercent:
      overrides.sellingCostPercent !== undefined
        ? { value: overrides.sellingCostPercent, confidence: "yours", provenance: yours(`your selling costs of ${pct(overrides.sellingCostPercent)} of the sale price`) }
        : assumed(SELLING_COST_DEFAULT, `${SELLING_COST_DEFAULT}% of the sale price for the agent, marketing and conveyancing: Propie's assumption`),
  };
}

/** The rate that sets the net present value of `flows` (flows[0] now, flows[t] at the end of year t) to nil, by bisection; null without a sign change. */
export function irr(flows: readonly number[]): number | null {
  const npv = (r: number) => flows.reduce((sum, f, t) => sum + f / Math.pow(1 + r, t), 0);
  let lo = -0.99;
  let hi = 10;
  let fLo = npv(lo);
  const fHi = npv(hi);
  if (!Number.isFinite(fLo) || !Number.isFinite(fHi) || fLo === 0 || Math.sign(fLo) === Math.sign(fHi)) return fLo === 0 ? lo : null;
  for (let k = 0; k < 200 && hi - lo > 1e-12; k++) {
    const mid = (lo + hi) / 2;
    const f = npv(mid);
    if (f === 0) return mid;
    if (Math.sign(f) === Math.sign(fLo)) {
      lo = mid;
      fLo = f;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

type LoanYear = { interest: number; principal: number; repayments: number; interestOnly: boolean; balance: number };

/**
 * A loan on the profile's rate and terms, a year at a time: interest-only for the profile's period
 * (on the balance less `offset`), then principal and interest over the term left; nothing after the term.
 */
function amortiser(p: FinanceCalculator["profile"], amount: number, offset: number): { year(): LoanYear } {
  const i = p.interestRate / 1200;
  const termMonths = Math.round(p.loanTermYears * 12);
  const ioMonths = p.loanType === "interestOnly" ? Math.min(Math.round(p.interestOnlyYears * 12), termMonths) : 0;
  let balance = amount;
  let payment = ioMonths > 0 ? 0 : amortisedMonthly(balance, p.interestRate, p.loanTermYears);
  let month = 0;
  return {
    year() {
      let interest = 0;
      let repayments = 0;
      let interestOnly = false;
      const opening = balance;
      for (let m = 0; m < 12; m++, month++) {
        if (balance <= 0 || month >= termMonths) break;
        const owed = Math.max(0, balance - offset) * i;
        if (month < ioMonths) {
          interestOnly = true;
          interest += owed;
          repayments += owed;
          continue;
        }
        if (month === ioMonths && ioMonths > 0) payment = amortisedMonthly(balance, p.interestRate, (termMonths - ioMonths) / 12);
        const pay = Math.min(payment, balance + owed);
        interest += owed;
        balance -= pay - owed;
        repayments += pay;
      }
      if (balance < 1e-6) balance = 0;
      return { interest, principal: opening - balance, repayments, interestOnly, balance };
    },
  };
}

/**
 * The projection of one listing for the calculator's buyer. Year one is the calculator's own
 * working (the same rent, costs, repayments, Division 43 and 40, borrowing costs and tax effect as
 * `analyseListing`, to the dollar, without an offset); later years carry it forward.
 */
export function projectListing(calc: FinanceCalculator, facts: ListingFacts, assumptions: ProjectionAssumptions = projectionAssumptions(), first?: FinanceNumbers): Projection {
  const p = calc.profile;
  const n = first ?? calc.numbers(facts);
  const H = assumptions.years;
  const g = assumptions.growthPercent.value / 100;
  const gr = assumptions.rentGrowthPercent.value / 100;
  const gc = assumptions.costGrowthPercent.value / 100;
  const investor = p.buyerType === "investor";
  const taxed = investor && p.includeTax;
  // The calculator's own shares: rent is collected by an investor only, less the vacancy weeks.
  const keepShare = investor ? 1 - Math.min(1, p.vacancyWeeks / 52) : 0;
  const mgmtShare = p.managementFeePercent / 100;
  const fixed = n.ratesWater + n.insurance + n.strata;
  const effYear = n.newBuild ? calc.contractYear : (facts.yearBuilt ?? 0);

  // The loan, month by month: interest-only for the profile's period (on the balance less any
  // offset), then principal and interest over the term left; the offset's saving pays the loan down.
  // The equity drawn (if any) is a second loan on the same rate and terms, with no offset against it.
  const loan = amortiser(p, n.loan, p.offsetBalance ?? 0);
  const equityLoan = amortiser(p, n.equityLoan, 0);

  const years: ProjectionYear[] = [];
  let cumulative = 0;
  let div43Claimed = 0;
  for (let t = 1; t <= H; t++) {
    const { interest, principal, repayments: loanRepayments, interestOnly, balance } = loan.year();
    const eq = equityLoan.year();
    const repayments = loanRepayments + eq.repayments;

    const rentGross = n.rentGross * Math.pow(1 + gr, t - 1);
    const rentCollected = rentGross * keepShare;
    const valueStart = t === 1 ? facts.price : facts.price * Math.pow(1 + g, t - 1);
    // Land tax on the land's grown value at today's thresholds (year one: the working's own).
    const landTax = t === 1 ? n.landTax : investor ? calc.landTaxFor(facts.state, facts.type, valueStart) : 0;
    const costs = rentCollected * mgmtShare + rentGross * MAINTENANCE_SHARE + fixed * Math.pow(1 + gc, t - 1) + landTax;
    const cashFlowPreTax = rentCollected - costs - repayments;
    // Division 43 at the same rate until its years run out; Division 40 on the diminishing value; borrowing costs over five years.
    const div43 = investor && div43RateFor(effYear, calc.contractYear + t - 1) > 0 ? n.div43 : 0;
    const div40 = investor ? n.div40 * Math.pow(1 - NEW_PLANT_FIRST_YEAR_RATE, t - 1) : 0;
    const borrowingDeduction = investor && t <= 5 ? n.borrowingCostDeduction : 0;
    div43Claimed += div43;
    const netRental = investor ? rentCollected - interest - costs - div43 - div40 - borrowingDeduction - eq.interest : 0;
    const taxEffect = taxed ? calc.taxEffect(netRental) : 0;
    const cashFlowAfterTax = cashFlowPreTax + taxEffect;
    cumulative += cashFlowAfterTax;
    const value = facts.price * Math.pow(1 + g, t);
    years.push({
      year: t,
      rentGross,
      rentCollected,
      costs,
      landTax,
      interest,
      principal,
      repayments,
      interestOnly,
      equityInterest: eq.interest,
      equityRepayments: eq.repayments,
      equityLoanBalance: eq.balance,
      cashFlowPreTax,
      div43,
      div40,
      borrowingDeduction,
      netRental,
      taxEffect,
      cashFlowAfterTax,
      cumulativeCashFlow: cumulative,
      value,
      balance,
      equity: value - balance - eq.balance,
      cashOnCash: n.cashInvested > 0 ? (cashFlowAfterTax / n.cashInvested) * 100 : 0,
    });
  }

  // The sale at the end of the hold.
  const last = years[H - 1];
  const salePrice = last.value;
  const sellingCosts = (salePrice * assumptions.sellingCostPercent.value) / 100;
  const costBase = facts.price + n.duty + n.foreignSurcharge + n.transferFee - div43Claimed;
  const capitalGain = salePrice - sellingCosts - costBase;
  // Every hold is at least a year, so the discount always applies.
  const taxableGain = capitalGain > 0 ? capitalGain * (1 - CGT_DISCOUNT) : 0;
  let capitalGainsTax = 0;
  let cgtNote: string;
  if (!investor) cgtNote = "No capital gains tax: a home you live in is exempt (the main residence exemption)";
  else if (capitalGain <= 0) cgtNote = "No capital gains tax: the sale makes a capital loss, which can only be set against later gains";
  else {
    capitalGainsTax = -calc.taxEffect(taxableGain);
    cgtNote = `Capital gains tax on half the gain (held at least 12 months), at ${p.taxableIncome === null ? "an assumed 32% (no income entered)" : "your marginal rates"}`;
  }
  const netProceeds = salePrice - sellingCosts - last.balance - last.equityLoanBalance - capitalGainsTax;
  // The buyer's own cash: what the purchase takes less the equity drawn (borrowed, and repaid from the sale above).
  const ownCash = n.cashInvested - n.equityLoan;
  const totalReturn = netProceeds + cumulative - ownCash;
  const flows = [-ownCash, ...years.map((y) => y.cashFlowAfterTax)];
  flows[H] += netProceeds;
  const r = ownCash > 0 ? irr(flows) : null;
  const firstPositive = years.find((y) => y.cashFlowAfterTax > 0);
  return {
    assumptions,
    cashInvested: n.cashInvested,
    equityLoan: n.equityLoan,
    years,
    exit: { salePrice, sellingCosts, costBase, capitalGain, taxableGain, capitalGainsTax, cgtNote, loanRepaid: last.balance, equityLoanRepaid: last.equityLoanBalance, netProceeds },
    totalReturn,
    totalReturnPercent: n.cashInvested > 0 ? (totalReturn / n.cashInvested) * 100 : 0,
    irrPercent: r === null ? null : r * 100,
    cashOnCashPercent: years[0].cashOnCash,
    firstPositiveYear: firstPositive ? firstPositive.year : null,
  };
}
