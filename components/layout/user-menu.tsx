"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { forgetViewer } from "@/client/viewer";

/** Avatar with the e-mail's initial; opens the e-mail, Account and Sign Out. */
export function UserMenu({ email, signOutAction }: { email: string; signOutAction: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label="Account menu"
        onClick={() => setOpen((o) => !o)}
        className="flex h-9 w-9 items-center justify-center rounded-full bg-crust-700 font-semibold text-white uppercase"
      >
        {email.slice(0, 1)}
      </button>
      {open && (
        <div role="menu" className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-gray-200 bg-white p-2 shadow-lg">
          <p className="truncate px-3 py-2 text-sm text-gray-600" data-testid="user-email">
            {email}
          </p>
          <Link role="menuitem" href="/account" className="block rounded px-3 py-2 text-sm hover:bg-crust-50" onClick={() => setOpen(false)}>
            Account
          </Link>
          <form
            action={signOutAction}
            onSubmit={() => {
              setOpen(false);
              forgetViewer();
            }}
          >
            <button role="menuitem" type="submit" className="block w-full rounded px-3 py-2 text-left text-sm hover:bg-crust-50">
              Sign Out
            </button>
          </form>
        </div>
      )}
    </div>
  );
}
