"use client";

import Link from "next/link";
import { useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import type { FinanceAnalysis } from "@/lib/finance";
import type { ConfidenceLevel } from "@/lib/matches/confidence";
import { projectFinance, stressFinance, type FinanceInputs, type HoldOverrides, type WhatIf } from "@/lib/matches/finance";
import { NUMBERS_BASIS_LABEL } from "@/lib/sessions/copy";
import { ProvenanceTag, TAG_TONE } from "./figure-rows";
import { ConfidenceBadge } from "./listing-parts";
import { useNumbersBasis } from "./numbers-basis";
import { TenYears } from "./ten-years";
import { ThisYear } from "./this-year";
import { useWhatIf, WhatIfDrawer } from "./what-if";

export { keepWhatIf } from "./what-if";

type Tab = "year" | "ten";
const TABS: { id: Tab; label: string }[] = [
  { id: "year", label: "This year" },
  { id: "ten", label: "Ten years" },
];

/**
 * "Your numbers" (docs/FINANCE.md §14): purchase costs itemised, the loan and its repayment, cash
 * flow before and after tax, serviceability and the highest offer for break-even, each figure
 * tagged with where it comes from, beside the listing's data-confidence level.
 */
export function YourNumbers({ inputs, confidence, stateKey }: { inputs: FinanceInputs; confidence: ConfidenceLevel | null; stateKey?: string }) {
  const w = useWhatIf(inputs, stateKey);
  const drawerId = useId();
  const t = useNumbersTabs(inputs, w.whatIf);
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4" aria-label="Your numbers" data-testid="your-numbers" data-what-if={w.changed || undefined}>
      <NumbersHeader changed={w.changed} open={w.open} onToggle={() => w.setOpen((o) => !o)} drawerId={drawerId} />
      <NumbersNotes a={w.analysis} inputs={inputs} confidence={confidence} />
      <div id={drawerId} hidden={!w.open}>
        {w.open && <WhatIfDrawer inputs={inputs} value={w.whatIf ?? w.start} onChange={w.move} onReset={w.reset} computeMs={w.computeMs} />}
      </div>

      <NumbersTabList tab={t.tab} onTab={t.setTab} tabsId={t.tabsId} tabRefs={t.tabRefs} onTabKey={t.onTabKey} />
      <div role="tabpanel" id={`${t.tabsId}-panel-ten`} aria-labelledby={`${t.tabsId}-tab-ten`} hidden={t.tab !== "ten"}>
        {t.hold && <TenYears projection={t.hold.projection} stress={t.hold.stress} inputs={inputs} overrides={t.holdOverrides} onOverrides={t.setHoldOverrides} />}
      </div>
      <div role="tabpanel" id={`${t.tabsId}-panel-year`} aria-labelledby={`${t.tabsId}-tab-year`} hidden={t.tab !== "year"}>
        <ThisYear a={w.analysis} />
      </div>
    </section>
  );
}

/**
 * "This year" (the working) or "Ten years" (the hold and rate stress, worked on the same basis and what-if, on first
 * open), with the arrow keys' move between the tabs; and the hold's own assumptions as the buyer changed them in the
 * tab (nothing sent or saved).
 */
function useNumbersTabs(inputs: FinanceInputs, whatIf: WhatIf | null) {
  const [tab, setTab] = useState<Tab>("year");
  const tabsId = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ year: null, ten: null });
  const [holdOverrides, setHoldOverrides] = useState<HoldOverrides>({});
  const hold = useMemo(
    () => (tab === "ten" ? { projection: projectFinance(inputs, whatIf ?? undefined, holdOverrides), stress: stressFinance(inputs, whatIf ?? undefined, holdOverrides) } : null),
    [tab, inputs, whatIf, holdOverrides],
  );
  const onTabKey = (e: KeyboardEvent) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight" && e.key !== "Home" && e.key !== "End") return;
    e.preventDefault();
    const next: Tab = e.key === "Home" ? "year" : e.key === "End" ? "ten" : tab === "year" ? "ten" : "year";
    setTab(next);
    tabRefs.current[next]?.focus();
  };
  return { tab, setTab, tabsId, tabRefs, onTabKey, holdOverrides, setHoldOverrides, hold };
}

/** The block's title, the What-if mark while the figures are moved, and the drawer's toggle. */
function NumbersHeader({ changed, open, onToggle, drawerId }: { changed: boolean; open: boolean; onToggle: () => void; drawerId: string }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-ink">Your numbers</h3>
        {changed && <span className="rounded-full bg-crust-700 px-2 py-0.5 text-xs font-semibold text-white">What-if</span>}
      </div>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={drawerId}
        className="min-h-10 rounded-md border border-crust-300 px-3 py-1.5 text-sm font-semibold text-crust-800 hover:bg-crust-50"
        data-testid="what-if-toggle"
      >
        {open ? "Close what-if" : "What if…"}
      </button>
    </header>
  );
}

/** What the tags mean, whose finance the figures are worked on, and the rules' year (with the new build's reading). */
function NumbersNotes({ a, inputs, confidence }: { a: FinanceAnalysis; inputs: FinanceInputs; confidence: ConfidenceLevel | null }) {
  // Someone else's shared search: these figures are the viewer's own or standard, never the searcher's, and say which.
  const viewerBasis = useNumbersBasis();
  return (
    <>
      <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-600">
        <span>Figures are</span>
        <ProvenanceTag provenance={{ kind: "yours", detail: "what you entered, or worked only from it" }} />
        <ProvenanceTag provenance={{ kind: "estimate", detail: "modelled by Propie: a default, an assumption or LMI" }} />
        <span>or from a</span>
        <span className={`rounded-full border px-1.5 py-px text-[11px] ${TAG_TONE.published}`}>published schedule</span>
        {confidence && (
          <span className="flex items-center gap-1">
            · listing data <ConfidenceBadge level={confidence} />
          </span>
        )}
      </div>
      {viewerBasis !== "owner" ? (
        <p className="mt-2 text-xs font-medium text-sky-900" data-testid="your-numbers-basis" data-basis={viewerBasis}>
          {NUMBERS_BASIS_LABEL[viewerBasis]}.
        </p>
      ) : (
        inputs.basis === "standard" && (
          <p className="mt-2 text-xs text-gray-600" data-testid="your-numbers-standard">
            Ranked on Propie&apos;s standard loan: enter your deposit, rate and income in{" "}
            <Link href="/preferences#section-finance" className="font-semibold text-crust-800 underline">
              Your finance
            </Link>{" "}
            to rank with yours.
          </p>
        )
      )}
      {a.financialYear && (
        <p className="mt-2 text-xs text-gray-600" data-testid="your-numbers-year">
          Rules for a contract dated {a.contractDate} ({a.financialYear} financial year). Duty, concessions and grants are estimates that assume you are eligible.
          {a.newBuild && (
            <>
              {" "}
              Read as {a.newBuild.value ? (a.newBuild.offThePlan ? "off the plan" : "a new build") : "established"} <ProvenanceTag provenance={a.newBuild.provenance} />
            </>
          )}
        </p>
      )}
    </>
  );
}

/** The tabs: This year and Ten years, moved between with the arrow keys, Home and End. */
function NumbersTabList({ tab, onTab, tabsId, tabRefs, onTabKey }: { tab: Tab; onTab: (t: Tab) => void; tabsId: string; tabRefs: RefObject<Record<Tab, HTMLButtonElement | null>>; onTabKey: (e: KeyboardEvent) => void }) {
  return (
    <div role="tablist" aria-label="Your numbers" className="mt-3 flex gap-1 border-b border-gray-200" onKeyDown={onTabKey}>
      {TABS.map((t) => (
        <button
          key={t.id}
          ref={(el) => {
            tabRefs.current[t.id] = el;
          }}
          type="button"
          role="tab"
          id={`${tabsId}-tab-${t.id}`}
          aria-selected={tab === t.id}
          aria-controls={`${tabsId}-panel-${t.id}`}
          tabIndex={tab === t.id ? 0 : -1}
          onClick={() => onTab(t.id)}
          className={`-mb-px min-h-10 border-b-2 px-3 py-1.5 text-sm font-semibold ${tab === t.id ? "border-crust-700 text-crust-900" : "border-transparent text-gray-600 hover:text-ink"}`}
          data-testid={`your-numbers-tab-${t.id}`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
