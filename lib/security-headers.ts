/**
 * Security headers sent with every response. Pure: the caller passes in what depends on the
 * environment (proxy.ts per request, next.config.ts at build), so a unit test can read it.
 *
 * Scripts: in production no inline script runs unless the policy names it — by the request's
 * nonce (pages rendered per request: Next puts the nonce on its own inline scripts) or by the
 * hash of its text (the pages prerendered at build time, whose inline scripts never change;
 * proxy.ts reads them from the build). Development keeps 'unsafe-inline' and 'unsafe-eval' for React's
 * dev tooling.
 *
 * Connections: the app itself, Google Maps, and the one realtime socket origin the browser's Pusher
 * client opens (lib/realtime/config.ts realtimeSocketOrigin, from the same settings /api/realtime
 * answers with), nothing else of Pusher's.
 */
export type SecurityHeaderOptions = {
  /** Development (`next dev`): React's tooling needs eval, inline scripts and its HMR socket. */
  dev: boolean;
  nonce?: string;
  scriptHashes?: readonly string[];
  /** e.g. wss://ws-ap4.pusher.com:443; null when Pusher is off. */
  realtimeOrigin?: string | null;
};

export function securityHeaders(opts: SecurityHeaderOptions) {
  const { dev } = opts;
  const inline = dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [...(opts.nonce ? [`'nonce-${opts.nonce}'`] : []), ...(opts.scriptHashes ?? []).map((h) => `'${h}'`)];
  const scriptSrc = ["'self'", ...inline, "https://maps.googleapis.com"];
  const connectSrc = ["'self'", "https://*.googleapis.com", ...(opts.realtimeOrigin ? [opts.realtimeOrigin] : [])];
  if (dev) connectSrc.push("ws:", "http://localhost:*", "http://127.0.0.1:*");
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    // Listing photos from Domain are served from its image hosts (docs/LISTING-SOURCES.md).
    "img-src 'self' data: blob: https://maps.gstatic.com https://*.googleapis.com https://bucket-api.domain.com.au https://rimh2.domainstatic.com.au https://*.domainstatic.com.au",
    "font-src 'self' data:",
    `connect-src ${connectSrc.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  return [
    { key: "Content-Security-Policy", value: csp },
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    // Keeps other sites' windows from scripting ours through window.opener.
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}

/** The text of every inline script of an HTML page (a script with a src, or of a data type, is not inline code). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue;
    if (m[2].length > 0) out.push(m[2]);
  }
  return out;
}
