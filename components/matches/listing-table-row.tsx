"use client";

/** The matches table's rows: a listing's row (memoised, fixed in height) and its cells. */

import { memo } from "react";
import { TABLE_ROW_HEIGHT_PX } from "@/lib/matches/constants";
import { formatCapitalGrowth, formatCashFlow, formatOffer, formatPercent, formatUndervaluation, type Metric } from "@/lib/matches/format";
import { ChevronRightIcon } from "@/components/ui/icons";
import { cls, stickyCls } from "./columns";
import { ConfidenceBadge, detailsToggle, displayAddress, facts, FitBadge, ListingActions, ListingBadges, MetricText, Overlays, PriceText, SectionScore, type ListingItemProps } from "./listing-parts";
import { ListingImage } from "./listing-image";
import { ListingPhoto } from "./listing-source";
import { DroppedBadge, StarButton } from "./shortlist";

/** A figure's cell: the column's width, the figure as the table shows it (MetricText). */
function MetricCell({ column, testId, metric, label }: { column: keyof typeof cls; testId: string; metric: Metric; label: string }) {
  return (
    <td role="cell" className={`${cls[column]} px-2 py-2 text-sm`} data-testid={testId}>
      <MetricText metric={metric} label={label} />
    </td>
  );
}

/** One listing's row: fixed in height, placed by the virtualiser. */
export const ListingRow = memo(function ListingRow({
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
      <PropertiesCell listing={listing} address={address} rowBg={rowBg} priceFiltered={priceFiltered} analyzing={analyzing} dropped={dropped} />
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

/** The Properties cell: the thumbnail with the score and the confidence, the address, the price, the badges and the facts. */
function PropertiesCell({ listing, address, rowBg, priceFiltered, analyzing, dropped }: Pick<ListingItemProps, "listing" | "priceFiltered" | "analyzing" | "dropped"> & { address: string; rowBg: string }) {
  return (
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
            {facts(listing)}
          </p>
        </div>
      </div>
    </td>
  );
}
