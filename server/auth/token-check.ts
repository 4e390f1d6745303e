import "server-only";
import { getDb } from "@/db/client";
import { createAuthSession, isAuthSessionLive, revokeAuthSession } from "@/db/queries/auth-sessions";
import { AUTH_SESSION_MAX_AGE_SECONDS } from "./auth.config";

/**
 * Whether a session JWT still speaks for a live account and browser: the user
 * exists, its token_version matches the token's (a password change, a reset or
 * "sign out everywhere" bumps it), and the token's own session row (`sid`) has
 * not been revoked by signing out. A token without a `sid` is not accepted.
 */
export async function isTokenCurrent(token: Record<string, unknown>): Promise<boolean> {
  if (typeof token.uid !== "string" || typeof token.sid !== "string") return false;
  if (!/^[0-9a-f-]{36}$/i.test(token.sid)) return false;
  const db = await getDb();
  return isAuthSessionLive({ db, userId: token.uid, sessionId: token.sid, tokenVersion: typeof token.tv === "number" ? token.tv : 0 });
}

/** Called by the jwt callback at sign-in: the new browser's session row. */
export async function startAuthSession(userId: string): Promise<string> {
  return createAuthSession({ db: await getDb(), userId, ttlSeconds: AUTH_SESSION_MAX_AGE_SECONDS });
}

/** Called by Auth.js's signOut event: the token's row is revoked, so a copy of the cookie stops working. */
export async function endAuthSession(token: Record<string, unknown> | null | undefined): Promise<void> {
  const sid = token?.sid;
  const db = await getDb();
  if (typeof sid === "string" && /^[0-9a-f-]{36}$/i.test(sid)) await revokeAuthSession({ db, sessionId: sid });
}
