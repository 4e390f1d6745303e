import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { betaAccessRequests, searchListings, userSessions, users } from "@/db/schema";
import { normaliseEmail } from "@/lib/auth/email";
import type { FinanceProfileInput } from "@/lib/finance/profile";

export async function findUserByEmail({ db, email }: { db: DbOrTx; email: string }) {
  const [user] = await db.select().from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
  return user ?? null;
}

export async function findUserById({ db, id }: { db: DbOrTx; id: string }) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** The user's account finance defaults (docs/FINANCE.md §14); null when none are saved or the user is gone. */
export async function getFinanceDefaults({ db, userId }: { db: DbOrTx; userId: string }): Promise<FinanceProfileInput | null> {
  const [row] = await db.select({ finance: users.financeDefaults }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.finance ?? null;
}

/** Replaces the user's account finance defaults (null clears them); the row written, or null when the user is gone. */
export async function setFinanceDefaults({ db, userId, finance }: { db: DbOrTx; userId: string; finance: FinanceProfileInput | null }): Promise<FinanceProfileInput | null | undefined> {
  const [row] = await db.update(users).set({ financeDefaults: finance, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ finance: users.financeDefaults });
  return row ? row.finance : undefined;
}

/** Whether the user's searches e-mail "Your matches are ready" (users.results_emails); null when the user is gone. */
export async function getResultsEmails({ db, userId }: { db: DbOrTx; userId: string }): Promise<boolean | null> {
  const [row] = await db.select({ on: users.resultsEmails }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.on : null;
}

/** Turns the user's results e-mails on or off; the value stored, or null when the user is gone. */
export async function setResultsEmails({ db, userId, on }: { db: DbOrTx; userId: string; on: boolean }): Promise<boolean | null> {
  const [row] = await db.update(users).set({ resultsEmails: on, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ on: users.resultsEmails });
  return row ? row.on : null;
}

/** What the landing greets a signed-in user with: the name on their beta request, and whether any of their sessions has results. */
export async function viewerGreeting({ db, userId, email }: { db: DbOrTx; userId: string; email: string }): Promise<{ fullName: string | null; hasMatches: boolean }> {
  const [request] = await db.select({ fullName: betaAccessRequests.fullName }).from(betaAccessRequests).where(eq(betaAccessRequests.email, normaliseEmail(email))).limit(1);
  const [result] = await db
    .select({ one: sql<number>`1` })
    .from(searchListings)
    .innerJoin(userSessions, eq(userSessions.sessionId, searchListings.sessionId))
    .where(eq(userSessions.userId, userId))
    .limit(1);
  return { fullName: request?.fullName ?? null, hasMatches: result !== undefined };
}
