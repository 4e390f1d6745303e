"use client";

import Link from "next/link";
import { useViewer } from "@/client/viewer";

/**
 * The hero's welcome and buttons follow approval (spec 1 section 2, landing). The
 * page is static, so they are the guest's until the browser learns who is looking.
 */
export function HeroWelcome() {
  const viewer = useViewer();
  if (!viewer?.approved) return null;
  return (
    <p className="mt-4 text-lg font-medium text-gray-700" data-testid="welcome-back">
      Welcome back, {viewer.email}! Your matches are waiting.
    </p>
  );
}

export function HeroActions() {
  const approved = useViewer()?.approved ?? false;
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      {approved ? (
        <>
          <Link href="/preferences" className="rounded-lg bg-crust-700 px-6 py-3 text-center text-lg font-semibold text-white shadow hover:bg-crust-800">
            Let&apos;s Go
          </Link>
          <Link href="/matches" className="rounded-lg border-2 border-crust-600 px-6 py-3 text-center text-lg font-semibold text-crust-700 hover:bg-crust-50">
            View My Matches
          </Link>
        </>
      ) : (
        <>
          <Link href="/request-access" className="rounded-lg bg-crust-700 px-6 py-3 text-center text-lg font-semibold text-white shadow hover:bg-crust-800">
            Try it free
          </Link>
          <a href="#how-it-works" className="rounded-lg border-2 border-crust-600 px-6 py-3 text-center text-lg font-semibold text-crust-700 hover:bg-crust-50">
            See how it works
          </a>
        </>
      )}
    </div>
  );
}
