"use client";

// The search flow's state (use-search-flow.ts): its steps and which of them are busy, kept in a ref too so the
// flow's callbacks read the current step; and the destructive toast a failed step shows.

import { useCallback, useRef, useState } from "react";
import { toast } from "@/components/ui/toast-store";
import type { SearchPhase } from "@/client/search-flow";
import type { Estimate } from "@/lib/search/api";
import type { ToastInput } from "@/lib/toast";

/** Where the search flow is: idle, estimating, the estimate's dialog, starting, or waiting for a started run's results. */
export type FlowState =
  | { step: "idle" }
  | { step: "estimating"; phase: SearchPhase }
  | { step: "dialog"; estimate: Estimate; sessionId: string }
  | { step: "starting" }
  | { step: "waiting"; runId: string };

/** A search is under way (estimating, starting or waiting): Find Matches is ignored. */
export const isBusy = (s: FlowState) => s.step !== "idle" && s.step !== "dialog";

export const destructive = (t: ToastInput) => toast({ ...t, variant: "destructive" });

export function useFlowState() {
  const [state, setState] = useState<FlowState>({ step: "idle" });
  const stateRef = useRef(state);

  const update = useCallback((s: FlowState) => {
    stateRef.current = s;
    setState(s);
  }, []);

  return { state, stateRef, update };
}

export type FlowUpdate = (s: FlowState) => void;
