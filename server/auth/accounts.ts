import "server-only";
import { randomInt } from "node:crypto";
import { getDb } from "@/db/client";
import { createUser, deleteAccountData, findUnconfirmedUser, findUserIdByEmail, markEmailConfirmed, setPasswordHash } from "@/db/queries/accounts";
import { AppError } from "@/lib/errors";
import { GUEST_PASSWORD_LENGTH } from "@/lib/constants";
import { sendMail } from "@/server/mail";
import { deliverInBackground } from "@/server/mail/background";
import { accountExistsMessage, confirmEmailMessage, resetPasswordMessage } from "@/server/mail/templates";
import { appUrl } from "./app-url";
import { normaliseEmail } from "@/lib/auth/email";
import { revokeSessionRows } from "@/db/queries/auth-sessions";
import { findUserById } from "@/db/queries/users";
import { hashPassword, verifyPassword } from "./password";
import { passwordWeaknesses, weakPasswordMessage } from "@/lib/auth/password-policy";
import { CURRENT_PASSWORD_WRONG, emailField } from "@/lib/auth/schemas";
import type { TokenKind } from "@/db/queries/auth-tokens";
import { CONFIRM_EMAIL_TTL_MS, consumeToken, issueToken, RESET_PASSWORD_TTL_MS } from "./tokens";

export const EMAIL_EXISTS_MESSAGE = "Email already exists";
export const INVALID_CONFIRM_LINK_MESSAGE = "This confirmation link is invalid or has expired.";
export const INVALID_RESET_LINK_MESSAGE = "This password reset link is invalid or has expired. Please request a new one.";

function parseEmail(email: string): string {
  const parsed = emailField.safeParse(email);
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Please enter a valid email address", { fields: { email: parsed.error.issues.map((i) => i.message) } });
  return parsed.data;
}

/** Throws the weak-password error, listing every reason, unless the password passes the rules. */
export function assertStrongPassword(password: string, field = "password", email?: string): void {
  const reasons = passwordWeaknesses(password, email);
  if (reasons.length > 0) throw new AppError("bad_request", weakPasswordMessage(reasons), { fields: { [field]: reasons } });
}

export async function emailExists({ email }: { email: string }): Promise<boolean> {
  const db = await getDb();
  return (await findUserIdByEmail({ db, email: normaliseEmail(email) })) !== null;
}

const GUEST_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%^&*-_";
/** A random password for accounts made by the search flow (spec: 16 characters); never shown, reset by e-mail. */
export function generateGuestPassword(): string {
  let out = "";
  for (let i = 0; i < GUEST_PASSWORD_LENGTH; i++) out += GUEST_ALPHABET[randomInt(GUEST_ALPHABET.length)];
  return out;
}

function confirmLink(token: string) {
  return `${appUrl()}/api/auth/confirm?token=${encodeURIComponent(token)}`;
}
function resetLink(token: string) {
  return `${appUrl()}/auth?type=recovery&token=${encodeURIComponent(token)}`;
}

async function sendConfirmation({ email, token, createdFromSearch }: { email: string; token: string; createdFromSearch: boolean }) {
  await sendMail({ to: email, ...confirmEmailMessage({ link: confirmLink(token), createdFromSearch }) });
}

/** The account row and its confirmation token, in one transaction; null when the address already has an account. */
async function insertAccount(values: { email: string; passwordHash: string; firstTimeUser: boolean; createdFromSearch: boolean }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const user = await createUser({ db: tx, ...values });
    if (!user) return null;
    const token = await issueToken({ db: tx, userId: user.id, kind: "confirm_email", ttlMs: CONFIRM_EMAIL_TTL_MS });
    return { user, token };
  });
}

/**
 * Creates an unconfirmed account and e-mails its confirmation link (the search flow's
 * guest-account step, which keeps the spec's "Email already exists"). A refused
 * delivery is not thrown: the account exists, the message is retried from the
 * outbox, and the user can ask for the link again.
 */
export async function registerUser(input: {
  email: string;
  password: string;
  firstTimeUser?: boolean;
  createdFromSearch?: boolean;
}): Promise<{ id: string; email: string }> {
  const email = parseEmail(input.email);
  assertStrongPassword(input.password, "password", email);
  if (await emailExists({ email })) throw new AppError("conflict", EMAIL_EXISTS_MESSAGE, { fields: { email: [EMAIL_EXISTS_MESSAGE] } });
  const passwordHash = await hashPassword(input.password);
  const createdFromSearch = input.createdFromSearch ?? false;
  const created = await insertAccount({ email, passwordHash, firstTimeUser: input.firstTimeUser ?? false, createdFromSearch });
  // Null: lost a race with a concurrent sign-up for the same address.
  if (!created) throw new AppError("conflict", EMAIL_EXISTS_MESSAGE, { fields: { email: [EMAIL_EXISTS_MESSAGE] } });

  // A mail server that is down doesn't fail the sign-up: the message waits in the outbox and is retried.
  await sendConfirmation({ email, token: created.token, createdFromSearch });
  return { id: created.user.id, email: created.user.email };
}

/**
 * Plain sign-up (spec call 6) answers the same whether or not the address already
 * has an account — "check your e-mail" — so it can't be used to learn who has one.
 * Both paths do the same work before answering: the argon2id hash, one insert
 * attempt, and the e-mail sent after the answer (a confirmation link, or to the
 * owner of an existing account "you already have an account"); waiting for the mail
 * server on one path only would tell the two apart by time (docs/SECURITY.md).
 */
export async function signUpUniformly({ email, password }: { email: string; password: string }): Promise<{ email: string }> {
  const address = parseEmail(email);
  assertStrongPassword(password, "password", address);
  const passwordHash = await hashPassword(password);
  const created = await insertAccount({ email: address, passwordHash, firstTimeUser: false, createdFromSearch: false });
  if (created) deliverInBackground(() => sendConfirmation({ email: address, token: created.token, createdFromSearch: false }));
  else deliverInBackground(() => sendMail({ to: address, ...accountExistsMessage({ signInLink: `${appUrl()}/auth` }) }));
  return { email: address };
}

/** Follows a confirmation link. Returns false for an unknown, used or expired token. */
export async function confirmEmail({ token }: { token: string }): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const userId = await consumeToken({ db: tx, token, kind: "confirm_email" });
    if (!userId) return false;
    await markEmailConfirmed({ db: tx, userId });
    return true;
  });
}

/**
 * Sends a fresh confirmation link when the address has an unconfirmed account.
 * Answers the same way in the same time whatever the case (no enumeration):
 * the work happens after the response.
 */
export function resendConfirmation({ email }: { email: string }): void {
  const address = normaliseEmail(email);
  mailFreshToken({
    find: async () => findUnconfirmedUser({ db: await getDb(), email: address }),
    kind: "confirm_email",
    ttlMs: CONFIRM_EMAIL_TTL_MS,
    send: (user, token) => sendConfirmation({ email: address, token, createdFromSearch: user.createdFromSearch }),
  });
}

/** Forgot password: e-mails a 1-hour single-use link when the account exists; same answer either way. */
export function requestPasswordReset({ email }: { email: string }): void {
  const address = normaliseEmail(email);
  mailFreshToken({
    find: async () => {
      const db = await getDb();
      const id = await findUserIdByEmail({ db, email: address });
      return id ? { id } : null;
    },
    kind: "reset_password",
    ttlMs: RESET_PASSWORD_TTL_MS,
    send: (_user, token) => sendMail({ to: address, ...resetPasswordMessage({ link: resetLink(token) }) }),
  });
}

/**
 * The work behind an answer that is the same whether or not the account exists: after the
 * response, finds the account (nothing more when there is none), issues it a fresh token of
 * `kind` and sends the mail made with it.
 */
function mailFreshToken<U extends { id: string }>({
  find,
  kind,
  ttlMs,
  send,
}: {
  find: () => Promise<U | null>;
  kind: TokenKind;
  ttlMs: number;
  send: (user: U, token: string) => Promise<unknown>;
}): void {
  deliverInBackground(async () => {
    const user = await find();
    if (!user) return;
    const db = await getDb();
    const token = await db.transaction((tx) => issueToken({ db: tx, userId: user.id, kind, ttlMs }));
    await send(user, token);
  });
}

/**
 * Recovery: sets the new password if the token is valid, unused and unexpired.
 * Following the e-mailed link also proves the address, so it confirms it; the
 * token version is bumped so every older session ends.
 */
export async function resetPassword({ token, password }: { token: string; password: string }): Promise<{ userId: string; email: string }> {
  assertStrongPassword(password);
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const userId = await consumeToken({ db: tx, token, kind: "reset_password" });
    if (!userId) throw new AppError("bad_request", INVALID_RESET_LINK_MESSAGE);
    const account = await setPasswordHash({ db: tx, userId, passwordHash, confirmEmail: true });
    if (!account) throw new AppError("bad_request", INVALID_RESET_LINK_MESSAGE);
    // Thrown inside the transaction, so the link stays usable for a better password.
    assertStrongPassword(password, "password", account.email);
    return { userId: account.id, email: account.email };
  });
}

/**
 * Change Password for the signed-in user, who must give the current password
 * (checked before the new one is hashed). Ends every session of theirs (token
 * version + 1, session rows revoked); the route signs this browser in again.
 */
export async function changePassword({ userId, currentPassword, password }: { userId: string; currentPassword: string; password: string }): Promise<{ email: string }> {
  const db = await getDb();
  const existing = await findUserById({ db, id: userId });
  if (!existing) throw new AppError("unauthorized", "Auth session missing!");
  if (!(await verifyPassword(existing.passwordHash, currentPassword))) {
    throw new AppError("forbidden", CURRENT_PASSWORD_WRONG, { fields: { currentPassword: [CURRENT_PASSWORD_WRONG] } });
  }
  assertStrongPassword(password, "password", existing.email);
  const passwordHash = await hashPassword(password);
  const updated = await db.transaction(async (tx) => {
    const row = await setPasswordHash({ db: tx, userId, passwordHash });
    if (row) await revokeSessionRows({ db: tx, userId });
    return row;
  });
  // The account was deleted between the check above and the update.
  if (!updated) throw new AppError("unauthorized", "Auth session missing!");
  return { email: updated.email };
}

/** Deletes the account and everything of theirs (see deleteAccountData). The route's gate has made sure there is a user. */
export async function deleteAccount({ userId }: { userId: string }): Promise<void> {
  const db = await getDb();
  const deleted = await deleteAccountData({ db, userId });
  if (!deleted) throw new AppError("not_found", "Account not found");
}
