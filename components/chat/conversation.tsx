"use client";

import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { chatErrorToast, chatFetch, fetchChatHistory } from "@/client/chat/api";
import { useChatNotifications } from "@/client/chat/use-chat-notifications";
import { toast } from "@/components/ui/toast-store";
import { storeRedirectAfterLogin } from "@/client/login-redirect";
import { CHAT_COPY, STARTER_PROMPTS } from "@/lib/chat/copy";
import { inputLimit } from "@/lib/chat/input-limit";
import { MATCHES_READY_PATH, opensMatchesPage } from "@/lib/chat/navigation";
import { foldProgress, SEARCH_STARTED, type SearchProgress } from "@/lib/chat/search-progress";
import { briefChanges, currentBrief, lastUserMessageId, latestSearch, messageText, readMessage, spokenText } from "@/lib/chat/transcript";
import { applyPreferences } from "@/client/preferences-store";
import type { ChatUIMessage } from "@/lib/chat/types";
import { newSessionId } from "@/lib/session-id";
import { ArrowDownIcon } from "@/components/ui/icons";
import { BriefSummary } from "./brief-summary";
import { ChatInput } from "./chat-input";
import { ChatLoading } from "./chat-loading";
import { AssistantBubble, UserBubble } from "./message-bubble";
import { SearchResults } from "./search-results";

/** Within this many pixels of the end, the transcript follows new text as it streams. */
const STICK_PX = 80;

/**
 * One session's conversation through useChat (modelled on vercel/ai-chatbot's chat): the
 * stored history, the live brief above it, markdown replies streamed as they come, a Stop
 * button while a reply is produced, editing the last message, starter prompts on an empty
 * chat, and the search a reply started followed under that reply (its progress on one
 * line, then its best matches). Screen readers: the transcript is aria-busy while a reply
 * is produced, and each finished reply is announced once in a polite live region.
 */
export function Conversation({
  sessionId,
  initialMessages,
  writable,
  claimable = false,
  withheld = false,
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
  /** The search is someone else's: its conversation was left out (lib/chat/types.ts). */
  withheld?: boolean;
  onClaim?: () => Promise<void>;
  /** Sent once when the conversation is empty (router state initialMessage). */
  initialMessage: string | null;
  /** A reply named another session: continue there, keeping what is on screen. */
  onAdoptSession: (id: string, messages: ChatUIMessage[]) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const router = useRouter();
  // ?q= over the limit waits in the box, with the reason, instead of being sent (or cut).
  const [input, setInput] = useState(() => (initialMessage && initialMessages.length === 0 && writable && inputLimit(initialMessage).tooLong ? initialMessage : ""));
  const [claiming, setClaiming] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [stoppedId, setStoppedId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [progress, setProgress] = useState<{ since: string; state: SearchProgress } | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [atEnd, setAtEnd] = useState(true);
  // The message an edit replaces, while that request is under way (its failure reloads the stored conversation).
  const editing = useRef<string | null>(null);

  const transport = useMemo(
    () =>
      new DefaultChatTransport<ChatUIMessage>({
        api: "/api/chat",
        fetch: chatFetch,
        // The server keeps the conversation: only the new message travels, with its id, and,
        // for an edited message, the id of the one it replaces (the same id: useChat keeps it).
        prepareSendMessagesRequest: ({ messages, trigger, messageId }) => {
          const last = messages[messages.length - 1];
          const replaces = trigger === "submit-message" && messageId ? messageId : undefined;
          return { body: { sessionId, message: { id: last?.id, text: messageText(last) }, ...(replaces ? { replaces } : {}) } };
        },
      }),
    [sessionId],
  );

  const { messages, sendMessage, status, setMessages, stop } = useChat<ChatUIMessage>({
    id: sessionId,
    messages: initialMessages,
    transport,
    // UUIDs, so the server stores a message under the id the page knows it by (editing names it).
    generateId: newSessionId,
    onError: (err) => {
      toast(chatErrorToast(err));
      // A refused or failed edit: show the conversation as it is stored, not as the edit left it on screen.
      if (editing.current) {
        fetchChatHistory(sessionId)
          .then((h) => setMessages(h.messages))
          .catch(() => undefined);
      }
    },
    onFinish: ({ message, messages: all, isError, isAbort }) => {
      editing.current = null;
      if (isError || isAbort) return;
      const { text, reply, preferences } = readMessage(message);
      setAnnouncement(spokenText(text));
      // The server stored them already; this prefills /preferences in this tab.
      if (preferences) applyPreferences(preferences.preferences, { sessionId, save: false });
      if (reply && reply.session_id !== sessionId) onAdoptSession(reply.session_id, all);
      else if (opensMatchesPage(reply)) router.push(MATCHES_READY_PATH);
    },
  });

  const busy = status === "submitted" || status === "streaming";
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (!trimmed || busy || !writable) return false;
      const limit = inputLimit(trimmed);
      if (limit.tooLong) {
        toast({ title: "Message not sent", description: limit.error ?? "", variant: "destructive" });
        return false;
      }
      setStoppedId(null);
      setEditingId(null);
      // What the user sends is followed to the end, wherever they had scrolled.
      setAtEnd(true);
      void sendMessage({ text: trimmed, metadata: { createdAt: new Date().toISOString() } });
      return true;
    },
    [busy, writable, sendMessage],
  );

  const sendEdit = useCallback(
    (id: string, text: string) => {
      if (busy || !writable || inputLimit(text).tooLong || !text.trim()) return;
      setEditingId(null);
      setStoppedId(null);
      editing.current = id;
      setAtEnd(true);
      // As vercel/ai-chatbot: the edited message takes the old one's place and everything after it goes.
      void sendMessage({ text: text.trim(), messageId: id, metadata: { createdAt: new Date().toISOString() } });
    },
    [busy, writable, sendMessage],
  );

  const stopReply = useCallback(() => {
    // The message the reply stopped at: the user's (nothing came yet) or the reply cut short.
    setStoppedId(messages[messages.length - 1]?.id ?? null);
    void stop();
    box.current?.focus();
  }, [messages, stop]);

  // ?q= is sent by itself into an empty conversation (spec 1 section 2, initialMessage).
  const sentInitial = useRef(false);
  useEffect(() => {
    if (sentInitial.current || !initialMessage?.trim() || initialMessages.length > 0 || !writable || inputLimit(initialMessage).tooLong) return;
    sentInitial.current = true;
    send(initialMessage);
  }, [initialMessage, initialMessages.length, writable, send]);

  // The latest search a reply started: its notifications fold into one line under that reply.
  const search = latestSearch(messages);
  const since = search?.startedAt ?? null;
  useChatNotifications({
    sessionId,
    since,
    onNotification: (n) => {
      if (!since) return;
      setProgress((p) => ({ since, state: foldProgress(p?.since === since ? p.state : SEARCH_STARTED, n, sessionId) }));
    },
  });
  const searchProgress = progress && progress.since === since ? progress.state : SEARCH_STARTED;

  const brief = useMemo(() => currentBrief(messages), [messages]);
  const changes = useMemo(() => briefChanges(messages), [messages]);
  const lastUserId = lastUserMessageId(messages);
  const lastAssistantId = [...messages].reverse().find((m) => m.role === "assistant")?.id;
  const lastIsAssistant = messages.length > 0 && messages[messages.length - 1].role === "assistant";

  // Follow the conversation while the reader is at its end; a reader scrolled up stays put.
  const scrollToEnd = useCallback((behavior: ScrollBehavior = "auto") => {
    const el = scroller.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior });
  }, []);
  const lastText = messages.length ? messageText(messages[messages.length - 1]).length : 0;
  useEffect(() => {
    if (atEnd) scrollToEnd();
  }, [messages.length, lastText, status, atEnd, scrollToEnd]);

  return (
    <>
      <BriefSummary lines={brief} />
      <div className="relative min-h-0 flex-1">
        <div
          ref={scroller}
          className="absolute inset-0 space-y-4 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-crust-600 sm:px-6"
          data-testid="chat-messages"
          role="region"
          aria-label="Conversation"
          aria-busy={busy}
          // Scrollable with the keyboard even when it holds no link or button.
          tabIndex={0}
          onScroll={(e) => {
            const el = e.currentTarget;
            setAtEnd(el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX);
          }}
        >
          {messages.length === 0 && !busy && <EmptyState signedIn={signedIn} onPick={writable ? send : undefined} />}
          {messages.map((m) =>
            m.role === "user" ? (
              <UserBubble
                key={m.id}
                message={m}
                editable={writable && !busy && m.id === lastUserId && editingId === null}
                editing={editingId === m.id}
                stopped={stoppedId === m.id && m.id === messages[messages.length - 1]?.id}
                onEdit={() => setEditingId(m.id)}
                onCancelEdit={() => setEditingId(null)}
                onSendEdit={(text) => sendEdit(m.id, text)}
              />
            ) : (
              <AssistantBubble
                key={m.id}
                message={m}
                change={changes.get(m.id)}
                stopped={stoppedId === m.id && m.id === messages[messages.length - 1]?.id}
                formActive={writable && !busy && m.id === lastAssistantId && lastIsAssistant}
                chipsActive={writable && !busy}
                onSubmitForm={send}
              >
                {search && search.messageId === m.id && <SearchResults sessionId={sessionId} startedAt={search.startedAt} progress={searchProgress} />}
              </AssistantBubble>
            ),
          )}
          {status === "submitted" && <ChatLoading />}
        </div>
        {!atEnd && (
          <button
            type="button"
            onClick={() => scrollToEnd("smooth")}
            className="absolute bottom-3 left-1/2 flex h-9 w-9 -translate-x-1/2 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-700 shadow-md hover:bg-gray-50"
            aria-label="Scroll to the latest message"
          >
            <ArrowDownIcon />
          </button>
        )}
      </div>
      {/* Each finished reply, once, for screen readers (the transcript itself is not a live region, so streaming isn't read word by word). */}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-announcer">
        {announcement}
      </div>
      <form
        className="border-t border-gray-200 bg-white px-3 py-3 sm:px-6"
        onSubmit={(e) => {
          e.preventDefault();
          if (send(input)) setInput("");
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
              {withheld ? CHAT_COPY.withheld : CHAT_COPY.readOnly}
            </p>
          )
        )}
        <ChatInput
          value={input}
          onChange={setInput}
          onSend={(text) => {
            if (send(text)) setInput("");
          }}
          onStop={stopReply}
          busy={busy}
          disabled={!writable}
          boxRef={box}
        />
      </form>
    </>
  );
}

function EmptyState({ signedIn, onPick }: { signedIn: boolean; onPick?: (text: string) => void }) {
  return (
    <div className="flex min-h-full flex-col items-center justify-center py-10 text-center" data-testid="chat-empty">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12 text-crust-500" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path strokeLinecap="round" strokeLinejoin="round" d="M8 10h8M8 14h5m-9 6 2.5-3H18a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H6a3 3 0 0 0-3 3v7a3 3 0 0 0 1 2.2V20Z" />
      </svg>
      <p className="mt-3 max-w-sm text-lg text-gray-700">{CHAT_COPY.emptyState}</p>
      {onPick && (
        <div className="mt-6 w-full max-w-xl">
          <p className="mb-2 text-sm font-medium text-gray-600">{CHAT_COPY.starterHeading}</p>
          <ul className="grid gap-2 text-left sm:grid-cols-3" data-testid="chat-starters">
            {STARTER_PROMPTS.map((prompt) => (
              <li key={prompt}>
                <button
                  type="button"
                  onClick={() => onPick(prompt)}
                  className="h-full w-full rounded-xl border border-gray-200 bg-white px-3 py-2.5 text-left text-sm text-ink shadow-sm hover:border-crust-400 hover:bg-crust-50 focus-visible:outline-2 focus-visible:outline-crust-600"
                >
                  {prompt}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!signedIn && (
        <p className="mt-5 max-w-sm text-sm text-gray-500" data-testid="chat-sign-in-tip">
          {CHAT_COPY.signInTip}{" "}
          <Link href="/auth" onClick={() => storeRedirectAfterLogin("/chat")} className="font-semibold text-crust-700 underline">
            {CHAT_COPY.signIn}
          </Link>
        </p>
      )}
    </div>
  );
}
