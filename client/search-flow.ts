import {
  ESTIMATE_FALLBACK_COUNT,
  ESTIMATE_FALLBACK_MINUTES,
  ESTIMATE_INITIAL_WAIT_MS,
  ESTIMATE_MAX_HTTP_FAILURES,
  ESTIMATE_MAX_POLLS,
  ESTIMATE_POLL_INTERVAL_MS,
} from "@/lib/constants";
import type { SearchPayload } from "@/lib/preferences/schema";
import {
  estimatePollSchema,
  estimateResponseSchema,
  isEstimateReady,
  isFailureStatus,
  startResponseSchema,
  type Estimate,
} from "@/lib/search/api";
import { SEARCH_MESSAGES } from "@/lib/search/messages";

/**
 * The browser's side of the estimate and the start (spec 2 section 4, steps 2-6),
 * written against injected fetch and sleep so the polling contract is unit-tested:
 * POST the estimate; if the answer holds it (the built-in engine counts in SQL at
 * once), skip the wait; otherwise wait 5 s, then poll up to 30 times 1 s apart,
 * giving up after more than 5 failed HTTP answers; if nothing arrives, fall back to
 * 25 properties and 5 minutes.
 */
export type Toast = { title: string; description?: string };
export type EstimateOutcome =
  | { kind: "estimate"; estimate: Estimate; fallback: boolean }
  | { kind: "error"; toast: Toast };
export type SearchPhase = "sending" | "waiting";

export type FlowDeps = {
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  onPhase?: (phase: SearchPhase) => void;
  /** Abandons polling (the screen was left or New pressed). */
  signal?: AbortSignal;
};

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const postJson = (fetchImpl: typeof fetch, url: string, body: unknown, signal?: AbortSignal) =>
  fetchImpl(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), signal });

export const FALLBACK_ESTIMATE: Estimate = { searchCount: ESTIMATE_FALLBACK_COUNT, estimatedTime: ESTIMATE_FALLBACK_MINUTES };

export async function requestEstimateFlow(payload: SearchPayload, deps: FlowDeps = {}): Promise<EstimateOutcome | { kind: "aborted" }> {
  const fetchImpl = deps.fetchImpl ?? fetch.bind(globalThis);
  const sleep = deps.sleep ?? defaultSleep;
  deps.onPhase?.("sending");
  try {
    const res = await postJson(fetchImpl, "/api/search/estimate", payload, deps.signal);
    if (!res.ok) return { kind: "error", toast: SEARCH_MESSAGES.estimateFailed };
    const answer = estimateResponseSchema.safeParse(await res.json());
    if (!answer.success || answer.data.status === "fail") return { kind: "error", toast: SEARCH_MESSAGES.estimateFailed };
    if (answer.data.estimate) return { kind: "estimate", estimate: answer.data.estimate, fallback: false };

    deps.onPhase?.("waiting");
    await sleep(ESTIMATE_INITIAL_WAIT_MS);
    let httpFailures = 0;
    for (let attempt = 0; attempt < ESTIMATE_MAX_POLLS; attempt++) {
      if (deps.signal?.aborted) return { kind: "aborted" };
      if (attempt > 0) await sleep(ESTIMATE_POLL_INTERVAL_MS);
      let pollRes: Response;
      try {
        pollRes = await fetchImpl(`/api/search/estimate?sessionId=${encodeURIComponent(payload.session_id)}`, { cache: "no-store", signal: deps.signal });
      } catch (err) {
        if (deps.signal?.aborted) return { kind: "aborted" };
        void err;
        httpFailures++;
        if (httpFailures > ESTIMATE_MAX_HTTP_FAILURES) return { kind: "error", toast: SEARCH_MESSAGES.connectionError };
        continue;
      }
      if (!pollRes.ok) {
        httpFailures++;
        if (httpFailures > ESTIMATE_MAX_HTTP_FAILURES) return { kind: "error", toast: SEARCH_MESSAGES.connectionError };
        continue;
      }
      const poll = estimatePollSchema.safeParse(await pollRes.json().catch(() => null));
      if (!poll.success) continue;
      if (isFailureStatus(poll.data.status)) {
        return { kind: "error", toast: { title: SEARCH_MESSAGES.estimatePollFailed.title, description: poll.data.message?.trim() || SEARCH_MESSAGES.estimatePollFailed.description } };
      }
      if (isEstimateReady(poll.data)) {
        return {
          kind: "estimate",
          estimate: { searchCount: poll.data.searchCount ?? 0, estimatedTime: poll.data.estimatedTime ?? ESTIMATE_FALLBACK_MINUTES },
          fallback: false,
        };
      }
    }
    return { kind: "estimate", estimate: FALLBACK_ESTIMATE, fallback: true };
  } catch (err) {
    if (deps.signal?.aborted) return { kind: "aborted" };
    void err;
    return { kind: "error", toast: SEARCH_MESSAGES.estimateException };
  }
}

export type StartOutcome = { kind: "started"; runId: string; startedAt: string } | { kind: "error"; toast: Toast };

/** Spec 2, call 4 and its three failure toasts. */
export async function startSearchRequest(payload: SearchPayload, deps: Pick<FlowDeps, "fetchImpl"> = {}): Promise<StartOutcome> {
  const fetchImpl = deps.fetchImpl ?? fetch.bind(globalThis);
  let res: Response;
  try {
    res = await postJson(fetchImpl, "/api/search/start", payload);
  } catch (err) {
    const message = err instanceof Error ? err.message.trim() : "";
    return { kind: "error", toast: message ? SEARCH_MESSAGES.networkError(message) : SEARCH_MESSAGES.startNetworkFallback };
  }
  if (!res.ok) return { kind: "error", toast: SEARCH_MESSAGES.startHttpFailure };
  const answer = startResponseSchema.safeParse(await res.json().catch(() => null));
  if (!answer.success) return { kind: "error", toast: SEARCH_MESSAGES.startHttpFailure };
  if (answer.data.status === "fail") return { kind: "error", toast: SEARCH_MESSAGES.startFailStatus };
  return { kind: "started", runId: answer.data.runId, startedAt: answer.data.startedAt };
}

/** Old notification_received_* keys of other sessions are removed when a real search starts. */
export const NOTIFICATION_RECEIVED_PREFIX = "notification_received_";
export function clearOtherNotificationKeys(storage: Storage, currentSessionId: string) {
  const stale: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(NOTIFICATION_RECEIVED_PREFIX) && key !== `${NOTIFICATION_RECEIVED_PREFIX}${currentSessionId}`) stale.push(key);
  }
  for (const key of stale) storage.removeItem(key);
}
