"use client";

import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { Checkbox, SelectField } from "@/components/ui/controls";
import { Field } from "@/components/ui/field";
import { FINANCE_DEFAULT_WORDS, emptyHoldingForm, holdingKey, type FinanceForm, type FinanceFormErrors, type HoldingFigure, type HoldingForm } from "@/lib/finance/form";
import { HOLDING_IO_YEARS_DEFAULT, PORTFOLIO_MAX, type FinanceProfileInput } from "@/lib/finance/profile";
import { STATES, type StateCode } from "@/lib/finance/states";

// The summary works every state through the calculator: loaded when the section is shown, not with /preferences.
const NextPurchase = dynamic(() => import("./next-purchase").then((m) => m.NextPurchaseSummary), { ssr: false });

const STATE_OPTIONS = STATES.map((s) => ({ value: s, label: s }));
const FIGURES: Record<HoldingFigure, { label: string; placeholder: string }> = {
  value: { label: "Value ($)", placeholder: "e.g. 750000" },
  loan: { label: "Loan owing ($)", placeholder: "0" },
  rate: { label: "Loan rate (% a year)", placeholder: "e.g. 6.1" },
  weeklyRent: { label: "Rent ($ a week)", placeholder: "0" },
  costs: { label: "Costs ($ a year: rates, insurance, strata…)", placeholder: "0" },
  landValue: { label: "Land value ($, optional)", placeholder: "55% of the value" },
  loanYearsLeft: { label: "Loan term left (years, optional)", placeholder: "30" },
};

function Holding({ h, index, errors, idPrefix, set, remove }: { h: HoldingForm; index: number; errors: FinanceFormErrors; idPrefix: string; set: (patch: Partial<HoldingForm>) => void; remove: () => void }) {
  const id = `${idPrefix}-holding-${index}`;
  const stateErrors = errors[holdingKey(index, "state")];
  return (
    <li className="rounded-md border border-gray-200 p-3" data-testid={`finance-holding-${index}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-ink">Property {index + 1}</h4>
        <Button variant="secondary" size="sm" onClick={remove} data-testid={`finance-holding-${index}-remove`}>
          Remove
        </Button>
      </div>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <SelectField id={`${id}-state`} label="State" placeholder="Choose…" options={STATE_OPTIONS} value={h.state === "" ? null : h.state} onChange={(v: StateCode | null) => set({ state: v ?? "" })} />
          {stateErrors && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {stateErrors.join(" ")}
            </p>
          )}
        </div>
        {(Object.keys(FIGURES) as HoldingFigure[])
          .filter((k) => !(k === "weeklyRent" && h.ownerOccupied))
          .map((k) => (
            <Field
              key={k}
              id={`${id}-${k}`}
              label={FIGURES[k].label}
              inputMode="decimal"
              autoComplete="off"
              placeholder={FIGURES[k].placeholder}
              value={h[k]}
              onChange={(e) => set({ [k]: e.target.value })}
              errors={errors[holdingKey(index, k)]}
              data-testid={`finance-holding-${index}-${k}`}
            />
          ))}
      </div>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Checkbox label="I live in it (owner-occupied)" checked={h.ownerOccupied} onChange={(v) => set({ ownerOccupied: v, weeklyRent: v ? "" : h.weeklyRent })} testId={`finance-holding-${index}-ownerOccupied`} />
        <Checkbox label="Its loan is interest-only" checked={h.interestOnly} onChange={(v) => set({ interestOnly: v, interestOnlyYearsLeft: v ? h.interestOnlyYearsLeft : "" })} testId={`finance-holding-${index}-interestOnly`} />
        {h.interestOnly && (
          <Field
            id={`${id}-interestOnlyYearsLeft`}
            label="Interest-only years left (optional)"
            inputMode="numeric"
            autoComplete="off"
            placeholder={String(HOLDING_IO_YEARS_DEFAULT)}
            value={h.interestOnlyYearsLeft}
            onChange={(e) => set({ interestOnlyYearsLeft: e.target.value })}
            errors={errors[holdingKey(index, "interestOnlyYearsLeft")]}
            data-testid={`finance-holding-${index}-interestOnlyYearsLeft`}
          />
        )}
      </div>
    </li>
  );
}

/**
 * "Your properties": the buyer's portfolio, savings and "use my equity" (docs/FINANCE.md §17), then the "Next purchase"
 * summary worked from the stored profile. Personal data like every field of the finance profile.
 */
export function PortfolioFields({ form, errors, idPrefix, change, stored }: { form: FinanceForm; errors: FinanceFormErrors; idPrefix: string; change: (patch: Partial<FinanceForm>) => void; stored: FinanceProfileInput | undefined }) {
  const setHolding = (index: number, patch: Partial<HoldingForm>) => change({ portfolio: form.portfolio.map((h, i) => (i === index ? { ...h, ...patch } : h)) });
  const full = form.portfolio.length >= PORTFOLIO_MAX;
  return (
    <fieldset className="space-y-3" data-testid="finance-portfolio">
      <legend className="mb-2 text-sm font-medium text-gray-700">Your properties</legend>
      <p className="text-xs text-gray-600">
        Properties you already own. Land tax adds a new purchase to the others you don&apos;t live in, in the same state; serviceability counts their loans (principal and interest over the term left, after any interest-only years) and rents; 80% of each value less its loan is usable equity, and equity used for a deposit is borrowed: its interest counts in the new purchase&apos;s cash flow.
      </p>
      {form.portfolio.length > 0 && (
        <ol className="space-y-3">
          {form.portfolio.map((h, i) => (
            <Holding key={i} h={h} index={i} errors={errors} idPrefix={idPrefix} set={(patch) => setHolding(i, patch)} remove={() => change({ portfolio: form.portfolio.filter((_, j) => j !== i) })} />
          ))}
        </ol>
      )}
      {errors.portfolio && (
        <p role="alert" className="text-sm text-red-700">
          {errors.portfolio.join(" ")}
        </p>
      )}
      <Button variant="secondary" size="sm" disabled={full} onClick={() => change({ portfolio: [...form.portfolio, emptyHoldingForm()] })} data-testid="finance-holding-add">
        {full ? `Up to ${PORTFOLIO_MAX} properties` : "Add a property"}
      </Button>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          id={`${idPrefix}-savings`}
          label="Savings for the purchase ($, optional)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 80000"
          value={form.savings}
          onChange={(e) => change({ savings: e.target.value })}
          errors={errors.savings}
          hint={form.savings.trim() === "" ? `default: ${FINANCE_DEFAULT_WORDS.savings}` : "yours"}
          data-testid="finance-savings"
        />
        <div className="flex items-end [&>label]:flex-1">
          <Checkbox label="Use my equity for the deposit" checked={form.useEquity ?? false} onChange={(v) => change({ useEquity: v })} testId="finance-useEquity" />
        </div>
      </div>
      <NextPurchase value={stored} />
    </fieldset>
  );
}
