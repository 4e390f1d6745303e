"use client";

import dynamic from "next/dynamic";
import { memo, useCallback, useEffect, useState, type ComponentType } from "react";
import { BakingStatus } from "@/components/search/baking-status";
import { useSearchFlow } from "@/components/search/use-search-flow";
import { CheckIcon } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast-store";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { useIdlePreload } from "@/components/ui/use-idle-preload";
import { loadServerPreferences, resetPreferences, updatePreferences, usePreferencesStore } from "@/client/preferences-store";
import { priceRangeError } from "@/lib/preferences/edit";
import type { StoredPreferences } from "@/lib/preferences/schema";
import { ALWAYS_SHOWN_STEPS, stepProgress, type StepId } from "@/lib/preferences/steps";
import { SEARCH_MESSAGES } from "@/lib/search/messages";
import { newSessionId } from "@/lib/session-id";
import { setCurrentSessionId } from "@/client/session-id";
import {
  AgeStyleSection,
  AvoidSection,
  CommuteSection,
  DevelopmentSection,
  ImportanceSection,
  InvestmentSection,
  KeySearchSection,
  LocationsSection,
  MarketStatusSection,
  PriceRangeSection,
  ProximitySection,
  RenovationSection,
  RiskSection,
  SplitLivingSection,
  type Edit,
} from "./sections";
import { Section } from "@/components/ui/section";
import { CriteriaSection } from "./criteria-section";
import { FinanceSection } from "./finance-section";
import { Button, ButtonLink } from "@/components/ui/button";

// The search dialog (and the dialog library under it) is not in the page's first load: it is fetched once
// the page is idle, so it is ready before Find Matches is pressed, and so is the matches route the search
// opens (docs/PERFORMANCE.md, "First results").
const loadSearchDialog = () => import("@/components/search/search-dialog").then((m) => m.SearchDialog);
const SearchDialog = dynamic(loadSearchDialog, { ssr: false });

/**
 * Memoised: a body re-renders only when the preferences object changes, not on every
 * change of the panel's state (the store's status, the session id, the search flow).
 */
const SECTION_BODIES: Record<StepId, ComponentType<{ prefs: StoredPreferences; edit: Edit }>> = {
  marketStatus: memo(MarketStatusSection),
  priceRange: memo(PriceRangeSection),
  importance: memo(ImportanceSection),
  locations: memo(LocationsSection),
  keySearch: memo(KeySearchSection),
  riskOverlay: memo(RiskSection),
  investmentGoals: memo(InvestmentSection),
  avoidOverlay: memo(AvoidSection),
  propertyAgeStyle: memo(AgeStyleSection),
  proximityToAmenities: memo(ProximitySection),
  destinations: memo(CommuteSection),
  splitLiving: memo(SplitLivingSection),
  developmentPotential: memo(DevelopmentSection),
  renovationPotential: memo(RenovationSection),
};

/** Stable across renders, so the memoised bodies don't re-render for a new function. */
const edit: Edit = (fn) => updatePreferences(fn);

/**
 * The filters panel (spec 2 section 2): a sticky Filter Progress header with step
 * chips, New and View Sessions, every section in the spec's order (conditional ones
 * collapsible), Find Matches once every step is complete, and the search flow.
 */
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

export function FiltersPanel({ signedIn }: { signedIn: boolean }) {
  const { preferences, status, sessionId, loadError } = usePreferencesStore();
  const flow = useSearchFlow();
  const [collapsed, setCollapsed] = useState<ReadonlySet<StepId | "finance" | "criteria">>(new Set());
  const dialogShown = useOpenedOnce(flow.state.step === "dialog");

  useEffect(() => {
    if (sessionId) void loadServerPreferences(sessionId);
  }, [sessionId]);

  const progress = stepProgress(preferences);
  const loading = status !== "ready";
  const running = flow.state.step === "estimating" || flow.state.step === "starting" || flow.state.step === "waiting";
  const canSearch = progress.allComplete && !priceRangeError(preferences.priceRange);
  // Only once Find Matches can be pressed: a page still being filled in doesn't pay for the dialog's code.
  // Once its code is here the dialog is mounted, closed: a lazy component's first render suspends, and
  // React reveals what a Suspense boundary held back no sooner than 300 ms after it (its throttle), which
  // the dialog would otherwise add to every first search.
  const [dialogReady, setDialogReady] = useState(false);
  const preloadSearchDialog = useCallback(() => void loadSearchDialog().then(() => setDialogReady(true), () => undefined), []);
  useIdlePreload(preloadSearchDialog, { enabled: canSearch && !loading });
  useIdlePreload(flow.prepareMatches, { enabled: canSearch && !loading });

  const toggle = (id: StepId | "finance" | "criteria") =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const goTo = (id: StepId) => {
    setCollapsed((c) => {
      const next = new Set(c);
      next.delete(id);
      return next;
    });
    requestAnimationFrame(() => document.getElementById(`section-${id}`)?.scrollIntoView({ behavior: "smooth", block: "start" }));
  };

  const startNew = () => {
    flow.reset();
    const old = sessionId;
    const id = newSessionId();
    if (old) resetPreferences({ sessionId: old });
    setCurrentSessionId(id);
    resetPreferences({ sessionId: id });
    setCollapsed(new Set());
    toast({ ...SEARCH_MESSAGES.newSession, variant: "success" });
  };

  const statusText =
    flow.state.step === "estimating" ? (flow.state.phase === "sending" ? "Sending request..." : "Waiting for results") : flow.state.step === "starting" ? "Sending request..." : "Waiting for results";

  return (
    <div className="relative" ref={holdSectionsClear}>
      <div className="sticky top-16 z-20 -mx-4 border-b border-gray-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm" data-testid="filter-progress">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="font-semibold text-ink">Filter Progress</p>
            <p className="text-sm text-gray-600" data-testid="progress-count">
              {loading ? "Loading..." : `${progress.completed} of ${progress.total} completed`}
            </p>
          </div>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={startNew} className="min-h-10 px-3 font-semibold text-gray-800">
              New
            </Button>
            <ButtonLink href="/sessions" variant="outline" size="sm" className="min-h-10 px-3 font-semibold text-gray-800">
              View Sessions
            </ButtonLink>
          </div>
        </div>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200"
          role="progressbar"
          aria-label="Filter progress"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={loading ? 0 : progress.completed}
        >
          <div className="h-full rounded-full bg-crust-600 transition-all" style={{ width: `${loading ? 0 : (progress.completed / progress.total) * 100}%` }} />
        </div>
        {/* Phones scroll the chips sideways, with the right edge fading out to show there is more;
            from 640 px they wrap, so none runs past the card. While loading they keep their place
            (no layout shift when they appear) but are hidden and inert. */}
        <nav
          aria-label="Filter steps"
          inert={loading}
          className={`relative -mx-1 mt-2 flex gap-1.5 overflow-x-auto px-1 pb-1 [mask-image:linear-gradient(to_right,black_85%,transparent)] sm:flex-wrap sm:overflow-visible sm:[mask-image:none] ${loading ? "invisible" : ""}`}
          data-testid={loading ? undefined : "step-chips"}
        >
          {progress.steps.map((s) => (
            <button
              key={s.id}
              type="button"
              onClick={() => goTo(s.id)}
              data-testid={`step-chip-${s.id}`}
              className={`shrink-0 rounded-full border px-2.5 py-1 text-xs font-medium ${s.complete ? "border-green-300 bg-green-50 text-green-800" : "border-gray-300 bg-white text-gray-700 hover:bg-gray-50"}`}
            >
              {s.complete && <CheckIcon className="-ml-0.5 mr-0.5 inline h-3.5 w-3.5 align-[-2px]" />}
              {s.chip}
              <span className="sr-only">{s.complete ? " (complete)" : " (incomplete)"}</span>
            </button>
          ))}
        </nav>
      </div>

      <div className="mt-4 space-y-4">
        {!loading && loadError && (
          <p role="status" data-testid="preferences-load-error" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {loadError}
          </p>
        )}
        {/* While the stored preferences load (and in the server's HTML) the sections are there with their
            headings, each body hidden under a "Loading Filters..." placeholder row (ui.tsx Section). */}
        <div aria-busy={loading || undefined} data-testid={loading ? "filters-loading" : undefined} className="space-y-4">
          {progress.steps.map((s) => {
            const Body = SECTION_BODIES[s.id];
            const collapsible = !ALWAYS_SHOWN_STEPS.includes(s.id);
            return (
              <Section
                key={s.id}
                id={s.id}
                title={s.title}
                complete={s.complete}
                collapsible={collapsible}
                expanded={!collapsible || !collapsed.has(s.id)}
                onToggle={() => toggle(s.id)}
                loading={loading}
              >
                <Body prefs={preferences} edit={edit} />
              </Section>
            );
          })}
          <Section
            id="finance"
            title="Your finance"
            description="Your deposit, loan and income: every cash flow, purchase cost and highest offer is worked out with them."
            complete={preferences.finance !== undefined}
            optional
            collapsible
            expanded={!collapsed.has("finance")}
            onToggle={() => toggle("finance")}
            loading={loading}
          >
            <FinanceSection prefs={preferences} edit={edit} signedIn={signedIn} />
          </Section>
          <Section
            id="criteria"
            title="Your criteria"
            description="Pass or fail: every listing is checked against them, and Meets my criteria on your matches keeps only those that pass. Leave a field empty to skip it."
            complete={preferences.criteria !== undefined}
            optional
            collapsible
            expanded={!collapsed.has("criteria")}
            onToggle={() => toggle("criteria")}
            loading={loading}
          >
            <CriteriaSection prefs={preferences} edit={edit} />
          </Section>
        </div>
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-gray-200 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        {running ? (
          <BakingStatus status={statusText} />
        ) : canSearch && !loading ? (
          <Button onClick={() => void flow.findMatches()} size="xl" className="w-full text-lg font-bold shadow" data-testid="find-matches">
            Find Matches
          </Button>
        ) : (
          <p className="text-center text-sm text-gray-600">Complete every step to find your matches.</p>
        )}
      </div>

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
