"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { DETAILS_ROW_ESTIMATE_PX, TABLE_ROW_HEIGHT_PX, VIRTUAL_OVERSCAN } from "@/lib/matches/constants";
import { formatCapitalGrowth, formatCashFlow, formatOffer, formatPercent, formatUndervaluation, type Metric } from "@/lib/matches/format";
import { directionLabel, hasFinanceFigures, type SortDirection, type SortKey } from "@/lib/matches/sort";
import type { ListingSummary } from "@/lib/matches/types";
import { COLUMNS, FINANCE_COLUMNS, FINANCE_COLUMNS_WIDTH_PX, TABLE_MIN_WIDTH_PX } from "./columns";
import { ConfidenceBadge, detailsId, detailsToggle, displayAddress, facts, FitBadge, ListingActions, ListingBadges, MetricText, Overlays, PriceText, SectionScore, type ListingItemProps, type ListingListProps } from "./listing-parts";
import { ArrowDownIcon, ChevronRightIcon } from "@/components/ui/icons";
import { ListingImage } from "./listing-image";
import { ListingPhoto } from "./listing-source";
import { ListingPanels } from "./lazy-panels";
import { DroppedBadge, StarButton } from "./shortlist";

type Item = { kind: "row" | "detail"; listing: ListingSummary };

const cls = Object.fromEntries(COLUMNS.map((c) => [c.id, c.className])) as Record<(typeof COLUMNS)[number]["id"], string>;

/**
 * The expander and Properties columns stay put while the table scrolls sideways (the address is what a row is
 * read by): sticky to the scroll box's left edge, on an opaque background so the figures slide under them.
 */
const STICKY: Partial<Record<(typeof COLUMNS)[number]["id"], string>> = {
  expander: "sticky left-0 z-[1]",
  properties: "sticky left-12 z-[1] border-r border-gray-100",
};
const stickyCls = (id: (typeof COLUMNS)[number]["id"], bg: string) => (STICKY[id] ? `${STICKY[id]} ${bg}` : "");

/** The scroll box's visible width (without its scrollbar), followed as it resizes: an expanded row's panels fit it. */
function useVisibleWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setWidth(el.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** A figure's cell: the column's width, the figure as the table shows it (MetricText). */
function MetricCell({ column, testId, metric, label }: { column: keyof typeof cls; testId: string; metric: Metric; label: string }) {
  return (
    <td role="cell" className={`${cls[column]} px-2 py-2 text-sm`} data-testid={testId}>
      <MetricText metric={metric} label={label} />
    </td>
  );
}

/**
 * The desktop table: real table elements (with explicit roles, since the rows are
 * laid out with flex), virtualised with @tanstack/react-virtual so only the rows in
 * view exist in the DOM. An expanded listing adds a second virtual item, its
 * details row, measured like any other.
 */
export function ListingTable({
  sessionId,
  listings,
  analysis,
  expanded,
  onToggle,
  sortKey,
  sortDirection,
  sortable,
  onSort,
  priceFiltered,
  dropped,
  label = "Property matches table",
}: ListingListProps & {
  sortKey: SortKey;
  sortDirection: SortDirection;
  /** The orders these listings can be sorted in (the Sort By menu's): their column headers sort on a click. */
  sortable: readonly SortKey[];
  onSort: (key: SortKey) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const visibleWidth = useVisibleWidth(scrollRef);
  // The buyer's-finance columns only when some listing has their figures (as the sort options do), so a table
  // without them keeps the Properties column's width.
  const finance = useMemo(() => hasFinanceFigures(listings), [listings]);
  const columns = finance ? COLUMNS : COLUMNS.filter((c) => !FINANCE_COLUMNS.has(c.id));
  // Keys are built once per order: the virtualiser asks for every item's key whenever a
  // measurement changes, and 2,000 template strings per frame add up.
  const { items, keys } = useMemo(() => {
    const out: Item[] = [];
    const ks: string[] = [];
    for (const listing of listings) {
      out.push({ kind: "row", listing });
      ks.push(listing.listing_id);
      if (expanded.has(listing.listing_id)) {
        out.push({ kind: "detail", listing });
        ks.push(`details:${listing.listing_id}`);
      }
    }
    return { items: out, keys: ks };
  }, [listings, expanded]);

  // Stable callbacks: the virtualiser recomputes every row's offset whenever one of them changes.
  const getItemKey = useCallback((i: number) => keys[i], [keys]);
  const estimateSize = useCallback((i: number) => (items[i]?.kind === "detail" ? DETAILS_ROW_ESTIMATE_PX : TABLE_ROW_HEIGHT_PX), [items]);
  const getScrollElement = useCallback(() => scrollRef.current, []);

  // TanStack Virtual returns a mutable instance; React Compiler's memoisation doesn't apply to it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: items.length, getScrollElement, estimateSize, getItemKey, overscan: VIRTUAL_OVERSCAN });

  // A new order starts at the top, like any sorted list.
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [sortKey, sortDirection]);

  const virtualItems = virtualizer.getVirtualItems();
  return (
    <div
      ref={scrollRef}
      className="relative max-h-[calc(100vh-9rem)] min-h-[320px] overflow-auto rounded-lg border border-gray-200 bg-white"
      data-testid="matches-scroll"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table role="table" className="block" style={{ minWidth: finance ? TABLE_MIN_WIDTH_PX : TABLE_MIN_WIDTH_PX - FINANCE_COLUMNS_WIDTH_PX }} aria-rowcount={items.length + 1} data-testid="matches-table">
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
        <tbody role="rowgroup" className="relative block" style={{ height: virtualizer.getTotalSize() }}>
          {virtualItems.map((vi) => {
            const item = items[vi.index];
            const id = item.listing.listing_id;
            if (item.kind === "detail") {
              return (
                <tr
                  key={vi.key}
                  role="row"
                  aria-rowindex={vi.index + 2}
                  data-index={vi.index}
                  ref={virtualizer.measureElement}
                  className="absolute left-0 flex w-full border-b border-gray-200 bg-crust-50/40"
                  style={{ transform: `translateY(${vi.start}px)`, contain: "layout paint" }}
                >
                  {/* The panels fit the scroll box's visible width and stay at its left edge, whatever the table's width
                      and however far it is scrolled sideways (a panel as wide as the table put its figures off screen). */}
                  <td
                    role="cell"
                    colSpan={columns.length}
                    id={detailsId(id)}
                    className="sticky left-0 min-w-0 shrink-0 p-4"
                    style={{ width: visibleWidth ?? "100%", maxWidth: visibleWidth ?? undefined }}
                    data-testid="listing-details"
                  >
                    <ListingPanels sessionId={sessionId} listingId={id} />
                  </td>
                </tr>
              );
            }
            return (
              <ListingRow
                key={vi.key}
                listing={item.listing}
                index={vi.index}
                start={vi.start}
                expanded={expanded.has(id)}
                analyzing={analysis[id]?.isAnalyzing === true}
                onToggle={onToggle}
                priceFiltered={priceFiltered}
                dropped={dropped?.has(id) === true}
                finance={finance}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const ListingRow = memo(function ListingRow({
  listing,
  index,
  start,
  expanded,
  analyzing,
  onToggle,
  priceFiltered,
  dropped,
  finance,
}: ListingItemProps & {
  index: number;
  start: number;
  /** Whether the table shows the buyer's-finance columns. */
  finance: boolean;
}) {
  const id = listing.listing_id;
  const address = displayAddress(listing);
  const median = formatUndervaluation(listing.diff_percent);
  const scores = listing.section_scores ?? {};
  const summary = facts(listing);
  // The sticky cells need an opaque background of the row's colour, or the scrolled figures show through.
  const rowBg = expanded ? "bg-crust-50" : "bg-white";
  return (
    <tr
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      // overflow-clip, not hidden: a hidden overflow would make the row the sticky columns' scroll box.
      className={`absolute left-0 flex w-full overflow-clip border-b border-gray-100 ${expanded ? "bg-crust-50" : "bg-white"}`}
      // Fixed size, so the browser lays out and paints each row on its own ("contain: strict").
      style={{ transform: `translateY(${start}px)`, height: TABLE_ROW_HEIGHT_PX, contain: "strict" }}
      data-testid="match-row"
      data-listing-id={id}
    >
      <td role="cell" className={`${cls.expander} ${stickyCls("expander", rowBg)} px-2 py-2`}>
        {/* The star sits under the expander, so the address keeps the Properties column's whole width. */}
        <div className="flex flex-col items-center gap-1.5">
        <button
          {...detailsToggle(id, expanded, onToggle)}
          aria-label={`${expanded ? "Hide" : "Show"} details for ${address}`}
          className="flex h-7 w-7 items-center justify-center rounded-md border border-gray-300 text-gray-700 hover:bg-white"
        >
          <ChevronRightIcon className={`h-4 w-4 transition-transform ${expanded ? "rotate-90" : ""}`} />
        </button>
        <StarButton listingId={id} address={address} />
        </div>
      </td>
      <td role="cell" className={`${cls.properties} ${stickyCls("properties", rowBg)} px-2 py-2`} data-testid="cell-properties">
        <div className="flex gap-2">
          {/* The row's height is fixed: the thumbnail, the score and the confidence stacked, nothing over the
              picture (a badge on it hid the locator map's marker). 48 + 20 + 14 px and two 4 px gaps fit in the row. */}
          <div className="flex w-16 shrink-0 flex-col items-center gap-1">
            <ListingPhoto listing={listing} className="h-12 w-16 rounded" fallback={<ListingImage listing={listing} variant="thumb" className="h-12 w-16 rounded" />} />
            <FitBadge score={listing.property_score} />
            <ConfidenceBadge level={listing.data_confidence} compact />
          </div>
          <div className="min-w-0 flex-1">
            {/* One line (the whole address in the tooltip, the details and the row's label): a withheld street's words are long. */}
            <p className="truncate text-[13px] leading-5 font-semibold tracking-tight" data-testid="listing-address" title={address}>
              {address}
            </p>
            {/* Price and badges on lines of their own that never wrap: the row's height is fixed (20 + 20 + 22 + 16 px),
                and a price on request with the agent's words and two badges wrapped to three lines and pushed the facts out. */}
            <p className="mt-0.5 flex min-w-0 items-center gap-x-2 overflow-hidden text-sm leading-5 whitespace-nowrap">
              <PriceText listing={listing} priceFiltered={priceFiltered} compact />
            </p>
            <p className="mt-0.5 flex min-w-0 items-center gap-x-1.5 overflow-hidden whitespace-nowrap">
              <ListingBadges listing={listing} analyzing={analyzing} withScore={false} />
              {dropped && <DroppedBadge />}
            </p>
            <p className="text-xs leading-4 text-gray-600" data-testid="listing-facts">
              {summary}
            </p>
          </div>
        </div>
      </td>
      <td role="cell" className={`${cls.overlays} px-2 py-2`}>
        <Overlays listing={listing} />
      </td>
      <MetricCell column="yield" testId="cell-yield" metric={formatPercent(listing.rental_yield)} label="Gross yield" />
      <MetricCell column="growth" testId="cell-growth" metric={formatPercent(listing.capital_growth)} label="Price growth" />
      <MetricCell column="capital" testId="cell-capital" metric={formatCapitalGrowth(listing.capital_growth_value)} label="Capital growth" />
      <td role="cell" className={`${cls.median} px-2 py-2 text-sm`} data-testid="cell-median">
        <span className={median.missing ? "" : median.negative ? "" : "text-green-700"}>
          <MetricText metric={median} label="Price versus expected price" />
        </span>
        {median.position && median.position !== "at" && <span className="block text-[11px] text-gray-500">{median.position} expected</span>}
      </td>
      <td role="cell" className={`${cls.development} px-2 py-2 text-sm`} data-testid="cell-development">
        <SectionScore value={scores.developmentPotential} />
      </td>
      <td role="cell" className={`${cls.renovation} px-2 py-2 text-sm`} data-testid="cell-renovation">
        <SectionScore value={scores.renovationPotential} />
      </td>
      <td role="cell" className={`${cls.rooming} px-2 py-2 text-sm`} data-testid="cell-rooming">
        <SectionScore value={scores.splitLiving} />
      </td>
      {finance && (
        <>
          <MetricCell column="cashflow" testId="cell-cash-flow" metric={formatCashFlow(listing.finance_cash_flow)} label="Your cash flow a month" />
          <MetricCell column="offer" testId="cell-highest-offer" metric={formatOffer(listing.finance_highest_offer)} label="Highest offer to break even" />
        </>
      )}
      <td role="cell" className={`${cls.actions} px-2 py-2`}>
        <ListingActions listing={listing} icons />
      </td>
    </tr>
  );
});
