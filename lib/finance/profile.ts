/**
 * The buyer's finance profile: what they entered, and the defaults that stand in for what they
 * didn't (each marked, so a screen can say "default"). `financeProfileInputSchema` is the stored
 * form (every field optional; an old session's missing section is `{}`), `financeProfileSchema`
 * parses it into a complete profile plus the list of defaulted fields. The deposit can only be
 * checked against a price once one is known: `financeWithPriceSchema` / `depositProblem`.
 */
import { z } from "zod";
import { isIsoDate, todayIso } from "./periods";
import { STATES, type StateCode } from "./states";

export const DEPOSIT_NEGATIVE_MESSAGE = "The deposit can't be negative.";
export const DEPOSIT_ABOVE_PRICE_MESSAGE = "The deposit can't be more than the price.";
export const DEPOSIT_FORMAT_MESSAGE = "The deposit must be a number of dollars or a percentage of the price.";
export const RATE_TOO_LOW_MESSAGE = "The interest rate must be more than 0%.";
export const RATE_TOO_HIGH_MESSAGE = "The interest rate can't be more than 30%.";
export const RATE_FORMAT_MESSAGE = "The interest rate must be a number, like 6.25.";
export const TERM_TOO_LONG_MESSAGE = "The loan term can't be more than 40 years.";
export const TERM_TOO_SHORT_MESSAGE = "The loan term must be at least 1 year.";
export const TERM_FORMAT_MESSAGE = "The loan term must be a whole number of years.";
export const INCOME_MESSAGE = "Taxable income must be a number of dollars a year, 0 or more.";
export const OTHER_DEBTS_MESSAGE = "Other debts' repayments must be a number of dollars a month, 0 or more.";
export const MANAGEMENT_FEE_MESSAGE = "The management fee must be between 0% and 100% of the rent.";
export const VACANCY_MESSAGE = "Vacancy must be between 0 and 52 weeks a year.";
export const CONTRACT_DATE_MESSAGE = "The contract date must be a date, like 2026-09-15.";
export const APPLICANTS_MESSAGE = "A loan can have one or two applicants.";
export const HELP_MESSAGE = "A HECS/HELP balance must be a number of dollars, 0 or more.";
export const CARD_LIMITS_MESSAGE = "Credit card limits must be a number of dollars, 0 or more.";
export const DEPENDANTS_MESSAGE = "Dependants must be a whole number from 0 to 10.";
export const LIVING_EXPENSES_MESSAGE = "Living expenses must be a number of dollars a year, 0 or more.";
export const INTEREST_ONLY_YEARS_MESSAGE = "The interest-only period must be 1 to 10 years, and shorter than the loan term.";
export const OFFSET_MESSAGE = "An offset balance must be a number of dollars, 0 or more.";
export const SAVINGS_MESSAGE = "Savings must be a number of dollars, 0 or more.";
/** The most properties a portfolio holds (the form, the routes and the chat refuse more). */
export const PORTFOLIO_MAX = 20;
export const PORTFOLIO_MAX_MESSAGE = `A portfolio can hold up to ${PORTFOLIO_MAX} properties.`;
export const HOLDING_STATE_MESSAGE = "Choose the state or territory the property is in.";
export const HOLDING_VALUE_MESSAGE = "A property's value must be a number of dollars, more than 0.";
export const HOLDING_LOAN_MESSAGE = "A property's loan must be a number of dollars, 0 or more.";
export const HOLDING_LOAN_ABOVE_MESSAGE = "A property's loan can't be more than twice its value.";
export const HOLDING_RATE_MESSAGE = "A property's interest rate must be between 0% and 30%.";
export const HOLDING_RENT_MESSAGE = "A property's rent must be a number of dollars a week, 0 to 100,000.";
export const HOLDING_COSTS_MESSAGE = "A property's costs must be a number of dollars a year, 0 or more.";
export const HOLDING_LAND_MESSAGE = "A property's land value must be more than 0 and no more than its value.";
export const HOLDING_YEARS_LEFT_MESSAGE = "A property's loan term left must be a whole number of years, 1 to 40.";
export const HOLDING_IO_YEARS_MESSAGE = "A property's interest-only years left must be a whole number, 1 to 10, and fewer than its loan's years left.";
/** An existing loan's term left when not given: a new loan's (the assessment every older profile was worked on, docs/FINANCE.md §17). */
export const HOLDING_YEARS_LEFT_DEFAULT = 30;
/** An interest-only existing loan's interest-only years left when not given: the longest usual investment period (a new loan's default, §1). */
export const HOLDING_IO_YEARS_DEFAULT = 5;

export const BUYER_TYPES = ["investor", "ownerOccupier"] as const;
export const LOAN_TYPES = ["principalAndInterest", "interestOnly"] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];
export type LoanType = (typeof LOAN_TYPES)[number];
export const REPAYMENT_FREQUENCIES = ["monthly", "fortnightly", "weekly"] as const;
export type RepaymentFrequency = (typeof REPAYMENT_FREQUENCIES)[number];
/** Schemes and grants a buyer can switch off (each applies only when the listing and the buyer qualify: ./schemes.ts). */
export const SCHEME_IDS = ["homeGuarantee", "familyHomeGuarantee", "firstHomeOwnerGrant", "newHomeExemption", "offThePlan", "homeBuyerConcession"] as const;
export type SchemeId = (typeof SCHEME_IDS)[number];

/** The most anyone could enter for a price, income or deposit (spec 2's price bound). */
const DOLLARS_MAX = 1_000_000_000;

const dollars = (message: string) => z.number({ error: message }).min(0, message).max(DOLLARS_MAX, message);

export const depositSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("percent"), percent: z.number({ error: DEPOSIT_FORMAT_MESSAGE }).min(0, DEPOSIT_NEGATIVE_MESSAGE).max(100, DEPOSIT_ABOVE_PRICE_MESSAGE) }),
    z.object({ kind: z.literal("dollars"), dollars: z.number({ error: DEPOSIT_FORMAT_MESSAGE }).min(0, DEPOSIT_NEGATIVE_MESSAGE).max(DOLLARS_MAX, DEPOSIT_FORMAT_MESSAGE) }),
    z.object({ kind: z.literal("cash") }),
  ],
  { error: DEPOSIT_FORMAT_MESSAGE },
);
export type Deposit = z.infer<typeof depositSchema>;

/** One applicant for the loan: their own income (taxed separately), HECS/HELP balance and credit card limits. */
export const applicantSchema = z.object({
  /** Taxable income, dollars a year; null = not given. */
  income: dollars(INCOME_MESSAGE).nullable().optional(),
  /** HECS/HELP balance, dollars; null or 0 = none (the compulsory repayment on the income counts against serviceability). */
  helpBalance: dollars(HELP_MESSAGE).nullable().optional(),
  /** Total credit card limits, dollars (assessed at a monthly share of the limit, as lenders do). */
  cardLimits: dollars(CARD_LIMITS_MESSAGE).nullable().optional(),
});
export type ApplicantInput = z.infer<typeof applicantSchema>;
export type Applicant = { income: number | null; helpBalance: number; cardLimits: number };

/**
 * A property the buyer already owns (docs/FINANCE.md §17): personal money data like the rest of the
 * profile. Land tax adds the land of those not lived in to a new holding in the same state;
 * serviceability counts each loan and each rent (shaded); 80 % of each value less its loan is usable equity.
 */
export const holdingSchema = z
  .object({
    state: z.enum(STATES, { error: HOLDING_STATE_MESSAGE }),
    /** What it is worth today, dollars. */
    value: z.number({ error: HOLDING_VALUE_MESSAGE }).gt(0, HOLDING_VALUE_MESSAGE).max(DOLLARS_MAX, HOLDING_VALUE_MESSAGE),
    /** The loan left on it, dollars (0: owned outright). */
    loan: dollars(HOLDING_LOAN_MESSAGE),
    /** Its loan's rate, percent a year. */
    rate: z.number({ error: HOLDING_RATE_MESSAGE }).min(0, HOLDING_RATE_MESSAGE).max(30, HOLDING_RATE_MESSAGE),
    /** Rent, dollars a week (0 for a home lived in). */
    weeklyRent: z.number({ error: HOLDING_RENT_MESSAGE }).min(0, HOLDING_RENT_MESSAGE).max(100_000, HOLDING_RENT_MESSAGE),
    /** Its costs, dollars a year: rates, insurance, strata, land tax, management. */
    costs: dollars(HOLDING_COSTS_MESSAGE),
    /** The buyer's home: no land tax (the principal place of residence is exempt), no rent. */
    ownerOccupied: z.boolean(),
    /** The land's value, dollars (a notice of valuation's); when not given, 55 % of the value (a house's share, docs/FINANCE.md §4). */
    landValue: z.number({ error: HOLDING_LAND_MESSAGE }).gt(0, HOLDING_LAND_MESSAGE).max(DOLLARS_MAX, HOLDING_LAND_MESSAGE).nullable().optional(),
    /** Years left on its loan; when not given, HOLDING_YEARS_LEFT_DEFAULT (so a profile saved before this field reads as before). */
    loanYearsLeft: z.number({ error: HOLDING_YEARS_LEFT_MESSAGE }).int(HOLDING_YEARS_LEFT_MESSAGE).min(1, HOLDING_YEARS_LEFT_MESSAGE).max(40, HOLDING_YEARS_LEFT_MESSAGE).optional(),
    /** Its loan is interest-only now (then principal and interest over the years left after the interest-only years). Not given: principal and interest. */
    interestOnly: z.boolean().optional(),
    /** An interest-only loan's interest-only years left; when not given, HOLDING_IO_YEARS_DEFAULT (within the years left). */
    interestOnlyYearsLeft: z.number({ error: HOLDING_IO_YEARS_MESSAGE }).int(HOLDING_IO_YEARS_MESSAGE).min(1, HOLDING_IO_YEARS_MESSAGE).max(10, HOLDING_IO_YEARS_MESSAGE).optional(),
  })
  .superRefine((h, ctx) => {
    if (h.loan > h.value * 2) ctx.addIssue({ code: "custom", path: ["loan"], message: HOLDING_LOAN_ABOVE_MESSAGE });
    if (h.landValue != null && h.landValue > h.value) ctx.addIssue({ code: "custom", path: ["landValue"], message: HOLDING_LAND_MESSAGE });
    if (h.interestOnly && h.interestOnlyYearsLeft !== undefined && h.interestOnlyYearsLeft >= (h.loanYearsLeft ?? HOLDING_YEARS_LEFT_DEFAULT)) ctx.addIssue({ code: "custom", path: ["interestOnlyYearsLeft"], message: HOLDING_IO_YEARS_MESSAGE });
  });
export type Holding = z.infer<typeof holdingSchema>;
export type HoldingState = StateCode;

/** What the buyer entered; every field optional. */
export const financeProfileInputSchema = z.object({
  buyerType: z.enum(BUYER_TYPES).optional(),
  firstHomeBuyer: z.boolean().optional(),
  foreignPurchaser: z.boolean().optional(),
  deposit: depositSchema.optional(),
  loanType: z.enum(LOAN_TYPES).optional(),
  /** Percent a year, e.g. 6.25. */
  interestRate: z.number({ error: RATE_FORMAT_MESSAGE }).gt(0, RATE_TOO_LOW_MESSAGE).max(30, RATE_TOO_HIGH_MESSAGE).optional(),
  loanTermYears: z.number({ error: TERM_FORMAT_MESSAGE }).int(TERM_FORMAT_MESSAGE).min(1, TERM_TOO_SHORT_MESSAGE).max(40, TERM_TOO_LONG_MESSAGE).optional(),
  /** Dollars a year; null = not given (the tax effect then uses an assumed marginal rate). */
  taxableIncome: dollars(INCOME_MESSAGE).nullable().optional(),
  /** Dollars a month; null = not given (none assumed). */
  otherDebtRepayments: dollars(OTHER_DEBTS_MESSAGE).nullable().optional(),
  /** Percent of the rent collected, incl. GST. */
  managementFeePercent: z.number({ error: MANAGEMENT_FEE_MESSAGE }).min(0, MANAGEMENT_FEE_MESSAGE).max(100, MANAGEMENT_FEE_MESSAGE).optional(),
  vacancyWeeks: z.number({ error: VACANCY_MESSAGE }).min(0, VACANCY_MESSAGE).max(52, VACANCY_MESSAGE).optional(),
  includeTax: z.boolean().optional(),
  /** The contract date (YYYY-MM-DD): it picks the schedules (docs/FINANCE.md §3). Today when not given. */
  contractDate: z.string({ error: CONTRACT_DATE_MESSAGE }).refine(isIsoDate, CONTRACT_DATE_MESSAGE).optional(),
  /**
   * One or two applicants. `taxableIncome`, when given, is the first applicant's income (so an older profile, or a
   * what-if "on 150k income", still reads): applicants' incomes are taxed separately.
   */
  applicants: z.array(applicantSchema, { error: APPLICANTS_MESSAGE }).min(1, APPLICANTS_MESSAGE).max(2, APPLICANTS_MESSAGE).optional(),
  /** Dependent children (living expenses, the ACT scheme's income limit, the Family Home Guarantee). */
  dependants: z.number({ error: DEPENDANTS_MESSAGE }).int(DEPENDANTS_MESSAGE).min(0, DEPENDANTS_MESSAGE).max(10, DEPENDANTS_MESSAGE).optional(),
  /** The household's own living expenses, dollars a year; the higher of this and the benchmark is used. null = not given. */
  livingExpenses: dollars(LIVING_EXPENSES_MESSAGE).nullable().optional(),
  /** No applicant (or partner) owned property in the last five years (the ACT's Home Buyer Concession Scheme); a first home buyer counts. */
  noPropertyFiveYears: z.boolean().optional(),
  /** Years of an interest-only period (then principal and interest over the rest of the term). */
  interestOnlyYears: z.number({ error: INTEREST_ONLY_YEARS_MESSAGE }).int(INTEREST_ONLY_YEARS_MESSAGE).min(1, INTEREST_ONLY_YEARS_MESSAGE).max(10, INTEREST_ONLY_YEARS_MESSAGE).optional(),
  /** Money kept in an offset account against the loan, dollars: it reduces the interest. null = none. */
  offsetBalance: dollars(OFFSET_MESSAGE).nullable().optional(),
  /** How repayments are shown first (all three are always worked). */
  repaymentFrequency: z.enum(REPAYMENT_FREQUENCIES).optional(),
  /** Schemes and grants the buyer switched off. */
  schemesOff: z.array(z.enum(SCHEME_IDS)).optional(),
  /** Properties the buyer already owns (up to PORTFOLIO_MAX). */
  portfolio: z.array(holdingSchema, { error: PORTFOLIO_MAX_MESSAGE }).max(PORTFOLIO_MAX, PORTFOLIO_MAX_MESSAGE).optional(),
  /** Cash the buyer has for a purchase, dollars (the deposit and costs come from it, and from usable equity when `useEquity`). null = not given. */
  savings: dollars(SAVINGS_MESSAGE).nullable().optional(),
  /** Fund the deposit and costs from usable equity first (80 % of each property's value less its loan), then savings. */
  useEquity: z.boolean().optional(),
});
export type FinanceProfileInput = z.infer<typeof financeProfileInputSchema>;
export type FinanceField = keyof FinanceProfileInput;

export type FinanceValues = {
  buyerType: BuyerType;
  firstHomeBuyer: boolean;
  foreignPurchaser: boolean;
  deposit: Deposit;
  loanType: LoanType;
  interestRate: number;
  loanTermYears: number;
  taxableIncome: number | null;
  otherDebtRepayments: number | null;
  managementFeePercent: number;
  vacancyWeeks: number;
  includeTax: boolean;
  contractDate: string;
  applicants: Applicant[];
  dependants: number;
  livingExpenses: number | null;
  noPropertyFiveYears: boolean;
  interestOnlyYears: number;
  offsetBalance: number | null;
  repaymentFrequency: RepaymentFrequency;
  schemesOff: SchemeId[];
  portfolio: Holding[];
  savings: number | null;
  useEquity: boolean;
};

/**
 * The defaults, and why each. Interest-only at 6.25 % on an 80 % loan, 8 % management and about
 * 1.5 weeks' vacancy are the figures the engine has always assumed (docs/SCORING.md §10), so a
 * buyer who enters nothing is ranked as before. The loan type's default depends on the buyer
 * (resolveFinanceProfile): interest-only for an investor, principal and interest for a home. The
 * contract date's default is today (resolveFinanceProfile).
 */
export const FINANCE_DEFAULTS: Readonly<FinanceValues> = Object.freeze<FinanceValues>({
  buyerType: "investor",
  firstHomeBuyer: false,
  foreignPurchaser: false,
  deposit: { kind: "percent", percent: 20 },
  loanType: "interestOnly",
  interestRate: 6.25,
  loanTermYears: 30,
  taxableIncome: null,
  otherDebtRepayments: null,
  managementFeePercent: 8,
  vacancyWeeks: 1.5,
  includeTax: true,
  contractDate: "",
  applicants: [{ income: null, helpBalance: 0, cardLimits: 0 }],
  dependants: 0,
  livingExpenses: null,
  noPropertyFiveYears: false,
  interestOnlyYears: 5,
  offsetBalance: null,
  repaymentFrequency: "monthly",
  schemesOff: [],
  portfolio: [],
  savings: null,
  useEquity: false,
});

export const FINANCE_FIELDS = Object.keys(FINANCE_DEFAULTS) as FinanceField[];

/** A complete profile: the values used, and which of them are defaults (shown as "default"). */
export type FinanceProfile = FinanceValues & { defaults: FinanceField[] };

/** The loan type a buyer gets when they choose none: interest-only for an investor, principal and interest for a home (owner-occupier or first home buyer). */
export const defaultLoanType = (buyerType: BuyerType): LoanType => (buyerType === "investor" ? "interestOnly" : "principalAndInterest");

/** The applicants as entered, with `taxableIncome` (when given) as the first one's income; always one or two. */
function resolveApplicants(input: FinanceProfileInput): Applicant[] {
  const entered = input.applicants ?? [{}];
  return entered.map((a, i) => ({
    income: i === 0 && input.taxableIncome !== undefined ? input.taxableIncome : (a.income ?? null),
    helpBalance: a.helpBalance ?? 0,
    cardLimits: a.cardLimits ?? 0,
  }));
}

/** The household's taxable income: the applicants' incomes added (null when none is given). */
export function householdIncome(applicants: readonly Applicant[]): number | null {
  let sum: number | null = null;
  for (const a of applicants) if (a.income !== null) sum = (sum ?? 0) + a.income;
  return sum;
}

/**
 * The complete profile. `today` (YYYY-MM-DD) is the contract date when none was entered. The
 * resolved `taxableIncome` is the household's (every applicant's income added); with applicants
 * entered, an entered `taxableIncome` is folded into the first applicant and listed as a default,
 * so the entered fields (those not in `defaults`) resolve to the same profile again.
 */
export function resolveFinanceProfile(input: FinanceProfileInput, today: string = todayIso()): FinanceProfile {
  const values = { ...FINANCE_DEFAULTS } as FinanceValues;
  const defaults: FinanceField[] = [];
  for (const field of FINANCE_FIELDS) {
    const v = input[field];
    if (v === undefined) defaults.push(field);
    else (values as Record<FinanceField, unknown>)[field] = v;
  }
  if (input.loanType === undefined) values.loanType = defaultLoanType(values.buyerType);
  if (input.contractDate === undefined) values.contractDate = today;
  values.applicants = resolveApplicants(input);
  values.taxableIncome = householdIncome(values.applicants);
  if (input.applicants !== undefined && input.taxableIncome !== undefined) defaults.push("taxableIncome");
  values.schemesOff = [...(input.schemesOff ?? [])];
  values.portfolio = (input.portfolio ?? []).map((h) => ({ ...h }));
  if (values.loanType === "interestOnly") values.interestOnlyYears = Math.min(values.interestOnlyYears, values.loanTermYears);
  return { ...values, defaults };
}

/** Stored input in, complete profile out (defaults filled in and listed). */
export const financeProfileSchema = financeProfileInputSchema.transform((input) => resolveFinanceProfile(input));

export const defaultFinanceProfile = (): FinanceProfile => resolveFinanceProfile({});
export const isDefault = (profile: FinanceProfile, field: FinanceField) => profile.defaults.includes(field);

/** The deposit's message against a known price, or null when it fits. */
export function depositProblem(deposit: Deposit, price: number): string | null {
  if (deposit.kind === "percent") return deposit.percent < 0 ? DEPOSIT_NEGATIVE_MESSAGE : deposit.percent > 100 ? DEPOSIT_ABOVE_PRICE_MESSAGE : null;
  if (deposit.kind === "dollars") return deposit.dollars < 0 ? DEPOSIT_NEGATIVE_MESSAGE : deposit.dollars > price ? DEPOSIT_ABOVE_PRICE_MESSAGE : null;
  return null;
}

/** A profile with the price it is for (a what-if, the chat's "on #1"): the deposit is checked against the price. */
export const financeWithPriceSchema = z
  .object({
    finance: financeProfileSchema,
    price: z.number({ error: "The price must be a number of dollars." }).positive("The price must be more than $0.").max(DOLLARS_MAX, "Prices must be at most $1,000,000,000."),
  })
  .superRefine((v, ctx) => {
    const problem = depositProblem(v.finance.deposit, v.price);
    if (problem) ctx.addIssue({ code: "custom", path: ["finance", "deposit"], message: problem });
  });
