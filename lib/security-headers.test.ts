import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

describe("securityHeaders", () => {
  const get = (dev: boolean, key: string) => securityHeaders({ dev }).find((h) => h.key === key)?.value ?? "";

  it("forbids framing and sniffing, and asks for HTTPS", () => {
    expect(get(false, "Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(get(false, "X-Content-Type-Options")).toBe("nosniff");
    expect(get(false, "Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(get(false, "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("allows eval only in development (React's dev tooling needs it)", () => {
    expect(get(true, "Content-Security-Policy")).toContain("'unsafe-eval'");
    expect(get(false, "Content-Security-Policy")).not.toContain("'unsafe-eval'");
  });
});
