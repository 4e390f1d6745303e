"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { DETAILS_ROW_ESTIMATE_PX, TABLE_INITIAL_RECT, TABLE_ROW_HEIGHT_PX, VIRTUAL_OVERSCAN } from "@/lib/matches/constants";
import { hasFinanceFigures } from "@/lib/matches/sort";
import type { ListingSummary } from "@/lib/matches/types";
import { COLUMNS, FINANCE_COLUMNS, FINANCE_COLUMNS_WIDTH_PX, TABLE_MIN_WIDTH_PX } from "./columns";
import { detailsId, type ListingListProps } from "./listing-parts";
import { ListingPanels } from "./lazy-panels";
import { TableHead, type TableSortProps } from "./listing-table-head";
import { ListingRow } from "./listing-table-row";

type Item = { kind: "row" | "detail"; listing: ListingSummary };

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

/** The table's virtual items, a listing's row and, when it is expanded, its details row after it; and their virtualiser. */
function useVirtualRows(listings: ListingSummary[], expanded: ReadonlySet<string>, scrollRef: RefObject<HTMLDivElement | null>) {
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
  const getScrollElement = useCallback(() => scrollRef.current, [scrollRef]);

  // TanStack Virtual returns a mutable instance; React Compiler's memoisation doesn't apply to it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: items.length, getScrollElement, estimateSize, getItemKey, overscan: VIRTUAL_OVERSCAN, initialRect: TABLE_INITIAL_RECT });
  return { items, virtualizer };
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
}: ListingListProps & TableSortProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const visibleWidth = useVisibleWidth(scrollRef);
  // The buyer's-finance columns only when some listing has their figures (as the sort options do), so a table
  // without them keeps the Properties column's width.
  const finance = useMemo(() => hasFinanceFigures(listings), [listings]);
  const columns = finance ? COLUMNS : COLUMNS.filter((c) => !FINANCE_COLUMNS.has(c.id));
  const { items, virtualizer } = useVirtualRows(listings, expanded, scrollRef);

  // A new order starts at the top, like any sorted list.
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [sortKey, sortDirection]);

  const virtualItems = virtualizer.getVirtualItems();
  return (
    <div
      ref={scrollRef}
      // max-md:hidden: a phone shows the cards; the server renders the table (it can't know the width), which the
      // phone must not flash before it hydrates and swaps it for the cards (MOBILE_BREAKPOINT_PX is md's 768 px).
      className="relative max-h-[calc(100vh-9rem)] min-h-[320px] overflow-auto rounded-lg border border-gray-200 bg-white max-md:hidden"
      data-testid="matches-scroll"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table role="table" className="block" style={{ minWidth: finance ? TABLE_MIN_WIDTH_PX : TABLE_MIN_WIDTH_PX - FINANCE_COLUMNS_WIDTH_PX }} aria-rowcount={items.length + 1} data-testid="matches-table">
        <TableHead columns={columns} sortKey={sortKey} sortDirection={sortDirection} sortable={sortable} onSort={onSort} />
        <tbody role="rowgroup" className="relative block" style={{ height: virtualizer.getTotalSize() }}>
          {virtualItems.map((vi) => {
            const item = items[vi.index];
            const id = item.listing.listing_id;
            if (item.kind === "detail") {
              return <DetailsRow key={vi.key} sessionId={sessionId} listingId={id} index={vi.index} start={vi.start} colSpan={columns.length} visibleWidth={visibleWidth} measureRef={virtualizer.measureElement} />;
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

/** An expanded listing's details row: its panels, measured by the virtualiser (their height varies). */
function DetailsRow({ sessionId, listingId, index, start, colSpan, visibleWidth, measureRef }: {
  sessionId: string;
  listingId: string;
  index: number;
  start: number;
  colSpan: number;
  visibleWidth: number | null;
  measureRef: (el: HTMLTableRowElement | null) => void;
}) {
  return (
    <tr
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      ref={measureRef}
      className="absolute left-0 flex w-full border-b border-gray-200 bg-crust-50/40"
      style={{ transform: `translateY(${start}px)`, contain: "layout paint" }}
    >
      {/* The panels fit the scroll box's visible width and stay at its left edge, whatever the table's width
          and however far it is scrolled sideways (a panel as wide as the table put its figures off screen). */}
      <td
        role="cell"
        colSpan={colSpan}
        id={detailsId(listingId)}
        className="sticky left-0 min-w-0 shrink-0 p-4"
        style={{ width: visibleWidth ?? "100%", maxWidth: visibleWidth ?? undefined }}
        data-testid="listing-details"
      >
        <ListingPanels sessionId={sessionId} listingId={listingId} />
      </td>
    </tr>
  );
}
