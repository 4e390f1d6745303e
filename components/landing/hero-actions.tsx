"use client";

import Link from "next/link";
import { useViewer } from "@/client/viewer";
import { welcomeLine } from "@/lib/auth/viewer";
import { ButtonLink } from "@/components/ui/button";

/**
 * The hero's welcome and buttons follow approval (spec 1 section 2, landing). The
 * page is static, so they are the guest's until the browser learns who is looking.
 */
export function HeroWelcome() {
  const viewer = useViewer();
  if (!viewer?.approved) return null;
  return (
    <p className="mt-4 text-lg font-medium text-gray-700" data-testid="welcome-back">
      {welcomeLine(viewer)}
    </p>
  );
}

export function HeroActions() {
  const approved = useViewer()?.approved ?? false;
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      {approved ? (
        <>
          <ButtonLink href="/preferences" size="2xl" className="text-center shadow">
            Let&apos;s Go
          </ButtonLink>
          <Link href="/matches" className="rounded-lg border-2 border-crust-600 px-6 py-3 text-center text-lg font-semibold text-crust-700 hover:bg-crust-50">
            View My Matches
          </Link>
        </>
      ) : (
        <>
          <ButtonLink href="/request-access" size="2xl" className="text-center shadow">
            Try it free
          </ButtonLink>
          <a href="#how-it-works" className="rounded-lg border-2 border-crust-600 px-6 py-3 text-center text-lg font-semibold text-crust-700 hover:bg-crust-50">
            See how it works
          </a>
        </>
      )}
    </div>
  );
}
