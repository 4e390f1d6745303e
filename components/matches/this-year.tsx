"use client";

/** "This year" in Your numbers (docs/FINANCE.md §14): purchase costs, the loan, cash flow, serviceability, the highest offer, the portfolio, schemes and the assumptions. */

import Link from "next/link";
import type { FinanceAnalysis } from "@/lib/finance";
import { signedMoney } from "@/lib/matches/finance";
import { formatMoney } from "@/lib/money";
import { Group, ProvenanceTag, Row } from "./figure-rows";

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

/** The "This year" tab's panel: the working's figures, each tagged with where it comes from. */
export function ThisYear({ a }: { a: FinanceAnalysis }) {
  const p = a.purchase;
  return (
    <>
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
    </>
  );
}
