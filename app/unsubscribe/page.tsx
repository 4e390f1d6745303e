import type { Metadata } from "next";
import { UnsubscribeButton } from "@/components/sessions/unsubscribe-button";
import { UNSUBSCRIBE_COPY } from "@/lib/watches/copy";
import { describeUnsubscribe } from "@/server/watches/unsubscribe";

export const metadata: Metadata = { title: UNSUBSCRIBE_COPY.title, robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/**
 * Where a digest's "Stop watching it" link lands: no sign-in, the signed token is the credential
 * (server/watches/unsubscribe.ts). Opening the page changes nothing (mail scanners open links);
 * its one button posts the one-click unsubscribe.
 */
export default async function UnsubscribePage({ searchParams }: PageProps<"/unsubscribe">) {
  const { token } = await searchParams;
  const state = await describeUnsubscribe(token);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-ink">{UNSUBSCRIBE_COPY.title}</h1>
      {state.status === "invalid" && (
        <p className="mt-4 text-gray-700" role="alert" data-testid="unsubscribe-invalid">
          {state.message}
        </p>
      )}
      {state.status === "used" && (
        <p className="mt-4 text-gray-700" data-testid="unsubscribe-used">
          {UNSUBSCRIBE_COPY.used}
        </p>
      )}
      {state.status === "active" && (
        <>
          <p className="mt-4 text-lg text-ink">{UNSUBSCRIBE_COPY.confirm(state.name)}</p>
          <p className="mt-2 text-gray-600">{UNSUBSCRIBE_COPY.explain}</p>
          <UnsubscribeButton token={token as string} name={state.name} />
        </>
      )}
    </section>
  );
}
