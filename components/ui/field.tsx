"use client";

import { useCallback, useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { Button } from "./button";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; errors?: string[]; hint?: string };

/** A labelled input whose errors are tied to it (aria-describedby) and announced. */
export function Field({ label, errors, hint, id, className, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const hasError = Boolean(errors && errors.length > 0);
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-ink shadow-sm focus:ring-2 focus:outline-none ${
          hasError ? "border-red-500 focus:ring-red-200" : "border-gray-300 focus:border-crust-500 focus:ring-crust-200"
        }`}
        {...input}
      />
      {hint && !hasError && (
        <p id={hintId} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      )}
      {hasError && (
        <ul id={errorId} role="alert" className="mt-1 space-y-0.5 text-sm text-red-700">
          {errors?.map((e) => <li key={e}>{e}</li>)}
        </ul>
      )}
    </div>
  );
}

export function SubmitButton({ busy, children, busyLabel }: { busy: boolean; children: ReactNode; busyLabel?: string }) {
  return (
    <Button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      size="lg"
      className="w-full focus:ring-2 focus:ring-crust-300 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? (busyLabel ?? "Please wait…") : children}
    </Button>
  );
}

/** A new password and its confirmation, as PasswordFields edits them. */
export function usePasswordPair() {
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const clear = useCallback(() => {
    setPassword("");
    setConfirmPassword("");
  }, []);
  return { password, confirmPassword, setPassword, setConfirmPassword, clear };
}

/** The new password and its confirmation (the reset form, Change Password), with their errors. */
export function PasswordFields({
  pair,
  errors,
  confirmLabel,
  hint,
}: {
  pair: ReturnType<typeof usePasswordPair>;
  errors: { password?: string[]; confirmPassword?: string[] };
  confirmLabel: string;
  hint?: string;
}) {
  const fields = [
    { name: "password", label: "New password", value: pair.password, set: pair.setPassword, hint },
    { name: "confirmPassword", label: confirmLabel, value: pair.confirmPassword, set: pair.setConfirmPassword, hint: undefined },
  ] as const;
  return fields.map((f) => (
    <Field
      key={f.name}
      label={f.label}
      name={f.name}
      type="password"
      autoComplete="new-password"
      required
      value={f.value}
      onChange={(e) => f.set(e.target.value)}
      errors={errors[f.name]}
      hint={f.hint}
    />
  ));
}
