"use client";

import { DialogFrame } from "@/components/ui/dialog";
import { useState } from "react";
import type { Estimate } from "@/lib/search/api";
import { DIALOG_COPY, formatEstimatedTime, formatMatchCount, formatRankedCount } from "@/lib/search/messages";
import { Button } from "@/components/ui/button";

/**
 * The search-ready dialog (spec 2 section 2): Search Results Ready with the count and
 * estimated time, Let's go! for a signed-in user, Share email / No thanks I'll wait
 * for a guest; No Results Found with Let's try again when nothing matches.
 */
export function SearchDialog({
  open,
  estimate,
  signedIn,
  onConfirm,
  onShareEmail,
  onClose,
}: {
  open: boolean;
  estimate: Estimate | null;
  signedIn: boolean;
  onConfirm: () => void;
  onShareEmail: (email: string, confirmEmail: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<"choose" | "email">("choose");
  const [email, setEmail] = useState("");
  const [confirmEmail, setConfirmEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const none = estimate !== null && estimate.searchCount === 0;
  const ranked = estimate ? formatRankedCount(estimate.searchCount, estimate.rankedCount) : null;
  const close = () => {
    setMode("choose");
    onClose();
  };

  return (
    <DialogFrame open={open} onClose={close} title={none ? DIALOG_COPY.noResultsTitle : DIALOG_COPY.readyTitle} testId="search-dialog">
          {none ? (
            <>
              <p className="mt-3 text-gray-700">{DIALOG_COPY.noResultsText}</p>
              <Button onClick={close} size="xl" className="mt-6 w-full">
                {DIALOG_COPY.tryAgain}
              </Button>
            </>
          ) : (
            estimate && (
              <>
                <p className="mt-3 text-lg font-semibold text-ink" data-testid="match-count">
                  {formatMatchCount(estimate.searchCount)}
                </p>
                {ranked && (
                  <p className="mt-1 text-gray-700" data-testid="ranked-count">
                    {ranked}
                  </p>
                )}
                <p className="mt-1 text-gray-700" data-testid="estimated-time">
                  Estimated time: {formatEstimatedTime(estimate.estimatedTime)}
                </p>
                <p className="mt-3 text-sm text-gray-600" data-testid="search-background">
                  {signedIn || mode === "email" ? DIALOG_COPY.background : DIALOG_COPY.backgroundGuest}
                </p>
                {signedIn ? (
                  <Button onClick={onConfirm} size="xl" className="mt-6 w-full">
                    {DIALOG_COPY.letsGo}
                  </Button>
                ) : mode === "choose" ? (
                  <div className="mt-6 flex flex-col gap-3">
                    <Button onClick={() => setMode("email")} size="xl" className="w-full">
                      {DIALOG_COPY.shareEmail}
                    </Button>
                    <Button variant="outline" size="xl" onClick={onConfirm} className="w-full px-4 font-semibold text-gray-800">
                      {DIALOG_COPY.noThanks}
                    </Button>
                  </div>
                ) : (
                  <form
                    // The spec's Email mismatch / Invalid email toasts (use-search-start.ts) instead of the browser's bubbles.
                    noValidate
                    className="mt-5 flex flex-col gap-3"
                    onSubmit={async (e) => {
                      e.preventDefault();
                      if (busy) return;
                      setBusy(true);
                      try {
                        await onShareEmail(email, confirmEmail);
                      } finally {
                        setBusy(false);
                      }
                    }}
                  >
                    <label className="flex flex-col gap-1 text-sm font-medium text-gray-700">
                      Email
                      <input type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className="min-h-11 rounded-md border border-gray-300 px-3 py-2 text-base" />
                    </label>
                    <label className="flex flex-col gap-1 text-sm font-medium text-gray-700">
                      Confirm email
                      <input type="email" required autoComplete="email" value={confirmEmail} onChange={(e) => setConfirmEmail(e.target.value)} className="min-h-11 rounded-md border border-gray-300 px-3 py-2 text-base" />
                    </label>
                    <Button type="submit" disabled={busy} size="xl" className="mt-2 w-full disabled:opacity-60">
                      {DIALOG_COPY.createAccount}
                    </Button>
                    <button type="button" onClick={() => setMode("choose")} className="w-full rounded-lg px-4 py-2 font-semibold text-gray-700 hover:bg-gray-100">
                      {DIALOG_COPY.back}
                    </button>
                  </form>
                )}
              </>
            )
          )}
    </DialogFrame>
  );
}
