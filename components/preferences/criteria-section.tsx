"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { CRITERIA_KEYS, CRITERIA_LABELS, criteriaFormOf, hasCriteria, readCriteriaForm, type CriteriaForm, type CriterionKey } from "@/lib/preferences/criteria";
import type { StoredPreferences } from "@/lib/preferences/schema";
import type { Edit } from "./sections";

const PLACEHOLDERS: Record<CriterionKey, string> = {
  minCashFlow: "e.g. 0",
  minGrossYield: "e.g. 5",
  maxCashNeeded: "e.g. 150000",
  maxPriceAfterCosts: "e.g. 750000",
  minTenYearReturn: "e.g. 100",
};

/**
 * "Your criteria" of /preferences (docs/SCORING.md §17): pass/fail thresholds every listing is
 * checked against on /matches ("Meets my criteria"). Empty fields are not criteria. Saved with the
 * preferences as soon as every field reads; a field that doesn't says why and nothing is saved.
 */
export function CriteriaSection({ prefs, edit }: { prefs: StoredPreferences; edit: Edit }) {
  const valueKey = JSON.stringify(prefs.criteria ?? {});
  const [form, setForm] = useState<CriteriaForm>(() => criteriaFormOf(prefs.criteria));
  const [errors, setErrors] = useState<Partial<Record<CriterionKey, string>>>({});
  const [shownKey, setShownKey] = useState(valueKey);
  const [sentKey, setSentKey] = useState(valueKey);
  // Criteria from outside (the stored copy loading, a restored session, the chat), not the ones this form last sent: show them.
  if (valueKey !== shownKey) {
    setShownKey(valueKey);
    if (valueKey !== sentKey) {
      setForm(criteriaFormOf(prefs.criteria));
      setErrors({});
      setSentKey(valueKey);
    }
  }
  const change = (key: CriterionKey, text: string) => {
    const next = { ...form, [key]: text };
    setForm(next);
    const read = readCriteriaForm(next);
    setErrors(read.errors ?? {});
    if (!read.value) return;
    const criteria = read.value;
    setSentKey(JSON.stringify(hasCriteria(criteria) ? criteria : {}));
    edit((p) => {
      const { criteria: _old, ...rest } = p;
      void _old;
      return hasCriteria(criteria) ? { ...rest, criteria } : rest;
    });
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="criteria-fields">
      {CRITERIA_KEYS.map((key) => (
        <Field
          key={key}
          id={`criteria-${key}`}
          label={CRITERIA_LABELS[key].label}
          inputMode="decimal"
          autoComplete="off"
          placeholder={PLACEHOLDERS[key]}
          value={form[key]}
          onChange={(e) => change(key, e.target.value)}
          errors={errors[key] ? [errors[key]] : undefined}
          data-testid={`criteria-${key}`}
        />
      ))}
    </div>
  );
}
