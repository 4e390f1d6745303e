"use client";

/** The matches screen's list: the shortlist or the matches, as a table or cards, or the state in its place (loading, empty, an error). */

import { ApiError } from "@/client/api";
import { MATCHES_COPY } from "@/lib/matches/copy";
import { SHORTLIST_COPY } from "@/lib/shortlist/copy";
import { CriteriaEmpty } from "./criteria";
import { ListingCards, ListingTable } from "./lazy-lists";
import { MatchesEmpty, MatchesSkeleton } from "./matches-states";
import type { MatchesScreen } from "./use-matches-screen";

export function MatchesBody({ screen: s }: { screen: MatchesScreen }) {
  const { sessionId, analysis, expanded, toggle, priceFiltered, isMobile, error, count, criteria } = s;
  const { activeSort, activeDirection, sortable, onHeaderSort } = s.sort;
  const { starredListings, dropped, filtering, sorted } = s.lists;
  return (
    // A new element once loaded: the skeleton is replaced, not pushed down by the notices above the list (layout shift).
    <div className="mt-4" key={s.loading ? "loading" : "loaded"}>
      {s.onShortlist ? (
        starredListings.length === 0 ? (
          <MatchesEmpty message={SHORTLIST_COPY.shortlistEmpty} />
        ) : isMobile ? (
          <ListingCards sessionId={sessionId} listings={starredListings} analysis={analysis} expanded={expanded} onToggle={toggle} priceFiltered={priceFiltered} dropped={dropped} label="Shortlist" />
        ) : (
          <ListingTable sessionId={sessionId} listings={starredListings} analysis={analysis} expanded={expanded} onToggle={toggle} sortKey={activeSort} sortDirection={activeDirection} sortable={sortable} onSort={onHeaderSort} priceFiltered={priceFiltered} dropped={dropped} label="Shortlist table" />
        )
      ) : s.loading || s.searching ? (
        <MatchesSkeleton />
      ) : error && count === 0 ? (
        <MatchesEmpty message={error instanceof ApiError && error.status === 403 ? error.message : MATCHES_COPY.emptyText} />
      ) : count === 0 ? (
        <MatchesEmpty />
      ) : filtering && criteria !== null && sorted.length === 0 ? (
        <CriteriaEmpty listings={s.listings} criteria={criteria} />
      ) : isMobile ? (
        <ListingCards sessionId={sessionId} listings={sorted} analysis={analysis} expanded={expanded} onToggle={toggle} priceFiltered={priceFiltered} />
      ) : (
        <ListingTable sessionId={sessionId} listings={sorted} analysis={analysis} expanded={expanded} onToggle={toggle} sortKey={activeSort} sortDirection={activeDirection} sortable={sortable} onSort={onHeaderSort} priceFiltered={priceFiltered} />
      )}
    </div>
  );
}
