/**
 * The buyer's pass/fail criteria applied to a search's listings (docs/SCORING.md §17): each set
 * criterion passes, fails (with what it misses by) or can't be told (the listing lacks the figure,
 * which never counts as a pass). The figures are the list's own (ListingSummary), so on someone
 * else's search they are worked on the viewer's finance (server/privacy.ts), never the searcher's.
 */
import { CRITERIA_KEYS, CRITERIA_LABELS, hasCriteria, type Criteria, type CriterionKey } from "@/lib/preferences/criteria";
import { formatMoney, formatNumber } from "@/lib/money";
import type { ListingSummary } from "./types";

export type CriterionStatus = "pass" | "fail" | "unknown";

export type CriterionCheck = {
  key: CriterionKey;
  label: string;
  status: CriterionStatus;
  /** The listing's figure; null when it has none. */
  value: number | null;
  threshold: number;
  /** How far a failing figure is from the threshold, in its unit (always > 0 for a fail); 0 otherwise. */
  missBy: number;
  /** "$1,240 a month" / "4.2%": the figure in words; "not known" without it. */
  valueText: string;
  /** "misses by $120 a month", or null unless it fails. */
  missText: string | null;
};

type Summary = Pick<ListingSummary, "finance_cash_flow" | "rental_yield" | "finance_cash_needed" | "finance_price_after_costs" | "finance_ten_year_return">;

/** The listing's figure a criterion reads. */
export function criterionValue(l: Summary, key: CriterionKey): number | null {
  const v = { minCashFlow: l.finance_cash_flow, minGrossYield: l.rental_yield, maxCashNeeded: l.finance_cash_needed, maxPriceAfterCosts: l.finance_price_after_costs, minTenYearReturn: l.finance_ten_year_return }[key];
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** A criterion's figure in words. */
export function criterionText(key: CriterionKey, n: number): string {
  switch (CRITERIA_LABELS[key].unit) {
    case "moneyMonth":
      return `${formatMoney(n)} a month`;
    case "money":
      return formatMoney(n);
    default:
      return `${formatNumber(n, 1)}%`;
  }
}

/** How a shortfall is read against the others (nearest misses): a month's $500, 1 point of yield, 10 % of a cash or price limit, 20 points of return. */
function scale(key: CriterionKey, threshold: number): number {
  switch (key) {
    case "minCashFlow":
      return 500;
    case "minGrossYield":
      return 1;
    case "minTenYearReturn":
      return 20;
    default:
      return Math.max(10_000, Math.abs(threshold) * 0.1);
  }
}

/** Every set criterion checked against one listing (in CRITERIA_KEYS order); [] when none is set. */
export function checkCriteria(l: Summary, criteria: Criteria | null | undefined): CriterionCheck[] {
  if (!hasCriteria(criteria)) return [];
  const out: CriterionCheck[] = [];
  for (const key of CRITERIA_KEYS) {
    const threshold = criteria[key];
    if (threshold === null || threshold === undefined) continue;
    const { label, bound } = CRITERIA_LABELS[key];
    const value = criterionValue(l, key);
    if (value === null) {
      out.push({ key, label, status: "unknown", value, threshold, missBy: 0, valueText: "not known", missText: null });
      continue;
    }
    // Compared at the precision shown (whole dollars, a tenth of a percent), so "$0 a month" passes "at least $0".
    const shown = CRITERIA_LABELS[key].unit === "percent" ? Math.round(value * 10) / 10 : Math.round(value);
    const missBy = bound === "min" ? threshold - shown : shown - threshold;
    const fail = missBy > 0;
    out.push({
      key,
      label,
      status: fail ? "fail" : "pass",
      value,
      threshold,
      missBy: fail ? missBy : 0,
      valueText: criterionText(key, value),
      missText: fail ? `misses by ${key === "minGrossYield" || key === "minTenYearReturn" ? `${formatNumber(missBy, 1)} points` : criterionText(key, missBy)}` : null,
    });
  }
  return out;
}

/** Whether a listing passes every set criterion (true when none is set; a figure not known doesn't pass). */
export function meetsCriteria(l: Summary, criteria: Criteria | null | undefined): boolean {
  return checkCriteria(l, criteria).every((c) => c.status === "pass");
}

/** How far a listing is from passing: the sum of its shortfalls, each on its criterion's scale; a figure not known counts as one scale. */
export function distanceFromCriteria(checks: readonly CriterionCheck[]): number {
  let d = 0;
  for (const c of checks) {
    if (c.status === "fail") d += c.missBy / scale(c.key, c.threshold);
    else if (c.status === "unknown") d += 1;
  }
  return d;
}

export type NearMiss<T> = { listing: T; checks: CriterionCheck[]; distance: number };

/**
 * The `count` listings nearest to passing (none of which passes): fewest criteria missed, then the
 * smallest summed shortfall, then the search's rank. For the empty state of "meets my criteria".
 */
export function nearestMisses<T extends Summary & Pick<ListingSummary, "rank" | "listing_id">>(listings: readonly T[], criteria: Criteria | null | undefined, count = 3): NearMiss<T>[] {
  if (!hasCriteria(criteria)) return [];
  const misses: (NearMiss<T> & { missed: number })[] = [];
  for (const listing of listings) {
    const checks = checkCriteria(listing, criteria);
    const missed = checks.filter((c) => c.status !== "pass").length;
    if (missed === 0) continue;
    misses.push({ listing, checks, distance: distanceFromCriteria(checks), missed });
  }
  misses.sort((a, b) => a.missed - b.missed || a.distance - b.distance || (a.listing.rank ?? Infinity) - (b.listing.rank ?? Infinity) || (a.listing.listing_id < b.listing.listing_id ? -1 : 1));
  return misses.slice(0, count).map(({ listing, checks, distance }) => ({ listing, checks, distance }));
}

/**
 * Whether every listing with a cash-flow figure loses money each month (and at least one has it):
 * the search then says so, whatever the criteria.
 */
export function everyListingLosesMoney(listings: readonly Pick<ListingSummary, "finance_cash_flow">[]): boolean {
  let known = 0;
  for (const l of listings) {
    const v = l.finance_cash_flow;
    if (typeof v !== "number" || !Number.isFinite(v)) continue;
    if (Math.round(v) >= 0) return false;
    known++;
  }
  return known > 0;
}
