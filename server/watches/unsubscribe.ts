import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getDb } from "@/db/client";
import { deleteWatch, getWatch } from "@/db/queries/watches";
import { AppError } from "@/lib/errors";
import { appUrl } from "@/server/auth/app-url";
import { authSecret } from "@/server/auth/secret";

/**
 * The signed one-click unsubscribe of a watch's digest (docs/SECURITY.md, "Unsubscribe links"):
 * no sign-in, the link itself is the credential. A token is the watch's id and an HMAC-SHA256 of
 * it under a key derived from AUTH_SECRET for this purpose alone, so a session key is never used
 * as a link key and a link can't be made for another watch. Unsubscribing deletes the watch, so
 * a link works once: used again, it finds nothing to stop (and a watch started again later has a
 * new id, which the old link does not name). Rotating AUTH_SECRET voids the links already sent.
 */

const PURPOSE = "propie/watch-unsubscribe/v1";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const UNSUBSCRIBE_MESSAGES = {
  invalid: "This unsubscribe link isn't valid. Open the link from the e-mail as it was sent, or stop the watch from Saved Sessions.",
  used: "This link has already been used: you're no longer watching this search.",
} as const;

function signature(watchId: string): Buffer {
  const key = createHmac("sha256", authSecret()).update(PURPOSE).digest();
  return createHmac("sha256", key).update(`watch:${watchId}`).digest();
}

export function unsubscribeToken(watchId: string): string {
  return `${watchId}.${signature(watchId).toString("base64url")}`;
}

/** The watch id a token was signed for, or null when it was not signed by us (tampered, truncated, made up). */
export function verifyUnsubscribeToken(token: string): string | null {
  const [watchId, sig, ...rest] = token.split(".");
  if (rest.length > 0 || !watchId || !sig || !UUID.test(watchId)) return null;
  const given = Buffer.from(sig, "base64url");
  const expected = signature(watchId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? watchId : null;
}

/** The header URL (RFC 8058's one-click POST) and the link in the text (a page with one button). */
export function unsubscribeLinks(watchId: string): { oneClick: string; page: string } {
  const token = encodeURIComponent(unsubscribeToken(watchId));
  return { oneClick: `${appUrl()}/api/watches/unsubscribe?token=${token}`, page: `${appUrl()}/unsubscribe?token=${token}` };
}

/** What an unsubscribe link stands for now (the /unsubscribe page): the watch it stops, that it was used, or that we didn't sign it. */
export async function describeUnsubscribe(token: unknown): Promise<{ status: "active"; name: string } | { status: "used" } | { status: "invalid"; message: string }> {
  const watchId = typeof token === "string" ? verifyUnsubscribeToken(token) : null;
  if (!watchId) return { status: "invalid", message: UNSUBSCRIBE_MESSAGES.invalid };
  const db = await getDb();
  const watch = await getWatch({ db, id: watchId });
  return watch ? { status: "active", name: watch.name } : { status: "used" };
}

/** Stops the watch a link names: its name; 403 for a link we didn't sign, 409 when it was already used. */
export async function unsubscribe(token: string): Promise<{ name: string }> {
  const watchId = verifyUnsubscribeToken(token);
  if (!watchId) throw new AppError("forbidden", UNSUBSCRIBE_MESSAGES.invalid, { reason: "invalid_link" });
  const db = await getDb();
  const deleted = await deleteWatch({ db, id: watchId });
  if (!deleted) throw new AppError("conflict", UNSUBSCRIBE_MESSAGES.used, { reason: "already_used" });
  return { name: deleted.name };
}
