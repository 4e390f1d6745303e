import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { NextResponse, type NextRequest } from "next/server";
import { isValidHostHeader, METHODS_REFUSED } from "@/lib/host-header";
import { GUEST_COOKIE, guestCookieHeader, guestKeyFromCookieHeader, newGuestKey, requestIsSecure } from "@/lib/sessions/guest-cookie";
import { pusherPublicConfigOf, pusherSettings, realtimeSocketOrigin } from "@/lib/realtime/config";
import { inlineScripts, securityHeaders, type SecurityHeaderOptions } from "@/lib/security-headers";

/**
 * Runs before every route (Next 16's proxy):
 * - TRACE/TRACK/CONNECT answer 405 as JSON (they used to get the framework's
 *   plain-text 500 without security headers);
 * - a malformed Host or X-Forwarded-Host answers 400 as JSON (Auth.js builds URLs
 *   from them; it used to make every signed-in route answer 500);
 * - the Content-Security-Policy is built here, at run time, from this process's
 *   environment: its realtime source is the one socket origin GET /api/realtime sends
 *   the browser to (the same settings, lib/realtime/config.ts), set after the build
 *   or not. Inline scripts
 *   run only by this request's nonce (passed to Next on the request's own CSP
 *   header, so it marks the scripts of pages rendered per request) or by the hash
 *   of a prerendered page's script (staticScriptHashes). The other security
 *   headers come from next.config.ts for every response.
 * - a page request from a browser without a guest key mints one (set on the request the page
 *   renders and on the response), before the page's own API calls can race to mint two.
 */
export function proxy(request: NextRequest) {
  // TRACE arrives as a GET marked by the socket hook (server/peer-address.ts).
  const method = (request.headers.get("x-propie-refused-method") ?? request.method).toUpperCase();
  if (METHODS_REFUSED.has(method)) return refuse(405, "method_not_allowed", `The ${method} method is not allowed.`);
  if (request.headers.get("x-propie-malformed-path")) return refuse(400, "bad_request", "Malformed percent-escape in the path.");
  if (!isValidHostHeader(request.headers.get("host")) || !isValidHostHeader(request.headers.get("x-forwarded-host"))) {
    return refuse(400, "bad_request", "Malformed Host header.");
  }
  if (request.nextUrl.pathname.startsWith("/api/")) {
    // JSON answers run no script: the policy without a nonce, and the request goes on untouched.
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", (apiPolicy ??= contentSecurityPolicy()));
    return response;
  }
  const csp = contentSecurityPolicy(randomBytes(16).toString("base64"));
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", csp);
  // A browser's first page gives it its guest key (lib/sessions/guest-cookie.ts), so the page's first API calls
  // all carry the same one: two calls minting a key each would bind the guest's session to one and refuse the other.
  const minted = guestKeyFromCookieHeader(request.headers.get("cookie")) ? null : newGuestKey();
  if (minted) headers.set("cookie", [request.headers.get("cookie"), `${GUEST_COOKIE}=${minted}`].filter(Boolean).join("; "));
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  if (minted) response.headers.append("Set-Cookie", guestCookieHeader(minted, requestIsSecure(request)));
  return response;
}

let apiPolicy: string | undefined;

/** What the policy takes from the environment: lib/ reads none itself. */
function fromEnv(): SecurityHeaderOptions {
  return { dev: process.env.NODE_ENV !== "production", realtimeOrigin: realtimeSocketOrigin(pusherPublicConfigOf(pusherSettings(process.env))) };
}

function contentSecurityPolicy(nonce?: string): string {
  return securityHeaders({ ...fromEnv(), nonce, scriptHashes: staticScriptHashes() }).find((h) => h.key === "Content-Security-Policy")!.value;
}

let hashes: string[] | undefined;
/**
 * The sha256 of every inline script of the pages prerendered at build time (the landing, the
 * not-found page…): served as built, they carry no nonce. Read once per process from the build's
 * HTML; none in development, where every page is rendered per request.
 */
function staticScriptHashes(): string[] {
  if (hashes) return hashes;
  const found = new Set<string>();
  if (process.env.NODE_ENV === "production") {
    const dir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "server", "app");
    for (const file of htmlFiles(dir)) {
      for (const script of inlineScripts(readFileSync(file, "utf8"))) found.add(`sha256-${createHash("sha256").update(script, "utf8").digest("base64")}`);
    }
  }
  hashes = [...found].sort();
  return hashes;
}

function htmlFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith(".html"))
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

function refuse(status: number, code: string, message: string) {
  const response = NextResponse.json({ error: { code, message } }, { status });
  for (const h of securityHeaders(fromEnv())) response.headers.set(h.key, h.value);
  return response;
}

export const config = {
  // Everything but the build's static files (which carry the headers of next.config.ts).
  matcher: ["/((?!_next/static|_next/image).*)"],
};
