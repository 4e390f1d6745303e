import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { cookies } from "next/headers";
import { GUEST_COOKIE, guestCookieHeader, guestKeyFromCookieHeader, newGuestKey, requestIsSecure, validGuestKey } from "@/lib/sessions/guest-cookie";

/**
 * The guest key (lib/sessions/access.ts): a random value in an http-only cookie that tells the
 * browser that started a guest session apart from anyone else holding the session's id (a shared
 * link). Sessions keep its SHA-256, never the key.
 *
 * Route handlers run inside `withGuestKeyScope` (server/http.ts route()): the key is read from the
 * request's Cookie header, and one minted while the handler runs is set on its response. Pages read
 * it through next/headers; code outside a request (scripts, jobs) has none.
 */
export { GUEST_COOKIE } from "@/lib/sessions/guest-cookie";

type Scope = { key: string | null; minted: string | null };
const scope = new AsyncLocalStorage<Scope>();

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

/** Runs a route handler with the request's guest key; `setCookie` is the header that sets a key minted meanwhile. */
export async function withGuestKeyScope<T>(request: Request, fn: () => Promise<T>): Promise<{ response: T; setCookie: string | null }> {
  const state: Scope = { key: guestKeyFromCookieHeader(request.headers.get("cookie")), minted: null };
  const response = await scope.run(state, fn);
  if (!state.minted) return { response, setCookie: null };
  return { response, setCookie: guestCookieHeader(state.minted, requestIsSecure(request)) };
}

async function presentKey(): Promise<string | null> {
  const state = scope.getStore();
  if (state) return state.key;
  try {
    return validGuestKey((await cookies()).get(GUEST_COOKIE)?.value);
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
    state.key = newGuestKey();
    state.minted = state.key;
  }
  return hashOf(state.key);
}
