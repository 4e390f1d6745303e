"use client";

import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { memo, useLayoutEffect, useRef, useState } from "react";
import { CARD_ESTIMATE_PX, VIRTUAL_OVERSCAN } from "@/lib/matches/constants";
import { formatCapitalGrowth, formatCashFlow, formatOffer, formatPercent, formatUndervaluation } from "@/lib/matches/format";
import { detailsId, detailsToggle, displayAddress, facts, ListingActions, ListingBadges, MetricText, Overlays, PriceText, SectionScore, type ListingItemProps, type ListingListProps } from "./listing-parts";
import { ListingImage } from "./listing-image";
import { ListingPhoto } from "./listing-source";
import { ListingPanels } from "./lazy-panels";
import { DroppedBadge, StarButton } from "./shortlist";

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
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <div>
            <dt className="text-xs text-gray-500">Gross Yield</dt>
            <dd data-testid="cell-yield">
              <MetricText metric={formatPercent(listing.rental_yield)} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">L12M Price Growth %</dt>
            <dd data-testid="cell-growth">
              <MetricText metric={formatPercent(listing.capital_growth)} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">L12M Capital Growth $</dt>
            <dd data-testid="cell-capital">
              <MetricText metric={formatCapitalGrowth(listing.capital_growth_value)} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">Price vs Suburb Median</dt>
            <dd data-testid="cell-median" className={median.missing || median.negative ? "" : "text-green-700"}>
              <MetricText metric={median} />
              {median.position && median.position !== "at" && <span className="ml-1 text-[11px] text-gray-500">{median.position} median</span>}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">Development</dt>
            <dd data-testid="cell-development">
              <SectionScore value={scores.developmentPotential} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">Renovation</dt>
            <dd data-testid="cell-renovation">
              <SectionScore value={scores.renovationPotential} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">Rooming</dt>
            <dd data-testid="cell-rooming">
              <SectionScore value={scores.splitLiving} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">Your Cash Flow /mo</dt>
            <dd data-testid="cell-cash-flow">
              <MetricText metric={formatCashFlow(listing.finance_cash_flow)} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">Highest Offer (break-even)</dt>
            <dd data-testid="cell-highest-offer">
              <MetricText metric={formatOffer(listing.finance_highest_offer)} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">Overlays</dt>
            <dd>
              <Overlays listing={listing} />
            </dd>
          </div>
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
