"use client";

import { mutate } from "swr";
import { toast } from "@/components/ui/toast-store";
import { applyPreferences } from "@/client/preferences-store";
import { TOASTS } from "@/lib/matches/copy";
import { SHARED_SEARCH_COPY } from "@/lib/sessions/copy";
import type { SavedPreferenceItem } from "@/lib/matches/types";
import { MALFORMED_UUID_MESSAGE } from "@/lib/constants";
import { isSessionId } from "@/lib/session-id";
import { setCurrentSessionId } from "@/client/session-id";
import { ApiError } from "@/client/api";
import { listingsKey, sessionsApi } from "@/client/sessions";

/**
 * Restoring (spec 2 section 4):
 * - a saved item with session_id: check access, make it the current session, apply its
 *   preferences, then load its listings;
 * - a saved item without one: apply its preferences to the current session; the matches
 *   screen then resets the analysis state and refetches with forced analyzing;
 * - a session by id (Load by ID): the same as the first, with the session's own preferences.
 */
export type RestoreResult = { kind: "session"; sessionId: string } | { kind: "preferences" };

/** Loads the restored session's listings into the cache; "Fetch Failed" when that fails. */
async function loadListings(sessionId: string) {
  try {
    const data = await sessionsApi.listings(sessionId);
    await mutate(listingsKey(sessionId), data, { revalidate: false });
  } catch {
    toast({ ...TOASTS.fetchFailed, variant: "destructive" });
  }
}

/** Restores a session; whether it is the viewer's own (someone else's is opened, not restored: SHARED_SEARCH_COPY). */
async function restoreSession(sessionId: string, preferences: Record<string, unknown> | null): Promise<boolean> {
  // The server decides: a private session of someone else fails here, before anything changes locally.
  const info = await sessionsApi.session(sessionId);
  setCurrentSessionId(sessionId);
  // Only a session this viewer may write gets the preferences saved back to it; someone else's is marked so an edit makes a copy.
  applyPreferences(info.yours ? (preferences ?? info.session_data ?? {}) : info.session_data, { sessionId, save: info.yours && (info.is_owner || !info.has_owner), yours: info.yours });
  await loadListings(sessionId);
  return info.yours;
}

const restoredToast = (yours: boolean) => (yours ? { ...TOASTS.sessionRestored, variant: "success" as const } : { ...SHARED_SEARCH_COPY.openedToast, variant: "success" as const });

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : null);

/** Restores a saved item; toasts the outcome. `wording` picks the spec's "preferences" or "session" failure text. */
export async function restoreSavedItem(item: SavedPreferenceItem, wording: "preferences" | "session"): Promise<RestoreResult | null> {
  try {
    if (item.session_id) {
      toast(restoredToast(await restoreSession(item.session_id, item.preferences)));
      return { kind: "session", sessionId: item.session_id };
    }
    applyPreferences(item.preferences);
    toast({ ...TOASTS.preferencesRestored, variant: "success" });
    return { kind: "preferences" };
  } catch (err) {
    const t = wording === "preferences" ? TOASTS.restoreFailedPreferences : TOASTS.restoreFailedSession;
    toast({ title: t.title, description: messageOf(err) ?? t.fallback, variant: "destructive" });
    return null;
  }
}

/** Load by ID. */
export async function restoreSessionById(sessionId: string): Promise<RestoreResult | null> {
  // Spec 1 section 5: not a session id at all; no request (its 400 would only reach the console).
  if (!isSessionId(sessionId)) {
    toast({ title: TOASTS.restoreFailedSession.title, description: MALFORMED_UUID_MESSAGE, variant: "destructive" });
    return null;
  }
  try {
    toast(restoredToast(await restoreSession(sessionId, null)));
    return { kind: "session", sessionId };
  } catch (err) {
    toast({ title: TOASTS.restoreFailedSession.title, description: messageOf(err) ?? TOASTS.restoreFailedSession.fallback, variant: "destructive" });
    return null;
  }
}
