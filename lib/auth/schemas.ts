import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { normaliseEmail } from "./email";

/**
 * The bodies of the auth calls, shared by the forms and the route handlers.
 * Client-safe: the common-password check runs on the server only (its list is
 * too big to ship to the browser).
 */
export const MISSING_CREDENTIALS_MESSAGE = "You must provide either an email or phone number and a password";
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";

export const emailField = z
  .string({ error: MISSING_CREDENTIALS_MESSAGE })
  .trim()
  .min(1, MISSING_CREDENTIALS_MESSAGE)
  .max(254, INVALID_EMAIL_MESSAGE)
  .transform(normaliseEmail)
  .pipe(z.email(INVALID_EMAIL_MESSAGE));

/** Sign-in accepts any stored password length up to the maximum; rules apply when one is set. */
const anyPassword = z.string({ error: MISSING_CREDENTIALS_MESSAGE }).min(1, MISSING_CREDENTIALS_MESSAGE).max(PASSWORD_MAX_LENGTH, "Invalid login credentials");

export const newPasswordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  // Far above the rule, so the policy can list every reason; only absurd input stops here.
  .max(PASSWORD_MAX_LENGTH * 8, `Password is too weak: it must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const signInSchema = z.object({ email: emailField, password: anyPassword });
export const signUpSchema = z.object({
  email: emailField,
  password: z.string({ error: MISSING_CREDENTIALS_MESSAGE }).min(1, MISSING_CREDENTIALS_MESSAGE).max(PASSWORD_MAX_LENGTH * 8, `Password is too weak: it must be at most ${PASSWORD_MAX_LENGTH} characters.`),
});

/**
 * The forms' own check for empty fields, before any round trip: per-field
 * "… is required" and the spec's library message for the form as a whole.
 */
export function missingCredentials(values: { email?: string; password?: string }): Record<string, string[]> | null {
  const out: Record<string, string[]> = {};
  if (values.email !== undefined && values.email.trim() === "") out.email = ["Email is required"];
  if (values.password !== undefined && values.password === "") out.password = ["Password is required"];
  return Object.keys(out).length > 0 ? out : null;
}
export const forgotPasswordSchema = z.object({ email: emailField });
export const resendConfirmationSchema = z.object({ email: emailField });
/** The answer of POST /api/auth/resend-confirmation: what to tell the user. */
export const messageResponseSchema = z.object({ message: z.string() });

const passwordPair = z.object({ password: newPasswordField, confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }) });
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] };

export const resetPasswordSchema = passwordPair
  .extend({ token: z.string().min(20, "This password reset link is invalid or has expired.").max(200) })
  .refine(passwordsMatch, mismatch);
export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password";
export const CURRENT_PASSWORD_WRONG = "Your current password is incorrect";
/** Change Password asks for the current password too: a borrowed session alone can't take the account over. */
export const changePasswordSchema = passwordPair
  .extend({ currentPassword: z.string({ error: CURRENT_PASSWORD_REQUIRED }).min(1, CURRENT_PASSWORD_REQUIRED).max(PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_WRONG) })
  .refine(passwordsMatch, mismatch);

/** Client-side length hint before the round trip (the server gives the full list of reasons). */
export function clientPasswordProblems(password: string): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push(`it must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (length > PASSWORD_MAX_LENGTH) problems.push(`it must be at most ${PASSWORD_MAX_LENGTH} characters`);
  return problems;
}
