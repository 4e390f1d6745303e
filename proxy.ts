import { NextResponse, type NextRequest } from "next/server";
import { isValidHostHeader, METHODS_REFUSED } from "@/lib/host-header";
import { securityHeaders } from "@/lib/security-headers";

/**
 * Runs before every route (Next 16's proxy):
 * - TRACE/TRACK/CONNECT answer 405 as JSON (they used to get the framework's
 *   plain-text 500 without security headers);
 * - a malformed Host or X-Forwarded-Host answers 400 as JSON (Auth.js builds URLs
 *   from them; it used to make every signed-in route answer 500);
 * - the Content-Security-Policy is built here, at run time, so a self-hosted
 *   Pusher host set in the environment after the build is allowed. The other
 *   security headers come from next.config.ts for every response.
 */
export function proxy(request: NextRequest) {
  // TRACE arrives as a GET marked by the socket hook (server/peer-address.ts).
  const method = (request.headers.get("x-propie-refused-method") ?? request.method).toUpperCase();
  if (METHODS_REFUSED.has(method)) return refuse(405, "method_not_allowed", `The ${method} method is not allowed.`);
  if (request.headers.get("x-propie-malformed-path")) return refuse(400, "bad_request", "Malformed percent-escape in the path.");
  if (!isValidHostHeader(request.headers.get("host")) || !isValidHostHeader(request.headers.get("x-forwarded-host"))) {
    return refuse(400, "bad_request", "Malformed Host header.");
  }
  const response = NextResponse.next();
  response.headers.set("Content-Security-Policy", contentSecurityPolicy());
  return response;
}

function contentSecurityPolicy(): string {
  return securityHeaders().find((h) => h.key === "Content-Security-Policy")!.value;
}

function refuse(status: number, code: string, message: string) {
  const response = NextResponse.json({ error: { code, message } }, { status });
  for (const h of securityHeaders()) response.headers.set(h.key, h.value);
  return response;
}

export const config = {
  // Everything but the build's static files (which carry the headers of next.config.ts).
  matcher: ["/((?!_next/static|_next/image).*)"],
};
