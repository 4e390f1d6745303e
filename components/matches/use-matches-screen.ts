"use client";

/**
 * The matches screen's state (spec 2 section 2): the session's listings as polled (use-matches-data.ts), the
 * pieces of use-matches-state.ts, the lists the screen shows and the toolbar's and dialogs' actions. MatchesView
 * (matches-view.tsx) renders what useMatchesScreen returns.
 */

import { useEffect, useMemo, useState } from "react";
import useSWR from "swr";
import { sessionKey, sessionsApi } from "@/client/sessions";
import { useMediaQuery } from "@/client/session-hooks";
import { markWelcomeSeen } from "@/client/welcome-seen";
import type { RestoreResult } from "@/components/sessions/restore";
import { toast } from "@/components/ui/toast-store";
import { useIdlePreload } from "@/components/ui/use-idle-preload";
import { MOBILE_BREAKPOINT_PX } from "@/lib/constants";
import { countAnalyzing } from "@/lib/matches/analysis";
import { TOASTS } from "@/lib/matches/copy";
import { everyListingLosesMoney, meetsCriteria } from "@/lib/matches/criteria";
import { sourceNotice } from "@/lib/matches/source";
import { hasScoreTies, sortListings, type SortDirection, type SortKey } from "@/lib/matches/sort";
import type { ListingsResponse, ListingSummary } from "@/lib/matches/types";
import type { Criteria } from "@/lib/preferences/criteria";
import { preloadListingList } from "./lazy-lists";
import { preloadListingPanels } from "./lazy-panels";
import { shareSession } from "./share";
import { useMatchesData } from "./use-matches-data";
import { useExpanded, useLoadFailure, useMatchesDialogs, useMatchesSort, useOneShotSignals, useSessionCriteria, useShortlistView, type MatchesDialogs, type MatchesShortlist } from "./use-matches-state";

type MatchesData = ReturnType<typeof useMatchesData>;

export type MatchesViewProps = {
  sessionId: string;
  signedIn: boolean;
  guestView: boolean;
  welcome: boolean;
  /** The chat's way in (See all, or a search it started): the ready toast without the dialog. */
  ready?: boolean;
  restored: boolean;
  /** The listings answer, rendered by the server (a shared link's session): shown at once, then fetched again as usual. */
  initialListings?: ListingsResponse | null;
};

export function useMatchesScreen({ sessionId, signedIn, guestView, welcome, ready = false, restored, initialListings = null }: MatchesViewProps) {
  const data = useMatchesData({ sessionId, guestView, awaitFirstResults: welcome, forceAnalyzing: restored, initialListings });
  const { listings, analysis, refresh, resetAnalysis } = data;
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  // The list this width shows starts loading with the page, beside the listings' fetch.
  useEffect(() => preloadListingList(isMobile), [isMobile]);

  const sort = useMatchesSort(listings);
  const { expanded, toggle, collapseAll } = useExpanded();
  const dialogs = useMatchesDialogs(welcome);
  const { shortlist, view, setView } = useShortlistView(sessionId, listings, data.data !== undefined);
  useOneShotSignals({ welcome, ready, restored, hasResults: listings.length > 0 });
  const { canSave, criteria } = useSessionCriteria({ sessionId, signedIn, guestView });
  const [meetsOnly, setMeetsOnly] = useState(false);

  const actions = useMatchesActions({ sessionId, hasResults: listings.length > 0, refresh, resetAnalysis, collapseAll, canSave, dialogs });
  const error = data.error;
  useLoadFailure(error);
  // A row's panels load with its first expand: fetched while the list is read, not after the click.
  useIdlePreload(preloadListingPanels, { enabled: listings.length > 0 });
  const lists = useShownListings({ listings, shortlist, activeSort: sort.activeSort, activeDirection: sort.activeDirection, criteria, meetsOnly });

  const count = listings.length;
  const loading = data.isLoading && !data.data;
  // The search is still writing its first results (the assistant goes to /matches as it starts one): still loading, not "no matches".
  const searching = count === 0 && data.polling && data.data?.analysis.search_running === true;
  return {
    sessionId,
    signedIn,
    listings,
    analysis,
    count,
    loading,
    searching,
    error,
    polling: data.polling,
    matched: data.data?.analysis.matched,
    priceFiltered: data.data?.analysis.price_filtered === true,
    sourceNotes: data.data?.analysis.source_notes ?? [],
    // Someone else's search: its money figures are worked on the viewer's finance, and say so (server/privacy.ts).
    numbersBasis: data.data?.numbers_basis ?? "owner",
    analyzingCount: countAnalyzing(analysis),
    isMobile,
    expanded,
    toggle,
    sort,
    lists,
    shortlist,
    onShortlist: view === "shortlist",
    setView,
    criteria,
    meetsOnly,
    toggleMeetsOnly: () => setMeetsOnly((m) => !m),
    canSave,
    dialogs,
    ...actions,
  };
}

export type MatchesScreen = ReturnType<typeof useMatchesScreen>;

/** The toolbar's and the dialogs' actions: Refresh, Share (after its dialog), Save Session, a restore, View My Matches. */
function useMatchesActions({ sessionId, hasResults, refresh, resetAnalysis, collapseAll, canSave, dialogs }: {
  sessionId: string;
  hasResults: boolean;
  refresh: MatchesData["refresh"];
  resetAnalysis: () => void;
  collapseAll: () => void;
  canSave: boolean;
  dialogs: MatchesDialogs;
}) {
  const [refreshing, setRefreshing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const session = useSWR(hasResults ? sessionKey(sessionId) : null, () => sessionsApi.session(sessionId), { revalidateOnFocus: false });

  async function onRefresh() {
    setRefreshing(true);
    try {
      await refresh();
      toast({ ...TOASTS.refreshed, variant: "success" });
    } catch {
      toast({ ...TOASTS.loadError, variant: "destructive" });
    } finally {
      setRefreshing(false);
    }
  }

  async function onShare() {
    setSharing(true);
    await shareSession(sessionId, { alreadyPublic: session.data?.is_public === true && session.data.is_owner === false });
    await session.mutate();
    setSharing(false);
    dialogs.setShareOpen(false);
  }

  function onSaveClick() {
    if (!canSave) {
      toast({ ...TOASTS.noPreferences, variant: "destructive" });
      return;
    }
    dialogs.setSaveOpen(true);
  }

  function onRestored(result: RestoreResult) {
    collapseAll();
    resetAnalysis();
    // Without a session the preferences were applied to the current one: re-run with forced analyzing.
    if (result.kind === "preferences") void refresh({ force: true });
  }

  function onViewMatches() {
    markWelcomeSeen();
    dialogs.setWelcomeOpen(false);
    void refresh();
  }

  return { refreshing, sharing, onRefresh, onShare, onSaveClick, onRestored, onViewMatches };
}

/** The lists the screen shows (sorted; only those that meet the criteria; the starred ones) and what the notices say of them. */
function useShownListings({ listings, shortlist, activeSort, activeDirection, criteria, meetsOnly }: {
  listings: ListingSummary[];
  shortlist: MatchesShortlist;
  activeSort: SortKey;
  activeDirection: SortDirection;
  criteria: Criteria | null;
  meetsOnly: boolean;
}) {
  const sortedAll = useMemo(() => sortListings(listings, activeSort, activeDirection), [listings, activeSort, activeDirection]);
  const meeting = useMemo(() => (criteria ? sortedAll.filter((l) => meetsCriteria(l, criteria)) : sortedAll), [sortedAll, criteria]);
  const filtering = meetsOnly && criteria !== null;
  const sorted = filtering ? meeting : sortedAll;
  const allLoseMoney = useMemo(() => everyListingLosesMoney(listings), [listings]);
  const starredListings = useMemo(() => sortListings(shortlist.items.map((i) => i.listing), activeSort, activeDirection), [shortlist.items, activeSort, activeDirection]);
  const dropped = useMemo(() => new Set(shortlist.items.filter((i) => i.dropped).map((i) => i.listing_id)), [shortlist.items]);
  const ties = useMemo(() => hasScoreTies(listings), [listings]);
  // Demo rows among real ones are labelled row by row; the page-wide demo notice is for an all-demo page.
  const notice = useMemo(() => sourceNotice(listings.map((l) => l.source)), [listings]);
  return { sorted, meeting, filtering, allLoseMoney, starredListings, dropped, ties, notice };
}
