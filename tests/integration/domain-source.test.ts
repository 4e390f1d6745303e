import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { countSourceCalls } from "@/db/queries/listing-sources";
import { createRun, listNotifications } from "@/db/queries/search-runs";
import { getSuburbStatistics } from "@/db/queries/suburb-statistics";
import { listings, searchListings, sourceCallCounts, sourceResponseCache, suburbStatistics } from "@/db/schema";
import { suburbNameKey } from "@/lib/engine";
import type { StoredPreferences } from "@/lib/preferences/schema";
import { runSearchJob } from "@/server/search/search-job";
import { clearDomainTokens } from "@/server/listing-sources/domain-client";
import { setLogDestination } from "@/server/log";
import { SOURCE_NOTE_STATUS, builtinScoring } from "@/server/search/scoring";
import type { ListingDetail, ListingsResponse } from "@/lib/matches/types";
import { domainListingsFor, startDomainServer, suburbPerformanceJson, type DomainServer } from "../support/domain-server";
import { createSession, newId, payloadFor, seedCatalogue } from "./search-fixtures";

/**
 * The Domain listing source against a local server speaking Domain's documented shapes:
 * paging within the budget, every property type, prices on request, missing fields, the
 * quota and the cache in the database, client credentials, suburb statistics, and every
 * failure (401, 429, a hang, garbage) falling back to the catalogue with a note.
 */

vi.mock("@/server/auth/current-user", () => ({ getCurrentUser: vi.fn().mockResolvedValue(null) }));
const listingsRoute = await import("@/app/api/sessions/[id]/listings/route");
const listingRoute = await import("@/app/api/sessions/[id]/listings/[listingId]/route");
const ctx = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });

async function matchesApi(sessionId: string) {
  const list = (await (await listingsRoute.GET(new Request(`http://localhost/api/sessions/${sessionId}/listings`), ctx({ id: sessionId }))).json()) as ListingsResponse;
  return list;
}

async function listingApi(sessionId: string, listingId: string) {
  const res = await listingRoute.GET(new Request(`http://localhost/api/sessions/${sessionId}/listings/${listingId}`), ctx({ id: sessionId, listingId }));
  return ((await res.json()) as { listing: ListingDetail }).listing;
}

let domain: DomainServer;
const saved = { ...process.env };
const DOMAIN_VARS = [
  "LISTING_SOURCES", "DOMAIN_API_KEY", "DOMAIN_CLIENT_ID", "DOMAIN_CLIENT_SECRET", "DOMAIN_BASE_URL", "DOMAIN_AUTH_URL", "DOMAIN_DAILY_QUOTA",
  "DOMAIN_PAGE_BUDGET", "DOMAIN_PAGE_SIZE", "DOMAIN_CACHE_TTL_SECONDS", "DOMAIN_TIMEOUT_MS", "DOMAIN_STATISTICS", "DOMAIN_MAX_SUBURBS",
];

beforeAll(async () => {
  await seedCatalogue({ count: 400 });
  domain = await startDomainServer();
  domain.listings = [
    ...domainListingsFor({ suburb: "Alfredton", state: "VIC", postcode: "3350", firstId: 2_019_000_000, lat: -37.56, lng: 143.81 }),
    ...domainListingsFor({ suburb: "Wendouree", state: "VIC", postcode: "3355", firstId: 2_019_500_000, lat: -37.53, lng: 143.83 }),
  ];
  domain.statistics.set(
    "vic|alfredton|3350|house",
    suburbPerformanceJson({ suburb: "Alfredton", state: "Vic", category: "house", year: 2026, month: 9, medianSoldPrice: 640_000, numberSold: 88, medianRentListingPrice: 520, numberRentListing: 47 }),
  );
});

afterAll(async () => {
  await domain.close();
});

function configure(vars: Record<string, string>) {
  for (const k of DOMAIN_VARS) delete process.env[k];
  Object.assign(process.env, {
    DOMAIN_API_KEY: domain.apiKey,
    DOMAIN_BASE_URL: domain.url,
    DOMAIN_AUTH_URL: domain.authUrl,
    DOMAIN_PAGE_SIZE: "5",
    DOMAIN_PAGE_BUDGET: "20",
    DOMAIN_TIMEOUT_MS: "2000",
    ...vars,
  });
}

beforeEach(async () => {
  const db = await getDb();
  await db.delete(sourceResponseCache);
  await db.delete(sourceCallCounts);
  clearDomainTokens();
  domain.mode = "ok";
  domain.delayMs = 0;
  domain.statisticsMode = "ok";
  domain.requests.length = 0;
  configure({});
});

afterEach(() => {
  for (const k of DOMAIN_VARS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  setLogDestination(null);
});

/** Collects what the logger writes. */
function captureLog() {
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

const searches = (s: DomainServer) => s.requests.filter((r) => r.path === "/v1/listings/residential/_search");

async function runSearch(prefs: Partial<StoredPreferences>) {
  const sessionId = newId();
  await createSession(sessionId);
  const payload = payloadFor(sessionId, prefs);
  // As requestEstimate and startSearch do: the run first, then its estimate, then the job.
  const run = await createRun({ sessionId, userId: null, engine: "builtin", status: "queued", payload });
  const estimate = await builtinScoring.count(payload);
  const result = await runSearchJob({ runId: run.id, attempt: 0 });
  const db = await getDb();
  const rows = await db.select().from(searchListings).where(eq(searchListings.sessionId, sessionId));
  const notes = (await listNotifications({ sessionId })).filter((n) => n.status === SOURCE_NOTE_STATUS).map((n) => n.message);
  return { sessionId, estimate, result, rows, notes };
}

// Every type, any size: the whole of both suburbs (and the demo catalogue's Victorian listings).
const everything: Partial<StoredPreferences> = { locations: ["Victoria"], propertyType: null, bedrooms: null, priceRange: { min: null, max: null } };

describe("the Domain listing source", () => {
  it("pages through Domain's answer and scores its listings beside the catalogue's, labelled by source", async () => {
    const { estimate, result, rows, notes } = await runSearch(everything);
    expect(notes).toEqual([]);

    // 2 suburbs × 23 listings in pages of 5: ten pages, asked for in order with Domain's parameter names.
    const asked = searches(domain);
    expect(asked.length).toBe(10);
    expect(asked.map((r) => (r.body as { pageNumber: number }).pageNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(asked[0].body).toMatchObject({ listingType: "Sale", locations: [{ state: "VIC", includeSurroundingSuburbs: false }], pageSize: 5 });
    expect(asked[0].headers["x-api-key"]).toBe(domain.apiKey);

    const db = await getDb();
    const live = await db.select().from(listings).where(eq(listings.source, "domain"));
    // Of each suburb's 23, the car space, the retirement village and the livestock farm are left out.
    expect(live.length).toBe(40);
    expect(new Set(live.map((l) => l.propertyType))).toEqual(new Set(["House", "Unit", "Townhouse", "Apartment", "Land"]));

    const bySource = new Map<string, number>();
    for (const r of rows) bySource.set(r.source, (bySource.get(r.source) ?? 0) + 1);
    expect(bySource.get("domain")).toBeGreaterThan(0);
    expect(bySource.get("demo")).toBeGreaterThan(0);
    // Demo listings carry no photos.
    expect(rows.find((r) => r.source === "demo")).toMatchObject({ photos: [] });
    expect(result.results).toBe(rows.length);
    // The estimate counts the live listings beside the catalogue's.
    configure({ LISTING_SOURCES: "demo,import" });
    const catalogueOnly = await builtinScoring.count(payloadFor(newId(), everything));
    expect(estimate).toBe(catalogueOnly + 40);
  });

  it("maps every field Domain gives into the result rows", async () => {
    const { rows, notes, sessionId } = await runSearch({ ...everything, locations: ["Alfredton, VIC 3350"] });
    expect(notes).toEqual([]);
    expect(rows.filter((r) => r.source === "domain").length).toBe(20);
    const house = rows.find((r) => r.listingId === "domain-2019000000")!;
    expect(house).toMatchObject({
      propertyType: "House",
      addressStreet: "10 Sturt Street",
      addressSuburb: "Alfredton",
      addressPostcode: "3350",
      listPrice: "$720,000",
      priceText: "$720,000",
      listingUrl: "https://www.domain.com.au/10-sturt-street-alfredton-vic-3350-2019000000",
    });
    expect(house.photos).toEqual([
      "https://bucket-api.domain.com.au/v1/bucket/image/2019000000_1_1_200101_000000-w1600-h1067",
      "https://rimh2.domainstatic.com.au/2019000000_2.jpg",
    ]);
    expect((house.imageAnalysis as { imageUrls: { floorPlans: string[] } }).imageUrls.floorPlans).toEqual(["https://bucket-api.domain.com.au/v1/bucket/image/2019000000_floorplan"]);

    // "Contact agent": no list price; the engine works from its estimate, and the agent's words are kept.
    const onRequest = rows.find((r) => r.listingId === "domain-2019000002")!;
    expect(onRequest.listPrice).toBeNull();
    expect(onRequest.priceText).toBe("Contact agent");
    expect((onRequest.scoringInputs as { investmentGoals: { highcashflow: { price_basis: string } } }).investmentGoals.highcashflow.price_basis).toBe("estimate");
    // A range: its midpoint is the price basis, the range the text.
    const range = rows.find((r) => r.listingId === "domain-2019000001")!;
    expect(range).toMatchObject({ listPrice: "$675,000", priceText: "$650,000 - $700,000" });
    // What the matches page reads: the first photo and the count in the list, every photo in the detail.
    const api = await matchesApi(sessionId);
    const listed = api.listings.find((l) => l.listing_id === "domain-2019000001")!;
    expect(listed).toMatchObject({ source: "domain", price_text: "$650,000 - $700,000", photo_count: 2, photo: "https://bucket-api.domain.com.au/v1/bucket/image/2019000001_1_1_200101_000000-w1600-h1067" });
    expect(api.analysis.source_notes).toEqual([]);
    const detail = await listingApi(sessionId, "domain-2019000001");
    expect(detail.photos).toHaveLength(2);
    expect(detail.listing_url).toBe("https://www.domain.com.au/11-sturt-street-alfredton-vic-3350-2019000001");
    // The listing with nothing but its place still scores.
    expect(rows.find((r) => r.listingId === "domain-2019000100")).toMatchObject({ addressStreet: "Address available on request", photos: [] });
  });

  it("answers a repeated search from the database cache and counts only real calls against the quota", async () => {
    await runSearch(everything);
    const first = searches(domain).length;
    const db = await getDb();
    const today = new Date().toISOString().slice(0, 10);
    expect(await countSourceCalls({ db, provider: "domain", day: today })).toBe(first);
    await runSearch(everything);
    expect(searches(domain).length).toBe(first);
    expect(await countSourceCalls({ db, provider: "domain", day: today })).toBe(first);
  });

  it("stops at the page budget", async () => {
    configure({ DOMAIN_PAGE_BUDGET: "3" });
    const { rows } = await runSearch(everything);
    expect(searches(domain).length).toBe(3);
    expect(rows.some((r) => r.source === "domain")).toBe(true);
  });

  it("stops paging a slow Domain once one call's time limit has passed in all, and keeps what came", async () => {
    domain.delayMs = 400;
    const sessionId = newId();
    await createSession(sessionId);
    const t0 = Date.now();
    configure({ DOMAIN_TIMEOUT_MS: "1000", LISTING_SOURCES: "domain" });
    const count = await builtinScoring.count(payloadFor(sessionId, everything));
    // Pages 1-3 take 1.2 s: no fourth page is asked for, although ten would answer; the three pages' listings count.
    expect(searches(domain).length).toBe(3);
    expect(count).toBeGreaterThan(0);
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect((await listNotifications({ sessionId })).length).toBe(0);
  });

  it("sends the hard filters and keeps only what passes them", async () => {
    const { rows } = await runSearch({ locations: ["Alfredton, VIC 3350"], propertyType: "House", bedrooms: "2+", priceRange: { min: null, max: null } });
    const body = searches(domain)[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ minBedrooms: 2, locations: [{ state: "VIC", suburb: "Alfredton", postCode: "3350", includeSurroundingSuburbs: false }] });
    expect(body.propertyTypes).toContain("House");
    const live = rows.filter((r) => r.source === "domain");
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((r) => r.propertyType === "House" && (r.bedrooms ?? 0) >= 2 && r.addressSuburb === "Alfredton")).toBe(true);
  });

  it("shares the daily quota through the database: when it is spent, Domain isn't called and the search goes on", async () => {
    configure({ DOMAIN_DAILY_QUOTA: "2" });
    const { rows, notes } = await runSearch(everything);
    expect(searches(domain).length).toBe(2);
    expect(notes).toEqual(["Live listings from Domain are unavailable right now (today's allowance of Domain calls is used up); showing demo listings and imported listings only."]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.source !== "domain")).toBe(true);
  });

  it("uses OAuth client credentials when no API key is set", async () => {
    configure({ DOMAIN_API_KEY: "", DOMAIN_CLIENT_ID: domain.clientId, DOMAIN_CLIENT_SECRET: domain.clientSecret });
    const { rows, notes } = await runSearch({ ...everything, locations: ["Wendouree, VIC 3355"] });
    expect(notes).toEqual([]);
    const token = domain.requests.find((r) => r.path === "/v1/connect/token")!;
    expect(String(token.body)).toContain("grant_type=client_credentials");
    expect(String(token.body)).toContain("scope=api_listings_read");
    expect(searches(domain)[0].headers.authorization).toMatch(/^Bearer tok_/);
    expect(rows.some((r) => r.source === "domain" && r.addressSuburb === "Wendouree")).toBe(true);
  });

  it("stores the searched suburb's performance statistics", async () => {
    await runSearch({ ...everything, locations: ["Alfredton, VIC 3350"], propertyType: "House" });
    const stats = await getSuburbStatistics({ db: await getDb(), keys: [suburbNameKey("Alfredton", "VIC")] });
    expect(stats).toEqual([
      expect.objectContaining({ suburb: "Alfredton", state: "VIC", postcode: "3350", propertyCategory: "house", bedrooms: null, medianSalePrice: 640_000, saleSampleSize: 88, medianRentWeekly: 520, rentSampleSize: 47, periodStart: "2025-10-01", periodEnd: "2026-09-30", source: "domain" }),
    ]);
  });

  it("keeps the listings when the key's plan has no statistics (no note, one log line)", async () => {
    const db = await getDb();
    await db.delete(suburbStatistics);
    domain.statisticsMode = "unauthorized";
    const log = captureLog();
    const { rows, notes } = await runSearch({ ...everything, locations: ["Alfredton, VIC 3350"], propertyType: "House" });
    expect(notes).toEqual([]);
    expect(rows.some((r) => r.source === "domain")).toBe(true);
    expect(await getSuburbStatistics({ db, keys: [suburbNameKey("Alfredton", "VIC")] })).toEqual([]);
    expect(log.filter((l) => l.includes("Domain suburb statistics unavailable")).length).toBeGreaterThanOrEqual(1);
  });
});

describe("Domain failures never break a search", () => {
  const cases: { mode: DomainServer["mode"]; reason: string; kind: string }[] = [
    { mode: "unauthorized", reason: "Domain refused Propie's API key", kind: "auth" },
    { mode: "rate-limited", reason: "Domain's call limit is reached", kind: "rate-limited" },
    { mode: "hang", reason: "Domain did not answer in time", kind: "timeout" },
    { mode: "garbage", reason: "Domain's answer could not be read", kind: "malformed" },
    { mode: "shape", reason: "Domain's answer could not be read", kind: "malformed" },
  ];
  for (const c of cases) {
    it(`falls back to the catalogue with a note and one operator log line on ${c.mode}`, async () => {
      configure({ DOMAIN_TIMEOUT_MS: "300" });
      domain.mode = c.mode;
      const log = captureLog();
      const t0 = Date.now();
      const { rows, notes, result, sessionId } = await runSearch(everything);
      expect(result.outcome).toBe("complete");
      expect((await matchesApi(sessionId)).analysis.source_notes).toEqual(notes);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.source === "demo")).toBe(true);
      // Posted once although the estimate and the search both tried.
      expect(notes).toEqual([`Live listings from Domain are unavailable right now (${c.reason}); showing demo listings and imported listings only.`]);
      const warnings = log.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.level === "warn" && l.source === "domain");
      expect(warnings.length).toBe(2); // the estimate's and the search's
      expect(warnings[0]).toMatchObject({ kind: c.kind });
      expect(String(warnings[0].action)).toMatch(/DOMAIN_/);
      // The key appears nowhere: not in the log, not in the note.
      expect(log.join("\n")).not.toContain(domain.apiKey);
      expect(notes.join("\n")).not.toContain(domain.apiKey);
      if (c.mode === "hang") expect(Date.now() - t0).toBeLessThan(10_000);
    });
  }

  it("with Domain the only source, says there is nothing else to show", async () => {
    configure({ LISTING_SOURCES: "domain" });
    domain.mode = "unauthorized";
    const { rows, notes } = await runSearch(everything);
    expect(rows).toEqual([]);
    expect(notes).toEqual(["Live listings from Domain are unavailable right now (Domain refused Propie's API key); no other listing source is configured."]);
  });

  it("reads only the configured sources", async () => {
    configure({ LISTING_SOURCES: "demo" });
    const { rows } = await runSearch(everything);
    expect(searches(domain)).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.source === "demo")).toBe(true);
  });
});
