"use client";

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { Button } from "./button";

/** The one dialog look: Headless UI handles focus trapping, Escape and returning focus. */
export function DialogFrame({
  open,
  onClose,
  title,
  children,
  size = "md",
  testId,
  role = "dialog",
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
  testId?: string;
  role?: "dialog" | "alertdialog";
}) {
  const width = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-lg" }[size];
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50" role={role}>
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className={`w-full ${width} rounded-xl bg-white p-6 shadow-xl`} data-testid={testId}>
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-lg font-bold text-ink">{title}</DialogTitle>
            <button type="button" onClick={onClose} aria-label="Close" className="-m-1 rounded p-1 text-xl leading-none text-gray-500 hover:text-ink">
              ×
            </button>
          </div>
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <DialogFrame open={open} onClose={onCancel} title={title} size="sm" role="alertdialog" testId="confirm-dialog">
      <p className="text-sm text-gray-700">{text}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button variant="danger" size="sm" onClick={onConfirm} disabled={busy} className="disabled:opacity-60">
          {confirmLabel}
        </Button>
      </div>
    </DialogFrame>
  );
}

/** A dialog's labelled text field, focused when the dialog opens; `mono` for ids. */
export function DialogTextInput({
  id,
  label,
  value,
  onValueChange,
  mono = false,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  mono?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "placeholder" | "maxLength" | "spellCheck">) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        id={id}
        data-autofocus
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        autoComplete="off"
        {...input}
        className={`mt-1 w-full rounded-md border border-gray-300 px-3 py-2 ${mono ? "font-mono text-sm " : ""}focus:border-crust-500 focus:outline-none`}
      />
    </>
  );
}
