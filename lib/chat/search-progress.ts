import { ALL_ANALYSIS_COMPLETE, ANALYSIS_IN_PROGRESS, classifyNotification, type IncomingNotification } from "@/lib/realtime/filter";
import { formatNumber } from "@/lib/money";

/**
 * A search the assistant started, as one line under the reply that started it: its
 * notifications (spec 1 section 4) are folded into that line instead of each becoming a
 * bubble at the bottom of the conversation, and the session's listings tell when its
 * first results are in.
 */
export type SearchPhase = "running" | "complete" | "failed";
export type SearchProgress = { phase: SearchPhase; line: string | null };

export const SEARCH_STARTED: SearchProgress = { phase: "running", line: null };

/** One more notification of the search: a progress line replaces the last; completion and failure are final. */
export function foldProgress(state: SearchProgress, n: IncomingNotification, sessionId: string): SearchProgress {
  if (state.phase !== "running") return state;
  const message = (n.message ?? "").trim();
  switch (classifyNotification(n, sessionId)) {
    case "error":
      return { phase: "failed", line: message };
    case "complete":
      return { phase: "complete", line: message };
    case "navigate":
    case "info":
      return { phase: "running", line: message };
    default:
      return state;
  }
}

/** What the session's listings say of this search: how many of its results are written, and whether it still runs. */
export type ListingsState = { count: number; running: boolean };

const ready = (n: number) => `${ANALYSIS_IN_PROGRESS}: ${formatNumber(n)} ${n === 1 ? "property match" : "property matches"} ready`;

/**
 * The one line shown for the search. Notifications poll on the spec's cadence (first
 * after 10 s), the listings every 5 s: whichever knows more wins, so the line never says
 * "in progress" under results that are complete.
 */
export function searchStatus(progress: SearchProgress, listings: ListingsState | null): SearchProgress & { line: string } {
  if (progress.phase === "failed") return { phase: "failed", line: progress.line ?? "Search failed. Please try again." };
  if (progress.phase === "complete" || (listings && !listings.running && listings.count > 0)) {
    return { phase: "complete", line: progress.phase === "complete" && progress.line ? progress.line : ALL_ANALYSIS_COMPLETE };
  }
  if (progress.line) return { phase: "running", line: progress.line };
  if (listings && listings.count > 0) return { phase: "running", line: ready(listings.count) };
  return { phase: "running", line: `${ANALYSIS_IN_PROGRESS}…` };
}

/**
 * The listings this search wrote. Until its first batch commits, the session still holds
 * the previous search's results (a new search replaces them with its first batch), so
 * only rows written since it started count.
 */
export function resultsOfSearch<T extends { created_at: string }>(listings: readonly T[], startedAt: string): T[] {
  const since = Date.parse(startedAt);
  if (!Number.isFinite(since)) return [...listings];
  return listings.filter((l) => {
    const at = Date.parse(l.created_at);
    return !Number.isFinite(at) || at >= since;
  });
}

/** How many of the best matches are shown inline under the reply. */
export const INLINE_RESULTS = 3;
