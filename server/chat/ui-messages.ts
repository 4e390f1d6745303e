import "server-only";
import { createUIMessageStream, createUIMessageStreamResponse } from "ai";
import type { ChatMessage } from "@/db/schema";
import { storedReplySchema, type ChatUIMessage, type StoredReply } from "@/lib/chat/types";

/**
 * Stored messages and fresh replies in the AI SDK's UI message shape: the text, then
 * typed data parts — `data-reply` (session id, source, navigation), `data-form` (the
 * fields the assistant asks for) and `data-preferences` (what it has understood).
 */
type Part = ChatUIMessage["parts"][number];

function replyParts(reply: StoredReply): Part[] {
  const parts: Part[] = [
    {
      type: "data-reply",
      id: "reply",
      data: {
        session_id: reply.session_id,
        source: reply.source,
        navigate: reply.navigate,
        ...(reply.searchStartedAt ? { searchStartedAt: reply.searchStartedAt } : {}),
        ...(reply.notice ? { notice: reply.notice } : {}),
      },
    },
  ];
  if (reply.showForm && reply.formFields.length > 0) parts.push({ type: "data-form", id: "form", data: { fields: reply.formFields } });
  // Sent even when nothing is understood: an empty list is a cleared brief ("start over"), which the page's summary shows.
  if (reply.preferences) {
    parts.push({ type: "data-preferences", id: "preferences", data: { preferences: reply.preferences, understood: reply.understood } });
  }
  return parts;
}

export function toUIMessage(row: ChatMessage): ChatUIMessage {
  const metadata = { createdAt: row.createdAt.toISOString() };
  if (row.type === "user") return { id: row.id, role: "user", metadata, parts: [{ type: "text", text: row.content }] };
  const reply = storedReplySchema.safeParse(row.reply ?? {});
  return {
    id: row.id,
    role: "assistant",
    metadata,
    parts: [{ type: "text", text: row.content, state: "done" }, ...(reply.success ? replyParts(reply.data) : [])],
  };
}

/** Words with their following spaces: the text arrives in pieces, as a model's would. */
function chunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [text];
}

export function replyStreamResponse({ messageId, text, reply }: { messageId: string; text: string; reply: StoredReply }): Response {
  const stream = createUIMessageStream<ChatUIMessage>({
    execute: ({ writer }) => {
      writer.write({ type: "start", messageId, messageMetadata: { createdAt: new Date().toISOString() } });
      for (const part of replyParts(reply)) {
        if (part.type === "data-reply" || part.type === "data-form" || part.type === "data-preferences") writer.write(part as never);
      }
      writer.write({ type: "text-start", id: "text" });
      for (const delta of chunks(text)) writer.write({ type: "text-delta", id: "text", delta });
      writer.write({ type: "text-end", id: "text" });
      writer.write({ type: "finish" });
    },
  });
  return createUIMessageStreamResponse({ stream, headers: { "Cache-Control": "no-store" } });
}
