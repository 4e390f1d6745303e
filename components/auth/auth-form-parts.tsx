"use client";

// The auth form's parts by mode: the messages above the form, each mode's fields, and the links that switch mode.
import Link from "next/link";
import { Field, PasswordFields } from "@/components/ui/field";
import type { AuthMode } from "./auth-steps";
import type { useAuthForm } from "./use-auth-form";

type AuthFormState = ReturnType<typeof useAuthForm>;

const PASSWORD_HINT = "At least 8 characters, and not a commonly used password.";

/** The notice, the form's error and, after an unconfirmed sign-in, the resend button. */
export function AuthMessages({ notice, formError, unconfirmedEmail, resendConfirmation }: Pick<AuthFormState, "notice" | "formError" | "unconfirmedEmail" | "resendConfirmation">) {
  return (
    <>
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
    </>
  );
}

/** The mode's fields: the e-mail (but in recovery), the password (sign in, sign up) or the new password pair (recovery). */
export function AuthFields({ mode, email, setEmail, passwords, errors }: Pick<AuthFormState, "mode" | "email" | "setEmail" | "passwords" | "errors">) {
  return (
    <>
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
          value={passwords.password}
          onChange={(e) => passwords.setPassword(e.target.value)}
          errors={errors.password}
          hint={mode === "signup" ? PASSWORD_HINT : undefined}
        />
      )}
      {mode === "recovery" && <PasswordFields pair={passwords} errors={errors} confirmLabel="Confirm password" hint={PASSWORD_HINT} />}
    </>
  );
}

/** Under the form: the links to the other modes, and Continue as guest. */
export function AuthLinks({ mode, switchMode }: { mode: AuthMode; switchMode: (next: AuthMode) => void }) {
  return (
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
  );
}
