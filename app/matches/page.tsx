import type { Metadata } from "next";
import { z } from "zod";
import { BetaGate } from "@/components/beta/beta-gate";
import { EarlyFetchScript } from "@/components/layout/early-fetch-script";
import { MatchesScreen } from "@/components/matches/matches-screen";
import { PollsProvider } from "@/client/polls";
import { isSessionId } from "@/lib/session-id";
import { approvedOrGuest } from "@/server/policy";
import { scriptNonce } from "@/server/csp-nonce";
import { polls } from "@/server/polls";
import { initialListingsFor } from "@/server/matches/listings-answer";
import { checkSessionAccess } from "@/server/sessions";

export const metadata: Metadata = { title: "Property Matches" };

/**
 * welcome=1: first results have arrived (the ready dialog and toast); ready=1: the chat's way in (the toast
 * alone); restored=1: re-run with forced analyzing; session={id}: a shared link's session (/session/{id}
 * leaves its viewer here), shown read-only.
 */
const searchSchema = z.object({
  welcome: z.literal("1").optional().catch(undefined),
  ready: z.literal("1").optional().catch(undefined),
  restored: z.literal("1").optional().catch(undefined),
  session: z.string().refine(isSessionId).optional().catch(undefined),
});

/**
 * The matches of the current session. Gated on the server with the table /preferences and /chat use:
 * guests and approved testers pass; a signed-in user who isn't approved sees the beta gate, except on a
 * shared link's session they may read (the same check as /session/{id} and the API).
 */
export default async function MatchesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ user, allowed }, params] = await Promise.all([approvedOrGuest("search.run"), searchParams]);
  const { welcome, ready, restored, session } = searchSchema.parse(params);
  const shared = session && (await checkSessionAccess({ sessionId: session, viewer: user, action: "read" })).allowed ? session : null;
  if (!allowed && !shared) return <BetaGate back="/matches" />;
  // A shared link's session is known here: its first rows are rendered with the page (the viewer's own answer, server/privacy.ts).
  const initialListings = shared ? await initialListingsFor({ sessionId: shared, viewer: user }) : null;
  return (
    <PollsProvider value={polls()}>
      {/* This tab's own session (its id is in the browser's storage): its first reads go out as the HTML arrives. */}
      {!shared && <EarlyFetchScript page={user ? "matchesSignedIn" : "matches"} nonce={await scriptNonce()} />}
      <MatchesScreen signedIn={user !== null} sharedSessionId={shared} welcome={welcome === "1"} ready={ready === "1"} restored={restored === "1"} initialListings={initialListings} />
    </PollsProvider>
  );
}
