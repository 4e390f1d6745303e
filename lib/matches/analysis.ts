/**
 * Per-listing analysis state of spec 2 section 4: analyzing, then complete.
 * - Listings not complete and without initial data are marked analyzing, unless the
 *   page is a guest/shared view.
 * - A forced refresh (first results, a restore without a session) marks every
 *   incomplete listing analyzing.
 * - When polling stops, still-analyzing listings are marked complete.
 * - Polling runs while first results are awaited or any listing is analyzing and incomplete.
 */
export type AnalysisEntry = { isAnalyzing: boolean; isComplete: boolean; hasInitialData: boolean };
export type AnalysisState = Readonly<Record<string, AnalysisEntry>>;

export type AnalysisInput = { listing_id: string; analysis_complete: boolean; property_score: number | null };

export function syncAnalysis(
  prev: AnalysisState,
  listings: readonly AnalysisInput[],
  opts: { guestView: boolean; forceAnalyzing: boolean },
): AnalysisState {
  const next: Record<string, AnalysisEntry> = {};
  for (const l of listings) {
    // "Initial data" is a first score: an external workflow may insert a row before scoring it.
    const hasInitialData = l.property_score !== null || prev[l.listing_id]?.hasInitialData === true;
    if (l.analysis_complete) {
      next[l.listing_id] = { isAnalyzing: false, isComplete: true, hasInitialData: true };
      continue;
    }
    const before = prev[l.listing_id];
    if (before?.isComplete && !opts.forceAnalyzing) {
      // Marked complete when an earlier polling round ended: stays complete until forced.
      next[l.listing_id] = { ...before, hasInitialData };
      continue;
    }
    const isAnalyzing = !opts.guestView && (opts.forceAnalyzing || !hasInitialData || before?.isAnalyzing === true);
    next[l.listing_id] = { isAnalyzing, isComplete: false, hasInitialData };
  }
  return next;
}

export function shouldPoll(state: AnalysisState, opts: { awaitingFirstResults: boolean }): boolean {
  if (opts.awaitingFirstResults) return true;
  return Object.values(state).some((e) => e.isAnalyzing && !e.isComplete);
}

/** When polling stops: anything still analyzing is shown as complete. */
export function finishAnalysis(state: AnalysisState): AnalysisState {
  const next: Record<string, AnalysisEntry> = {};
  for (const [id, e] of Object.entries(state)) next[id] = e.isAnalyzing ? { ...e, isAnalyzing: false, isComplete: true } : e;
  return next;
}

export function countAnalyzing(state: AnalysisState): number {
  let n = 0;
  for (const e of Object.values(state)) if (e.isAnalyzing && !e.isComplete) n++;
  return n;
}
