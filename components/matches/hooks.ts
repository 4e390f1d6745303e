"use client";

import { useEffect, useMemo, useSyncExternalStore } from "react";
import { GUEST_VIEWING_KEY } from "@/lib/matches/copy";
import { getCurrentSessionId, isSessionId, SESSION_STORAGE_KEY } from "@/lib/session-id";

const SESSION_EVENT = "propie:session-changed";

function subscribeSession(cb: () => void) {
  window.addEventListener(SESSION_EVENT, cb);
  window.addEventListener("storage", cb);
  return () => {
    window.removeEventListener(SESSION_EVENT, cb);
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
    window.dispatchEvent(new CustomEvent(SESSION_EVENT, { detail: created }));
  }, [id]);
  return id;
}

function readGuestViewing(): string | null {
  try {
    return window.sessionStorage.getItem(GUEST_VIEWING_KEY);
  } catch {
    return null;
  }
}

/**
 * True while the current session is the one this tab opened through /session/{id}
 * (spec 2 section 6: the beta gate is bypassed for that shared session only).
 */
export function useGuestViewing(sessionId: string | null): boolean {
  const flagged = useSyncExternalStore(subscribeSession, readGuestViewing, () => null);
  return sessionId !== null && flagged === sessionId;
}

export function markGuestViewing(sessionId: string) {
  try {
    window.sessionStorage.setItem(GUEST_VIEWING_KEY, sessionId);
  } catch {
    // Storage disabled: the viewer meets the beta gate instead.
  }
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
