import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { userSessions, users, type UserSession } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { decideSessionAccess, maskEmail, type SessionAction, type SessionRecord, type Viewer } from "@/lib/sessions/access";

export const CLAIM_REQUIRED_MESSAGE = "This search was started without signing in. Take it over to keep editing it as yours.";

/** Server-only queries on user_sessions. Every caller checks access through requireSessionAccess. */

export async function getSessionRecord({ sessionId }: { sessionId: string }): Promise<UserSession | null> {
  const db = await getDb();
  const [row] = await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId)).limit(1);
  return row ?? null;
}

/**
 * Throws the right AppError unless the viewer may do `action` on the session.
 * With `createIfMissing`, a write to a session id nobody has used yet creates it,
 * owned by the viewer (or ownerless for a guest).
 */
export async function requireSessionAccess({
  sessionId,
  viewer,
  action,
  createIfMissing = false,
}: {
  sessionId: string;
  viewer: Viewer;
  action: SessionAction;
  createIfMissing?: boolean;
}): Promise<UserSession> {
  let session = await getSessionRecord({ sessionId });
  if (!session && createIfMissing && action === "write") {
    session = await ensureSession({ sessionId, userId: viewer?.id ?? null });
  }
  return assertSessionAccess(session, viewer, action);
}

/** The access decision of lib/sessions/access.ts as an AppError; returns the session when allowed. */
export function assertSessionAccess<S extends SessionRecord>(session: S | null, viewer: Viewer, action: SessionAction): S {
  const decision = decideSessionAccess(session, viewer, action);
  if (decision.allowed && session) return session;
  if (!decision.allowed && decision.reason === "not_found") throw new AppError("not_found", "Session Not Found");
  if (!decision.allowed && decision.reason === "login_required") throw new AppError("unauthorized", "Please log in to view your results");
  if (!decision.allowed && decision.reason === "claim_required") throw new AppError("claim_required", CLAIM_REQUIRED_MESSAGE);
  throw new AppError("forbidden", "You don't have access to this session.");
}

/** Creates the session row if absent (idempotent); returns the stored row. */
export async function ensureSession({ sessionId, userId }: { sessionId: string; userId: string | null }): Promise<UserSession> {
  const db = await getDb();
  await db.insert(userSessions).values({ sessionId, userId }).onConflictDoNothing({ target: userSessions.sessionId });
  const row = await getSessionRecord({ sessionId });
  if (!row) throw new AppError("internal", "Session could not be created");
  return row;
}

/**
 * Spec 2, call 14: upsert session_data and last_active. user_id is only set when the
 * row is new: an edit never changes who owns a session (see claimGuestSession).
 */
export async function saveSessionData({ sessionId, userId, sessionData }: { sessionId: string; userId: string | null; sessionData: Record<string, unknown> }) {
  const db = await getDb();
  await db
    .insert(userSessions)
    .values({ sessionId, userId, sessionData, lastActive: new Date() })
    .onConflictDoUpdate({ target: userSessions.sessionId, set: { sessionData, lastActive: new Date() } });
}

/**
 * A signed-in user's explicit "take it over" of a guest (ownerless) session: it
 * becomes theirs and public, so the guest and anyone holding the link can still
 * read it. Idempotent for the owner; false when someone else owns it.
 */
export async function claimGuestSession({ sessionId, userId }: { sessionId: string; userId: string }): Promise<boolean> {
  const db = await getDb();
  const updated = await db
    .update(userSessions)
    .set({ userId, isPublic: true, lastActive: new Date() })
    .where(sql`${userSessions.sessionId} = ${sessionId} and (${userSessions.userId} is null or ${userSessions.userId} = ${userId})`)
    .returning({ sessionId: userSessions.sessionId });
  return updated.length === 1;
}

/** Spec 2, call 7: link a guest session to a (new) user. Only an ownerless session can be claimed. */
export async function linkSessionToUser({ sessionId, userId }: { sessionId: string; userId: string }) {
  const db = await getDb();
  const updated = await db
    .update(userSessions)
    .set({ userId, lastActive: new Date() })
    .where(sql`${userSessions.sessionId} = ${sessionId} and (${userSessions.userId} is null or ${userSessions.userId} = ${userId})`)
    .returning({ sessionId: userSessions.sessionId });
  return updated.length === 1;
}

/** Spec 2, call 15: share makes the session public. */
export async function setSessionPublic({ sessionId }: { sessionId: string }) {
  const db = await getDb();
  await db.update(userSessions).set({ isPublic: true, lastActive: new Date() }).where(eq(userSessions.sessionId, sessionId));
}

/** The owner's e-mail, masked, for the Login Required screen. */
export async function getMaskedOwnerEmail({ userId }: { userId: string | null }): Promise<string | null> {
  if (!userId) return null;
  const db = await getDb();
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? maskEmail(row.email) : null;
}
