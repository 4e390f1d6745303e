"use client";

import { useCallback, useEffect, useRef } from "react";
import { flushAutosave, getPreferencesSnapshot, ownSessionForWrite } from "@/client/preferences-store";
import { toSearchPayload } from "@/lib/preferences/convert";
import type { SearchPayload } from "@/lib/preferences/schema";
import { validateForSearch } from "@/lib/preferences/steps";
import { requestEstimateFlow } from "@/client/search-flow";
import { destructive, isBusy, useFlowState } from "./flow-state";
import { useSearchStart } from "./use-search-start";

export type { FlowState } from "./flow-state";

/**
 * The search flow of spec 2 section 4 as a hook: Find Matches → estimate (with the
 * polling contract) → dialog → start → listen (Pusher and polling) → navigate to
 * /matches once results arrive, or stop on completion or error. The estimate is here;
 * the start and what follows it: use-search-start.ts; the state: flow-state.ts.
 */
export function useSearchFlow() {
  const { state, stateRef, update } = useFlowState();
  const abort = useRef<AbortController | null>(null);
  const payloadRef = useRef<SearchPayload | null>(null);
  const { confirm, shareEmail, prepareMatches, stopListening } = useSearchStart({ stateRef, payloadRef, update });

  useEffect(() => () => abort.current?.abort(), []);

  const findMatches = useCallback(async () => {
    if (isBusy(stateRef.current)) return; // ignored while a search is running
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
  }, [prepareMatches, update, stateRef]);

  /** Let's try again / closing the dialog. */
  const dismiss = useCallback(() => {
    if (stateRef.current.step === "dialog") update({ step: "idle" });
  }, [update, stateRef]);

  /** New session: abandons whatever runs. */
  const reset = useCallback(() => {
    abort.current?.abort();
    stopListening();
    update({ step: "idle" });
  }, [stopListening, update]);

  return { state, findMatches, confirm, shareEmail, dismiss, reset, prepareMatches };
}
