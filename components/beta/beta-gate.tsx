"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { SignInLink } from "@/components/auth/sign-in-link";
import { BETA_MESSAGES } from "@/lib/beta/messages";
import { useBetaAccess } from "./use-beta-access";
import { ButtonLink } from "@/components/ui/button";

/**
 * "Beta Access Required" (spec 1 section 2, spec 2 section 6): renders children
 * only for a signed-in, approved tester. `bypass` skips the check entirely (a
 * guest opening a shared session). Works inside client components; the server
 * still checks access on every call the children make.
 */
export function BetaGate({ children, bypass = false }: { children: ReactNode; bypass?: boolean }) {
  const { status } = useBetaAccess({ enabled: !bypass });
  const pathname = usePathname();
  if (bypass || status === "approved") return <>{children}</>;
  if (status === "loading") {
    return (
      <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
        <span aria-hidden="true" className="mr-3 h-5 w-5 animate-spin rounded-full border-2 border-crust-200 border-t-crust-600" />
        <p className="text-gray-700">{BETA_MESSAGES.verifying}</p>
      </div>
    );
  }
  const back = pathname || "/matches";
  return (
    <section aria-labelledby="beta-gate-title" data-testid="beta-gate" className="mx-auto my-16 max-w-lg rounded-2xl border border-crust-100 bg-white p-8 text-center shadow-sm">
      <div aria-hidden="true" className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-crust-100 text-crust-700">
        <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </div>
      <h1 id="beta-gate-title" className="text-2xl font-bold text-ink">
        {BETA_MESSAGES.gateTitle}
      </h1>
      {status === "not_approved" && <p className="mt-3 text-gray-700">{BETA_MESSAGES.requiredForFeatures}</p>}
      {status === "error" && (
        <p className="mt-3 text-red-700" role="alert">
          {BETA_MESSAGES.verifyFailed}
        </p>
      )}
      {status === "signed_out" && <p className="mt-3 text-gray-700">Sign in with an approved account, or request access to the private beta.</p>}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink href={`/request-access?redirectTo=${encodeURIComponent(back)}`} className="whitespace-nowrap">
          Request Access
        </ButtonLink>
        <SignInLink returnTo={back} className="rounded-md border border-crust-300 px-4 py-2 font-semibold whitespace-nowrap text-crust-800 hover:bg-crust-50">
          {status === "signed_out" ? "Sign In" : "Switch Account"}
        </SignInLink>
        <Link href="/" className="rounded-md px-4 py-2 font-semibold whitespace-nowrap text-gray-700 hover:bg-gray-100">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
