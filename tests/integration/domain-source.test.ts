import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { listNotifications } from "@/db/queries/search-runs";
import { getSuburbStatistics } from "@/db/queries/suburb-statistics";
import { listings } from "@/db/schema";
import { suburbNameKey } from "@/lib/engine";
import { builtinScoring } from "@/server/search/scoring";
import type { DomainServer } from "../support/domain-server";
import { callCounts, captureLog, everything, listingApi, matchesApi, runSearch, searches, withDomainServer } from "./domain-fixtures";
import { newId, newSession, payloadFor } from "./search-fixtures";

/**
 * The Domain listing source against a local server as strict as Domain's published
 * definition: paging within the budget, every property type, prices on request, missing
 * fields, the quotas and the cache in the database, client credentials, suburb statistics,
 * and every failure (401, 403, a daily or per-minute 429, a hang, garbage) falling back to
 * the catalogue with a note. tests/integration/domain-wire.test.ts holds the wire details.
 */

vi.mock("@/server/auth/current-user", () => ({ getCurrentUser: vi.fn().mockResolvedValue(null) }));

const d = withDomainServer();
const configure = d.configure;

describe("the Domain listing source", () => {
  it("pages through Domain's answer and scores its listings beside the catalogue's, labelled by source", async () => {
    const { estimate, result, rows, notes } = await runSearch(everything);
    expect(notes).toEqual([]);

    // 2 suburbs × 23 listings and a development in pages of 5 (47 results): ten pages, asked for in order with Domain's parameter names.
    const asked = searches(d.server);
    expect(asked.length).toBe(10);
    expect(asked.map((r) => (r.body as { pageNumber: number }).pageNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(asked[0].body).toMatchObject({ listingType: "Sale", locations: [{ state: "VIC", includeSurroundingSuburbs: false }], pageSize: 5 });
    expect(asked[0].headers["x-api-key"]).toBe(d.server.apiKey);

    const db = await getDb();
    const live = await db.select().from(listings).where(eq(listings.source, "domain"));
    // Of each suburb's 23, the car space, the retirement village and the livestock farm are left out; the development's three apartments count.
    expect(live.length).toBe(43);
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
    expect(estimate).toBe(catalogueOnly + 43);
  });

  it("maps every field Domain gives into the result rows", async () => {
    const { rows, notes, sessionId } = await runSearch({ ...everything, locations: ["Alfredton, VIC 3350"] });
    expect(notes).toEqual([]);
    expect(rows.filter((r) => r.source === "domain").length).toBe(23);
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
    // Search results carry photos only: no floor plan is promised from them.
    expect((house.imageAnalysis as { imageUrls: { floorPlans: string[] } }).imageUrls.floorPlans).toEqual([]);

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
    const first = searches(d.server).length;
    expect(await callCounts()).toEqual({ "domain-listings": first });
    await runSearch(everything);
    expect(searches(d.server).length).toBe(first);
    expect(await callCounts()).toEqual({ "domain-listings": first });
  });

  it("stops at the page budget", async () => {
    configure({ DOMAIN_PAGE_BUDGET: "3" });
    const { rows } = await runSearch(everything);
    expect(searches(d.server).length).toBe(3);
    expect(rows.some((r) => r.source === "domain")).toBe(true);
  });

  it("stops paging a slow Domain once one call's time limit has passed in all, and keeps what came", async () => {
    d.server.delayMs = 400;
    const sessionId = await newSession();
    const t0 = Date.now();
    configure({ DOMAIN_TIMEOUT_MS: "1000", LISTING_SOURCES: "domain" });
    const count = await builtinScoring.count(payloadFor(sessionId, everything));
    // Pages 1-3 take 1.2 s: no fourth page is asked for, although ten would answer; the pages' listings count.
    // (On a loaded machine the second page can already end past the limit: then two.)
    expect(searches(d.server).length).toBeGreaterThanOrEqual(2);
    expect(searches(d.server).length).toBeLessThanOrEqual(3);
    expect(count).toBeGreaterThan(0);
    expect(Date.now() - t0).toBeLessThan(5_000);
    const db = await getDb();
    expect((await listNotifications({ db, sessionId })).length).toBe(0);
  });

  it("sends the hard filters and keeps only what passes them", async () => {
    const { rows } = await runSearch({ locations: ["Alfredton, VIC 3350"], propertyType: "House", bedrooms: "2+", priceRange: { min: null, max: null } });
    const body = searches(d.server)[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ minBedrooms: 2, locations: [{ state: "VIC", suburb: "Alfredton", postCode: "3350", includeSurroundingSuburbs: false }] });
    expect(body.propertyTypes).toContain("House");
    const live = rows.filter((r) => r.source === "domain");
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((r) => r.propertyType === "House" && (r.bedrooms ?? 0) >= 2 && r.addressSuburb === "Alfredton")).toBe(true);
  });

  it("shares the daily quota through the database: when it is spent, Domain isn't called and the search goes on", async () => {
    configure({ DOMAIN_DAILY_QUOTA: "2" });
    const { rows, notes } = await runSearch(everything);
    expect(searches(d.server).length).toBe(2);
    expect(notes).toEqual(["Live listings from Domain are unavailable right now (today's allowance of Domain calls is used up); showing demo listings and imported listings only."]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.source !== "domain")).toBe(true);
  });

  it("uses OAuth client credentials when no API key is set", async () => {
    configure({ DOMAIN_API_KEY: "", DOMAIN_CLIENT_ID: d.server.clientId, DOMAIN_CLIENT_SECRET: d.server.clientSecret });
    const { rows, notes } = await runSearch({ ...everything, locations: ["Wendouree, VIC 3355"] });
    expect(notes).toEqual([]);
    const token = d.server.requests.find((r) => r.path === "/v1/connect/token")!;
    expect(String(token.body)).toContain("grant_type=client_credentials");
    expect(String(token.body)).toContain("scope=api_listings_read");
    expect(searches(d.server)[0].headers.authorization).toMatch(/^Bearer tok_/);
    expect(rows.some((r) => r.source === "domain" && r.addressSuburb === "Wendouree")).toBe(true);
  });

  it("stores the searched suburb's performance statistics", async () => {
    await runSearch({ ...everything, locations: ["Alfredton, VIC 3350"], propertyType: "House" });
    const stats = await getSuburbStatistics({ db: await getDb(), keys: [suburbNameKey("Alfredton", "VIC")] });
    expect(stats).toEqual([
      expect.objectContaining({ suburb: "Alfredton", state: "VIC", postcode: "3350", propertyCategory: "house", bedrooms: null, medianSalePrice: 640_000, saleSampleSize: 88, medianRentWeekly: 520, rentSampleSize: 47, periodStart: "2025-10-01", periodEnd: "2026-09-30", source: "domain" }),
    ]);
  });

  it("keeps the listings when the key's plan has no statistics (no note, a log line, the gap recorded with its reason)", async () => {
    d.server.statisticsMode = "forbidden";
    const log = captureLog();
    const { rows, notes } = await runSearch({ ...everything, locations: ["Alfredton, VIC 3350"], propertyType: "House" });
    expect(notes).toEqual([]);
    expect(rows.some((r) => r.source === "domain")).toBe(true);
    // No figure: only the gap, which the scores read (tests/integration/domain-wire.test.ts).
    expect(await getSuburbStatistics({ db: await getDb(), keys: [suburbNameKey("Alfredton", "VIC")] })).toEqual([
      expect.objectContaining({ suburb: "Alfredton", state: "VIC", propertyCategory: "house", medianSalePrice: null, medianRentWeekly: null, source: "domain", unavailable: "Domain's statistics for this suburb could not be had: Propie's Domain plan or key does not give suburb statistics" }),
    ]);
    expect(log.filter((l) => l.includes("Domain suburb statistics unavailable")).length).toBeGreaterThanOrEqual(1);
  });
});

describe("Domain failures never break a search", () => {
  const cases: { mode: DomainServer["mode"]; reason: string; kind: string }[] = [
    { mode: "unauthorized", reason: "Domain refused Propie's API key", kind: "auth" },
    { mode: "forbidden", reason: "Domain refused Propie's API key", kind: "auth" },
    { mode: "quota-day", reason: "today's allowance of Domain calls is used up", kind: "quota" },
    { mode: "quota-minute", reason: "Domain's call limit is reached", kind: "rate-limited" },
    { mode: "hang", reason: "Domain did not answer in time", kind: "timeout" },
    { mode: "garbage", reason: "Domain's answer could not be read", kind: "malformed" },
    { mode: "shape", reason: "Domain's answer could not be read", kind: "malformed" },
  ];
  for (const c of cases) {
    it(`falls back to the catalogue with a note and one operator log line on ${c.mode}`, async () => {
      configure({ DOMAIN_TIMEOUT_MS: "300" });
      d.server.mode = c.mode;
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
      expect(log.join("\n")).not.toContain(d.server.apiKey);
      expect(notes.join("\n")).not.toContain(d.server.apiKey);
      if (c.mode === "hang") expect(Date.now() - t0).toBeLessThan(10_000);
    });
  }

  it("with Domain the only source, says there is nothing else to show", async () => {
    configure({ LISTING_SOURCES: "domain" });
    d.server.mode = "unauthorized";
    const { rows, notes } = await runSearch(everything);
    expect(rows).toEqual([]);
    expect(notes).toEqual(["Live listings from Domain are unavailable right now (Domain refused Propie's API key); no other listing source is configured."]);
  });

  it("reads only the configured sources", async () => {
    configure({ LISTING_SOURCES: "demo" });
    const { rows } = await runSearch(everything);
    expect(searches(d.server)).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.source === "demo")).toBe(true);
  });
});
