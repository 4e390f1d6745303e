import "server-only";
import { getDb } from "@/db/client";
import { countMatchingListings, getListingsByIds, getSuburbProfiles, selectCandidateListings } from "@/db/queries/catalogue";
import { getSuburbStatistics } from "@/db/queries/suburb-statistics";
import { breakTies, profileFor, profileKeysOf, rankCatalogue, scoreListing, toEngineListing, withMeasuredStatistics, type EngineListing, type ScoredListing } from "@/lib/engine";
import type { SearchPayload } from "@/lib/preferences/schema";

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

export const builtinScoring: ScoringService = {
  async count(payload) {
    const db = await getDb();
    return countMatchingListings({ db, data: payload.data });
  },

  async scoreCandidates({ payload, limit }) {
    const db = await getDb();
    const candidates = await selectCandidateListings({ db, data: payload.data });
    if (candidates.length === 0) return { ranked: [], matched: 0 };
    const profiles = await profilesFor(candidates);
    const ranked = breakTies(rankCatalogue(candidates, profiles, payload.data, payload.importance, { k: limit, sortKey: "property_score" }));
    return { ranked, matched: candidates.length };
  },

  async scoreByIds({ payload, ids }) {
    if (ids.length === 0) return [];
    const rows = (await getListingsByIds({ ids })).map((r) => toEngineListing(r));
    const profiles = await profilesFor(rows);
    const byId = new Map(rows.map((l) => [l.listingId, l]));
    return ids.flatMap((id) => {
      const l = byId.get(id);
      return l ? [scoreListing(l, profileFor(l, profiles), payload.data, payload.importance)] : [];
    });
  },
};
