"use client";

import { ApiError, apiFetch, apiFetchFunction } from "@/client/api";
import { CHAT_ERRORS } from "@/lib/chat/copy";
import { chatHistoryResponseSchema, type ChatHistoryResponse } from "@/lib/chat/types";
import { CHAT_TIMEOUT_MS } from "@/lib/constants";
import type { ToastInput } from "@/lib/toast";

/** The browser side of /api/chat: the stored conversation, the transport's fetch, and what a failure tells the user. */
export function fetchChatHistory(sessionId: string, fetchImpl?: typeof fetch): Promise<ChatHistoryResponse> {
  return apiFetch(`/api/chat?sessionId=${encodeURIComponent(sessionId)}`, { schema: chatHistoryResponseSchema, fetchImpl });
}

/** What the chat panel says when the stored conversation can't be loaded: the server's reason when it gave one. */
export function chatHistoryErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError) || err.status === 0 || err.code === "invalid_response") return "Unable to load the conversation. Please try again.";
  return err.serverMessage ?? CHAT_ERRORS.connection.description;
}

/** A little longer than the server's own 30 s limits, so the server's answer wins the race. */
export const CHAT_CLIENT_TIMEOUT_MS = CHAT_TIMEOUT_MS + 15_000;

/** The chat transport's fetch: the fetch layer's, with the client-side time limit. */
export const chatFetch = apiFetchFunction({ timeoutMs: CHAT_CLIENT_TIMEOUT_MS });

/**
 * What a failed turn shows (spec 1 section 8): a timeout is "No Results Found", a
 * refusal the server explained (too long, too many, no access) its own message, and
 * anything else "Connection Error".
 */
export function chatErrorToast(err: unknown): ToastInput {
  if ((err as { name?: string } | null)?.name === "TimeoutError") return { ...CHAT_ERRORS.timeout, variant: "destructive" };
  if (err instanceof ApiError && err.status > 0) {
    if (err.status === 504 || err.code === "timeout") return { ...CHAT_ERRORS.timeout, variant: "destructive" };
    if (err.status >= 400 && err.status < 500 && err.serverMessage) return { title: "Message not sent", description: err.serverMessage, variant: "destructive" };
  }
  return { ...CHAT_ERRORS.connection, variant: "destructive" };
}
