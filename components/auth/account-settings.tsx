"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { CURRENT_PASSWORD_REQUIRED } from "@/lib/auth/schemas";
import { ApiError } from "@/client/api";
import { changePassword, deleteAccount, signOutEverywhere } from "@/client/auth";
import { clearCachedApproval } from "@/client/beta-cache";
import { Field, PasswordFields, SubmitButton, usePasswordPair } from "@/components/ui/field";
import { asSentences, checkNewPassword, type FieldErrors } from "./form-errors";
import { AccountEmailsCard } from "./account-emails-card";
import { AccountFinanceCard } from "./account-finance-card";

/** A card of the settings page: its heading (red on the card that deletes), then what it says and does. */
function SettingsCard({ id, title, danger = false, children }: { id: string; title: string; danger?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={`rounded-2xl border ${danger ? "border-red-200" : "border-gray-200"} bg-white p-6 shadow-sm`}>
      <h2 id={`${id}-title`} className={`text-lg font-semibold ${danger ? "text-red-800" : "text-ink"}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ChangePasswordCard() {
  const [currentPassword, setCurrentPassword] = useState("");
  const passwords = usePasswordPair();
  const { password, confirmPassword } = passwords;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setErrors({});
    if (currentPassword === "") return setErrors({ currentPassword: [CURRENT_PASSWORD_REQUIRED] });
    const invalid = checkNewPassword(password, confirmPassword);
    if (invalid) return setErrors(invalid);
    setBusy(true);
    try {
      await changePassword({ currentPassword, password, confirmPassword });
      setCurrentPassword("");
      passwords.clear();
      toast({ ...AUTH_TOASTS.passwordUpdated, variant: "success" });
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(asSentences(err.fields));
        toast({ title: AUTH_TOASTS.updatePasswordFailed.title, description: err.serverMessage ?? AUTH_TOASTS.updatePasswordFailed.fallback, variant: "destructive" });
      } else toast({ ...AUTH_TOASTS.unexpected, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard id="change-password" title="Change Password">
      <p className="mt-1 text-sm text-gray-600">At least 8 characters, and not a commonly used password. Your other devices will be signed out.</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Change Password">
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          errors={errors.currentPassword}
        />
        <PasswordFields pair={passwords} errors={errors} confirmLabel="Confirm new password" />
        <div className="sm:w-56">
          <SubmitButton busy={busy} busyLabel="Updating…">
            Update Password
          </SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );
}

/**
 * An action that ends this browser's sign-in (sign out everywhere, delete the account): on
 * success the cached approval is forgotten, a toast says what happened, and the browser goes
 * home signed out; on failure a toast says why.
 */
function useSignOutAction(request: () => Promise<unknown>, success: { title: string; description: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await request();
      clearCachedApproval();
      toast({ ...success, variant: "success" });
      // refresh() re-renders the layout, now signed out.
      router.replace("/");
      router.refresh();
    } catch (err) {
      if (err instanceof ApiError) toast({ title: "Error", description: err.serverMessage ?? AUTH_TOASTS.unexpected.description, variant: "destructive" });
      else toast({ ...AUTH_TOASTS.unexpected, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

function SignOutEverywhereCard() {
  const { busy, run: onSignOutEverywhere } = useSignOutAction(signOutEverywhere, {
    title: "Signed out everywhere",
    description: "Every browser signed in to your account has been signed out.",
  });

  return (
    <SettingsCard id="sign-out-everywhere" title="Sign out everywhere">
      <p className="mt-1 text-sm text-gray-600">Ends every signed-in session of your account, on this device and all others.</p>
      <Button
        variant="outline"
        onClick={onSignOutEverywhere}
        disabled={busy}
        aria-busy={busy || undefined}
        className="mt-4 font-semibold text-gray-800 focus:ring-2 focus:ring-gray-200 focus:outline-none disabled:opacity-60"
      >
        {busy ? "Signing out…" : "Sign out everywhere"}
      </Button>
    </SettingsCard>
  );
}

function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const { busy, run: onDelete } = useSignOutAction(deleteAccount, {
    title: "Account deleted",
    description: "Your account and all of its data have been deleted.",
  });

  return (
    <SettingsCard id="delete-account" title="Delete Account" danger>
      <p className="mt-1 text-sm text-gray-600">
        Permanently deletes your account, your saved preferences, your search sessions (including shared ones), their results and chat history, and
        your beta access request. This can&apos;t be undone.
      </p>
      <Button variant="outline-danger" onClick={() => setOpen(true)} className="mt-4 border-red-300 font-semibold focus:ring-2 focus:ring-red-200 focus:outline-none">
        Delete Account
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        text="This permanently deletes your account and everything in it. You'll be signed out straight away."
        confirmLabel={busy ? "Deleting…" : "Yes, delete my account"}
        busy={busy}
        onConfirm={onDelete}
        onCancel={() => !busy && setOpen(false)}
      />
    </SettingsCard>
  );
}

/** Account Settings (spec 1 section 2): the e-mail, finance defaults (docs/FINANCE.md §14), the results e-mail on or off, Change Password, Delete Account with a confirmation step. */
export function AccountSettings({ email }: { email: string }) {
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-10 sm:py-14">
      <div>
        <h1 className="text-3xl font-bold text-ink">Account Settings</h1>
        <p className="mt-2 text-gray-600">
          Signed in as <span className="font-medium text-ink" data-testid="account-email">{email}</span>
        </p>
      </div>
      <AccountFinanceCard />
      <AccountEmailsCard />
      <ChangePasswordCard />
      <SignOutEverywhereCard />
      <DeleteAccountCard />
    </div>
  );
}
