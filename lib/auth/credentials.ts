import { CredentialsSignin } from "next-auth";
import { z } from "zod";
import { findUserByEmail } from "@/db/queries/users";
import { normaliseEmail } from "./email";
import { burnVerifyTime, verifyPassword } from "./password";

export class InvalidCredentials extends CredentialsSignin {
  code = "invalid_credentials";
}
export class EmailNotConfirmed extends CredentialsSignin {
  code = "email_not_confirmed";
}

const credentialsSchema = z.object({ email: z.email(), password: z.string().min(1).max(128) });

/**
 * Checks an e-mail and password. Unknown e-mail and wrong password give the same
 * answer after the same argon2 work, so the answer says nothing about which it was.
 */
export async function authorizeCredentials(raw: Partial<Record<string, unknown>>, _request?: Request) {
  const parsed = credentialsSchema.safeParse({ email: typeof raw.email === "string" ? normaliseEmail(raw.email) : raw.email, password: raw.password });
  if (!parsed.success) throw new InvalidCredentials();
  const user = await findUserByEmail({ email: parsed.data.email });
  if (!user) {
    await burnVerifyTime(parsed.data.password);
    throw new InvalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, parsed.data.password))) throw new InvalidCredentials();
  if (!user.emailConfirmedAt) throw new EmailNotConfirmed();
  return { id: user.id, email: user.email, tokenVersion: user.tokenVersion };
}
