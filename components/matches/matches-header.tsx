"use client";

/** The matches screen's header: the title, the match count, the session id and the guest's hint, beside the toolbar. */

import dynamic from "next/dynamic";
import { SignInLink } from "@/components/auth/sign-in-link";
import { Button } from "@/components/ui/button";
import { MATCHES_COPY, matchCountLine, TOASTS } from "@/lib/matches/copy";
import { ExportButtons } from "./shortlist-toolbar";
import type { MatchesScreen } from "./use-matches-screen";

// Watch (docs/WATCHES.md): shown to the session's owner once it has matches; loaded when shown, not with the page.
const WatchButton = dynamic(() => import("@/components/sessions/watch-button").then((m) => m.WatchButton), { ssr: false });

/** The toolbar's buttons: a little narrower than a dialog's, with room for an icon. */
const TOOLBAR = "inline-flex items-center gap-1.5 px-3.5 disabled:cursor-not-allowed disabled:opacity-50";

export function MatchesHeader({ screen: s }: { screen: MatchesScreen }) {
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{MATCHES_COPY.title}</h1>
        <p className="mt-1 text-gray-700" data-testid="match-count" aria-live="polite">
          {s.loading ? "\u00a0" : matchCountLine(s.count, s.matched)}
        </p>
        {/* One line: the id never breaks inside (it wrapped mid-UUID at 390 px); a narrower screen cuts it with an
            ellipsis, the whole id still in the text (copied, read out) and its tooltip. */}
        <p className="mt-1 flex min-w-0 items-baseline gap-1 text-xs whitespace-nowrap text-gray-500" data-testid="session-id-line">
          <span className="shrink-0">{MATCHES_COPY.sessionId}</span>
          <span className="min-w-0 truncate font-mono" title={s.sessionId} data-testid="session-id">
            {s.sessionId}
          </span>
        </p>
        {!s.signedIn && (
          <p className="mt-2 text-sm text-gray-600" data-testid="guest-hint">
            <SignInLink returnTo="/matches" className="font-semibold text-crust-700 underline">
              Sign in
            </SignInLink>{" "}
            to save your preferences and sessions.
          </p>
        )}
      </div>
      <MatchesToolbar screen={s} />
    </header>
  );
}

/** Share Results; for a signed-in viewer Save Session, Watch, the exports and Load Session; Refresh. */
function MatchesToolbar({ screen: s }: { screen: MatchesScreen }) {
  const { count, shortlist, onShortlist, canSave } = s;
  return (
    <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Matches actions">
      {count > 0 && (
        <Button size="sm" className={TOOLBAR} onClick={() => s.dialogs.setShareOpen(true)} disabled={s.sharing}>
          {MATCHES_COPY.shareResults}
        </Button>
      )}
      {s.signedIn && (
        <>
          <Button
            variant="secondary"
            size="sm"
            className={TOOLBAR}
            onClick={s.onSaveClick}
            aria-disabled={!canSave}
            data-disabled={!canSave || undefined}
            title={canSave ? undefined : TOASTS.noPreferences.description}
            style={canSave ? undefined : { opacity: 0.5 }}
          >
            {MATCHES_COPY.saveSession}
          </Button>
          {count > 0 && <WatchButton sessionId={s.sessionId} className={TOOLBAR} />}
          {(onShortlist ? shortlist.items.length : count) > 0 && <ExportButtons sessionId={s.sessionId} scope={onShortlist ? "shortlist" : "matches"} className={TOOLBAR} allowance={shortlist.exports} onExported={shortlist.refresh} />}
          <Button variant="secondary" size="sm" className={TOOLBAR} onClick={() => s.dialogs.setLoadOpen(true)}>
            {MATCHES_COPY.loadSession}
          </Button>
        </>
      )}
      <Button variant="secondary" size="sm" className={TOOLBAR} onClick={() => void s.onRefresh()} disabled={s.refreshing}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 ${s.refreshing ? "animate-spin" : ""}`} fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M16 10a6 6 0 1 1-1.8-4.3M16 4v3.5h-3.5" />
        </svg>
        {MATCHES_COPY.refresh}
      </Button>
    </div>
  );
}
