"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import useSWR from "swr";
import { SignInLink } from "@/components/auth/sign-in-link";
import { ApiError } from "@/client/api";
import { Button } from "@/components/ui/button";
import { sessionKey, sessionsApi } from "@/client/sessions";
import type { RestoreResult } from "@/components/sessions/restore";
import { toast } from "@/components/ui/toast-store";
import { SEARCH_MESSAGES } from "@/lib/search/messages";
import { READY_TOAST_MS } from "@/lib/matches/constants";
import { useIdlePreload } from "@/components/ui/use-idle-preload";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { storeLoginReturn } from "@/client/login-redirect";
import { MOBILE_BREAKPOINT_PX } from "@/lib/constants";
import { countAnalyzing } from "@/lib/matches/analysis";
import { LOGIN_MESSAGE, MATCHES_COPY, matchCountLine, TOASTS } from "@/lib/matches/copy";
import { sourceNotice } from "@/lib/matches/source";
import { hasPreferences } from "@/lib/matches/preferences";
import { availableSortOptions, DEFAULT_SORT, defaultDirection, directionLabel, hasScoreTies, isSortKey, sortListings, type SortDirection, type SortKey } from "@/lib/matches/sort";
import { loadServerPreferences, usePreferencesStore } from "@/client/preferences-store";
import { useMediaQuery } from "@/client/session-hooks";
import { ListingCards, ListingTable, preloadListingList } from "./lazy-lists";
import { preloadListingPanels } from "./lazy-panels";
import { MatchesEmpty, MatchesSkeleton } from "./matches-states";
import { shareSession } from "./share";
import { useMatchesData } from "./use-matches-data";
import { SourceNotes } from "./listing-source";
import { NumbersBasisNote, NumbersBasisProvider } from "./numbers-basis";
import { ShortlistProvider, useShortlistData } from "./shortlist";
import { ComparePicker, ExportButtons } from "./shortlist-toolbar";
import { Chip } from "@/components/ui/controls";
import { ArrowDownIcon } from "@/components/ui/icons";
import { SHORTLIST_COPY } from "@/lib/shortlist/copy";
import { everyListingLosesMoney, meetsCriteria } from "@/lib/matches/criteria";
import { CRITERIA_COPY } from "@/lib/matches/copy";
import { hasCriteria } from "@/lib/preferences/criteria";
import { CriteriaEmpty, CriteriaProvider } from "./criteria";
import { markWelcomeSeen, useFirstWelcome } from "@/client/welcome-seen";

// The dialogs (and the dialog library under them) load when first opened, not with the page.
const WelcomeDialog = dynamic(() => import("./welcome-dialog").then((m) => m.WelcomeDialog), { ssr: false });
const ShareDialog = dynamic(() => import("./share-dialog").then((m) => m.ShareDialog), { ssr: false });
const SaveSessionDialog = dynamic(() => import("@/components/sessions/save-session-dialog").then((m) => m.SaveSessionDialog), { ssr: false });
const LoadSessionDialog = dynamic(() => import("@/components/sessions/load-session-dialog").then((m) => m.LoadSessionDialog), { ssr: false });
// Watch (docs/WATCHES.md): shown to the session's owner once it has matches.
const WatchButton = dynamic(() => import("@/components/sessions/watch-button").then((m) => m.WatchButton), { ssr: false });

/** The toolbar's buttons: a little narrower than a dialog's, with room for an icon. */
const TOOLBAR = "inline-flex items-center gap-1.5 px-3.5 disabled:cursor-not-allowed disabled:opacity-50";

/** The matches screen (spec 2 section 2) for the current session. */
export function MatchesView({
  sessionId,
  signedIn,
  guestView,
  welcome,
  ready = false,
  restored,
}: {
  sessionId: string;
  signedIn: boolean;
  guestView: boolean;
  welcome: boolean;
  /** The chat's way in (See all, or a search it started): the ready toast without the dialog. */
  ready?: boolean;
  restored: boolean;
}) {
  const router = useRouter();
  const data = useMatchesData({ sessionId, guestView, awaitFirstResults: welcome, forceAnalyzing: restored });
  const { listings, analysis, refresh, resetAnalysis } = data;
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  // The list this width shows starts loading with the page, beside the listings' fetch.
  useEffect(() => preloadListingList(isMobile), [isMobile]);

  const [sortKey, setSortKey] = useState<SortKey>(DEFAULT_SORT);
  // Every sort goes both ways: a chosen sort starts its own way (lowest price, else highest first); its header again, or the toggle, turns it.
  const [sortDirection, setSortDirection] = useState<SortDirection>(defaultDirection(DEFAULT_SORT));
  const chooseSort = useCallback((key: SortKey) => {
    setSortKey(key);
    setSortDirection(defaultDirection(key));
  }, []);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [welcomeOpen, setWelcomeOpen] = useState(welcome);
  // The welcome is for the first results this browser sees (client/welcome-seen.ts): View My Matches marks it seen.
  const firstWelcome = useFirstWelcome();
  const [saveOpen, setSaveOpen] = useState(false);
  const [loadOpen, setLoadOpen] = useState(false);
  const welcomeShown = useOpenedOnce(welcomeOpen);
  const saveShown = useOpenedOnce(saveOpen);
  const loadShown = useOpenedOnce(loadOpen);
  const [refreshing, setRefreshing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const shareShown = useOpenedOnce(shareOpen);
  // The shortlist (docs/WATCHES.md, "Shortlist, compare and export"): all matches, or the starred ones.
  const shortlist = useShortlistData(sessionId);
  const [view, setView] = useState<"all" | "shortlist">("all");
  // A search that replaced the results may have dropped starred listings.
  const { refresh: refreshShortlist } = shortlist;
  const resultsVersion = listings.length === 0 ? "" : `${listings.length}:${listings[0].listing_id}:${listings[0].created_at}`;
  useEffect(() => {
    if (resultsVersion) refreshShortlist();
  }, [resultsVersion, refreshShortlist]);

  // welcome=1 / ready=1 / restored=1 are one-shot signals: drop them so a reload doesn't replay them.
  useEffect(() => {
    if (welcome || ready || restored) router.replace("/matches", { scroll: false });
  }, [welcome, ready, restored, router]);

  // Spec 2 §4 step 7: "Bellissimo! Your matches are ready to view." when the first results are on this page, however
  // the buyer came (Find Matches, or the chat): once, when the first listing is on screen. It used to be shown by the
  // preferences page before the navigation, and had gone (5 s) by the time the results and the dialog were up.
  const [announce] = useState(welcome || ready);
  const announced = useRef(false);
  const hasResults = listings.length > 0;
  useEffect(() => {
    if (!announce || !hasResults || announced.current) return;
    announced.current = true;
    toast({ ...SEARCH_MESSAGES.matchesReady, variant: "success", durationMs: READY_TOAST_MS });
  }, [announce, hasResults]);

  // Save Session needs the session's preferences; a fresh tab only has the server copy.
  const prefs = usePreferencesStore();
  useEffect(() => {
    if (signedIn && !guestView) void loadServerPreferences(sessionId);
  }, [signedIn, guestView, sessionId]);
  const canSave = hasPreferences(prefs.preferences);
  // The buyer's criteria (docs/SCORING.md §17): this session's own, from its preferences; someone else's search has none (they are personal).
  const storedCriteria = prefs.sessionId === sessionId ? prefs.preferences.criteria : undefined;
  const criteria = hasCriteria(storedCriteria) ? storedCriteria : null;
  const [meetsOnly, setMeetsOnly] = useState(false);

  const session = useSWR(listings.length > 0 ? sessionKey(sessionId) : null, () => sessionsApi.session(sessionId), { revalidateOnFocus: false });

  // A private session of someone else: the server refuses; a signed-out viewer is sent to log in.
  const error = data.error;
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

  const sortOptions = useMemo(() => availableSortOptions(listings), [listings]);
  const activeSort = sortOptions.some((o) => o.key === sortKey) ? sortKey : DEFAULT_SORT;
  const activeDirection: SortDirection = activeSort === sortKey ? sortDirection : defaultDirection(DEFAULT_SORT);
  const turnSort = useCallback(() => setSortDirection((d) => (d === "desc" ? "asc" : "desc")), []);
  // A header click: the sort in use turns round, another starts its own way.
  const onHeaderSort = useCallback((key: SortKey) => (key === activeSort ? turnSort() : chooseSort(key)), [activeSort, turnSort, chooseSort]);
  const sortable = useMemo(() => sortOptions.map((o) => o.key), [sortOptions]);
  // A row's panels load with its first expand: fetched while the list is read, not after the click.
  useIdlePreload(preloadListingPanels, { enabled: listings.length > 0 });
  const sortedAll = useMemo(() => sortListings(listings, activeSort, activeDirection), [listings, activeSort, activeDirection]);
  const meeting = useMemo(() => (criteria ? sortedAll.filter((l) => meetsCriteria(l, criteria)) : sortedAll), [sortedAll, criteria]);
  const filtering = meetsOnly && criteria !== null;
  const sorted = filtering ? meeting : sortedAll;
  const allLoseMoney = useMemo(() => everyListingLosesMoney(listings), [listings]);
  const starredListings = useMemo(() => sortListings(shortlist.items.map((i) => i.listing), activeSort, activeDirection), [shortlist.items, activeSort, activeDirection]);
  const dropped = useMemo(() => new Set(shortlist.items.filter((i) => i.dropped).map((i) => i.listing_id)), [shortlist.items]);
  const onShortlist = view === "shortlist";
  const analyzingCount = countAnalyzing(analysis);
  const ties = useMemo(() => hasScoreTies(listings), [listings]);
  const priceFiltered = data.data?.analysis.price_filtered === true;
  // Demo rows among real ones are labelled row by row; the page-wide demo notice is for an all-demo page.
  const notice = useMemo(() => sourceNotice(listings.map((l) => l.source)), [listings]);
  const sourceNotes = data.data?.analysis.source_notes ?? [];
  // Someone else's search: its money figures are worked on the viewer's finance, and say so (server/privacy.ts).
  const numbersBasis = data.data?.numbers_basis ?? "owner";

  const toggle = useCallback((listingId: string) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(listingId)) next.delete(listingId);
      else next.add(listingId);
      return next;
    });
  }, []);

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
    setShareOpen(false);
  }

  function onSaveClick() {
    if (!canSave) {
      toast({ ...TOASTS.noPreferences, variant: "destructive" });
      return;
    }
    setSaveOpen(true);
  }

  function onRestored(result: RestoreResult) {
    setExpanded(new Set());
    resetAnalysis();
    // Without a session the preferences were applied to the current one: re-run with forced analyzing.
    if (result.kind === "preferences") void refresh({ force: true });
  }

  function onViewMatches() {
    markWelcomeSeen();
    setWelcomeOpen(false);
    void refresh();
  }

  const count = listings.length;
  const loading = data.isLoading && !data.data;
  // The search is still writing its first results (the assistant goes to /matches as it starts one): still loading, not "no matches".
  const searching = count === 0 && data.polling && data.data?.analysis.search_running === true;
  return (
    <NumbersBasisProvider value={numbersBasis}>
    <CriteriaProvider value={criteria}>
    <ShortlistProvider value={shortlist}>
    {/* min-h-screen: the footer stays below the fold while the matches load, instead of being pushed down (layout shift). */}
    {/* aria-busy while results are still arriving (the page polls), so assistive tech and the e2e tests know the list may change. */}
    <div className="mx-auto min-h-screen max-w-[1400px] px-4 py-6 sm:px-6" aria-busy={data.polling} data-testid="matches-screen">
      <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{MATCHES_COPY.title}</h1>
          <p className="mt-1 text-gray-700" data-testid="match-count" aria-live="polite">
            {loading ? "\u00a0" : matchCountLine(count, data.data?.analysis.matched)}
          </p>
          {/* One line: the id never breaks inside (it wrapped mid-UUID at 390 px); a narrower screen cuts it with an
              ellipsis, the whole id still in the text (copied, read out) and its tooltip. */}
          <p className="mt-1 flex min-w-0 items-baseline gap-1 text-xs whitespace-nowrap text-gray-500" data-testid="session-id-line">
            <span className="shrink-0">{MATCHES_COPY.sessionId}</span>
            <span className="min-w-0 truncate font-mono" title={sessionId} data-testid="session-id">
              {sessionId}
            </span>
          </p>
          {!signedIn && (
            <p className="mt-2 text-sm text-gray-600" data-testid="guest-hint">
              <SignInLink returnTo="/matches" className="font-semibold text-crust-700 underline">
                Sign in
              </SignInLink>{" "}
              to save your preferences and sessions.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Matches actions">
          {count > 0 && (
            <Button size="sm" className={TOOLBAR} onClick={() => setShareOpen(true)} disabled={sharing}>
              {MATCHES_COPY.shareResults}
            </Button>
          )}
          {signedIn && (
            <>
              <Button
                variant="secondary"
                size="sm"
                className={TOOLBAR}
                onClick={onSaveClick}
                aria-disabled={!canSave}
                data-disabled={!canSave || undefined}
                title={canSave ? undefined : TOASTS.noPreferences.description}
                style={canSave ? undefined : { opacity: 0.5 }}
              >
                {MATCHES_COPY.saveSession}
              </Button>
              {count > 0 && <WatchButton sessionId={sessionId} className={TOOLBAR} />}
              {(onShortlist ? shortlist.items.length : count) > 0 && <ExportButtons sessionId={sessionId} scope={onShortlist ? "shortlist" : "matches"} className={TOOLBAR} allowance={shortlist.exports} onExported={shortlist.refresh} />}
              <Button variant="secondary" size="sm" className={TOOLBAR} onClick={() => setLoadOpen(true)}>
                {MATCHES_COPY.loadSession}
              </Button>
            </>
          )}
          <Button variant="secondary" size="sm" className={TOOLBAR} onClick={() => void onRefresh()} disabled={refreshing}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 ${refreshing ? "animate-spin" : ""}`} fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M16 10a6 6 0 1 1-1.8-4.3M16 4v3.5h-3.5" />
            </svg>
            {MATCHES_COPY.refresh}
          </Button>
        </div>
      </header>

      {(count > 0 || shortlist.items.length > 0) && (
        <div className="mt-5 flex flex-wrap gap-2" role="group" aria-label="Which listings to show" data-testid="shortlist-tabs">
          <Chip selected={!onShortlist} onClick={() => setView("all")} testId="view-all">
            {SHORTLIST_COPY.allMatches} ({count})
          </Chip>
          <Chip selected={onShortlist} onClick={() => setView("shortlist")} testId="view-shortlist">
            {SHORTLIST_COPY.shortlist} ({shortlist.items.length}
            {shortlist.limit !== null && shortlist.canEdit ? ` of ${shortlist.limit}` : ""})
          </Chip>
          {criteria && !onShortlist && count > 0 && (
            <Chip selected={meetsOnly} onClick={() => setMeetsOnly((m) => !m)} testId="meets-criteria">
              {CRITERIA_COPY.filter} ({meeting.length})
            </Chip>
          )}
        </div>
      )}
      {onShortlist && <ComparePicker sessionId={sessionId} items={shortlist.items} />}

      <div className="mt-5 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
            {MATCHES_COPY.sortBy}
            <select
              value={activeSort}
              onChange={(e) => isSortKey(e.target.value) && chooseSort(e.target.value)}
              className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm"
              data-testid="sort-select"
            >
              {sortOptions.map((o) => (
                <option key={o.key} value={o.key}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="outline"
            size="sm"
            onClick={turnSort}
            className="inline-flex min-h-10 items-center gap-1 bg-white px-3 py-1.5 text-gray-700"
            title={`Turn the order round: ${directionLabel(activeDirection === "desc" ? "asc" : "desc").toLowerCase()}`}
            data-testid="sort-direction"
            data-direction={activeDirection}
          >
            <ArrowDownIcon className={`h-4 w-4 text-crust-700 ${activeDirection === "asc" ? "rotate-180" : ""}`} />
            {directionLabel(activeDirection)}
          </Button>
        </div>
        {activeSort === "property_score" && ties && (
          <p className="text-xs text-gray-600 md:max-w-xs" data-testid="tie-note">
            {MATCHES_COPY.tieNote}
          </p>
        )}
        <p className="max-w-3xl text-xs text-gray-500 md:text-right" data-testid="ai-disclaimer">
          {MATCHES_COPY.disclaimer}
        </p>
      </div>

      <SourceNotes notes={sourceNotes} />
      {!onShortlist && allLoseMoney && (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status" data-testid="all-lose-money">
          {CRITERIA_COPY.allLoseMoney(count)}
        </p>
      )}
      <NumbersBasisNote basis={numbersBasis} className="mt-3" />
      {notice?.testId === "demo-notice" && (
        <p className="mt-3 rounded-md border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-900" data-testid="demo-notice">
          {notice.text}
        </p>
      )}
      {notice?.testId === "mixed-notice" && (
        <p className="mt-2 text-sm text-gray-700" data-testid="mixed-notice">
          {notice.text}
        </p>
      )}
      {analyzingCount > 0 && (
        <p className="mt-3 flex items-center gap-2 text-sm text-crust-800" role="status">
          <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-crust-200 border-t-crust-700" />
          Analysing {analyzingCount} {analyzingCount === 1 ? "property" : "properties"}…
        </p>
      )}

      {/* A new element once loaded: the skeleton is replaced, not pushed down by the notices above the list (layout shift). */}
      <div className="mt-4" key={loading ? "loading" : "loaded"}>
        {onShortlist ? (
          starredListings.length === 0 ? (
            <MatchesEmpty message={SHORTLIST_COPY.shortlistEmpty} />
          ) : isMobile ? (
            <ListingCards sessionId={sessionId} listings={starredListings} analysis={analysis} expanded={expanded} onToggle={toggle} priceFiltered={priceFiltered} dropped={dropped} label="Shortlist" />
          ) : (
            <ListingTable sessionId={sessionId} listings={starredListings} analysis={analysis} expanded={expanded} onToggle={toggle} sortKey={activeSort} sortDirection={activeDirection} sortable={sortable} onSort={onHeaderSort} priceFiltered={priceFiltered} dropped={dropped} label="Shortlist table" />
          )
        ) : loading || searching ? (
          <MatchesSkeleton />
        ) : error && count === 0 ? (
          <MatchesEmpty message={error instanceof ApiError && error.status === 403 ? error.message : MATCHES_COPY.emptyText} />
        ) : count === 0 ? (
          <MatchesEmpty />
        ) : filtering && sorted.length === 0 ? (
          <CriteriaEmpty listings={listings} criteria={criteria} />
        ) : isMobile ? (
          <ListingCards sessionId={sessionId} listings={sorted} analysis={analysis} expanded={expanded} onToggle={toggle} priceFiltered={priceFiltered} />
        ) : (
          <ListingTable sessionId={sessionId} listings={sorted} analysis={analysis} expanded={expanded} onToggle={toggle} sortKey={activeSort} sortDirection={activeDirection} sortable={sortable} onSort={onHeaderSort} priceFiltered={priceFiltered} />
        )}
      </div>

      {welcomeShown && firstWelcome && <WelcomeDialog open={welcomeOpen} onViewMatches={onViewMatches} />}
      {shareShown && <ShareDialog open={shareOpen} busy={sharing} onConfirm={() => void onShare()} onCancel={() => setShareOpen(false)} />}
      {signedIn && (
        <>
          {saveShown && <SaveSessionDialog open={saveOpen} onClose={() => setSaveOpen(false)} sessionId={sessionId} resultsCount={count} />}
          {loadShown && <LoadSessionDialog open={loadOpen} onClose={() => setLoadOpen(false)} onRestored={onRestored} />}
        </>
      )}
    </div>
    </ShortlistProvider>
    </CriteriaProvider>
    </NumbersBasisProvider>
  );
}
