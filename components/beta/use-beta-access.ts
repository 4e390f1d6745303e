"use client";

import { useCallback, useEffect, useState } from "react";
import { cacheApproval, clearCachedApproval, readCachedApproval } from "@/lib/beta/cache";

export type BetaStatus = "loading" | "signed_out" | "approved" | "not_approved" | "error";

async function signedInEmail(): Promise<string | null> {
  const res = await fetch("/api/auth/session", { cache: "no-store", credentials: "same-origin" });
  if (!res.ok) throw new Error(`session ${res.status}`);
  const body: unknown = await res.json();
  if (body && typeof body === "object" && "user" in body) {
    const user = (body as { user?: { email?: unknown } }).user;
    if (user && typeof user.email === "string") return user.email;
  }
  return null;
}

/** POST /api/beta-access/check for the signed-in user. Only `approved === true` counts (spec 1 section 6). */
export async function checkBetaApproval(): Promise<"approved" | "not_approved" | "signed_out"> {
  const res = await fetch("/api/beta-access/check", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
    credentials: "same-origin",
  });
  if (res.status === 401) return "signed_out";
  if (!res.ok) throw new Error(`beta check ${res.status}`);
  const body: unknown = await res.json();
  const approved = typeof body === "object" && body !== null && (body as { approved?: unknown }).approved === true;
  return approved ? "approved" : "not_approved";
}

/**
 * The signed-in user's beta status, with the per-e-mail session-storage cache.
 * `recheck` clears the cache and asks the server again ("I already have access").
 */
export function useBetaAccess({ enabled = true }: { enabled?: boolean } = {}) {
  const [status, setStatus] = useState<BetaStatus>("loading");
  const [email, setEmail] = useState<string | null>(null);

  const resolve = useCallback(async (force: boolean): Promise<BetaStatus> => {
    try {
      const current = await signedInEmail();
      setEmail(current);
      if (!current) {
        clearCachedApproval();
        return "signed_out";
      }
      if (force) clearCachedApproval();
      else if (readCachedApproval(current)) return "approved";
      const answer = await checkBetaApproval();
      cacheApproval(current, answer === "approved");
      return answer;
    } catch {
      return "error";
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void resolve(false).then((s) => live && setStatus(s));
    return () => {
      live = false;
    };
  }, [enabled, resolve]);

  const recheck = useCallback(async () => {
    setStatus("loading");
    const s = await resolve(true);
    setStatus(s);
    return s;
  }, [resolve]);

  return { status, email, recheck };
}
