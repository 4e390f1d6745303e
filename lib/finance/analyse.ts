/**
 * The itemised, sourced working for one listing (the "Your numbers" block, the chat's answers):
 * the fast path's figures, rounded to whole dollars (percentages to 2 decimals), each with where it
 * comes from. Built for the listings a screen shows, never in the ranking's hot loop.
 */
import { HIGH_DTI, LAND_SHARE, LIVING_EXPENSES, RENT_SHADING } from "./assumptions";
import { type FinanceCalculator, type ListingFacts } from "./calculator";
import { derived, estimate, published, yours, type Provenance, type Sourced } from "./provenance";
import { APRA_BUFFER, DEPRECIATION, DUTY, FEES, INCOME_TAX, LAND_TAX, LMI_SOURCE, MEDICARE, type FeeRule } from "./schedules";
import { maxPriceForCashFlow, maxPriceToBorrow, type ReverseSolve } from "./solve";
import { ASSUMED_MARGINAL_RATE, marginalRate } from "./tax";
import type { FinanceField } from "./profile";
import { formatMoney } from "@/lib/money";

export type FinanceAnalysis = {
  purchase: { duty: Sourced; foreignSurcharge: Sourced; transferFee: Sourced | null; mortgageFee: Sourced | null; lmi: Sourced; total: Sourced; cashInvested: Sourced };
  loan: { amount: Sourced; lvrPercent: Sourced; monthlyRepayment: Sourced; rate: Sourced; type: Sourced<string> };
  holding: { ratesWater: Sourced; insurance: Sourced; strata: Sourced; management: Sourced; vacancy: Sourced; maintenance: Sourced; landTax: Sourced | null };
  tax: { div43: Sourced; div40: Sourced; marginalRate: Sourced | null; effect: Sourced };
  cashFlow: { monthlyPreTax: Sourced; monthlyAfterTax: Sourced; yearlyPreTax: Sourced; yearlyAfterTax: Sourced };
  returns: { grossYield: Sourced; netYield: Sourced; cashOnCash: Sourced; breakEvenRent: Sourced };
  serviceability: { assessmentRate: Sourced; maxLoan: Sourced | null; verdict: "within" | "above" | "unknown"; dti: Sourced | null; highDti: boolean };
  highestOffer: { breakEven: ReverseSolve; borrowing: ReverseSolve };
  /** Fields of the profile that are defaults (shown as "default"). */
  defaults: FinanceField[];
  /** Every assumption the figures rest on, in words. */
  assumptions: string[];
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
  marginal: Sourced | null;
  serviceability: string;
};
const WORDS = new WeakMap<FinanceCalculator, ProfileWords>();

function profileWords(calc: FinanceCalculator): ProfileWords {
  const cached = WORDS.get(calc);
  if (cached) return cached;
  const p = calc.profile;
  const entered = (field: FinanceField, words: string) => (p.defaults.includes(field) ? estimate(`${words} (default)`) : yours(words));
  let marginal: Sourced | null = null;
  if (p.buyerType === "investor" && p.includeTax) {
    marginal =
      p.taxableIncome === null
        ? { value: ASSUMED_MARGINAL_RATE * 100, provenance: estimate("assumed 30% + 2% Medicare levy (no income entered)") }
        : { value: pct2(marginalRate(p.taxableIncome) * 100), provenance: derived(`on your taxable income of ${money(p.taxableIncome)}`, [yours("your income"), published(INCOME_TAX.schedule, INCOME_TAX.schedule.title), published(MEDICARE.schedule, MEDICARE.schedule.title)]) };
  }
  const words: ProfileWords = {
    rateP: entered("interestRate", `${p.interestRate}% a year`),
    depositP: entered("deposit", p.deposit.kind === "percent" ? `${p.deposit.percent}% deposit` : p.deposit.kind === "dollars" ? `${money(p.deposit.dollars)} deposit` : "cash purchase"),
    termP: entered("loanTermYears", `${p.loanTermYears} years`),
    typeP: entered("loanType", p.loanType === "interestOnly" ? "interest-only" : "principal and interest"),
    mgmtP: entered("managementFeePercent", `${p.managementFeePercent}% of rent collected`),
    vacP: entered("vacancyWeeks", `${p.vacancyWeeks} weeks a year`),
    assessP: published(APRA_BUFFER.schedule, `${p.interestRate}% + ${APRA_BUFFER.percentagePoints}% buffer`),
    livingP: estimate(`living expenses assumed at ${money(LIVING_EXPENSES)} a year; rent counted at ${RENT_SHADING * 100}%`),
    marginal,
    serviceability: `Serviceability: the rate is assessed at ${calc.assessmentRate}% (APRA's 3% buffer), rent is counted at ${RENT_SHADING * 100}%, living expenses are assumed at ${money(LIVING_EXPENSES)} a year, and the loan is assessed as principal and interest over ${p.loanTermYears} years.`,
  };
  WORDS.set(calc, words);
  return words;
}

const holdingP = (detail: string, type: ListingFacts["type"]) => estimate(`${detail}: Propie's typical figure for a ${type.toLowerCase()} (docs/FINANCE.md)`);
const feeFigure = (value: number, rule: FeeRule | null): Sourced | null => (rule ? { value: dollars(value), provenance: published(rule.schedule, rule.schedule.title) } : null);

export function analyseListing(calc: FinanceCalculator, facts: ListingFacts, listingPrice: Provenance = yours("the listing's price"), listingRent: Provenance = yours("the listing's rent")): FinanceAnalysis {
  const p = calc.profile;
  const n = calc.numbers(facts);
  const { rateP, depositP, termP, typeP, mgmtP, vacP, assessP, livingP, marginal } = profileWords(calc);
  const s = DUTY[facts.state];
  const investor = p.buyerType === "investor";
  const fhb = !investor && p.firstHomeBuyer;
  const landPercent = Math.round(LAND_SHARE[facts.type] * 100);

  const dutyP = fhb ? published(s.firstHomeSchedule, `${facts.state} first home buyer duty on ${money(facts.price)}`) : published(s.schedule, `${facts.state} ${investor ? "general" : "owner-occupier"} duty on ${money(facts.price)}`);
  const fees = FEES[facts.state];
  const lmiP = estimate(`indicative LMI at ${pct2(n.lvr * 100)}% LVR: ${LMI_SOURCE.title}`);
  const lt = LAND_TAX[facts.state];
  const landTax: Sourced | null = !investor
    ? { value: 0, provenance: estimate("a home you live in is exempt from land tax") }
    : lt.kind === "unverified"
      ? null
      : lt.kind === "none"
        ? { value: 0, provenance: published(lt.schedule, lt.schedule.title) }
        : { value: dollars(n.landTax), provenance: estimate(`${lt.schedule.title} on an estimated land value of ${money(facts.price * LAND_SHARE[facts.type])} (${landPercent}% of the price), as your only holding in ${facts.state}`) };

  const taxInputs: Provenance[] = marginal ? [marginal.provenance] : [];
  const div43P = estimate(
    n.div43 > 0
      ? `Division 43: 2.5% of the building's estimated cost (${Math.round((1 - LAND_SHARE[facts.type]) * 100)}% of the price)`
      : facts.yearBuilt
        ? `no Division 43: built ${facts.yearBuilt} (before 1988 or over 40 years ago)`
        : "no Division 43: the year built is unknown",
  );
  const div40P = estimate(n.div40 > 0 ? "Division 40 on a new dwelling's plant: 10% of the building's cost at 20% in the first year" : "no Division 40: second-hand plant in a residential rental isn't deductible for individual investors (since 1 July 2017)");

  const cashInputs = [listingPrice, listingRent, rateP, depositP, termP, typeP, mgmtP, vacP, holdingP("holding costs", facts.type)];
  const preTaxP = derived("rent collected less holding costs and repayments", cashInputs);
  const afterTaxP = derived("the pre-tax cash flow plus the tax effect", [...cashInputs, div43P, ...taxInputs]);
  const income = p.taxableIncome;
  const dti = n.loan > 0 ? n.dti : 0;
  const serviceInputs = [yours("your income"), assessP, livingP, rateP, termP];

  const assumptions = [
    `Holding costs are Propie's typical figures for a ${facts.type.toLowerCase()}; maintenance is 5% of the rent.`,
    investor ? `Land tax assumes this is your only property in ${facts.state} (single holding) and that the land is worth ${landPercent}% of the price.` : "A home you live in pays no land tax and earns no rent.",
    "LMI is an indicative premium from one lender's published table; yours will differ.",
    "Purchase costs are paid in cash on top of the deposit; LMI is not added to the loan.",
    profileWords(calc).serviceability,
    "Depreciation figures are estimates; a quantity surveyor's schedule gives the real ones.",
    fees.note,
  ];
  if (lt.kind === "unverified" && investor) assumptions.push(lt.note);
  if (s.firstHome.kind === "taper" && fhb) assumptions.push(s.firstHome.note);
  if (investor && p.includeTax && income === null) assumptions.push("No income entered: the tax effect uses an assumed 32% marginal rate.");


  return {
    purchase: {
      duty: { value: dollars(n.duty), provenance: dutyP },
      foreignSurcharge: { value: dollars(n.foreignSurcharge), provenance: published(s.foreignSchedule, p.foreignPurchaser ? `${s.foreignSurcharge * 100}% foreign purchaser surcharge` : "not a foreign purchaser") },
      transferFee: feeFigure(n.transferFee, fees.transfer),
      mortgageFee: n.loan > 0 ? feeFigure(n.mortgageFee, fees.mortgage) : null,
      lmi: { value: dollars(n.lmi), provenance: n.lmi > 0 ? lmiP : derived("no LMI at 80% LVR or less", [depositP]) },
      total: { value: dollars(n.purchaseCosts), provenance: derived("duty, surcharge, fees and LMI", [dutyP, n.lmi > 0 ? lmiP : depositP]) },
      cashInvested: { value: dollars(n.cashInvested), provenance: derived("deposit plus purchase costs", [depositP, dutyP, listingPrice]) },
    },
    loan: {
      amount: { value: dollars(n.loan), provenance: derived("the price less your deposit", [depositP, listingPrice]) },
      lvrPercent: { value: pct2(n.lvr * 100), provenance: derived("loan ÷ price", [depositP]) },
      monthlyRepayment: { value: dollars(n.monthlyRepayment), provenance: derived(p.loanType === "interestOnly" ? "loan × rate ÷ 12" : "amortised over the term", [rateP, termP, typeP, depositP, listingPrice]) },
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
      marginalRate: marginal,
      effect: { value: dollars(n.taxEffect), provenance: investor && p.includeTax ? derived("tax saved (+) or added (−) by the net rental result", [...taxInputs, div43P]) : estimate(investor ? "tax effects are off" : "no rental income: no tax effect") },
    },
    cashFlow: {
      monthlyPreTax: { value: dollars(n.monthlyPreTax), provenance: preTaxP },
      monthlyAfterTax: { value: dollars(n.monthlyAfterTax), provenance: afterTaxP },
      yearlyPreTax: { value: dollars(n.cashFlowPreTax), provenance: preTaxP },
      yearlyAfterTax: { value: dollars(n.cashFlowAfterTax), provenance: afterTaxP },
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
      dti: income === null || !Number.isFinite(dti) ? null : { value: pct2(dti), provenance: derived("this loan ÷ (income + rent)", serviceInputs) },
      highDti: income !== null && dti >= HIGH_DTI,
    },
    highestOffer: { breakEven: maxPriceForCashFlow(calc, facts, 0), borrowing: maxPriceToBorrow(calc, facts) },
    defaults: p.defaults,
    assumptions,
  };
}

/** The depreciation rules' sources, for a screen's footnote. */
export const DEPRECIATION_SOURCES = [DEPRECIATION.div43Schedule, DEPRECIATION.div40Schedule] as const;
