"use client";

// The auth form's state (mode, fields, messages, busy) and its actions: switching mode, submitting, resending the confirmation.
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore, type FormEvent } from "react";
import { toast } from "@/components/ui/toast-store";
import { AUTH_MESSAGES, AUTH_TOASTS } from "@/lib/auth/messages";
import { readLoginMessage } from "@/client/login-redirect";
import { ApiError } from "@/client/api";
import { resendConfirmationEmail } from "@/client/auth";
import { usePasswordPair } from "@/components/ui/field";
import { AUTH_STEPS, type AuthMode } from "./auth-steps";
import type { FieldErrors } from "./form-errors";

const noSubscription = () => () => {};

export function useAuthForm({ initialMode, token, confirmed }: { initialMode: AuthMode; token: string | null; confirmed: "1" | "0" | null }) {
  const router = useRouter();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState("");
  const passwords = usePasswordPair();
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setFormError(null);
    setNotice(null);
    try {
      const { password, confirmPassword } = passwords;
      await AUTH_STEPS[mode]({ email, password, confirmPassword, token, router, setErrors, setFormError, setUnconfirmedEmail, backToSignIn });
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

  return { mode, email, setEmail, passwords, errors, formError, busy, unconfirmedEmail, notice, loginMessage, switchMode, onSubmit, resendConfirmation };
}
