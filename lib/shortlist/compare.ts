/**
 * The compare view's table (docs/WATCHES.md, "Shortlist, compare and export"): two to four
 * listings side by side, grouped by section. Every section score comes with the inputs it was
 * worked from and where each came from (scoring_inputs.provenance, and lib/finance's provenance
 * for the buyer's finance figures), the data-confidence level, and the best value of each row
 * marked. A row no listing has a figure for is left out; what is missing shows as "–".
 */
import { CONFIDENCE_LABEL, confidenceLevelOf, KIND_LABEL, type FigureKind } from "@/lib/matches/confidence";
import { formatLandSize, formatListPrice, joinAddress, parsePercent, priceVsMedian, toNumber } from "@/lib/matches/format";
import { financeInputsOf, projectFinance, signedMoney, stressFinance } from "@/lib/matches/finance";
import type { ListingDetail } from "@/lib/matches/types";
import { STRESS_POINTS, type Projection, type RateStress, type Sourced } from "@/lib/finance";
import { formatMoney } from "@/lib/money";
import { scoringObject, scoringPath, scoringValue, storedObject, valueAt, type CheckedScoringPath, type KeyOf } from "@/lib/engine/scoring-inputs";
import type { ScoringProvenance } from "@/lib/engine/provenance";

export type CompareCell = { text: string; value: number | null; source: string | null };
export type CompareRow = { key: string; label: string; cells: CompareCell[]; /** Column indexes holding the row's best value (none when it has no better/worse or all tie). */ best: number[] };
export type CompareSection = { key: string; title: string; rows: CompareRow[] };
export type CompareListing = ListingDetail & { dropped: boolean };

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

const EMPTY: CompareCell = { text: "–", value: null, source: null };
const pct = (n: number | null, digits = 1) => (n === null ? null : `${n.toFixed(digits)}%`);

/** Where a scoring figure came from: "Measured: ABS median rent for…" (scoring_inputs.provenance). */
function provenanceOf(l: ListingDetail, key: KeyOf<ScoringProvenance>): string | null {
  const p = obj(scoringObject(l.scoring_inputs, "provenance")[key]);
  const kind = p.kind as FigureKind;
  return typeof p.detail === "string" && kind in KIND_LABEL ? `${KIND_LABEL[kind]}: ${p.detail}` : null;
}

const FINANCE_KIND: Record<string, string> = { yours: "Your figure", published: "Published", estimate: "Estimate" };
/** A lib/finance Sourced figure of scoring_inputs.finance.analysis, with its provenance in words. */
function financeFigure(l: ListingDetail, path: CheckedScoringPath): { value: number | null; source: string | null } {
  const f = storedObject<Sourced>(valueAt(l.scoring_inputs, path));
  const p = obj(f.provenance);
  const schedule = obj(p.schedule);
  const source = typeof p.detail === "string" ? `${FINANCE_KIND[String(p.kind)] ?? "Source"}: ${p.detail}${typeof schedule.title === "string" ? ` (${schedule.title})` : ""}` : null;
  return { value: toNumber(f.value), source };
}

type RowSpec = {
  key: string;
  label: string;
  better: "max" | "min" | null;
  read: (l: ListingDetail) => { value: number | null; text?: string | null; source?: string | null } | null;
};

function numberRow(key: string, label: string, better: RowSpec["better"], read: (l: ListingDetail) => number | null, show: (n: number) => string | null, source?: (l: ListingDetail) => string | null): RowSpec {
  return {
    key,
    label,
    better,
    read: (l) => {
      const value = read(l);
      return value === null ? null : { value, text: show(value), source: source?.(l) ?? null };
    },
  };
}

/** A row of a lib/finance Sourced figure of scoring_inputs.finance.analysis, at `path`. */
function financeRow(key: string, label: string, better: RowSpec["better"], path: CheckedScoringPath, show: (n: number) => string | null): RowSpec {
  return {
    key,
    label,
    better,
    read: (l) => {
      const f = financeFigure(l, path);
      return f.value === null ? null : { value: f.value, text: show(f.value), source: f.source };
    },
  };
}

/**
 * The hold and rate stress (docs/FINANCE.md §15-16) of a listing, worked from its stored finance
 * block (facts and the profile on the viewer's basis: the same as its "Ten years" tab), once per
 * listing; null without the block.
 */
const HOLD = new WeakMap<ListingDetail, { projection: Projection; stress: RateStress } | null>();
function holdOf(l: ListingDetail): { projection: Projection; stress: RateStress } | null {
  if (HOLD.has(l)) return HOLD.get(l)!;
  const inputs = financeInputsOf(l.scoring_inputs);
  const hold = inputs ? { projection: projectFinance(inputs), stress: stressFinance(inputs) } : null;
  HOLD.set(l, hold);
  return hold;
}

/** The assumptions a projection rests on, in words, for a cell's source. */
function holdSource(p: Projection): string {
  const a = p.assumptions;
  return `Estimate: capital growth ${a.growthPercent.value}% a year (${a.growthPercent.confidence}), rent growth ${a.rentGrowthPercent.value}% (${a.rentGrowthPercent.confidence}), costs indexed ${a.costGrowthPercent.value}%, selling costs ${a.sellingCostPercent.value}% of the sale`;
}

function holdRow(key: string, label: string, better: RowSpec["better"], pick: (p: Projection) => number | null, show: (n: number) => string): RowSpec {
  return {
    key,
    label,
    better,
    read: (l) => {
      const hold = holdOf(l);
      if (!hold) return null;
      const value = pick(hold.projection);
      return { value, text: value === null ? null : show(value), source: holdSource(hold.projection) };
    },
  };
}

function stressRow(points: number): RowSpec {
  return {
    key: `stress_${points}`,
    label: `Cash flow per month after tax at +${points} point${points === 1 ? "" : "s"}`,
    better: "max",
    read: (l) => {
      const row = holdOf(l)?.stress.rows.find((r) => r.points === points);
      if (!row) return null;
      const borrow = row.verdict === "unknown" ? "serviceability needs your income" : row.verdict === "within" ? `within what you could borrow (up to ${formatMoney(row.maxLoan ?? 0)})` : `more than you could borrow (up to ${formatMoney(row.maxLoan ?? 0)})`;
      return { value: row.monthlyAfterTax, text: signedMoney(row.monthlyAfterTax), source: `At ${row.rate.toFixed(2)}%: ${formatMoney(row.monthlyRepayment)} a month in repayments; ${borrow}` };
    },
  };
}

const section = (key: string) => (l: ListingDetail) => parsePercent(l.section_scores?.[key]);
const scoreText = (n: number) => `${Math.round(n)}%`;

const SECTIONS: { key: string; title: string; rows: RowSpec[] }[] = [
  {
    key: "overview",
    title: "Overview",
    rows: [
      numberRow("property_score", "Overall score", "max", (l) => l.property_score, (n) => `${Math.round(n)}/100`),
      {
        key: "confidence",
        label: "Data confidence",
        better: "max",
        read: (l) => {
          const level = confidenceLevelOf(scoringValue(l.scoring_inputs, "confidence", "level")) ?? l.data_confidence;
          if (!level) return null;
          const reasons = scoringValue(l.scoring_inputs, "confidence", "reasons");
          return { value: { high: 3, medium: 2, low: 1 }[level], text: CONFIDENCE_LABEL[level], source: Array.isArray(reasons) && typeof reasons[0] === "string" ? reasons[0] : null };
        },
      },
      numberRow("price", "Price", "min", (l) => toNumber(l.list_price) ?? l.estimated_price, (n) => formatMoney(n), (l) => (toNumber(l.list_price) === null && l.estimated_price !== null ? "Estimated value (price on request)" : provenanceOf(l, "price"))),
      { key: "type", label: "Property", better: null, read: (l) => ({ value: null, text: [l.property_type, l.bedrooms !== null ? `${l.bedrooms} bed` : null, l.bathrooms !== null ? `${l.bathrooms} bath` : null, l.car_spaces !== null ? `${l.car_spaces} car` : null].filter(Boolean).join(" · ") || null }) },
      numberRow("land_size", "Land size", "max", (l) => l.land_size, (n) => formatLandSize(n), (l) => provenanceOf(l, "land_size")),
      { key: "source", label: "Source", better: null, read: (l) => ({ value: null, text: l.source, source: l.listing_url }) },
    ],
  },
  {
    key: "investment",
    title: "Investment",
    rows: [
      numberRow("investment_score", "Investment score", "max", section("investmentGoals"), scoreText),
      numberRow("gross_yield", "Gross yield", "max", (l) => l.rental_yield, (n) => pct(n, 2), (l) => provenanceOf(l, "weekly_rent")),
      numberRow("net_yield", "Net yield", "max", (l) => toNumber(scoringValue(l.scoring_inputs, "investmentGoals", "highcashflow", "net_yield")), (n) => pct(n, 2)),
      numberRow("weekly_rent", "Weekly rent", "max", (l) => toNumber(scoringValue(l.scoring_inputs, "investmentGoals", "highcashflow", "weekly_rent")), (n) => `${formatMoney(n)}/week`, (l) => provenanceOf(l, "weekly_rent")),
      numberRow("monthly_cash_flow", "Cash flow per month", "max", (l) => toNumber(scoringValue(l.scoring_inputs, "investmentGoals", "highcashflow", "monthly_cash_flow")), (n) => formatMoney(n), (l) => (scoringValue(l.scoring_inputs, "finance", "basis") === "profile" ? "Your finance" : "Standard loan")),
      numberRow("diff_percent", "Price vs expected", "min", (l) => l.diff_percent, (n) => `${n > 0 ? "+" : ""}${n.toFixed(1)}%`, (l) => provenanceOf(l, "suburb_median")),
      numberRow("vs_median", "Price vs suburb median", "min", (l) => priceVsMedian(toNumber(scoringValue(l.scoring_inputs, "investmentGoals", "highcashflow", "price_used")), toNumber(scoringValue(l.scoring_inputs, "investmentGoals", "undervalued", "suburb_median"))), (n) => `${n > 0 ? "+" : ""}${n.toFixed(1)}%`, (l) => provenanceOf(l, "suburb_median")),
      numberRow("suburb_median", "Suburb median", null, (l) => toNumber(scoringValue(l.scoring_inputs, "investmentGoals", "undervalued", "suburb_median")), (n) => formatMoney(n), (l) => provenanceOf(l, "suburb_median")),
      numberRow("growth", "12-month price growth", "max", (l) => l.capital_growth, (n) => pct(n), (l) => provenanceOf(l, "growth")),
      numberRow("growth_value", "12-month capital growth", "max", (l) => l.capital_growth_value, (n) => formatMoney(n), (l) => provenanceOf(l, "growth")),
    ],
  },
  {
    key: "renovation",
    title: "Renovation Potential",
    rows: [
      numberRow("renovation_score", "Renovation score", "max", section("renovationPotential"), scoreText),
      numberRow("renovation_cost", "Renovation cost", "min", (l) => toNumber(scoringValue(l.scoring_inputs, "renovationPotential", "estimatedRenovationCost")), (n) => formatMoney(n), (l) => provenanceOf(l, "condition")),
      numberRow("renovators_margin", "Renovator's margin", "max", (l) => toNumber(scoringValue(l.scoring_inputs, "renovationPotential", "renovators_margin")), (n) => formatMoney(n)),
      numberRow("post_renovation_value", "Value after renovation", "max", (l) => toNumber(scoringValue(l.scoring_inputs, "renovationPotential", "postRenovationValue")), (n) => formatMoney(n)),
    ],
  },
  {
    key: "development",
    title: "Development Potential",
    rows: [
      numberRow("development_score", "Development score", "max", section("developmentPotential"), scoreText),
      { key: "zoning", label: "Zoning", better: null, read: (l) => ({ value: null, text: str(scoringValue(l.scoring_inputs, "developmentPotential", "zoning")), source: provenanceOf(l, "zoning") }) },
      { key: "subdivision", label: "Subdivision potential", better: null, read: (l) => ({ value: null, text: str(scoringValue(l.scoring_inputs, "developmentPotential", "subdivisionPotential")), source: provenanceOf(l, "frontage") }) },
      numberRow("lots_possible", "Lots possible", "max", (l) => toNumber(scoringValue(l.scoring_inputs, "developmentPotential", "lotsPossible")), (n) => String(Math.round(n))),
    ],
  },
  {
    key: "split",
    title: "Dual Living & Rooming",
    rows: [numberRow("split_living_score", "Dual living & rooming score", "max", section("splitLiving"), scoreText, (l) => provenanceOf(l, "layout"))],
  },
  {
    key: "overlays",
    title: "Overlays",
    rows: [
      numberRow("overlay_score", "Overlays score", "max", section("riskOverlay"), scoreText),
      { key: "heritage", label: "Heritage", better: null, read: (l) => ({ value: null, text: l.heritage_overlay }) },
      { key: "flood", label: "Flood", better: null, read: (l) => ({ value: null, text: l.flood_overlay }) },
      { key: "bushfire", label: "Bushfire", better: null, read: (l) => ({ value: null, text: l.bushfire_overlay }) },
    ],
  },
  {
    key: "finance",
    title: "Your numbers",
    rows: [
      financeRow("cash_invested", "Cash invested", "min", scoringPath("finance", "analysis", "purchase", "cashInvested"), (n) => formatMoney(n)),
      financeRow("purchase_costs", "Purchase costs (duty, fees, LMI)", "min", scoringPath("finance", "analysis", "purchase", "total"), (n) => formatMoney(n)),
      financeRow("loan_amount", "Loan", null, scoringPath("finance", "analysis", "loan", "amount"), (n) => formatMoney(n)),
      financeRow("monthly_repayment", "Monthly repayment", "min", scoringPath("finance", "analysis", "loan", "monthlyRepayment"), (n) => formatMoney(n)),
      financeRow("equity_interest", "Interest on the equity drawn, a year", "min", scoringPath("finance", "analysis", "cashFlow", "equityInterest"), (n) => formatMoney(n)),
      financeRow("cash_flow_pre_tax", "Cash flow per month (before tax)", "max", scoringPath("finance", "analysis", "cashFlow", "monthlyPreTax"), (n) => formatMoney(n)),
      financeRow("cash_flow_after_tax", "Cash flow per month (after tax)", "max", scoringPath("finance", "analysis", "cashFlow", "monthlyAfterTax"), (n) => formatMoney(n)),
      financeRow("cash_on_cash", "Cash-on-cash return", "max", scoringPath("finance", "analysis", "returns", "cashOnCash"), (n) => pct(n, 2)),
      financeRow("break_even_rent", "Break-even rent", "min", scoringPath("finance", "analysis", "returns", "breakEvenRent"), (n) => `${formatMoney(n)}/week`),
    ],
  },
  {
    key: "ten_years",
    title: "Ten years",
    rows: [
      holdRow("ten_equity", "Equity after 10 years", "max", (p) => p.years[p.years.length - 1].equity, (n) => formatMoney(n)),
      holdRow("ten_cash_flow", "Cash flow after tax over 10 years", "max", (p) => p.years[p.years.length - 1].cumulativeCashFlow, (n) => signedMoney(n)),
      holdRow("ten_cgt", "Capital gains tax on selling", "min", (p) => p.exit.capitalGainsTax, (n) => formatMoney(n)),
      holdRow("ten_net_proceeds", "Net proceeds on selling", "max", (p) => p.exit.netProceeds, (n) => formatMoney(n)),
      holdRow("ten_total_return", "Total return over 10 years", "max", (p) => p.totalReturn, (n) => signedMoney(n)),
      holdRow("ten_irr", "Internal rate of return", "max", (p) => p.irrPercent, (n) => `${n.toFixed(1)}% a year`),
      {
        key: "ten_first_positive",
        label: "Cash flow positive after tax",
        better: "min",
        read: (l) => {
          const p = holdOf(l)?.projection;
          if (!p) return null;
          return { value: p.firstPositiveYear, text: p.firstPositiveYear === null ? `not within ${p.years.length} years` : `from year ${p.firstPositiveYear}`, source: holdSource(p) };
        },
      },
    ],
  },
  {
    key: "rate_stress",
    title: "If rates rise",
    rows: STRESS_POINTS.map(stressRow),
  },
];

function bestOf(cells: CompareCell[], better: RowSpec["better"]): number[] {
  if (!better) return [];
  const values = cells.map((c) => c.value).filter((v): v is number => v !== null);
  if (values.length < 2) return [];
  const target = better === "max" ? Math.max(...values) : Math.min(...values);
  const best = cells.flatMap((c, i) => (c.value !== null && c.value === target ? [i] : []));
  // All equal: nothing stands out.
  return best.length === values.length ? [] : best;
}

/** The compare table for the listings, in their order. */
export function compareSections(listings: readonly ListingDetail[]): CompareSection[] {
  return SECTIONS.map((s) => ({
    key: s.key,
    title: s.title,
    rows: s.rows.flatMap((spec) => {
      const cells = listings.map((l): CompareCell => {
        const read = spec.read(l);
        if (!read || (read.value === null && !read.text)) return EMPTY;
        return { text: read.text ?? "–", value: read.value, source: read.source ?? null };
      });
      if (cells.every((c) => c === EMPTY)) return [];
      return [{ key: spec.key, label: spec.label, cells, best: bestOf(cells, spec.better) }];
    }),
  })).filter((s) => s.rows.length > 0);
}

/** A listing's heading in the compare view. */
export function compareHeading(l: ListingDetail): { address: string; price: string } {
  return { address: joinAddress(l) || "Address not available", price: formatListPrice(l.list_price) };
}
