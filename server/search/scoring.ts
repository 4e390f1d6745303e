import "server-only";
import { getDb } from "@/db/client";
import { countMatchingListings, getListingsByIds, getSuburbProfiles, selectCandidateListings, type SourceFilter } from "@/db/queries/catalogue";
import { getSuburbStatistics } from "@/db/queries/suburb-statistics";
import { breakTies, profileFor, profileKeysOf, rankCatalogue, scoreListing, toEngineListing, withMeasuredStatistics, type EngineListing, type ScoredListing } from "@/lib/engine";
import type { SearchPayload } from "@/lib/preferences/schema";
import { getLatestRun, listNotifications } from "@/db/queries/search-runs";
import { prepareListingSources, type ListingSource } from "@/server/listing-sources";
import { postNotification } from "@/server/realtime/notify";
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
  if (prepared.notes.length > 0) {
    const run = await getLatestRun({ sessionId: payload.session_id });
    const recent = await listNotifications({ sessionId: payload.session_id, since: run?.createdAt });
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
 * in (the measured medians replace the modelled ones; lib/engine/statistics.ts).
 */
async function profilesFor(rows: EngineListing[]) {
  const db = await getDb();
  const keys = [...new Set(rows.flatMap((l) => profileKeysOf(l)))];
  const nameKeys = keys.filter((k) => !k.startsWith("#"));
  const [profiles, stats] = await Promise.all([getSuburbProfiles({ db, keys }), getSuburbStatistics({ db, keys: nameKeys })]);
  return withMeasuredStatistics(profiles, stats, rows);
}

async function rankCandidates(payload: SearchPayload, limit: number, filter: SourceFilter) {
  const db = await getDb();
  const candidates = await selectCandidateListings({ db, data: payload.data, sources: filter });
  if (candidates.length === 0) return { ranked: [], matched: 0 };
  const profiles = await profilesFor(candidates);
  const ranked = breakTies(rankCatalogue(candidates, profiles, payload.data, payload.importance, { k: limit, sortKey: "property_score" }));
  return { ranked, matched: candidates.length };
}

async function scoreByIds({ payload, ids }: { payload: SearchPayload; ids: string[] }): Promise<ScoredListing[]> {
  if (ids.length === 0) return [];
  const rows = (await getListingsByIds({ ids })).map((r) => toEngineListing(r));
  const profiles = await profilesFor(rows);
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
