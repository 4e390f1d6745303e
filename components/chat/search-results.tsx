"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { usePolls } from "@/client/polls";
import { listingsKey, sessionsApi } from "@/client/sessions";
import { displayAddress, facts, FitBadge, PriceText } from "@/components/matches/listing-parts";
import { CHAT_COPY } from "@/lib/chat/copy";
import { MATCHES_READY_PATH } from "@/lib/chat/navigation";
import { INLINE_RESULTS, resultsOfSearch, searchStatus, type SearchProgress } from "@/lib/chat/search-progress";
import { MATCHES_POLL_MAX_MS } from "@/lib/matches/constants";
import type { ListingSummary } from "@/lib/matches/types";
import { SpinnerIcon } from "./icons";

/**
 * Under the reply that started a search: one line for its progress (the notifications,
 * folded), then its best three matches as compact cards and a link to all of them on
 * /matches, instead of leaving the chat. The listings are read as /matches reads them
 * (same request, same cache key), so the matches page opens from what is already here.
 */
export function SearchResults({ sessionId, startedAt, progress }: { sessionId: string; startedAt: string; progress: SearchProgress }) {
  const { matchesIntervalMs } = usePolls();
  const [pollingSince] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const [ended, setEnded] = useState(false);
  const { data, mutate } = useSWR(listingsKey(sessionId), () => sessionsApi.listings(sessionId), {
    refreshInterval: ended || gaveUp ? 0 : matchesIntervalMs,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    // Polling stops once a read finds the search ended (no longer running, or failed).
    onSuccess: (answer) => {
      if (!answer.analysis.search_running || progress.phase === "failed") setEnded(true);
    },
  });

  const mine = data ? resultsOfSearch(data.listings, startedAt) : [];
  const status = searchStatus(progress, data ? { count: mine.length, running: data.analysis.search_running } : null);

  // A notification said the search ended before the listings did: read them once more.
  const refreshed = useRef(false);
  useEffect(() => {
    if (status.phase === "running" || refreshed.current) return;
    refreshed.current = true;
    if (data?.analysis.search_running) void mutate();
  }, [status.phase, data, mutate]);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, MATCHES_POLL_MAX_MS - (Date.now() - pollingSince)));
    return () => clearTimeout(timer);
  }, [pollingSince]);

  const top = mine.slice(0, INLINE_RESULTS);
  return (
    <div className="mt-3 space-y-3" data-testid="chat-search">
      <p className="flex items-center gap-2 text-sm text-gray-700" data-testid="chat-search-status" data-phase={status.phase}>
        {status.phase === "running" && <SpinnerIcon />}
        <span className={status.phase === "failed" ? "font-medium text-red-700" : undefined}>{status.line}</span>
      </p>
      {top.length > 0 && (
        <div>
          <p className="mb-2 text-xs font-semibold tracking-wide text-gray-600 uppercase">{CHAT_COPY.topMatches}</p>
          <ol className="grid gap-2 sm:grid-cols-3" aria-label={CHAT_COPY.topMatches} data-testid="chat-results">
            {top.map((listing, i) => (
              <li key={listing.listing_id}>
                <ResultCard listing={listing} rank={listing.rank ?? i + 1} priceFiltered={data?.analysis.price_filtered ?? false} />
              </li>
            ))}
          </ol>
          <Link
            href={MATCHES_READY_PATH}
            className="mt-3 inline-flex min-h-9 items-center rounded-lg border-2 border-crust-600 px-3 py-1.5 text-sm font-semibold text-crust-700 hover:bg-crust-50"
            data-testid="chat-see-all"
          >
            {CHAT_COPY.seeAll(mine.length)}
          </Link>
        </div>
      )}
    </div>
  );
}

function ResultCard({ listing, rank, priceFiltered }: { listing: ListingSummary; rank: number; priceFiltered: boolean }) {
  const details = facts(listing);
  return (
    <div className="flex h-full flex-col gap-1 rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm" data-testid="chat-result">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-semibold break-words text-ink">
          <span className="text-gray-500">#{rank} </span>
          {displayAddress(listing)}
        </p>
        <FitBadge score={listing.property_score} />
      </div>
      {details && <p className="text-xs text-gray-600">{details}</p>}
      <p className="flex flex-wrap items-baseline gap-x-2">
        <PriceText listing={listing} priceFiltered={priceFiltered} />
      </p>
    </div>
  );
}
