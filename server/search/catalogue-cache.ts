/**
 * What a search process keeps of the catalogue between searches, so that a search reads from
 * the database only what changed since the last one: the core fields of the candidates (the
 * first phase of the ranking), the whole rows of the listings searches complete, and the suburb
 * profiles with their measured statistics.
 *
 * Never stale: a listing's copy is kept under its row version (xmin, changed by every write:
 * imports, a live source's refresh, an operator's SQL) and used only when each search reads
 * the same version from the database again; the profiles are kept under a fingerprint of the
 * suburbs and statistics tables, checked before each search. Every instance and worker keeps
 * its own copy, each one checked against the database, so any number can run.
 *
 * Bounded: SEARCH_CACHE_LISTINGS cores and SEARCH_CACHE_DETAILS whole rows (the oldest copies
 * go first); 0 turns a part off, and the search then reads everything each time.
 */
import "server-only";
import type { DbOrTx } from "@/db/client";
import { selectCandidateCores, selectCandidateVersions, selectVersionedListingsByIds, type SourceFilter, type VersionedCore } from "@/db/queries/catalogue";
import { getProfileTablesVersion, getSuburbProfiles } from "@/db/queries/suburbs";
import { getSuburbStatistics } from "@/db/queries/suburb-statistics";
import { suburbNameKey, type EngineCore, type EngineData, type EngineListing, type SuburbProfile } from "@/lib/engine";
import type { MeasuredStatistic } from "@/lib/engine/statistics";
import { env } from "@/server/env";

/** Values kept under the version they were read at, at most `max` of them (the oldest go first). */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();
  constructor(readonly max: number) {}

  /** The value kept for `key` if it was read at `version`. */
  get(key: string, version: string): T | undefined {
    const e = this.entries.get(key);
    return e && e.version === version ? e.value : undefined;
  }

  /** The version `key` was kept under, if it is kept. */
  versionOf(key: string): string | undefined {
    return this.entries.get(key)?.version;
  }

  set(key: string, version: string, value: T): void {
    if (this.max <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.max) {
      for (const oldest of this.entries.keys()) {
        this.entries.delete(oldest);
        if (this.entries.size <= this.max) break;
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

type ProfileMaps = { tablesVersion: string | null; byKey: Map<string, SuburbProfile | null>; stats: Map<string, MeasuredStatistic[]> };

type Caches = {
  cores: VersionedCache<EngineCore>;
  details: VersionedCache<EngineListing>;
  /**
   * Profiles and statistics by key (null or [] for a key the database has none for), read while the tables
   * were at `tablesVersion`. Replaced, not cleared, when it changes: a search still reading under the old
   * version then fills the old maps, never the new ones.
   */
  profiles: ProfileMaps;
};

/** One set per database connection (tests and benchmarks open several in one process). */
const perDb = new WeakMap<object, Caches>();

function cachesFor({ db }: { db: DbOrTx }): Caches {
  let c = perDb.get(db);
  if (!c) {
    const e = env();
    c = {
      cores: new VersionedCache(e.SEARCH_CACHE_LISTINGS),
      details: new VersionedCache(e.SEARCH_CACHE_DETAILS),
      profiles: { tablesVersion: null, byKey: new Map(), stats: new Map() },
    };
    perDb.set(db, c);
  }
  return c;
}

/** How many listings' cores and whole rows this process keeps for `db` (benchmarks and tests). */
export function catalogueInMemory({ db }: { db: DbOrTx }): { cores: number; details: number } {
  const c = perDb.get(db);
  return { cores: c?.cores.size ?? 0, details: c?.details.size ?? 0 };
}

/** Forgets what this process keeps for `db`, as a new process would start (benchmarks and tests). */
export function forgetCatalogue({ db }: { db: DbOrTx }): void {
  perDb.delete(db);
}

/**
 * A search's candidates, each with its row version (in listing_id order, or in the database's order
 * when read from memory: the ranking doesn't depend on it). With most cores in
 * memory it reads two columns per candidate and the cores of the rows that are new or changed;
 * otherwise (the first search, or most rows changed) every core at once.
 */
export async function candidateCores({ db, data, sources }: { db: DbOrTx; data: EngineData | null | undefined; sources: SourceFilter | undefined }): Promise<VersionedCore[]> {
  const { cores } = cachesFor({ db });
  if (cores.max <= 0 || cores.size === 0) return remember(cores, await selectCandidateCores({ db, data, sources }));
  const versions = await selectCandidateVersions({ db, data, sources });
  const out: (VersionedCore | null)[] = new Array(versions.length);
  const missing: string[] = [];
  const missingAt = new Map<string, number>();
  for (let i = 0; i < versions.length; i++) {
    const { listingId, version } = versions[i];
    const core = cores.get(listingId, version);
    if (core) out[i] = { core, version };
    else {
      out[i] = null;
      missing.push(listingId);
      missingAt.set(listingId, i);
    }
  }
  if (missing.length === 0) return out as VersionedCore[];
  // Many changed (a new catalogue, a large import): one read of every core beats a long list of ids.
  if (missing.length > Math.max(5_000, versions.length / 4)) return remember(cores, await selectCandidateCores({ db, data, sources }));
  // A row written since the versions were read comes back newer (kept), or gone if it no longer passes the filters (left out).
  for (const r of remember(cores, await selectCandidateCores({ db, data, sources, ids: missing }))) out[missingAt.get(r.core.listingId)!] = r;
  return out.filter((r): r is VersionedCore => r !== null);
}

function remember(cores: VersionedCache<EngineCore>, rows: VersionedCore[]): VersionedCore[] {
  for (const r of rows) cores.set(r.core.listingId, r.version, r.core);
  return rows;
}

/**
 * The whole rows of the given candidates (rankCandidatesInPhases' details), taken from memory
 * when kept at the version candidateCores() just read for the listing (its core's). A row read
 * now may be newer than its core: the ranking compares the two and reads again (CandidatesChanged).
 */
export async function candidateDetails({ db, ids }: { db: DbOrTx; ids: readonly string[] }): Promise<EngineListing[]> {
  const { cores, details } = cachesFor({ db });
  const out: EngineListing[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const version = cores.versionOf(id);
    const listing = version === undefined ? undefined : details.get(id, version);
    if (listing) out.push(listing);
    else missing.push(id);
  }
  if (missing.length) {
    for (const { listing, version } of await selectVersionedListingsByIds({ db, ids: missing })) {
      details.set(listing.listingId, version, listing);
      out.push(listing);
    }
  }
  return out;
}

/** Reads suburb profiles and measured statistics, from memory where they are current. */
export type ProfileReader = {
  /** As getSuburbProfiles(): the profiles of the keys the database has one for. */
  profiles(keys: readonly string[]): Promise<Map<string, SuburbProfile>>;
  /** As getSuburbStatistics() for name keys: every statistic of those suburbs, newest first within a suburb. */
  statistics(nameKeys: readonly string[]): Promise<MeasuredStatistic[]>;
};

/**
 * A ProfileReader for one search: it checks once that the suburbs and statistics tables are
 * unchanged since what is in memory was read (else forgets it), then reads only the keys not
 * yet in memory. Bounded by the suburbs the database has.
 */
export async function profileReader({ db }: { db: DbOrTx }): Promise<ProfileReader> {
  const caches = cachesFor({ db });
  const tablesVersion = await getProfileTablesVersion({ db });
  if (caches.profiles.tablesVersion !== tablesVersion) caches.profiles = { tablesVersion, byKey: new Map(), stats: new Map() };
  const cache = caches.profiles;
  return {
    async profiles(keys) {
      const missing = keys.filter((k) => !cache.byKey.has(k));
      if (missing.length) {
        const read = await getSuburbProfiles({ db, keys: missing });
        for (const k of missing) cache.byKey.set(k, read.get(k) ?? null);
      }
      const out = new Map<string, SuburbProfile>();
      for (const k of keys) {
        const p = cache.byKey.get(k);
        if (p) out.set(k, p);
      }
      return out;
    },
    async statistics(nameKeys) {
      const missing = nameKeys.filter((k) => !cache.stats.has(k));
      if (missing.length) {
        for (const k of missing) cache.stats.set(k, []);
        for (const s of await getSuburbStatistics({ db, keys: missing })) cache.stats.get(suburbNameKey(s.suburb, s.state))?.push(s);
      }
      return nameKeys.flatMap((k) => cache.stats.get(k) ?? []);
    },
  };
}
