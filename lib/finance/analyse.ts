/**
 * The itemised, sourced working for one listing (the "Your numbers" block, the chat's answers):
 * the fast path's figures, rounded to whole dollars (percentages to 2 decimals), each with where it
 * comes from. Built for the listings a screen shows, never in the ranking's hot loop. The buyer's
 * own figures are values here, never words: a provenance detail says "your deposit", not its amount.
 */
import { EQUITY_LVR, HIGH_DTI, LAND_SHARE, RENT_SHADING } from "./assumptions";
import {
  SCHEME_FAMILY_HOME_GUARANTEE,
  SCHEME_FIRST_HOME_OWNER_GRANT,
  SCHEME_HOME_BUYER_CONCESSION,
  SCHEME_HOME_GUARANTEE,
  SCHEME_NEW_HOME_EXEMPTION,
  SCHEME_OFF_THE_PLAN,
  type FinanceCalculator,
  type KeptFacts,
  type ListingFacts,
} from "./calculator";
import { longDate } from "./periods";
import { derived, estimate, published, yours, type Provenance, type ScheduleRef, type Sourced } from "./provenance";
import {
  APRA_BUFFER,
  BUILDING_COST,
  CARD_LIMIT_MONTHLY,
  DEPRECIATION,
  FEES,
  HELP_REPAYMENT,
  LAND_TAX,
  LITO,
  LIVING_BENCHMARK,
  LMI_SOURCE,
  MEDICARE,
  dutyScheduleAt,
  incomeTaxYearAt,
  type FeeRule,
} from "./schedules";
import { FAMILY_HOME_GUARANTEE, VIC_OFF_THE_PLAN, firstHomeOwnerGrantAt, homeGuaranteeAt } from "./schemes";
import { maxPriceForCashFlow, maxPriceToBorrow, type ReverseSolve } from "./solve";
import { ASSUMED_MARGINAL_RATE, marginalRate } from "./tax";
import type { FinanceField, SchemeId } from "./profile";
import { STATES } from "./schedules";
import { scaleAmount } from "./scale";
import { formatMoney } from "@/lib/money";

/** A scheme or grant line: applied to this listing or not (and why), with its source; the buyer can switch it off. */
export type SchemeLine = {
  id: SchemeId;
  name: string;
  /** What it is worth here: LMI waived, duty saved, the grant; 0 when it doesn't apply. */
  value: number;
  applied: boolean;
  /** Switched off by the buyer. */
  off: boolean;
  provenance: Provenance;
};

export type FinanceAnalysis = {
  purchase: { duty: Sourced; foreignSurcharge: Sourced; transferFee: Sourced | null; mortgageFee: Sourced | null; lmi: Sourced; total: Sourced; cashInvested: Sourced; grant?: Sourced };
  loan: {
    amount: Sourced;
    lvrPercent: Sourced;
    monthlyRepayment: Sourced;
    rate: Sourced;
    type: Sourced<string>;
    fortnightlyRepayment?: Sourced;
    weeklyRepayment?: Sourced;
    /** Principal and interest a month once an interest-only period ends; null for a P&I loan. */
    afterInterestOnly?: Sourced | null;
    offsetSaving?: Sourced | null;
    /** The usable equity drawn for the cash the purchase takes ("use my equity"): a second loan at this rate and on these terms; null when none. */
    equityLoan?: Sourced | null;
    /** Its repayment a month; null when none. */
    equityRepayment?: Sourced | null;
  };
  holding: { ratesWater: Sourced; insurance: Sourced; strata: Sourced; management: Sourced; vacancy: Sourced; maintenance: Sourced; landTax: Sourced | null };
  tax: { div43: Sourced; div40: Sourced; marginalRate: Sourced | null; effect: Sourced; constructionCost?: Sourced };
  cashFlow: {
    monthlyPreTax: Sourced;
    monthlyAfterTax: Sourced;
    yearlyPreTax: Sourced;
    yearlyAfterTax: Sourced;
    /** Interest a year on the equity drawn, counted in both cash flows (and deducted, for an investor); null when none is drawn. */
    equityInterest?: Sourced | null;
  };
  returns: { grossYield: Sourced; netYield: Sourced; cashOnCash: Sourced; breakEvenRent: Sourced };
  serviceability: {
    assessmentRate: Sourced;
    maxLoan: Sourced | null;
    verdict: "within" | "above" | "unknown";
    dti: Sourced | null;
    highDti: boolean;
    livingExpenses?: Sourced | null;
    helpRepayments?: Sourced | null;
    cardCommitments?: Sourced | null;
    applicants?: number;
    assessmentYears?: number;
    /** The equity drawn, assessed with this loan as new borrowing; null when none. */
    equityLoan?: Sourced | null;
  };
  highestOffer: { breakEven: ReverseSolve; borrowing: ReverseSolve };
  /** Schemes and grants: every one that could apply to this buyer and listing, applied or not. */
  schemes?: SchemeLine[];
  /** The contract date the schedules are for, and its financial year ("2026-27"). */
  contractDate?: string;
  financialYear?: string;
  /** Whether the listing is read as a new build, and from what. */
  newBuild?: { value: boolean; offThePlan: boolean; provenance: Provenance };
  /** The buyer's other properties (docs/FINANCE.md §17); absent when they entered none and neither savings nor "use my equity". */
  portfolio?: PortfolioLines;
  /** Fields of the profile that are defaults (shown as "default"). */
  defaults: FinanceField[];
  /** Every assumption the figures rest on, in words. */
  assumptions: string[];
};

/** What the buyer's other properties do to this listing's working (docs/FINANCE.md §17). */
export type PortfolioLines = {
  /** Land tax on the aggregate, when they hold land not lived in, in this state (investors). */
  landTax: { holdings: number; aggregateLand: Sourced; aggregateTax: Sourced; othersAlone: Sourced; thisAdds: Sourced } | null;
  /** Where the cash the purchase takes comes from: usable equity (when "use my equity"), then savings. */
  deposit: { cashNeeded: Sourced; usableEquity: Sourced; fromEquity: Sourced; fromSavings: Sourced; shortfall: Sourced | null; useEquity: boolean } | null;
  /** What serviceability counted of them (when an income is entered). */
  serviceability: { repayments: Sourced; rentCounted: Sourced; costs: Sourced } | null;
};

const dollars = (n: number) => Math.round(n);
const pct2 = (n: number) => Math.round(n * 100) / 100;
const money = (n: number) => formatMoney(n);

/** What the working says about the buyer's own figures: the same for every listing, so built once per calculator. */
type ProfileWords = {
  rateP: Provenance;
  depositP: Provenance;
  termP: Provenance;
  typeP: Provenance;
  mgmtP: Provenance;
  vacP: Provenance;
  assessP: Provenance;
  livingP: Provenance;
  incomeP: Provenance;
  marginal: Sourced | null;
  serviceability: string;
};
const WORDS = new WeakMap<FinanceCalculator, ProfileWords>();

function profileWords(calc: FinanceCalculator): ProfileWords {
  const cached = WORDS.get(calc);
  if (cached) return cached;
  const p = calc.profile;
  const taxYear = incomeTaxYearAt(p.contractDate);
  // An entered figure is "yours" without repeating it; a default says what it is.
  const entered = (field: FinanceField, yoursWords: string, defaultWords: string) => (p.defaults.includes(field) ? estimate(`${defaultWords} (default)`) : yours(yoursWords));
  const two = p.applicants.length > 1;
  const incomeP = derived(two ? "your two incomes, each taxed on its own" : "your income", [yours("your income"), published(taxYear.schedule, taxYear.schedule.title), published(MEDICARE.schedule, MEDICARE.schedule.title), published(LITO.schedule, LITO.schedule.title)]);
  let marginal: Sourced | null = null;
  if (p.buyerType === "investor" && p.includeTax) {
    const first = p.applicants[0].income;
    marginal =
      p.taxableIncome === null
        ? { value: ASSUMED_MARGINAL_RATE * 100, provenance: estimate("assumed 30% + 2% Medicare levy (no income entered)") }
        : { value: pct2(marginalRate(first ?? 0, taxYear.scale) * 100), provenance: derived(two ? "the first applicant's rate on the next dollar (the rental result is split between you)" : "your rate on the next dollar", [incomeP]) };
  }
  const living = `living expenses: the higher of the household benchmark and your own figure; rent counted at ${RENT_SHADING * 100}%`;
  const io = p.loanType === "interestOnly";
  const words: ProfileWords = {
    rateP: entered("interestRate", "your interest rate", `${p.interestRate}% a year`),
    depositP: entered("deposit", "your deposit", p.deposit.kind === "percent" ? `${p.deposit.percent}% deposit` : p.deposit.kind === "dollars" ? "deposit" : "cash purchase"),
    termP: entered("loanTermYears", "your loan term", `${p.loanTermYears} years`),
    typeP: entered("loanType", io ? "your choice: interest-only" : "your choice: principal and interest", io ? "interest-only, the default for an investor" : "principal and interest, the default for a home"),
    mgmtP: entered("managementFeePercent", "your management fee", `${p.managementFeePercent}% of rent collected`),
    vacP: entered("vacancyWeeks", "your vacancy allowance", `${p.vacancyWeeks} weeks a year`),
    assessP: published(APRA_BUFFER.schedule, `the rate + ${APRA_BUFFER.percentagePoints}% buffer`),
    livingP: derived(living, [published(LIVING_BENCHMARK.schedule, LIVING_BENCHMARK.schedule.title), estimate("the income share of the benchmark is Propie's assumption")]),
    incomeP,
    marginal,
    serviceability: `Serviceability: the rate is assessed at ${calc.assessmentRate}% (APRA's 3% buffer), rent is counted at ${RENT_SHADING * 100}%, ${two ? "each applicant's income is taxed on its own (with the Medicare levy and the low income tax offset)" : "income is taxed with the Medicare levy and the low income tax offset"}, HECS/HELP repayments and ${CARD_LIMIT_MONTHLY.rate * 100}% of card limits a month are counted, living expenses are the higher of a household benchmark (by size and income, in the way lenders use HEM, which isn't public) and your own figure, and the loan is assessed as principal and interest over ${calc.assessmentYears} years${io ? " (the term left after the interest-only period)" : ""}.`,
  };
  WORDS.set(calc, words);
  return words;
}

const holdingP = (detail: string, type: ListingFacts["type"]) => estimate(`${detail}: Propie's typical figure for a ${type.toLowerCase()} (docs/FINANCE.md)`);
const feeFigure = (value: number, rule: FeeRule | null): Sourced | null => (rule ? { value: dollars(value), provenance: published(rule.schedule, rule.schedule.title) } : null);
const periodOf = (s: ScheduleRef) => (s.to ? `${longDate(s.effective)} to ${longDate(s.to)}` : `from ${longDate(s.effective)}`);

export function analyseListing(calc: FinanceCalculator, facts: ListingFacts | KeptFacts, listingPrice: Provenance = yours("the listing's price"), listingRent: Provenance = yours("the listing's rent")): FinanceAnalysis {
  const p = calc.profile;
  const n = calc.numbers(facts);
  const { rateP, depositP, termP, typeP, mgmtP, vacP, assessP, livingP, incomeP, marginal } = profileWords(calc);
  const date = p.contractDate;
  const fy = calc.financialYear;
  const s = dutyScheduleAt(facts.state, date);
  const investor = p.buyerType === "investor";
  const home = !investor;
  const fhb = home && p.firstHomeBuyer;
  const landPercent = Math.round(LAND_SHARE[facts.type] * 100);
  const schemesOff = new Set(p.schemesOff);
  const reading = (facts as KeptFacts).newBuildReading;
  const newBuildP: Provenance = n.newBuild
    ? reading
      ? estimate(reading)
      : facts.newBuild
        ? yours("a new build, as given")
        : estimate(`a new build: built ${facts.yearBuilt}, the contract's year or later (read from the listing's age)`)
    : estimate(reading ?? (facts.yearBuilt ? `established: built ${facts.yearBuilt}` : "established: the listing doesn't say it is new"));

  // Duty: the schedule in force at the contract date, named by its financial year, an estimate that assumes the buyer is eligible.
  const homeRuleUsed = (n.schemes & (SCHEME_HOME_BUYER_CONCESSION | SCHEME_NEW_HOME_EXEMPTION)) !== 0 || (fhb && n.duty < n.dutyBeforeConcession);
  const dutyWho = homeRuleUsed ? (s.firstHome.kind === "homeBuyerConcession" ? "Home Buyer Concession Scheme" : "first home buyer") : investor ? "general" : "owner-occupier";
  const dutySchedule = homeRuleUsed ? s.firstHomeSchedule : s.schedule;
  const dutyP = published(dutySchedule, `${fy} ${facts.state} ${dutyWho} duty on ${money(n.dutiableValue)}: an estimate that assumes you are eligible (rules ${periodOf(dutySchedule)})${s.note ? `. ${s.note}` : ""}`);
  const fees = FEES[facts.state];
  const lmiP = estimate(`indicative LMI at ${pct2(n.lvr * 100)}% LVR: ${LMI_SOURCE.title}`);
  const lt = LAND_TAX[facts.state];
  const held = calc.holdings;
  const othersHere = investor ? held.investmentsByState[STATES.indexOf(facts.state)] : 0;
  const landTax: Sourced | null = !investor
    ? { value: 0, provenance: estimate("a home you live in is exempt from land tax") }
    : lt.kind === "unverified"
      ? null
      : lt.kind === "none"
        ? { value: 0, provenance: published(lt.schedule, lt.schedule.title) }
        : {
            value: dollars(n.landTax),
            provenance: othersHere
              ? derived(`${lt.schedule.title}: the tax on your ${othersHere + 1} holdings' land in ${facts.state} together, less what your other ${othersHere === 1 ? "holding pays" : `${othersHere} pay`} alone (land value ${money(facts.price * LAND_SHARE[facts.type])} here, ${landPercent}% of the price)`, [yours("your properties"), estimate("land values are estimates")])
              : estimate(`${lt.schedule.title} on an estimated land value of ${money(facts.price * LAND_SHARE[facts.type])} (${landPercent}% of the price), as your only holding in ${facts.state}`),
          };

  // Depreciation from the estimated construction cost, not the price.
  const costP = derived(
    n.constructionCost > 0
      ? `estimated construction cost: the ABS's average new-house cost in ${n.newBuild ? calc.contractYear : facts.yearBuilt}, for a ${facts.type.toLowerCase()}${facts.bedrooms ? ` of ${facts.bedrooms} bedrooms` : " of typical size"}`
      : "no construction cost estimate (land, or the year built is unknown)",
    [published(BUILDING_COST.schedule, BUILDING_COST.schedule.title), estimate("the type's share and the size scaling are Propie's assumptions"), newBuildP],
  );
  const effYear = n.newBuild ? calc.contractYear : (facts.yearBuilt ?? 0);
  const div43P = derived(
    n.div43 > 0
      ? `Division 43: ${effYear >= DEPRECIATION.div43FirstYear ? "2.5%" : "4%"} of the estimated construction cost (${money(n.constructionCost)}), an estimate`
      : effYear > 0
        ? `no Division 43: built ${effYear}${effYear < DEPRECIATION.div43EarlyFirstYear ? " (construction began before 18 July 1985)" : " (its years of deductions have run out)"}`
        : "no Division 43: the year built is unknown",
    [published(DEPRECIATION.div43Schedule, DEPRECIATION.div43Schedule.title), costP],
  );
  const div40P = estimate(n.div40 > 0 ? "Division 40 on a new dwelling's plant: 10% of its estimated construction cost at 20% in the first year" : "no Division 40: second-hand plant in a residential rental isn't deductible for individual investors (since 1 July 2017)");

  const cashInputs = [listingPrice, listingRent, rateP, depositP, termP, typeP, mgmtP, vacP, holdingP("holding costs", facts.type)];
  const equityP: Provenance | null =
    n.equityLoan > 0
      ? derived(
          `usable equity drawn for the cash the purchase takes: a loan split at the new loan's rate, ${p.loanType === "interestOnly" ? `interest-only for ${p.interestOnlyYears} years` : "principal and interest"} over the term (docs/FINANCE.md §17)`,
          [yours("your properties"), rateP, termP, typeP, depositP, listingPrice],
        )
      : null;
  if (equityP) cashInputs.push(equityP);
  const preTaxP = derived(n.equityLoan > 0 ? "rent collected less holding costs and both loans' repayments" : "rent collected less holding costs and repayments", cashInputs);
  const taxInputs: Provenance[] = marginal ? [marginal.provenance] : [];
  const afterTaxP = derived("the pre-tax cash flow plus the tax effect", [...cashInputs, div43P, ...taxInputs]);
  const income = p.taxableIncome;
  const dti = n.loan + n.equityLoan > 0 ? n.dti : 0;
  const serviceInputs = [incomeP, assessP, livingP, rateP, termP];
  const io = p.loanType === "interestOnly";
  const repaymentP = derived(io ? `interest-only for the first ${p.interestOnlyYears} years: (loan − offset) × rate ÷ 12` : "amortised over the term", [rateP, termP, typeP, depositP, listingPrice]);

  // Schemes and grants: each one this buyer could use, whether this listing qualifies, and its source.
  const schemes: SchemeLine[] = [];
  const line = (id: SchemeId, name: string, applied: boolean, value: number, schedule: ScheduleRef, why: string) =>
    schemes.push({ id, name, value: applied ? dollars(value) : 0, applied, off: schemesOff.has(id), provenance: published(schedule, why) });
  if (home) {
    const hgs = homeGuaranteeAt(date);
    const caps = hgs.caps[facts.state];
    const cap = facts.regional ? caps[1] : caps[0];
    if (fhb) {
      const applied = (n.schemes & SCHEME_HOME_GUARANTEE) !== 0;
      const why = applied
        ? `no LMI: a deposit of 5% or more, under the ${money(cap)} price cap for ${facts.state}${facts.regional ? " outside the capital and regional centres" : ""}`
        : schemesOff.has("homeGuarantee")
          ? "switched off"
          : n.lvr <= 0.8
            ? "not needed: no LMI at a 20% deposit or more"
            : facts.price > cap
              ? `the price is over the ${money(cap)} cap for ${facts.state}${facts.regional ? " outside the capital and regional centres" : ""}`
              : n.lvr > 0.95 + 1e-9
                ? "the deposit is under 5%"
                : "an income cap applies at this contract date";
      line("homeGuarantee", "First Home Guarantee (Home Guarantee Scheme)", applied, n.lmiWaived, hgs.schedule, why);
    }
    if (p.applicants.length === 1 && p.dependants >= 1) {
      const applied = (n.schemes & SCHEME_FAMILY_HOME_GUARANTEE) !== 0;
      line("familyHomeGuarantee", "Family Home Guarantee", applied, n.lmiWaived, FAMILY_HOME_GUARANTEE.schedule, applied ? `no LMI: a single parent's deposit of 2% or more, under the ${money(cap)} price cap` : schemesOff.has("familyHomeGuarantee") ? "switched off" : n.lvr <= 0.8 ? "not needed: no LMI at a 20% deposit or more" : "not applied here (the price cap, a deposit under 2%, the income cap, or the First Home Guarantee applied instead)");
    }
    if (fhb) {
      const g = firstHomeOwnerGrantAt(facts.state, date);
      if (g) {
        const applied = (n.schemes & SCHEME_FIRST_HOME_OWNER_GRANT) !== 0;
        line("firstHomeOwnerGrant", `First Home Owner Grant (${facts.state})`, applied, n.grant, g.schedule, applied ? `${money(g.amount)} for a new home` : schemesOff.has("firstHomeOwnerGrant") ? "switched off" : !n.newBuild ? "new homes only: this listing reads as established" : `the price is over the ${money(g.cap ?? 0)} cap`);
      }
      if (s.firstHomeNewBuildExempt) {
        const applied = (n.schemes & SCHEME_NEW_HOME_EXEMPTION) !== 0;
        line("newHomeExemption", `${facts.state} first home buyer new-home duty exemption`, applied, n.dutyBeforeConcession - n.duty, s.firstHomeSchedule, applied ? "no duty on a new home" : schemesOff.has("newHomeExemption") ? "switched off" : !n.newBuild ? "new homes only: this listing reads as established" : "the established-home concession gives as much here");
      }
    }
    if (s.firstHome.kind === "homeBuyerConcession" && (fhb || p.noPropertyFiveYears)) {
      const applied = (n.schemes & SCHEME_HOME_BUYER_CONCESSION) !== 0;
      line("homeBuyerConcession", "ACT Home Buyer Concession Scheme", applied, n.dutyBeforeConcession - n.duty, s.firstHomeSchedule, applied ? "duty reduced: no property owned in the last five years, household income within the limit" : schemesOff.has("homeBuyerConcession") ? "switched off" : income === null ? "needs your income (the scheme is income-tested)" : "the household income is over the limit");
    }
  }
  if (facts.state === "VIC" && (facts as KeptFacts).offThePlan) {
    const applied = (n.schemes & SCHEME_OFF_THE_PLAN) !== 0;
    line("offThePlan", "Victoria's off-the-plan duty concession", applied, n.dutyBeforeConcession - n.duty, VIC_OFF_THE_PLAN.schedule, applied ? `duty on ${money(n.dutiableValue)}: the price less the estimated construction still to be done` : schemesOff.has("offThePlan") ? "switched off" : "not for this buyer at this contract date (strata only; after 20 October 2026 only first home buyers to $750,000 and owner-occupiers to $550,000)");
  }

  const assumptions = [
    `Every figure is for a contract dated ${longDate(date)} (${fy}); duty, concessions and grants are estimates that assume you are eligible.`,
    `Holding costs are Propie's typical figures for a ${facts.type.toLowerCase()}; maintenance is 5% of the rent.`,
    investor
      ? othersHere
        ? `Land tax adds this property's land (${landPercent}% of the price) to your other ${othersHere === 1 ? "investment's" : `${othersHere} investments'`} land in ${facts.state} and charges the difference the aggregate makes; a home you live in is left out (exempt).`
        : `Land tax assumes this is your only property in ${facts.state} (single holding) and that the land is worth ${landPercent}% of the price.`
      : "A home you live in pays no land tax and earns no rent.",
    "LMI is an indicative premium from one lender's published table; yours will differ.",
    "Purchase costs are paid in cash on top of the deposit; LMI is not added to the loan.",
    profileWords(calc).serviceability,
    "Depreciation is worked from an estimate of the original construction cost (the ABS's building costs by year, the type and the bedrooms), not the price; a quantity surveyor's schedule gives the real figures.",
    `Repayments: fortnightly and weekly are the monthly repayment × 12 ÷ 26 and × 12 ÷ 52.${p.offsetBalance ? " The offset balance reduces the interest charged." : ""}`,
    fees.note,
  ];
  if (lt.kind === "unverified" && investor) assumptions.push(lt.note);
  if (s.note) assumptions.push(s.note);
  if ((s.firstHome.kind === "taper" || s.firstHome.kind === "homeBuyerConcession") && homeRuleUsed) assumptions.push(s.firstHome.note);
  if (investor && p.includeTax && income === null) assumptions.push("No income entered: the tax effect uses an assumed 32% marginal rate.");
  if (n.equityLoan > 0)
    assumptions.push(
      `The ${money(n.equityLoan)} drawn from your usable equity is a loan at the new loan's rate and on its terms: its repayments are in the cash flow${investor ? ", its interest is deducted (the money bought the rental)" : ""}, and serviceability assesses it with the new loan.`,
    );

  const afterIo = io && n.loan > 0 ? calc.repaymentAfterInterestOnly(n.loan) : NaN;
  return {
    purchase: {
      duty: { value: dollars(n.duty), provenance: dutyP },
      foreignSurcharge: { value: dollars(n.foreignSurcharge), provenance: published(s.foreignSchedule, p.foreignPurchaser ? `${s.foreignSurcharge * 100}% foreign purchaser surcharge` : "not a foreign purchaser") },
      transferFee: feeFigure(n.transferFee, fees.transfer),
      mortgageFee: n.loan > 0 ? feeFigure(n.mortgageFee, fees.mortgage) : null,
      lmi: { value: dollars(n.lmi), provenance: n.lmi > 0 ? lmiP : n.lmiWaived > 0 ? derived(`no LMI: waived under the ${(n.schemes & SCHEME_HOME_GUARANTEE) !== 0 ? "First Home Guarantee" : "Family Home Guarantee"} (it would be about ${money(n.lmiWaived)})`, [published(homeGuaranteeAt(date).schedule, "Home Guarantee Scheme"), depositP]) : derived("no LMI at 80% LVR or less", [depositP]) },
      total: { value: dollars(n.purchaseCosts), provenance: derived("duty, surcharge, fees and LMI", [dutyP, n.lmi > 0 ? lmiP : depositP]) },
      cashInvested: { value: dollars(n.cashInvested), provenance: derived(n.grant > 0 ? "deposit plus purchase costs, less the grant" : "deposit plus purchase costs", [depositP, dutyP, listingPrice]) },
      grant: { value: dollars(n.grant), provenance: n.grant > 0 ? derived("First Home Owner Grant", [published(firstHomeOwnerGrantAt(facts.state, date)!.schedule, "First Home Owner Grant"), newBuildP]) : estimate("no grant") },
    },
    loan: {
      amount: { value: dollars(n.loan), provenance: derived("the price less your deposit", [depositP, listingPrice]) },
      lvrPercent: { value: pct2(n.lvr * 100), provenance: derived("loan ÷ price", [depositP]) },
      monthlyRepayment: { value: dollars(n.monthlyRepayment), provenance: repaymentP },
      fortnightlyRepayment: { value: dollars(n.fortnightlyRepayment), provenance: derived("the monthly repayment × 12 ÷ 26", [repaymentP]) },
      weeklyRepayment: { value: dollars(n.weeklyRepayment), provenance: derived("the monthly repayment × 12 ÷ 52", [repaymentP]) },
      afterInterestOnly: Number.isFinite(afterIo) ? { value: dollars(afterIo), provenance: derived(`principal and interest over the ${calc.assessmentYears} years left after the interest-only period`, [rateP, termP, typeP]) } : null,
      offsetSaving: p.offsetBalance ? { value: dollars(n.offsetSaving), provenance: derived("interest a year your offset balance saves", [yours("your offset balance"), rateP]) } : null,
      equityLoan: equityP ? { value: dollars(n.equityLoan), provenance: equityP } : null,
      equityRepayment: equityP ? { value: dollars(n.equityMonthlyRepayment), provenance: derived(io ? "interest-only: the equity drawn × rate ÷ 12" : "amortised over the term", [equityP]) } : null,
      rate: { value: p.interestRate, provenance: rateP },
      type: { value: p.loanType, provenance: typeP },
    },
    holding: {
      ratesWater: { value: n.ratesWater, provenance: holdingP("council rates and water", facts.type) },
      insurance: { value: n.insurance, provenance: holdingP("insurance", facts.type) },
      strata: { value: n.strata, provenance: holdingP("strata levies", facts.type) },
      management: { value: dollars(n.management), provenance: derived("management fee on rent collected", [mgmtP, listingRent]) },
      vacancy: { value: dollars(n.rentGross - n.rentCollected), provenance: derived("rent lost to vacancy", [vacP, listingRent]) },
      maintenance: { value: dollars(n.maintenance), provenance: estimate("5% of the gross rent") },
      landTax,
    },
    tax: {
      div43: { value: dollars(n.div43), provenance: div43P },
      div40: { value: dollars(n.div40), provenance: div40P },
      constructionCost: { value: dollars(n.constructionCost), provenance: costP },
      marginalRate: marginal,
      effect: { value: dollars(n.taxEffect), provenance: investor && p.includeTax ? derived("tax saved (+) or added (−) by the net rental result", [...taxInputs, div43P]) : estimate(investor ? "tax effects are off" : "no rental income: no tax effect") },
    },
    cashFlow: {
      monthlyPreTax: { value: dollars(n.monthlyPreTax), provenance: preTaxP },
      monthlyAfterTax: { value: dollars(n.monthlyAfterTax), provenance: afterTaxP },
      yearlyPreTax: { value: dollars(n.cashFlowPreTax), provenance: preTaxP },
      yearlyAfterTax: { value: dollars(n.cashFlowAfterTax), provenance: afterTaxP },
      equityInterest: equityP ? { value: dollars(n.equityInterest), provenance: derived(investor ? "interest in the first year on the equity drawn: paid, and deductible" : "interest in the first year on the equity drawn", [equityP]) } : null,
    },
    returns: {
      grossYield: { value: pct2(n.grossYield), provenance: derived("rent × 52 ÷ price", [listingRent, listingPrice]) },
      netYield: { value: pct2(n.netYield), provenance: derived("rent after vacancy and holding costs ÷ (price + purchase costs)", [listingRent, holdingP("holding costs", facts.type), dutyP]) },
      cashOnCash: { value: pct2(n.cashOnCash), provenance: derived("a year's cash flow ÷ the cash invested", [p.includeTax ? afterTaxP : preTaxP, depositP]) },
      breakEvenRent: { value: Number.isFinite(n.breakEvenRent) ? dollars(n.breakEvenRent) : 0, provenance: derived("the weekly rent at which the pre-tax cash flow is nil", cashInputs) },
    },
    serviceability: {
      assessmentRate: { value: calc.assessmentRate, provenance: assessP },
      maxLoan: income === null ? null : { value: dollars(n.maxLoan), provenance: derived("indicative maximum loan", serviceInputs) },
      verdict: income === null ? "unknown" : n.serviceable === 1 ? "within" : "above",
      // No income and no rent: no ratio to show (JSON has no Infinity), but any loan is then a high one.
      dti: income === null || !Number.isFinite(dti) ? null : { value: pct2(dti), provenance: derived(n.equityLoan > 0 ? "this loan, the equity drawn and your other loans ÷ (income + rent)" : "your loans ÷ (income + rent)", serviceInputs) },
      highDti: income !== null && dti >= HIGH_DTI,
      livingExpenses:
        income === null
          ? null
          : { value: dollars(n.livingExpenses), provenance: n.livingExpenses > n.livingBenchmark ? yours("your own figure (above the household benchmark)") : derived(`the household benchmark for ${p.applicants.length === 2 ? "two adults" : "one adult"}${p.dependants ? ` and ${p.dependants} dependant${p.dependants === 1 ? "" : "s"}` : ""}`, [livingP]) },
      helpRepayments: n.helpRepayments > 0 ? { value: dollars(n.helpRepayments), provenance: derived("compulsory HECS/HELP repayments a year", [published(HELP_REPAYMENT.schedule, HELP_REPAYMENT.schedule.title), yours("your HECS/HELP balance")]) } : null,
      cardCommitments: n.cardCommitments > 0 ? { value: dollars(n.cardCommitments), provenance: derived(`card limits at ${CARD_LIMIT_MONTHLY.rate * 100}% a month`, [published(CARD_LIMIT_MONTHLY.schedule, CARD_LIMIT_MONTHLY.schedule.title), yours("your card limits")]) } : null,
      applicants: p.applicants.length,
      assessmentYears: calc.assessmentYears,
      equityLoan: equityP && income !== null ? { value: dollars(n.equityLoan), provenance: derived("the equity drawn, assessed with this loan (the two must fit the maximum loan)", [equityP, ...serviceInputs]) } : null,
    },
    highestOffer: { breakEven: maxPriceForCashFlow(calc, facts, 0), borrowing: maxPriceToBorrow(calc, facts) },
    schemes,
    contractDate: date,
    financialYear: fy,
    newBuild: { value: n.newBuild === 1, offThePlan: (facts as KeptFacts).offThePlan === true, provenance: newBuildP },
    portfolio: portfolioLines(calc, facts, n.cashInvested, n.landTax, othersHere),
    defaults: p.defaults,
    assumptions,
  };
}

/** The portfolio's lines for one listing: land tax on the aggregate, the deposit's sources, what serviceability counted. */
function portfolioLines(calc: FinanceCalculator, facts: ListingFacts | KeptFacts, cashNeeded: number, landTax: number, othersHere: number): PortfolioLines | undefined {
  const p = calc.profile;
  const held = calc.holdings;
  if (held.count === 0 && p.savings === null && !p.useEquity) return undefined;
  const mine = yours("your properties");
  let landTaxLines: PortfolioLines["landTax"] = null;
  const lt = LAND_TAX[facts.state];
  if (othersHere > 0 && lt.kind === "scale") {
    const others = held.landByState[STATES.indexOf(facts.state)];
    const here = facts.price * LAND_SHARE[facts.type];
    const othersAlone = scaleAmount(lt.scale, others);
    landTaxLines = {
      holdings: othersHere + 1,
      aggregateLand: { value: dollars(others + here), provenance: derived(`your other investments' land in ${facts.state} plus this one's (estimated)`, [mine, estimate("land value as a share of the price")]) },
      aggregateTax: { value: dollars(othersAlone + landTax), provenance: derived(`${lt.schedule.title}, on the aggregate`, [mine, published(lt.schedule, lt.schedule.title)]) },
      othersAlone: { value: dollars(othersAlone), provenance: derived("what your other holdings here pay without this one", [mine]) },
      thisAdds: { value: dollars(landTax), provenance: derived("the aggregate's tax less what the others pay alone", [mine]) },
    };
  }
  let deposit: PortfolioLines["deposit"] = null;
  if (p.useEquity || p.savings !== null) {
    const equity = p.useEquity ? held.usableEquity : 0;
    const fromEquity = Math.min(Math.max(0, cashNeeded), equity);
    const fromSavings = Math.max(0, cashNeeded - fromEquity);
    const short = p.savings !== null && fromSavings > p.savings ? fromSavings - p.savings : 0;
    deposit = {
      useEquity: p.useEquity,
      cashNeeded: { value: dollars(cashNeeded), provenance: derived("the deposit plus purchase costs", [yours("your deposit")]) },
      usableEquity: { value: dollars(held.usableEquity), provenance: derived(`${EQUITY_LVR * 100}% of each property's value less its loan`, [mine]) },
      fromEquity: { value: dollars(fromEquity), provenance: derived(p.useEquity ? "drawn from your usable equity first: a loan against your properties, its interest counted in the cash flow above" : "you chose not to use your equity", [mine]) },
      fromSavings: { value: dollars(fromSavings), provenance: derived("the rest, from your savings", [yours("your savings")]) },
      shortfall: p.savings !== null ? { value: dollars(short), provenance: derived(short > 0 ? "more than your savings: the cash this purchase needs that you don't have" : "within your savings", [yours("your savings")]) } : null,
    };
  }
  const serviceability: PortfolioLines["serviceability"] =
    held.count > 0 && p.taxableIncome !== null
      ? {
          repayments: { value: dollars(held.repaymentsAssessed), provenance: derived(`each loan's principal and interest at its rate + ${APRA_BUFFER.percentagePoints}% over its years left (after any interest-only years; 30 when not given), a year`, [mine, published(APRA_BUFFER.schedule, APRA_BUFFER.schedule.title)]) },
          rentCounted: { value: dollars(held.rentShaded), provenance: derived(`their rent at ${RENT_SHADING * 100}%, as lenders shade it, a year`, [mine]) },
          costs: { value: dollars(held.costs), provenance: derived("their costs, a year", [mine]) },
        }
      : null;
  return { landTax: landTaxLines, deposit, serviceability };
}


/** The depreciation rules' sources, for a screen's footnote. */
export const DEPRECIATION_SOURCES = [DEPRECIATION.div43Schedule, DEPRECIATION.div40Schedule, BUILDING_COST.schedule] as const;
