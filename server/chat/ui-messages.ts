import "server-only";
import { createUIMessageStream, createUIMessageStreamResponse, type UIMessageStreamWriter } from "ai";
import type { ChatMessage } from "@/db/schema";
import { CHAT_ERRORS } from "@/lib/chat/copy";
import { storedReplySchema, type ChatUIMessage, type StoredReply } from "@/lib/chat/types";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/server/log";
import type { ChatTurnResult } from "./service";

/**
 * Stored messages and fresh replies in the AI SDK's UI message shape: the text, then
 * typed data parts — `data-reply` (session id, source, navigation), `data-form` (the
 * fields the assistant asks for), `data-preferences` (what it has understood), `data-summary`
 * (editable chips with their confidence, and the question asked before searching) and
 * `data-suggestions` (suburbs to add).
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
        ...(reply.offTopic ? { offTopic: true } : {}),
      },
    },
  ];
  if (reply.showForm && reply.formFields.length > 0) parts.push({ type: "data-form", id: "form", data: { fields: reply.formFields } });
  // Sent even when nothing is understood: an empty list is a cleared brief ("start over"), which the page's summary shows.
  if (reply.preferences) {
    parts.push({ type: "data-preferences", id: "preferences", data: { preferences: reply.preferences, understood: reply.understood } });
  }
  if (reply.summary) parts.push({ type: "data-summary", id: "summary", data: reply.summary });
  if (reply.suggestions) parts.push({ type: "data-suggestions", id: "suggestions", data: reply.suggestions });
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

/** Words with their following spaces: text that was produced in one piece is sent in pieces, as a model's is. */
function chunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [text];
}

/**
 * The turn as an AI SDK UI message stream: the text as it is written (a streaming producer's words the
 * moment they arrive, anything else in pieces once the turn is done), then the typed data parts. The
 * response starts with the first words, or when the turn ends: a turn refused before any words (no
 * access, too fast, a conflict) is still an ordinary JSON error answer with its status. A failure after
 * words were sent ends the stream with an error part.
 */
export async function streamChatTurn(run: (onText: (delta: string) => void) => Promise<ChatTurnResult>): Promise<Response> {
  let writer: UIMessageStreamWriter<ChatUIMessage> | null = null;
  const early: string[] = [];
  let firstWords!: () => void;
  const started = new Promise<null>((resolve) => (firstWords = () => resolve(null)));
  const write = (w: UIMessageStreamWriter<ChatUIMessage>, delta: string) => {
    try {
      w.write({ type: "text-delta", id: "text", delta });
    } catch {
      // The browser went away; the turn still finishes and is stored.
    }
  };
  const turn = run((delta) => {
    if (writer) write(writer, delta);
    else {
      early.push(delta);
      firstWords();
    }
  });
  const done = await Promise.race([started, turn]);
  const stream = createUIMessageStream<ChatUIMessage>({
    execute: async ({ writer: w }) => {
      w.write({ type: "start", ...(done ? { messageId: done.messageId } : {}), messageMetadata: { createdAt: new Date().toISOString() } });
      w.write({ type: "text-start", id: "text" });
      for (const delta of early) write(w, delta);
      writer = w;
      const result = done ?? (await turn);
      for (const delta of chunks(result.text.slice(result.streamed))) write(w, delta);
      w.write({ type: "text-end", id: "text" });
      for (const part of replyParts(result.reply)) {
        if (part.type.startsWith("data-")) w.write(part as never);
      }
      w.write({ type: "finish" });
    },
    onError: (err) => {
      log("chat").warn(errorFields(err), "the turn failed after its reply had started");
      return err instanceof AppError ? err.message : CHAT_ERRORS.connection.description;
    },
  });
  return createUIMessageStreamResponse({ stream, headers: { "Cache-Control": "no-store" } });
}
