import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import { countMatchingListings, getListingsByIds, selectCandidateListings, type SourceFilter } from "@/db/queries/catalogue";
import {
  breakTies,
  CandidatesChanged,
  profileFor,
  rankCandidatesInPhases,
  rankCatalogue,
  scoreListing,
  suburbIdKey,
  suburbNameKey,
  toEngineListing,
  withMeasuredStatistics,
  type EngineCore,
  type ScoredListing,
} from "@/lib/engine";
import type { SearchPayload } from "@/lib/preferences/schema";
import { getLatestRun, listNotifications } from "@/db/queries/search-runs";
import { prepareListingSources, type ListingSource } from "@/server/listing-sources";
import { postNotification } from "@/server/realtime/notify";
import { candidateCores, candidateDetails, profileReader } from "./catalogue-cache";
import { SOURCE_NOTE_STATUS } from "@/lib/search/messages";

export { SOURCE_NOTE_STATUS };
/**
 * Readies the configured listing sources for a search (a live source pulls its listings
 * into the catalogue) and posts a note for each one left out, once per search run (the
 * estimate and the search both prepare; the matches page shows the notes posted since
 * the session's latest run began).
 */
async function prepareSources(payload: SearchPayload, sources: ListingSource[] | undefined) {
  const prepared = await prepareListingSources({ data: payload.data, sources });
  const db = await getDb();
  if (prepared.notes.length > 0) {
    const run = await getLatestRun({ db, sessionId: payload.session_id });
    const recent = await listNotifications({ db, sessionId: payload.session_id, since: run?.createdAt });
    for (const note of prepared.notes) {
      if (!recent.some((n) => n.message === note)) await postNotification({ sessionId: payload.session_id, message: note, status: SOURCE_NOTE_STATUS });
    }
  }
  return prepared.filter;
}

/**
 * The built-in engine's database side: the hard filters run in SQL (the catalogue
 * queries), the scoring and ranking in the pure engine. Behind an interface so the
 * job can be tested with a scripted scorer.
 */
export type ScoringService = {
  count(payload: SearchPayload): Promise<number>;
  /** Every candidate scored; the best `limit` by Overall Fit, best first, and how many candidates passed the filters. */
  scoreCandidates(input: { payload: SearchPayload; limit: number }): Promise<{ ranked: ScoredListing[]; matched: number }>;
  /** The given listings scored (a resumed job), in the order of `ids`. */
  scoreByIds(input: { payload: SearchPayload; ids: string[] }): Promise<ScoredListing[]>;
};

/**
 * The suburb profiles of these listings, with the measured statistics of their suburbs merged
 * in (the measured medians replace the modelled ones; lib/engine/statistics.ts). A listing's
 * name key ("<name>|<STATE>") is looked up only when its ABS code finds no suburb: profileFor()
 * and the ranking read the code's profile first, so the name's would never be read.
 * The statistics are read for every name key (they are kept by suburb name).
 */
async function profilesFor({ rows, db }: { rows: readonly Pick<EngineCore, "suburbId" | "suburb" | "state">[]; db?: DbOrTx }) {
  db ??= await getDb();
  const codes = new Set<number>();
  const names = new Map<string, Set<string>>(); // state → suburb names
  for (const l of rows) {
    if (l.suburbId !== null && l.suburbId !== undefined) codes.add(l.suburbId);
    let perState = names.get(l.state);
    if (!perState) names.set(l.state, (perState = new Set()));
    perState.add(l.suburb);
  }
  const nameKeys: string[] = [];
  for (const [state, suburbs] of names) for (const suburb of suburbs) nameKeys.push(suburbNameKey(suburb, state));
  const codeKeys = [...codes].map((c) => suburbIdKey(c));
  // One after the other: PGlite (one connection) was seen to stall on these two overlapping.
  const read = await profileReader({ db });
  const byCode = await read.profiles(codeKeys);
  const stats = await read.statistics(nameKeys);
  // The name keys of listings whose code is missing or finds no suburb.
  const missing = new Set([...codes].filter((c) => !byCode.has(suburbIdKey(c))));
  const unresolved = new Set<string>();
  for (const l of rows) {
    if (l.suburbId === null || l.suburbId === undefined || missing.has(l.suburbId)) unresolved.add(suburbNameKey(l.suburb, l.state));
  }
  const profiles = unresolved.size ? new Map([...byCode, ...(await read.profiles([...unresolved]))]) : byCode;
  return withMeasuredStatistics(profiles, stats, rows);
}

/** Where a ranking's time went (milliseconds), for the benchmark. */
export type RankTimings = { candidatesMs: number; profilesMs: number; rankMs: number; detailsMs: number; detailRows: number };

/**
 * Every candidate ranked in two phases (rankCandidatesInPhases): the first-pass fields of all
 * candidates, then the whole rows of those the pruning walk completes (7,000 of 71,703 for the
 * broad benchmark search). The result is the one rankCatalogue() gives on the whole rows. A listing written
 * between the two reads (a live source's refresh, an import) is caught by comparing its core
 * fields, and the ranking is read again; after three such collisions in a row, the whole rows
 * of every candidate are read at once (rankWholeRows, the path this replaced).
 */
export async function rankCandidates(payload: SearchPayload, limit: number, filter: SourceFilter | undefined, timings?: RankTimings) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await rankInPhases(payload, limit, filter, timings);
    } catch (err) {
      if (!(err instanceof CandidatesChanged)) throw err;
    }
  }
  return rankWholeRows(payload, limit, filter);
}

async function rankInPhases(payload: SearchPayload, limit: number, filter: SourceFilter | undefined, timings?: RankTimings) {
  const db = await getDb();
  let t = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = now - t;
    t = now;
    return ms;
  };
  const cores = (await candidateCores({ db, data: payload.data, sources: filter })).map((c) => c.core);
  if (timings) timings.candidatesMs = lap();
  if (cores.length === 0) return { ranked: [], matched: 0 };
  const profiles = await profilesFor({ rows: cores, db });
  if (timings) timings.profilesMs = lap();
  let detailsMs = 0;
  let detailRows = 0;
  const top = await rankCandidatesInPhases(cores, profiles, payload.data, payload.importance, limit, async (ids) => {
    const s = performance.now();
    const rows = await candidateDetails({ db, ids });
    detailsMs += performance.now() - s;
    detailRows += rows.length;
    return rows;
  });
  const ranked = breakTies(top);
  if (timings) Object.assign(timings, { rankMs: lap() - detailsMs, detailsMs, detailRows });
  return { ranked, matched: cores.length };
}

/**
 * Reads every listing's core fields and the suburb profiles into this process's memory
 * (catalogue-cache.ts), so that its first search reads only versions, not the catalogue: a
 * worker calls it as it starts (at 100,000 listings the first search went from ~0.9 s to the
 * ~0.3 s of the searches after it). Searches that run meanwhile read for themselves; both fill
 * the same caches under each row's version.
 */
export async function warmSearchCaches(): Promise<{ listings: number; ms: number }> {
  const started = performance.now();
  const db = await getDb();
  const cores = (await candidateCores({ db, data: null, sources: undefined })).map((c) => c.core);
  if (cores.length > 0) await profilesFor({ rows: cores, db });
  return { listings: cores.length, ms: Math.round(performance.now() - started) };
}

/** Every candidate's whole row read at once, then ranked (more reading, one query's view of the catalogue). */
export async function rankWholeRows(payload: SearchPayload, limit: number, filter: SourceFilter | undefined) {
  const db = await getDb();
  const candidates = await selectCandidateListings({ db, data: payload.data, sources: filter });
  if (candidates.length === 0) return { ranked: [], matched: 0 };
  const profiles = await profilesFor({ rows: candidates, db });
  return { ranked: breakTies(rankCatalogue(candidates, profiles, payload.data, payload.importance, { k: limit, sortKey: "property_score" })), matched: candidates.length };
}

async function scoreByIds({ payload, ids }: { payload: SearchPayload; ids: string[] }): Promise<ScoredListing[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = (await getListingsByIds({ db, ids })).map((r) => toEngineListing(r));
  const profiles = await profilesFor({ rows });
  const byId = new Map(rows.map((l) => [l.listingId, l]));
  return ids.flatMap((id) => {
    const l = byId.get(id);
    return l ? [scoreListing(l, profileFor(l, profiles), payload.data, payload.importance)] : [];
  });
}

/** The built-in scoring over the given listing sources (by default the configured ones, read at each search). */
export function scoringWithSources(sources?: ListingSource[]): ScoringService {
  return {
    async count(payload) {
      const filter = await prepareSources(payload, sources);
      const db = await getDb();
      return countMatchingListings({ db, data: payload.data, sources: filter });
    },
    async scoreCandidates({ payload, limit }) {
      return rankCandidates(payload, limit, await prepareSources(payload, sources));
    },
    // A resumed job scores the listings it ranked before, whatever their source.
    scoreByIds,
  };
}

export const builtinScoring: ScoringService = scoringWithSources();
