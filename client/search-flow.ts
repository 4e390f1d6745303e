import {
  ESTIMATE_FALLBACK_COUNT,
  ESTIMATE_FALLBACK_MINUTES,
  ESTIMATE_INITIAL_WAIT_MS,
  ESTIMATE_MAX_HTTP_FAILURES,
  ESTIMATE_MAX_POLLS,
  ESTIMATE_POLL_INTERVAL_MS,
} from "@/lib/constants";
import { ApiError, apiFetch } from "@/client/api";
import type { SearchPayload } from "@/lib/preferences/schema";
import type { ListingsResponse } from "@/lib/matches/types";
import { sessionsApi } from "@/client/sessions";
import {
  estimatePollSchema,
  estimateResponseSchema,
  guestAccountResponseSchema,
  isEstimateReady,
  isFailureStatus,
  startResponseSchema,
  type Estimate,
  type EstimatePoll,
  type EstimateResponse,
  type GuestAccountResponse,
  type StartResponse,
} from "@/lib/search/api";
import { SEARCH_MESSAGES } from "@/lib/search/messages";
import { PLAN_LIMIT_REASON, PLAN_LIMIT_TITLE } from "@/lib/plans";
import type { ToastInput } from "@/lib/toast";

/**
 * The browser's side of the estimate and the start (spec 2 section 4, steps 2-6),
 * written against an injected fetch and sleep so the polling contract is unit-tested:
 * POST the estimate; if the answer holds it (the built-in engine counts in SQL at
 * once), skip the wait; otherwise wait 5 s, then poll up to 30 times 1 s apart,
 * giving up after more than 5 failed HTTP answers; if nothing arrives, fall back to
 * 25 properties and 5 minutes.
 */
export type EstimateOutcome =
  | { kind: "estimate"; estimate: Estimate; fallback: boolean }
  | { kind: "error"; toast: ToastInput };
export type SearchPhase = "sending" | "waiting";

export type FlowDeps = {
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  onPhase?: (phase: SearchPhase) => void;
  /** Abandons polling (the screen was left or New pressed). */
  signal?: AbortSignal;
};

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** An answer that came but could not be read: not a failed HTTP call. */
const isWrongShape = (err: unknown) => err instanceof ApiError && err.code === "invalid_response";

export const FALLBACK_ESTIMATE: Estimate = { searchCount: ESTIMATE_FALLBACK_COUNT, estimatedTime: ESTIMATE_FALLBACK_MINUTES };

export async function requestEstimateFlow(payload: SearchPayload, deps: FlowDeps = {}): Promise<EstimateOutcome | { kind: "aborted" }> {
  const { fetchImpl, signal } = deps;
  const sleep = deps.sleep ?? defaultSleep;
  deps.onPhase?.("sending");
  try {
    let answer: EstimateResponse;
    try {
      answer = await apiFetch("/api/search/estimate", { method: "POST", body: payload, schema: estimateResponseSchema, signal, fetchImpl });
    } catch (err) {
      // The server answered, with an error or something unreadable; a network failure is the exception below.
      if (err instanceof ApiError && err.status !== 0) return { kind: "error", toast: SEARCH_MESSAGES.estimateFailed };
      throw err;
    }
    if (answer.status === "fail") return { kind: "error", toast: SEARCH_MESSAGES.estimateFailed };
    if (answer.estimate) return { kind: "estimate", estimate: answer.estimate, fallback: false };

    deps.onPhase?.("waiting");
    await sleep(ESTIMATE_INITIAL_WAIT_MS);
    let httpFailures = 0;
    for (let attempt = 0; attempt < ESTIMATE_MAX_POLLS; attempt++) {
      if (signal?.aborted) return { kind: "aborted" };
      if (attempt > 0) await sleep(ESTIMATE_POLL_INTERVAL_MS);
      let poll: EstimatePoll;
      try {
        poll = await apiFetch(`/api/search/estimate?sessionId=${encodeURIComponent(payload.session_id)}`, { schema: estimatePollSchema, signal, fetchImpl });
      } catch (err) {
        if (signal?.aborted) return { kind: "aborted" };
        if (isWrongShape(err)) continue;
        httpFailures++;
        if (httpFailures > ESTIMATE_MAX_HTTP_FAILURES) return { kind: "error", toast: SEARCH_MESSAGES.connectionError };
        continue;
      }
      if (isFailureStatus(poll.status)) {
        return { kind: "error", toast: { title: SEARCH_MESSAGES.estimatePollFailed.title, description: poll.message?.trim() || SEARCH_MESSAGES.estimatePollFailed.description } };
      }
      if (isEstimateReady(poll)) {
        return {
          kind: "estimate",
          estimate: { searchCount: poll.searchCount ?? 0, estimatedTime: poll.estimatedTime ?? ESTIMATE_FALLBACK_MINUTES },
          fallback: false,
        };
      }
    }
    return { kind: "estimate", estimate: FALLBACK_ESTIMATE, fallback: true };
  } catch (err) {
    if (signal?.aborted) return { kind: "aborted" };
    void err;
    return { kind: "error", toast: SEARCH_MESSAGES.estimateException };
  }
}

/**
 * firstResults: results the start already wrote (the built-in engine's first page), so /matches can open at once;
 * firstListings: those results as the listings call answers them, when the start's answer carried them (and they read
 * as that answer; otherwise /matches asks for them).
 */
export type StartOutcome =
  | { kind: "started"; runId: string; startedAt: string; firstResults: number; firstListings?: ListingsResponse }
  | { kind: "error"; toast: ToastInput };

/** Spec 2, call 4 and its three failure toasts. */
export async function startSearchRequest(payload: SearchPayload, deps: Pick<FlowDeps, "fetchImpl"> = {}): Promise<StartOutcome> {
  let answer: StartResponse;
  try {
    answer = await apiFetch("/api/search/start", { method: "POST", body: payload, schema: startResponseSchema, fetchImpl: deps.fetchImpl });
  } catch (err) {
    // A plan's daily searches used up: the server's words say how many and when they reset.
    if (err instanceof ApiError && err.reason === PLAN_LIMIT_REASON) return { kind: "error", toast: { title: PLAN_LIMIT_TITLE, description: err.message } };
    if (err instanceof ApiError && err.status !== 0) return { kind: "error", toast: SEARCH_MESSAGES.startHttpFailure };
    // The browser's own words for the failure, when it gave any.
    const cause = err instanceof ApiError ? err.cause : err;
    const message = cause instanceof Error ? cause.message.trim() : "";
    return { kind: "error", toast: message ? SEARCH_MESSAGES.networkError(message) : SEARCH_MESSAGES.startNetworkFallback };
  }
  if (answer.status === "fail") return { kind: "error", toast: SEARCH_MESSAGES.startFailStatus };
  const firstListings = answer.listings === undefined ? null : sessionsApi.readListings(answer.listings);
  return { kind: "started", runId: answer.runId, startedAt: answer.startedAt, firstResults: answer.firstResults ?? 0, ...(firstListings ? { firstListings } : {}) };
}

/**
 * Share email in the estimate's dialog (spec 2 section 4): a guest's account made from the e-mail, the
 * session linked to it and the search started, in one call. A refusal is thrown as ApiError (its
 * reason picks the message: lib/search/messages.ts guestFailureMessage).
 */
export async function createGuestAccount(
  body: { email: string; confirmEmail: string; payload: SearchPayload },
  deps: Pick<FlowDeps, "fetchImpl"> = {},
): Promise<GuestAccountResponse> {
  return apiFetch("/api/guest-account", { method: "POST", body, schema: guestAccountResponseSchema, fetchImpl: deps.fetchImpl });
}

/**
 * Which run's matches this browser opened, per session (localStorage notification_received_{session} = the
 * run id): the key survives a reload of the screen, so a run's matches open once. The storage is the
 * browser's localStorage unless a test passes its own.
 */
export const NOTIFICATION_RECEIVED_PREFIX = "notification_received_";
const openedKey = (sessionId: string) => `${NOTIFICATION_RECEIVED_PREFIX}${sessionId}`;

/** Whether this run's matches were opened already. */
export function matchesOpened(sessionId: string, runId: string, storage: Pick<Storage, "getItem"> = window.localStorage): boolean {
  return storage.getItem(openedKey(sessionId)) === runId;
}

/** Records that this run's matches are being opened; false when they were already. */
export function markMatchesOpened(sessionId: string, runId: string, storage: Pick<Storage, "getItem" | "setItem"> = window.localStorage): boolean {
  if (matchesOpened(sessionId, runId, storage)) return false;
  storage.setItem(openedKey(sessionId), runId);
  return true;
}

/** Old notification_received_* keys of other sessions are removed when a real search starts. */
export function clearOtherNotificationKeys(currentSessionId: string, storage: Storage = window.localStorage) {
  const stale: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(NOTIFICATION_RECEIVED_PREFIX) && key !== openedKey(currentSessionId)) stale.push(key);
  }
  for (const key of stale) storage.removeItem(key);
}
