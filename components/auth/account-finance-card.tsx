"use client";

import { useEffect, useState } from "react";
import { getAccountFinance, saveAccountFinance } from "@/client/account-finance";
import { ApiError } from "@/client/api";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { FinanceFields } from "@/components/preferences/finance-fields";
import type { FinanceProfileInput } from "@/lib/finance/profile";

type Loaded = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; saved: FinanceProfileInput | undefined };

/**
 * Finance defaults (docs/FINANCE.md §14): the finance every new search's preferences start from.
 * Saved with a button; a refused figure keeps Save disabled and shows the finance core's message.
 */
export function AccountFinanceCard() {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [draft, setDraft] = useState<{ valid: boolean; input: FinanceProfileInput | undefined }>({ valid: true, input: undefined });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getAccountFinance().then(
      (finance) => {
        if (!live) return;
        setLoaded({ state: "ready", saved: finance ?? undefined });
        setDraft({ valid: true, input: finance ?? undefined });
      },
      (err) => live && setLoaded({ state: "failed", message: err instanceof ApiError && err.serverMessage ? err.serverMessage : "Your finance defaults couldn't be loaded." }),
    );
    return () => {
      live = false;
    };
  }, []);

  const saved = loaded.state === "ready" ? loaded.saved : undefined;
  const changed = JSON.stringify(draft.input ?? {}) !== JSON.stringify(saved ?? {});

  async function save() {
    if (!draft.valid || busy) return;
    setBusy(true);
    try {
      const stored = await saveAccountFinance(draft.input ?? null);
      setLoaded({ state: "ready", saved: stored ?? undefined });
      toast({ title: "Finance defaults saved", description: "New searches start from them.", variant: "success" });
    } catch (err) {
      toast({ title: "Finance defaults not saved", description: err instanceof ApiError && err.serverMessage ? err.serverMessage : "Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section id="finance-defaults" aria-labelledby="finance-defaults-title" className="scroll-mt-24 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm" data-testid="account-finance">
      <h2 id="finance-defaults-title" className="text-lg font-semibold text-ink">
        Finance defaults
      </h2>
      <p className="mt-1 text-sm text-gray-600">Your deposit, loan and income as every new search starts with them. Each search can change its own on the preferences page.</p>
      <div className="mt-4">
        {loaded.state === "loading" && <div className="h-40 animate-pulse rounded-lg bg-gray-100" role="status" aria-label="Loading finance defaults" />}
        {loaded.state === "failed" && (
          <p role="alert" className="text-sm text-red-700">
            {loaded.message}
          </p>
        )}
        {loaded.state === "ready" && (
          <>
            <FinanceFields
              idPrefix="account-finance"
              value={saved}
              maxPrice={null}
              onValid={(input) => setDraft({ valid: true, input })}
              onInvalid={() => setDraft((d) => ({ ...d, valid: false }))}
            />
            <div className="mt-4 sm:w-56">
              <Button onClick={() => void save()} disabled={!draft.valid || !changed || busy} aria-busy={busy || undefined} className="w-full disabled:cursor-not-allowed disabled:opacity-60" data-testid="finance-defaults-save">
                {busy ? "Saving…" : "Save defaults"}
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
