/**
 * Sort options of spec 2 section 9 and an in-browser sort that stays fast at
 * thousands of rows: each key is read once per row into a typed array, then
 * indices are sorted by number (no per-comparison property lookups or parsing).
 */
import type { ListingSummary } from "./types";
import { parsePercent, undervaluationValue } from "./format";

export const SECTION_SORT_KEYS = ["splitLiving", "riskOverlay", "renovationPotential", "developmentPotential"] as const;
export type SectionSortKey = (typeof SECTION_SORT_KEYS)[number];

export type SortKey =
  | "property_score"
  | "rental_yield"
  | "capital_growth"
  | "highgrowth_capital_growth"
  | "undervaluation"
  | "land_size"
  | "price"
  | "finance_cash_flow"
  | "finance_highest_offer"
  | "finance_ten_year_return"
  | SectionSortKey;

export type SortOption = { key: SortKey; label: string; section?: SectionSortKey };

export const SORT_OPTIONS: readonly SortOption[] = [
  { key: "property_score", label: "Overall Fit" },
  { key: "rental_yield", label: "Gross Yield" },
  { key: "capital_growth", label: "Price Growth" },
  { key: "highgrowth_capital_growth", label: "Capital Growth" },
  { key: "undervaluation", label: "Price vs Expected Price" },
  { key: "land_size", label: "Land Size" },
  { key: "price", label: "Price" },
  { key: "finance_cash_flow", label: "Your Cash Flow" },
  { key: "finance_highest_offer", label: "Highest Offer (break-even)" },
  { key: "finance_ten_year_return", label: "Ten-year return" },
  { key: "splitLiving", label: "Rooming Potential", section: "splitLiving" },
  { key: "riskOverlay", label: "Risk Overlays Score", section: "riskOverlay" },
  { key: "renovationPotential", label: "Renovation Potential", section: "renovationPotential" },
  { key: "developmentPotential", label: "Development Potential", section: "developmentPotential" },
];

export const DEFAULT_SORT: SortKey = "property_score";

/** Which way a sort runs: highest first ("desc") or lowest first ("asc"). Missing values are last either way. */
export type SortDirection = "asc" | "desc";
export const SORT_DIRECTIONS: readonly SortDirection[] = ["desc", "asc"];

/** The way a sort starts when chosen: the lowest price first, every other figure highest first. */
export const defaultDirection = (key: SortKey): SortDirection => (key === "price" ? "asc" : "desc");

export const isSortDirection = (value: unknown): value is SortDirection => value === "asc" || value === "desc";

/** The direction's words: "Highest first" or "Lowest first". */
export const directionLabel = (direction: SortDirection): string => (direction === "desc" ? "Highest first" : "Lowest first");

/**
 * The price a listing sorts by: its list price ("$850,000" or a number), else the engine's
 * estimate of a price on request; null when it has neither (a range or the agent's words).
 */
export function priceValue(listing: Pick<ListingSummary, "list_price" | "estimated_price">): number | null {
  const raw: unknown = listing.list_price;
  if (typeof raw === "number" && Number.isFinite(raw) && raw > 0) return raw;
  if (typeof raw === "string") {
    const m = /^\s*\$?\s*([\d,]+(?:\.\d+)?)\s*$/.exec(raw);
    if (m) {
      const n = Number(m[1].replace(/,/g, ""));
      if (Number.isFinite(n) && n > 0) return n;
    }
  }
  const e = listing.estimated_price;
  return typeof e === "number" && Number.isFinite(e) && e > 0 ? e : null;
}

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === "string" && SORT_OPTIONS.some((o) => o.key === value);
}

/** The value a row sorts by; null sorts last (in either direction). */
export function sortValue(listing: ListingSummary, key: SortKey): number | null {
  const finite = (v: number | null | undefined) => (typeof v === "number" && Number.isFinite(v) ? v : null);
  switch (key) {
    case "property_score":
      return finite(listing.property_score);
    case "rental_yield":
      return finite(listing.rental_yield);
    case "capital_growth":
      return finite(listing.capital_growth);
    case "highgrowth_capital_growth":
      return finite(listing.capital_growth_value);
    case "undervaluation":
      return undervaluationValue(listing.diff_percent);
    case "land_size":
      return finite(listing.land_size);
    case "price":
      return priceValue(listing);
    case "finance_cash_flow":
      return finite(listing.finance_cash_flow);
    case "finance_highest_offer":
      return finite(listing.finance_highest_offer);
    case "finance_ten_year_return":
      return finite(listing.finance_ten_year_return);
    default:
      return parsePercent(listing.section_scores?.[key]);
  }
}

/** The buyer's finance sorts: offered only when some listing carries the figure (an external workflow's may not). */
const FINANCE_SORT_KEYS = ["finance_cash_flow", "finance_highest_offer", "finance_ten_year_return"] as const;

/** Whether some listing carries a buyer's-finance figure: the table's finance columns follow it (each finance sort is offered per figure, below). */
export function hasFinanceFigures(listings: readonly ListingSummary[]): boolean {
  return listings.some((l) => FINANCE_SORT_KEYS.some((k) => sortValue(l, k) !== null));
}

/** Options offered for these listings: the section sorts only when some listing has that score, the finance sorts when some has the figure. */
export function availableSortOptions(listings: readonly ListingSummary[]): SortOption[] {
  const present = new Set<SectionSortKey>();
  const finance = new Set<SortKey>(FINANCE_SORT_KEYS.filter((k) => listings.some((l) => sortValue(l, k) !== null)));
  for (const l of listings) {
    if (!l.section_scores) continue;
    for (const key of SECTION_SORT_KEYS) if (!present.has(key) && parsePercent(l.section_scores[key]) !== null) present.add(key);
    if (present.size === SECTION_SORT_KEYS.length) break;
  }
  return SORT_OPTIONS.filter((o) => (o.section ? present.has(o.section) : !(FINANCE_SORT_KEYS as readonly SortKey[]).includes(o.key) || finance.has(o.key)));
}

/**
 * Highest first ("desc", every key's default but Price's) or lowest first ("asc"), missing values
 * last either way; ties by Overall Fit, then by the search's rank (which breaks equal scores by the
 * next-ranked section, then price: docs/SCORING.md §9), then by listing id so the order is stable
 * between refreshes (the ties' order is the same in both directions). Returns a new array.
 */
export function sortListings<T extends ListingSummary>(listings: readonly T[], key: SortKey, direction: SortDirection = defaultDirection(key)): T[] {
  const up = direction === "asc";
  const n = listings.length;
  const primary = new Float64Array(n);
  const secondary = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = sortValue(listings[i], key);
    // Missing last: below every value going down, above every value going up.
    primary[i] = v === null ? (up ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY) : v;
    const s = listings[i].property_score;
    secondary[i] = typeof s === "number" && Number.isFinite(s) ? s : Number.NEGATIVE_INFINITY;
  }
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => {
    if (primary[a] !== primary[b]) return (primary[b] > primary[a] ? 1 : -1) * (up ? -1 : 1);
    if (secondary[a] !== secondary[b]) return secondary[b] > secondary[a] ? 1 : -1;
    const ra = listings[a].rank ?? Number.MAX_SAFE_INTEGER;
    const rb = listings[b].rank ?? Number.MAX_SAFE_INTEGER;
    if (ra !== rb) return ra - rb;
    const ia = listings[a].listing_id;
    const ib = listings[b].listing_id;
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  });
  return order.map((i) => listings[i]);
}

/** Whether two listings share an Overall Fit score (the page then says how ties are ordered). */
export function hasScoreTies(listings: readonly ListingSummary[]): boolean {
  const seen = new Set<number>();
  for (const l of listings) {
    const s = l.property_score;
    if (typeof s !== "number" || !Number.isFinite(s)) continue;
    if (seen.has(s)) return true;
    seen.add(s);
  }
  return false;
}
