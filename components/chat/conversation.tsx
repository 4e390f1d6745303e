"use client";

import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { chatErrorToast, chatFetch } from "@/client/chat/api";
import { useChatNotifications } from "@/client/chat/use-chat-notifications";
import { markGuestSearch } from "@/client/session-hooks";
import { toast } from "@/components/ui/toast-store";
import { storeRedirectAfterLogin } from "@/client/login-redirect";
import { CHAT_COPY } from "@/lib/chat/copy";
import { CHAT_MESSAGE_MAX_CHARS } from "@/lib/constants";
import { applyPreferences } from "@/client/preferences-store";
import type { ChatUIMessage } from "@/lib/chat/types";
import { ChatLoading } from "./chat-loading";
import { MessageBubble, readMessage } from "./message-bubble";
import { Button } from "@/components/ui/button";

/** The latest search start any assistant message of the conversation reports. */
function lastSearchStart(messages: readonly ChatUIMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const at = readMessage(messages[i]).reply?.searchStartedAt;
    if (at) return at;
  }
  return null;
}

const textOf = (m: ChatUIMessage | undefined) => (m?.parts ?? []).map((p) => (p.type === "text" ? p.text : "")).join("");

/**
 * One session's conversation through useChat: the stored history, the input, the
 * loading lines, forms, notifications of the search it started, and what a reply
 * asks of the page (adopt another session, go to /matches).
 */
export function Conversation({
  sessionId,
  initialMessages,
  writable,
  claimable = false,
  onClaim,
  initialMessage,
  onAdoptSession,
  onBusyChange,
  signedIn,
}: {
  signedIn: boolean;
  sessionId: string;
  initialMessages: ChatUIMessage[];
  writable: boolean;
  /** Started by a guest (before this user signed in): taking it over makes it writable. */
  claimable?: boolean;
  onClaim?: () => Promise<void>;
  /** Sent once when the conversation is empty (router state initialMessage). */
  initialMessage: string | null;
  /** A reply named another session: continue there, keeping what is on screen. */
  onAdoptSession: (id: string, messages: ChatUIMessage[]) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const router = useRouter();
  const [input, setInput] = useState("");
  const [claiming, setClaiming] = useState(false);
  const [searchSince, setSearchSince] = useState<string | null>(() => lastSearchStart(initialMessages));

  const transport = useMemo(
    () =>
      new DefaultChatTransport<ChatUIMessage>({
        api: "/api/chat",
        fetch: chatFetch,
        // The server keeps the conversation: only the new message travels.
        prepareSendMessagesRequest: ({ messages }) => {
          const last = messages[messages.length - 1];
          return { body: { sessionId, message: { id: last?.id, text: textOf(last) } } };
        },
      }),
    [sessionId],
  );

  const { messages, sendMessage, status, setMessages } = useChat<ChatUIMessage>({
    id: sessionId,
    messages: initialMessages,
    transport,
    onError: (err) => toast(chatErrorToast(err)),
    onFinish: ({ message, messages: all, isError, isAbort }) => {
      if (isError || isAbort) return;
      const { reply, preferences } = readMessage(message);
      // The server stored them already; this prefills /preferences in this tab.
      if (preferences) applyPreferences(preferences.preferences, { sessionId, save: false });
      if (reply?.searchStartedAt) setSearchSince(reply.searchStartedAt);
      if (reply && reply.session_id !== sessionId) onAdoptSession(reply.session_id, all);
      else if (reply?.navigate) {
        // A guest's own search opens without the beta gate, as from the preferences flow.
        if (!signedIn) markGuestSearch(sessionId);
        router.push("/matches");
      }
    },
  });

  const busy = status === "submitted" || status === "streaming";
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (!trimmed || busy || !writable) return;
      void sendMessage({ text: trimmed, metadata: { createdAt: new Date().toISOString() } });
    },
    [busy, writable, sendMessage],
  );

  const sentInitial = useRef(false);
  useEffect(() => {
    if (sentInitial.current || !initialMessage?.trim() || initialMessages.length > 0 || !writable) return;
    sentInitial.current = true;
    send(initialMessage);
  }, [initialMessage, initialMessages.length, writable, send]);

  useChatNotifications({
    sessionId,
    since: searchSince,
    onNotification: (n) => {
      // Progress lines update one bubble; the rest are added as they come.
      const id = n.status === "info" ? `notification-progress-${searchSince}` : `notification-${n.id}`;
      const note: ChatUIMessage = {
        id,
        role: "assistant",
        metadata: { createdAt: n.created_at, notification: true },
        parts: [{ type: "text", text: n.message, state: "done" }],
      };
      setMessages((list) => (list.some((m) => m.id === id) ? list.map((m) => (m.id === id ? note : m)) : [...list, note]));
    },
  });

  const bottom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [messages.length, busy]);

  const lastAssistantId = [...messages].reverse().find((m) => m.role === "assistant" && !m.metadata?.notification)?.id;
  const lastIsAssistant = messages.length > 0 && messages[messages.length - 1].role === "assistant";

  return (
    <>
      <div className="flex-1 space-y-4 overflow-y-auto px-3 py-4 sm:px-6" data-testid="chat-messages" aria-live="polite">
        {messages.length === 0 && !busy && <EmptyState signedIn={signedIn} />}
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} formActive={writable && !busy && m.id === lastAssistantId && lastIsAssistant} onSubmitForm={send} />
        ))}
        {status === "submitted" && <ChatLoading />}
        <div ref={bottom} />
      </div>
      <form
        className="border-t border-gray-200 bg-white px-3 py-3 sm:px-6"
        onSubmit={(e) => {
          e.preventDefault();
          if (!input.trim()) return;
          send(input);
          setInput("");
        }}
      >
        {!writable && claimable && onClaim ? (
          <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-gray-600" data-testid="chat-claim">
            <p>{CHAT_COPY.claimPrompt}</p>
            <button
              type="button"
              onClick={() => {
                setClaiming(true);
                void onClaim().finally(() => setClaiming(false));
              }}
              disabled={claiming}
              className="min-h-9 rounded-lg border-2 border-crust-600 px-3 py-1 font-semibold text-crust-700 hover:bg-crust-50 disabled:opacity-50"
            >
              {CHAT_COPY.claim}
            </button>
          </div>
        ) : (
          !writable && (
            <p className="mb-2 text-sm text-gray-600" data-testid="chat-read-only">
              {CHAT_COPY.readOnly}
            </p>
          )
        )}
        <div className="flex items-end gap-2">
          <label htmlFor="chat-input" className="sr-only">
            {CHAT_COPY.placeholder}
          </label>
          <textarea
            id="chat-input"
            rows={1}
            value={input}
            maxLength={CHAT_MESSAGE_MAX_CHARS}
            disabled={!writable}
            placeholder={CHAT_COPY.placeholder}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                if (!input.trim() || busy) return;
                send(input);
                setInput("");
              }
            }}
            className="max-h-40 min-h-[44px] min-w-0 flex-1 resize-none rounded-xl border border-gray-300 px-3 py-2.5 text-ink placeholder:text-sm focus:border-crust-500 focus:outline-none disabled:bg-gray-100 sm:placeholder:text-base"
          />
          <Button type="submit" disabled={busy || !input.trim() || !writable} className="h-11 shrink-0 rounded-xl sm:px-5 disabled:cursor-not-allowed disabled:opacity-50">
            {CHAT_COPY.send}
          </Button>
        </div>
      </form>
    </>
  );
}

function EmptyState({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex h-full flex-col items-center justify-center py-16 text-center" data-testid="chat-empty">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12 text-crust-500" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path strokeLinecap="round" strokeLinejoin="round" d="M8 10h8M8 14h5m-9 6 2.5-3H18a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H6a3 3 0 0 0-3 3v7a3 3 0 0 0 1 2.2V20Z" />
      </svg>
      <p className="mt-3 max-w-sm text-lg text-gray-700">{CHAT_COPY.emptyState}</p>
      {!signedIn && (
        <p className="mt-3 max-w-sm text-sm text-gray-500" data-testid="chat-sign-in-tip">
          {CHAT_COPY.signInTip}{" "}
          <Link href="/auth" onClick={() => storeRedirectAfterLogin("/chat")} className="font-semibold text-crust-700 underline">
            {CHAT_COPY.signIn}
          </Link>
        </p>
      )}
    </div>
  );
}
