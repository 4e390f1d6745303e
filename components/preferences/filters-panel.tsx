"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useState } from "react";
import { BakingStatus } from "@/components/search/baking-status";
import { useSearchFlow, type FlowState } from "@/components/search/use-search-flow";
import { toast } from "@/components/ui/toast-store";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { useIdlePreload } from "@/components/ui/use-idle-preload";
import { loadServerPreferences, resetPreferences, usePreferencesStore } from "@/client/preferences-store";
import { priceRangeError } from "@/lib/preferences/edit";
import { stepProgress } from "@/lib/preferences/steps";
import { SEARCH_MESSAGES } from "@/lib/search/messages";
import { newSessionId } from "@/lib/session-id";
import { setCurrentSessionId } from "@/client/session-id";
import { Button } from "@/components/ui/button";
import { FilterProgress } from "./filter-progress";
import { FilterSections } from "./filter-sections";
import { useCollapsedSections } from "./use-collapsed-sections";

// The search dialog (and the dialog library under it) is not in the page's first load: it is fetched once
// the page is idle, so it is ready before Find Matches is pressed, and so is the matches route the search
// opens (docs/PERFORMANCE.md, "First results").
const loadSearchDialog = () => import("@/components/search/search-dialog").then((m) => m.SearchDialog);
const SearchDialog = dynamic(loadSearchDialog, { ssr: false });

/**
 * A section jumped to (a step chip, a link to #section-…) stops below the sticky progress card, whose height
 * follows the chips' rows: its height is kept in --filter-progress-h on the panel, which Section's scroll margin reads.
 */
function holdSectionsClear(panel: HTMLDivElement | null) {
  const card = panel?.querySelector<HTMLElement>("[data-testid=filter-progress]");
  if (!panel || !card) return;
  const observer = new ResizeObserver(() => panel.style.setProperty("--filter-progress-h", `${card.offsetHeight}px`));
  observer.observe(card);
  return () => observer.disconnect();
}

/** The bar under the sections: the search's progress while it runs, else Find Matches once every step is complete. */
function FindMatchesBar({ state, ready, onFind }: { state: FlowState; ready: boolean; onFind: () => void }) {
  const running = state.step === "estimating" || state.step === "starting" || state.step === "waiting";
  const statusText = state.step === "estimating" ? (state.phase === "sending" ? "Sending request..." : "Waiting for results") : state.step === "starting" ? "Sending request..." : "Waiting for results";
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-gray-200 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
      {running ? (
        <BakingStatus status={statusText} />
      ) : ready ? (
        <Button onClick={onFind} size="xl" className="w-full text-lg font-bold shadow" data-testid="find-matches">
          Find Matches
        </Button>
      ) : (
        <p className="text-center text-sm text-gray-600">Complete every step to find your matches.</p>
      )}
    </div>
  );
}

/**
 * The filters panel (spec 2 section 2): a sticky Filter Progress header with step
 * chips, New and View Sessions, every section in the spec's order (conditional ones
 * collapsible), Find Matches once every step is complete, and the search flow.
 */
export function FiltersPanel({ signedIn }: { signedIn: boolean }) {
  const { preferences, status, sessionId, loadError } = usePreferencesStore();
  const flow = useSearchFlow();
  const sections = useCollapsedSections();
  const dialogShown = useOpenedOnce(flow.state.step === "dialog");

  useEffect(() => {
    if (sessionId) void loadServerPreferences(sessionId);
  }, [sessionId]);

  const progress = stepProgress(preferences);
  const loading = status !== "ready";
  const canSearch = progress.allComplete && !priceRangeError(preferences.priceRange);
  // Only once Find Matches can be pressed: a page still being filled in doesn't pay for the dialog's code.
  // Once its code is here the dialog is mounted, closed: a lazy component's first render suspends, and
  // React reveals what a Suspense boundary held back no sooner than 300 ms after it (its throttle), which
  // the dialog would otherwise add to every first search.
  const [dialogReady, setDialogReady] = useState(false);
  const preloadSearchDialog = useCallback(() => void loadSearchDialog().then(() => setDialogReady(true), () => undefined), []);
  useIdlePreload(preloadSearchDialog, { enabled: canSearch && !loading });
  useIdlePreload(flow.prepareMatches, { enabled: canSearch && !loading });

  const startNew = () => {
    flow.reset();
    const old = sessionId;
    const id = newSessionId();
    if (old) resetPreferences({ sessionId: old });
    setCurrentSessionId(id);
    resetPreferences({ sessionId: id });
    sections.expandAll();
    toast({ ...SEARCH_MESSAGES.newSession, variant: "success" });
  };

  return (
    <div className="relative" ref={holdSectionsClear}>
      <FilterProgress progress={progress} loading={loading} onNew={startNew} onGoTo={sections.goTo} />

      <div className="mt-4 space-y-4">
        {!loading && loadError && (
          <p role="status" data-testid="preferences-load-error" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {loadError}
          </p>
        )}
        {/* While the stored preferences load (and in the server's HTML) the sections are there with their
            headings, each body hidden under a "Loading Filters..." placeholder row (ui.tsx Section). */}
        <FilterSections steps={progress.steps} preferences={preferences} loading={loading} collapsed={sections.collapsed} toggle={sections.toggle} goTo={sections.goTo} signedIn={signedIn} />
      </div>

      <FindMatchesBar state={flow.state} ready={canSearch && !loading} onFind={() => void flow.findMatches()} />

      {(dialogShown || dialogReady) && (
        <SearchDialog
          key={flow.state.step === "dialog" ? "dialog-open" : "dialog-closed"}
          open={flow.state.step === "dialog"}
          estimate={flow.state.step === "dialog" ? flow.state.estimate : null}
          signedIn={signedIn}
          onConfirm={() => void flow.confirm()}
          onShareEmail={flow.shareEmail}
          onClose={flow.dismiss}
        />
      )}
    </div>
  );
}
