import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { getDb } from "@/db/client";
import { createRun, listNotifications } from "@/db/queries/search-runs";
import { searchListings, sourceCallCounts, sourceResponseCache, sourceStatisticsGaps, suburbStatistics } from "@/db/schema";
import type { ListingDetail, ListingsResponse } from "@/lib/matches/types";
import type { StoredPreferences } from "@/lib/preferences/schema";
import { runSearchJob } from "@/server/search/search-job";
import { clearDomainTokens } from "@/server/listing-sources/domain-client";
import { setLogDestination } from "@/server/log";
import { SOURCE_NOTE_STATUS, builtinScoring } from "@/server/search/scoring";
import { domainListingsFor, domainProjectFor, startDomainServer, statisticsKey, suburbPerformanceJson, type DomainServer } from "../support/domain-server";
import { newSession, payloadFor, seedCatalogue } from "./search-fixtures";

/**
 * What the Domain integration tests share: a strict local Domain (tests/support/domain-server.ts)
 * with the listings of Alfredton (and a development of three apartments) and Wendouree, and
 * Alfredton's house statistics; the Domain variables set per test and put back after; a
 * search run end to end (estimate, then the job) with what it stored; the logger captured.
 * A test file mocks "@/server/auth/current-user" (a guest) before using the matches API here.
 */

export const DOMAIN_VARS = [
  "LISTING_SOURCES", "DOMAIN_API_KEY", "DOMAIN_CLIENT_ID", "DOMAIN_CLIENT_SECRET", "DOMAIN_BASE_URL", "DOMAIN_AUTH_URL", "DOMAIN_DAILY_QUOTA",
  "DOMAIN_PAGE_BUDGET", "DOMAIN_PAGE_SIZE", "DOMAIN_CACHE_TTL_SECONDS", "DOMAIN_TIMEOUT_MS", "DOMAIN_STATISTICS", "DOMAIN_MAX_SUBURBS",
];

/** Alfredton's house statistics as Domain would answer them, under the path Domain matches. */
export const ALFREDTON_HOUSES = { state: "VIC", suburb: "Alfredton", postcode: "3350", category: "house" } as const;

/** Starts the strict Domain with the two suburbs' listings for this file, resets it and the database's Domain state before each test. */
export function withDomainServer(): { readonly server: DomainServer; configure(vars?: Record<string, string>): void } {
  let domain: DomainServer | undefined;
  const saved = { ...process.env };
  const configure = (vars: Record<string, string> = {}) => {
    for (const k of DOMAIN_VARS) delete process.env[k];
    Object.assign(process.env, {
      DOMAIN_API_KEY: domain!.apiKey,
      DOMAIN_BASE_URL: domain!.url,
      DOMAIN_AUTH_URL: domain!.authUrl,
      DOMAIN_PAGE_SIZE: "5",
      DOMAIN_PAGE_BUDGET: "20",
      // Generous: a test of the time limit sets its own; the others must not stop early on a loaded machine.
      DOMAIN_TIMEOUT_MS: "10000",
      ...vars,
    });
  };
  beforeAll(async () => {
    await seedCatalogue({ count: 400 });
    domain = await startDomainServer();
    domain.listings = [
      ...domainListingsFor({ suburb: "Alfredton", state: "VIC", postcode: "3350", firstId: 2_019_000_000, lat: -37.56, lng: 143.81 }),
      ...domainListingsFor({ suburb: "Wendouree", state: "VIC", postcode: "3355", firstId: 2_019_500_000, lat: -37.53, lng: 143.83 }),
    ];
    domain.projects = [domainProjectFor({ suburb: "Alfredton", state: "VIC", postcode: "3350", projectId: 2_019_400_000, firstId: 2_019_400_001 })];
    domain.statistics.set(
      statisticsKey(ALFREDTON_HOUSES),
      suburbPerformanceJson({ suburb: "Alfredton", state: "VIC", category: "house", year: 2026, month: 9, medianSoldPrice: 640_000, numberSold: 88, medianRentListingPrice: 520, numberRentListing: 47 }),
    );
  });
  afterAll(async () => {
    await domain?.close();
  });
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(sourceResponseCache);
    await db.delete(sourceCallCounts);
    await db.delete(sourceStatisticsGaps);
    await db.delete(suburbStatistics);
    clearDomainTokens();
    domain!.reset();
    configure();
  });
  afterEach(() => {
    for (const k of DOMAIN_VARS) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    setLogDestination(null);
  });
  return {
    get server() {
      return domain!;
    },
    configure,
  };
}

/** Collects what the logger writes, parsed. */
export function captureLog() {
  const lines: string[] = [];
  setLogDestination(
    new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    }),
    "info",
  );
  return lines;
}

export const parsedLog = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

export const searches = (s: DomainServer) => s.requests.filter((r) => r.path === "/v1/listings/residential/_search");
export const statisticsCalls = (s: DomainServer) => s.requests.filter((r) => r.path.startsWith("/v2/suburbPerformanceStatistics/"));

/** A search as the app runs one: the run, its estimate (which prepares the sources), then the job. */
export async function runSearch(prefs: Partial<StoredPreferences>) {
  const sessionId = await newSession();
  const payload = payloadFor(sessionId, prefs);
  const run = await createRun({ db: await getDb(), sessionId, userId: null, engine: "builtin", status: "queued", payload });
  const estimate = await builtinScoring.count(payload);
  const result = await runSearchJob({ runId: run.id, attempt: 0 });
  const db = await getDb();
  const rows = await db.select().from(searchListings).where(eq(searchListings.sessionId, sessionId));
  const notes = (await listNotifications({ db, sessionId })).filter((n) => n.status === SOURCE_NOTE_STATUS).map((n) => n.message);
  return { sessionId, estimate, result, rows, notes };
}

/** Every type, any size: the whole of both suburbs (and the demo catalogue's Victorian listings). */
export const everything: Partial<StoredPreferences> = { locations: ["Victoria"], propertyType: null, bedrooms: null, priceRange: { min: null, max: null } };
/** Alfredton alone, every type. */
export const alfredton: Partial<StoredPreferences> = { ...everything, locations: ["Alfredton, VIC 3350"] };

const ctx = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });

/** GET /api/sessions/{id}/listings, as the matches page reads it. */
export async function matchesApi(sessionId: string) {
  const route = await import("@/app/api/sessions/[id]/listings/route");
  return (await (await route.GET(new Request(`http://localhost/api/sessions/${sessionId}/listings`), ctx({ id: sessionId }))).json()) as ListingsResponse;
}

/** GET /api/sessions/{id}/listings/{listingId}, as the expanded row reads it. */
export async function listingApi(sessionId: string, listingId: string) {
  const route = await import("@/app/api/sessions/[id]/listings/[listingId]/route");
  const res = await route.GET(new Request(`http://localhost/api/sessions/${sessionId}/listings/${listingId}`), ctx({ id: sessionId, listingId }));
  return ((await res.json()) as { listing: ListingDetail }).listing;
}

/** Calls counted today per counter of source_call_counts. */
export async function callCounts(): Promise<Record<string, number>> {
  const db = await getDb();
  const today = new Date().toISOString().slice(0, 10);
  const rows = await db.select().from(sourceCallCounts).where(eq(sourceCallCounts.day, today));
  return Object.fromEntries(rows.map((r) => [r.provider, r.calls]));
}
