"use client";

// The search's start and what follows it (spec 2 section 4): Let's go! or Share email (a guest account first), then
// the matches opened at once when the start wrote the first page, or the run's notifications listened for (Pusher
// and polling) until they open them, or the search completes or fails; and /matches fetched ahead.

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { preload } from "swr";
import { listingsKey, sessionsApi } from "@/client/sessions";
import { toast } from "@/components/ui/toast-store";
import type { SearchPayload } from "@/lib/preferences/schema";
import type { ListingsResponse } from "@/lib/matches/types";
import { listenForNotifications, type Unsubscribe } from "@/client/realtime";
import { classifyNotification, createDuplicateFilter } from "@/lib/realtime/filter";
import { ApiError } from "@/client/api";
import type { GuestAccountResponse } from "@/lib/search/api";
import { clearOtherNotificationKeys, createGuestAccount, markMatchesOpened, matchesOpened, startSearchRequest, type StartOutcome } from "@/client/search-flow";
import { GUEST_MESSAGES, guestFailureMessage, SEARCH_MESSAGES } from "@/lib/search/messages";
import { destructive, type FlowState, type FlowUpdate } from "./flow-state";

export const MATCHES_WELCOME_PATH = "/matches?welcome=1";
/**
 * The whole route, not only its layouts: /matches is dynamic (it reads the session cookie), and a default
 * prefetch stops at the first loading boundary, which it has none of, so the navigation would fetch the page
 * and its code after the start. Next's PrefetchKind.FULL, whose enum lives in Next's internals.
 */
const FULL_PREFETCH = { kind: "full" } as unknown as Parameters<ReturnType<typeof useRouter>["prefetch"]>[1];

type StartDeps = { stateRef: RefObject<FlowState>; payloadRef: RefObject<SearchPayload | null>; update: FlowUpdate };

/** Let's go! / No thanks I'll wait (confirm) and Share email, from the estimate's dialog. */
export function useSearchStart({ stateRef, payloadRef, update }: StartDeps) {
  const { prepareMatches, stopListening, handleStart } = useSearchRun({ stateRef, update });

  /** Let's go! / No thanks I'll wait. */
  const confirm = useCallback(async () => {
    const s = stateRef.current;
    const payload = payloadRef.current;
    if (s.step !== "dialog" || !payload) return;
    update({ step: "starting" });
    handleStart(await startSearchRequest(payload), payload.session_id);
  }, [handleStart, update, stateRef, payloadRef]);

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
      handleStart(guestStartOutcome(body.search), payload.session_id);
      return true;
    },
    [handleStart, update, stateRef, payloadRef],
  );

  return { confirm, shareEmail, prepareMatches, stopListening };
}

/** The search the guest account's answer started, as the start's own answer would have said it. */
function guestStartOutcome(search: GuestAccountResponse["search"]): StartOutcome {
  return search.status === "ok"
    ? { kind: "started", runId: search.runId, startedAt: search.startedAt, firstResults: search.firstResults ?? 0 }
    : { kind: "error", toast: search.status === "fail" ? SEARCH_MESSAGES.startFailStatus : SEARCH_MESSAGES.startHttpFailure };
}

/** After the start: its matches opened now, or its notifications listened for until they say so (or the search ends). */
function useSearchRun({ stateRef, update }: { stateRef: RefObject<FlowState>; update: FlowUpdate }) {
  const { prepareMatches, openMatches } = useMatchesNavigation();
  const listener = useRef<Unsubscribe | null>(null);

  const stopListening = useCallback(() => {
    listener.current?.();
    listener.current = null;
  }, []);

  useEffect(() => () => listener.current?.(), []);

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
    [openMatches, stopListening, update, stateRef],
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
        openMatches(sessionId, result.runId, result.firstListings);
        return;
      }
      update({ step: "waiting", runId: result.runId });
      listen(sessionId, result.runId, result.startedAt);
    },
    [listen, openMatches, update],
  );

  return { prepareMatches, stopListening, handleStart };
}

function useMatchesNavigation() {
  const router = useRouter();

  /** The matches route, fetched ahead (when the page is idle, and again as the dialog opens) so the navigation after the start is short. */
  const prepareMatches = useCallback(() => router.prefetch(MATCHES_WELCOME_PATH, FULL_PREFETCH), [router]);

  /**
   * Opens the session's matches once per run (the key survives a reload of this screen): the listings the start's
   * answer carried, or their fetch started now so it runs during the navigation (SWR's preload, the key /matches
   * reads), then the route.
   * The ready toast is the matches page's, shown when the first results are on screen (welcome=1).
   * False when this run's matches were opened already.
   */
  const openMatches = useCallback(
    (sessionId: string, runId: string, firstListings?: ListingsResponse) => {
      if (!markMatchesOpened(sessionId, runId)) return false;
      void preload(listingsKey(sessionId), () => (firstListings ? Promise.resolve(firstListings) : sessionsApi.listings(sessionId))).catch(() => undefined);
      router.push(MATCHES_WELCOME_PATH);
      return true;
    },
    [router],
  );

  return { prepareMatches, openMatches };
}
