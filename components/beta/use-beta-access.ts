"use client";

import { useCallback, useEffect, useState } from "react";
import { cacheApproval, clearCachedApproval, readCachedApproval } from "@/client/beta-cache";

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

type Resolved = { status: BetaStatus; email: string | null };

async function resolveStatus(force: boolean): Promise<Resolved> {
  let email: string | null = null;
  try {
    email = await signedInEmail();
    if (!email) {
      clearCachedApproval();
      return { status: "signed_out", email };
    }
    if (force) clearCachedApproval();
    else if (readCachedApproval(email)) return { status: "approved", email };
    const answer = await checkBetaApproval();
    cacheApproval(email, answer === "approved");
    return { status: answer, email };
  } catch {
    return { status: "error", email };
  }
}

/**
 * The signed-in user's beta status, with the per-e-mail session-storage cache.
 * `recheck` clears the cache and asks the server again ("I already have access").
 */
export function useBetaAccess({ enabled = true }: { enabled?: boolean } = {}) {
  const [state, setState] = useState<Resolved>({ status: "loading", email: null });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void resolveStatus(false).then((r) => {
      if (live) setState(r);
    });
    return () => {
      live = false;
    };
  }, [enabled]);

  const recheck = useCallback(async () => {
    setState((s) => ({ ...s, status: "loading" }));
    const r = await resolveStatus(true);
    setState(r);
    return r.status;
  }, []);

  return { status: state.status, email: state.email, recheck };
}
