"use client";

// The finance form's building blocks: the "default" tag, a row of choice chips and a household figure's field.
import { Chip } from "@/components/ui/controls";
import { Field } from "@/components/ui/field";
import { FINANCE_DEFAULT_WORDS, type FinanceForm, type FinanceFormErrors } from "@/lib/finance/form";
import type { FinanceField } from "@/lib/finance/profile";

/** What each group of the finance form is given: the fields as typed, their messages, the ids' prefix and the form's change(). */
export type FinanceGroupProps = {
  form: FinanceForm;
  errors: FinanceFormErrors;
  idPrefix: string;
  change: (patch: Partial<FinanceForm>) => void;
};

/** "default" beside a field the buyer left alone (docs/FINANCE.md §1): the figure used is Propie's, not theirs. */
export function DefaultTag({ shown, field }: { shown: boolean; field: FinanceField }) {
  if (!shown) return null;
  return (
    <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-600" data-testid={`finance-default-${field}`} title={`Default: ${FINANCE_DEFAULT_WORDS[field]}`}>
      default
    </span>
  );
}

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

export function HouseholdFigure({ k, form, errors, idPrefix, change }: FinanceGroupProps & { k: HouseholdKey }) {
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

export function ChoiceRow<T extends string>({
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
