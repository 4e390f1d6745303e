"use client";

import Link from "next/link";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { FinanceAnalysis, Provenance, Sourced } from "@/lib/finance";
import type { ConfidenceLevel } from "@/lib/matches/confidence";
import { analyseFinance, projectFinance, provenanceDetail, provenanceLabel, signedMoney, stressFinance, whatIfRanges, whatIfStart, type FinanceInputs, type HoldOverrides, type WhatIf } from "@/lib/matches/finance";
import { formatMoney } from "@/lib/money";
import { NUMBERS_BASIS_LABEL } from "@/lib/sessions/copy";
import { Button } from "@/components/ui/button";
import { ConfidenceBadge } from "./listing-parts";
import { useNumbersBasis } from "./numbers-basis";
import { TenYears } from "./ten-years";

const TAG_TONE: Record<Provenance["kind"], string> = {
  yours: "border-crust-300 bg-crust-50 text-crust-900",
  published: "border-sky-200 bg-sky-50 text-sky-900",
  estimate: "border-gray-200 bg-gray-50 text-gray-700",
};

/** Where a figure comes from (docs/FINANCE.md §10): "yours", "published schedule, <date>" or "estimate"; the working in its tooltip. */
export function ProvenanceTag({ provenance }: { provenance: Provenance }) {
  const detail = provenanceDetail(provenance);
  return (
    <span className={`inline-block rounded-full border px-1.5 py-px text-[11px] leading-4 whitespace-nowrap ${TAG_TONE[provenance.kind]}`} title={detail} data-provenance={provenance.kind}>
      {provenanceLabel(provenance)}
      <span className="sr-only">: {detail}</span>
    </span>
  );
}

function Row({ label, figure, text, testId, strong }: { label: string; figure: Sourced | null; text?: string; testId?: string; strong?: boolean }) {
  if (!figure) return null;
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5 py-1">
      <dt className="text-gray-600">{label}</dt>
      <dd className="flex flex-wrap items-baseline justify-end gap-1.5 text-right">
        <span className={`tabular-nums ${strong ? "font-semibold text-ink" : "font-medium"}`} data-testid={testId}>
          {text ?? formatMoney(figure.value)}
        </span>
        <ProvenanceTag provenance={figure.provenance} />
      </dd>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h4 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{title}</h4>
      <dl className="mt-1 divide-y divide-gray-100 text-sm">{children}</dl>
    </div>
  );
}

/** The buyer's other properties in this working (docs/FINANCE.md §17): where the deposit comes from, land tax on the aggregate, what serviceability counted. */
function Portfolio({ a }: { a: FinanceAnalysis }) {
  const pf = a.portfolio;
  if (!pf) return null;
  const d = pf.deposit;
  const lt = pf.landTax;
  const sv = pf.serviceability;
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="your-numbers-portfolio">
      {d && (
        <Group title="Where the deposit comes from">
          <Row label="Cash needed" figure={d.cashNeeded} />
          {d.useEquity && <Row label="Your usable equity" figure={d.usableEquity} testId="your-numbers-usable-equity" />}
          {d.useEquity && <Row label="From your equity" figure={d.fromEquity} strong testId="your-numbers-from-equity" />}
          <Row label="From your savings" figure={d.fromSavings} strong testId="your-numbers-from-savings" />
          {d.shortfall && d.shortfall.value > 0 && <Row label="More than your savings by" figure={d.shortfall} testId="your-numbers-shortfall" />}
        </Group>
      )}
      {lt && (
        <Group title={`Land tax on your ${lt.holdings} holdings`}>
          <Row label="Land, together" figure={lt.aggregateLand} />
          <Row label="Land tax on the aggregate, a year" figure={lt.aggregateTax} testId="your-numbers-land-tax-aggregate" />
          <Row label="Your others pay alone" figure={lt.othersAlone} />
          <Row label="This one adds, a year" figure={lt.thisAdds} strong testId="your-numbers-land-tax-adds" />
        </Group>
      )}
      {sv && (
        <Group title="Your properties, as a lender counts them">
          <Row label="Loan repayments, assessed, a year" figure={sv.repayments} testId="your-numbers-other-repayments" />
          <Row label="Rent counted, a year" figure={sv.rentCounted} />
          <Row label="Their costs, a year" figure={sv.costs} />
        </Group>
      )}
    </div>
  );
}

function Verdict({ a }: { a: FinanceAnalysis }) {
  const s = a.serviceability;
  if (s.verdict === "unknown") {
    return (
      <p className="text-sm text-gray-600" data-testid="your-numbers-serviceability">
        Enter your taxable income on{" "}
        <Link href="/preferences#section-finance" className="font-semibold text-crust-800 underline">
          Preferences
        </Link>{" "}
        to check what you could borrow.
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <p className={`text-sm font-semibold ${s.verdict === "within" ? "text-green-700" : "text-red-700"}`} data-testid="your-numbers-serviceability">
        {s.verdict === "within" ? "Within what you could borrow" : "More than you could borrow"}
      </p>
      <dl className="divide-y divide-gray-100 text-sm">
        <Row label={s.applicants === 2 ? "Indicative maximum loan (two applicants)" : "Indicative maximum loan"} figure={s.maxLoan} testId="your-numbers-max-loan" />
        <Row label="Equity drawn, assessed with the loan" figure={s.equityLoan ?? null} testId="your-numbers-equity-assessed" />
        <Row label="Assessed at" figure={s.assessmentRate} text={`${s.assessmentRate.value}%${s.assessmentYears ? ` over ${s.assessmentYears} years` : ""}`} />
        <Row label="Living expenses, a year" figure={s.livingExpenses ?? null} testId="your-numbers-living" />
        <Row label="HECS/HELP repayments, a year" figure={s.helpRepayments ?? null} />
        <Row label="Card limits as counted, a year" figure={s.cardCommitments ?? null} />
        <Row label="Debt to income" figure={s.dti} text={s.dti ? `${s.dti.value.toFixed(1)}×` : undefined} />
      </dl>
      {s.highDti && <p className="text-xs font-medium text-amber-800">A debt-to-income ratio of 6× or more: lenders limit these loans.</p>}
    </div>
  );
}

/** Schemes and grants (docs/FINANCE.md §6): each one this buyer could use, applied to this listing or not, with its source. */
function Schemes({ a }: { a: FinanceAnalysis }) {
  const lines = a.schemes ?? [];
  if (lines.length === 0) return null;
  return (
    <div className="mt-3" data-testid="your-numbers-schemes">
      <h4 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">Schemes and grants</h4>
      <ul className="mt-1 divide-y divide-gray-100 text-sm">
        {lines.map((l) => (
          <li key={l.id} className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5 py-1" data-testid={`your-numbers-scheme-${l.id}`} data-applied={l.applied || undefined}>
            <span className={l.applied ? "font-medium text-ink" : "text-gray-600"}>
              {l.name}
              <span className="text-gray-600">: {l.applied ? `counted, ${formatMoney(l.value)}` : l.off ? "switched off in Your finance" : "not counted"}</span>
            </span>
            <ProvenanceTag provenance={l.provenance} />
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-gray-600">
        Each is counted only when you and the listing qualify, and is an estimate that assumes you are eligible; switch any off in{" "}
        <Link href="/preferences#section-finance" className="font-semibold text-crust-800 underline">
          Your finance
        </Link>
        .
      </p>
    </div>
  );
}

function Offer({ a }: { a: FinanceAnalysis }) {
  const o = a.highestOffer.breakEven;
  return (
    <p className="text-sm" data-testid="your-numbers-highest-offer">
      {o.price !== null ? (
        <>
          <span className="font-semibold text-ink tabular-nums">{formatMoney(o.price)}</span>
          <span className="text-gray-600"> is the most you could pay and still break even before tax.</span>
        </>
      ) : (
        <span className="text-gray-600">{o.reason ?? "No price breaks even."}</span>
      )}{" "}
      <ProvenanceTag provenance={a.cashFlow.monthlyPreTax.provenance} />
    </p>
  );
}

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
function WhatIfDrawer({ inputs, value, onChange, onReset, computeMs }: { inputs: FinanceInputs; value: WhatIf; onChange: (w: WhatIf) => void; onReset: () => void; computeMs: number | null }) {
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

type Tab = "year" | "ten";
const TABS: { id: Tab; label: string }[] = [
  { id: "year", label: "This year" },
  { id: "ten", label: "Ten years" },
];

/** The drawer's state by listing (and the figures it was worked from), for this page's life; the oldest go past 200. */
const WHAT_IF_KEPT = new Map<string, { open: boolean; whatIf: WhatIf | null }>();
export function keepWhatIf(key: string, state: { open: boolean; whatIf: WhatIf | null }): void {
  WHAT_IF_KEPT.delete(key);
  if (state.open || state.whatIf) WHAT_IF_KEPT.set(key, state);
  if (WHAT_IF_KEPT.size > 200) WHAT_IF_KEPT.delete(WHAT_IF_KEPT.keys().next().value!);
}

/**
 * "Your numbers" (docs/FINANCE.md §14): purchase costs itemised, the loan and its repayment, cash
 * flow before and after tax, serviceability and the highest offer for break-even, each figure
 * tagged with where it comes from, beside the listing's data-confidence level.
 */
export function YourNumbers({ inputs, confidence, stateKey }: { inputs: FinanceInputs; confidence: ConfidenceLevel | null; stateKey?: string }) {
  // Someone else's shared search: these figures are the viewer's own or standard, never the searcher's, and say which.
  const viewerBasis = useNumbersBasis();
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
  const drawerId = useId();
  const base = useMemo(() => analyseFinance(inputs), [inputs]);
  const start = useMemo(() => whatIfStart(inputs), [inputs]);
  const whatIf = shown?.whatIf ?? null;
  const a = shown?.analysis ?? base;
  // A slider's move is worked out in its own event, timed: lib/finance in the browser, no request.
  const move = (next: WhatIf) => {
    const t0 = performance.now();
    const analysis = analyseFinance(inputs, next);
    setShown({ whatIf: next, analysis, ms: performance.now() - t0 });
  };
  const p = a.purchase;
  const changed = whatIf !== null && JSON.stringify(whatIf) !== JSON.stringify(start);
  // "This year" (the working) or "Ten years" (the hold and rate stress, worked on the same basis and what-if, on first open).
  const [tab, setTab] = useState<Tab>("year");
  const tabsId = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ year: null, ten: null });
  // The hold's own assumptions, as the buyer changed them in the tab (nothing sent or saved).
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

  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4" aria-label="Your numbers" data-testid="your-numbers" data-what-if={changed || undefined}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-ink">Your numbers</h3>
          {changed && <span className="rounded-full bg-crust-700 px-2 py-0.5 text-xs font-semibold text-white">What-if</span>}
        </div>
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={drawerId}
          className="min-h-10 rounded-md border border-crust-300 px-3 py-1.5 text-sm font-semibold text-crust-800 hover:bg-crust-50"
          data-testid="what-if-toggle"
        >
          {open ? "Close what-if" : "What if…"}
        </button>
      </header>
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
      <div id={drawerId} hidden={!open}>
        {open && <WhatIfDrawer inputs={inputs} value={whatIf ?? start} onChange={move} onReset={() => setShown(null)} computeMs={shown?.ms ?? null} />}
      </div>

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
            onClick={() => setTab(t.id)}
            className={`-mb-px min-h-10 border-b-2 px-3 py-1.5 text-sm font-semibold ${tab === t.id ? "border-crust-700 text-crust-900" : "border-transparent text-gray-600 hover:text-ink"}`}
            data-testid={`your-numbers-tab-${t.id}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabsId}-panel-ten`} aria-labelledby={`${tabsId}-tab-ten`} hidden={tab !== "ten"}>
        {hold && <TenYears projection={hold.projection} stress={hold.stress} inputs={inputs} overrides={holdOverrides} onOverrides={setHoldOverrides} />}
      </div>
      <div role="tabpanel" id={`${tabsId}-panel-year`} aria-labelledby={`${tabsId}-tab-year`} hidden={tab !== "year"}>
        <div className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          <Group title="Purchase costs">
            <Row label="Transfer duty" figure={p.duty} testId="your-numbers-duty" />
            {p.foreignSurcharge.value > 0 && <Row label="Foreign purchaser surcharge" figure={p.foreignSurcharge} />}
            <Row label="LMI" figure={p.lmi} testId="your-numbers-lmi" />
            <Row label="Transfer fee" figure={p.transferFee} />
            <Row label="Mortgage fee" figure={p.mortgageFee} />
            <Row label="Total" figure={p.total} strong testId="your-numbers-purchase-total" />
            {p.grant && p.grant.value > 0 && <Row label="First Home Owner Grant" figure={p.grant} text={`−${formatMoney(p.grant.value)}`} testId="your-numbers-grant" />}
            <Row label="Cash needed" figure={p.cashInvested} />
          </Group>
          <Group title="Loan">
            <Row label="Loan" figure={a.loan.amount} testId="your-numbers-loan" />
            <Row label="LVR" figure={a.loan.lvrPercent} text={`${a.loan.lvrPercent.value}%`} />
            <Row label="Rate" figure={a.loan.rate} text={`${a.loan.rate.value}% ${a.loan.type.value === "interestOnly" ? "interest-only" : "P&I"}`} />
            <Row label="Repayment a month" figure={a.loan.monthlyRepayment} strong testId="your-numbers-repayment" />
            <Row label="A fortnight" figure={a.loan.fortnightlyRepayment ?? null} testId="your-numbers-repayment-fortnightly" />
            <Row label="A week" figure={a.loan.weeklyRepayment ?? null} testId="your-numbers-repayment-weekly" />
            <Row label="After the interest-only years, a month" figure={a.loan.afterInterestOnly ?? null} />
            <Row label="Offset saves, a year" figure={a.loan.offsetSaving ?? null} />
            <Row label="Equity loan (drawn for the deposit)" figure={a.loan.equityLoan ?? null} testId="your-numbers-equity-loan" />
            <Row label="Equity loan repayment a month" figure={a.loan.equityRepayment ?? null} testId="your-numbers-equity-repayment" />
          </Group>
          <Group title="Cash flow">
            <Row label="Interest on the equity drawn, a year" figure={a.cashFlow.equityInterest ?? null} text={a.cashFlow.equityInterest ? signedMoney(-a.cashFlow.equityInterest.value) : undefined} testId="your-numbers-equity-interest" />
            <Row label="Before tax, a month" figure={a.cashFlow.monthlyPreTax} text={signedMoney(a.cashFlow.monthlyPreTax.value)} strong testId="your-numbers-cash-flow-pre" />
            <Row label="After tax, a month" figure={a.cashFlow.monthlyAfterTax} text={signedMoney(a.cashFlow.monthlyAfterTax.value)} strong testId="your-numbers-cash-flow-after" />
            <Row label="After tax, a year" figure={a.cashFlow.yearlyAfterTax} text={signedMoney(a.cashFlow.yearlyAfterTax.value)} />
            <Row label="Tax effect, a year" figure={a.tax.effect} text={signedMoney(a.tax.effect.value)} />
            <Row label="Gross yield" figure={a.returns.grossYield} text={`${a.returns.grossYield.value.toFixed(2)}%`} />
          </Group>
          <div className="space-y-3">
            <div>
              <h4 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">Can you borrow it?</h4>
              <div className="mt-1">
                <Verdict a={a} />
              </div>
            </div>
            <div>
              <h4 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">Highest offer to break even</h4>
              <div className="mt-1">
                <Offer a={a} />
              </div>
            </div>
          </div>
        </div>
        <Portfolio a={a} />
        <Schemes a={a} />
        <details className="mt-3 text-xs text-gray-600">
          <summary className="cursor-pointer font-medium text-gray-700">Assumptions</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {a.assumptions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <p className="mt-2">General information, not financial advice.</p>
        </details>
      </div>
    </section>
  );
}
