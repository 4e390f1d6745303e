"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { apiFetch } from "@/client/api";
import { viewerSchema, type Viewer } from "@/lib/auth/viewer";

/**
 * Who is looking (GET /api/viewer), for the static pages' signed-in parts: asked
 * once per page load, again after each navigation (a sign-in or sign-out ends in
 * one) and when the tab regains focus. A small store rather than SWR because the
 * root layout carries it on every page (so does the fetch layer, which imports no zod;
 * the answer's parser is hand-written). `undefined` until the first answer: show
 * the guest's version then, which is what most visitors of a static page are.
 */
type State = Viewer["user"] | undefined;
let state: State = undefined;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  for (const l of listeners) l();
}

function load(): Promise<void> {
  inFlight ??= apiFetch("/api/viewer", { schema: viewerSchema })
    .then((v) => set(v.user))
    .catch(() => {
      // Unknown stays unknown (the guest's version); the next navigation asks again.
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("focus", refreshViewer);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("focus", refreshViewer);
  };
}

export function useViewer(): State {
  const viewer = useSyncExternalStore(subscribe, () => state, () => undefined);
  const pathname = usePathname();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === pathname) return;
    const first = asked.current === null;
    asked.current = pathname;
    // Every component on the page shares one answer: the first to mount asks unless one is known.
    if (first && state !== undefined) return;
    void load();
  }, [pathname]);
  return viewer;
}

/** Forgets the viewer at once (sign-out), before the server's redirect arrives. */
export function forgetViewer(): void {
  set(null);
}

/** Asks again (after signing in, changing or deleting the account). */
export function refreshViewer(): void {
  void load();
}
