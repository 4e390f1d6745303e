import type { ChatFormData, ChatPreferencesData, ChatReplyData, ChatSuggestionsData, ChatSummaryData, ChatUIMessage } from "./types";

/**
 * What the chat screen reads out of the conversation: each message's parts, the brief
 * as the latest reply left it (one live summary), what each reply changed in it, and
 * which reply started the search whose results are shown.
 */

export type ReadMessage = {
  text: string;
  form: ChatFormData | null;
  preferences: ChatPreferencesData | null;
  reply: ChatReplyData | null;
  summary: ChatSummaryData | null;
  suggestions: ChatSuggestionsData | null;
};

export function readMessage(message: Pick<ChatUIMessage, "parts">): ReadMessage {
  let text = "";
  let form: ChatFormData | null = null;
  let preferences: ChatPreferencesData | null = null;
  let reply: ChatReplyData | null = null;
  let summary: ChatSummaryData | null = null;
  let suggestions: ChatSuggestionsData | null = null;
  for (const part of message.parts) {
    if (part.type === "text") text += part.text;
    else if (part.type === "data-form") form = part.data;
    else if (part.type === "data-preferences") preferences = part.data;
    else if (part.type === "data-reply") reply = part.data;
    else if (part.type === "data-summary") summary = part.data;
    else if (part.type === "data-suggestions") suggestions = part.data;
  }
  return { text, form, preferences, reply, summary, suggestions };
}

/** The text a user message carries (what the transport sends, and what editing starts from). */
export function messageText(message: Pick<ChatUIMessage, "parts"> | undefined): string {
  return (message?.parts ?? []).map((p) => (p.type === "text" ? p.text : "")).join("");
}

/**
 * The brief as it stands: the lines of the latest reply that carried the brief. A reply
 * without a brief part (a greeting before anything was said) leaves it as it was; one
 * with an empty list (after "start over") clears it.
 */
export function currentBrief(messages: readonly Pick<ChatUIMessage, "role" | "parts">[]): string[] {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i].role !== "assistant") continue;
    const prefs = readMessage(messages[i]).preferences;
    if (prefs) return prefs.understood;
  }
  return [];
}

export type BriefChange = { added: string[]; removed: string[] };

/** What one reply changed in the brief's lines, in the order they are listed. */
export function briefChange(before: readonly string[], after: readonly string[]): BriefChange {
  const was = new Set(before);
  const now = new Set(after);
  return { added: after.filter((l) => !was.has(l)), removed: before.filter((l) => !now.has(l)) };
}

/**
 * For each assistant message that carried the brief, what it changed against the brief
 * before it (messages that changed nothing are left out). The first brief of the
 * conversation is all "added".
 */
export function briefChanges(messages: readonly Pick<ChatUIMessage, "id" | "role" | "parts">[]): Map<string, BriefChange> {
  const out = new Map<string, BriefChange>();
  let before: string[] = [];
  for (const m of messages) {
    if (m.role !== "assistant") continue;
    const prefs = readMessage(m).preferences;
    if (!prefs) continue;
    const change = briefChange(before, prefs.understood);
    if (change.added.length || change.removed.length) out.set(m.id, change);
    before = prefs.understood;
  }
  return out;
}

/** The latest search a reply of the conversation started: the reply's id and the search's start (server clock). */
export function latestSearch(messages: readonly Pick<ChatUIMessage, "id" | "role" | "parts">[]): { messageId: string; startedAt: string } | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i].role !== "assistant") continue;
    const at = readMessage(messages[i]).reply?.searchStartedAt;
    if (at) return { messageId: messages[i].id, startedAt: at };
  }
  return null;
}

/** The last user message, which may be edited and sent again (docs/ASSISTANT.md, "Editing the last message"). */
export function lastUserMessageId(messages: readonly Pick<ChatUIMessage, "id" | "role">[]): string | null {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i].role === "user") return messages[i].id;
  return null;
}

/**
 * A finished reply as a screen reader should hear it once: the words, without the
 * markdown around them (table rules, pipes, list markers, emphasis).
 */
export function spokenText(markdown: string): string {
  return markdown
    .split("\n")
    .filter((line) => !/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line))
    .map((line) =>
      line
        .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, "")
        .replace(/^\s*#{1,6}\s+/, "")
        .replace(/^\s*>\s?/, "")
        // A table row: its cells, empty ones left out.
        .replace(/^.*\|.*$/, (row) =>
          row
            .split("|")
            .map((c) => c.trim())
            .filter(Boolean)
            .join(", "),
        )
        .replace(/\*\*|__|`/g, "")
        .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, "$1$2")
        .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
        .trim(),
    )
    .filter(Boolean)
    .join(". ")
    .replace(/([.!?:;,])\. /g, "$1 ");
}
