"use client";

import { useMemo } from "react";
import { EQUITY_LVR, NEXT_PURCHASE_GROSS_YIELD, nextPurchase, prepareFinance, resolveFinanceProfile, type FinanceProfileInput } from "@/lib/finance";
import { formatMoney } from "@/lib/money";

const LIMIT_WORDS = { cash: "your cash", borrowing: "what you could borrow" } as const;

/**
 * "Next purchase" (docs/FINANCE.md §17): the price the buyer could reach in each state, from their savings plus usable
 * equity (when they use it) and the serviceability limit, worked in the browser from the stored finance profile.
 */
export function NextPurchaseSummary({ value }: { value: FinanceProfileInput | undefined }) {
  const key = JSON.stringify(value ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the value
  const np = useMemo(() => nextPurchase(prepareFinance(resolveFinanceProfile(value ?? {}))), [key]);
  const any = np.rows.some((r) => r.price !== null);
  return (
    <section className="rounded-md border border-gray-200 bg-gray-50 p-3" aria-labelledby="next-purchase-title" data-testid="next-purchase">
      <h4 id="next-purchase-title" className="text-sm font-semibold text-ink">
        Next purchase
      </h4>
      <p className="mt-1 text-xs text-gray-600" data-testid="next-purchase-funds">
        {np.funds !== null ? `Cash for the deposit and costs: ${formatMoney(np.funds)}` : "No savings entered"}
        {np.usableEquity > 0 && ` · usable equity ${formatMoney(np.usableEquity)} (${EQUITY_LVR * 100}% of each value less its loan${value?.useEquity ? ", used" : ", not used"})`}
      </p>
      {np.missing && <p className="mt-1 text-sm text-gray-700">{np.missing}</p>}
      {any && (
        <div className="mt-2 overflow-x-auto" role="region" aria-label="Next purchase by state" tabIndex={0}>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-gray-500">
                <th scope="col" className="py-1 pr-3 font-medium">State</th>
                <th scope="col" className="py-1 pr-3 font-medium">Up to</th>
                <th scope="col" className="py-1 font-medium">Limited by</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {np.rows.map((r) => (
                <tr key={r.state} data-testid={`next-purchase-${r.state}`}>
                  <th scope="row" className="py-1 pr-3 text-left font-medium">{r.state}</th>
                  <td className="py-1 pr-3 tabular-nums">{r.price === null ? "—" : formatMoney(r.price)}</td>
                  <td className="py-1 text-gray-600">{r.limitedBy ? LIMIT_WORDS[r.limitedBy] : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-2 text-xs text-gray-600">
        For an established house earning {NEXT_PURCHASE_GROSS_YIELD * 100}% of its price a year in rent, with your deposit, loan and the state&apos;s duty, fees, LMI and land tax on your holdings there. An estimate, not a
        lender&apos;s approval.
      </p>
    </section>
  );
}
