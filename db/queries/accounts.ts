import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import {
  authTokens,
  betaAccessRequests,
  chatMessages,
  chatStates,
  emailOutbox,
  notifications,
  savedPreferences,
  searchListings,
  userSessions,
  users,
} from "@/db/schema";

export async function findUserIdByEmail({ db, email }: { db: DbOrTx; email: string }): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}

/** Inserts the user; null when the e-mail is already taken (a concurrent sign-up won). */
export async function createUser({
  db,
  ...values
}: {
  db: DbOrTx;
  email: string;
  passwordHash: string;
  firstTimeUser: boolean;
  createdFromSearch: boolean;
}): Promise<{ id: string; email: string } | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning({ id: users.id, email: users.email });
  return row ?? null;
}

/**
 * Removes an account and everything of theirs in one transaction: their search
 * sessions (private and shared alike) with those sessions' listings,
 * notifications and chat history, saved preferences, beta requests for the
 * address, auth tokens and the e-mails sent to them, then the user. Every delete
 * is by the ids read inside the transaction. Rate-limit rows are left to expire.
 * Returns false when there was no such user.
 */
export async function deleteAccountData({ db, userId }: { db: DbOrTx; userId: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).for("update").limit(1);
    if (!user) return false;
    const sessionIds = (await tx.select({ id: userSessions.sessionId }).from(userSessions).where(eq(userSessions.userId, user.id))).map((r) => r.id);
    if (sessionIds.length > 0) {
      await tx.delete(chatMessages).where(inArray(chatMessages.sessionId, sessionIds));
      await tx.delete(chatStates).where(inArray(chatStates.sessionId, sessionIds));
      await tx.delete(searchListings).where(inArray(searchListings.sessionId, sessionIds));
      await tx.delete(notifications).where(inArray(notifications.sessionId, sessionIds));
      await tx.delete(userSessions).where(inArray(userSessions.sessionId, sessionIds));
    }
    await tx.delete(savedPreferences).where(eq(savedPreferences.userId, user.id));
    await tx.delete(betaAccessRequests).where(eq(betaAccessRequests.email, user.email));
    await tx.delete(authTokens).where(eq(authTokens.userId, user.id));
    await tx.delete(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    await tx.delete(users).where(eq(users.id, user.id));
    return true;
  });
}

/** Marks the address confirmed (keeping the first confirmation time). */
export async function markEmailConfirmed({ db, userId }: { db: DbOrTx; userId: string }): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The account at this (normalised) address while its address is still unconfirmed, or null. */
export async function findUnconfirmedUser({ db, email }: { db: DbOrTx; email: string }): Promise<{ id: string; createdFromSearch: boolean } | null> {
  const [user] = await db
    .select({ id: users.id, createdFromSearch: users.createdFromSearch })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.emailConfirmedAt)))
    .limit(1);
  return user ?? null;
}

/**
 * Sets a new password hash and bumps the token version (every older sign-in ends);
 * `confirmEmail` also marks the address confirmed (a reset link proves it).
 * Returns the user, or null when there is no such user.
 */
export async function setPasswordHash({
  db,
  userId,
  passwordHash,
  confirmEmail = false,
}: {
  db: DbOrTx;
  userId: string;
  passwordHash: string;
  confirmEmail?: boolean;
}): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      ...(confirmEmail ? { emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email });
  return row ?? null;
}
