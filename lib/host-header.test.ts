import { describe, expect, it } from "vitest";
import { isValidHostHeader } from "./host-header";

describe("host headers", () => {
  it("accepts host names, addresses and ports", () => {
    for (const ok of [null, "localhost:3000", "propie.com.au", "127.0.0.1", "[::1]:3000", "a.b.c, proxy.example"]) expect(isValidHostHeader(ok), String(ok)).toBe(true);
  });
  it("refuses what would break the URLs built from it", () => {
    for (const bad of ["exa mple.com", "evil.com/path", "user@host", "host:99999", "host:port", "", "%", "a".repeat(300), "host\u0000"]) {
      expect(isValidHostHeader(bad), bad).toBe(false);
    }
  });
});
