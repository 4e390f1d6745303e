import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { securityHeaders } from "@/lib/security-headers";

function asMap(list: { key: string; value: string }[]) {
  return new Map(list.map((h) => [h.key.toLowerCase(), h.value]));
}

describe("security headers", () => {
  it("apply to every route", async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const all = rules.find((r) => r.source === "/:path*");
    expect(all).toBeDefined();
    const h = asMap(all?.headers ?? []);
    // The CSP is set at run time by proxy.ts (see tests/integration/security-build.test.ts for the served answers).
    for (const name of ["strict-transport-security", "x-content-type-options", "referrer-policy", "x-frame-options"]) {
      expect(h.has(name), name).toBe(true);
    }
  });

  it("send a CSP that forbids framing, plugins and foreign form targets, and HSTS for two years", () => {
    const h = asMap(securityHeaders({ dev: false }));
    const csp = h.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(h.get("strict-transport-security")).toMatch(/max-age=(\d+); includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(h.get("strict-transport-security") ?? "")?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("x-frame-options")).toBe("DENY");
    expect(h.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("allow eval only in development (React's dev tooling needs it)", () => {
    expect(asMap(securityHeaders({ dev: true })).get("content-security-policy")).toContain("'unsafe-eval'");
  });
});
