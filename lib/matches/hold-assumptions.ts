/**
 * The Ten years tab's assumptions form (docs/FINANCE.md §15, "Changing the assumptions"): every
 * assumption of the hold the buyer can change, with its range, and the reading of what they typed.
 * An empty field is the default again (the suburb's figure, the profile's, or Propie's). Pure: the
 * tab renders the fields; nothing here is sent or saved.
 */
import { HOLD_YEARS_MAX, HOLD_YEARS_MIN, type Projection } from "@/lib/finance";
import { holdRentSettings, type FinanceInputs, type HoldOverrides } from "./finance";

export type HoldKey = keyof Required<HoldOverrides>;

export type HoldField = { key: HoldKey; label: string; unit: string; min: number; max: number; step: number; whole?: boolean };

export const HOLD_FIELDS: readonly HoldField[] = [
  { key: "years", label: "Hold", unit: "years", min: HOLD_YEARS_MIN, max: HOLD_YEARS_MAX, step: 1, whole: true },
  { key: "growthPercent", label: "Capital growth", unit: "% a year", min: -10, max: 20, step: 0.1 },
  { key: "rentGrowthPercent", label: "Rent growth", unit: "% a year", min: -10, max: 20, step: 0.1 },
  { key: "costGrowthPercent", label: "Costs indexed", unit: "% a year", min: 0, max: 15, step: 0.1 },
  { key: "vacancyWeeks", label: "Vacancy", unit: "weeks a year", min: 0, max: 52, step: 0.5 },
  { key: "managementFeePercent", label: "Management fee", unit: "% of rent", min: 0, max: 30, step: 0.1 },
  { key: "sellingCostPercent", label: "Selling costs", unit: "% of the sale", min: 0, max: 10, step: 0.1 },
];

/** Each field's figure as the projection ran it: what the form shows before the buyer types. */
export function holdValues(inputs: FinanceInputs, projection: Projection, overrides: HoldOverrides = {}): Record<HoldKey, number> {
  const a = projection.assumptions;
  return {
    years: a.years,
    growthPercent: a.growthPercent.value,
    rentGrowthPercent: a.rentGrowthPercent.value,
    costGrowthPercent: a.costGrowthPercent.value,
    sellingCostPercent: a.sellingCostPercent.value,
    ...holdRentSettings(inputs, overrides),
  };
}

/** What the buyer typed in a field: null for "back to the default" (empty), or the number, or why it can't be used. */
export function readHoldField(field: HoldField, text: string): { value: number | null } | { error: string } {
  const t = text.trim().replace(/%$/, "").trim();
  if (t === "") return { value: null };
  const n = Number(t);
  const range = `${field.label}: enter ${field.whole ? "a whole number " : ""}from ${field.min} to ${field.max} ${field.unit}.`;
  if (!Number.isFinite(n) || n < field.min || n > field.max || (field.whole && !Number.isInteger(n))) return { error: range };
  return { value: n };
}

/** The overrides with one field changed (a null value takes it out: the default again). */
export function withHoldValue(overrides: HoldOverrides, key: HoldKey, value: number | null): HoldOverrides {
  const next: HoldOverrides = { ...overrides };
  if (value === null) delete next[key];
  else next[key] = value;
  return next;
}
