"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox, Chip } from "@/components/ui/controls";
import { Field } from "@/components/ui/field";
import { FINANCE_DEFAULT_WORDS, financeFormOf, isBlankFinance, readFinanceForm, type DepositKind, type FinanceForm, type FinanceFormErrors } from "@/lib/finance/form";
import { PortfolioFields } from "./portfolio-fields";
import { SCHEME_IDS, type BuyerType, type FinanceField, type FinanceProfileInput, type LoanType, type RepaymentFrequency, type SchemeId } from "@/lib/finance/profile";

/** "default" beside a field the buyer left alone (docs/FINANCE.md §1): the figure used is Propie's, not theirs. */
export function DefaultTag({ shown, field }: { shown: boolean; field: FinanceField }) {
  if (!shown) return null;
  return (
    <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-600" data-testid={`finance-default-${field}`} title={`Default: ${FINANCE_DEFAULT_WORDS[field]}`}>
      default
    </span>
  );
}

const BUYER_OPTIONS: readonly { value: BuyerType; label: string }[] = [
  { value: "investor", label: "Investor" },
  { value: "ownerOccupier", label: "Owner-occupier" },
];
const LOAN_OPTIONS: readonly { value: LoanType; label: string }[] = [
  { value: "principalAndInterest", label: "Principal & interest" },
  { value: "interestOnly", label: "Interest-only" },
];
const DEPOSIT_OPTIONS: readonly { value: DepositKind; label: string }[] = [
  { value: "percent", label: "% of the price" },
  { value: "dollars", label: "Dollars" },
  { value: "cash", label: "Cash purchase" },
];

const APPLICANT_OPTIONS: readonly { value: "one" | "two"; label: string }[] = [
  { value: "one", label: "One applicant" },
  { value: "two", label: "Two applicants" },
];
const FREQUENCY_OPTIONS: readonly { value: RepaymentFrequency; label: string }[] = [
  { value: "monthly", label: "Monthly" },
  { value: "fortnightly", label: "Fortnightly" },
  { value: "weekly", label: "Weekly" },
];
const SCHEME_LABELS: Record<SchemeId, string> = {
  homeGuarantee: "First Home Guarantee (no LMI with 5% down)",
  familyHomeGuarantee: "Family Home Guarantee (single parents, 2% down)",
  firstHomeOwnerGrant: "First Home Owner Grant (new homes)",
  newHomeExemption: "QLD and SA new-home duty exemptions",
  offThePlan: "Victoria's off-the-plan duty concession",
  homeBuyerConcession: "ACT Home Buyer Concession Scheme",
};

type FigureKey = "interestRate" | "loanTermYears" | "otherDebtRepayments" | "managementFeePercent" | "vacancyWeeks";
const FIGURES: readonly { key: FigureKey; label: string; placeholder: string }[] = [
  { key: "interestRate", label: "Interest rate (% a year)", placeholder: "6.25" },
  { key: "loanTermYears", label: "Loan term (years)", placeholder: "30" },
  { key: "otherDebtRepayments", label: "Other debts' repayments ($ a month, optional)", placeholder: "e.g. 600" },
  { key: "managementFeePercent", label: "Management fee (% of rent)", placeholder: "8" },
  { key: "vacancyWeeks", label: "Vacancy (weeks a year)", placeholder: "1.5" },
];

type HouseholdKey = "taxableIncome" | "partnerIncome" | "help1" | "cards1" | "help2" | "cards2" | "dependants" | "livingExpenses" | "offsetBalance" | "interestOnlyYears";
const HOUSEHOLD_LABELS: Record<HouseholdKey, { label: string; placeholder: string; hint: string }> = {
  taxableIncome: { label: "Taxable income ($ a year, optional)", placeholder: "e.g. 140000", hint: FINANCE_DEFAULT_WORDS.taxableIncome },
  partnerIncome: { label: "Second applicant's taxable income ($ a year)", placeholder: "e.g. 90000", hint: "none entered" },
  help1: { label: "HECS/HELP balance ($, optional)", placeholder: "e.g. 25000", hint: "none" },
  cards1: { label: "Credit card limits ($, optional)", placeholder: "e.g. 10000", hint: "none" },
  help2: { label: "Second applicant's HECS/HELP balance ($)", placeholder: "e.g. 25000", hint: "none" },
  cards2: { label: "Second applicant's credit card limits ($)", placeholder: "e.g. 5000", hint: "none" },
  dependants: { label: "Dependent children", placeholder: "0", hint: FINANCE_DEFAULT_WORDS.dependants },
  livingExpenses: { label: "Your living expenses ($ a year, optional)", placeholder: "e.g. 42000", hint: "the household benchmark (the higher of it and yours is used)" },
  offsetBalance: { label: "Offset account balance ($, optional)", placeholder: "e.g. 30000", hint: FINANCE_DEFAULT_WORDS.offsetBalance },
  interestOnlyYears: { label: "Interest-only period (years)", placeholder: "5", hint: FINANCE_DEFAULT_WORDS.interestOnlyYears },
};

function HouseholdFigure({ k, form, errors, idPrefix, change }: { k: HouseholdKey; form: FinanceForm; errors: FinanceFormErrors; idPrefix: string; change: (patch: Partial<FinanceForm>) => void }) {
  const f = HOUSEHOLD_LABELS[k];
  const empty = form[k].trim() === "";
  return (
    <Field
      id={`${idPrefix}-${k}`}
      label={f.label}
      inputMode="decimal"
      autoComplete="off"
      placeholder={f.placeholder}
      value={form[k]}
      onChange={(e) => change({ [k]: e.target.value })}
      errors={errors[k]}
      hint={empty ? `default: ${f.hint}` : "yours"}
      data-testid={`finance-${k}`}
    />
  );
}

function ChoiceRow<T extends string>({
  legend,
  field,
  value,
  shownValue,
  options,
  onPick,
  testPrefix,
}: {
  legend: string;
  field: FinanceField;
  value: T | null;
  shownValue: T;
  options: readonly { value: T; label: string }[];
  onPick: (v: T) => void;
  testPrefix: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 flex items-center gap-2 text-sm font-medium text-gray-700">
        {legend} <DefaultTag shown={value === null} field={field} />
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <Chip key={o.value} selected={shownValue === o.value} onClick={() => onPick(o.value)} testId={`${testPrefix}-${o.value}`}>
            {o.label}
          </Chip>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Every field of the finance profile. Each change is checked with lib/finance's schema: a good
 * profile goes to `onValid` (stored by the caller), a bad one shows the field's message and goes
 * nowhere, so nothing wrong is ever stored. `value` changing from outside (a load, the chat, the
 * account defaults) resets the form to it.
 */
export function FinanceFields({
  value,
  maxPrice,
  onValid,
  onInvalid,
  idPrefix,
}: {
  value: FinanceProfileInput | undefined;
  maxPrice: number | null;
  onValid: (input: FinanceProfileInput | undefined) => void;
  /** A change the schema refused (the caller must not store what it holds as if it were current). */
  onInvalid?: () => void;
  idPrefix: string;
}) {
  const valueKey = JSON.stringify(value ?? {});
  const [form, setForm] = useState<FinanceForm>(() => financeFormOf(value));
  const [errors, setErrors] = useState<FinanceFormErrors>({});
  const [shownKey, setShownKey] = useState(valueKey);
  const [sentKey, setSentKey] = useState(valueKey);
  // A value from outside (not the one this form last sent): show it.
  if (valueKey !== shownKey) {
    setShownKey(valueKey);
    if (valueKey !== sentKey) {
      setForm(financeFormOf(value));
      setErrors({});
      setSentKey(valueKey);
    }
  }

  const change = (patch: Partial<FinanceForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    const result = readFinanceForm(next, maxPrice);
    if (!result.ok) {
      setErrors(result.errors);
      onInvalid?.();
      return;
    }
    setErrors({});
    const input = isBlankFinance(result.input) ? undefined : result.input;
    const key = JSON.stringify(input ?? {});
    setSentKey(key);
    if (key !== valueKey) onValid(input);
  };

  const reset = () => change(financeFormOf(undefined));
  const depositDefault = form.depositKind !== "cash" && form.depositAmount.trim() === "";
  const anyEntered = !isBlankFinance(value) || Object.keys(errors).length > 0;

  return (
    <div className="space-y-5" data-testid="finance-fields">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <ChoiceRow legend="Buying as" field="buyerType" value={form.buyerType} shownValue={form.buyerType ?? "investor"} options={BUYER_OPTIONS} onPick={(v) => change({ buyerType: v })} testPrefix="finance-buyer" />
        <ChoiceRow
          legend="Loan type"
          field="loanType"
          value={form.loanType}
          shownValue={form.loanType ?? (form.buyerType === "ownerOccupier" ? "principalAndInterest" : "interestOnly")}
          options={LOAN_OPTIONS}
          onPick={(v) => change({ loanType: v })}
          testPrefix="finance-loan"
        />
      </div>

      <fieldset>
        <legend className="sr-only">About you</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {(
            [
              ["firstHomeBuyer", "First-home buyer"],
              ["foreignPurchaser", "Foreign purchaser"],
              ["includeTax", "Include tax effects"],
            ] as const
          ).map(([key, label]) => (
            <div key={key} className="flex items-center gap-2 [&>label]:flex-1">
              <Checkbox label={label} checked={form[key] ?? key === "includeTax"} onChange={(v) => change({ [key]: v })} testId={`finance-${key}`} />
              <DefaultTag shown={form[key] === null} field={key} />
            </div>
          ))}
        </div>
        {form.firstHomeBuyer && form.buyerType !== "ownerOccupier" && (
          <p className="mt-2 text-xs text-gray-600">First-home concessions on duty apply to a home you live in: choose owner-occupier for them to count.</p>
        )}
      </fieldset>

      <fieldset>
        <legend className="mb-2 flex items-center gap-2 text-sm font-medium text-gray-700">
          Deposit <DefaultTag shown={depositDefault} field="deposit" />
        </legend>
        <div className="flex flex-wrap gap-2">
          {DEPOSIT_OPTIONS.map((o) => (
            <Chip key={o.value} selected={form.depositKind === o.value} onClick={() => change({ depositKind: o.value, depositAmount: o.value === form.depositKind ? form.depositAmount : "" })} testId={`finance-deposit-${o.value}`}>
              {o.label}
            </Chip>
          ))}
        </div>
        {form.depositKind !== "cash" ? (
          <Field
            id={`${idPrefix}-deposit`}
            className="mt-3 sm:max-w-xs"
            label={form.depositKind === "percent" ? "Deposit (% of the price)" : "Deposit ($)"}
            inputMode="decimal"
            autoComplete="off"
            placeholder={form.depositKind === "percent" ? "20" : "e.g. 150000"}
            value={form.depositAmount}
            onChange={(e) => change({ depositAmount: e.target.value })}
            errors={errors.deposit}
            hint={depositDefault ? `default: ${FINANCE_DEFAULT_WORDS.deposit}` : "yours"}
          />
        ) : (
          <>
            <p className="mt-2 text-sm text-gray-600">No loan: the whole price and the purchase costs are paid in cash.</p>
            {errors.deposit && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {errors.deposit.join(" ")}
              </p>
            )}
          </>
        )}
      </fieldset>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FIGURES.map((f) => {
          const empty = form[f.key].trim() === "";
          return (
            <Field
              key={f.key}
              id={`${idPrefix}-${f.key}`}
              label={f.label}
              inputMode="decimal"
              autoComplete="off"
              placeholder={f.placeholder}
              value={form[f.key]}
              onChange={(e) => change({ [f.key]: e.target.value })}
              errors={errors[f.key]}
              hint={empty ? `default: ${FINANCE_DEFAULT_WORDS[f.key]}` : "yours"}
              data-testid={`finance-${f.key}`}
            />
          );
        })}
      </div>

      <fieldset className="space-y-3" data-testid="finance-household">
        <legend className="mb-2 flex items-center gap-2 text-sm font-medium text-gray-700">
          Household <DefaultTag shown={!form.twoApplicants && form.help1 === "" && form.cards1 === ""} field="applicants" />
        </legend>
        <div className="flex flex-wrap gap-2">
          {APPLICANT_OPTIONS.map((o) => (
            <Chip key={o.value} selected={(o.value === "two") === form.twoApplicants} onClick={() => change({ twoApplicants: o.value === "two" })} testId={`finance-applicants-${o.value}`}>
              {o.label}
            </Chip>
          ))}
        </div>
        <p className="text-xs text-gray-600">Each applicant&apos;s income is taxed on its own (with the Medicare levy and the low income tax offset), as lenders assess a couple.</p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <HouseholdFigure k="taxableIncome" form={form} errors={errors} idPrefix={idPrefix} change={change} />
          <HouseholdFigure k="help1" form={form} errors={errors} idPrefix={idPrefix} change={change} />
          <HouseholdFigure k="cards1" form={form} errors={errors} idPrefix={idPrefix} change={change} />
          {form.twoApplicants && (
            <>
              <HouseholdFigure k="partnerIncome" form={form} errors={errors} idPrefix={idPrefix} change={change} />
              <HouseholdFigure k="help2" form={form} errors={errors} idPrefix={idPrefix} change={change} />
              <HouseholdFigure k="cards2" form={form} errors={errors} idPrefix={idPrefix} change={change} />
            </>
          )}
          <HouseholdFigure k="dependants" form={form} errors={errors} idPrefix={idPrefix} change={change} />
          <HouseholdFigure k="livingExpenses" form={form} errors={errors} idPrefix={idPrefix} change={change} />
        </div>
        {errors.applicants && (
          <p role="alert" className="text-sm text-red-700">
            {errors.applicants.join(" ")}
          </p>
        )}
        <div className="flex items-center gap-2 [&>label]:flex-1 sm:max-w-md">
          <Checkbox label="No property owned in the last five years" checked={form.noPropertyFiveYears ?? form.firstHomeBuyer ?? false} onChange={(v) => change({ noPropertyFiveYears: v })} testId="finance-noPropertyFiveYears" />
          <DefaultTag shown={form.noPropertyFiveYears === null} field="noPropertyFiveYears" />
        </div>
      </fieldset>

      <PortfolioFields form={form} errors={errors} idPrefix={idPrefix} change={change} stored={value} />

      <fieldset className="space-y-3" data-testid="finance-loan-details">
        <legend className="mb-2 text-sm font-medium text-gray-700">Contract and repayments</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field
            id={`${idPrefix}-contractDate`}
            label="Contract date"
            type="date"
            value={form.contractDate}
            onChange={(e) => change({ contractDate: e.target.value })}
            errors={errors.contractDate}
            hint={form.contractDate === "" ? "default: today (it picks the duty, tax and scheme rules)" : "yours"}
            data-testid="finance-contractDate"
          />
          {(form.loanType ?? (form.buyerType === "ownerOccupier" ? "principalAndInterest" : "interestOnly")) === "interestOnly" && <HouseholdFigure k="interestOnlyYears" form={form} errors={errors} idPrefix={idPrefix} change={change} />}
          <HouseholdFigure k="offsetBalance" form={form} errors={errors} idPrefix={idPrefix} change={change} />
        </div>
        <ChoiceRow legend="Show repayments" field="repaymentFrequency" value={form.repaymentFrequency} shownValue={form.repaymentFrequency ?? "monthly"} options={FREQUENCY_OPTIONS} onPick={(v) => change({ repaymentFrequency: v })} testPrefix="finance-frequency" />
      </fieldset>

      <fieldset data-testid="finance-schemes">
        <legend className="mb-2 flex items-center gap-2 text-sm font-medium text-gray-700">
          Schemes and grants counted when you and the listing qualify <DefaultTag shown={form.schemesOff.length === 0} field="schemesOff" />
        </legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {SCHEME_IDS.map((id) => (
            <Checkbox
              key={id}
              label={SCHEME_LABELS[id]}
              checked={!form.schemesOff.includes(id)}
              onChange={(on) => change({ schemesOff: on ? form.schemesOff.filter((x) => x !== id) : [...form.schemesOff, id] })}
              testId={`finance-scheme-${id}`}
            />
          ))}
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-gray-600">
        <p>Empty fields use Propie&apos;s defaults, marked &quot;default&quot;. General information, not financial advice.</p>
        {anyEntered && (
          <Button variant="outline" size="sm" onClick={reset} className="min-h-10 px-3 py-1.5 font-semibold text-gray-800" data-testid="finance-reset">
            Reset to defaults
          </Button>
        )}
      </div>
    </div>
  );
}
