import { PLANS, type PlanLimits } from "@/lib/plans";
import { formatNumber } from "@/lib/money";

/** The plans' limits side by side, from the one table the server enforces (lib/plans.ts). */
const ROWS: { key: keyof PlanLimits; label: string }[] = [
  { key: "searchesPerDay", label: "Searches per day" },
  { key: "watchedSearches", label: "Watched searches" },
  { key: "shortlistSize", label: "Shortlist size (per session)" },
  { key: "exportsPerMonth", label: "Exports per month" },
];

export function PlanLimitsTable() {
  return (
    <div className="mt-12 overflow-x-auto">
      <table className="w-full min-w-[20rem] border-collapse text-left text-sm" data-testid="plan-limits">
        <caption className="mb-3 text-left text-lg font-semibold text-ink">What each plan includes</caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Limit
            </th>
            {PLANS.map((p) => (
              <th key={p.id} scope="col" className="px-3 py-2 text-right font-semibold">
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.key} className="border-b border-gray-200">
              <th scope="row" className="py-2 pr-3 font-normal text-gray-700">
                {row.label}
              </th>
              {PLANS.map((p) => {
                const v = p.limits[row.key];
                return (
                  <td key={p.id} className="px-3 py-2 text-right tabular-nums">
                    {v === null ? "Unlimited" : v === 0 ? "None" : formatNumber(v)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-gray-500">Daily and monthly allowances reset at midnight, Sydney time.</p>
    </div>
  );
}
