"use client";

import { Button } from "@/components/ui/button";
import { financeFormOf, isBlankFinance } from "@/lib/finance/form";
import type { FinanceProfileInput } from "@/lib/finance/profile";
import { AboutYou, BuyerAndLoan, DepositFields, HouseholdFields, LoanDetails, LoanFigures, SchemeFields } from "./finance-groups";
import { PortfolioFields } from "./portfolio-fields";
import { useFinanceForm } from "./use-finance-form";

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
  const { form, errors, change } = useFinanceForm({ value, maxPrice, onValid, onInvalid });
  const group = { form, errors, idPrefix, change };
  const reset = () => change(financeFormOf(undefined));
  const anyEntered = !isBlankFinance(value) || Object.keys(errors).length > 0;

  return (
    <div className="space-y-5" data-testid="finance-fields">
      <BuyerAndLoan {...group} />
      <AboutYou {...group} />
      <DepositFields {...group} />
      <LoanFigures {...group} />
      <HouseholdFields {...group} />
      <PortfolioFields form={form} errors={errors} idPrefix={idPrefix} change={change} stored={value} />
      <LoanDetails {...group} />
      <SchemeFields {...group} />

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
