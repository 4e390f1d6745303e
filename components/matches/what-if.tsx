"use client";

/**
 * Your numbers' what-if (docs/FINANCE.md §14): the drawer's sliders, and its state by listing, kept for the page's
 * life so a row the virtual table re-mounts comes back as it was.
 */

import { useEffect, useId, useMemo, useState } from "react";
import type { FinanceAnalysis } from "@/lib/finance";
import { analyseFinance, whatIfRanges, whatIfStart, type FinanceInputs, type WhatIf } from "@/lib/matches/finance";
import { formatMoney } from "@/lib/money";
import { Button } from "@/components/ui/button";

function Slider({ label, value, min, max, step, shown, onChange, testId }: { label: string; value: number; min: number; max: number; step: number; shown: string; onChange: (v: number) => void; testId: string }) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium text-gray-800">
          {label}
        </label>
        <output htmlFor={id} className="font-semibold text-ink tabular-nums">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="mt-1 h-8 w-full accent-crust-600"
        data-testid={testId}
      />
    </div>
  );
}

/**
 * The what-if drawer: four sliders whose every move re-runs lib/finance in the browser (no
 * request), timed so the block can show it fits in a frame.
 */
export function WhatIfDrawer({ inputs, value, onChange, onReset, computeMs }: { inputs: FinanceInputs; value: WhatIf; onChange: (w: WhatIf) => void; onReset: () => void; computeMs: number | null }) {
  const r = whatIfRanges(inputs);
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  return (
    <div className="mt-3 rounded-lg border border-crust-200 bg-crust-50/40 p-3" data-testid="what-if-drawer">
      <div className="grid gap-3 sm:grid-cols-2">
        <Slider label="Price" testId="what-if-price" value={clamp(value.price, r.price.min, r.price.max)} {...r.price} shown={formatMoney(value.price)} onChange={(price) => onChange({ ...value, price })} />
        <Slider label="Interest rate" testId="what-if-rate" value={clamp(value.rate, r.rate.min, r.rate.max)} {...r.rate} shown={`${value.rate.toFixed(2)}%`} onChange={(rate) => onChange({ ...value, rate })} />
        <Slider
          label="Deposit"
          testId="what-if-deposit"
          value={value.depositPercent}
          {...r.depositPercent}
          shown={value.depositPercent >= 100 ? "cash purchase" : `${value.depositPercent}% · ${formatMoney((value.price * value.depositPercent) / 100)}`}
          onChange={(depositPercent) => onChange({ ...value, depositPercent })}
        />
        {r.weeklyRent && value.weeklyRent !== null && (
          <Slider
            label="Rent a week"
            testId="what-if-rent"
            value={clamp(value.weeklyRent, r.weeklyRent.min, r.weeklyRent.max)}
            {...r.weeklyRent}
            shown={formatMoney(value.weeklyRent)}
            onChange={(weeklyRent) => onChange({ ...value, weeklyRent })}
          />
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-gray-600">
        <p data-testid="what-if-timing" data-ms={computeMs ?? undefined}>
          Worked out in your browser{computeMs !== null ? ` in ${computeMs < 1 ? "under 1" : Math.round(computeMs)} ms` : ""}; nothing is sent or saved.
        </p>
        <Button variant="outline" size="sm" onClick={onReset} className="min-h-10 bg-white px-3 py-1.5 font-semibold text-gray-800" data-testid="what-if-reset">
          Back to the listing&apos;s figures
        </Button>
      </div>
    </div>
  );
}

/** The drawer's state by listing (and the figures it was worked from), for this page's life; the oldest go past 200. */
const WHAT_IF_KEPT = new Map<string, { open: boolean; whatIf: WhatIf | null }>();
export function keepWhatIf(key: string, state: { open: boolean; whatIf: WhatIf | null }): void {
  WHAT_IF_KEPT.delete(key);
  if (state.open || state.whatIf) WHAT_IF_KEPT.set(key, state);
  if (WHAT_IF_KEPT.size > 200) WHAT_IF_KEPT.delete(WHAT_IF_KEPT.keys().next().value!);
}

/**
 * The what-if's state: the drawer open or closed and the figures it moved, kept by `stateKey` (the listing) and the
 * inputs; the analysis shown (the listing's, or the what-if's) and how long the last move took to work out.
 */
export function useWhatIf(inputs: FinanceInputs, stateKey: string | undefined) {
  // The virtual table unmounts a row that scrolls out of its window: the drawer and its what-if come back with it.
  const keptKey = stateKey ? `${stateKey}|${JSON.stringify(inputs)}` : null;
  const [open, setOpen] = useState(() => (keptKey ? (WHAT_IF_KEPT.get(keptKey)?.open ?? false) : false));
  const [shown, setShown] = useState<{ whatIf: WhatIf; analysis: FinanceAnalysis; ms: number | null } | null>(() => {
    const whatIf = keptKey ? WHAT_IF_KEPT.get(keptKey)?.whatIf : null;
    return whatIf ? { whatIf, analysis: analyseFinance(inputs, whatIf), ms: null } : null;
  });
  useEffect(() => {
    if (keptKey) keepWhatIf(keptKey, { open, whatIf: shown?.whatIf ?? null });
  }, [keptKey, open, shown]);
  const base = useMemo(() => analyseFinance(inputs), [inputs]);
  const start = useMemo(() => whatIfStart(inputs), [inputs]);
  const whatIf = shown?.whatIf ?? null;
  // A slider's move is worked out in its own event, timed: lib/finance in the browser, no request.
  const move = (next: WhatIf) => {
    const t0 = performance.now();
    const analysis = analyseFinance(inputs, next);
    setShown({ whatIf: next, analysis, ms: performance.now() - t0 });
  };
  const changed = whatIf !== null && JSON.stringify(whatIf) !== JSON.stringify(start);
  return { open, setOpen, whatIf, start, analysis: shown?.analysis ?? base, move, reset: () => setShown(null), computeMs: shown?.ms ?? null, changed };
}
