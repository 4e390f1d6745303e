"use client";

import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { memo, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { CARD_ESTIMATE_PX, VIRTUAL_OVERSCAN } from "@/lib/matches/constants";
import { formatCapitalGrowth, formatCashFlow, formatOffer, formatPercent, formatUndervaluation, type Metric } from "@/lib/matches/format";
import { detailsId, detailsToggle, displayAddress, facts, ListingActions, ListingBadges, MetricText, Overlays, PriceText, SectionScore, type ListingItemProps, type ListingListProps } from "./listing-parts";
import { ListingImage } from "./listing-image";
import { ListingPhoto } from "./listing-source";
import { CriteriaBadge } from "./criteria";
import { ListingPanels } from "./lazy-panels";
import { DroppedBadge, StarButton } from "./shortlist";

/** One figure of a card: its label, and its value under the test id of the table's cell for it. */
function CardFigure({ label, testId, className, children }: { label: string; testId?: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd data-testid={testId} className={className}>
        {children}
      </dd>
    </div>
  );
}

/** A card figure as the table shows it (MetricText). */
function CardMetric({ label, testId, metric }: { label: string; testId: string; metric: Metric }) {
  return (
    <CardFigure label={label} testId={testId}>
      <MetricText metric={metric} />
    </CardFigure>
  );
}

/** A card's section score. */
function CardScore({ label, testId, value }: { label: string; testId: string; value: string | null | undefined }) {
  return (
    <CardFigure label={label} testId={testId}>
      <SectionScore value={value} />
    </CardFigure>
  );
}

/**
 * Under 768 px the table becomes cards. The page itself scrolls (no nested scroll
 * area on a phone), so the cards are virtualised against the window.
 */
export function ListingCards({ sessionId, listings, analysis, expanded, onToggle, priceFiltered, dropped, label = "Property matches" }: ListingListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => setOffset(el.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: listings.length,
    estimateSize: () => CARD_ESTIMATE_PX,
    getItemKey: (i) => listings[i].listing_id,
    overscan: VIRTUAL_OVERSCAN,
    scrollMargin: offset,
    gap: 12,
  });

  return (
    <ul ref={listRef} className="relative" style={{ height: virtualizer.getTotalSize() }} aria-label={label} data-testid="matches-cards">
      {virtualizer.getVirtualItems().map((vi) => {
        const listing = listings[vi.index];
        const id = listing.listing_id;
        return (
          <li
            key={vi.key}
            data-index={vi.index}
            ref={virtualizer.measureElement}
            className="absolute left-0 w-full"
            style={{ transform: `translateY(${vi.start - virtualizer.options.scrollMargin}px)` }}
          >
            <ListingCard
              listing={listing}
              sessionId={sessionId}
              expanded={expanded.has(id)}
              analyzing={analysis[id]?.isAnalyzing === true}
              onToggle={onToggle}
              priceFiltered={priceFiltered}
              dropped={dropped?.has(id) === true}
            />
          </li>
        );
      })}
    </ul>
  );
}

const ListingCard = memo(function ListingCard({ listing, sessionId, expanded, analyzing, onToggle, priceFiltered, dropped }: ListingItemProps & { sessionId: string }) {
  const id = listing.listing_id;
  const address = displayAddress(listing);
  const median = formatUndervaluation(listing.diff_percent);
  const scores = listing.section_scores ?? {};
  return (
    <article className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm" data-testid="match-card" data-listing-id={id} aria-label={address}>
      <ListingPhoto listing={listing} className="h-40 w-full" fallback={<ListingImage listing={listing} variant="banner" className="h-28 w-full" />} />
      <div className="space-y-3 p-4">
        <div>
          <div className="flex items-start justify-between gap-2">
            <h2 className="leading-snug font-semibold" data-testid="listing-address">
              {address}
            </h2>
            <StarButton listingId={id} address={address} />
          </div>
          <p className="text-sm">
            <PriceText listing={listing} priceFiltered={priceFiltered} />
          </p>
          <p className="text-xs text-gray-600">{facts(listing)}</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-1">
            <ListingBadges listing={listing} analyzing={analyzing} />
            {dropped && <DroppedBadge />}
            <CriteriaBadge listing={listing} />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <CardMetric label="Gross Yield" testId="cell-yield" metric={formatPercent(listing.rental_yield)} />
          <CardMetric label="L12M Price Growth %" testId="cell-growth" metric={formatPercent(listing.capital_growth)} />
          <CardMetric label="L12M Capital Growth $" testId="cell-capital" metric={formatCapitalGrowth(listing.capital_growth_value)} />
          <CardFigure label="Price vs Expected Price" testId="cell-median" className={median.missing || median.negative ? "" : "text-green-700"}>
            <MetricText metric={median} />
            {median.position && median.position !== "at" && <span className="ml-1 text-[11px] text-gray-500">{median.position} expected</span>}
          </CardFigure>
          <CardScore label="Development" testId="cell-development" value={scores.developmentPotential} />
          <CardScore label="Renovation" testId="cell-renovation" value={scores.renovationPotential} />
          <CardScore label="Rooming" testId="cell-rooming" value={scores.splitLiving} />
          <CardMetric label="Your Cash Flow /mo" testId="cell-cash-flow" metric={formatCashFlow(listing.finance_cash_flow)} />
          <CardMetric label="Highest Offer (break-even)" testId="cell-highest-offer" metric={formatOffer(listing.finance_highest_offer)} />
          <CardFigure label="Overlays">
            <Overlays listing={listing} />
          </CardFigure>
        </dl>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <button
            {...detailsToggle(id, expanded, onToggle)}
            className="rounded-md border border-crust-300 px-3 py-1.5 text-sm font-semibold text-crust-800 hover:bg-crust-50"
          >
            {expanded ? "Hide details" : "Show details"}
          </button>
          <ListingActions listing={listing} compact />
        </div>
        {expanded && (
          <div id={detailsId(id)} data-testid="listing-details">
            <ListingPanels sessionId={sessionId} listingId={id} />
          </div>
        )}
      </div>
    </article>
  );
});
