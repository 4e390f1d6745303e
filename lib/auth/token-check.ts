import { findUserById } from "@/db/queries/users";

/**
 * Whether a session JWT still speaks for a live account: the user exists and
 * its token_version matches the one the token was issued with (a password
 * change or reset bumps it, ending every older session).
 */
export async function isTokenCurrent(token: Record<string, unknown>): Promise<boolean> {
  if (typeof token.uid !== "string") return false;
  const user = await findUserById({ id: token.uid });
  return Boolean(user) && user?.tokenVersion === (typeof token.tv === "number" ? token.tv : 0);
}
