"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import useSWR from "swr";
import { listingsKey, sessionsApi } from "@/client/sessions";
import { finishAnalysis, shouldPoll, syncAnalysis, type AnalysisState } from "@/lib/matches/analysis";
import { usePolls } from "@/client/polls";
import { MATCHES_POLL_MAX_MS } from "@/lib/matches/constants";
import type { ListingsResponse } from "@/lib/matches/types";

/**
 * The session's listings (spec 2, call 11) and their analysis state, polled while first
 * results are awaited, a listing is analysing or the search is still running.
 */
export function useMatchesData({
  sessionId,
  guestView,
  awaitFirstResults,
  forceAnalyzing,
  initialListings = null,
}: {
  sessionId: string | null;
  guestView: boolean;
  /** First results have just arrived (welcome=1): poll until the search has delivered them. */
  awaitFirstResults: boolean;
  /** Mark every incomplete listing analyzing on the first fetch (first results, a restore without a session). */
  forceAnalyzing: boolean;
  /** The answer the server rendered the page with (a shared link): shown until the first fetch, which still runs. */
  initialListings?: ListingsResponse | null;
}) {
  const { matchesIntervalMs } = usePolls();
  const [analysis, setAnalysis] = useState<AnalysisState>({});
  const [awaiting, setAwaiting] = useState(awaitFirstResults);
  const [timedOut, setTimedOut] = useState(false);
  const forceRef = useRef(forceAnalyzing || awaitFirstResults);
  const guestRef = useRef(guestView);
  const pollStartRef = useRef<number | null>(null);
  useEffect(() => {
    guestRef.current = guestView;
  }, [guestView]);

  const [searchRunning, setSearchRunning] = useState(false);
  const polling = !guestView && !timedOut && (shouldPoll(analysis, { awaitingFirstResults: awaiting }) || searchRunning);

  const swr = useSWR(sessionId ? listingsKey(sessionId) : null, () => sessionsApi.listings(sessionId as string), {
    refreshInterval: polling ? matchesIntervalMs : 0,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    fallbackData: initialListings ?? undefined,
    onSuccess: (data) => {
      setAnalysis((prev) => syncAnalysis(prev, data.listings, { guestView: guestRef.current, forceAnalyzing: forceRef.current }));
      forceRef.current = false;
      setSearchRunning(data.analysis.search_running);
      if (data.listings.length > 0 && !data.analysis.search_running) setAwaiting(false);
    },
  });

  // Polling gives up after MATCHES_POLL_MAX_MS: whatever is still analysing is shown complete and refreshed once.
  const { mutate } = swr;
  useEffect(() => {
    if (!polling) {
      pollStartRef.current = null;
      return;
    }
    pollStartRef.current ??= Date.now();
    const left = MATCHES_POLL_MAX_MS - (Date.now() - pollStartRef.current);
    const timer = setTimeout(() => {
      setTimedOut(true);
      setAwaiting(false);
      setAnalysis((prev) => finishAnalysis(prev));
      void mutate();
    }, Math.max(0, left));
    return () => clearTimeout(timer);
  }, [polling, mutate]);

  /** Refetch; with `force`, every incomplete listing is marked analyzing (first results, restores). */
  const refresh = useCallback(
    async ({ force = false }: { force?: boolean } = {}) => {
      if (force) {
        forceRef.current = true;
        setTimedOut(false);
      }
      return mutate();
    },
    [mutate],
  );

  /** A restored session starts with a clean analysis state. */
  const resetAnalysis = useCallback(() => {
    setAnalysis({});
    setTimedOut(false);
  }, []);

  const listings = useMemo(() => swr.data?.listings ?? [], [swr.data]);
  return { ...swr, listings, analysis, polling, refresh, resetAnalysis };
}
