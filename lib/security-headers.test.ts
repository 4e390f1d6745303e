import { describe, expect, it } from "vitest";
import { inlineScripts, securityHeaders } from "./security-headers";

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

describe("the script policy", () => {
  const scriptSrc = (opts: Parameters<typeof securityHeaders>[0]) =>
    /script-src ([^;]*)/.exec(securityHeaders(opts).find((h) => h.key === "Content-Security-Policy")?.value ?? "")?.[1] ?? "";

  it("names inline scripts by nonce and hash in production, never 'unsafe-inline'", () => {
    const src = scriptSrc({ dev: false, nonce: "abc123", scriptHashes: ["sha256-AAAA", "sha256-BBBB"] });
    expect(src).toBe("'self' 'nonce-abc123' 'sha256-AAAA' 'sha256-BBBB' https://maps.googleapis.com");
    expect(scriptSrc({ dev: false })).not.toContain("'unsafe-inline'");
  });

  it("keeps 'unsafe-inline' for development only", () => {
    expect(scriptSrc({ dev: true, nonce: "abc123" })).toContain("'unsafe-inline'");
  });
});

describe("inlineScripts", () => {
  it("returns the text of inline code only: not scripts with a src, data scripts or empty ones", () => {
    const html = [
      '<script src="/_next/static/a.js" async=""></script>',
      "<script>self.__next_f=self.__next_f||[]</script>",
      '<script id="_R_">1+1</script>',
      '<script type="application/json">{"a":1}</script>',
      '<script type="module">import("/x.js")</script>',
      "<script></script>",
    ].join("");
    expect(inlineScripts(html)).toEqual(["self.__next_f=self.__next_f||[]", "1+1", 'import("/x.js")']);
  });
});
