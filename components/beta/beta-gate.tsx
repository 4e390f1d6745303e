import Link from "next/link";
import { SignInLink } from "@/components/auth/sign-in-link";
import { BETA_MESSAGES } from "@/lib/beta/messages";
import { ButtonLink } from "@/components/ui/button";

/**
 * "Beta Access Required" (spec 1 section 2, spec 2 section 6), rendered on the server by /matches
 * in place of the matches for a signed-in user who isn't approved (server/policy.ts approvedOrGuest
 * decides, with the table /preferences and /chat use). `back` is where requesting access or
 * switching account comes back to.
 */
export function BetaGate({ back }: { back: string }) {
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
      <p className="mt-3 text-gray-700">{BETA_MESSAGES.requiredForFeatures}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink href={`/request-access?redirectTo=${encodeURIComponent(back)}`} className="whitespace-nowrap">
          Request Access
        </ButtonLink>
        <SignInLink returnTo={back} className="rounded-md border border-crust-300 px-4 py-2 font-semibold whitespace-nowrap text-crust-800 hover:bg-crust-50">
          Switch Account
        </SignInLink>
        <Link href="/" className="rounded-md px-4 py-2 font-semibold whitespace-nowrap text-gray-700 hover:bg-gray-100">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
