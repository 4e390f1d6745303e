"use client";

/**
 * The matches screen's smaller pieces of state, each with its own effects: the sort, the expanded rows, the
 * dialogs, the all/shortlist view, the address's one-shot signals, load failures and this session's criteria.
 * useMatchesScreen (use-matches-screen.ts) puts them together, in this order.
 */

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "@/client/api";
import { storeLoginReturn } from "@/client/login-redirect";
import { loadServerPreferences, usePreferencesStore } from "@/client/preferences-store";
import { useFirstWelcome } from "@/client/welcome-seen";
import { toast } from "@/components/ui/toast-store";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { READY_TOAST_MS } from "@/lib/matches/constants";
import { LOGIN_MESSAGE, TOASTS } from "@/lib/matches/copy";
import { hasPreferences } from "@/lib/matches/preferences";
import { availableSortOptions, DEFAULT_SORT, defaultDirection, type SortDirection, type SortKey } from "@/lib/matches/sort";
import type { ListingSummary } from "@/lib/matches/types";
import { hasCriteria } from "@/lib/preferences/criteria";
import { SEARCH_MESSAGES } from "@/lib/search/messages";
import { useShortlistData } from "./shortlist";

/** Sort By and the table's headers: the sort in use, only among the orders these listings offer. */
export function useMatchesSort(listings: readonly ListingSummary[]) {
  const [sortKey, setSortKey] = useState<SortKey>(DEFAULT_SORT);
  // Every sort goes both ways: a chosen sort starts its own way (lowest price, else highest first); its header again, or the toggle, turns it.
  const [sortDirection, setSortDirection] = useState<SortDirection>(defaultDirection(DEFAULT_SORT));
  const chooseSort = useCallback((key: SortKey) => {
    setSortKey(key);
    setSortDirection(defaultDirection(key));
  }, []);
  const sortOptions = useMemo(() => availableSortOptions(listings), [listings]);
  const activeSort = sortOptions.some((o) => o.key === sortKey) ? sortKey : DEFAULT_SORT;
  const activeDirection: SortDirection = activeSort === sortKey ? sortDirection : defaultDirection(DEFAULT_SORT);
  const turnSort = useCallback(() => setSortDirection((d) => (d === "desc" ? "asc" : "desc")), []);
  // A header click: the sort in use turns round, another starts its own way.
  const onHeaderSort = useCallback((key: SortKey) => (key === activeSort ? turnSort() : chooseSort(key)), [activeSort, turnSort, chooseSort]);
  const sortable = useMemo(() => sortOptions.map((o) => o.key), [sortOptions]);
  return { sortOptions, activeSort, activeDirection, chooseSort, turnSort, onHeaderSort, sortable };
}

/** The listings whose details are open, and the show/hide toggle every row shares. */
export function useExpanded() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((listingId: string) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(listingId)) next.delete(listingId);
      else next.add(listingId);
      return next;
    });
  }, []);
  const collapseAll = () => setExpanded(new Set());
  return { expanded, toggle, collapseAll };
}

/** Each dialog's open state, and whether it has been opened once (its code is loaded from then on). */
export function useMatchesDialogs(welcome: boolean) {
  const [welcomeOpen, setWelcomeOpen] = useState(welcome);
  // The welcome is for the first results this browser sees (client/welcome-seen.ts): View My Matches marks it seen.
  const firstWelcome = useFirstWelcome();
  const [saveOpen, setSaveOpen] = useState(false);
  const [loadOpen, setLoadOpen] = useState(false);
  const welcomeShown = useOpenedOnce(welcomeOpen);
  const saveShown = useOpenedOnce(saveOpen);
  const loadShown = useOpenedOnce(loadOpen);
  const [shareOpen, setShareOpen] = useState(false);
  const shareShown = useOpenedOnce(shareOpen);
  return { welcomeOpen, setWelcomeOpen, welcomeShown, firstWelcome, saveOpen, setSaveOpen, saveShown, loadOpen, setLoadOpen, loadShown, shareOpen, setShareOpen, shareShown };
}

export type MatchesDialogs = ReturnType<typeof useMatchesDialogs>;

/**
 * The shortlist (docs/WATCHES.md, "Shortlist, compare and export"): all matches, or the starred ones.
 * `loaded`: the listings have been answered (an empty list then means none, not "not yet").
 */
export function useShortlistView(sessionId: string, listings: readonly ListingSummary[], loaded: boolean) {
  const shortlist = useShortlistData(sessionId);
  const [view, setView] = useState<"all" | "shortlist">("all");
  // A search that replaced the results (or wrote the first ones) may have dropped starred listings. The first
  // answer replaces nothing: the shortlist was asked for beside it, so asking again would only repeat the call.
  const { refresh: refreshShortlist } = shortlist;
  const resultsVersion = !loaded ? null : listings.length === 0 ? "" : `${listings.length}:${listings[0].listing_id}:${listings[0].created_at}`;
  const seenVersion = useRef<string | null>(null);
  useEffect(() => {
    if (resultsVersion === null) return;
    const before = seenVersion.current;
    seenVersion.current = resultsVersion;
    if (before !== null && resultsVersion && resultsVersion !== before) refreshShortlist();
  }, [resultsVersion, refreshShortlist]);
  return { shortlist, view, setView };
}

export type MatchesShortlist = ReturnType<typeof useShortlistData>;

/** The address's one-shot signals (welcome=1, ready=1, restored=1), and the ready toast they ask for. */
export function useOneShotSignals({ welcome, ready, restored, hasResults }: { welcome: boolean; ready: boolean; restored: boolean; hasResults: boolean }) {
  const router = useRouter();
  // welcome=1 / ready=1 / restored=1 are one-shot signals: drop them so a reload doesn't replay them.
  useEffect(() => {
    if (welcome || ready || restored) router.replace("/matches", { scroll: false });
  }, [welcome, ready, restored, router]);

  // Spec 2 §4 step 7: "Bellissimo! Your matches are ready to view." when the first results are on this page, however
  // the buyer came (Find Matches, or the chat): once, when the first listing is on screen. It used to be shown by the
  // preferences page before the navigation, and had gone (5 s) by the time the results and the dialog were up.
  const [announce] = useState(welcome || ready);
  const announced = useRef(false);
  useEffect(() => {
    if (!announce || !hasResults || announced.current) return;
    announced.current = true;
    toast({ ...SEARCH_MESSAGES.matchesReady, variant: "success", durationMs: READY_TOAST_MS });
  }, [announce, hasResults]);
}

/**
 * Save Session needs the session's preferences; a fresh tab only has the server copy. The buyer's criteria
 * (docs/SCORING.md §17): this session's own, from its preferences; someone else's search has none (they are personal).
 */
export function useSessionCriteria({ sessionId, signedIn, guestView }: { sessionId: string; signedIn: boolean; guestView: boolean }) {
  const prefs = usePreferencesStore();
  useEffect(() => {
    if (signedIn && !guestView) void loadServerPreferences(sessionId);
  }, [signedIn, guestView, sessionId]);
  const canSave = hasPreferences(prefs.preferences);
  const storedCriteria = prefs.sessionId === sessionId ? prefs.preferences.criteria : undefined;
  const criteria = hasCriteria(storedCriteria) ? storedCriteria : null;
  return { canSave, criteria };
}

/** A private session of someone else: the server refuses; a signed-out viewer is sent to log in. Other failures toast. */
export function useLoadFailure(error: unknown) {
  const router = useRouter();
  useEffect(() => {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    storeLoginReturn("/matches", LOGIN_MESSAGE);
    router.push("/auth");
  }, [error, router]);
  // One toast per failure, not one per failed poll.
  const failing = Boolean(error) && !(error instanceof ApiError && error.status === 401);
  useEffect(() => {
    if (failing) toast({ ...TOASTS.loadError, variant: "destructive" });
  }, [failing]);
}
