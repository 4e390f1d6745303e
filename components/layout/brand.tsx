import Link from "next/link";
import { siteConfig } from "@/config/site";

export function Brand() {
  return (
    <Link href="/" className="flex min-h-11 items-center gap-2 font-bold text-ink">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <circle cx="16" cy="16" r="14" fill="#ffc070" />
        <path d="M16 16 L16 2 A14 14 0 0 1 29.3 11.7 Z" fill="#ee6106" />
        <circle cx="16" cy="16" r="14" fill="none" stroke="#9c390f" strokeWidth="2" />
      </svg>
      {/* The accessible name starts with the visible text ("Propie beta home"), as WCAG 2.5.3 asks. */}
      <span className="text-xl tracking-tight">{siteConfig.name}</span>{" "}
      <span className="rounded-full bg-crust-100 px-2 py-0.5 text-xs font-semibold text-crust-800 uppercase">{siteConfig.badge}</span>
      <span className="sr-only"> home</span>
    </Link>
  );
}
