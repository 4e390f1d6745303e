"use client";

// The finance form's groups, top to bottom: buying as and loan type, about you, deposit, loan figures, household, contract and repayments, schemes.
import { Checkbox, Chip } from "@/components/ui/controls";
import { Field } from "@/components/ui/field";
import { FINANCE_DEFAULT_WORDS, type DepositKind, type FinanceForm } from "@/lib/finance/form";
import { SCHEME_IDS, type BuyerType, type LoanType, type RepaymentFrequency, type SchemeId } from "@/lib/finance/profile";
import { ChoiceRow, DefaultTag, HouseholdFigure, type FinanceGroupProps } from "./finance-parts";

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

/** The loan type the form shows: the buyer's, or the default for how they buy. */
const shownLoanType = (form: FinanceForm): LoanType => form.loanType ?? (form.buyerType === "ownerOccupier" ? "principalAndInterest" : "interestOnly");

export function BuyerAndLoan({ form, change }: FinanceGroupProps) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <ChoiceRow legend="Buying as" field="buyerType" value={form.buyerType} shownValue={form.buyerType ?? "investor"} options={BUYER_OPTIONS} onPick={(v) => change({ buyerType: v })} testPrefix="finance-buyer" />
      <ChoiceRow legend="Loan type" field="loanType" value={form.loanType} shownValue={shownLoanType(form)} options={LOAN_OPTIONS} onPick={(v) => change({ loanType: v })} testPrefix="finance-loan" />
    </div>
  );
}

export function AboutYou({ form, change }: FinanceGroupProps) {
  return (
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
  );
}

export function DepositFields({ form, errors, idPrefix, change }: FinanceGroupProps) {
  const depositDefault = form.depositKind !== "cash" && form.depositAmount.trim() === "";
  return (
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
  );
}

export function LoanFigures({ form, errors, idPrefix, change }: FinanceGroupProps) {
  return (
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
  );
}

export function HouseholdFields(props: FinanceGroupProps) {
  const { form, errors, change } = props;
  return (
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
        <HouseholdFigure k="taxableIncome" {...props} />
        <HouseholdFigure k="help1" {...props} />
        <HouseholdFigure k="cards1" {...props} />
        {form.twoApplicants && (
          <>
            <HouseholdFigure k="partnerIncome" {...props} />
            <HouseholdFigure k="help2" {...props} />
            <HouseholdFigure k="cards2" {...props} />
          </>
        )}
        <HouseholdFigure k="dependants" {...props} />
        <HouseholdFigure k="livingExpenses" {...props} />
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
  );
}

export function LoanDetails(props: FinanceGroupProps) {
  const { form, errors, idPrefix, change } = props;
  return (
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
        {shownLoanType(form) === "interestOnly" && <HouseholdFigure k="interestOnlyYears" {...props} />}
        <HouseholdFigure k="offsetBalance" {...props} />
      </div>
      <ChoiceRow legend="Show repayments" field="repaymentFrequency" value={form.repaymentFrequency} shownValue={form.repaymentFrequency ?? "monthly"} options={FREQUENCY_OPTIONS} onPick={(v) => change({ repaymentFrequency: v })} testPrefix="finance-frequency" />
    </fieldset>
  );
}

export function SchemeFields({ form, change }: FinanceGroupProps) {
  return (
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
  );
}
