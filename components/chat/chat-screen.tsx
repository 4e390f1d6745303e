"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { siteConfig } from "@/config/site";
import { CHAT_COPY } from "@/lib/chat/copy";
import { claimSession, resetPreferences } from "@/client/preferences-store";
import { isSessionId, newSessionId } from "@/lib/session-id";
import { setCurrentSessionId } from "@/client/session-id";
import type { ChatUIMessage } from "@/lib/chat/types";
import { Button } from "@/components/ui/button";
import { preloadable } from "@/components/ui/preloadable";
import { useSessionHistory } from "./use-session-history";

// The conversation carries the AI SDK's client (useChat, the stream reader): its own chunk, so the page's
// first load stays within budget, asked for as the page's scripts run, beside the history's fetch, and
// rendered without suspending once both are here (components/ui/preloadable.tsx).
const conversation = preloadable(() => import("./conversation").then((m) => m.Conversation));
if (typeof window !== "undefined") conversation.preload().catch(() => undefined);

/**
 * The chat panel /chat (spec 1 section 2): header with the user's e-mail and New
 * Search, the current session's conversation, and the disclaimer. Opened with a
 * session to restore (?session=) it switches to that session and loads its history;
 * with an initial message (?q=) it sends it when the conversation is empty.
 */
export function ChatScreen({ email, restoreSessionId, initialMessage }: { email: string | null; restoreSessionId: string | null; initialMessage: string | null }) {
  const router = useRouter();
  const { sessionId, restoring, ready, showWritable, reload } = useSessionHistory(restoreSessionId);
  const [busy, setBusy] = useState(false);
  const conversationLoaded = conversation.useLoaded();

  const newSearch = useCallback(() => {
    if (restoring || !sessionId) return;
    const fresh = newSessionId();
    // The old conversation stays stored with its session; local preferences of both go.
    resetPreferences({ sessionId });
    setCurrentSessionId(fresh);
    resetPreferences({ sessionId: fresh });
    showWritable(fresh, []);
    if (restoreSessionId || initialMessage) router.replace("/chat");
    toast({ ...CHAT_COPY.newSearchStarted, variant: "success" });
  }, [restoring, sessionId, restoreSessionId, initialMessage, router, showWritable]);

  const adopt = useCallback(
    (id: string, messages: ChatUIMessage[]) => {
      if (!isSessionId(id)) return;
      // The conversation so far stays on screen; the next messages go to the adopted session.
      showWritable(id, messages);
      setCurrentSessionId(id);
    },
    [showWritable],
  );

  // A conversation started as a guest: the signed-in user takes it over (as on /preferences), then it is reloaded writable.
  const claim = useCallback(async () => {
    if (!sessionId) return;
    if (!(await claimSession(sessionId))) {
      toast({ ...CHAT_COPY.claimFailed, variant: "destructive" });
      return;
    }
    reload();
  }, [sessionId, reload]);

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-4xl flex-col bg-gray-50 sm:my-4 sm:h-[calc(100dvh-6rem)] sm:rounded-2xl sm:border sm:border-gray-200 sm:shadow-sm">
      <ChatHeader email={email} onNewSearch={newSearch} disabled={restoring || busy || !sessionId} />
      {!ready ? (
        <div className="flex flex-1 items-center justify-center text-gray-500" role="status">
          {restoring ? CHAT_COPY.restoring : null}
        </div>
      ) : "error" in ready ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center text-gray-700" role="alert" data-testid="chat-load-error">
          <p>{ready.error}</p>
          <Button onClick={reload}>Try again</Button>
        </div>
      ) : !conversationLoaded ? (
        <div className="flex-1" />
      ) : (
        <conversation.Loaded
          key={ready.sessionId}
          sessionId={ready.sessionId}
          initialMessages={ready.history.messages}
          writable={ready.history.writable}
          claimable={ready.history.claimable === true}
          withheld={ready.history.withheld === true}
          onClaim={claim}
          initialMessage={initialMessage}
          onAdoptSession={adopt}
          onBusyChange={setBusy}
          signedIn={email !== null}
        />
      )}
      <Disclaimer />
    </div>
  );
}

/** The panel's title, the user's e-mail and New Search. */
function ChatHeader({ email, onNewSearch, disabled }: { email: string | null; onNewSearch: () => void; disabled: boolean }) {
  return (
    <header className="flex items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 py-3 sm:rounded-t-2xl sm:px-6">
      <div className="min-w-0">
        <h1 className="text-lg font-bold text-ink sm:text-xl">{CHAT_COPY.title}</h1>
        {email && (
          <p className="truncate text-sm text-gray-500" data-testid="chat-email">
            {email}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onNewSearch}
        disabled={disabled}
        className="shrink-0 rounded-lg border-2 border-crust-600 px-3 py-1.5 text-sm font-semibold text-crust-700 hover:bg-crust-50 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {CHAT_COPY.newSearch}
      </button>
    </header>
  );
}

/** The disclaimer under the conversation. */
function Disclaimer() {
  return (
    <div className="border-t border-gray-100 bg-white px-4 py-2 text-xs leading-snug text-gray-500 sm:rounded-b-2xl sm:px-6" data-testid="chat-disclaimer">
      {/* A phone keeps the conversation's room: the disclaimer folds to one line with "more" (a <details>, so no script). */}
      <details className="group sm:hidden" data-testid="chat-disclaimer-fold">
        <summary className="flex cursor-pointer list-none items-baseline gap-1 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 flex-1 truncate group-open:hidden">{siteConfig.disclaimer}</span>
          <span className="shrink-0 font-semibold text-crust-700 underline group-open:hidden">more</span>
          <span className="hidden shrink-0 font-semibold text-crust-700 underline group-open:inline">less</span>
        </summary>
        <p className="mt-1">{siteConfig.disclaimer}</p>
      </details>
      <p className="hidden sm:block">{siteConfig.disclaimer}</p>
    </div>
  );
}
