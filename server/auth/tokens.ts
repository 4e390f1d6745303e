import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { DbOrTx } from "@/db/client";
import { replaceToken, spendToken, type TokenKind } from "@/db/queries/auth-tokens";

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
export async function issueToken({ db, userId, kind, ttlMs }: { db: DbOrTx; userId: string; kind: TokenKind; ttlMs: number }): Promise<string> {
  const token = newToken();
  await replaceToken({ db, userId, kind, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** The token's user once it is used up, or null when it is unknown, of another kind, expired or already used. */
export function consumeToken({ db, token, kind }: { db: DbOrTx; token: string; kind: TokenKind }): Promise<string | null> {
  return spendToken({ db, tokenHash: hashToken(token), kind });
}
