import { describe, expect, it } from "vitest";
import { GUEST_COOKIE, guestCookieHeader, guestKeyFromCookieHeader, newGuestKey, requestIsSecure, validGuestKey } from "./guest-cookie";

describe("the guest key cookie", () => {
  it("mints 43-character base64url keys, each different", () => {
    const keys = Array.from({ length: 200 }, newGuestKey);
    for (const k of keys) expect(validGuestKey(k)).toBe(k);
    expect(new Set(keys).size).toBe(200);
  });

  it("reads the key from a Cookie header, and no malformed one", () => {
    const key = newGuestKey();
    expect(guestKeyFromCookieHeader(`a=1; ${GUEST_COOKIE}=${key}; b=2`)).toBe(key);
    expect(guestKeyFromCookieHeader(`${GUEST_COOKIE}=short`)).toBeNull();
    expect(guestKeyFromCookieHeader(`${GUEST_COOKIE}=${"x".repeat(42)}!`)).toBeNull();
    expect(guestKeyFromCookieHeader(`other_${GUEST_COOKIE}=${key}`)).toBeNull();
    expect(guestKeyFromCookieHeader(null)).toBeNull();
  });

  it("sets it HttpOnly and SameSite=Lax for a year, Secure over https", () => {
    const key = newGuestKey();
    expect(guestCookieHeader(key, false)).toBe(`${GUEST_COOKIE}=${key}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`);
    expect(guestCookieHeader(key, true)).toMatch(/; Secure$/);
    expect(requestIsSecure(new Request("https://propie.example/"))).toBe(true);
    expect(requestIsSecure(new Request("http://127.0.0.1/", { headers: { "x-forwarded-proto": "https" } }))).toBe(true);
    expect(requestIsSecure(new Request("http://127.0.0.1/"))).toBe(false);
  });
});
