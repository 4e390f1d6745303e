"use client";

import { AuthFields, AuthLinks, AuthMessages } from "./auth-form-parts";
import type { AuthMode } from "./auth-steps";
import { useAuthForm } from "./use-auth-form";
import { SubmitButton } from "@/components/ui/field";

export type { AuthMode } from "./auth-steps";

const TITLES: Record<AuthMode, { title: string; subtitle: string }> = {
  signin: { title: "Welcome back", subtitle: "Sign in to your account" },
  signup: { title: "Create your account", subtitle: "Sign up to save your searches" },
  forgot: { title: "Reset your password", subtitle: "We'll email you a link to set a new password" },
  recovery: { title: "Set a new password", subtitle: "Choose a new password for your account" },
};

const SUBMIT_LABELS: Record<AuthMode, string> = { signin: "Sign In", signup: "Sign Up", forgot: "Send Reset Link", recovery: "Update Password" };

/**
 * The /auth page's four modes (spec 1 section 2): sign in, sign up, forgot
 * password and recovery (entered from the reset e-mail's link).
 */
export function AuthForm(props: { initialMode: AuthMode; token: string | null; confirmed: "1" | "0" | null }) {
  const form = useAuthForm(props);
  const { mode } = form;
  const heading = TITLES[mode];
  const subtitle = mode === "signin" && form.loginMessage ? form.loginMessage : heading.subtitle;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-ink">{heading.title}</h1>
        <p className="mt-1 text-gray-600" data-testid="auth-subtitle">
          {subtitle}
        </p>

        <AuthMessages notice={form.notice} formError={form.formError} unconfirmedEmail={form.unconfirmedEmail} resendConfirmation={form.resendConfirmation} />

        <form onSubmit={form.onSubmit} noValidate className="mt-6 space-y-4" aria-label={heading.title}>
          <AuthFields mode={mode} email={form.email} setEmail={form.setEmail} passwords={form.passwords} errors={form.errors} />
          <SubmitButton busy={form.busy}>{SUBMIT_LABELS[mode]}</SubmitButton>
        </form>

        <AuthLinks mode={mode} switchMode={form.switchMode} />
      </div>
    </div>
  );
}
