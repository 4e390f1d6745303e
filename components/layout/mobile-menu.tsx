"use client";

import Link from "next/link";
import { useState } from "react";
import { forgetViewer, useViewer } from "@/client/viewer";
import { ButtonLink } from "@/components/ui/button";

type Item = { href: string; label: string };

/** The collapsible menu under 768 px: the same entries as the desktop bar. */
export function MobileMenu({ items, signOutAction }: { items: readonly Item[]; signOutAction: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const email = useViewer()?.email ?? null;
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((o) => !o)}
        className="flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-crust-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      {open && (
        <nav id="mobile-menu" aria-label="Mobile" className="absolute inset-x-0 top-16 z-40 border-b border-gray-200 bg-white px-4 pb-4 shadow-md">
          <ul className="flex flex-col gap-1 pt-2">
            {items.map((item) => (
              <li key={item.href}>
                <Link href={item.href} onClick={() => setOpen(false)} className="block rounded px-3 py-2.5 font-medium hover:bg-crust-50">
                  {item.label}
                </Link>
              </li>
            ))}
            {email ? (
              <>
                <li className="mt-2 flex items-center gap-3 border-t border-gray-100 px-3 pt-3">
                  <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-crust-700 font-semibold text-white uppercase">
                    {email.slice(0, 1)}
                  </span>
                  <span className="truncate text-sm text-gray-600">{email}</span>
                </li>
                <li>
                  <Link href="/account" onClick={() => setOpen(false)} className="block rounded px-3 py-2.5 font-medium hover:bg-crust-50">
                    Account
                  </Link>
                </li>
                <li>
                  <form
                    action={signOutAction}
                    onSubmit={() => {
                      setOpen(false);
                      forgetViewer();
                    }}
                  >
                    <button type="submit" className="block w-full rounded px-3 py-2.5 text-left font-medium hover:bg-crust-50">
                      Sign Out
                    </button>
                  </form>
                </li>
              </>
            ) : (
              <li className="mt-2 border-t border-gray-100 pt-3">
                <ButtonLink href="/auth" onClick={() => setOpen(false)} className="block rounded px-3 text-center">
                  Sign In
                </ButtonLink>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
