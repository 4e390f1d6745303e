"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore, type FormEvent } from "react";
import { toast } from "@/components/ui/toast-store";
import { AUTH_MESSAGES, AUTH_TOASTS } from "@/lib/auth/messages";
import { readLoginMessage, takeRedirectAfterLogin } from "@/client/login-redirect";
import { forgotPasswordSchema, MISSING_CREDENTIALS_MESSAGE, missingCredentials, signInSchema, signUpSchema } from "@/lib/auth/schemas";
import { ApiError } from "@/client/api";
import { requestPasswordReset, resendConfirmationEmail, resetPassword, signIn, signUp } from "@/client/auth";
import { clearCachedApproval } from "@/client/beta-cache";
import { Field, PasswordFields, SubmitButton, usePasswordPair } from "@/components/ui/field";
import { asSentences, checkNewPassword, fieldErrorsOf, weakPasswordErrors, type FieldErrors } from "./form-errors";

export type AuthMode = "signin" | "signup" | "forgot" | "recovery";

const TITLES: Record<AuthMode, { title: string; subtitle: string }> = {
  signin: { title: "Welcome back", subtitle: "Sign in to your account" },
  signup: { title: "Create your account", subtitle: "Sign up to save your searches" },
  forgot: { title: "Reset your password", subtitle: "We'll email you a link to set a new password" },
  recovery: { title: "Set a new password", subtitle: "Choose a new password for your account" },
};

const noSubscription = () => () => {};
const PASSWORD_HINT = "At least 8 characters, and not a commonly used password.";

/** A refusal the form reports; anything else (a bug) goes on to the form's "unexpected" toast. */
function refusal(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  throw err;
}

/**
 * The /auth page's four modes (spec 1 section 2): sign in, sign up, forgot
 * password and recovery (entered from the reset e-mail's link).
 */
export function AuthForm({ initialMode, token, confirmed }: { initialMode: AuthMode; token: string | null; confirmed: "1" | "0" | null }) {
  const router = useRouter();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState("");
  const passwords = usePasswordPair();
  const { password, confirmPassword } = passwords;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(confirmed === "0" ? AUTH_MESSAGES.confirmFailed : null);
  const [busy, setBusy] = useState(false);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(confirmed === "1" ? AUTH_MESSAGES.confirmed : null);
  // Storage exists only in the browser: null on the server, the stored message after hydration.
  const loginMessage = useSyncExternalStore(noSubscription, readLoginMessage, () => null);

  function switchMode(next: AuthMode) {
    setMode(next);
    setErrors({});
    setFormError(null);
    setUnconfirmedEmail(null);
    passwords.clear();
    // Drop the used reset token from the address bar without a navigation, which
    // would remount the form under the user's fingers.
    if (next === "signin" && initialMode === "recovery") window.history.replaceState(null, "", "/auth");
  }

  /** A step that ends on the sign-in form: its success toast, whose words stay above the form. */
  function backToSignIn(done: { title: string; description: string }) {
    toast({ ...done, variant: "success" });
    switchMode("signin");
    setNotice(done.description);
  }

  function fail(title: string, message: string | null, fallback: string, fields: FieldErrors = {}) {
    const description = message ?? fallback;
    setErrors(asSentences(fields));
    setFormError(description);
    toast({ title, description, variant: "destructive" });
  }

  /** Empty fields: said once for the form (the spec's message) and once per field. */
  function reportMissing(values: { email?: string; password?: string }): boolean {
    const missing = missingCredentials(values);
    if (!missing) return false;
    setErrors(missing);
    setFormError(values.password === undefined ? "Email is required" : MISSING_CREDENTIALS_MESSAGE);
    return true;
  }

  async function onSignIn() {
    if (reportMissing({ email, password })) return;
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    try {
      await signIn(parsed.data);
    } catch (err) {
      const e = refusal(err);
      if (e.status === 403) setUnconfirmedEmail(parsed.data.email);
      return fail(AUTH_TOASTS.authFailed.title, e.serverMessage, AUTH_TOASTS.authFailed.fallback);
    }
    clearCachedApproval();
    toast({ ...AUTH_TOASTS.signedIn, variant: "success" });
    router.replace(takeRedirectAfterLogin());
    router.refresh();
  }

  async function onSignUp() {
    if (reportMissing({ email, password })) return;
    const parsed = signUpSchema.safeParse({ email, password });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    const weak = weakPasswordErrors(password);
    if (weak) return setErrors(weak);
    try {
      await signUp(parsed.data);
    } catch (err) {
      const e = refusal(err);
      return fail(AUTH_TOASTS.authFailed.title, e.serverMessage, AUTH_TOASTS.authFailed.fallback, e.fields);
    }
    backToSignIn(AUTH_TOASTS.signedUp);
  }

  async function onForgot() {
    if (reportMissing({ email })) return;
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    try {
      await requestPasswordReset(parsed.data);
    } catch (err) {
      return fail(AUTH_TOASTS.resetFailed.title, refusal(err).serverMessage, AUTH_TOASTS.resetFailed.fallback);
    }
    backToSignIn(AUTH_TOASTS.resetSent);
  }

  async function onRecovery() {
    if (password === "") return setErrors({ password: ["Password is required"] });
    const invalid = checkNewPassword(password, confirmPassword);
    if (invalid) return setErrors(invalid);
    try {
      await resetPassword({ token: token ?? "", password, confirmPassword });
    } catch (err) {
      const e = refusal(err);
      return fail(AUTH_TOASTS.updatePasswordFailed.title, e.serverMessage, AUTH_TOASTS.updatePasswordFailed.fallback, e.fields);
    }
    backToSignIn(AUTH_TOASTS.passwordUpdated);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setFormError(null);
    setNotice(null);
    try {
      if (mode === "signin") await onSignIn();
      else if (mode === "signup") await onSignUp();
      else if (mode === "forgot") await onForgot();
      else await onRecovery();
    } catch {
      toast({ ...AUTH_TOASTS.unexpected, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function resendConfirmation() {
    if (!unconfirmedEmail) return;
    let sent: { message: string };
    try {
      sent = await resendConfirmationEmail(unconfirmedEmail);
    } catch (err) {
      const message = err instanceof ApiError ? err.serverMessage : null;
      toast({ title: "Error", description: message ?? AUTH_TOASTS.unexpected.description, variant: "destructive" });
      return;
    }
    setNotice(sent.message);
    setFormError(null);
    setUnconfirmedEmail(null);
    toast({ title: "Confirmation email sent", description: sent.message, variant: "success" });
  }

  const heading = TITLES[mode];
  const subtitle = mode === "signin" && loginMessage ? loginMessage : heading.subtitle;
  const submitLabel = { signin: "Sign In", signup: "Sign Up", forgot: "Send Reset Link", recovery: "Update Password" }[mode];

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-ink">{heading.title}</h1>
        <p className="mt-1 text-gray-600" data-testid="auth-subtitle">
          {subtitle}
        </p>

        {notice && (
          <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
            {notice}
          </p>
        )}
        {formError && (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="auth-error">
            {formError}
          </p>
        )}
        {unconfirmedEmail && (
          <button type="button" onClick={resendConfirmation} className="mt-2 text-sm font-semibold text-crust-700 underline hover:text-crust-800">
            Resend confirmation email
          </button>
        )}

        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4" aria-label={heading.title}>
          {mode !== "recovery" && (
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              errors={errors.email}
            />
          )}
          {(mode === "signin" || mode === "signup") && (
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete={mode === "signin" ? "current-password" : "new-password"}
              required
              value={password}
              onChange={(e) => passwords.setPassword(e.target.value)}
              errors={errors.password}
              hint={mode === "signup" ? PASSWORD_HINT : undefined}
            />
          )}
          {mode === "recovery" && (
            <PasswordFields pair={passwords} errors={errors} confirmLabel="Confirm password" hint={PASSWORD_HINT} />
          )}
          <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        </form>

        <div className="mt-6 space-y-2 text-center text-sm">
          {mode === "signin" && (
            <>
              <p>
                <button type="button" onClick={() => switchMode("forgot")} className="font-medium text-crust-700 hover:underline">
                  Forgot your password?
                </button>
              </p>
              <p className="text-gray-600">
                Don&apos;t have an account?{" "}
                <button type="button" onClick={() => switchMode("signup")} className="font-semibold text-crust-700 hover:underline">
                  Sign up
                </button>
              </p>
            </>
          )}
          {mode === "signup" && (
            <p className="text-gray-600">
              Already have an account?{" "}
              <button type="button" onClick={() => switchMode("signin")} className="font-semibold text-crust-700 hover:underline">
                Sign in
              </button>
            </p>
          )}
          {(mode === "forgot" || mode === "recovery") && (
            <p>
              <button type="button" onClick={() => switchMode("signin")} className="font-medium text-crust-700 hover:underline">
                Back to sign in
              </button>
            </p>
          )}
          <p className="border-t border-gray-100 pt-3">
            <Link href="/" className="text-gray-600 hover:text-ink hover:underline">
              Continue as guest
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
