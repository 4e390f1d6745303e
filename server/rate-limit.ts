import "server-only";
import { env } from "@/server/env";
import { getDb } from "@/db/client";
import { claimProgressive, deleteCounter, hitCounter, readCounter, sweepExpiredCounters } from "@/db/queries/rate-limits";
import { AppError } from "@/lib/errors";
import { addressSubject, peerAddress } from "@/server/peer-address";

/**
 * Fixed-window counters in the rate_limits table (db/queries/rate-limits.ts), so
 * every app instance shares them.
 */
export type Limit = { name: string; points: number; windowSeconds: number };

export const LIMITS = {
  /** Failed sign-ins per e-mail + IP. */
  signInFailuresPerEmailIp: { name: "signin-fail-email-ip", points: 5, windowSeconds: 15 * 60 },
  /** Failed sign-ins per IP. */
  signInFailuresPerIp: { name: "signin-fail-ip", points: 100, windowSeconds: 24 * 60 * 60 },
  signUpPerIp: { name: "signup-ip", points: 10, windowSeconds: 60 * 60 },
  /** Forgot-password requests and reset submissions per IP. */
  resetPerIp: { name: "reset-ip", points: 10, windowSeconds: 60 * 60 },
  resendConfirmationPerIp: { name: "resend-ip", points: 10, windowSeconds: 60 * 60 },
  betaRequestPerIp: { name: "beta-request-ip", points: 10, windowSeconds: 60 * 60 },
  /** Guest accounts made from the search dialog, on top of the sign-up limit. */
  guestAccountPerIp: { name: "guest-account-ip", points: 5, windowSeconds: 60 * 60 },
  /** Preference autosaves (debounced 500 ms in the browser, so a busy person makes ~100 an hour). */
  preferencesWritePerIp: { name: "prefs-write-ip", points: 1_200, windowSeconds: 60 * 60 },
  savedItemPerUser: { name: "saved-item-user", points: 60, windowSeconds: 60 * 60 },
  changePasswordPerUser: { name: "change-password-user", points: 10, windowSeconds: 60 * 60 },
  sharePerIp: { name: "share-ip", points: 120, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

/** Sign-in attempts per account from every address together (see claimAttempt). */
export const SIGN_IN_ACCOUNT_DELAY: ProgressiveLimit = { name: "signin-account", free: 10, maxDelaySeconds: 120, windowSeconds: 24 * 60 * 60 };

export type LimitState = { count: number; allowed: boolean; retryAfterSeconds: number };

function keyOf(limit: { name: string }, subject: string) {
  return `${limit.name}:${subject}`;
}

/** Counts one hit; `allowed` is false once the count exceeds the limit's points. */
export async function hit(limit: Limit, subject: string): Promise<LimitState> {
  const db = await getDb();
  const { points, retrySeconds } = await hitCounter({ db, key: keyOf(limit, subject), windowSeconds: limit.windowSeconds });
  maybeSweep();
  return { count: points, allowed: points <= limit.points, retryAfterSeconds: retrySeconds };
}

/** Reads the counter without counting: blocked once it has reached the limit's points. */
export async function peek(limit: Limit, subject: string): Promise<LimitState> {
  const db = await getDb();
  const row = await readCounter({ db, key: keyOf(limit, subject) });
  if (!row) return { count: 0, allowed: true, retryAfterSeconds: 0 };
  return { count: row.points, allowed: row.points < limit.points, retryAfterSeconds: row.retrySeconds };
}

export async function reset(limit: { name: string }, subject: string): Promise<void> {
  const db = await getDb();
  await deleteCounter({ db, key: keyOf(limit, subject) });
}

/** Expired rows are swept now and then, a bounded batch at a time. */
function maybeSweep() {
  if (Math.random() > 0.01) return;
  void getDb()
    .then((db) => sweepExpiredCounters({ db }))
    .catch(() => {});
}

export function retryMessage(action: string, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? "" : "s"}` : minutes < 120 ? `${minutes} minute${minutes === 1 ? "" : "s"}` : `${Math.ceil(minutes / 60)} hours`;
  return `Too many ${action}. Please try again in ${wait}.`;
}

export function rateLimited(action: string, retryAfterSeconds: number): AppError {
  return new AppError("rate_limited", retryMessage(action, retryAfterSeconds), { retryAfterSeconds });
}

/** Counts a hit for the subject (an address, a user) and throws the 429 AppError once the limit is passed. */
export async function enforce(limit: Limit, subject: string, action: string): Promise<void> {
  const state = await hit(limit, subject);
  if (!state.allowed) throw rateLimited(action, state.retryAfterSeconds);
}

/**
 * The client's address for rate limits, as a bounded subject (see addressSubject).
 * - TRUSTED_PROXY_HOPS=0 (the default; `next start` exposed directly): the socket
 *   address the server itself saw. X-Forwarded-For is the client's to write then,
 *   so it is ignored.
 * - N > 0 proxies in front, each appending the address it saw to X-Forwarded-For:
 *   the entry N places from the end (entries before it are the client's to forge).
 *   A request with fewer entries did not pass all N proxies; its first entry is
 *   still what the outermost proxy saw.
 * Without either every caller shares "unknown" (strict, never bypassable).
 */
export function clientIp(request: Request | { headers: Headers }, hops = env().TRUSTED_PROXY_HOPS): string {
  if (hops === 0) return addressSubject(peerAddress(request));
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return addressSubject(peerAddress(request));
  return addressSubject(entries[Math.max(0, entries.length - hops)]);
}

/**
 * A progressive delay per subject (sign-in failures per account, across every
 * address): the first `free` attempts in a row go through, then each further
 * attempt must wait 2^(n - free) seconds after the previous one, up to `maxDelaySeconds`.
 * Unlike a lock-out, the owner can always get in after at most that wait, so an
 * attacker can slow an account down but not shut it. The counter lives `windowSeconds`
 * after the last attempt and is cleared on success.
 *
 * `claimAttempt` is one atomic statement: it counts the attempt only if it is
 * allowed, so concurrent guesses can't all slip through before any is counted.
 */
export type ProgressiveLimit = { name: string; free: number; maxDelaySeconds: number; windowSeconds: number };

export async function claimAttempt(limit: ProgressiveLimit, subject: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const db = await getDb();
  const result = await claimProgressive({ db, key: keyOf(limit, subject), free: limit.free, maxDelaySeconds: limit.maxDelaySeconds, windowSeconds: limit.windowSeconds });
  maybeSweep();
  return result.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: result.retrySeconds };
}
