/**
 * The finance profile as a form edits it (the "Your finance" section of /preferences and the
 * account defaults on /account): text for the figures, so a half-typed or wrong entry stays on
 * screen with its message while the stored profile keeps its last good value. An empty figure, or
 * a choice never made, is the default (docs/FINANCE.md §1), and the screens say "default" beside it.
 * Every figure here is the buyer's own money data and is stored only in the finance profile.
 */
import type { StateCode } from "./states";
import {
  DEPOSIT_ABOVE_PRICE_MESSAGE,
  FINANCE_DEFAULTS,
  FINANCE_FIELDS,
  SCHEME_IDS,
  depositProblem,
  financeProfileInputSchema,
  type BuyerType,
  type Deposit,
  type FinanceField,
  type FinanceProfileInput,
  type Holding,
  type LoanType,
  type RepaymentFrequency,
  type SchemeId,
} from "./profile";

export type DepositKind = Deposit["kind"];

/** One property the buyer owns, as the form edits it (figures as text). */
export type HoldingForm = {
  state: StateCode | "";
  value: string;
  loan: string;
  rate: string;
  weeklyRent: string;
  costs: string;
  ownerOccupied: boolean;
  landValue: string;
  /** Years left on its loan (empty: 30). */
  loanYearsLeft: string;
  interestOnly: boolean;
  /** Interest-only years left, for an interest-only loan (empty: 5). */
  interestOnlyYearsLeft: string;
};
export const HOLDING_FIGURES = ["value", "loan", "rate", "weeklyRent", "costs", "landValue", "loanYearsLeft"] as const;
export type HoldingFigure = (typeof HOLDING_FIGURES)[number];

export const emptyHoldingForm = (): HoldingForm => ({ state: "", value: "", loan: "", rate: "", weeklyRent: "", costs: "", ownerOccupied: false, landValue: "", loanYearsLeft: "", interestOnly: false, interestOnlyYearsLeft: "" });

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
  /** The first applicant's taxable income. */
  taxableIncome: string;
  otherDebtRepayments: string;
  managementFeePercent: string;
  vacancyWeeks: string;
  includeTax: boolean | null;
  /** A second applicant, taxed on their own income. */
  twoApplicants: boolean;
  partnerIncome: string;
  help1: string;
  cards1: string;
  help2: string;
  cards2: string;
  dependants: string;
  livingExpenses: string;
  noPropertyFiveYears: boolean | null;
  contractDate: string;
  interestOnlyYears: string;
  offsetBalance: string;
  repaymentFrequency: RepaymentFrequency | null;
  schemesOff: SchemeId[];
  portfolio: HoldingForm[];
  savings: string;
  useEquity: boolean | null;
};

/** The form's own keys for messages: the profile's fields, and the per-applicant figures. */
export type FinanceFormKey = FinanceField | "partnerIncome" | "help1" | "cards1" | "help2" | "cards2" | HoldingKey;
/** A portfolio entry's field: "portfolio.0.value". */
export type HoldingKey = `portfolio.${number}.${keyof HoldingForm}`;
export const holdingKey = (index: number, field: keyof HoldingForm): HoldingKey => `portfolio.${index}.${field}`;
export type FinanceFormErrors = Partial<Record<FinanceFormKey, string[]>>;
export type FinanceFormResult = { ok: true; input: FinanceProfileInput } | { ok: false; errors: FinanceFormErrors };

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** The form showing a stored profile (undefined: every field its default). */
export function financeFormOf(input: FinanceProfileInput | undefined): FinanceForm {
  const i = input ?? {};
  const deposit = i.deposit;
  const a = i.applicants ?? [];
  return {
    buyerType: i.buyerType ?? null,
    firstHomeBuyer: i.firstHomeBuyer ?? null,
    foreignPurchaser: i.foreignPurchaser ?? null,
    depositKind: deposit?.kind ?? "percent",
    depositAmount: deposit?.kind === "percent" ? text(deposit.percent) : deposit?.kind === "dollars" ? text(deposit.dollars) : "",
    loanType: i.loanType ?? null,
    interestRate: text(i.interestRate),
    loanTermYears: text(i.loanTermYears),
    // taxableIncome, when stored, is the first applicant's income (lib/finance/profile.ts).
    taxableIncome: text(i.taxableIncome !== undefined ? i.taxableIncome : a[0]?.income),
    otherDebtRepayments: text(i.otherDebtRepayments),
    managementFeePercent: text(i.managementFeePercent),
    vacancyWeeks: text(i.vacancyWeeks),
    includeTax: i.includeTax ?? null,
    twoApplicants: a.length > 1,
    partnerIncome: text(a[1]?.income),
    help1: text(a[0]?.helpBalance),
    cards1: text(a[0]?.cardLimits),
    help2: text(a[1]?.helpBalance),
    cards2: text(a[1]?.cardLimits),
    dependants: text(i.dependants),
    livingExpenses: text(i.livingExpenses),
    noPropertyFiveYears: i.noPropertyFiveYears ?? null,
    contractDate: i.contractDate ?? "",
    interestOnlyYears: text(i.interestOnlyYears),
    offsetBalance: text(i.offsetBalance),
    repaymentFrequency: i.repaymentFrequency ?? null,
    schemesOff: [...(i.schemesOff ?? [])],
    portfolio: (i.portfolio ?? []).map(holdingFormOf),
    savings: text(i.savings),
    useEquity: i.useEquity ?? null,
  };
}

function holdingFormOf(h: Holding): HoldingForm {
  return {
    state: h.state,
    value: text(h.value),
    loan: text(h.loan),
    rate: text(h.rate),
    weeklyRent: text(h.weeklyRent),
    costs: text(h.costs),
    ownerOccupied: h.ownerOccupied,
    landValue: text(h.landValue),
    loanYearsLeft: text(h.loanYearsLeft),
    interestOnly: h.interestOnly ?? false,
    interestOnlyYearsLeft: text(h.interestOnlyYearsLeft),
  };
}

/**
 * A portfolio entry as the schema reads it: an empty loan, rent or costs is 0 (an empty value or state is refused); an
 * empty term left or interest-only years left is left out (its default); interest-only is stored only when ticked.
 */
function holdingOf(h: HoldingForm): unknown {
  const zeroIfEmpty = (raw: string) => parseFigure(raw) ?? 0;
  const land = parseFigure(h.landValue);
  const yearsLeft = parseFigure(h.loanYearsLeft);
  const ioYearsLeft = h.interestOnly ? parseFigure(h.interestOnlyYearsLeft) : undefined;
  return {
    state: h.state === "" ? undefined : h.state,
    value: parseFigure(h.value),
    loan: zeroIfEmpty(h.loan),
    rate: zeroIfEmpty(h.rate),
    weeklyRent: h.ownerOccupied ? 0 : zeroIfEmpty(h.weeklyRent),
    costs: zeroIfEmpty(h.costs),
    ownerOccupied: h.ownerOccupied,
    ...(land === undefined ? {} : { landValue: land }),
    ...(yearsLeft === undefined ? {} : { loanYearsLeft: yearsLeft }),
    ...(h.interestOnly ? { interestOnly: true } : {}),
    ...(ioYearsLeft === undefined ? {} : { interestOnlyYearsLeft: ioYearsLeft }),
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

/** The applicants as stored: only when a second applicant, a HECS/HELP balance or card limits are given (else `taxableIncome` carries the one income, as before). */
function applicantsOf(form: FinanceForm): unknown {
  const one = { income: parseFigure(form.taxableIncome), helpBalance: parseFigure(form.help1), cardLimits: parseFigure(form.cards1) };
  const two = { income: parseFigure(form.partnerIncome), helpBalance: parseFigure(form.help2), cardLimits: parseFigure(form.cards2) };
  if (!form.twoApplicants && one.helpBalance === undefined && one.cardLimits === undefined) return undefined;
  const clean = (a: Record<string, number | undefined>) => Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined));
  return form.twoApplicants ? [clean(one), clean(two)] : [clean(one)];
}

/** Where an issue of the applicants lands in the form. */
function applicantKey(path: readonly PropertyKey[]): FinanceFormKey | null {
  const [, index, field] = path;
  if (index !== 0 && index !== 1) return "applicants";
  if (field === "income") return index === 0 ? "taxableIncome" : "partnerIncome";
  if (field === "helpBalance") return index === 0 ? "help1" : "help2";
  if (field === "cardLimits") return index === 0 ? "cards1" : "cards2";
  return "applicants";
}

/**
 * The form as a stored profile, or each field's messages (lib/finance's). `maxPrice` is the
 * dearest home the search can return (the price range's maximum): a deposit in dollars above it is
 * refused, as PUT /api/preferences would.
 */
export function readFinanceForm(form: FinanceForm, maxPrice: number | null = null): FinanceFormResult {
  const applicants = applicantsOf(form);
  const raw: Partial<Record<FinanceField, unknown>> = {
    buyerType: form.buyerType ?? undefined,
    firstHomeBuyer: form.firstHomeBuyer ?? undefined,
    foreignPurchaser: form.foreignPurchaser ?? undefined,
    deposit: depositOf(form),
    loanType: form.loanType ?? undefined,
    interestRate: parseFigure(form.interestRate),
    loanTermYears: parseFigure(form.loanTermYears),
    taxableIncome: applicants === undefined ? parseFigure(form.taxableIncome) : undefined,
    otherDebtRepayments: parseFigure(form.otherDebtRepayments),
    managementFeePercent: parseFigure(form.managementFeePercent),
    vacancyWeeks: parseFigure(form.vacancyWeeks),
    includeTax: form.includeTax ?? undefined,
    applicants,
    dependants: parseFigure(form.dependants),
    livingExpenses: parseFigure(form.livingExpenses),
    noPropertyFiveYears: form.noPropertyFiveYears ?? undefined,
    contractDate: form.contractDate.trim() === "" ? undefined : form.contractDate.trim(),
    interestOnlyYears: parseFigure(form.interestOnlyYears),
    offsetBalance: parseFigure(form.offsetBalance),
    repaymentFrequency: form.repaymentFrequency ?? undefined,
    schemesOff: form.schemesOff.length ? SCHEME_IDS.filter((id) => form.schemesOff.includes(id)) : undefined,
    portfolio: form.portfolio.length ? form.portfolio.map(holdingOf) : undefined,
    savings: parseFigure(form.savings),
    useEquity: form.useEquity ?? undefined,
  };
  const parsed = financeProfileInputSchema.safeParse(raw);
  const errors: FinanceFormErrors = {};
  const add = (field: FinanceFormKey, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "applicants") add(applicantKey(issue.path) ?? "applicants", issue.message);
      else if (field === "portfolio" && typeof issue.path[1] === "number" && typeof issue.path[2] === "string") add(holdingKey(issue.path[1], issue.path[2] as keyof HoldingForm), issue.message);
      else if (typeof field === "string" && (FINANCE_FIELDS as string[]).includes(field)) add(field as FinanceField, issue.message);
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
  interestOnlyYears: `${FINANCE_DEFAULTS.interestOnlyYears} years`,
  offsetBalance: "none",
  repaymentFrequency: "monthly",
  schemesOff: "every scheme you qualify for is counted",
  portfolio: "none",
  savings: "none entered",
  useEquity: "no",
};
