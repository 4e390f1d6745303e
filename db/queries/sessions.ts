import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { userSessions, users, type UserSession } from "@/db/schema";
import { moveGuestStars } from "./shortlist";

/** Queries on user_sessions: rows in, rows out. Access is decided in server/sessions.ts, which every caller goes through. */

export async function getSessionRecord({ sessionId }: { sessionId: string }): Promise<UserSession | null> {
  const db = await getDb();
  const [row] = await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId)).limit(1);
  return row ?? null;
}

/** Creates the session row if absent (idempotent); returns the stored row (null only if it was deleted in between). */
export async function ensureSession({ sessionId, userId }: { sessionId: string; userId: string | null }): Promise<UserSession | null> {
  const db = await getDb();
  await db.insert(userSessions).values({ sessionId, userId }).onConflictDoNothing({ target: userSessions.sessionId });
  return getSessionRecord({ sessionId });
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
 * read it. Claiming one's own session changes nothing about who can read it (only
 * Share makes a session public). Returns whether the session is now public, or
 * null when someone else owns it. The guest's stars (its shortlist) move with it, in the same
 * transaction.
 */
export async function claimGuestSession({ sessionId, userId }: { sessionId: string; userId: string }): Promise<{ isPublic: boolean } | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(userSessions)
      .set({ userId, isPublic: sql`${userSessions.isPublic} or ${userSessions.userId} is null`, lastActive: new Date() })
      .where(sql`${userSessions.sessionId} = ${sessionId} and (${userSessions.userId} is null or ${userSessions.userId} = ${userId})`)
      .returning({ isPublic: userSessions.isPublic });
    if (!claimed) return null;
    await moveGuestStars({ db: tx, sessionId, userId });
    return claimed;
  });
}

/** Spec 2, call 7: link a guest session to a (new) user. Only an ownerless session can be claimed; its stars move with it. */
export async function linkSessionToUser({ sessionId, userId }: { sessionId: string; userId: string }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(userSessions)
      .set({ userId, lastActive: new Date() })
      .where(sql`${userSessions.sessionId} = ${sessionId} and (${userSessions.userId} is null or ${userSessions.userId} = ${userId})`)
      .returning({ sessionId: userSessions.sessionId });
    if (updated.length !== 1) return false;
    await moveGuestStars({ db: tx, sessionId, userId });
    return true;
  });
}

/** Spec 2, call 15: share makes the session public. */
export async function setSessionPublic({ sessionId }: { sessionId: string }) {
  const db = await getDb();
  await db.update(userSessions).set({ isPublic: true, lastActive: new Date() }).where(eq(userSessions.sessionId, sessionId));
}

/** A session owner's e-mail (server/sessions.ts masks it for the Login Required screen). */
export async function getOwnerEmail({ userId }: { userId: string }): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}
