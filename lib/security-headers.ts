/**
 * Security headers sent with every response. Kept free of framework imports so
 * next.config.ts can use it and a unit test can read it.
 */
export function securityHeaders(opts: { dev?: boolean } = { dev: process.env.NODE_ENV !== "production" }) {
  const scriptSrc = ["'self'", "'unsafe-inline'", ...(opts.dev ? ["'unsafe-eval'"] : []), "https://maps.googleapis.com"];
  const connectSrc = ["'self'", "https://*.googleapis.com", "wss://*.pusher.com", "https://*.pusher.com", "https://sockjs.pusher.com"];
  const extraWs = process.env.PUSHER_HOST ? [`ws://${process.env.PUSHER_HOST}:${process.env.PUSHER_PORT ?? "6001"}`] : [];
  if (opts.dev) connectSrc.push("ws:", "http://localhost:*", "http://127.0.0.1:*");
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    // Listing photos from Domain are served from its image hosts (docs/LISTING-SOURCES.md).
    "img-src 'self' data: blob: https://maps.gstatic.com https://*.googleapis.com https://bucket-api.domain.com.au https://rimh2.domainstatic.com.au https://*.domainstatic.com.au",
    "font-src 'self' data:",
    `connect-src ${[...connectSrc, ...extraWs].join(" ")}`,
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
