/**
 * The columns of a matches or shortlist export (CSV and XLSX, docs/WATCHES.md, "Shortlist,
 * compare and export"): every column of the matches table and every score input the engine
 * keeps (scoring_inputs), each typed, so the XLSX writer gives money a currency format and
 * numbers stay numbers. Tolerant like lib/matches/scoring-inputs.ts: a listing from an external
 * workflow may miss any key, which exports as an empty cell.
 */
import { joinAddress, parsePercent, priceVsMedian, toNumber } from "@/lib/matches/format";
import type { ListingDetail } from "@/lib/matches/types";
import { scoringPath, scoringValue, storedObject, valueAt, type CheckedScoringPath } from "@/lib/engine/scoring-inputs";
import type { Sourced } from "@/lib/finance";

export type ColumnKind = "text" | "integer" | "number" | "money" | "percent" | "url";

/** A listing as exported: the detail, whether it is starred, and whether the latest search dropped it. */
export type ExportRow = ListingDetail & { starred: boolean; dropped: boolean };

export type ExportColumn = { key: string; header: string; kind: ColumnKind; width: number; value: (row: ExportRow) => string | number | null };

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" && Number.isFinite(v) ? String(v) : null);
const yesNo = (v: unknown): string | null => (v === true ? "Yes" : v === false ? "No" : null);
/** The value of a lib/finance Sourced figure of scoring_inputs.finance.analysis, at `path`. */
const sourced = (row: ExportRow, path: CheckedScoringPath) => toNumber(storedObject<Sourced>(valueAt(row.scoring_inputs, path)).value);

const section = (key: string) => (row: ExportRow) => parsePercent(row.section_scores?.[key]);

export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: "rank", header: "Rank", kind: "integer", width: 6, value: (r) => r.rank },
  { key: "listing_id", header: "Listing ID", kind: "text", width: 18, value: (r) => r.listing_id },
  { key: "address", header: "Address", kind: "text", width: 40, value: (r) => joinAddress(r) || null },
  { key: "street", header: "Street", kind: "text", width: 28, value: (r) => r.address_street },
  { key: "suburb", header: "Suburb", kind: "text", width: 18, value: (r) => r.address_suburb },
  { key: "state", header: "State", kind: "text", width: 6, value: (r) => r.address_state },
  { key: "postcode", header: "Postcode", kind: "text", width: 9, value: (r) => r.address_postcode },
  { key: "property_type", header: "Property type", kind: "text", width: 12, value: (r) => r.property_type },
  { key: "bedrooms", header: "Bedrooms", kind: "integer", width: 9, value: (r) => r.bedrooms },
  { key: "bathrooms", header: "Bathrooms", kind: "integer", width: 9, value: (r) => r.bathrooms },
  { key: "car_spaces", header: "Car spaces", kind: "integer", width: 9, value: (r) => r.car_spaces },
  { key: "land_size", header: "Land size (m²)", kind: "integer", width: 11, value: (r) => r.land_size },
  { key: "price", header: "Price", kind: "money", width: 13, value: (r) => toNumber(r.list_price) },
  { key: "price_text", header: "Agent's price text", kind: "text", width: 20, value: (r) => r.price_text },
  { key: "estimated_price", header: "Estimated value (price on request)", kind: "money", width: 13, value: (r) => r.estimated_price },
  { key: "market_status", header: "Market status", kind: "text", width: 12, value: (r) => r.market_status },
  { key: "source", header: "Source", kind: "text", width: 9, value: (r) => r.source },
  { key: "listing_url", header: "Listing link", kind: "url", width: 40, value: (r) => r.listing_url },
  { key: "property_score", header: "Overall score", kind: "number", width: 9, value: (r) => r.property_score },
  { key: "confidence", header: "Data confidence", kind: "text", width: 10, value: (r) => r.data_confidence },
  { key: "confidence_reason", header: "Confidence reason", kind: "text", width: 40, value: (r) => str((scoringValue(r.scoring_inputs, "confidence", "reasons") as unknown[] | undefined)?.[0]) },
  { key: "investment_score", header: "Investment score %", kind: "number", width: 10, value: section("investmentGoals") },
  { key: "renovation_score", header: "Renovation score %", kind: "number", width: 10, value: section("renovationPotential") },
  { key: "development_score", header: "Development score %", kind: "number", width: 10, value: section("developmentPotential") },
  { key: "split_living_score", header: "Dual living & rooming score %", kind: "number", width: 10, value: section("splitLiving") },
  { key: "overlay_score", header: "Overlays score %", kind: "number", width: 10, value: section("riskOverlay") },
  { key: "gross_yield", header: "Gross yield %", kind: "percent", width: 9, value: (r) => r.rental_yield },
  { key: "net_yield", header: "Net yield %", kind: "percent", width: 9, value: (r) => toNumber(scoringValue(r.scoring_inputs, "investmentGoals", "highcashflow", "net_yield")) },
  { key: "weekly_rent", header: "Weekly rent", kind: "money", width: 10, value: (r) => toNumber(scoringValue(r.scoring_inputs, "investmentGoals", "highcashflow", "weekly_rent")) },
  { key: "rent_estimated", header: "Rent estimated", kind: "text", width: 9, value: (r) => yesNo(scoringValue(r.scoring_inputs, "investmentGoals", "highcashflow", "rent_estimated")) },
  { key: "rent_source", header: "Rent source", kind: "text", width: 30, value: (r) => str(scoringValue(r.scoring_inputs, "provenance", "weekly_rent", "detail")) },
  { key: "monthly_cash_flow", header: "Cash flow per month", kind: "money", width: 12, value: (r) => toNumber(scoringValue(r.scoring_inputs, "investmentGoals", "highcashflow", "monthly_cash_flow")) },
  { key: "annual_costs", header: "Annual operating costs", kind: "money", width: 12, value: (r) => toNumber(scoringValue(r.scoring_inputs, "investmentGoals", "highcashflow", "annual_costs")) },
  { key: "loan_interest", header: "Annual loan interest", kind: "money", width: 12, value: (r) => toNumber(scoringValue(r.scoring_inputs, "investmentGoals", "highcashflow", "loan_interest")) },
  { key: "price_used", header: "Price used for scoring", kind: "money", width: 13, value: (r) => toNumber(scoringValue(r.scoring_inputs, "investmentGoals", "highcashflow", "price_used")) },
  { key: "diff_percent", header: "Price vs expected %", kind: "percent", width: 9, value: (r) => r.diff_percent },
  { key: "expected_price", header: "Expected price", kind: "money", width: 13, value: (r) => toNumber(scoringValue(r.scoring_inputs, "investmentGoals", "undervalued", "expected_price")) },
  { key: "vs_median", header: "Price vs suburb median %", kind: "percent", width: 9, value: (r) => priceVsMedian(scoringValue(r.scoring_inputs, "investmentGoals", "highcashflow", "price_used"), scoringValue(r.scoring_inputs, "investmentGoals", "undervalued", "suburb_median")) },
  { key: "suburb_median", header: "Suburb median", kind: "money", width: 13, value: (r) => toNumber(scoringValue(r.scoring_inputs, "investmentGoals", "undervalued", "suburb_median")) },
  { key: "growth_percent", header: "L12M price growth %", kind: "percent", width: 9, value: (r) => r.capital_growth },
  { key: "growth_value", header: "L12M capital growth", kind: "money", width: 12, value: (r) => r.capital_growth_value },
  { key: "renovation_cost", header: "Renovation cost", kind: "money", width: 12, value: (r) => toNumber(scoringValue(r.scoring_inputs, "renovationPotential", "estimatedRenovationCost")) },
  { key: "renovators_margin", header: "Renovator's margin", kind: "money", width: 12, value: (r) => toNumber(scoringValue(r.scoring_inputs, "renovationPotential", "renovators_margin")) },
  { key: "post_renovation_value", header: "Value after renovation", kind: "money", width: 13, value: (r) => toNumber(scoringValue(r.scoring_inputs, "renovationPotential", "postRenovationValue")) },
  { key: "zoning", header: "Zoning", kind: "text", width: 12, value: (r) => str(scoringValue(r.scoring_inputs, "developmentPotential", "zoning")) },
  { key: "subdivision", header: "Subdivision potential", kind: "text", width: 14, value: (r) => str(scoringValue(r.scoring_inputs, "developmentPotential", "subdivisionPotential")) },
  { key: "lots_possible", header: "Lots possible", kind: "integer", width: 8, value: (r) => toNumber(scoringValue(r.scoring_inputs, "developmentPotential", "lotsPossible")) },
  { key: "heritage_overlay", header: "Heritage overlay", kind: "text", width: 14, value: (r) => r.heritage_overlay },
  { key: "flood_overlay", header: "Flood overlay", kind: "text", width: 14, value: (r) => r.flood_overlay },
  { key: "bushfire_overlay", header: "Bushfire overlay", kind: "text", width: 14, value: (r) => r.bushfire_overlay },
  { key: "finance_basis", header: "Finance basis", kind: "text", width: 12, value: (r) => financeBasis(scoringValue(r.scoring_inputs, "finance", "basis")) },
  { key: "cash_invested", header: "Cash invested", kind: "money", width: 13, value: (r) => sourced(r, scoringPath("finance", "analysis", "purchase", "cashInvested")) },
  { key: "purchase_costs", header: "Purchase costs", kind: "money", width: 12, value: (r) => sourced(r, scoringPath("finance", "analysis", "purchase", "total")) },
  { key: "duty", header: "Transfer duty", kind: "money", width: 12, value: (r) => sourced(r, scoringPath("finance", "analysis", "purchase", "duty")) },
  { key: "lmi", header: "LMI", kind: "money", width: 11, value: (r) => sourced(r, scoringPath("finance", "analysis", "purchase", "lmi")) },
  { key: "loan_amount", header: "Loan amount", kind: "money", width: 13, value: (r) => sourced(r, scoringPath("finance", "analysis", "loan", "amount")) },
  { key: "monthly_repayment", header: "Monthly repayment", kind: "money", width: 12, value: (r) => sourced(r, scoringPath("finance", "analysis", "loan", "monthlyRepayment")) },
  { key: "finance_cash_flow_pre_tax", header: "Your cash flow per month (before tax)", kind: "money", width: 12, value: (r) => sourced(r, scoringPath("finance", "analysis", "cashFlow", "monthlyPreTax")) },
  { key: "finance_cash_flow_after_tax", header: "Your cash flow per month (after tax)", kind: "money", width: 12, value: (r) => sourced(r, scoringPath("finance", "analysis", "cashFlow", "monthlyAfterTax")) },
  { key: "cash_on_cash", header: "Cash-on-cash return %", kind: "percent", width: 9, value: (r) => sourced(r, scoringPath("finance", "analysis", "returns", "cashOnCash")) },
  { key: "break_even_rent", header: "Break-even weekly rent", kind: "money", width: 11, value: (r) => sourced(r, scoringPath("finance", "analysis", "returns", "breakEvenRent")) },
  { key: "highest_offer", header: "Highest offer to break even", kind: "money", width: 13, value: (r) => r.finance_highest_offer },
  { key: "starred", header: "Starred", kind: "text", width: 8, value: (r) => (r.starred ? "Yes" : "No") },
  { key: "dropped", header: "Dropped out of latest results", kind: "text", width: 10, value: (r) => (r.dropped ? "Yes" : "No") },
];

function financeBasis(v: unknown): string | null {
  if (v === "profile") return "Your finance";
  if (v === "standard") return "Standard loan";
  return null;
}

/** The cells of one row, in EXPORT_COLUMNS order. */
export function exportCells(row: ExportRow): (string | number | null)[] {
  return EXPORT_COLUMNS.map((c) => {
    const v = c.value(row);
    if (typeof v === "number") return Number.isFinite(v) ? (c.kind === "integer" ? Math.round(v) : v) : null;
    return v;
  });
}

/* ---------------------------------- CSV ---------------------------------- */

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, return at the start) is
 * prefixed with an apostrophe (OWASP "CSV injection"); numbers are written as plain numbers.
 */
function csvCell(v: string | number | null): string {
  if (v === null) return "";
  if (typeof v === "number") return String(v);
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_HEADER_LINE = `${EXPORT_COLUMNS.map((c) => csvCell(c.header)).join(",")}\r\n`;

/** One CSV record (RFC 4180, CRLF). */
export function csvLine(row: ExportRow): string {
  return `${exportCells(row).map(csvCell).join(",")}\r\n`;
}

/* -------------------------------- file name -------------------------------- */

/** The longest the session's part of a file name gets, in characters. */
export const FILE_NAME_SLUG_MAX = 60;

/**
 * "propie-3-bed-houses-in-brunswick-2026-11-27.xlsx": the session's name and the day, safe in any
 * file system. A long name (a search in words runs to a sentence) is shortened at a whole word, its
 * first clause kept, so the name never ends in half a word or half a number.
 */
export function exportFileName({ name, day, scope, format }: { name: string; day: string; scope: "matches" | "shortlist"; format: "csv" | "xlsx" }): string {
  const slugOf = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "");
  let slug = slugOf(name);
  if (slug.length > FILE_NAME_SLUG_MAX) {
    // The first clause ("a house with 3 bedrooms in Brunswick VIC 3056") when it fits, else whole words up to the limit.
    const clause = slugOf(name.split(/[,;]/)[0] ?? "");
    slug = clause && clause.length <= FILE_NAME_SLUG_MAX ? clause : slug.slice(0, FILE_NAME_SLUG_MAX + 1).replace(/-[^-]*$/, "");
  }
  return `propie-${slug || "session"}${scope === "shortlist" ? "-shortlist" : ""}-${day}.${format}`;
}
