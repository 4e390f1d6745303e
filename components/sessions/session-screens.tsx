"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { MatchesView } from "@/components/matches/matches-view";
import { toast } from "@/components/ui/toast-store";
import { storeLoginReturn } from "@/client/login-redirect";
import { LOGIN_MESSAGE, SESSIONS_COPY, TOASTS } from "@/lib/matches/copy";
import { SHARED_SEARCH_COPY } from "@/lib/sessions/copy";
import { applyPreferences } from "@/client/preferences-store";
import { setCurrentSessionId } from "@/client/session-id";
import { ButtonLink } from "@/components/ui/button";
import type { ListingsResponse } from "@/lib/matches/types";

/** Screens of /session/{sessionId} (spec 2 section 2, "Session results"). */

const sendToLogin = (target: string) => storeLoginReturn(target, LOGIN_MESSAGE);

function Card({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <section className="mx-auto my-16 max-w-lg rounded-2xl border border-gray-200 bg-white p-8 text-center shadow-sm" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h1 id={`${testId}-title`} className="text-2xl font-bold text-ink">
        {title}
      </h1>
      {children}
    </section>
  );
}

export function SessionNotFound() {
  return (
    <Card title={SESSIONS_COPY.notFoundTitle} testId="session-not-found">
      <p className="mt-3 text-gray-700">{SESSIONS_COPY.notFoundText}</p>
      <ButtonLink href="/" className="mt-6 inline-block px-5">
        {SESSIONS_COPY.goHome}
      </ButtonLink>
    </Card>
  );
}

/** `returnTo`: where signing in comes back to (the session by default; the compare view passes its own address). */
export function LoginRequired({ sessionId, ownerEmail, returnTo }: { sessionId: string; ownerEmail: string | null; returnTo?: string }) {
  return (
    <Card title={SESSIONS_COPY.loginRequiredTitle} testId="login-required">
      <p className="mt-3 text-gray-700">{SESSIONS_COPY.loginRequiredText}</p>
      {ownerEmail && (
        <p className="mt-2 text-gray-700" data-testid="owner-email">
          {SESSIONS_COPY.loginRequiredOwner(ownerEmail)}
        </p>
      )}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink href="/auth" onClick={() => sendToLogin(returnTo ?? `/session/${sessionId}`)} className="px-5">
          {SESSIONS_COPY.logIn}
        </ButtonLink>
        <Link href="/" className="rounded-md px-5 py-2 font-semibold text-gray-700 hover:bg-gray-100">
          {SESSIONS_COPY.goHome}
        </Link>
      </div>
    </Card>
  );
}

/** Validation itself failed (not a refusal): keep the target, ask the viewer to log in, go to /auth. */
export function ValidationFailed({ sessionId }: { sessionId: string }) {
  const router = useRouter();
  useEffect(() => {
    sendToLogin(`/session/${sessionId}`);
    router.replace("/auth");
  }, [router, sessionId]);
  return <p className="py-16 text-center text-gray-600">{LOGIN_MESSAGE}</p>;
}

/**
 * Access granted: restore the session in this tab (current session id, its preferences
 * without writing them back) and show /matches?session={id}, where the server checks the
 * same read access again (so a reload keeps the shared view, beta gate or not).
 *
 * The matches screen is rendered here, in this page's server HTML (the session id is known
 * from the URL and the server has checked access), and the address becomes /matches with
 * history.replaceState (which the App Router follows: usePathname, back and reload see
 * /matches). Navigating to /matches instead would paint the screen only after hydration, a
 * server round trip and a client render (Lighthouse's LCP on a phone, docs/PERFORMANCE.md).
 * What it shows is what /matches?session={id} shows: the shared view.
 */
export function SessionRestorer({ sessionId, sessionData, signedIn, yours, initialListings = null }: {
  sessionId: string;
  sessionData: Record<string, unknown>;
  signedIn: boolean;
  yours: boolean;
  /** The listings answer this viewer's fetch would get, from the server: the first rows are in the page's HTML. */
  initialListings?: ListingsResponse | null;
}) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    try {
      setCurrentSessionId(sessionId);
      // Someone else's search arrives without its personal data (server/privacy.ts); an edit to it makes a copy.
      applyPreferences(sessionData, { sessionId, save: false, yours });
      toast(yours ? { ...TOASTS.sessionRestored, variant: "success" } : { ...SHARED_SEARCH_COPY.openedToast, variant: "success" });
      window.history.replaceState(null, "", `/matches?session=${sessionId}`);
    } catch {
      // Nothing was restored in this tab: the toast says so and the address stays /session/{id}.
      toast({ ...TOASTS.restoreSessionError, variant: "destructive" });
    }
  }, [sessionId, sessionData, yours]);
  return <MatchesView key={sessionId} sessionId={sessionId} signedIn={signedIn} guestView welcome={false} restored={false} initialListings={initialListings} />;
}
