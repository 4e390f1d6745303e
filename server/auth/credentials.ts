import "server-only";
// next-auth re-exports this very class; importing it from @auth/core keeps this
// module loadable outside Next.js (integration tests, scripts).
import { CredentialsSignin } from "@auth/core/errors";
import { getDb } from "@/db/client";
import { findUserByEmail } from "@/db/queries/users";
import { claimAttempt, clientIp, hit, LIMITS, peek, reset, SIGN_IN_ACCOUNT_DELAY } from "@/server/rate-limit";
import { burnVerifyTime, verifyPassword } from "./password";
import { signInSchema } from "@/lib/auth/schemas";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid login credentials";
export const EMAIL_NOT_CONFIRMED_MESSAGE = "Email not confirmed";

export class InvalidCredentials extends CredentialsSignin {
  code = "invalid_credentials";
}
export class EmailNotConfirmed extends CredentialsSignin {
  code = "email_not_confirmed";
}
/** Too many failures; carries the wait so the sign-in route can send Retry-After. */
export class SignInRateLimited extends CredentialsSignin {
  code = "rate_limited";
  constructor(readonly retryAfterSeconds: number) {
    super();
  }
}

export type AuthorizedUser = { id: string; email: string; tokenVersion: number };

async function recordFailure(emailIpKey: string, ip: string) {
  await Promise.all([hit(LIMITS.signInFailuresPerEmailIp, emailIpKey), hit(LIMITS.signInFailuresPerIp, ip)]);
}

/**
 * Checks an e-mail and password. It lives inside Auth.js's authorize so the
 * limits also hold for direct posts to /api/auth/callback/credentials.
 * - 5 failures per e-mail + IP per 15 minutes, 100 per IP per day: the next try
 *   is refused before any password work.
 * - Per account, from every address together: after 10 attempts in a row without
 *   a success each further one waits 1, 2, 4 … up to 120 seconds after the last
 *   (claimAttempt), so rotating addresses buys nothing and the owner is never
 *   locked out for longer than that.
 * - Unknown e-mail and wrong password give the same answer after the same argon2
 *   work and the same counter writes, so neither the answer nor its time says
 *   which it was. "Email not confirmed" is only said after a correct password.
 */
export async function authorizeCredentials(raw: Partial<Record<string, unknown>>, request?: Request): Promise<AuthorizedUser> {
  const parsed = signInSchema.safeParse({ email: raw.email, password: raw.password });
  if (!parsed.success) throw new InvalidCredentials();
  const { email, password } = parsed.data;
  const ip = request ? clientIp(request) : "unknown";
  const emailIpKey = `${email}|${ip}`;

  const [perEmailIp, perIp] = await Promise.all([peek(LIMITS.signInFailuresPerEmailIp, emailIpKey), peek(LIMITS.signInFailuresPerIp, ip)]);
  if (!perEmailIp.allowed || !perIp.allowed) {
    const waits = [perEmailIp, perIp].filter((s) => !s.allowed).map((s) => s.retryAfterSeconds);
    throw new SignInRateLimited(Math.max(...waits));
  }
  const account = await claimAttempt(SIGN_IN_ACCOUNT_DELAY, email);
  if (!account.allowed) throw new SignInRateLimited(account.retryAfterSeconds);
  const db = await getDb();

  const user = await findUserByEmail({ db, email });
  const ok = user ? await verifyPassword(user.passwordHash, password) : await burnVerifyTime(password);
  if (!user || !ok) {
    await recordFailure(emailIpKey, ip);
    throw new InvalidCredentials();
  }
  await reset(SIGN_IN_ACCOUNT_DELAY, email);
  if (!user.emailConfirmedAt) throw new EmailNotConfirmed();
  await reset(LIMITS.signInFailuresPerEmailIp, emailIpKey);
  return { id: user.id, email: user.email, tokenVersion: user.tokenVersion };
}
