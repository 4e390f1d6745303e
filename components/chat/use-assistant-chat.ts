"use client";

// useChat for one session's conversation: the transport (only the new message travels), what a finished reply
// does (announced, preferences prefilled, another session adopted or /matches opened) and a failed edit's reload.

import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import { useRouter } from "next/navigation";
import { useCallback, useMemo, useRef, useState } from "react";
import { chatErrorToast, chatFetch, fetchChatHistory } from "@/client/chat/api";
import { toast } from "@/components/ui/toast-store";
import { MATCHES_READY_PATH, opensMatchesPage } from "@/lib/chat/navigation";
import { messageText, readMessage, spokenText } from "@/lib/chat/transcript";
import { applyPreferences } from "@/client/preferences-store";
import type { ChatUIMessage } from "@/lib/chat/types";
import { newSessionId } from "@/lib/session-id";

export function useAssistantChat({
  sessionId,
  initialMessages,
  onAdoptSession,
}: {
  sessionId: string;
  initialMessages: ChatUIMessage[];
  /** A reply named another session: continue there, keeping what is on screen. */
  onAdoptSession: (id: string, messages: ChatUIMessage[]) => void;
}) {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState("");
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

  /** An edit, as vercel/ai-chatbot: the edited message takes the old one's place and everything after it goes. */
  const sendReplacement = useCallback(
    (id: string, text: string) => {
      editing.current = id;
      void sendMessage({ text, messageId: id, metadata: { createdAt: new Date().toISOString() } });
    },
    [sendMessage],
  );

  return { messages, sendMessage, sendReplacement, status, stop, announcement };
}
