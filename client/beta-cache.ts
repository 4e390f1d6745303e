import { z } from "zod";
import { ApiError, apiFetch } from "@/client/api";
import { normaliseEmail } from "@/lib/auth/email";

/**
 * The browser's beta calls: the approval check ("I already have access" on /request-access) and
 * the spec's approval cache (spec 1 sections 3-4), session storage keys betaApproved and
 * betaCheckedEmail, per e-mail (lower-cased, trimmed). Only a positive answer is cached, and a
 * recheck or a sign-in clears it. No page gates on the cache: /preferences, /chat and /matches
 * check approval on the server (server/policy.ts), and so does every route handler.
 */
export const BETA_APPROVED_KEY = "betaApproved";
export const BETA_CHECKED_EMAIL_KEY = "betaCheckedEmail";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

export function cacheApproval(email: string, approved: boolean): void {
  const s = storage();
  if (!s) return;
  if (!approved) return clearCachedApproval();
  s.setItem(BETA_APPROVED_KEY, "true");
  s.setItem(BETA_CHECKED_EMAIL_KEY, normaliseEmail(email));
}

export function clearCachedApproval(): void {
  const s = storage();
  s?.removeItem(BETA_APPROVED_KEY);
  s?.removeItem(BETA_CHECKED_EMAIL_KEY);
}

const betaCheckSchema = z.object({ approved: z.unknown() });

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
