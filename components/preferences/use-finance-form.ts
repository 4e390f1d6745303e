"use client";

// The finance form's state: the fields as typed, their messages, and change(), which checks a change and passes a good profile on.
import { useState } from "react";
import { financeFormOf, isBlankFinance, readFinanceForm, type FinanceForm, type FinanceFormErrors } from "@/lib/finance/form";
import type { FinanceProfileInput } from "@/lib/finance/profile";

/**
 * Each change is checked with lib/finance's schema: a good profile goes to `onValid`, a bad one
 * shows the field's message and goes nowhere. `value` changing from outside (not the one this
 * form last sent) resets the form to it.
 */
export function useFinanceForm({
  value,
  maxPrice,
  onValid,
  onInvalid,
}: {
  value: FinanceProfileInput | undefined;
  maxPrice: number | null;
  onValid: (input: FinanceProfileInput | undefined) => void;
  onInvalid?: () => void;
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

  return { form, errors, change };
}
