"use client";

import { useEffect, useMemo, useSyncExternalStore } from "react";
import { GUEST_OWN_SEARCH_KEY, GUEST_VIEWING_KEY } from "@/lib/matches/copy";
import { markOwnGuestSearch, markSharedView, readViewing, type Viewing } from "@/lib/matches/viewing";
import { isSessionId } from "@/lib/session-id";
import { getCurrentSessionId, SESSION_CHANGED_EVENT, SESSION_STORAGE_KEY } from "@/client/session-id";

function subscribeSession(cb: () => void) {
  window.addEventListener(SESSION_CHANGED_EVENT, cb);
  window.addEventListener("storage", cb);
  return () => {
    window.removeEventListener(SESSION_CHANGED_EVENT, cb);
    window.removeEventListener("storage", cb);
  };
}

function readSessionId(): string | null {
  try {
    const v = window.localStorage.getItem(SESSION_STORAGE_KEY);
    return isSessionId(v) ? v : null;
  } catch {
    return null;
  }
}

/** The current session id (localStorage current_session_id); null during server render. */
export function useCurrentSessionId(): string | null {
  const id = useSyncExternalStore(subscribeSession, readSessionId, () => null);
  useEffect(() => {
    // First visit: create and store an id so the screen has a session to show.
    if (id) return;
    const created = getCurrentSessionId();
    window.dispatchEvent(new CustomEvent(SESSION_CHANGED_EVENT, { detail: created }));
  }, [id]);
  return id;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Both flags as one string, so useSyncExternalStore compares a primitive. */
function readFlags(): string {
  const s = sessionStorageOrNull();
  return s ? `${s.getItem(GUEST_VIEWING_KEY) ?? ""}|${s.getItem(GUEST_OWN_SEARCH_KEY) ?? ""}` : "|";
}

/**
 * How this tab views the current session (lib/matches/viewing): the beta gate is bypassed
 * for a session opened through /session/{id} (spec 2 section 6) and for a guest's own
 * search; only the first is a shared view (no polling, no "Analysing…").
 */
export function useViewing(sessionId: string | null): Viewing {
  const flags = useSyncExternalStore(subscribeSession, readFlags, () => "|");
  return useMemo(() => {
    const [shared, own] = flags.split("|");
    const snapshot = new Map([
      [GUEST_VIEWING_KEY, shared],
      [GUEST_OWN_SEARCH_KEY, own],
    ]);
    return readViewing({ getItem: (k) => snapshot.get(k) || null }, sessionId);
  }, [flags, sessionId]);
}

function withStorage(write: (s: Storage) => void) {
  const s = sessionStorageOrNull();
  if (!s) return; // Storage disabled: the viewer meets the beta gate instead.
  try {
    write(s);
    window.dispatchEvent(new CustomEvent(SESSION_CHANGED_EVENT));
  } catch {
    // Quota or privacy mode: as above.
  }
}

/** /session/{id} restored a session: a shared view. */
export function markSessionLinkViewing(sessionId: string) {
  withStorage((s) => markSharedView(s, sessionId));
}

/** A guest's own search delivered its first results. */
export function markGuestSearch(sessionId: string) {
  withStorage((s) => markOwnGuestSearch(s, sessionId));
}

function subscribeMedia(query: string) {
  return (cb: () => void) => {
    const mql = window.matchMedia(query);
    mql.addEventListener("change", cb);
    return () => mql.removeEventListener("change", cb);
  };
}

export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useMemo(() => subscribeMedia(query), [query]);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
