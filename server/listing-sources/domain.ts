import "server-only";
import type { DbOrTx } from "@/db/client";
import { upsertCatalogueRows } from "@/db/queries/catalogue-writes";
import { clearStatisticsGaps, knownSuburbs, recordStatisticsGaps, suburbsOfRegions, type StatisticsGap } from "@/db/queries/listing-sources";
import { upsertSuburbStatistics } from "@/db/queries/suburb-statistics";
import type { HardFilterPredicate } from "@/lib/engine/filter";
import { normaliseLga, normaliseName, stateAbbr } from "@/lib/engine/locations";
import { suburbNameKey } from "@/lib/engine";
import {
  DOMAIN_RESULT_CAP,
  domainLocationsOf,
  domainSearchBody,
  mapDomainListing,
  parseSearchPage,
  parseSuburbStatistics,
  statisticsCategoryOf,
  suburbStatisticsPath,
  type MappedDomainListing,
  type SuburbStatisticsRow,
} from "@/lib/listing-sources/domain";
import { log } from "@/server/log";
import { descriptionText } from "./description";
import { DOMAIN_PROVIDER, DomainError, type DomainClient, type DomainConfig, type DomainFailureKind } from "./domain-client";
import { resolveListings } from "./resolve";

type Place = { name: string; state: string; postcode: string | null };

/** The suburbs a search names, then its regions' most populous suburbs, at most `max` in all. */
async function searchedSuburbs({ db, predicate: p, max }: { db: DbOrTx; predicate: HardFilterPredicate; max: number }): Promise<{ named: Place[]; fromRegions: Place[] }> {
  const named: Place[] = [];
  for (const s of [...p.locations.suburbs, ...p.locations.places]) {
    const state = stateAbbr(s.state ?? "");
    if (state) named.push({ name: s.name, state, postcode: "postcode" in s && typeof s.postcode === "string" ? s.postcode : null });
  }
  const room = Math.max(0, max - named.length);
  if (room === 0 || (p.locations.lgas.length === 0 && p.locations.urbanAreas.length === 0)) return { named: named.slice(0, max), fromRegions: [] };
  const lgas = p.locations.lgas.map((r) => ({ core: normaliseLga(r.name), state: r.state }));
  const areas = p.locations.urbanAreas.map((r) => ({ norm: normaliseName(r.name), state: r.state }));
  const rows = await suburbsOfRegions({
    db,
    lgas: lgas.map((l) => ({ text: l.core, state: l.state })),
    urbanAreas: areas.map((a) => ({ text: a.norm.split(" ")[0] ?? a.norm, state: a.state })),
  });
  const fromRegions = rows
    .filter(
      (r) =>
        lgas.some((l) => r.lga && normaliseLga(r.lga) === l.core && (!l.state || l.state === r.state)) ||
        areas.some((a) => r.urbanArea && normaliseName(r.urbanArea) === a.norm && (!a.state || a.state === r.state)),
    )
    .slice(0, room)
    .map((r) => ({ name: r.name, state: r.state, postcode: r.postcode }));
  return { named: named.slice(0, max), fromRegions };
}

export type DomainPull = {
  /** Listings Domain returned that Propie could use, now in the catalogue as source 'domain'. */
  listings: number;
  pages: number;
  /** Pages answered from the cache (no call spent). */
  cachedPages: number;
  skipped: Record<string, number>;
  statistics: number;
  /** Suburb categories whose statistics could not be had (recorded, with the reason, for the scores). */
  statisticsGaps: number;
  /** Why nothing was asked (an Off Market search, no location Domain can be asked for), else null. */
  notAsked: string | null;
  /** Paging or statistics stopped early because the pull had used its time (DOMAIN_TIMEOUT_MS). */
  stoppedEarly: boolean;
};

/**
 * Pulls Domain's listings for a search's locations and hard filters into the catalogue:
 * pages through the answer within the page budget, maps each listing, ties it to its suburb
 * and upserts it (listing_id "domain-<id>", source 'domain', updated_at now, so the search's
 * freshness filter reads it). Then, when enabled, the searched suburbs' performance
 * statistics. Throws a DomainError when the listings can't be had; a statistics failure
 * is logged and recorded as a gap: the modelled figures stay in place and say why.
 */
export async function pullDomainListings({ db, client, cfg, predicate }: { db: DbOrTx; client: DomainClient; cfg: DomainConfig; predicate: HardFilterPredicate }): Promise<DomainPull> {
  const out: DomainPull = { listings: 0, pages: 0, cachedPages: 0, skipped: {}, statistics: 0, statisticsGaps: 0, notAsked: null, stoppedEarly: false };
  // A search waits for the pull: after one call's time limit has passed in all, no further page or statistic is asked for.
  const started = Date.now();
  const outOfTime = () => Date.now() - started > cfg.timeoutMs;
  const { named, fromRegions } = await searchedSuburbs({ db, predicate, max: cfg.maxSuburbs });
  const body = domainSearchBody(predicate, domainLocationsOf({ ...predicate.locations, suburbs: [], places: [] }, [...named, ...fromRegions]), cfg.pageSize);
  if (!body) {
    out.notAsked = predicate.marketStatus === "Off Market" ? "Domain lists only properties for sale" : "no suburb, region or state Domain can be asked for";
    return out;
  }
  const byId = new Map<string, MappedDomainListing>();
  for (let page = 1; page <= cfg.pageBudget; page++) {
    if (page > 1 && outOfTime()) {
      out.stoppedEarly = true;
      break;
    }
    const answer = await client.searchListings(body, page);
    out.pages++;
    if (answer.cached) out.cachedPages++;
    const parsed = parseSearchPage(answer.json);
    if (!parsed.ok) throw new DomainError("malformed", `the search answer of page ${page} is not Domain's documented shape (${parsed.reason})`);
    const count = (reason: string, n: number) => {
      if (n > 0) out.skipped[reason] = (out.skipped[reason] ?? 0) + n;
    };
    let ofOtherTypes = 0;
    for (const [type, n] of Object.entries(parsed.skippedTypes)) {
      count(`result type ${type}`, n);
      ofOtherTypes += n;
    }
    count("unreadable result", parsed.skipped - ofOtherTypes);
    for (const l of parsed.listings) {
      const m = mapDomainListing(l, { textOf: descriptionText });
      if ("skipped" in m) count(m.skipped, 1);
      else byId.set(m.listing.listingId, m.listing);
    }
    // The end: an empty page, the total Domain gave (it may give none), or the thousand results
    // Domain pages through. A short page alone is not the end: Domain may hold a page short.
    const seen = page * body.pageSize;
    if (parsed.results === 0 || seen >= DOMAIN_RESULT_CAP || (answer.total !== null && seen >= answer.total)) break;
  }
  if (byId.size > 0) {
    const { rows } = await resolveListings({ db, listings: [...byId.values()], source: "domain" });
    await db.transaction((tx) => upsertCatalogueRows({ db: tx, rows }));
  }
  out.listings = byId.size;
  if (cfg.statistics) {
    if (outOfTime()) out.stoppedEarly = true;
    const stats = await pullSuburbStatistics({ db, client, predicate, places: [...named, ...fromRegions], outOfTime });
    out.statistics = stats.stored;
    out.statisticsGaps = stats.gaps;
  }
  return out;
}

/** Why a category's statistics could not be had, in a user's words (the data-confidence note). */
const STATISTICS_REASON: Record<DomainFailureKind, string> = {
  auth: "Propie's Domain plan or key does not give suburb statistics",
  quota: "today's allowance of Domain statistics calls is used up",
  "rate-limited": "Domain's per-minute call limit was reached",
  rejected: "Domain refused the request",
  timeout: "Domain did not answer in time",
  malformed: "Domain's answer could not be read",
  unavailable: "Domain could not be reached",
};
const gapReason = (kind: DomainFailureKind) => `Domain's statistics for this suburb could not be had: ${STATISTICS_REASON[kind]}`;
/** A gap holds until the next attempt (every uncached search tries again) or a day, when Domain's quotas reset. */
const GAP_TTL_SECONDS = 24 * 60 * 60;

/**
 * Suburb performance statistics of the searched suburbs (all bedrooms, the search's
 * categories) into suburb_statistics, each suburb named as the suburbs table spells it. A
 * category that could not be had is recorded as a gap with the reason (every later suburb
 * too, once Domain refused the key, spent the quota or ran out of time), so the scores of its
 * listings say why their suburb median is modelled; one that was had clears its gap.
 */
async function pullSuburbStatistics({
  db,
  client,
  predicate,
  places,
  outOfTime,
}: {
  db: DbOrTx;
  client: DomainClient;
  predicate: HardFilterPredicate;
  places: Place[];
  outOfTime: () => boolean;
}): Promise<{ stored: number; gaps: number }> {
  const known = await knownSuburbs({ db, keys: places.map((p) => suburbNameKey(p.name, p.state)) });
  const categories = [...new Set((predicate.propertyTypes ?? ["House", "Unit"]).map(statisticsCategoryOf))];
  const rows: (SuburbStatisticsRow & { source: string })[] = [];
  const gaps: StatisticsGap[] = [];
  const done: Pick<StatisticsGap, "suburb" | "state" | "propertyCategory">[] = [];
  let stopped: DomainFailureKind | null = null;
  for (const place of places) {
    const k = known.get(suburbNameKey(place.name, place.state));
    const suburb = k?.name ?? place.name;
    const postcode = place.postcode ?? k?.postcode ?? null;
    if (!postcode) continue;
    for (const propertyCategory of categories) {
      if (!stopped && outOfTime()) stopped = "timeout";
      if (stopped) {
        gaps.push({ suburb, state: place.state, postcode, propertyCategory, reason: gapReason(stopped) });
        continue;
      }
      const request = { state: place.state, suburb, postcode, propertyCategory, bedrooms: null };
      try {
        const answer = await client.getStatistics(suburbStatisticsPath(request));
        const parsed = parseSuburbStatistics(answer.json, request);
        if ("malformed" in parsed) throw new DomainError("malformed", `suburb performance statistics: ${parsed.malformed}`);
        if (parsed.row) rows.push({ ...parsed.row, source: "domain" });
        done.push({ suburb, state: place.state, propertyCategory });
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        log("listing-sources").warn(
          { source: "domain", kind: err.kind, status: err.status, detail: err.detail, suburb, state: place.state, category: propertyCategory },
          "Domain suburb statistics unavailable; modelled suburb figures stay in use, and the scores say why",
        );
        gaps.push({ suburb, state: place.state, postcode, propertyCategory, reason: gapReason(err.kind) });
        // A refused key, a spent quota or Domain's limit refuses the rest too.
        if (err.kind === "auth" || err.kind === "quota" || err.kind === "rate-limited" || err.kind === "timeout") stopped = err.kind;
      }
    }
  }
  const stored = rows.length ? await upsertSuburbStatistics({ db, rows: rows.map((r) => ({ ...r, suburbId: null })) }) : 0;
  await clearStatisticsGaps({ db, provider: DOMAIN_PROVIDER, done });
  await recordStatisticsGaps({ db, provider: DOMAIN_PROVIDER, gaps, ttlSeconds: GAP_TTL_SECONDS });
  return { stored, gaps: gaps.length };
}
