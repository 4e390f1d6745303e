/**
 * The buyer's pass/fail criteria (docs/SCORING.md §17): hard thresholds a listing must meet, stored
 * with the preferences (`criteria`), beside the ranking. Each is optional (null: not set). Personal
 * data like the finance profile: "no more than $150k cash in" says what the buyer has.
 */
import { z } from "zod";
import { parseMoney } from "@/lib/money";

export const CRITERIA_KEYS = ["minCashFlow", "minGrossYield", "maxCashNeeded", "maxPriceAfterCosts", "minTenYearReturn"] as const;
export type CriterionKey = (typeof CRITERIA_KEYS)[number];

const DOLLARS_MAX = 1_000_000_000;
export const CRITERIA_MESSAGES: Record<CriterionKey, string> = {
  minCashFlow: "The minimum cash flow must be a number of dollars a month, between -$100,000 and $100,000.",
  minGrossYield: "The minimum gross yield must be a percentage from 0 to 100.",
  maxCashNeeded: "The maximum cash needed must be a number of dollars, 0 or more.",
  maxPriceAfterCosts: "The maximum price after costs must be a number of dollars, 0 or more.",
  minTenYearReturn: "The minimum ten-year return must be a percentage from -100 to 10,000.",
};

const bounded = (key: CriterionKey, min: number, max: number) =>
  z
    .number({ error: CRITERIA_MESSAGES[key] })
    .min(min, CRITERIA_MESSAGES[key])
    .max(max, CRITERIA_MESSAGES[key])
    .nullable()
    .default(null);

export const criteriaSchema = z.object({
  /** Cash flow a month, after tax when the buyer's finance counts tax (the "Your Cash Flow /mo" figure); 0 = positively geared. */
  minCashFlow: bounded("minCashFlow", -100_000, 100_000),
  /** Gross yield, percent (rent × 52 ÷ price). */
  minGrossYield: bounded("minGrossYield", 0, 100),
  /** Cash the purchase takes: deposit plus purchase costs, less any grant. */
  maxCashNeeded: bounded("maxCashNeeded", 0, DOLLARS_MAX),
  /** The price plus duty, fees and LMI. */
  maxPriceAfterCosts: bounded("maxPriceAfterCosts", 0, DOLLARS_MAX),
  /** Total return over a ten-year hold, percent of the cash put in (docs/FINANCE.md §15). */
  minTenYearReturn: bounded("minTenYearReturn", -100, 10_000),
});
export type Criteria = z.infer<typeof criteriaSchema>;

export const NO_CRITERIA: Criteria = { minCashFlow: null, minGrossYield: null, maxCashNeeded: null, maxPriceAfterCosts: null, minTenYearReturn: null };

/** Whether any criterion is set. */
export const hasCriteria = (c: Criteria | null | undefined): c is Criteria => !!c && CRITERIA_KEYS.some((k) => c[k] !== null && c[k] !== undefined);

/** Each criterion's label and unit, for the form, the listing's checks and the chat. */
export const CRITERIA_LABELS: Record<CriterionKey, { label: string; unit: "money" | "moneyMonth" | "percent"; bound: "min" | "max" }> = {
  minCashFlow: { label: "Cash flow a month, at least (0 = positively geared)", unit: "moneyMonth", bound: "min" },
  minGrossYield: { label: "Gross yield, at least (%)", unit: "percent", bound: "min" },
  maxCashNeeded: { label: "Cash needed, at most ($)", unit: "money", bound: "max" },
  maxPriceAfterCosts: { label: "Price after costs, at most ($)", unit: "money", bound: "max" },
  minTenYearReturn: { label: "Ten-year return, at least (% of cash in)", unit: "percent", bound: "min" },
};

/** The criteria form: each field's text as typed. */
export type CriteriaForm = Record<CriterionKey, string>;

export function criteriaFormOf(c: Criteria | null | undefined): CriteriaForm {
  const text = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  return Object.fromEntries(CRITERIA_KEYS.map((k) => [k, text(c?.[k])])) as CriteriaForm;
}

/** A field's text as a number: "" is not set (null); money may be "$150k" or "-200"; a percent may end in "%". NaN when unreadable. */
function readField(key: CriterionKey, text: string): number | null {
  const t = text.trim();
  if (t === "") return null;
  if (CRITERIA_LABELS[key].unit === "percent") {
    const n = Number(t.replace(/%$/, "").trim());
    return t.replace(/%$/, "").trim() === "" ? Number.NaN : n;
  }
  const negative = /^-/.test(t);
  const dollars = parseMoney(t.replace(/^-/, ""), { scale: "millions", strict: true });
  return dollars === null ? Number.NaN : negative ? -dollars : dollars;
}

/** The form read and checked with criteriaSchema: the criteria, or each bad field's message. */
export function readCriteriaForm(form: CriteriaForm): { value: Criteria; errors: null } | { value: null; errors: Partial<Record<CriterionKey, string>> } {
  const raw = Object.fromEntries(CRITERIA_KEYS.map((k) => [k, readField(k, form[k])]));
  const parsed = criteriaSchema.safeParse(raw);
  if (parsed.success) return { value: parsed.data, errors: null };
  const errors: Partial<Record<CriterionKey, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as CriterionKey;
    errors[key] ??= CRITERIA_MESSAGES[key];
  }
  return { value: null, errors };
}
