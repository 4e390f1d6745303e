import { toast } from "@/components/ui/toast-store";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { clientPasswordProblems, PASSWORDS_DO_NOT_MATCH } from "@/lib/auth/schemas";

/** A form's messages by field name, as <Field errors> shows them. */
export type FieldErrors = Record<string, string[]>;

/** zod issues by field (the first path segment; "_" for the form as a whole). */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) (out[String(issue.path[0] ?? "_")] ??= []).push(issue.message);
  return out;
}

/** The server's field messages as sentences: weak-password reasons arrive as phrases ("it must be …"). */
export function asSentences(fields: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [k, list] of Object.entries(fields)) out[k] = list.map((m) => m.charAt(0).toUpperCase() + m.slice(1));
  return out;
}

/** What the browser can tell about a new password's strength, under the password field; null when nothing. */
export function weakPasswordErrors(password: string): FieldErrors | null {
  const problems = clientPasswordProblems(password);
  return problems.length > 0 ? { password: problems.map((p) => `Password is too weak: ${p}.`) } : null;
}

/** A new password and its confirmation: a mismatch first (also toasted), then the strength; null when both pass. */
export function checkNewPassword(password: string, confirmPassword: string): FieldErrors | null {
  if (password !== confirmPassword) {
    toast({ ...AUTH_TOASTS.passwordsDoNotMatch, variant: "destructive" });
    return { confirmPassword: [PASSWORDS_DO_NOT_MATCH] };
  }
  return weakPasswordErrors(password);
}
