import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import type { SourceFilter } from "@/db/queries/catalogue";
import { hardFilterPredicate, type HardFilterPredicate } from "@/lib/engine/filter";
import type { EngineData } from "@/lib/engine/query";
import { env, type Env } from "@/server/env";
import { log } from "@/server/log";
import { createDomainClient, domainConfigOf, DomainError, type DomainConfig } from "./domain-client";
import { pullDomainListings } from "./domain";

/**
 * The listing sources a built-in search reads (docs/LISTING-SOURCES.md):
 * - demo: the shipped, generated catalogue (offline; the default);
 * - import: listings loaded from files with npm run listings:import;
 * - domain: live listings from Domain's API, pulled into the catalogue before the search
 *   counts and scores, when Domain credentials are set.
 * Every source ends up as rows of `listings`, so the SQL hard filters and the pure engine
 * treat them alike; `source` tells them apart and the matches page labels each.
 */
export type ListingSourceId = "demo" | "import" | "domain";

export type PrepareContext = { db: DbOrTx; predicate: HardFilterPredicate };

export interface ListingSource {
  readonly id: ListingSourceId;
  /** How the user reads it in a note: "demo listings". */
  readonly label: string;
  /** Brings this source's listings for the search into the catalogue; stored sources have nothing to do. Throws when unavailable. */
  prepare(ctx: PrepareContext): Promise<void>;
  /** Rows of this source count only when refreshed since this time (a live source's stale listings drop out); null: always. */
  freshSince(): Date | null;
}

export function storedSource(id: "demo" | "import"): ListingSource {
  return { id, label: id === "demo" ? "demo listings" : "imported listings", prepare: async () => {}, freshSince: () => null };
}

/** A live source's listing stays searchable this long after it was last pulled. */
export const LIVE_LISTING_MAX_AGE_MS = 24 * 60 * 60 * 1_000;

export function domainSource(cfg: DomainConfig): ListingSource {
  return {
    id: "domain",
    label: "live listings from Domain",
    async prepare({ db, predicate }) {
      const client = createDomainClient({ cfg, db });
      const t0 = performance.now();
      const pull = await pullDomainListings({ db, client, cfg, predicate });
      log("listing-sources").info(
        {
          source: "domain",
          listings: pull.listings,
          pages: pull.pages,
          cachedPages: pull.cachedPages,
          calls: client.calls,
          quota: client.quota,
          statistics: pull.statistics,
          statisticsGaps: pull.statisticsGaps,
          skipped: pull.skipped,
          notAsked: pull.notAsked,
          stoppedEarly: pull.stoppedEarly,
          ms: Math.round(performance.now() - t0),
        },
        "Domain listings pulled",
      );
    },
    // Whatever the cache lifetime, a listing pulled in the last day (or the cache's lifetime, if longer) counts.
    freshSince: () => new Date(Date.now() - Math.max(LIVE_LISTING_MAX_AGE_MS, cfg.cacheTtlSeconds * 1_000)),
  };
}

/** The sources configuration names (LISTING_SOURCES), or demo + import (+ domain with credentials) when unset. */
export function configuredListingSources(e: Env = env()): ListingSource[] {
  const domain = domainConfigOf(e);
  const ids: ListingSourceId[] = e.LISTING_SOURCES ?? ["demo", "import", ...(domain ? (["domain"] as const) : [])];
  const out: ListingSource[] = [];
  for (const id of ids) {
    if (id === "domain") {
      if (domain) out.push(domainSource(domain));
      else log("listing-sources").warn({ source: "domain" }, "LISTING_SOURCES names domain but neither DOMAIN_API_KEY nor DOMAIN_CLIENT_ID and DOMAIN_CLIENT_SECRET is set: Domain is left out");
    } else out.push(storedSource(id));
  }
  return out;
}

/** Words for a user, per kind of failure: no "error" or "failed" (the search screen reads those as a failed search). */
const USER_REASON: Record<DomainError["kind"], string> = {
  auth: "Domain refused Propie's API key",
  quota: "today's allowance of Domain calls is used up",
  "rate-limited": "Domain's call limit is reached",
  rejected: "Domain could not answer this search",
  timeout: "Domain did not answer in time",
  malformed: "Domain's answer could not be read",
  unavailable: "Domain could not be reached",
};

const OPERATOR_HINT: Record<DomainError["kind"], string> = {
  auth: "check DOMAIN_API_KEY (or DOMAIN_CLIENT_ID and DOMAIN_CLIENT_SECRET), that the Domain project includes the Agents & Listings API, and the X-Domain-Security-Reason in the detail",
  quota: "the day's quota (Propie's count, or Domain's daily 429) is spent until midnight UTC: raise DOMAIN_DAILY_QUOTA if the plan allows, lower DOMAIN_PAGE_BUDGET, or lengthen DOMAIN_CACHE_TTL_SECONDS",
  "rate-limited": "Domain's per-minute limit was still reached after waiting as it asked: lower DOMAIN_PAGE_BUDGET or DOMAIN_MAX_SUBURBS so each search makes fewer calls",
  rejected: "Domain refused the request (HTTP 400), a field or value it does not take: the detail has Domain's message; check DOMAIN_BASE_URL points at Domain's API",
  timeout: "Domain is slow or unreachable from this host; DOMAIN_TIMEOUT_MS sets the limit",
  malformed: "Domain's answer did not match its documented shape; check DOMAIN_BASE_URL",
  unavailable: "Domain did not answer successfully; check DOMAIN_BASE_URL and the network",
};

function joinLabels(labels: string[]): string {
  if (labels.length <= 1) return labels[0] ?? "";
  return `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`;
}

/** The note a search shows when a source is left out: "Live listings from Domain are unavailable right now (…); showing demo listings only." */
export function unavailableNote(source: ListingSource, reason: string, remaining: ListingSource[]): string {
  const name = source.label.charAt(0).toUpperCase() + source.label.slice(1);
  const showing = remaining.length ? `showing ${joinLabels(remaining.map((s) => s.label))} only` : "no other listing source is configured";
  return `${name} are unavailable right now (${reason}); ${showing}.`;
}

export type PreparedSources = { filter: SourceFilter; notes: string[]; used: ListingSourceId[] };

/**
 * Gets every configured source ready for one search and says which the search may read.
 * A source that can't be had (a refused key, a spent quota, a timeout, an unreadable
 * answer) is left out of this search with a note for the user and one warning line for
 * the operator; it never fails the search.
 */
export async function prepareListingSources({
  data,
  sources = configuredListingSources(),
  db,
}: {
  data: EngineData | null | undefined;
  sources?: ListingSource[];
  db?: DbOrTx;
}): Promise<PreparedSources> {
  const handle = db ?? (await getDb());
  const predicate = hardFilterPredicate(data);
  const ok: ListingSource[] = [];
  const failed: { source: ListingSource; reason: string }[] = [];
  for (const source of sources) {
    try {
      await source.prepare({ db: handle, predicate });
      ok.push(source);
    } catch (err) {
      const e = err instanceof DomainError ? err : new DomainError("unavailable", err instanceof Error ? `${err.name}` : "unexpected failure");
      log("listing-sources").warn(
        { source: source.id, kind: e.kind, status: e.status, detail: e.detail, action: OPERATOR_HINT[e.kind] },
        `${source.label} left out of the search: ${e.detail}`,
      );
      failed.push({ source, reason: USER_REASON[e.kind] });
    }
  }
  const freshSince: Record<string, Date> = {};
  for (const s of ok) {
    const since = s.freshSince();
    if (since) freshSince[s.id] = since;
  }
  return {
    filter: { sources: ok.map((s) => s.id), freshSince },
    notes: failed.map((f) => unavailableNote(f.source, f.reason, ok)),
    used: ok.map((s) => s.id),
  };
}
