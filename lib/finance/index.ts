/** The finance core: the buyer's profile, published schedules, and their figures for a listing (docs/FINANCE.md). */
export * from "./profile";
export * from "./provenance";
export * from "./periods";
export {
  STATES,
  type StateCode,
  DUTY,
  DUTY_HISTORY,
  dutyScheduleAt,
  LAND_TAX,
  FEES,
  feeAmount,
  INCOME_TAX,
  INCOME_TAX_YEARS,
  incomeTaxYearAt,
  MEDICARE,
  LITO,
  HELP_REPAYMENT,
  CARD_LIMIT_MONTHLY,
  LIVING_BENCHMARK,
  BUILDING_COST,
  DEPRECIATION,
  APRA_BUFFER,
  FINANCE_YEAR,
  type DutySchedule,
} from "./schedules";
export { transferDuty, type DutyBuyer, type DutyProperty, type DutyResult } from "./duty";
export { amortisedMonthly, interestOnlyMonthly, monthlyRepayment, firstYearInterest, loanForRepayment } from "./loan";
export { incomeTax, marginalRate, medicareLevy, lowIncomeOffset, helpRepayment, livingBenchmark, equivalenceScale, ASSUMED_MARGINAL_RATE } from "./tax";
export { PROPERTY_KINDS, HIGH_DTI } from "./assumptions";
export {
  prepareFinance,
  emptyNumbers,
  lmiPremium,
  landTaxOf,
  div43Of,
  div40Of,
  div43RateFor,
  constructionCostEstimate,
  newHouseCost,
  NEW_BUILD,
  REGIONAL,
  OFF_THE_PLAN,
  SCHEME_HOME_GUARANTEE,
  SCHEME_FAMILY_HOME_GUARANTEE,
  SCHEME_FIRST_HOME_OWNER_GRANT,
  SCHEME_NEW_HOME_EXEMPTION,
  SCHEME_OFF_THE_PLAN,
  SCHEME_HOME_BUYER_CONCESSION,
  type FinanceCalculator,
  type FinanceNumbers,
  type ListingFacts,
  type KeptFacts,
} from "./calculator";
export { HOME_GUARANTEE, homeGuaranteeAt, FAMILY_HOME_GUARANTEE, FIRST_HOME_OWNER_GRANT, firstHomeOwnerGrantAt, VIC_OFF_THE_PLAN } from "./schemes";
export { readNewBuild, financeYearOf, type NewBuildReading } from "./new-build";
export { maxPriceForCashFlow, maxPriceToBorrow, SOLVE_TOLERANCE, type ReverseSolve, type CashFlowBasis } from "./solve";
export { analyseListing, type FinanceAnalysis, type PortfolioLines } from "./analyse";
export {
  projectListing,
  projectionAssumptions,
  irr,
  HOLD_YEARS_DEFAULT,
  HOLD_YEARS_MIN,
  HOLD_YEARS_MAX,
  GROWTH_BAND,
  CGT_DISCOUNT,
  type Projection,
  type ProjectionYear,
  type ProjectionExit,
  type ProjectionAssumption,
  type ProjectionAssumptions,
  type ProjectionOverrides,
  type AssumptionConfidence,
  type SuburbFigure,
} from "./projection";
export { rateStress, STRESS_POINTS, type RateStress, type StressRow } from "./stress";
export { holdingTotals, holdingLand, usableEquityOf, assessedRepayment, assessmentYearsOf, type HoldingTotals } from "./holdings";
export { nextPurchase, NEXT_PURCHASE_STEP, type NextPurchase, type NextPurchaseRow } from "./portfolio";
export { EQUITY_LVR, NEXT_PURCHASE_GROSS_YIELD } from "./assumptions";
