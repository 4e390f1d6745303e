import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, randomBytes } from "node:crypto";
import { cookies } from "next/headers";

/**
 * The guest key (lib/sessions/access.ts): a random value in an http-only cookie that tells the
 * browser that started a guest session apart from anyone else holding the session's id (a shared
 * link). Sessions keep its SHA-256, never the key.
 *
 * Route handlers run inside `withGuestKeyScope` (server/http.ts route()): the key is read from the
 * request's Cookie header, and one minted while the handler runs is set on its response. Pages read
 * it through next/headers; code outside a request (scripts, jobs) has none.
 */
export const GUEST_COOKIE = "propie_guest";
/** A year: long enough that a guest's searches stay theirs between visits. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const KEY = /^[A-Za-z0-9_-]{43}$/;

type Scope = { key: string | null; minted: string | null };
const scope = new AsyncLocalStorage<Scope>();

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");
const valid = (v: string | undefined | null): string | null => (v && KEY.test(v) ? v : null);

function keyFromCookieHeader(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === GUEST_COOKIE) return valid(part.slice(eq + 1).trim());
  }
  return null;
}

/** Runs a route handler with the request's guest key; `setCookie` is the header that sets a key minted meanwhile. */
export async function withGuestKeyScope<T>(request: Request, fn: () => Promise<T>): Promise<{ response: T; setCookie: string | null }> {
  const state: Scope = { key: keyFromCookieHeader(request.headers.get("cookie")), minted: null };
  const response = await scope.run(state, fn);
  if (!state.minted) return { response, setCookie: null };
  const secure = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  return { response, setCookie: `${GUEST_COOKIE}=${state.minted}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}` };
}

async function presentKey(): Promise<string | null> {
  const state = scope.getStore();
  if (state) return state.key;
  try {
    return valid((await cookies()).get(GUEST_COOKIE)?.value);
  } catch {
    return null; // outside a request: a script or a job has no browser
  }
}

/** The hash of this browser's guest key, or null without one. */
export async function guestKeyHash(): Promise<string | null> {
  const key = await presentKey();
  return key ? hashOf(key) : null;
}

/**
 * The hash of this browser's guest key, minting one (set on the response) when it has none. Only
 * inside a route handler: a page can't set cookies, so there it is the present key or null.
 */
export async function mintGuestKeyHash(): Promise<string | null> {
  const state = scope.getStore();
  if (!state) return guestKeyHash();
  if (!state.key) {
    state.key = randomBytes(32).toString("base64url");
    state.minted = state.key;
  }
  return hashOf(state.key);
}
