import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { authSessions, users } from "@/db/schema";

/** Server-side records of signed-in browsers (see the auth_sessions table). */

export async function createAuthSession({ db, userId, ttlSeconds }: { db: DbOrTx; userId: string; ttlSeconds: number }): Promise<string> {
  // The user's own dead rows go first, so the table holds about one row per live browser.
  await db.delete(authSessions).where(and(eq(authSessions.userId, userId), or(lt(authSessions.expiresAt, sql`now()`), sql`${authSessions.revokedAt} is not null`)));
  const [row] = await db
    .insert(authSessions)
    .values({ userId, expiresAt: sql`now() + ${`${ttlSeconds} seconds`}::interval` })
    .returning({ id: authSessions.id });
  return row.id;
}

/**
 * Whether a token still speaks for a live account and browser: the user exists,
 * its token_version matches the token's, and the token's session row is neither
 * revoked nor expired. One query per request.
 */
export async function isAuthSessionLive({ db, userId, sessionId, tokenVersion }: { db: DbOrTx; userId: string; sessionId: string; tokenVersion: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        eq(users.tokenVersion, tokenVersion),
        isNull(authSessions.revokedAt),
        sql`${authSessions.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function revokeAuthSession({ db, sessionId }: { db: DbOrTx; sessionId: string }): Promise<void> {
  await db.update(authSessions).set({ revokedAt: sql`now()` }).where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Revokes every live session row of the user (inside the caller's transaction). */
export async function revokeSessionRows({ db, userId }: { db: DbOrTx; userId: string }): Promise<void> {
  await db.update(authSessions).set({ revokedAt: sql`now()` }).where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** Ends every session of the user: all rows revoked and the token version bumped, in one transaction. */
export async function revokeAllAuthSessions({ db, userId }: { db: DbOrTx; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeSessionRows({ db: tx, userId });
  });
}
