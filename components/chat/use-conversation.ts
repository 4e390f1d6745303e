"use client";

// The state and effects behind one conversation (conversation.tsx): the box's text, sending (a message, an edit,
// ?q= once), Stop, the message being edited, the search a reply started and following the transcript's end.

import { useCallback, useEffect, useMemo, useRef, useState, type UIEvent } from "react";
import { useChatNotifications } from "@/client/chat/use-chat-notifications";
import { toast } from "@/components/ui/toast-store";
import { inputLimit } from "@/lib/chat/input-limit";
import { foldProgress, SEARCH_STARTED, type SearchProgress } from "@/lib/chat/search-progress";
import { briefChanges, currentBrief, lastUserMessageId, latestSearch, messageText } from "@/lib/chat/transcript";
import type { ChatUIMessage } from "@/lib/chat/types";
import { useAssistantChat } from "./use-assistant-chat";

/** Within this many pixels of the end, the transcript follows new text as it streams. */
const STICK_PX = 80;

export type ConversationOptions = {
  sessionId: string;
  initialMessages: ChatUIMessage[];
  writable: boolean;
  /** Sent once when the conversation is empty (router state initialMessage). */
  initialMessage: string | null;
  /** A reply named another session: continue there, keeping what is on screen. */
  onAdoptSession: (id: string, messages: ChatUIMessage[]) => void;
  onBusyChange?: (busy: boolean) => void;
};

export function useConversation({ sessionId, initialMessages, writable, initialMessage, onAdoptSession, onBusyChange }: ConversationOptions) {
  // ?q= over the limit waits in the box, with the reason, instead of being sent (or cut).
  const [input, setInput] = useState(() => (initialMessage && initialMessages.length === 0 && writable && inputLimit(initialMessage).tooLong ? initialMessage : ""));
  const [editingId, setEditingId] = useState<string | null>(null);
  const [stoppedId, setStoppedId] = useState<string | null>(null);
  const [atEnd, setAtEnd] = useState(true);
  const box = useRef<HTMLTextAreaElement>(null);
  const { messages, sendMessage, sendReplacement, status, stop, announcement } = useAssistantChat({ sessionId, initialMessages, onAdoptSession });

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
      setAtEnd(true);
      sendReplacement(id, text.trim());
    },
    [busy, writable, sendReplacement],
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

  const { search, searchProgress } = useSearchProgress(sessionId, messages);
  const brief = useMemo(() => currentBrief(messages), [messages]);
  const changes = useMemo(() => briefChanges(messages), [messages]);
  const { scroller, ...follow } = useFollowEnd({ atEnd, setAtEnd, messages, status });
  const last = messages[messages.length - 1];

  return {
    input,
    setInput,
    box,
    messages,
    status,
    busy,
    announcement,
    brief,
    changes,
    search,
    searchProgress,
    scroller,
    follow,
    editingId,
    setEditingId,
    stoppedId,
    send,
    sendEdit,
    stopReply,
    lastUserId: lastUserMessageId(messages),
    lastAssistantId: [...messages].reverse().find((m) => m.role === "assistant")?.id,
    lastId: last?.id,
    lastIsAssistant: messages.length > 0 && last.role === "assistant",
  };
}

/** The latest search a reply started: its notifications fold into one line under that reply. */
function useSearchProgress(sessionId: string, messages: ChatUIMessage[]) {
  const [progress, setProgress] = useState<{ since: string; state: SearchProgress } | null>(null);
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
  return { search, searchProgress: progress && progress.since === since ? progress.state : SEARCH_STARTED };
}

/** Follow the conversation while the reader is at its end; a reader scrolled up stays put. */
function useFollowEnd({ atEnd, setAtEnd, messages, status }: { atEnd: boolean; setAtEnd: (atEnd: boolean) => void; messages: ChatUIMessage[]; status: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrollToEnd = useCallback((behavior: ScrollBehavior = "auto") => {
    const el = scroller.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior });
  }, []);
  const lastText = messages.length ? messageText(messages[messages.length - 1]).length : 0;
  useEffect(() => {
    if (atEnd) scrollToEnd();
  }, [messages.length, lastText, status, atEnd, scrollToEnd]);
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    setAtEnd(el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX);
  };
  return { scroller, atEnd, scrollToEnd, onScroll };
}
