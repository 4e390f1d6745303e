// The auth form's submit steps, one per mode: each checks its fields, makes its call and reports through the form's setters.
import { toast } from "@/components/ui/toast-store";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { takeRedirectAfterLogin } from "@/client/login-redirect";
import { forgotPasswordSchema, MISSING_CREDENTIALS_MESSAGE, missingCredentials, signInSchema, signUpSchema } from "@/lib/auth/schemas";
import { ApiError } from "@/client/api";
import { requestPasswordReset, resetPassword, signIn, signUp } from "@/client/auth";
import { clearCachedApproval } from "@/client/beta-cache";
import { asSentences, checkNewPassword, fieldErrorsOf, weakPasswordErrors, type FieldErrors } from "./form-errors";

export type AuthMode = "signin" | "signup" | "forgot" | "recovery";

/** What a step reads from the form and how it answers it. */
export type AuthStepContext = {
  email: string;
  password: string;
  confirmPassword: string;
  token: string | null;
  router: { replace: (href: string) => void; refresh: () => void };
  setErrors: (errors: FieldErrors) => void;
  setFormError: (message: string | null) => void;
  setUnconfirmedEmail: (email: string | null) => void;
  /** A step that ends on the sign-in form, with its success toast. */
  backToSignIn: (done: { title: string; description: string }) => void;
};

/** A refusal the form reports; anything else (a bug) goes on to the form's "unexpected" toast. */
function refusal(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  throw err;
}

function fail(c: AuthStepContext, title: string, message: string | null, fallback: string, fields: FieldErrors = {}) {
  const description = message ?? fallback;
  c.setErrors(asSentences(fields));
  c.setFormError(description);
  toast({ title, description, variant: "destructive" });
}

/** Empty fields: said once for the form (the spec's message) and once per field. */
function reportMissing(c: AuthStepContext, values: { email?: string; password?: string }): boolean {
  const missing = missingCredentials(values);
  if (!missing) return false;
  c.setErrors(missing);
  c.setFormError(values.password === undefined ? "Email is required" : MISSING_CREDENTIALS_MESSAGE);
  return true;
}

async function onSignIn(c: AuthStepContext) {
  const { email, password } = c;
  if (reportMissing(c, { email, password })) return;
  const parsed = signInSchema.safeParse({ email, password });
  if (!parsed.success) return c.setErrors(fieldErrorsOf(parsed.error.issues));
  try {
    await signIn(parsed.data);
  } catch (err) {
    const e = refusal(err);
    if (e.status === 403) c.setUnconfirmedEmail(parsed.data.email);
    return fail(c, AUTH_TOASTS.authFailed.title, e.serverMessage, AUTH_TOASTS.authFailed.fallback);
  }
  clearCachedApproval();
  toast({ ...AUTH_TOASTS.signedIn, variant: "success" });
  c.router.replace(takeRedirectAfterLogin());
  c.router.refresh();
}

async function onSignUp(c: AuthStepContext) {
  const { email, password } = c;
  if (reportMissing(c, { email, password })) return;
  const parsed = signUpSchema.safeParse({ email, password });
  if (!parsed.success) return c.setErrors(fieldErrorsOf(parsed.error.issues));
  const weak = weakPasswordErrors(password);
  if (weak) return c.setErrors(weak);
  try {
    await signUp(parsed.data);
  } catch (err) {
    const e = refusal(err);
    return fail(c, AUTH_TOASTS.authFailed.title, e.serverMessage, AUTH_TOASTS.authFailed.fallback, e.fields);
  }
  c.backToSignIn(AUTH_TOASTS.signedUp);
}

async function onForgot(c: AuthStepContext) {
  const { email } = c;
  if (reportMissing(c, { email })) return;
  const parsed = forgotPasswordSchema.safeParse({ email });
  if (!parsed.success) return c.setErrors(fieldErrorsOf(parsed.error.issues));
  try {
    await requestPasswordReset(parsed.data);
  } catch (err) {
    return fail(c, AUTH_TOASTS.resetFailed.title, refusal(err).serverMessage, AUTH_TOASTS.resetFailed.fallback);
  }
  c.backToSignIn(AUTH_TOASTS.resetSent);
}

async function onRecovery(c: AuthStepContext) {
  const { password, confirmPassword } = c;
  if (password === "") return c.setErrors({ password: ["Password is required"] });
  const invalid = checkNewPassword(password, confirmPassword);
  if (invalid) return c.setErrors(invalid);
  try {
    await resetPassword({ token: c.token ?? "", password, confirmPassword });
  } catch (err) {
    const e = refusal(err);
    return fail(c, AUTH_TOASTS.updatePasswordFailed.title, e.serverMessage, AUTH_TOASTS.updatePasswordFailed.fallback, e.fields);
  }
  c.backToSignIn(AUTH_TOASTS.passwordUpdated);
}

/** The step Submit runs in each mode. */
export const AUTH_STEPS: Record<AuthMode, (c: AuthStepContext) => Promise<void>> = {
  signin: onSignIn,
  signup: onSignUp,
  forgot: onForgot,
  recovery: onRecovery,
};
