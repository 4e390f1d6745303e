/**
 * The built-in engine's time estimate, in minutes: queueing plus scoring throughput,
 * from scripts/bench-search.ts on a 2-core machine (see docs/WEBHOOKS.md). Usually
 * well under a minute, which the dialog reads as "less than 1 minute".
 */
export const BUILTIN_FIXED_SECONDS = 3;
export const BUILTIN_SECONDS_PER_1000_CANDIDATES = 0.15;

export function estimateMinutes(candidates: number): number {
  const seconds = BUILTIN_FIXED_SECONDS + (Math.max(0, candidates) / 1000) * BUILTIN_SECONDS_PER_1000_CANDIDATES;
  return Math.round((seconds / 60) * 100) / 100;
}
