import "server-only";
import type { ScoredListing } from "@/lib/engine/types";
import type { SearchPayload } from "@/lib/preferences/schema";
import { errorFields, log } from "@/server/log";
import type { ScoringService } from "./scoring";

/**
 * The estimate's head start on the first page (docs/PERFORMANCE.md, "First results"). While the
 * buyer reads the Search Results Ready dialog, the built-in engine ranks the candidates of the
 * search just estimated; the start of the same search (same session, user, criteria and ranking)
 * then writes that ranking instead of ranking again, and a start that comes while it is still
 * being ranked waits for it. Kept in this process's memory only, for HEAD_START_TTL_MS: a start
 * that reaches another instance, comes later, or changed anything ranks for itself, as it did
 * before. The ranking is the catalogue as it was when the estimate was read, at most that long
 * ago: the count the dialog showed is from the same moment, and the job re-reads every listing
 * after the first page (scoreByIds) before writing it.
 *
 * An estimate used to be a count; a head start is a whole ranking, so at most HEAD_START_CONCURRENCY run at
 * once in a process, and an estimate that comes while they do makes none (its start ranks for itself): estimates
 * sent in bulk (120 an hour per address, SEARCH_LIMITS) cannot queue rankings behind the searches people started.
 */
export type Ranking = { ranked: ScoredListing[]; matched: number };

export const HEAD_START_TTL_MS = 60_000;
/** Searches estimated and not yet started, per process (a ranking of 200 is about 1 MB). */
const HEAD_START_MAX = 16;
export const HEAD_START_CONCURRENCY = 2;
let running = 0;

type Entry = { key: string; at: number; ranking: Promise<Ranking | null> };
/** Per scoring service, so a scripted scorer (tests) never sees the built-in one's rankings. */
const stores = new WeakMap<ScoringService, Map<string, Entry>>();

const criteriaKey = (p: SearchPayload) => JSON.stringify([p.user_id, p.data, p.importance]);

function storeOf(scoring: ScoringService) {
  let store = stores.get(scoring);
  if (!store) stores.set(scoring, (store = new Map()));
  return store;
}

/** Starts ranking an estimated search in the background (replacing the session's earlier one). */
export function rankAhead(scoring: ScoringService, payload: SearchPayload, limit: number): void {
  const store = storeOf(scoring);
  const now = Date.now();
  for (const [session, e] of store) if (now - e.at > HEAD_START_TTL_MS) store.delete(session);
  store.delete(payload.session_id);
  if (running >= HEAD_START_CONCURRENCY) return;
  if (store.size >= HEAD_START_MAX) store.delete(store.keys().next().value!);
  running++;
  const ranking = scoring
    .scoreCandidates({ payload, limit })
    .catch((err: unknown) => {
      log("search").warn({ sessionId: payload.session_id, ...errorFields(err) }, "the estimate's head start failed; the start ranks for itself");
      return null;
    })
    .finally(() => running--);
  store.set(payload.session_id, { key: criteriaKey(payload), at: now, ranking });
}

/** The head start of exactly this search, taken (a second start ranks for itself); null when there is none. */
export async function takeRankedAhead(scoring: ScoringService, payload: SearchPayload): Promise<Ranking | null> {
  const store = stores.get(scoring);
  const entry = store?.get(payload.session_id);
  if (!entry) return null;
  store!.delete(payload.session_id);
  if (entry.key !== criteriaKey(payload) || Date.now() - entry.at > HEAD_START_TTL_MS) return null;
  return entry.ranking;
}
