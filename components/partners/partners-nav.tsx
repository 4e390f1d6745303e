"use client";

import { useState } from "react";

/**
 * The partnership page's own bar: About Us and Results scroll smoothly, Book a call
 * opens the scheduler (only when BOOKING_URL is configured).
 */
export function PartnersNav({ bookingUrl }: { bookingUrl: string | null }) {
  const [open, setOpen] = useState(false);
  const items = [
    { href: "#about-us", label: "About Us", external: false },
    { href: "#results", label: "Results", external: false },
    ...(bookingUrl ? [{ href: bookingUrl, label: "Book a call", external: true }] : []),
  ];
  const link = (item: (typeof items)[number], onClick?: () => void) =>
    item.external ? (
      <a href={item.href} target="_blank" rel="noopener noreferrer" onClick={onClick} className="rounded-md bg-crust-600 px-4 py-2 font-semibold text-white hover:bg-crust-700">
        {item.label}
      </a>
    ) : (
      <a href={item.href} onClick={onClick} className="font-medium text-gray-700 hover:text-crust-700">
        {item.label}
      </a>
    );
  return (
    <div className="sticky top-16 z-20 border-b border-gray-200 bg-white">
      <div className="relative mx-auto flex h-14 max-w-7xl items-center justify-between px-4 sm:px-6">
        <span className="font-semibold">Propie Partners</span>
        <nav aria-label="Partners" className="hidden items-center gap-6 md:flex">
          {items.map((item) => (
            <span key={item.label}>{link(item)}</span>
          ))}
        </nav>
        <button
          type="button"
          className="rounded-md px-3 py-1.5 font-medium hover:bg-crust-50 md:hidden"
          aria-expanded={open}
          aria-controls="partners-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Close" : "Menu"}
        </button>
        {open && (
          <nav id="partners-menu" aria-label="Partners mobile" className="absolute inset-x-0 top-14 border-b border-gray-200 bg-white p-4 shadow md:hidden">
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <li key={item.label}>{link(item, () => setOpen(false))}</li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
