"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { Projection, RateStress } from "@/lib/finance";
import type { FinanceInputs, HoldOverrides } from "@/lib/matches/finance";
import { HOLD_FIELDS, holdValues, readHoldField, withHoldValue, type HoldKey } from "@/lib/matches/hold-assumptions";
import { formatMoney } from "@/lib/money";
import { HoldSale, RateStressTable, YearTable } from "./ten-years-tables";

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
          {table && <YearTable p={p} withEquityLoan={withEquityLoan} />}
        </div>
      </div>
      <HoldSale p={p} inputs={inputs} overrides={overrides} />
      <RateStressTable stress={stress} />
    </div>
  );
}
