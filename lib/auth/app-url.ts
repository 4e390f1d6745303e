import { env } from "@/lib/env";

/**
 * The public origin for links in e-mails. Always APP_URL, never the request's
 * Host header: a forged Host would otherwise put an attacker's domain in a
 * password-reset link (reset poisoning).
 */
export function appUrl(): string {
  const configured = env().APP_URL;
  if (configured) return configured.replace(/\/+$/, "");
  return "http://localhost:3000";
}
