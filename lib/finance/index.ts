/** The finance core: the buyer's profile, published schedules, and their figures for a listing (docs/FINANCE.md). */
export * from "./profile";
export * from "./provenance";
export { STATES, type StateCode, DUTY, LAND_TAX, FEES, INCOME_TAX, MEDICARE, DEPRECIATION, APRA_BUFFER, FINANCE_YEAR } from "./schedules";
export { transferDuty, type DutyBuyer, type DutyProperty, type DutyResult } from "./duty";
export { amortisedMonthly, interestOnlyMonthly, monthlyRepayment, firstYearInterest, loanForRepayment } from "./loan";
export { incomeTax, marginalRate, medicareLevy, ASSUMED_MARGINAL_RATE } from "./tax";
export { PROPERTY_KINDS, HIGH_DTI } from "./assumptions";
export { prepareFinance, emptyNumbers, lmiPremium, landTaxOf, div43Of, div40Of, NEW_BUILD, REGIONAL, type FinanceCalculator, type FinanceNumbers, type ListingFacts } from "./calculator";
export { maxPriceForCashFlow, maxPriceToBorrow, SOLVE_TOLERANCE, type ReverseSolve, type CashFlowBasis } from "./solve";
export { analyseListing, type FinanceAnalysis } from "./analyse";
