"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { preload } from "swr";
import { listingsKey, sessionsApi } from "@/client/sessions";
import { toast } from "@/components/ui/toast-store";
import { flushAutosave, getPreferencesSnapshot, ownSessionForWrite } from "@/client/preferences-store";
import { toSearchPayload } from "@/lib/preferences/convert";
import type { SearchPayload } from "@/lib/preferences/schema";
import { validateForSearch } from "@/lib/preferences/steps";
import { listenForNotifications, type Unsubscribe } from "@/client/realtime";
import { classifyNotification, createDuplicateFilter } from "@/lib/realtime/filter";
import { ApiError } from "@/client/api";
import type { Estimate, GuestAccountResponse } from "@/lib/search/api";
import {
  clearOtherNotificationKeys,
  createGuestAccount,
  markMatchesOpened,
  matchesOpened,
  requestEstimateFlow,
  startSearchRequest,
  type SearchPhase,
  type StartOutcome,
} from "@/client/search-flow";
import { GUEST_MESSAGES, guestFailureMessage, SEARCH_MESSAGES } from "@/lib/search/messages";
import type { ToastInput } from "@/lib/toast";

/**
 * The search flow of spec 2 section 4 as a hook: Find Matches → estimate (with the
 * polling contract) → dialog → start → listen (Pusher and polling) → navigate to
 * /matches once results arrive, or stop on completion or error.
 */
export type FlowState =
  | { step: "idle" }
  | { step: "estimating"; phase: SearchPhase }
  | { step: "dialog"; estimate: Estimate; sessionId: string }
  | { step: "starting" }
  | { step: "waiting"; runId: string };

export const MATCHES_WELCOME_PATH = "/matches?welcome=1";
/**
 * The whole route, not only its layouts: /matches is dynamic (it reads the session cookie), and a default
 * prefetch stops at the first loading boundary, which it has none of, so the navigation would fetch the page
 * and its code after the start. Next's PrefetchKind.FULL, whose enum lives in Next's internals.
 */
const FULL_PREFETCH = { kind: "full" } as unknown as Parameters<ReturnType<typeof useRouter>["prefetch"]>[1];

const destructive = (t: ToastInput) => toast({ ...t, variant: "destructive" });

export function useSearchFlow() {
  const router = useRouter();
  const [state, setState] = useState<FlowState>({ step: "idle" });
  const stateRef = useRef(state);
  const listener = useRef<Unsubscribe | null>(null);
  const abort = useRef<AbortController | null>(null);
  const payloadRef = useRef<SearchPayload | null>(null);

  const update = useCallback((s: FlowState) => {
    stateRef.current = s;
    setState(s);
  }, []);

  const stopListening = useCallback(() => {
    listener.current?.();
    listener.current = null;
  }, []);

  useEffect(
    () => () => {
      abort.current?.abort();
      listener.current?.();
    },
    [],
  );

  /** The matches route, fetched ahead (when the page is idle, and again as the dialog opens) so the navigation after the start is short. */
  const prepareMatches = useCallback(() => router.prefetch(MATCHES_WELCOME_PATH, FULL_PREFETCH), [router]);

  const busy = () => stateRef.current.step !== "idle" && stateRef.current.step !== "dialog";

  const findMatches = useCallback(async () => {
    if (busy()) return; // ignored while a search is running
    const { preferences } = getPreferencesSnapshot();
    const check = validateForSearch(preferences);
    if (!check.ok) {
      destructive({ title: check.title, description: check.description });
      return;
    }
    // Someone else's shared search is searched as a copy of the viewer's own.
    const sessionId = ownSessionForWrite();
    if (!sessionId) return;
    update({ step: "estimating", phase: "sending" });
    await flushAutosave();
    const payload = toSearchPayload({ sessionId, userId: null, preferences });
    payloadRef.current = payload;
    abort.current?.abort();
    abort.current = new AbortController();
    const outcome = await requestEstimateFlow(payload, {
      signal: abort.current.signal,
      onPhase: (phase) => stateRef.current.step === "estimating" && update({ step: "estimating", phase }),
    });
    if (outcome.kind === "aborted") return;
    if (outcome.kind === "error") {
      destructive(outcome.toast);
      update({ step: "idle" });
      return;
    }
    update({ step: "dialog", estimate: outcome.estimate, sessionId });
    prepareMatches();
  }, [prepareMatches, update]);

  /**
   * Opens the session's matches once per run (the key survives a reload of this screen): the listings' fetch
   * started now so it runs during the navigation (SWR's preload, the key /matches reads), then the route.
   * The ready toast is the matches page's, shown when the first results are on screen (welcome=1).
   * False when this run's matches were opened already.
   */
  const openMatches = useCallback(
    (sessionId: string, runId: string) => {
      if (!markMatchesOpened(sessionId, runId)) return false;
      void preload(listingsKey(sessionId), () => sessionsApi.listings(sessionId)).catch(() => undefined);
      router.push(MATCHES_WELCOME_PATH);
      return true;
    },
    [router],
  );

  const listen = useCallback(
    (sessionId: string, runId: string, startedAt: string) => {
      stopListening();
      const isNew = createDuplicateFilter();
      let finished = false;
      const finish = () => {
        finished = true;
        stopListening();
        if (stateRef.current.step === "waiting") update({ step: "idle" });
      };
      listener.current = listenForNotifications({
        sessionId,
        since: startedAt,
        onNotification: (n) => {
          if (finished || !isNew(n)) return;
          const action = classifyNotification(n, sessionId);
          if (action === "navigate") {
            if (matchesOpened(sessionId, runId)) return;
            finish();
            openMatches(sessionId, runId);
          } else if (action === "complete") {
            finish();
          } else if (action === "error") {
            destructive(SEARCH_MESSAGES.searchError(n.message));
            finish();
          }
        },
        onSearchEnded: finish,
      });
    },
    [openMatches, stopListening, update],
  );

  const handleStart = useCallback(
    (result: StartOutcome, sessionId: string) => {
      if (result.kind === "error") {
        destructive(result.toast);
        update({ step: "idle" });
        return;
      }
      clearOtherNotificationKeys(sessionId);
      // The start wrote the first page already (the built-in engine): its matches open now, and
      // /matches follows the rest of the search itself, as after the "Analysis in progress" notification.
      if (result.firstResults > 0) {
        update({ step: "idle" });
        openMatches(sessionId, result.runId);
        return;
      }
      update({ step: "waiting", runId: result.runId });
      listen(sessionId, result.runId, result.startedAt);
    },
    [listen, openMatches, update],
  );

  /** Let's go! / No thanks I'll wait. */
  const confirm = useCallback(async () => {
    const s = stateRef.current;
    const payload = payloadRef.current;
    if (s.step !== "dialog" || !payload) return;
    update({ step: "starting" });
    handleStart(await startSearchRequest(payload), payload.session_id);
  }, [handleStart, update]);

  /** Share email: returns false when the dialog should stay open (a message was shown). */
  const shareEmail = useCallback(
    async (email: string, confirmEmail: string): Promise<boolean> => {
      const s = stateRef.current;
      const payload = payloadRef.current;
      if (s.step !== "dialog" || !payload) return false;
      if (email !== confirmEmail) {
        destructive(GUEST_MESSAGES.emailMismatch);
        return false;
      }
      if (!email.includes("@")) {
        destructive(GUEST_MESSAGES.invalidEmail);
        return false;
      }
      let body: GuestAccountResponse;
      try {
        body = await createGuestAccount({ email, confirmEmail, payload });
      } catch (err) {
        destructive(guestFailureMessage(err instanceof ApiError ? err.reason : null));
        return false;
      }
      toast({ ...GUEST_MESSAGES.created(body.email), variant: "success" });
      if (!body.linked) toast({ ...GUEST_MESSAGES.linkFailed });
      update({ step: "starting" });
      const search = body.search;
      handleStart(
        search.status === "ok"
          ? { kind: "started", runId: search.runId, startedAt: search.startedAt, firstResults: search.firstResults ?? 0 }
          : { kind: "error", toast: search.status === "fail" ? SEARCH_MESSAGES.startFailStatus : SEARCH_MESSAGES.startHttpFailure },
        payload.session_id,
      );
      return true;
    },
    [handleStart, update],
  );

  /** Let's try again / closing the dialog. */
  const dismiss = useCallback(() => {
    if (stateRef.current.step === "dialog") update({ step: "idle" });
  }, [update]);

  /** New session: abandons whatever runs. */
  const reset = useCallback(() => {
    abort.current?.abort();
    stopListening();
    update({ step: "idle" });
  }, [stopListening, update]);

  return { state, findMatches, confirm, shareEmail, dismiss, reset, prepareMatches };
}
