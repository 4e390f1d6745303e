import type { Metadata } from "next";
import { z } from "zod";
import { MatchesScreen } from "@/components/matches/matches-screen";
import { PollsProvider } from "@/client/polls";
import { getCurrentUser } from "@/server/auth/current-user";
import { polls } from "@/server/polls";

export const metadata: Metadata = { title: "Property Matches" };

/**
 * welcome=1: first results have arrived (the ready dialog and toast); ready=1: the chat's way in (the toast
 * alone); restored=1: re-run with forced analyzing.
 */
const searchSchema = z.object({
  welcome: z.literal("1").optional().catch(undefined),
  ready: z.literal("1").optional().catch(undefined),
  restored: z.literal("1").optional().catch(undefined),
});

export default async function MatchesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [user, params] = await Promise.all([getCurrentUser(), searchParams]);
  const { welcome, ready, restored } = searchSchema.parse(params);
  return (
    <PollsProvider value={polls()}>
      <MatchesScreen signedIn={user !== null} welcome={welcome === "1"} ready={ready === "1"} restored={restored === "1"} />
    </PollsProvider>
  );
}
