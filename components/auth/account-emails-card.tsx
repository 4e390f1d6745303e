"use client";

import { useEffect, useState } from "react";
import { getResultsEmails, saveResultsEmails } from "@/client/account-emails";
import { ApiError } from "@/client/api";
import { toast } from "@/components/ui/toast-store";
import { ACCOUNT_EMAILS_COPY } from "@/lib/auth/messages";

/**
 * E-mails: whether a search e-mails "Your matches are ready" (sent at most once per search session,
 * server/search/results-email.ts). Saved as it is ticked.
 */
export function AccountEmailsCard() {
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getResultsEmails().then(
      (value) => live && setOn(value),
      () => live && setOn(true),
    );
    return () => {
      live = false;
    };
  }, []);

  async function change(next: boolean) {
    setBusy(true);
    try {
      setOn(await saveResultsEmails(next));
      toast({ title: ACCOUNT_EMAILS_COPY.saved, description: next ? ACCOUNT_EMAILS_COPY.savedOn : ACCOUNT_EMAILS_COPY.savedOff, variant: "success" });
    } catch (err) {
      toast({ title: ACCOUNT_EMAILS_COPY.notSaved, description: err instanceof ApiError && err.serverMessage ? err.serverMessage : "Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="account-emails-title" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm" data-testid="account-emails">
      <h2 id="account-emails-title" className="text-lg font-semibold text-ink">
        {ACCOUNT_EMAILS_COPY.title}
      </h2>
      <label className="mt-3 flex items-start gap-3 text-sm text-gray-700">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-crust-700"
          checked={on ?? true}
          disabled={on === null || busy}
          onChange={(e) => void change(e.target.checked)}
          data-testid="results-emails"
        />
        <span>
          <span className="font-medium text-ink">{ACCOUNT_EMAILS_COPY.resultsLabel}</span>
          <span className="mt-0.5 block text-gray-600">{ACCOUNT_EMAILS_COPY.resultsHint}</span>
        </span>
      </label>
    </section>
  );
}
