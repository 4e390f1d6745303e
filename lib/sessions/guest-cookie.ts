/**
 * The guest key cookie's format (server/auth/guest-key.ts reads and mints it in route handlers; proxy.ts
 * gives a browser one on its first page, before that page's first API calls). One place for its name, its
 * shape and the Set-Cookie it travels in.
 */
export const GUEST_COOKIE = "propie_guest";
/** A year: long enough that a guest's searches stay theirs between visits. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const KEY = /^[A-Za-z0-9_-]{43}$/;

/** The key when it has the shape a minted one has, else null (a forged or truncated cookie is no key). */
export const validGuestKey = (v: string | undefined | null): string | null => (v && KEY.test(v) ? v : null);

/** A new key: 32 random bytes (Web Crypto, as in Node and the proxy), base64url (43 characters). */
export function newGuestKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The key from a Cookie header, or null. */
export function guestKeyFromCookieHeader(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === GUEST_COOKIE) return validGuestKey(part.slice(eq + 1).trim());
  }
  return null;
}

/** The Set-Cookie header for a key: HttpOnly, SameSite=Lax, Secure on https. */
export const guestCookieHeader = (key: string, secure: boolean): string =>
  `${GUEST_COOKIE}=${key}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

/** Whether a request came over https (directly, or through a proxy that says so). */
export const requestIsSecure = (request: Request): boolean =>
  new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
