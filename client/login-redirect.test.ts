import { afterEach, describe, expect, it, vi } from "vitest";
import { readLoginMessage, storeLoginReturn, takeRedirectAfterLogin } from "./login-redirect";

describe("post-login redirect storage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("stores where to come back to and the subtitle for /auth, and hands them over once", () => {
    const store = () => {
      const m = new Map<string, string>();
      return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
    };
    vi.stubGlobal("window", { sessionStorage: store(), localStorage: store() });
    storeLoginReturn("/session/abc", "Please log in to view your results");
    expect(readLoginMessage()).toBe("Please log in to view your results");
    expect(takeRedirectAfterLogin()).toBe("/session/abc");
    expect(readLoginMessage()).toBeNull();
    expect(takeRedirectAfterLogin()).toBe("/");
  });
});
