import { normaliseEmail } from "@/lib/auth/email";

/**
 * The browser's beta-approval cache (spec 1 sections 3-4): session storage keys
 * betaApproved and betaCheckedEmail, per e-mail (lower-cased, trimmed). Only a
 * positive answer is cached, so a tester approved a minute ago isn't held back
 * by a stale "no"; a recheck clears it. The server re-checks everything anyway.
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

export function readCachedApproval(email: string): boolean {
  const s = storage();
  return s?.getItem(BETA_CHECKED_EMAIL_KEY) === normaliseEmail(email) && s.getItem(BETA_APPROVED_KEY) === "true";
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
