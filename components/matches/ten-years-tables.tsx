"use client";

/**
 * Ten years' figures as text (docs/FINANCE.md §15-16): the hold year by year, the sale at its end with the
 * assumptions it was worked on (and their confidence), and the rate-stress table.
 */

import type { AssumptionConfidence, Projection, ProjectionAssumption, RateStress } from "@/lib/finance";
import { holdRentSettings, signedMoney, type FinanceInputs, type HoldOverrides } from "@/lib/matches/finance";
import { formatMoney } from "@/lib/money";
import { ProvenanceTag } from "./figure-rows";

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

/** The chart's data year by year (with the equity loan's columns when there is one). */
export function YearTable({ p, withEquityLoan }: { p: Projection; withEquityLoan: boolean }) {
  return (
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
  );
}

/** Selling after the hold (proceeds, return, IRR) beside the hold's assumptions. */
export function HoldSale({ p, inputs, overrides }: { p: Projection; inputs?: FinanceInputs; overrides: HoldOverrides }) {
  const e = p.exit;
  const H = p.assumptions.years;
  const withEquityLoan = p.equityLoan > 0;
  return (
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
  );
}

/** If rates rise: cash flow and borrowing at 1, 2 and 3 points over today's rate. */
export function RateStressTable({ stress }: { stress: RateStress }) {
  return (
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
  );
}
