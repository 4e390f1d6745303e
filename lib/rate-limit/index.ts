import { env } from "@/lib/env";
import "server-only";
import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db/client";
import { AppError } from "@/lib/errors";

/**
 * Fixed-window counters in the rate_limits table, so every app instance shares
 * them. One atomic INSERT … ON CONFLICT DO UPDATE … RETURNING per hit: a window
 * that has expired restarts at 1, otherwise the count goes up.
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
} as const satisfies Record<string, Limit>;

export type LimitState = { count: number; allowed: boolean; retryAfterSeconds: number };

function keyOf(limit: Limit, subject: string) {
  return `${limit.name}:${subject}`;
}

/** Counts one hit; `allowed` is false once the count exceeds the limit's points. */
export async function hit(limit: Limit, subject: string): Promise<LimitState> {
  const db = await getDb();
  const key = keyOf(limit, subject);
  const window = `${limit.windowSeconds} seconds`;
  const [row] = rowsOf<{ points: number; retry: number }>(
    await db.execute(sql`
      insert into rate_limits (key, points, expires_at)
      values (${key}, 1, now() + ${window}::interval)
      on conflict (key) do update set
        points = case when rate_limits.expires_at <= now() then 1 else rate_limits.points + 1 end,
        expires_at = case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end
      returning points, greatest(1, ceil(extract(epoch from (expires_at - now()))))::int as retry
    `),
  );
  maybeSweep();
  const count = Number(row.points);
  return { count, allowed: count <= limit.points, retryAfterSeconds: Number(row.retry) };
}

/** Reads the counter without counting: blocked once it has reached the limit's points. */
export async function peek(limit: Limit, subject: string): Promise<LimitState> {
  const db = await getDb();
  const [row] = rowsOf<{ points: number; retry: number }>(
    await db.execute(sql`
      select points, greatest(1, ceil(extract(epoch from (expires_at - now()))))::int as retry
      from rate_limits where key = ${keyOf(limit, subject)} and expires_at > now()
    `),
  );
  if (!row) return { count: 0, allowed: true, retryAfterSeconds: 0 };
  const count = Number(row.points);
  return { count, allowed: count < limit.points, retryAfterSeconds: Number(row.retry) };
}

export async function reset(limit: Limit, subject: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from rate_limits where key = ${keyOf(limit, subject)}`);
}

/** Expired rows are swept now and then, a bounded batch at a time. */
function maybeSweep() {
  if (Math.random() > 0.01) return;
  void getDb()
    .then((db) =>
      db.execute(sql`delete from rate_limits where key in (select key from rate_limits where expires_at < now() - interval '1 hour' limit 500)`),
    )
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

/** Counts a hit per IP and throws the 429 AppError once the limit is passed. */
export async function enforce(limit: Limit, subject: string, action: string): Promise<void> {
  const state = await hit(limit, subject);
  if (!state.allowed) throw rateLimited(action, state.retryAfterSeconds);
}

/**
 * The client's IP for rate limits. Proxies append the address they saw to
 * X-Forwarded-For, so the entries a client can forge come first and the trusted
 * ones last: with TRUSTED_PROXY_HOPS proxies in front (default 1, e.g. one load
 * balancer or nginx with $proxy_add_x_forwarded_for), the client is the entry
 * that many places from the end. `next start` sets the header from the socket
 * only when the client sent none, so exposed directly it is the client's to
 * forge whatever we pick. Without the header every caller shares "unknown".
 */
export function clientIp(request: Request | { headers: Headers }, hops = env().TRUSTED_PROXY_HOPS): string {
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return "unknown";
  const index = Math.max(0, entries.length - Math.max(1, hops));
  return entries[index].slice(0, 64);
}
