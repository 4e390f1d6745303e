import { PollsProvider } from "@/client/polls";
import { ChatScreen } from "@/components/chat/chat-screen";
import { EarlyFetchScript } from "@/components/layout/early-fetch-script";
import { scriptNonce } from "@/server/csp-nonce";
import { polls } from "@/server/polls";
import { requireApprovedOrGuest } from "@/server/policy";
import { isSessionId } from "@/lib/session-id";

export const metadata = { title: "Property Assistant" };
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

/**
 * The Property Assistant. Guests may chat (spec 1 section 6); a signed-in tester who
 * isn't approved goes to /request-access. `?session=` restores a session (the spec's
 * restoredSessionId), `?q=` is the initial message.
 */
export default async function ChatPage({ searchParams }: { searchParams: Search }) {
  const { user } = await requireApprovedOrGuest("/chat", "chat.send");
  const params = await searchParams;
  const session = first(params.session);
  // Never cut: a message over the limit waits in the box with the reason (components/chat/use-conversation.ts).
  const q = first(params.q)?.trim() ?? null;
  const restore = isSessionId(session) ? session : null;
  return (
    <PollsProvider value={polls()}>
      {/* The current session's conversation is asked for as the HTML arrives; a restore (?session=) asks for its own. */}
      {!restore && <EarlyFetchScript page="chat" nonce={await scriptNonce()} />}
      <ChatScreen email={user?.email ?? null} restoreSessionId={restore} initialMessage={q || null} />
    </PollsProvider>
  );
}
