import type { SortKey } from "@/lib/matches/sort";

/**
 * The matches table's columns (spec 2 section 2), with fixed widths shared by the
 * header and the virtualised rows (which are absolutely positioned, so the browser
 * can't size columns from content).
 */
export type ColumnId =
  | "expander"
  | "properties"
  | "overlays"
  | "yield"
  | "growth"
  | "capital"
  | "median"
  | "development"
  | "renovation"
  | "rooming"
  | "cashflow"
  | "offer"
  | "actions";

export const COLUMNS: readonly { id: ColumnId; header: string; srOnly?: boolean; className: string; sortKey?: SortKey; alsoSorts?: { key: SortKey; header: string; id: string } }[] = [
  { id: "expander", header: "Expand row", srOnly: true, className: "w-12 shrink-0" },
  // The price is the Properties cell's second line, so its sort is a second header there: a column of its own
  // would take 96 px from the addresses, which at 1280 px then no longer fit (matches.e2e.ts checks them whole).
  { id: "properties", header: "Properties", className: "min-w-[360px] flex-1", sortKey: "property_score", alsoSorts: { key: "price", header: "Price", id: "price" } },
  { id: "overlays", header: "Overlays", className: "w-[128px] shrink-0" },
  { id: "yield", header: "Gross Yield", className: "w-[64px] shrink-0", sortKey: "rental_yield" },
  { id: "growth", header: "L12M Price Growth %", className: "w-[80px] shrink-0", sortKey: "capital_growth" },
  { id: "capital", header: "L12M Capital Growth $", className: "w-[84px] shrink-0", sortKey: "highgrowth_capital_growth" },
  { id: "median", header: "Price vs Expected Price", className: "w-[88px] shrink-0", sortKey: "undervaluation" },
  { id: "development", header: "Development", className: "w-[96px] shrink-0", sortKey: "developmentPotential" },
  { id: "renovation", header: "Renovation", className: "w-[84px] shrink-0", sortKey: "renovationPotential" },
  { id: "rooming", header: "Rooming", className: "w-[72px] shrink-0", sortKey: "splitLiving" },
  { id: "cashflow", header: "Your Cash Flow /mo", className: "w-[88px] shrink-0", sortKey: "finance_cash_flow" },
  { id: "offer", header: "Highest Offer", className: "w-[96px] shrink-0", sortKey: "finance_highest_offer" },
  { id: "actions", header: "Actions", srOnly: true, className: "w-[88px] shrink-0" },
];

/** The buyer's-finance columns, shown only when some listing has their figures. */
export const FINANCE_COLUMNS: ReadonlySet<ColumnId> = new Set<ColumnId>(["cashflow", "offer"]);
export const FINANCE_COLUMNS_WIDTH_PX = 88 + 96;

/** Sum of the fixed widths plus the Properties minimum: below this the table scrolls sideways. */
export const TABLE_MIN_WIDTH_PX = 48 + 360 + 128 + 64 + 80 + 84 + 88 + 96 + 84 + 72 + 88 + 96 + 88;

/** Each column's width classes, by id: the header's cell and every row's. */
export const cls = Object.fromEntries(COLUMNS.map((c) => [c.id, c.className])) as Record<ColumnId, string>;

/**
 * The expander and Properties columns stay put while the table scrolls sideways (the address is what a row is
 * read by): sticky to the scroll box's left edge, on an opaque background so the figures slide under them.
 */
const STICKY: Partial<Record<ColumnId, string>> = {
  expander: "sticky left-0 z-[1]",
  properties: "sticky left-12 z-[1] border-r border-gray-100",
};
export const stickyCls = (id: ColumnId, bg: string) => (STICKY[id] ? `${STICKY[id]} ${bg}` : "");
