import "server-only";
import type { DbOrTx } from "@/db/client";
import { upsertCatalogueRows } from "@/db/queries/catalogue-writes";
import { postcodesOfSuburbs, suburbsOfRegions } from "@/db/queries/listing-sources";
import { upsertSuburbStatistics } from "@/db/queries/suburb-statistics";
import type { HardFilterPredicate } from "@/lib/engine/filter";
import { normaliseLga, normaliseName, stateAbbr } from "@/lib/engine/locations";
import { suburbNameKey } from "@/lib/engine";
import {
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
import { DomainError, type DomainClient, type DomainConfig } from "./domain-client";
import { resolveListings } from "./resolve";

/** Domain returns at most the first thousand results of a search. */
const DOMAIN_RESULT_CAP = 1_000;

type Place = { name: string; state: string; postcode: string | null };

/** The suburbs a search names, then its regions' most populous suburbs, at most `max` in all. */
async function searchedSuburbs(db: DbOrTx, p: HardFilterPredicate, max: number): Promise<{ named: Place[]; fromRegions: Place[] }> {
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
 * is logged and leaves the modelled figures in place.
 */
export async function pullDomainListings({ db, client, cfg, predicate }: { db: DbOrTx; client: DomainClient; cfg: DomainConfig; predicate: HardFilterPredicate }): Promise<DomainPull> {
  const out: DomainPull = { listings: 0, pages: 0, cachedPages: 0, skipped: {}, statistics: 0, notAsked: null, stoppedEarly: false };
  // A search waits for the pull: after one call's time limit has passed in all, no further page or statistic is asked for.
  const started = Date.now();
  const outOfTime = () => Date.now() - started > cfg.timeoutMs;
  const { named, fromRegions } = await searchedSuburbs(db, predicate, cfg.maxSuburbs);
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
    if (parsed.skipped) out.skipped["unreadable result"] = (out.skipped["unreadable result"] ?? 0) + parsed.skipped;
    for (const l of parsed.listings) {
      const m = mapDomainListing(l);
      if ("skipped" in m) out.skipped[m.skipped] = (out.skipped[m.skipped] ?? 0) + 1;
      else byId.set(m.listing.listingId, m.listing);
    }
    const seen = page * body.pageSize;
    if (parsed.results < body.pageSize || seen >= DOMAIN_RESULT_CAP || (answer.total !== null && seen >= answer.total)) break;
  }
  if (byId.size > 0) {
    const { rows } = await resolveListings(db, [...byId.values()], "domain");
    await db.transaction((tx) => upsertCatalogueRows({ db: tx, rows }));
  }
  out.listings = byId.size;
  if (cfg.statistics && !outOfTime()) out.statistics = await pullSuburbStatistics({ db, client, predicate, places: [...named, ...fromRegions], outOfTime });
  else if (cfg.statistics) out.stoppedEarly = true;
  return out;
}

/** Suburb performance statistics of the searched suburbs (all bedrooms, the search's categories) into suburb_statistics. */
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
}): Promise<number> {
  const missing = places.filter((p) => !p.postcode).map((p) => suburbNameKey(p.name, p.state));
  const postcodes = missing.length ? await postcodesOfSuburbs({ db, keys: missing }) : new Map<string, string>();
  const categories = [...new Set((predicate.propertyTypes ?? ["House", "Unit"]).map(statisticsCategoryOf))];
  const rows: (SuburbStatisticsRow & { source: string })[] = [];
  for (const place of places) {
    const postcode = place.postcode ?? postcodes.get(suburbNameKey(place.name, place.state));
    if (!postcode) continue;
    for (const category of categories) {
      if (outOfTime()) return writeStatistics(db, rows);
      const request = { state: place.state, suburb: place.name, postcode, propertyCategory: category, bedrooms: null };
      try {
        const answer = await client.getStatistics(suburbStatisticsPath(request));
        const parsed = parseSuburbStatistics(answer.json, request);
        if ("malformed" in parsed) throw new DomainError("malformed", `suburb performance statistics: ${parsed.malformed}`);
        if (parsed.row) rows.push({ ...parsed.row, source: "domain" });
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        log("listing-sources").warn(
          { source: "domain", kind: err.kind, status: err.status, detail: err.detail },
          "Domain suburb statistics unavailable; modelled suburb figures stay in use",
        );
        // A refused key or a spent quota refuses the rest too.
        if (err.kind === "auth" || err.kind === "quota" || err.kind === "rate-limited" || err.kind === "timeout") return writeStatistics(db, rows);
      }
    }
  }
  return writeStatistics(db, rows);
}

async function writeStatistics(db: DbOrTx, rows: (SuburbStatisticsRow & { source: string })[]): Promise<number> {
  if (rows.length === 0) return 0;
  return upsertSuburbStatistics({ db, rows: rows.map((r) => ({ ...r, suburbId: null })) });
}
