import "server-only";
import { env } from "@/server/env";

/**
 * The public origin for links in e-mails. Always APP_URL, never the request's
 * Host header: a forged Host would otherwise put an attacker's domain in a
 * password-reset link (reset poisoning). Production requires it (the server refuses
 * to start without it, server/env.ts); development falls back to http://localhost:3000.
 */
export function appUrl(): string {
  const e = env();
  if (e.APP_URL) return e.APP_URL.replace(/\/+$/, "");
  if (e.NODE_ENV === "production") throw new Error("APP_URL is required in production");
  return "http://localhost:3000";
}
