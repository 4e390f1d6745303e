"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";
import { SignInLink } from "@/components/auth/sign-in-link";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { retrySave, usePreferencesStore } from "@/client/preferences-store";
import { SHARED_SEARCH_COPY } from "@/lib/sessions/copy";
import { FiltersPanel } from "./filters-panel";

// Loads (with the dialog library) when a save first needs the answer, not with the page.
const ClaimSessionDialog = dynamic(() => import("./claim-dialog").then((m) => m.ClaimSessionDialog), { ssr: false });

const ID_PLACEHOLDER = "00000000-0000-0000-0000-000000000000";

/**
 * /preferences: title, the session id, the guest's sign-in hint and the filters panel. Someone else's
 * search (a shared link) says that edits go to a copy of the viewer's own, and says so again when
 * the copy is made; a save that failed says why and offers to try again, never passing as saved.
 */
export function PreferencesScreen({ signedIn }: { signedIn: boolean }) {
  const { sessionId, saveStatus, saveError, yours, copiedFrom } = usePreferencesStore();
  const claimShown = useOpenedOnce(signedIn && saveStatus === "claim-required");
  useEffect(() => {
    if (copiedFrom) toast({ ...SHARED_SEARCH_COPY.copiedToast, variant: "success" });
  }, [copiedFrom]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">Your Preferences</h1>
      <p className="mt-1 text-sm break-all text-gray-600">
        Session ID: <span data-testid="session-id" className="font-mono">{sessionId ?? ""}</span>
        {/* The id is read from localStorage after hydration; until then an invisible id of the same length (monospace,
            so it wraps the same way on a phone) holds its place, so nothing below moves when it appears. */}
        {!sessionId && (
          <span aria-hidden="true" className="invisible font-mono">
            {ID_PLACEHOLDER}
          </span>
        )}
      </p>
      {!signedIn && (
        <p className="mt-3 rounded-lg border border-crust-200 bg-crust-50 px-4 py-3 text-sm text-crust-900" data-testid="sign-in-hint">
          <SignInLink returnTo="/preferences" className="font-semibold underline">
            Sign in
          </SignInLink>{" "}
          to save your preferences and sessions.
        </p>
      )}
      {!yours && (
        <p className="mt-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900" role="status" data-testid="shared-search-notice">
          {SHARED_SEARCH_COPY.preferencesNotice}
        </p>
      )}
      {copiedFrom && (
        <p className="mt-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900" data-testid="copied-search-notice">
          {SHARED_SEARCH_COPY.copiedNotice}
        </p>
      )}
      {saveStatus === "error" && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900" role="alert" data-testid="save-error">
          <p className="min-w-0 flex-1">
            {SHARED_SEARCH_COPY.saveFailed} {saveError}
          </p>
          <Button variant="secondary" onClick={() => void retrySave()}>
            Try again
          </Button>
        </div>
      )}
      <div className="mt-6">
        <FiltersPanel signedIn={signedIn} />
      </div>
      {claimShown && <ClaimSessionDialog />}
    </div>
  );
}
