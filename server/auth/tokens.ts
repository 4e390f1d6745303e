import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { authTokens } from "@/db/schema";

export type TokenKind = "confirm_email" | "reset_password";

export const CONFIRM_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;

/** Only the SHA-256 of a token is stored: a database leak yields no usable links. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 32 random bytes, base64url: unguessable, and safe in a URL. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Issues a single-use token, retiring the user's earlier unused ones of the same kind. */
export async function issueToken(db: DbOrTx, { userId, kind, ttlMs }: { userId: string; kind: TokenKind; ttlMs: number }): Promise<string> {
  const token = newToken();
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
  await db.insert(authTokens).values({ userId, kind, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/**
 * Marks the token used and returns its user, or null when it is unknown, of
 * another kind, expired or already used. One UPDATE … RETURNING, so two
 * concurrent uses can't both succeed.
 */
export async function consumeToken(db: DbOrTx, { token, kind }: { token: string; kind: TokenKind }): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, kind), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}
