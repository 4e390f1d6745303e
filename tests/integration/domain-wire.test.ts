import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { getSuburbStatistics } from "@/db/queries/suburb-statistics";
import { listings, sourceCallCounts } from "@/db/schema";
import { suburbNameKey } from "@/lib/engine";
import { builtinScoring } from "@/server/search/scoring";
import { domainListingsFor, searchBodyProblems, statisticsKey, suburbPerformanceJson, type DomainListingJson } from "../support/domain-server";
import { alfredton, callCounts, captureLog, listingApi, matchesApi, parsedLog, runSearch, searches, statisticsCalls, withDomainServer } from "./domain-fixtures";
import { newId, payloadFor } from "./search-fixtures";

/**
 * Propie's Domain client on the wire, against the strict stand-in (tests/support/domain-server.ts)
 * that answers as Domain's published definition says: the request's fields and page size,
 * paging to the end, the statistics path, Domain's quota headers and its two kinds of 429,
 * separate quotas for listings and statistics, the reason of a refusal, and the payloads
 * (results of type PropertyListing and Project, withheld addresses, HTML descriptions).
 * docs/LISTING-SOURCES.md, "Checked against".
 */

vi.mock("@/server/auth/current-user", () => ({ getCurrentUser: vi.fn().mockResolvedValue(null) }));

const d = withDomainServer();

/** Sebastopol VIC 3356: 7 × 23 listings (140 that Propie uses), more than one page of 100 holds. */
const SEBASTOPOL = { ...alfredton, locations: ["Sebastopol, VIC 3356"] };
beforeAll(() => {
  for (let i = 0; i < 7; i++) d.server.listings.push(...domainListingsFor({ suburb: "Sebastopol", state: "VIC", postcode: "3356", firstId: 2_021_000_000 + i * 1_000, lat: -37.59, lng: 143.84 }));
});

const domainRows = async (ids: string[]) => (await getDb()).select().from(listings).where(and(eq(listings.source, "domain"), inArray(listings.listingId, ids)));

describe("the search request", () => {
  it("sends only the documented body fields: pageNumber, no page", async () => {
    const { notes, rows } = await runSearch(alfredton);
    expect(notes).toEqual([]);
    expect(rows.some((r) => r.source === "domain")).toBe(true);
    for (const r of searches(d.server)) {
      expect(r.status).toBe(200);
      expect(searchBodyProblems(r.body)).toEqual({});
      expect(r.body).not.toHaveProperty("page");
      expect(r.body).toHaveProperty("pageNumber");
    }
  });

  it("asks for at most 100 a page, and with DOMAIN_PAGE_SIZE=200 still gets every listing", async () => {
    d.configure({ DOMAIN_PAGE_SIZE: "200" });
    const { notes } = await runSearch(SEBASTOPOL);
    expect(notes).toEqual([]);
    const asked = searches(d.server);
    expect(asked.map((r) => (r.body as { pageSize: number; pageNumber: number }).pageSize)).toEqual([100, 100]);
    expect(asked.map((r) => (r.body as { pageNumber: number }).pageNumber)).toEqual([1, 2]);
    // 161 results, 140 of them types Propie judges: all of them, not the first page's.
    const live = await (await getDb()).select({ id: listings.listingId }).from(listings).where(and(eq(listings.source, "domain"), eq(listings.suburb, "Sebastopol")));
    expect(live.length).toBe(140);
  });

  it("without X-Total-Count, pages on past a short page until an empty one", async () => {
    d.server.totalCount = false;
    const { notes, rows } = await runSearch(alfredton);
    expect(notes).toEqual([]);
    // 24 results in pages of 5: 5, 5, 5, 5, 4, then the empty sixth page ends it.
    expect(searches(d.server).map((r) => (r.body as { pageNumber: number }).pageNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.filter((r) => r.source === "domain").length).toBe(23);
  });

  it("stops at Domain's 1,000-result cap without asking for a page beyond it", async () => {
    const many: DomainListingJson[] = Array.from({ length: 1_050 }, (_, i) => ({
      id: 2_030_000_000 + i,
      listingType: "Sale",
      priceDetails: { price: 500_000 + i * 100, displayPrice: "$500,000" },
      propertyDetails: { state: "VIC", propertyType: "House", bedrooms: 3, bathrooms: 1, carspaces: 1, streetNumber: String(i + 1), street: "Main Road", suburb: "DELACOMBE", postcode: "3356", displayableAddress: `${i + 1} Main Road, Delacombe` },
    }));
    d.server.listings.push(...many);
    try {
      d.configure({ DOMAIN_PAGE_SIZE: "100", DOMAIN_PAGE_BUDGET: "50", DOMAIN_STATISTICS: "off", DOMAIN_TIMEOUT_MS: "20000" });
      const count = await builtinScoring.count(payloadFor(newId(), { ...alfredton, locations: ["Delacombe, VIC 3356"] }));
      const asked = searches(d.server);
      expect(asked.map((r) => (r.body as { pageNumber: number }).pageNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(asked.every((r) => r.status === 200)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(1_000);
    } finally {
      d.server.listings.splice(d.server.listings.length - many.length, many.length);
    }
  });
});

describe("suburb statistics", () => {
  it("asks with the state in upper case, the suburb as Domain names it and a documented periodSize", async () => {
    // Typed in lower case: the suburbs table's spelling goes into the path.
    await runSearch({ ...alfredton, locations: ["alfredton, vic 3350"], propertyType: "House" });
    const calls = statisticsCalls(d.server);
    expect(calls.map((c) => c.path)).toEqual(["/v2/suburbPerformanceStatistics/VIC/Alfredton/3350?propertyCategory=house&periodSize=years&startingPeriodRelativeToCurrent=1&totalPeriods=1"]);
    expect(calls[0].status).toBe(200);
    expect(await getSuburbStatistics({ db: await getDb(), keys: [suburbNameKey("Alfredton", "VIC")] })).toEqual([expect.objectContaining({ medianSalePrice: 640_000, saleSampleSize: 88 })]);
  });

  it("names a suburb of several words with its spaces", async () => {
    d.server.statistics.set(
      statisticsKey({ state: "VIC", suburb: "Lake Wendouree", postcode: "3350", category: "unit" }),
      suburbPerformanceJson({ suburb: "Lake Wendouree", state: "VIC", category: "unit", year: 2026, month: 6, medianSoldPrice: 455_000, numberSold: 21, medianRentListingPrice: 390, numberRentListing: 18 }),
    );
    await runSearch({ ...alfredton, locations: ["Lake Wendouree, VIC 3350"], propertyType: "Unit" });
    expect(statisticsCalls(d.server).map((c) => c.path.split("?")[0])).toEqual(["/v2/suburbPerformanceStatistics/VIC/Lake%20Wendouree/3350"]);
    expect(await getSuburbStatistics({ db: await getDb(), keys: [suburbNameKey("Lake Wendouree", "VIC")] })).toEqual([expect.objectContaining({ propertyCategory: "unit", medianSalePrice: 455_000 })]);
  });

  it("says plainly in the data-confidence note why a suburb's statistics could not be had, and stops saying it once they are", async () => {
    d.server.quotas.statistics.perDay = 0;
    const first = await runSearch({ ...alfredton, propertyType: "House" });
    const inputs = (rows: typeof first.rows, id: string) => rows.find((r) => r.listingId === id)!.scoringInputs as { confidence: { level: string; reasons: string[] }; provenance: { suburb_median: { kind: string; detail: string } } };
    const house = inputs(first.rows, "domain-2019000000");
    expect(house.confidence.level).toBe("low");
    expect(house.confidence.reasons[0]).toBe(
      "Low confidence: the rent and the suburb median are modelled, because Domain's statistics for this suburb could not be had: today's allowance of Domain statistics calls is used up.",
    );
    expect(house.provenance.suburb_median).toMatchObject({ kind: "modelled", unavailable: "Domain's statistics for this suburb could not be had: today's allowance of Domain statistics calls is used up" });
    // What the expanded panel reads.
    const detail = await listingApi(first.sessionId, "domain-2019000000");
    expect((detail.scoring_inputs as { confidence: { reasons: string[] } }).confidence.reasons[0]).toContain("could not be had");

    // The next day (Domain's quota and Propie's count both new): the statistics come, the scores rest on them and the reason is gone.
    d.server.reset();
    await (await getDb()).delete(sourceCallCounts);
    const { rows } = await runSearch({ ...alfredton, locations: ["Alfredton, VIC 3350"], propertyType: "House" });
    const after = inputs(rows, "domain-2019000000");
    expect(after.provenance.suburb_median.kind).toBe("measured");
    expect(after.confidence.reasons.join(" ")).not.toContain("could not be had");
  });
});

describe("quotas", () => {
  it("reads X-Quota-PerDay-Remaining: when Domain says none is left, no further call is made", async () => {
    d.server.quotas.listings.perDay = 3;
    d.configure({ DOMAIN_STATISTICS: "off" });
    const { notes } = await runSearch(alfredton);
    // Pages 1-3 spend Domain's three; a fourth would be refused, so it isn't asked for.
    expect(searches(d.server).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(notes).toEqual(["Live listings from Domain are unavailable right now (today's allowance of Domain calls is used up); showing demo listings and imported listings only."]);
    expect((await callCounts())["domain-listings"]).toBe(500);
  });

  it("keeps listings and statistics apart: a daily 429 spends the day for that product only", async () => {
    d.server.statisticsMode = "quota-day";
    d.configure({ DOMAIN_PAGE_SIZE: "100" });
    const log = captureLog();
    await runSearch(alfredton);
    // Domain's daily 429 on the first statistics call: the statistics' day is spent (the unit call isn't made), the listings' is not.
    expect(statisticsCalls(d.server).map((c) => c.status)).toEqual([429]);
    expect(await callCounts()).toEqual({ "domain-listings": 1, "domain-statistics": 500 });
    expect(parsedLog(log).find((l) => l.msg === "Domain listings pulled")).toMatchObject({ quota: { listings: { perDayLimit: 500, perDayRemaining: 499 } } });

    // Another suburb: its listings are asked for, its statistics are not (today is spent for them).
    const before = statisticsCalls(d.server).length;
    const { notes, rows } = await runSearch({ ...alfredton, locations: ["Wendouree, VIC 3355"] });
    expect(notes).toEqual([]);
    expect(rows.some((r) => r.source === "domain" && r.addressSuburb === "Wendouree")).toBe(true);
    expect(statisticsCalls(d.server).length).toBe(before);
  });

  it("waits out a per-minute 429 as Retry-After says and tries once more", async () => {
    d.server.quotas.listings.perMinute = 2;
    d.server.minuteMs = 1_000;
    d.configure({ DOMAIN_STATISTICS: "off", DOMAIN_TIMEOUT_MS: "6000" });
    const t0 = Date.now();
    const { notes, rows } = await runSearch(alfredton);
    expect(notes).toEqual([]);
    const statuses = searches(d.server).map((r) => r.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    // Every 429 is followed by the same page answered.
    statuses.forEach((s, i) => {
      if (s === 429) expect(statuses[i + 1]).toBe(200);
    });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1_000);
    expect(rows.filter((r) => r.source === "domain").length).toBe(23);
  });

  it("gives up after one retry when the per-minute limit holds", async () => {
    d.server.mode = "quota-minute";
    d.server.minuteMs = 1_000;
    d.configure({ LISTING_SOURCES: "domain", DOMAIN_TIMEOUT_MS: "3000" });
    const log = captureLog();
    const count = await builtinScoring.count(payloadFor(newId(), alfredton));
    expect(count).toBe(0);
    expect(searches(d.server).map((r) => r.status)).toEqual([429, 429]);
    expect(parsedLog(log).find((l) => l.level === "warn")).toMatchObject({ kind: "rate-limited" });
  });

  it("logs Domain's X-Domain-Security-Reason on a refusal, never the key", async () => {
    d.server.mode = "forbidden";
    const log = captureLog();
    await runSearch(alfredton);
    const warning = parsedLog(log).find((l) => l.level === "warn" && l.source === "domain")!;
    expect(warning).toMatchObject({ kind: "auth", status: 403 });
    expect(String(warning.detail)).toContain("X-Domain-Security-Reason: The API call is not allowed on the current Plan");
    expect(log.join("\n")).not.toContain(d.server.apiKey);
  });

  it("with OAuth, asks each product's scope on its own: a client without the statistics scope still gets listings", async () => {
    d.server.clientScopes = ["api_listings_read"];
    d.configure({ DOMAIN_API_KEY: "", DOMAIN_CLIENT_ID: d.server.clientId, DOMAIN_CLIENT_SECRET: d.server.clientSecret });
    const log = captureLog();
    const { notes, rows } = await runSearch({ ...alfredton, propertyType: "House" });
    expect(notes).toEqual([]);
    expect(rows.some((r) => r.source === "domain")).toBe(true);
    const tokenAsks = d.server.requests.filter((r) => r.path === "/v1/connect/token").map((r) => new URLSearchParams(String(r.body)).get("scope"));
    expect(new Set(tokenAsks)).toEqual(new Set(["api_listings_read", "api_suburbperformance_read"]));
    const statsWarning = parsedLog(log).find((l) => String(l.msg).startsWith("Domain suburb statistics unavailable"))!;
    expect(statsWarning).toMatchObject({ kind: "auth" });
    expect(String(statsWarning.detail)).toContain("invalid_scope");
    expect(log.join("\n")).not.toContain(d.server.clientSecret);
  });
});

describe("payloads", () => {
  it("reads PropertyListing results and every listing of a Project result", async () => {
    const { rows } = await runSearch(alfredton);
    const project = rows.filter((r) => ["domain-2019400001", "domain-2019400002", "domain-2019400003"].includes(r.listingId));
    expect(project.map((r) => r.addressStreet).sort()).toEqual(["101/1 Gillies Street", "102/1 Gillies Street", "103/1 Gillies Street"]);
    expect(new Set(project.map((r) => r.propertyType))).toEqual(new Set(["Apartment"]));
  });

  it("shows 'Address available on request' where the agent withheld the street, never the suburb as a street", async () => {
    const { rows, sessionId } = await runSearch(alfredton);
    for (const id of ["domain-2019000002", "domain-2019000007"]) {
      expect(rows.find((r) => r.listingId === id)).toMatchObject({ addressStreet: "Address available on request", addressSuburb: "Alfredton", addressPostcode: "3350" });
    }
    const listed = (await matchesApi(sessionId)).listings.find((l) => l.listing_id === "domain-2019000002")!;
    expect(listed).toMatchObject({ address_street: "Address available on request", address_suburb: "Alfredton" });
    // The listing's link still leads to it on Domain.
    expect(listed.listing_url).toBe("https://www.domain.com.au/alfredton-vic-3350-2019000002");
  });

  it("stores a description's HTML as text with its paragraphs", async () => {
    await runSearch(alfredton);
    const [row] = await domainRows(["domain-2019000000"]);
    expect(row.description).toBe(
      "House in Alfredton\n\nLight-filled family home on a quiet street.\n\nThree bedrooms & a study,\nwalk to Lake Wendouree.\n\n• Solar panels\n• Double garage\n\nBook an inspection",
    );
    const [plain] = await domainRows(["domain-2019000001"]);
    expect(plain.description).toBe("House in Alfredton\n\nA 2-bedroom house close to the centre of Alfredton.\n\nInspect by appointment.");
  });
});

describe("the stand-in refuses what Domain refuses", () => {
  const search = (body: unknown, headers: Record<string, string> = { "X-Api-Key": d.server.apiKey }) =>
    fetch(`${d.server.url}/v1/listings/residential/_search`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
  const stats = (path: string, headers: Record<string, string> = { "X-Api-Key": d.server.apiKey }) => fetch(`${d.server.url}/v2/suburbPerformanceStatistics/${path}`, { headers });
  const vic = { listingType: "Sale", locations: [{ state: "VIC", suburb: "Sebastopol", postCode: "3356", includeSurroundingSuburbs: false }] };

  it("a body field the search doesn't document, or a value outside its enum, is a 400", async () => {
    const res = await search({ ...vic, pageNumber: 1, page: 1 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toHaveProperty("page");
    expect((await search({ ...vic, listingType: "sale" })).status).toBe(400);
    expect((await search({ ...vic, locations: [{ state: "Vic", suburb: "Sebastopol" }] })).status).toBe(400);
    expect((await search({ ...vic, minPrice: 1.5 })).status).toBe(400);
  });

  it("holds 100 a page, says the total unless told not to, and sends the quota headers", async () => {
    const res = await search({ ...vic, pageSize: 200 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(100);
    expect(res.headers.get("x-total-count")).toBe("161");
    expect(res.headers.get("x-quota-perday-limit")).toBe("500");
    expect(res.headers.get("x-quota-perday-remaining")).toBe("499");
    expect(res.headers.get("x-quota-perminute-remaining")).toBe("999");
    d.server.totalCount = false;
    expect((await search(vic)).headers.get("x-total-count")).toBeNull();
    expect((await search({ ...vic, pageSize: 100, pageNumber: 11 })).status).toBe(400);
  });

  it("matches the statistics path as the definition has it", async () => {
    expect((await stats("vic/Alfredton/3350?propertyCategory=house&periodSize=years")).status).toBe(400);
    expect((await stats("VIC/Alfredton/3350?propertyCategory=house&periodSize=year")).status).toBe(400);
    expect((await stats("VIC/Alfredton/3350?propertyCategory=house&page=1")).status).toBe(400);
    const lower = (await (await stats("VIC/alfredton/3350?propertyCategory=house&periodSize=years")).json()) as { series: { seriesInfo: unknown[] } };
    expect(lower.series.seriesInfo).toEqual([]);
    const named = (await (await stats("VIC/Alfredton/3350?propertyCategory=house&periodSize=years")).json()) as { series: { seriesInfo: unknown[] } };
    expect(named.series.seriesInfo).toHaveLength(1);
  });

  it("answers each kind of 429 with Retry-After and X-Quota-Exceeded, per product", async () => {
    d.server.quotas.listings.perDay = 1;
    expect((await search(vic)).status).toBe(200);
    const day = await search(vic);
    expect(day.status).toBe(429);
    expect(day.headers.get("x-quota-exceeded")).toBe("Day");
    expect(Number(day.headers.get("retry-after"))).toBeGreaterThan(0);
    // Statistics are another product: their quota is untouched.
    expect((await stats("VIC/Alfredton/3350?propertyCategory=house")).status).toBe(200);
    d.server.quotas.statistics.perMinute = 1;
    const minute = await stats("VIC/Alfredton/3350?propertyCategory=house");
    expect(minute.status).toBe(429);
    expect(minute.headers.get("x-quota-exceeded")).toBe("Minute");
    expect(Number(minute.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  });

  it("checks a token's scope and a key's plan, saying why in X-Domain-Security-Reason", async () => {
    const tokenFor = async (scope: string) => {
      const res = await fetch(d.server.authUrl, {
        method: "POST",
        headers: { Authorization: `Basic ${Buffer.from(`${d.server.clientId}:${d.server.clientSecret}`).toString("base64")}`, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "client_credentials", scope }).toString(),
      });
      return { status: res.status, body: (await res.json()) as { access_token?: string; error?: string } };
    };
    const listingsToken = (await tokenFor("api_listings_read")).body.access_token!;
    expect((await search(vic, { Authorization: `Bearer ${listingsToken}` })).status).toBe(200);
    const refused = await stats("VIC/Alfredton/3350", { Authorization: `Bearer ${listingsToken}` });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("x-domain-security-reason")).toBe("Missing required scope: api_suburbperformance_read");
    d.server.clientScopes = ["api_listings_read"];
    expect(await tokenFor("api_suburbperformance_read")).toEqual({ status: 400, body: { error: "invalid_scope" } });
    d.server.keyPlans.delete("statistics");
    const plan = await stats("VIC/Alfredton/3350");
    expect(plan.status).toBe(403);
    expect(plan.headers.get("x-domain-security-reason")).toBe("The API call is not allowed on the current Plan");
  });
});
