import { CHAT_POLL_INTERVAL_MS, CHAT_POLL_START_MS } from "@/lib/constants";
import { MATCHES_POLL_INTERVAL_MS } from "@/lib/matches/constants";

/** The browser's poll cadences: the matches list (and the chat's inline results), and the chat's notifications. */
export type Polls = { matchesIntervalMs: number; chatStartMs: number; chatIntervalMs: number };

/** The spec's cadences: matches every 5 s; chat notifications from 10 s after the search started, then every 5 s. */
export const SPEC_POLLS: Polls = { matchesIntervalMs: MATCHES_POLL_INTERVAL_MS, chatStartMs: CHAT_POLL_START_MS, chatIntervalMs: CHAT_POLL_INTERVAL_MS };

/**
 * The cadences for POLL_INTERVAL_MS (server/polls.ts reads it per request; the e2e server sets 1 s so the browser
 * tests don't wait out 5 s polls). Unset: the spec's. Set: every poll at that interval, the chat's first no later.
 */
export function pollsFor(intervalMs: number | undefined): Polls {
  if (intervalMs === undefined) return SPEC_POLLS;
  return { matchesIntervalMs: intervalMs, chatStartMs: Math.min(CHAT_POLL_START_MS, intervalMs), chatIntervalMs: intervalMs };
}
