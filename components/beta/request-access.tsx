"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { storeRedirectAfterLogin } from "@/client/login-redirect";
import { cacheApproval, checkBetaApproval, clearCachedApproval } from "@/client/beta-cache";
import { BETA_MESSAGES } from "@/lib/beta/messages";
import { RequestForm } from "./request-form";

/**
 * The request-access screen (spec 1 section 2). Signed in: "I already have
 * access" rechecks approval; signed out: "Login / Sign Up". An approved,
 * signed-in visitor is welcomed and sent on to redirectTo.
 */
export function RequestAccess({
  signedIn,
  email,
  approved,
  redirectTo,
  contactEmail,
}: {
  signedIn: boolean;
  email: string | null;
  approved: boolean;
  redirectTo: string;
  contactEmail: string;
}) {
  const router = useRouter();
  const [checking, setChecking] = useState(false);
  const welcomed = useRef(false);

  useEffect(() => {
    if (!signedIn || !approved || !email || welcomed.current) return;
    welcomed.current = true;
    cacheApproval(email, true);
    toast({ title: BETA_MESSAGES.granted, variant: "success" });
    router.replace(redirectTo);
  }, [signedIn, approved, email, redirectTo, router]);

  function goToAuth() {
    storeRedirectAfterLogin(`/request-access?redirectTo=${encodeURIComponent(redirectTo)}`);
    router.push("/auth");
  }

  async function recheck() {
    if (checking) return;
    setChecking(true);
    clearCachedApproval();
    toast({ title: BETA_MESSAGES.checking });
    try {
      const answer = await checkBetaApproval();
      if (answer === "signed_out") {
        toast({ title: BETA_MESSAGES.loginFirst, variant: "destructive" });
        goToAuth();
      } else if (answer === "approved") {
        if (email) cacheApproval(email, true);
        toast({ title: BETA_MESSAGES.granted, variant: "success" });
        router.push(redirectTo);
        router.refresh();
      } else {
        toast({ title: "Not approved yet", description: BETA_MESSAGES.notApproved, variant: "destructive" });
      }
    } catch {
      toast({ title: "Error", description: BETA_MESSAGES.verifyFailed, variant: "destructive" });
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <div className="text-center">
        <span className="inline-block rounded-full bg-crust-100 px-3 py-1 text-xs font-semibold tracking-wide text-crust-800 uppercase">Private beta</span>
        <h1 className="mt-3 text-3xl font-bold text-ink">{BETA_MESSAGES.pageTitle}</h1>
        <p className="mt-3 text-gray-600" data-testid="beta-funnel">
          {/* The same promise as the landing: anyone may try the assistant now; the beta adds an account (issue 38's funnel). */}
          You can try Propie now as a guest, no sign-up:{" "}
          <Link href="/chat" className="font-medium text-crust-700 hover:underline">
            describe what you&apos;re after to the Property Assistant
          </Link>
          . Accounts are invite-only while we&apos;re in beta: they keep your searches, watches and exports. Tell us a little about yourself and we&apos;ll let
          you know when your access is ready. No credit card required.
        </p>
      </div>

      <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        {signedIn ? (
          <button
            type="button"
            onClick={recheck}
            disabled={checking}
            aria-busy={checking || undefined}
            className="rounded-md border border-crust-300 px-5 py-2.5 font-semibold text-crust-800 hover:bg-crust-50 disabled:opacity-60"
          >
            {checking ? BETA_MESSAGES.checking : "I already have access"}
          </button>
        ) : (
          <button type="button" onClick={goToAuth} className="rounded-md border border-crust-300 px-5 py-2.5 font-semibold text-crust-800 hover:bg-crust-50">
            Login / Sign Up
          </button>
        )}
        <Link href="/" className="rounded-md px-5 py-2.5 font-semibold text-gray-700 hover:bg-gray-100">
          Back to Home
        </Link>
      </div>
      {checking && (
        <p role="status" className="mt-3 text-center text-sm text-gray-600">
          {BETA_MESSAGES.checking}
        </p>
      )}

      <section aria-labelledby="beta-form-title" className="mt-8 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="beta-form-title" className="text-lg font-semibold text-ink">
          Request beta access
        </h2>
        <div className="mt-4">
          <RequestForm defaultEmail={email ?? ""} />
        </div>
      </section>

      <p className="mt-6 text-center text-sm text-gray-600">
        Questions? Email us at{" "}
        <a href={`mailto:${contactEmail}`} className="font-medium text-crust-700 hover:underline">
          {contactEmail}
        </a>
        .
      </p>
    </div>
  );
}
