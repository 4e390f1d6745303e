"use client";

import { useCallback, useEffect, useState } from "react";
import { z } from "zod";
import { ApiError, apiFetch } from "@/client/api";
import { cacheApproval, clearCachedApproval, readCachedApproval } from "@/client/beta-cache";

const authSessionSchema = z.object({ user: z.object({ email: z.string().nullish() }).nullish() }).nullable();
const betaCheckSchema = z.object({ approved: z.unknown() });

export type BetaStatus = "loading" | "signed_out" | "approved" | "not_approved" | "error";

async function signedInEmail(): Promise<string | null> {
  // Auth.js answers null (no session) or { user: { email } }.
  const body = await apiFetch("/api/auth/session", { schema: authSessionSchema });
  return body?.user?.email ?? null;
}

/** POST /api/beta-access/check for the signed-in user. Only `approved === true` counts (spec 1 section 6). */
export async function checkBetaApproval(): Promise<"approved" | "not_approved" | "signed_out"> {
  try {
    const body = await apiFetch("/api/beta-access/check", { method: "POST", body: {}, schema: betaCheckSchema });
    return body.approved === true ? "approved" : "not_approved";
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return "signed_out";
    throw err;
  }
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
