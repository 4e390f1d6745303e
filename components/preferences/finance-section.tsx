"use client";

import Link from "next/link";
import { useEffect } from "react";
import { getAccountFinance } from "@/client/account-finance";
import { applyPreferences, getPreferences, usePreferencesStore } from "@/client/preferences-store";
import { isBlankFinance } from "@/lib/finance/form";
import { emptyPreferences, type StoredPreferences } from "@/lib/preferences/schema";
import { FinanceFields } from "./finance-fields";
import type { Edit } from "./sections";

/** Sessions this page already offered the account defaults to: a cleared form isn't refilled. */
const seeded = new Set<string>();
const EMPTY = JSON.stringify(emptyPreferences());

/**
 * A new search starts from the signed-in user's account finance defaults: once the session's
 * stored copy has loaded and is still empty, the defaults are put in the form without a save (they
 * are saved with the first edit, like every other answer).
 */
function useAccountDefaults(signedIn: boolean) {
  const { sessionId, status, preferences } = usePreferencesStore();
  const fresh = status === "ready" && JSON.stringify(preferences) === EMPTY;
  useEffect(() => {
    if (!signedIn || !sessionId || !fresh || seeded.has(sessionId)) return;
    seeded.add(sessionId);
    let live = true;
    getAccountFinance().then(
      (finance) => {
        const now = getPreferences();
        if (!live || isBlankFinance(finance ?? undefined) || JSON.stringify(now) !== EMPTY) return;
        applyPreferences({ ...now, finance: finance ?? undefined }, { save: false });
      },
      // Without them the search starts from Propie's defaults, as a guest's does.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn, sessionId, fresh]);
}

function withFinance(p: StoredPreferences, finance: StoredPreferences["finance"]): StoredPreferences {
  const { finance: _old, ...rest } = p;
  void _old;
  return finance ? { ...rest, finance } : rest;
}

/** The "Your finance" section of /preferences (docs/FINANCE.md §14). */
export function FinanceSection({ prefs, edit, signedIn }: { prefs: StoredPreferences; edit: Edit; signedIn: boolean }) {
  useAccountDefaults(signedIn);
  return (
    <div className="space-y-3">
      <FinanceFields idPrefix="finance" value={prefs.finance} maxPrice={prefs.priceRange.max} onValid={(finance) => edit((p) => withFinance(p, finance))} />
      {signedIn && (
        <p className="text-xs text-gray-600" data-testid="finance-account-note">
          New searches start from the finance defaults in your{" "}
          <Link href="/account#finance-defaults" className="font-semibold text-crust-800 underline">
            account settings
          </Link>
          .
        </p>
      )}
    </div>
  );
}
