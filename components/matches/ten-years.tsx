"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { AssumptionConfidence, Projection, ProjectionAssumption, RateStress } from "@/lib/finance";
import { holdRentSettings, signedMoney, type FinanceInputs, type HoldOverrides } from "@/lib/matches/finance";
import { HOLD_FIELDS, holdValues, readHoldField, withHoldValue, type HoldKey } from "@/lib/matches/hold-assumptions";
import { formatMoney } from "@/lib/money";
import { ProvenanceTag } from "./your-numbers";

/**
 * "Ten years" in Your numbers (docs/FINANCE.md §15-16): equity and the cumulative after-tax cash
 * flow as an SVG chart with its data as a table, the sale at the end of the hold, the assumptions
 * with their confidence, and the rate-stress table. Worked in the browser from the block's own
 * profile and facts (lib/matches/finance.ts projectFinance, stressFinance).
 */

const EQUITY = "#0ea5e9";
const CASH = "#ee6106";
// A narrow drawing, so its labels stay readable on a phone (scaled to about 0.7) and it stays modest at 1280 px (max-w-2xl).
const W = 420;
const H = 230;
const PAD = { left: 50, right: 10, top: 12, bottom: 26 };

/** "$1.2m", "$850k", "-$24k": an axis label. */
function axisMoney(n: number): string {
  const abs = Math.abs(n);
  const sign = n < 0 ? "-" : "";
  if (abs >= 1_000_000) return `${sign}$${(Math.round(abs / 100_000) / 10).toString()}m`;
  if (abs >= 1_000) return `${sign}$${Math.round(abs / 1_000)}k`;
  return `${sign}$${Math.round(abs)}`;
}

/** The axis's ticks at round steps: 1, 2 or 5 × a power of ten, about five ticks over the range. */
export function ticks(lo: number, hi: number): number[] {
  const span = hi - lo || 1;
  const raw = span / 5;
  const pow = Math.pow(10, Math.floor(Math.log10(raw)));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? raw;
  // From the step at or below the lowest value to the step at or above the highest, so every point is inside the axis.
  const first = Math.floor(lo / step);
  const last = Math.ceil(hi / step);
  const out: number[] = [];
  for (let k = first; k <= last; k++) out.push(k * step);
  return out;
}

function Chart({ projection, titleId }: { projection: Projection; titleId: string }) {
  const ys = projection.years;
  const values = ys.flatMap((y) => [y.equity, y.cumulativeCashFlow]);
  const t = ticks(Math.min(0, ...values), Math.max(0, ...values));
  const lo = t[0];
  const hi = t[t.length - 1];
  const x = (year: number) => PAD.left + ((year - 1) / Math.max(1, ys.length - 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - lo) / (hi - lo || 1)) * (H - PAD.top - PAD.bottom);
  const path = (pick: (r: Projection["years"][number]) => number) => ys.map((r, k) => `${k === 0 ? "M" : "L"}${x(r.year).toFixed(1)},${y(pick(r)).toFixed(1)}`).join(" ");
  const last = ys[ys.length - 1];
  // A long hold labels every 2nd or 5th year, so the labels don't run into each other.
  const labelStep = ys.length <= 12 ? 1 : ys.length <= 20 ? 2 : 5;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-desc`}
      data-testid="ten-years-chart"
    >
      <title id={titleId}>Equity and cumulative cash flow after tax, year by year</title>
      <desc id={`${titleId}-desc`}>
        {`After ${last.year} years: equity ${formatMoney(last.equity)}, cumulative cash flow after tax ${formatMoney(last.cumulativeCashFlow)}. The table below has every year.`}
      </desc>
      {t.map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke={v === 0 ? "#6b7280" : "#e5e7eb"} strokeWidth={v === 0 ? 1.2 : 1} />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="fill-gray-600 text-[12px]">
            {axisMoney(v)}
          </text>
        </g>
      ))}
      {ys
        .filter((r) => r.year === 1 || r.year % labelStep === 0)
        .map((r) => (
          <text key={r.year} x={x(r.year)} y={H - 8} textAnchor="middle" className="fill-gray-600 text-[12px]">
            {r.year}
          </text>
        ))}
      <path d={path((r) => r.equity)} fill="none" stroke={EQUITY} strokeWidth={2.5} data-testid="ten-years-equity-line" />
      <path d={path((r) => r.cumulativeCashFlow)} fill="none" stroke={CASH} strokeWidth={2.5} strokeDasharray="6 4" data-testid="ten-years-cash-line" />
      {ys.map((r) => (
        <g key={r.year}>
          <circle cx={x(r.year)} cy={y(r.equity)} r={3} fill={EQUITY} />
          <circle cx={x(r.year)} cy={y(r.cumulativeCashFlow)} r={3} fill={CASH} />
        </g>
      ))}
    </svg>
  );
}

const CONFIDENCE_LABEL: Record<AssumptionConfidence, string> = { measured: "measured", modelled: "modelled", assumption: "assumption", yours: "yours" };

function Assumption({ label, a, unit }: { label: string; a: ProjectionAssumption; unit: string }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5 py-1" data-testid="ten-years-assumption" data-confidence={a.confidence}>
      <span className="text-gray-600">{label}</span>
      <span className="flex flex-wrap items-baseline gap-1.5">
        <span className="font-medium tabular-nums">
          {a.value}% {unit}
        </span>
        <span className="text-[11px] text-gray-600">({CONFIDENCE_LABEL[a.confidence]})</span>
        <ProvenanceTag provenance={a.provenance} />
      </span>
    </li>
  );
}

/** The hold's vacancy and management fee: the buyer's change here ("yours" for the hold), else the profile's. */
function RentSettings({ inputs, overrides }: { inputs: FinanceInputs; overrides: HoldOverrides }) {
  const v = holdRentSettings(inputs, overrides);
  return (
    <>
      <li className="flex flex-wrap items-baseline justify-between gap-x-2 py-1" data-testid="ten-years-rent-setting" data-confidence={overrides.vacancyWeeks !== undefined ? "yours" : "profile"}>
        <span className="text-gray-600">Vacancy</span>
        <span className="font-medium tabular-nums">{v.vacancyWeeks} weeks a year</span>
      </li>
      <li className="flex flex-wrap items-baseline justify-between gap-x-2 py-1" data-testid="ten-years-rent-setting" data-confidence={overrides.managementFeePercent !== undefined ? "yours" : "profile"}>
        <span className="text-gray-600">Management fee</span>
        <span className="font-medium tabular-nums">{v.managementFeePercent}% of rent</span>
      </li>
    </>
  );
}

function Figure({ label, value, testId, strong }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-2 py-1">
      <dt className="text-gray-600">{label}</dt>
      <dd className={`tabular-nums ${strong ? "font-semibold text-ink" : "font-medium"}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const pct1 = (n: number) => `${n.toFixed(1)}%`;

/**
 * The hold's assumptions as fields (lib/matches/hold-assumptions.ts): each valid change re-runs the
 * projection in the browser at once; an empty field is the default again; a figure out of range
 * says so under its field and changes nothing.
 */
function AssumptionsForm({ values, overrides, onOverrides, id }: { values: Record<HoldKey, number>; overrides: HoldOverrides; onOverrides: (o: HoldOverrides) => void; id: string }) {
  const [draft, setDraft] = useState<Partial<Record<HoldKey, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<HoldKey, string>>>({});
  const change = (key: HoldKey, text: string) => {
    const field = HOLD_FIELDS.find((f) => f.key === key)!;
    setDraft((d) => ({ ...d, [key]: text }));
    const read = readHoldField(field, text);
    if ("error" in read) {
      setErrors((e) => ({ ...e, [key]: read.error }));
      return;
    }
    setErrors((e) => ({ ...e, [key]: undefined }));
    onOverrides(withHoldValue(overrides, key, read.value));
  };
  const reset = () => {
    setDraft({});
    setErrors({});
    onOverrides({});
  };
  return (
    <form id={id} className="mt-2 rounded-lg border border-crust-200 bg-crust-50/40 p-3" onSubmit={(e) => e.preventDefault()} aria-label="The hold's assumptions" data-testid="ten-years-assumptions-form">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {HOLD_FIELDS.map((f) => (
          <Field
            key={f.key}
            label={`${f.label} (${f.unit})`}
            type="number"
            inputMode="decimal"
            min={f.min}
            max={f.max}
            step={f.step}
            value={draft[f.key] ?? String(values[f.key])}
            onChange={(e) => change(f.key, e.target.value)}
            errors={errors[f.key] ? [errors[f.key]!] : undefined}
            className="text-sm"
            data-testid={`ten-years-input-${f.key}`}
          />
        ))}
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-gray-600">
        <p>Worked out in your browser as you type; nothing is sent or saved. Clear a field for its default.</p>
        <Button variant="secondary" size="sm" className="min-h-10" onClick={reset} disabled={Object.keys(overrides).length === 0 && Object.keys(draft).length === 0} data-testid="ten-years-assumptions-reset">
          Back to the default assumptions
        </Button>
      </div>
    </form>
  );
}

export function TenYears({
  projection,
  stress,
  inputs,
  overrides = {},
  onOverrides,
}: {
  projection: Projection;
  stress: RateStress;
  /** With `onOverrides`: the buyer can change every assumption of the hold. */
  inputs?: FinanceInputs;
  overrides?: HoldOverrides;
  onOverrides?: (o: HoldOverrides) => void;
}) {
  const [table, setTable] = useState(false);
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const tableId = useId();
  const formId = useId();
  const p = projection;
  const e = p.exit;
  const H = p.assumptions.years;
  // "Use my equity": the equity drawn is a second loan, shown in its own columns (docs/FINANCE.md §17).
  const withEquityLoan = p.equityLoan > 0;
  return (
    <div className="mt-3 space-y-4" data-testid="ten-years">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">Equity and cash flow over {H} years</h4>
          <div className="flex flex-wrap gap-2">
            {inputs && onOverrides && (
              <Button variant="secondary" size="sm" className="min-h-10" onClick={() => setEditing((s) => !s)} aria-expanded={editing} aria-controls={formId} data-testid="ten-years-assumptions-toggle">
                {editing ? "Close assumptions" : "Change assumptions"}
              </Button>
            )}
            <Button variant="secondary" size="sm" className="min-h-10" onClick={() => setTable((s) => !s)} aria-expanded={table} aria-controls={tableId} data-testid="ten-years-table-toggle">
              {table ? "Hide table" : "Show as table"}
            </Button>
          </div>
        </div>
        {inputs && onOverrides && editing && <AssumptionsForm id={formId} values={holdValues(inputs, p, overrides)} overrides={overrides} onOverrides={onOverrides} />}
        <figure className="mt-2 max-w-2xl">
          <Chart projection={p} titleId={titleId} />
          <figcaption className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700">
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block h-0.5 w-5" style={{ background: EQUITY }} />
              {withEquityLoan ? "Equity (value − both loans)" : "Equity (value − loan)"}
            </span>
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block h-0.5 w-5 border-t-2 border-dashed" style={{ borderColor: CASH }} />
              Cumulative cash flow after tax
            </span>
          </figcaption>
        </figure>
        <div id={tableId} hidden={!table} className="mt-2 overflow-x-auto" tabIndex={table ? 0 : -1} role="region" aria-label="Year by year table">
          {table && (
            <table className="min-w-full text-right text-xs tabular-nums" data-testid="ten-years-table">
              <caption className="pb-1 text-left text-xs font-medium text-gray-700">Year by year</caption>
              <thead className="text-gray-600">
                <tr>
                  {["Year", "Rent collected", "Costs", "Interest", "Principal", ...(withEquityLoan ? ["Equity loan interest"] : []), "Before tax", "Tax effect", "After tax", "Cumulative after tax", "Value", "Loan", ...(withEquityLoan ? ["Equity loan"] : []), "Equity"].map((h) => (
                    <th key={h} scope="col" className="px-2 py-1 font-semibold whitespace-nowrap first:text-left">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {p.years.map((y) => (
                  <tr key={y.year} data-testid="ten-years-row">
                    <th scope="row" className="px-2 py-1 text-left font-medium whitespace-nowrap">
                      {y.year}
                      {y.interestOnly && <span className="ml-1 text-[10px] text-gray-500">IO</span>}
                    </th>
                    <td className="px-2 py-1">{formatMoney(y.rentCollected)}</td>
                    <td className="px-2 py-1">{formatMoney(y.costs)}</td>
                    <td className="px-2 py-1">{formatMoney(y.interest)}</td>
                    <td className="px-2 py-1">{formatMoney(y.principal)}</td>
                    {withEquityLoan && (
                      <td className="px-2 py-1" data-testid="ten-years-equity-interest">
                        {formatMoney(y.equityInterest)}
                      </td>
                    )}
                    <td className="px-2 py-1">{signedMoney(y.cashFlowPreTax)}</td>
                    <td className="px-2 py-1">{signedMoney(y.taxEffect)}</td>
                    <td className="px-2 py-1 font-semibold">{signedMoney(y.cashFlowAfterTax)}</td>
                    <td className="px-2 py-1" data-testid="ten-years-cumulative">
                      {signedMoney(y.cumulativeCashFlow)}
                    </td>
                    <td className="px-2 py-1">{formatMoney(y.value)}</td>
                    <td className="px-2 py-1">{formatMoney(y.balance)}</td>
                    {withEquityLoan && <td className="px-2 py-1">{formatMoney(y.equityLoanBalance)}</td>}
                    <td className="px-2 py-1 font-semibold" data-testid="ten-years-equity">
                      {formatMoney(y.equity)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">Selling after {H} years</h4>
          <dl className="mt-1 divide-y divide-gray-100 text-sm">
            <Figure label="Sale price" value={formatMoney(e.salePrice)} />
            <Figure label="Selling costs" value={formatMoney(e.sellingCosts)} />
            <Figure label="Loan repaid" value={formatMoney(e.loanRepaid)} />
            {withEquityLoan && <Figure label="Equity loan repaid" value={formatMoney(e.equityLoanRepaid)} testId="ten-years-equity-loan-repaid" />}
            <Figure label="Capital gains tax" value={formatMoney(e.capitalGainsTax)} testId="ten-years-cgt" />
            <Figure label="Net proceeds" value={formatMoney(e.netProceeds)} strong testId="ten-years-net-proceeds" />
            <Figure label="Total return" value={`${signedMoney(p.totalReturn)} (${pct1(p.totalReturnPercent)} of ${formatMoney(p.cashInvested)})`} strong testId="ten-years-total-return" />
            <Figure label="Internal rate of return" value={p.irrPercent === null ? "none" : `${pct1(p.irrPercent)} a year`} testId="ten-years-irr" />
            <Figure label="Cash on cash, year 1" value={pct1(p.cashOnCashPercent)} />
            <Figure label="Cash flow positive after tax" value={p.firstPositiveYear === null ? `not within ${H} years` : `from year ${p.firstPositiveYear}`} testId="ten-years-first-positive" />
          </dl>
          <p className="mt-1 text-xs text-gray-600">{e.cgtNote}.</p>
        </div>
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">Assumptions</h4>
          <ul className="mt-1 divide-y divide-gray-100 text-sm">
            <Assumption label="Capital growth" a={p.assumptions.growthPercent} unit="a year" />
            <Assumption label="Rent growth" a={p.assumptions.rentGrowthPercent} unit="a year" />
            <Assumption label="Costs indexed" a={p.assumptions.costGrowthPercent} unit="a year" />
            <Assumption label="Selling costs" a={p.assumptions.sellingCostPercent} unit="of the sale" />
            {inputs && <RentSettings inputs={inputs} overrides={overrides} />}
          </ul>
          <p className="mt-1 text-xs text-gray-600">Incomes, tax scales and land tax thresholds are held at today&apos;s. General information, not financial advice.</p>
        </div>
      </div>

      <div>
        <h4 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">If rates rise</h4>
        <p className="mt-1 text-xs text-gray-700" data-testid="rate-stress-today">
          Today {stress.base.rate}%: {signedMoney(stress.base.monthlyAfterTax)} a month after tax. What you could borrow is assessed at each rate + 3%.
        </p>
        <div className="mt-1 overflow-x-auto" tabIndex={0} role="region" aria-label="Rate stress table">
          <table className="min-w-full text-right text-sm tabular-nums" data-testid="rate-stress">
            <caption className="sr-only">Cash flow and borrowing at 1, 2 and 3 points over today&apos;s rate</caption>
            <thead className="text-xs text-gray-600">
              <tr>
                {["Rise", "Rate", "Repayment a month", "After tax a month", "Change a month", "Can you borrow it?"].map((h) => (
                  <th key={h} scope="col" className="px-2 py-1 font-semibold whitespace-nowrap first:text-left">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {stress.rows.map((r) => (
                <tr key={r.points} data-testid="rate-stress-row" data-verdict={r.verdict}>
                  <th scope="row" className="px-2 py-1 text-left font-medium whitespace-nowrap">
                    +{r.points} point{r.points === 1 ? "" : "s"}
                  </th>
                  <td className="px-2 py-1">{r.rate.toFixed(2)}%</td>
                  <td className="px-2 py-1">{formatMoney(r.monthlyRepayment)}</td>
                  <td className="px-2 py-1 font-semibold">{signedMoney(r.monthlyAfterTax)}</td>
                  <td className="px-2 py-1">{signedMoney(r.monthlyChange)}</td>
                  <td className={`px-2 py-1 ${r.verdict === "above" ? "text-red-700" : r.verdict === "within" ? "text-green-700" : "text-gray-600"}`}>
                    {r.verdict === "unknown" ? "enter your income" : `${r.verdict === "within" ? "Yes" : "No"}, up to ${formatMoney(r.maxLoan ?? 0)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
