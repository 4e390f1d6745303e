/**
 * The buyer's finance profile: what they entered, and the defaults that stand in for what they
 * didn't (each marked, so a screen can say "default"). `financeProfileInputSchema` is the stored
 * form (every field optional; an old session's missing section is `{}`), `financeProfileSchema`
 * parses it into a complete profile plus the list of defaulted fields. The deposit can only be
 * checked against a price once one is known: `financeWithPriceSchema` / `depositProblem`.
 */
import { z } from "zod";

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

export const BUYER_TYPES = ["investor", "ownerOccupier"] as const;
export const LOAN_TYPES = ["principalAndInterest", "interestOnly"] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];
export type LoanType = (typeof LOAN_TYPES)[number];

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
};

/**
 * The defaults, and why each. Interest-only at 6.25 % on an 80 % loan, 8 % management and about
 * 1.5 weeks' vacancy are the figures the engine has always assumed (docs/SCORING.md §10), so a
 * buyer who enters nothing is ranked as before.
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
});

export const FINANCE_FIELDS = Object.keys(FINANCE_DEFAULTS) as FinanceField[];

/** A complete profile: the values used, and which of them are defaults (shown as "default"). */
export type FinanceProfile = FinanceValues & { defaults: FinanceField[] };

export function resolveFinanceProfile(input: FinanceProfileInput): FinanceProfile {
  const values = { ...FINANCE_DEFAULTS } as FinanceValues;
  const defaults: FinanceField[] = [];
  for (const field of FINANCE_FIELDS) {
    const v = input[field];
    if (v === undefined) defaults.push(field);
    else (values as Record<FinanceField, unknown>)[field] = v;
  }
  return { ...values, defaults };
}

/** Stored input in, complete profile out (defaults filled in and listed). */
export const financeProfileSchema = financeProfileInputSchema.transform(resolveFinanceProfile);

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
