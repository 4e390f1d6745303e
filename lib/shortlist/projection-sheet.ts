/**
 * An XLSX export's projection sheet of one listing (docs/WATCHES.md, "Shortlist, compare and
 * export"; docs/FINANCE.md §15): the hold year by year from the same function as the "Ten years"
 * tab (lib/matches/finance.ts projectFinance, on the listing's stored facts and its default
 * assumptions), the sale at the end, and the assumptions with their confidence. Worked on the
 * finance the exported row carries, which the exporter has already put on the exporter's own basis
 * (server/privacy.ts listingFor): the searcher's finance never reaches another viewer's file.
 * Pure: the exporter turns the lines into cells.
 */
import type { AssumptionConfidence, Projection, ProjectionAssumption } from "@/lib/finance";
import { joinAddress } from "@/lib/matches/format";
import { financeInputsOf, projectFinance } from "@/lib/matches/finance";
import type { NumbersBasis } from "@/lib/matches/types";
import { formatMoney } from "@/lib/money";
import { numbersBasisLabel } from "@/lib/sessions/copy";
import type { ColumnKind, ExportRow } from "./columns";

/**
 * At most this many listings of an export get a projection sheet (the first in the export's
 * order: the best ranked, or the newest stars). A sheet is about 3 kB of the file, and a workbook
 * of hundreds of sheets is slow to open; the matches sheet keeps every listing.
 */
export const PROJECTION_SHEETS_MAX = 50;

export type SheetCell = { value: string | number | null; kind?: ColumnKind };
export type SheetLine = { cells: SheetCell[]; bold?: boolean };
export type ProjectionSheet = { name: string; lines: SheetLine[]; widths: number[] };

type YearColumn = { header: string; kind: ColumnKind; value: (y: Projection["years"][number]) => number };
/** The equity loan's columns ("use my equity", docs/FINANCE.md §17), only when one is drawn. */
const EQUITY_COLUMNS: readonly YearColumn[] = [
  { header: "Equity loan interest", kind: "money", value: (y) => y.equityInterest },
  { header: "Equity loan", kind: "money", value: (y) => y.equityLoanBalance },
];
/** The year table's columns: the same figures as the tab's table, plus land tax and cash on cash. */
const YEAR_COLUMNS: readonly YearColumn[] = [
  { header: "Year", kind: "integer", value: (y) => y.year },
  { header: "Rent collected", kind: "money", value: (y) => y.rentCollected },
  { header: "Costs", kind: "money", value: (y) => y.costs },
  { header: "Land tax (in costs)", kind: "money", value: (y) => y.landTax },
  { header: "Interest", kind: "money", value: (y) => y.interest },
  { header: "Principal", kind: "money", value: (y) => y.principal },
  { header: "Before tax", kind: "money", value: (y) => y.cashFlowPreTax },
  { header: "Tax effect", kind: "money", value: (y) => y.taxEffect },
  { header: "After tax", kind: "money", value: (y) => y.cashFlowAfterTax },
  { header: "Cumulative after tax", kind: "money", value: (y) => y.cumulativeCashFlow },
  { header: "Value", kind: "money", value: (y) => y.value },
  { header: "Loan", kind: "money", value: (y) => y.balance },
  { header: "Equity", kind: "money", value: (y) => y.equity },
  { header: "Cash on cash %", kind: "percent", value: (y) => y.cashOnCash },
];

const CONFIDENCE_WORDS: Record<AssumptionConfidence, string> = { measured: "measured", modelled: "modelled", assumption: "assumption", yours: "yours" };

/** Excel refuses a sheet name over 31 characters or with any of : \ / ? * [ ]. */
export function sheetNameOf(position: number, row: Pick<ExportRow, "address_street" | "address_suburb" | "listing_id">): string {
  const place = (row.address_street || row.address_suburb || row.listing_id || "").replace(/[:\\/?*[\]]/g, " ").replace(/\s+/g, " ").trim();
  return `${position}. ${place}`.slice(0, 31).replace(/['\s]+$/, "");
}

const round = (n: number, digits = 0) => {
  const f = Math.pow(10, digits);
  return Math.round(n * f) / f;
};
const text = (value: string | null): SheetCell => ({ value });
const money = (value: number): SheetCell => ({ value: round(value), kind: "money" });
const percent = (value: number | null): SheetCell => ({ value: value === null ? null : round(value, 2), kind: "percent" });
const assumption = (label: string, a: ProjectionAssumption, unit: string): SheetLine => ({ cells: [text(label), { value: a.value, kind: "number" }, text(unit), text(CONFIDENCE_WORDS[a.confidence]), text(a.provenance.detail)] });

/**
 * The projection sheet of one exported listing (`position`: its place in the export, from 1), or
 * null when the listing carries no finance block to work from (an external workflow's listing, a
 * territory without schedules).
 */
export function projectionSheetOf(row: ExportRow, position: number, basis: NumbersBasis): ProjectionSheet | null {
  const inputs = financeInputsOf(row.scoring_inputs);
  if (!inputs) return null;
  const p = projectFinance(inputs);
  const a = p.assumptions;
  const e = p.exit;
  const H = a.years;
  const columns = p.equityLoan > 0 ? [...YEAR_COLUMNS.slice(0, -2), ...EQUITY_COLUMNS, ...YEAR_COLUMNS.slice(-2)] : YEAR_COLUMNS;
  const lines: SheetLine[] = [
    { cells: [text(joinAddress(row) || row.listing_id)], bold: true },
    { cells: [text(`Rank ${row.rank ?? "–"} · listing ${row.listing_id} · price used ${formatMoney(inputs.facts.price)}`)] },
    { cells: [text(`${numbersBasisLabel(basis, inputs.basis)}.`)] },
    { cells: [] },
    { cells: [text("Assumptions"), text("Value"), text("Unit"), text("Confidence"), text("Source")], bold: true },
    { cells: [text("Hold"), { value: H, kind: "integer" }, text("years"), text("default"), text("The default hold; the Ten years tab changes it")] },
    assumption("Capital growth", a.growthPercent, "% a year"),
    assumption("Rent growth", a.rentGrowthPercent, "% a year"),
    assumption("Costs indexed", a.costGrowthPercent, "% a year"),
    assumption("Selling costs", a.sellingCostPercent, "% of the sale"),
    { cells: [] },
    { cells: [text(`Equity and cash flow over ${H} years`)], bold: true },
    { cells: columns.map((c) => text(c.header)), bold: true },
    ...p.years.map((y) => ({ cells: columns.map((c) => (c.kind === "integer" ? { value: c.value(y), kind: c.kind } : c.kind === "percent" ? percent(c.value(y)) : money(c.value(y)))) })),
    { cells: [] },
    { cells: [text(`Selling after ${H} years`)], bold: true },
    { cells: [text("Sale price"), money(e.salePrice)] },
    { cells: [text("Selling costs"), money(e.sellingCosts)] },
    { cells: [text("Loan repaid"), money(e.loanRepaid)] },
    ...(p.equityLoan > 0 ? [{ cells: [text("Equity loan repaid"), money(e.equityLoanRepaid)] }] : []),
    { cells: [text("Capital gains tax"), money(e.capitalGainsTax), text(e.cgtNote)] },
    { cells: [text("Net proceeds"), money(e.netProceeds)], bold: true },
    { cells: [text("Cash invested"), money(p.cashInvested)] },
    ...(p.equityLoan > 0 ? [{ cells: [text("Of it, drawn from your equity (borrowed)"), money(p.equityLoan)] }] : []),
    { cells: [text("Total return"), money(p.totalReturn)], bold: true },
    { cells: [text("Total return %"), percent(p.totalReturnPercent)] },
    { cells: [text("Internal rate of return % a year"), percent(p.irrPercent)] },
    { cells: [text("Cash on cash, year 1 %"), percent(p.cashOnCashPercent)] },
    { cells: [text("Cash flow positive after tax"), text(p.firstPositiveYear === null ? `not within ${H} years` : `from year ${p.firstPositiveYear}`)] },
    { cells: [] },
    { cells: [text("Incomes, tax scales and land tax thresholds are held at today's. General information, not financial advice.")] },
  ];
  return { name: sheetNameOf(position, row), lines, widths: [30, ...columns.slice(1).map(() => 13)] };
}
