"use client";

import { useState } from "react";
import { DialogFrame } from "@/components/ui/dialog";
import { answerClaim, usePreferencesStore } from "@/client/preferences-store";
import { Button } from "@/components/ui/button";

/**
 * Shown when a signed-in user edits a search someone started without signing in
 * (a guest's link): taking it over is their explicit choice, and the guest keeps
 * reading it by its link. "Not now" drops the edit and reloads the guest's copy.
 */
export function ClaimSessionDialog() {
  const { saveStatus } = usePreferencesStore();
  const [busy, setBusy] = useState(false);
  const open = saveStatus === "claim-required";

  async function answer(takeOver: boolean) {
    setBusy(true);
    try {
      await answerClaim(takeOver);
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrame open={open} onClose={() => !busy && void answer(false)} title="Take over this search?" testId="claim-session-dialog" role="alertdialog">
      <p className="text-sm text-gray-700">
        This search was started by someone who wasn&apos;t signed in. To keep your changes, take it over: it becomes one of your sessions, and anyone with its
        link can still view it.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => void answer(false)} disabled={busy} className="rounded-md px-4 py-2 font-semibold text-gray-700 hover:bg-gray-100">
          Not now
        </button>
        <Button onClick={() => void answer(true)} disabled={busy} aria-busy={busy || undefined} className="disabled:opacity-60">
          Take it over
        </Button>
      </div>
    </DialogFrame>
  );
}
