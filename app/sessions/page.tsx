import type { Metadata } from "next";
import { SavedSessionsPage } from "@/components/sessions/saved-sessions-page";
import { SignInLink } from "@/components/auth/sign-in-link";
import { buttonClass, ButtonLink } from "@/components/ui/button";
import { getCurrentUser } from "@/server/auth/current-user";
import { listSavedPreferenceItems } from "@/server/saved-preferences";
import { listWatchItems } from "@/server/watches/service";
import { SESSIONS_COPY } from "@/lib/matches/copy";

export const metadata: Metadata = { title: SESSIONS_COPY.title };

/** Saved Sessions (spec 2 section 2): cards for a signed-in user, a sign-in message otherwise. */
export default async function SessionsPage() {
  const user = await getCurrentUser();
  const [items, watches] = user ? await Promise.all([listSavedPreferenceItems({ userId: user.id }), listWatchItems(user.id)]) : [[], []];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{SESSIONS_COPY.title}</h1>
        <ButtonLink href="/preferences" variant="outline" size="sm" className="self-start font-semibold">
          {SESSIONS_COPY.back}
        </ButtonLink>
      </div>
      <div className="mt-6">
        {user ? (
          <SavedSessionsPage initialItems={items} initialWatches={watches} />
        ) : (
          <div className="rounded-xl border border-gray-200 bg-white px-6 py-12 text-center" data-testid="sessions-signed-out">
            <p className="text-gray-700">{SESSIONS_COPY.signInRequired}</p>
            <SignInLink returnTo="/sessions" className={buttonClass({ className: "mt-4 inline-block px-5" })}>
              {SESSIONS_COPY.signIn}
            </SignInLink>
          </div>
        )}
      </div>
    </div>
  );
}
