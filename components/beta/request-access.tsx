"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError } from "@/client/api";
import { requestBetaAccess } from "@/client/beta-request";
import { Field, SubmitButton } from "@/components/ui/field";
import { fieldErrorsOf, type FieldErrors } from "@/components/auth/form-errors";
import { dismissToast, toast } from "@/components/ui/toast-store";
import { storeRedirectAfterLogin } from "@/client/login-redirect";
import { cacheApproval, checkBetaApproval, clearCachedApproval } from "@/client/beta-cache";
import { BETA_FIELD_REQUIRED, BETA_MESSAGES, namedFieldErrors } from "@/lib/beta/messages";
import { PLAN_NAMES } from "@/lib/plan-names";
import { betaRequestSchema, PLAN_INTERESTS } from "@/lib/beta/schemas";

const DISCLAIMER =
  "I understand that property scores are algorithmic estimates based on AI-interpreted third-party data, are not financial advice, and that Propie holds no Australian financial services licence.";

/** The first message of a field that is not a <Field>, tied to it by id. */
function FirstError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {errors[0]}
    </p>
  );
}

function RequestForm({ defaultEmail }: { defaultEmail: string }) {
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState(defaultEmail);
  const [mobile, setMobile] = useState("");
  const [planInterest, setPlanInterest] = useState("");
  const [disclaimer, setDisclaimer] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  // The form's error toast: a new try, or the request going through, takes it away (it stood beside the success toast).
  const errorToast = useRef<number | null>(null);
  const showError = (description: string) => {
    if (errorToast.current !== null) dismissToast(errorToast.current);
    errorToast.current = toast({ title: "Error", description, variant: "destructive" });
  };
  const clearError = () => {
    if (errorToast.current !== null) dismissToast(errorToast.current);
    errorToast.current = null;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setErrors({});
    const body = { fullName, email, mobile, planInterest, disclaimer };
    // Missing fields first, then the disclaimer (spec 1 section 5), as one message.
    const missing = [fullName, email, mobile, planInterest].some((v) => v.trim() === "");
    if (missing || !disclaimer) {
      const message = missing ? BETA_MESSAGES.requiredFields : BETA_MESSAGES.acceptDisclaimer;
      const fields: FieldErrors = {};
      // Under each field, its own name ("Please enter your mobile number"); the toast keeps the spec's sentence.
      if (fullName.trim() === "") fields.fullName = [BETA_FIELD_REQUIRED.fullName];
      if (email.trim() === "") fields.email = [BETA_FIELD_REQUIRED.email];
      if (mobile.trim() === "") fields.mobile = [BETA_FIELD_REQUIRED.mobile];
      if (planInterest === "") fields.planInterest = [BETA_FIELD_REQUIRED.planInterest];
      if (!disclaimer) fields.disclaimer = [BETA_MESSAGES.acceptDisclaimer];
      setErrors(fields);
      showError(message);
      return;
    }
    const parsed = betaRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(namedFieldErrors(fieldErrorsOf(parsed.error.issues)));
      showError(parsed.error.issues[0]?.message ?? BETA_MESSAGES.requiredFields);
      return;
    }
    setBusy(true);
    try {
      await requestBetaAccess(body);
      clearError();
      setSent(true);
      toast({ title: "Request received", description: "Thanks! We'll email you as soon as your beta access is ready.", variant: "success" });
    } catch (err) {
      if (err instanceof ApiError) setErrors(namedFieldErrors(err.fields));
      showError((err instanceof ApiError ? err.serverMessage : null) ?? "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <p role="status" data-testid="beta-request-sent" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-900">
        Thanks! Your request is in. We&apos;ll email {email.trim().toLowerCase()} as soon as your beta access is ready.
      </p>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Request beta access">
      <Field label="Full name" name="fullName" autoComplete="name" required value={fullName} onChange={(e) => setFullName(e.target.value)} errors={errors.fullName} />
      <Field label="Email" name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} errors={errors.email} />
      <Field label="Mobile" name="mobile" type="tel" autoComplete="tel" required value={mobile} onChange={(e) => setMobile(e.target.value)} errors={errors.mobile} />
      <div>
        <label htmlFor="planInterest" className="block text-sm font-medium text-gray-800">
          Plan interest
        </label>
        <select
          id="planInterest"
          name="planInterest"
          required
          value={planInterest}
          onChange={(e) => setPlanInterest(e.target.value)}
          aria-invalid={errors.planInterest ? true : undefined}
          aria-describedby={errors.planInterest ? "planInterest-error" : undefined}
          className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-ink focus:border-crust-500 focus:ring-2 focus:ring-crust-200 focus:outline-none"
        >
          <option value="">Choose a plan</option>
          {PLAN_INTERESTS.map((p) => (
            // The plan's name as /pricing shows it ("Slice", not its id "Free"), from the one table of names.
            <option key={p} value={p}>
              {PLAN_NAMES[p]}
            </option>
          ))}
        </select>
        <FirstError id="planInterest-error" errors={errors.planInterest} />
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="disclaimer"
            name="disclaimer"
            type="checkbox"
            checked={disclaimer}
            onChange={(e) => setDisclaimer(e.target.checked)}
            aria-invalid={errors.disclaimer ? true : undefined}
            aria-describedby={errors.disclaimer ? "disclaimer-error" : undefined}
            className="mt-1 h-4 w-4 rounded border-gray-300 accent-crust-600"
          />
          <label htmlFor="disclaimer" className="text-sm text-gray-700">
            {DISCLAIMER}
          </label>
        </div>
        <FirstError id="disclaimer-error" errors={errors.disclaimer} />
      </div>
      <SubmitButton busy={busy} busyLabel="Sending…">
        Request Access
      </SubmitButton>
    </form>
  );
}

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
