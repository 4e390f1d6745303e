/**
 * The finance profile as a form edits it (the "Your finance" section of /preferences and the
 * account defaults on /account): text for the figures, so a half-typed or wrong entry stays on
 * screen with its message while the stored profile keeps its last good value. An empty figure, or
 * a choice never made, is the default (docs/FINANCE.md §1), and the screens say "default" beside it.
 */
import {
  DEPOSIT_ABOVE_PRICE_MESSAGE,
  FINANCE_DEFAULTS,
  FINANCE_FIELDS,
  depositProblem,
  financeProfileInputSchema,
  type BuyerType,
  type Deposit,
  type FinanceField,
  type FinanceProfileInput,
  type LoanType,
} from "./profile";

export type DepositKind = Deposit["kind"];

export type FinanceForm = {
  buyerType: BuyerType | null;
  firstHomeBuyer: boolean | null;
  foreignPurchaser: boolean | null;
  /** How the deposit is given; the deposit is the default while the amount is empty (cash needs none). */
  depositKind: DepositKind;
  depositAmount: string;
  loanType: LoanType | null;
  interestRate: string;
  loanTermYears: string;
  taxableIncome: string;
  otherDebtRepayments: string;
  managementFeePercent: string;
  vacancyWeeks: string;
  includeTax: boolean | null;
};

export type FinanceFormErrors = Partial<Record<FinanceField, string[]>>;
export type FinanceFormResult = { ok: true; input: FinanceProfileInput } | { ok: false; errors: FinanceFormErrors };

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** The form showing a stored profile (undefined: every field its default). */
export function financeFormOf(input: FinanceProfileInput | undefined): FinanceForm {
  const i = input ?? {};
  const deposit = i.deposit;
  return {
    buyerType: i.buyerType ?? null,
    firstHomeBuyer: i.firstHomeBuyer ?? null,
    foreignPurchaser: i.foreignPurchaser ?? null,
    depositKind: deposit?.kind ?? "percent",
    depositAmount: deposit?.kind === "percent" ? text(deposit.percent) : deposit?.kind === "dollars" ? text(deposit.dollars) : "",
    loanType: i.loanType ?? null,
    interestRate: text(i.interestRate),
    loanTermYears: text(i.loanTermYears),
    taxableIncome: text(i.taxableIncome),
    otherDebtRepayments: text(i.otherDebtRepayments),
    managementFeePercent: text(i.managementFeePercent),
    vacancyWeeks: text(i.vacancyWeeks),
    includeTax: i.includeTax ?? null,
  };
}

/**
 * A typed figure as a number: "$150,000", "6.5%", " 30 " read as written; empty is undefined (the
 * default); anything else is NaN, which the profile schema refuses with the field's own message.
 */
export function parseFigure(raw: string): number | undefined {
  const cleaned = raw.replace(/[\s$,%]/g, "");
  if (cleaned === "") return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : NaN;
}

function depositOf(form: FinanceForm): unknown {
  if (form.depositKind === "cash") return { kind: "cash" };
  const amount = parseFigure(form.depositAmount);
  if (amount === undefined) return undefined;
  return form.depositKind === "percent" ? { kind: "percent", percent: amount } : { kind: "dollars", dollars: amount };
}

/**
 * The form as a stored profile, or each field's messages (lib/finance's). `maxPrice` is the
 * dearest home the search can return (the price range's maximum): a deposit in dollars above it is
 * refused, as PUT /api/preferences would.
 */
export function readFinanceForm(form: FinanceForm, maxPrice: number | null = null): FinanceFormResult {
  const raw: Partial<Record<FinanceField, unknown>> = {
    buyerType: form.buyerType ?? undefined,
    firstHomeBuyer: form.firstHomeBuyer ?? undefined,
    foreignPurchaser: form.foreignPurchaser ?? undefined,
    deposit: depositOf(form),
    loanType: form.loanType ?? undefined,
    interestRate: parseFigure(form.interestRate),
    loanTermYears: parseFigure(form.loanTermYears),
    taxableIncome: parseFigure(form.taxableIncome),
    otherDebtRepayments: parseFigure(form.otherDebtRepayments),
    managementFeePercent: parseFigure(form.managementFeePercent),
    vacancyWeeks: parseFigure(form.vacancyWeeks),
    includeTax: form.includeTax ?? undefined,
  };
  const parsed = financeProfileInputSchema.safeParse(raw);
  const errors: FinanceFormErrors = {};
  const add = (field: FinanceField, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && (FINANCE_FIELDS as string[]).includes(field)) add(field as FinanceField, issue.message);
    }
    return { ok: false, errors };
  }
  const input = parsed.data;
  if (input.deposit && maxPrice !== null && depositProblem(input.deposit, maxPrice) === DEPOSIT_ABOVE_PRICE_MESSAGE) {
    add("deposit", DEPOSIT_ABOVE_PRICE_MESSAGE);
    return { ok: false, errors };
  }
  // Only what was entered is stored: a left-out field stays a default that later defaults can change.
  const entered: FinanceProfileInput = {};
  for (const field of FINANCE_FIELDS) if (input[field] !== undefined) (entered as Record<string, unknown>)[field] = input[field];
  return { ok: true, input: entered };
}

/** Whether nothing is entered (the stored preferences then carry no finance section). */
export const isBlankFinance = (input: FinanceProfileInput | undefined) => !input || FINANCE_FIELDS.every((f) => input[f] === undefined);

/** The default of each field in words, for "default: …" beside an empty field. */
export const FINANCE_DEFAULT_WORDS: Record<FinanceField, string> = {
  buyerType: "investor",
  firstHomeBuyer: "no",
  foreignPurchaser: "no",
  deposit: `${(FINANCE_DEFAULTS.deposit as { percent: number }).percent}% of the price`,
  loanType: "interest-only for an investor, principal and interest for a home",
  interestRate: `${FINANCE_DEFAULTS.interestRate}% a year`,
  loanTermYears: `${FINANCE_DEFAULTS.loanTermYears} years`,
  taxableIncome: "none entered: tax effects at an assumed 32% marginal rate",
  otherDebtRepayments: "none",
  managementFeePercent: `${FINANCE_DEFAULTS.managementFeePercent}% of the rent`,
  vacancyWeeks: `${FINANCE_DEFAULTS.vacancyWeeks} weeks a year`,
  includeTax: "yes",
  contractDate: "today",
  applicants: "one applicant",
  dependants: "none",
  livingExpenses: "the household benchmark",
  noPropertyFiveYears: "no (yes for a first home buyer)",
  interestOnlyYears: "5 years",
  offsetBalance: "none",
  repaymentFrequency: "monthly",
  schemesOff: "every scheme you qualify for is counted",
};
