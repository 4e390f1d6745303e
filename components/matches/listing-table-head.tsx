"use client";

/** The matches table's header row: each column's name, and its sort buttons where the listings can be sorted by it. */

import { directionLabel, type SortDirection, type SortKey } from "@/lib/matches/sort";
import { ArrowDownIcon } from "@/components/ui/icons";
import { stickyCls, type COLUMNS } from "./columns";

export type TableSortProps = {
  sortKey: SortKey;
  sortDirection: SortDirection;
  /** The orders these listings can be sorted in (the Sort By menu's): their column headers sort on a click. */
  sortable: readonly SortKey[];
  onSort: (key: SortKey) => void;
};

export function TableHead({ columns, sortKey, sortDirection, sortable, onSort }: TableSortProps & { columns: typeof COLUMNS }) {
  return (
    <thead role="rowgroup" className="sticky top-0 z-10 block border-b border-gray-200 bg-gray-50">
      <tr role="row" aria-rowindex={1} className="flex w-full">
        {columns.map((c) => {
          // A header's sorts: its own, and a second one where the column shows another figure (Price, in Properties).
          const sorts = [
            ...(c.sortKey && sortable.includes(c.sortKey) ? [{ key: c.sortKey, header: c.header, id: c.id }] : []),
            ...(c.alsoSorts && sortable.includes(c.alsoSorts.key) ? [c.alsoSorts] : []),
          ];
          const active = sorts.some((o) => o.key === sortKey);
          return (
            <th
              key={c.id}
              role="columnheader"
              scope="col"
              aria-sort={active ? (sortDirection === "asc" ? "ascending" : "descending") : undefined}
              // The column keeps the spec's name ("Properties") with a second sort button in it; each button is named on its own.
              aria-label={c.alsoSorts ? c.header : undefined}
              className={`${c.className} ${stickyCls(c.id, "bg-gray-50")} px-2 py-2 text-left text-[11px] leading-tight font-semibold text-gray-600`}
            >
              {c.srOnly ? (
                <span className="sr-only">{c.header}</span>
              ) : sorts.length > 0 ? (
                sorts.map((o, k) => (
                  <span key={o.id}>
                    {k > 0 && <span aria-hidden="true" className="px-1.5 text-gray-400">·</span>}
                    <button
                      type="button"
                      onClick={() => onSort(o.key)}
                      className="text-left leading-tight font-semibold hover:text-crust-700 focus-visible:underline focus-visible:outline-none"
                      title={o.key === sortKey ? `Sorted by ${o.header}, ${directionLabel(sortDirection).toLowerCase()}: click to turn round` : `Sort by ${o.header}`}
                      data-testid={`sort-header-${o.id}`}
                      data-sort={o.key === sortKey ? sortDirection : undefined}
                    >
                      {o.header}
                      {o.key === sortKey && <ArrowDownIcon className={`ml-0.5 inline h-3.5 w-3.5 align-[-2px] text-crust-700 ${sortDirection === "asc" ? "rotate-180" : ""}`} />}
                    </button>
                  </span>
                ))
              ) : (
                c.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
