"use client";

import Link from "next/link";
import { useState, type RefObject } from "react";
import { storeRedirectAfterLogin } from "@/client/login-redirect";
import { CHAT_COPY, STARTER_PROMPTS } from "@/lib/chat/copy";
import { ArrowDownIcon } from "@/components/ui/icons";
import { BriefSummary } from "./brief-summary";
import { ChatInput } from "./chat-input";
import { ChatLoading } from "./chat-loading";
import { AssistantBubble, UserBubble } from "./message-bubble";
import { SearchResults } from "./search-results";
import { useConversation, type ConversationOptions } from "./use-conversation";

type ConversationState = ReturnType<typeof useConversation>;

/**
 * One session's conversation through useChat (modelled on vercel/ai-chatbot's chat): the
 * stored history, the live brief above it, markdown replies streamed as they come, a Stop
 * button while a reply is produced, editing the last message, starter prompts on an empty
 * chat, and the search a reply started followed under that reply (its progress on one
 * line, then its best matches). Screen readers: the transcript is aria-busy while a reply
 * is produced, and each finished reply is announced once in a polite live region.
 * Its state and effects: use-conversation.ts.
 */
export function Conversation({
  signedIn,
  claimable = false,
  withheld = false,
  onClaim,
  ...options
}: ConversationOptions & {
  signedIn: boolean;
  /** Started by a guest (before this user signed in): taking it over makes it writable. */
  claimable?: boolean;
  /** The search is someone else's: its conversation was left out (lib/chat/types.ts). */
  withheld?: boolean;
  onClaim?: () => Promise<void>;
}) {
  const chat = useConversation(options);
  return (
    <>
      <BriefSummary lines={chat.brief} />
      <Transcript chat={chat} scrollerRef={chat.scroller} sessionId={options.sessionId} writable={options.writable} signedIn={signedIn} />
      {/* Each finished reply, once, for screen readers (the transcript itself is not a live region, so streaming isn't read word by word). */}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-announcer">
        {chat.announcement}
      </div>
      <Composer chat={chat} writable={options.writable} claimable={claimable} withheld={withheld} onClaim={onClaim} />
    </>
  );
}

/** The scrolling transcript (starter prompts when empty, the messages, the loading line) and the button back to its end. */
function Transcript({
  chat,
  scrollerRef,
  sessionId,
  writable,
  signedIn,
}: {
  chat: ConversationState;
  scrollerRef: RefObject<HTMLDivElement | null>;
  sessionId: string;
  writable: boolean;
  signedIn: boolean;
}) {
  const { messages, busy, follow, editingId, stoppedId, search } = chat;
  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollerRef}
        className="absolute inset-0 space-y-4 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-crust-600 sm:px-6"
        data-testid="chat-messages"
        role="region"
        aria-label="Conversation"
        aria-busy={busy}
        // Scrollable with the keyboard even when it holds no link or button.
        tabIndex={0}
        onScroll={follow.onScroll}
      >
        {messages.length === 0 && !busy && <EmptyState signedIn={signedIn} onPick={writable ? chat.send : undefined} />}
        {messages.map((m) =>
          m.role === "user" ? (
            <UserBubble
              key={m.id}
              message={m}
              editable={writable && !busy && m.id === chat.lastUserId && editingId === null}
              editing={editingId === m.id}
              stopped={stoppedId === m.id && m.id === chat.lastId}
              onEdit={() => chat.setEditingId(m.id)}
              onCancelEdit={() => chat.setEditingId(null)}
              onSendEdit={(text) => chat.sendEdit(m.id, text)}
            />
          ) : (
            <AssistantBubble
              key={m.id}
              message={m}
              change={chat.changes.get(m.id)}
              stopped={stoppedId === m.id && m.id === chat.lastId}
              formActive={writable && !busy && m.id === chat.lastAssistantId && chat.lastIsAssistant}
              chipsActive={writable && !busy}
              onSubmitForm={chat.send}
            >
              {search && search.messageId === m.id && <SearchResults sessionId={sessionId} startedAt={search.startedAt} progress={chat.searchProgress} />}
            </AssistantBubble>
          ),
        )}
        {chat.status === "submitted" && <ChatLoading />}
      </div>
      {!follow.atEnd && (
        <button
          type="button"
          onClick={() => follow.scrollToEnd("smooth")}
          className="absolute bottom-3 left-1/2 flex h-9 w-9 -translate-x-1/2 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-700 shadow-md hover:bg-gray-50"
          aria-label="Scroll to the latest message"
        >
          <ArrowDownIcon />
        </button>
      )}
    </div>
  );
}

/** The message box, with the claim prompt or the read-only note above it when the conversation can't be written. */
function Composer({
  chat,
  writable,
  claimable,
  withheld,
  onClaim,
}: {
  chat: ConversationState;
  writable: boolean;
  claimable: boolean;
  withheld: boolean;
  onClaim?: () => Promise<void>;
}) {
  const { input, setInput, send } = chat;
  return (
    <form
      className="border-t border-gray-200 bg-white px-3 py-3 sm:px-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (send(input)) setInput("");
      }}
    >
      {!writable && claimable && onClaim ? (
        <ClaimPrompt onClaim={onClaim} />
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
        onStop={chat.stopReply}
        busy={chat.busy}
        disabled={!writable}
        boxRef={chat.box}
      />
    </form>
  );
}

/** A guest's conversation, opened signed in: taking it over (the button is held while that runs). */
function ClaimPrompt({ onClaim }: { onClaim: () => Promise<void> }) {
  const [claiming, setClaiming] = useState(false);
  return (
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
