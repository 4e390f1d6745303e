/**
 * The built-in engine's time estimate, in minutes: queueing plus scoring throughput, from
 * scripts/bench/bench-search.ts on a 2-core machine (a search through the queue took 1.3-1.9 s;
 * 72,000 candidates scored and written in 1.8 s on PostgreSQL, 4.0 s on PGlite). Rounded
 * up generously; it nearly always reads "less than 1 minute".
 */
export const BUILTIN_FIXED_SECONDS = 2;
export const BUILTIN_SECONDS_PER_1000_CANDIDATES = 0.06;

export function estimateMinutes(candidates: number): number {
  const seconds = BUILTIN_FIXED_SECONDS + (Math.max(0, candidates) / 1000) * BUILTIN_SECONDS_PER_1000_CANDIDATES;
  return Math.round((seconds / 60) * 100) / 100;
}
