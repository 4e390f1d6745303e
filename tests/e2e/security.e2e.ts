/**
 * docs/SECURITY.md against the production build served by `next start`:
 * - no sentinel secret (tests/support/sentinels.ts; the build and the server run
 *   with them) appears in .next/static or in any served page;
 * - security headers on every answer, error answers included; TRACE, a malformed
 *   Host and a malformed percent-escape are JSON 4xx, not the framework's 500;
 * - no inline script runs unless the CSP names it: by the request's nonce on pages
 *   rendered per request, by its hash on the pages prerendered at build time;
 * - cookies HttpOnly and SameSite=Lax, Secure over HTTPS;
 * - with no proxy trusted, rate limits key on the connection's address, not on
 *   X-Forwarded-For (requests come from 127.0.0.x loopback addresses of their own,
 *   so the rest of the suite, on 127.0.0.1, is unaffected).
 * Raw HTTP, not a browser: the point is what the server answers to anything.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { expect, test } from "./fixtures";
import { SENTINEL_NEEDLES } from "../support/sentinels";

const port = Number(process.env.E2E_PORT ?? 3100);

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function raw(method: string, pathAndQuery: string, opts: { headers?: Record<string, string>; body?: string; localAddress?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path: pathAndQuery, headers: { host: `127.0.0.1:${port}`, ...opts.headers }, localAddress: opts.localAddress },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

function expectSecurityHeaders(a: Answer, what: string) {
  for (const name of ["content-security-policy", "strict-transport-security", "x-content-type-options", "referrer-policy", "x-frame-options"]) {
    expect(a.headers[name], `${name} on ${what}`).toBeTruthy();
  }
  expect(String(a.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
}

/** A page's inline scripts with their attributes (the browser's own rules, not lib/security-headers.ts's). */
function inlineScripts(html: string): { attrs: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc=/.test(m[1]) && m[2].length > 0).map((m) => ({ attrs: m[1], text: m[2] }));
}

const PAGES = ["/", "/auth", "/preferences", "/matches", "/pricing", "/partners", "/request-access", "/sessions", "/account", "/chat", "/aitool", "/session/00000000-0000-4000-8000-000000000000", "/no-such-page"];

test.describe("security against the production server", () => {
  test.describe.configure({ mode: "serial" });

  test("no secret reaches the browser bundle or any page", async () => {
    const dist = path.resolve(process.env.NEXT_DIST_DIR ?? ".next", "static");
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = path.join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else files.push(p);
      }
    };
    walk(dist);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, "latin1");
      for (const needle of SENTINEL_NEEDLES) expect(text.includes(needle), `${needle} in ${file}`).toBe(false);
    }
    for (const page of [...PAGES, "/api/realtime", "/api/get-google-maps-key", "/api/health"]) {
      const a = await raw("GET", page);
      for (const needle of SENTINEL_NEEDLES) expect(a.body.includes(needle), `${needle} in ${page}`).toBe(false);
    }
  });

  test("every answer carries the security headers, error answers too", async () => {
    for (const page of PAGES) expectSecurityHeaders(await raw("GET", page), page);
    const answers: [string, Answer][] = [
      ["a 401", await raw("GET", "/api/saved-preferences")],
      ["a 400", await raw("GET", "/api/preferences?sessionId=nope")],
      ["a 415", await raw("POST", "/api/auth/sign-up", { headers: { "content-type": "text/plain" }, body: "{}" })],
      ["a 413", await raw("PUT", "/api/preferences", { headers: { "content-type": "application/json", "content-length": String(200_000) }, body: "x".repeat(200_000) })],
      ["a 404 API", await raw("GET", "/api/no-such-route")],
    ];
    for (const [what, a] of answers) {
      expectSecurityHeaders(a, what);
      expect(a.status, what).toBeGreaterThanOrEqual(400);
      expect(a.status, what).toBeLessThan(500);
    }
  });

  test("inline scripts run only by the request's nonce or a prerendered page's hash: no 'unsafe-inline'", async () => {
    const nonces = new Set<string>();
    for (const page of PAGES) {
      const a = await raw("GET", page);
      const scriptSrc = /script-src ([^;]*)/.exec(String(a.headers["content-security-policy"]))?.[1] ?? "";
      expect(scriptSrc, page).not.toContain("'unsafe-inline'");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce, page).toBeTruthy();
      nonces.add(nonce as string);
      const inline = inlineScripts(a.body);
      expect(inline.length, `${page} has inline scripts`).toBeGreaterThan(0);
      for (const { attrs, text } of inline) {
        const hash = `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
        expect(attrs.includes(`nonce="${nonce}"`) || scriptSrc.includes(hash), `an inline script of ${page} is allowed: ${text.slice(0, 60)}`).toBe(true);
      }
    }
    expect(nonces.size, "a new nonce per request").toBe(PAGES.length);
  });

  test("TRACE, a malformed Host and a malformed percent-escape are JSON 4xx with the headers, not 500s", async () => {
    const trace = await raw("TRACE", "/");
    expect(trace.status).toBe(405);
    expect(JSON.parse(trace.body).error.code).toBe("method_not_allowed");
    expectSecurityHeaders(trace, "TRACE");

    for (const host of ["exa mple.com", "evil.com/x", "a@b"]) {
      const a = await raw("GET", "/api/account", { headers: { "x-forwarded-host": host } });
      expect(a.status, host).toBe(400);
      expect(JSON.parse(a.body).error.message).toBe("Malformed Host header.");
      expectSecurityHeaders(a, `x-forwarded-host ${host}`);
    }

    const escape = await raw("GET", "/session/%E0%A4%A");
    expect(escape.status).toBe(400);
    expect(JSON.parse(escape.body).error.message).toBe("Malformed percent-escape in the path.");
    expectSecurityHeaders(escape, "bad percent-escape");
  });

  test("the session cookie is HttpOnly and SameSite=Lax, and Secure over HTTPS", async () => {
    const plain = await raw("GET", "/api/auth/csrf");
    const cookies = ([] as string[]).concat(plain.headers["set-cookie"] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) {
      expect(c).toMatch(/HttpOnly/i);
      expect(c).toMatch(/SameSite=Lax/i);
    }
    const https = await raw("GET", "/api/auth/csrf", { headers: { "x-forwarded-proto": "https" } });
    for (const c of ([] as string[]).concat(https.headers["set-cookie"] ?? [])) expect(c).toMatch(/;\s*Secure/i);
  });

  test("with no proxy trusted, a new X-Forwarded-For per request doesn't get past a per-address limit", async ({}, testInfo) => {
    // Every project and retry runs against the same server: each gets loopback addresses of its own, with a fresh allowance.
    const net = `127.0.${20 + (testInfo.project.name === "mobile" ? 10 : 0) + testInfo.retry}`;
    const from = `${net}.77`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const a = await raw("POST", "/api/auth/resend-confirmation", {
        localAddress: from,
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}` },
        body: JSON.stringify({ email: `nobody-${i}@example.com` }),
      });
      statuses.push(a.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another connection address has its own allowance.
    const other = await raw("POST", "/api/auth/resend-confirmation", {
      localAddress: `${net}.78`,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.com" }),
    });
    expect(other.status).toBe(200);
  });
});
