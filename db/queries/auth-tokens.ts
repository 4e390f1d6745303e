import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { authTokens } from "@/db/schema";

export type TokenKind = "confirm_email" | "reset_password";

/** Stores a token's hash, retiring the user's earlier unused tokens of the same kind. */
export async function replaceToken({ db, userId, kind, tokenHash, expiresAt }: { db: DbOrTx; userId: string; kind: TokenKind; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
  await db.insert(authTokens).values({ userId, kind, tokenHash, expiresAt });
}

/**
 * Marks the token used and returns its user, or null when it is unknown, of
 * another kind, expired or already used. One UPDATE … RETURNING, so two
 * concurrent uses can't both succeed.
 */
export async function spendToken({ db, tokenHash, kind }: { db: DbOrTx; tokenHash: string; kind: TokenKind }): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, kind), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}
