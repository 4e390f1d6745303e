"use client";

import { useEffect } from "react";

/**
 * Runs `load` once the page is idle after it mounts (requestIdleCallback, or a timeout where the browser
 * has none): code a page needs on a click — a dialog loaded with next/dynamic — is fetched while the
 * person reads, not after they press (docs/PERFORMANCE.md, "First results"). `load` must be stable.
 */
export function useIdlePreload(load: () => void, { timeoutMs = 2_000, enabled = true }: { timeoutMs?: number; enabled?: boolean } = {}) {
  useEffect(() => {
    if (!enabled) return;
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => load(), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(load, Math.min(timeoutMs, 1_000));
    return () => window.clearTimeout(timer);
  }, [load, timeoutMs, enabled]);
}
