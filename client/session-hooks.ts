"use client";

import { useEffect, useMemo, useSyncExternalStore } from "react";
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
