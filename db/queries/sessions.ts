import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { userSessions, users, type UserSession } from "@/db/schema";
import { moveGuestStars } from "./shortlist";

/** Queries on user_sessions: rows in, rows out. Access is decided in server/sessions.ts, which every caller goes through. */

export async function getSessionRecord({ db, sessionId }: { db: DbOrTx; sessionId: string }): Promise<UserSession | null> {
  const [row] = await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId)).limit(1);
  return row ?? null;
}

/**
 * Creates the session row if absent (idempotent); returns the stored row (null only if it was deleted
 * in between). A guest's new session records the hash of their browser's guest key (`guestOwner`).
 */
export async function ensureSession({ db, sessionId, userId, guestOwner = null }: { db: DbOrTx; sessionId: string; userId: string | null; guestOwner?: string | null }): Promise<UserSession | null> {
  await db
    .insert(userSessions)
    .values({ sessionId, userId, guestOwner: userId ? null : guestOwner })
    .onConflictDoNothing({ target: userSessions.sessionId });
  return getSessionRecord({ db, sessionId });
}

/**
 * Binds a guest session stored before guest keys (no user, no guest owner) to the browser that
 * writes it first. Its personal keys are dropped in the same statement: whoever held its id could
 * read them until now, so the browser that binds it can't be told apart from anyone with the link.
 * Returns the row as it now is (bound to this key, or to another browser that got there first).
 */
export async function bindGuestSession({ db, sessionId, guestOwner, personalKeys }: { db: DbOrTx; sessionId: string; guestOwner: string; personalKeys: readonly string[] }): Promise<UserSession | null> {
  await db
    .update(userSessions)
    .set({ guestOwner, sessionData: sql`${userSessions.sessionData} - ${sql.param([...personalKeys])}::text[]` })
    .where(sql`${userSessions.sessionId} = ${sessionId} and ${userSessions.userId} is null and ${userSessions.guestOwner} is null`);
  return getSessionRecord({ db, sessionId });
}

/**
 * Spec 2, call 14: upsert session_data and last_active. user_id (and a guest's key hash) are only
 * set when the row is new: an edit never changes who owns a session (see claimGuestSession).
 */
export async function saveSessionData({
  db,
  sessionId,
  userId,
  sessionData,
  guestOwner = null,
}: {
  db: DbOrTx;
  sessionId: string;
  userId: string | null;
  sessionData: Record<string, unknown>;
  guestOwner?: string | null;
}) {
  await db
    .insert(userSessions)
    .values({ sessionId, userId, sessionData, guestOwner: userId ? null : guestOwner, lastActive: new Date() })
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
export async function claimGuestSession({ db, sessionId, userId, guestKey }: { db: DbOrTx; sessionId: string; userId: string; guestKey: string | null }): Promise<{ isPublic: boolean } | null> {
  return db.transaction(async (tx) => {
    // A guest session bound to a browser can only be taken over from that browser (its guest key).
    const [claimed] = await tx
      .update(userSessions)
      .set({ userId, isPublic: sql`${userSessions.isPublic} or ${userSessions.userId} is null`, lastActive: new Date() })
      .where(
        sql`${userSessions.sessionId} = ${sessionId} and (${userSessions.userId} = ${userId} or (${userSessions.userId} is null and (${userSessions.guestOwner} is null or ${userSessions.guestOwner} = ${guestKey})))`,
      )
      .returning({ isPublic: userSessions.isPublic });
    if (!claimed) return null;
    await moveGuestStars({ db: tx, sessionId, userId });
    return claimed;
  });
}

/**
 * Spec 2, call 7: link a guest session to a (new) user. Only an ownerless session can be linked, by
 * the browser that started it (its guest key) when one did; its stars move with it.
 */
export async function linkSessionToUser({ db, sessionId, userId, guestKey }: { db: DbOrTx; sessionId: string; userId: string; guestKey: string | null }) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(userSessions)
      .set({ userId, lastActive: new Date() })
      .where(
        sql`${userSessions.sessionId} = ${sessionId} and (${userSessions.userId} = ${userId} or (${userSessions.userId} is null and (${userSessions.guestOwner} is null or ${userSessions.guestOwner} = ${guestKey})))`,
      )
      .returning({ sessionId: userSessions.sessionId });
    if (updated.length !== 1) return false;
    await moveGuestStars({ db: tx, sessionId, userId });
    return true;
  });
}

/** Spec 2, call 15: share makes the session public. */
export async function setSessionPublic({ db, sessionId }: { db: DbOrTx; sessionId: string }) {
  await db.update(userSessions).set({ isPublic: true, lastActive: new Date() }).where(eq(userSessions.sessionId, sessionId));
}

/** A session owner's e-mail (server/sessions.ts masks it for the Login Required screen). */
export async function getOwnerEmail({ db, userId }: { db: DbOrTx; userId: string }): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}
