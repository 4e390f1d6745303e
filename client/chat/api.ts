"use client";

import { CHAT_ERRORS } from "@/lib/chat/copy";
import { CHAT_TIMEOUT_MS } from "@/lib/constants";
import type { ToastInput } from "@/lib/toast";
import type { ChatUIMessage } from "@/lib/chat/types";

/** The browser side of /api/chat: the stored conversation, and what a failed turn tells the user. */
/** claimable: the conversation was started by a guest and the signed-in viewer may take it over (not writable until then). */
export type ChatHistoryResponse = { sessionId: string; writable: boolean; claimable?: boolean; messages: ChatUIMessage[] };

export class ChatApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

function readError(status: number, body: string): ChatApiError {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: string; message?: string } };
    if (parsed.error?.message) return new ChatApiError(status, parsed.error.code ?? null, parsed.error.message);
  } catch {
    // Not JSON: a proxy's page or an empty body.
  }
  return new ChatApiError(status, null, CHAT_ERRORS.connection.description);
}

export async function fetchChatHistory(sessionId: string, fetchImpl: typeof fetch = fetch): Promise<ChatHistoryResponse> {
  const res = await fetchImpl(`/api/chat?sessionId=${encodeURIComponent(sessionId)}`, { cache: "no-store" });
  const text = await res.text();
  if (!res.ok) throw readError(res.status, text);
  return JSON.parse(text) as ChatHistoryResponse;
}

/** A little longer than the server's own 30 s limits, so the server's answer wins the race. */
export const CHAT_CLIENT_TIMEOUT_MS = CHAT_TIMEOUT_MS + 15_000;

/** fetch with the client-side time limit, for the chat transport. */
export const chatFetch: typeof fetch = (input, init) => {
  const timeout = AbortSignal.timeout(CHAT_CLIENT_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal });
};

/**
 * What a failed turn shows (spec 1 section 8): a timeout is "No Results Found", a
 * refusal the server explained (too long, too many, no access) its own message, and
 * anything else "Connection Error".
 */
export function chatErrorToast(err: unknown): ToastInput {
  const e = err as { name?: string; statusCode?: number; responseBody?: string } | null;
  if (e?.name === "TimeoutError") return { ...CHAT_ERRORS.timeout, variant: "destructive" };
  if (typeof e?.statusCode === "number") {
    const apiError = readError(e.statusCode, e.responseBody ?? "");
    if (e.statusCode === 504 || apiError.code === "timeout") return { ...CHAT_ERRORS.timeout, variant: "destructive" };
    if (e.statusCode >= 400 && e.statusCode < 500 && apiError.code) return { title: "Message not sent", description: apiError.message, variant: "destructive" };
  }
  return { ...CHAT_ERRORS.connection, variant: "destructive" };
}
