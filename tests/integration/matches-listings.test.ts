import { describe, expect, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { and, eq } from "drizzle-orm";
import { notifications, searchListings, searchRuns, suburbs, userSessions } from "@/db/schema";
import { SOURCE_NOTE_STATUS } from "@/lib/search/messages";
import { createUser } from "./search-fixtures";
import type { ListingDetail, ListingsResponse } from "@/lib/matches/types";

vi.mock("@/server/auth/current-user", () => ({ getCurrentUser: vi.fn().mockResolvedValue(null) }));

const listingsRoute = await import("@/app/api/sessions/[id]/listings/route");
const listingRoute = await import("@/app/api/sessions/[id]/listings/[listingId]/route");

const ctx = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });

async function guestSession() {
  const id = randomUUID();
  const db = await getDb();
  await db.insert(userSessions).values({ sessionId: id });
  return id;
}

describe("GET /api/sessions/[id]/listings", () => {
  it("lists the session's listings best ranked first, with the table figures lifted out of scoring_inputs", async () => {
    const id = await guestSession();
    const db = await getDb();
    await db.insert(searchListings).values([
      {
        sessionId: id,
        listingId: "B",
        rank: 2,
        propertyScore: 50,
        analysisComplete: false,
        sectionScores: { splitLiving: "20%" },
        scoringInputs: {
          investmentGoals: { highgrowth: { capital_growth_value: 41_250 }, undervalued: { diff_percent: -7.5 } },
          confidence: { level: "high", reasons: ["High confidence: the price, the rent and the suburb median are the listing's own or measured."] },
        },
      },
      { sessionId: id, listingId: "A", rank: 1, propertyScore: 80, analysisComplete: true, source: "import", scoringInputs: {} },
      {
        sessionId: id,
        listingId: "C",
        rank: null,
        propertyScore: 90,
        analysisComplete: true,
        scoringInputs: { investmentGoals: { highgrowth: { capital_growth_value: "1200" } }, confidence: { level: "certain" } },
      },
    ]);
    await db.insert(searchListings).values({ sessionId: randomUUID(), listingId: "A", propertyScore: 1 });

    const res = await listingsRoute.GET(new Request(`http://localhost/api/sessions/${id}/listings`), ctx({ id }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as ListingsResponse;
    expect(body.listings.map((l) => l.listing_id)).toEqual(["A", "B", "C"]);
    expect(body.analysis).toEqual({ total: 3, complete: 2, search_running: false, matched: null, price_filtered: false, source_notes: [] });
    const b = body.listings[1];
    expect(b).toMatchObject({ capital_growth_value: 41_250, diff_percent: -7.5, section_scores: { splitLiving: "20%" }, source: "demo" });
    expect(body.listings[2].capital_growth_value).toBe(1200);
    expect(body.listings[0].diff_percent).toBeNull();
    // The data-confidence level is lifted out too; an unknown or missing level is null.
    expect(body.listings.map((l) => l.data_confidence)).toEqual([null, "high", null]);
    expect(b).not.toHaveProperty("scoring_inputs");
  });

  it("gives each listing its suburb's centroid for the locator map, the postcode deciding between namesakes", async () => {
    const id = await guestSession();
    const db = await getDb();
    await db
      .insert(suburbs)
      .values([
        { id: 932_448, name: "Richmond", state: "QLD", postcode: "4740", population: 100, lat: -21.2, lng: 149.1 },
        { id: 932_449, name: "Richmond", state: "QLD", postcode: "4822", population: 50, lat: -20.73, lng: 143.14 },
      ])
      .onConflictDoNothing();
    await db.insert(searchListings).values([
      { sessionId: id, listingId: "R1", rank: 1, addressSuburb: "richmond ", addressState: "qld", addressPostcode: "4822" },
      { sessionId: id, listingId: "R2", rank: 2, addressSuburb: "Richmond", addressState: "QLD", addressPostcode: null },
      { sessionId: id, listingId: "X", rank: 3, addressSuburb: "Nowhere Special", addressState: "QLD" },
    ]);
    const body = (await (await listingsRoute.GET(new Request(`http://localhost/api/sessions/${id}/listings`), ctx({ id }))).json()) as ListingsResponse;
    expect(body.listings.map((l) => l.suburb_centroid)).toEqual([{ lat: -20.73, lng: 143.14 }, { lat: -21.2, lng: 149.1 }, null]);
    const one = (await (await listingRoute.GET(new Request(`http://localhost/api/sessions/${id}/listings/R1`), ctx({ id, listingId: "R1" }))).json()) as { listing: ListingDetail };
    expect(one.listing.suburb_centroid).toEqual({ lat: -20.73, lng: 143.14 });
  });

  it("says when a price-on-request listing matched the search's price range on the engine's estimate", async () => {
    const id = await guestSession();
    const db = await getDb();
    await db.insert(searchRuns).values({
      sessionId: id,
      engine: "builtin",
      status: "complete",
      payload: { session_id: id, data: { minPrice: "$700,000", maxPrice: "" } },
      matchedCount: 2,
    });
    await db.insert(searchListings).values([
      { sessionId: id, listingId: "POR", rank: 1, listPrice: null, scoringInputs: { investmentGoals: { highcashflow: { price_used: 812_000, price_basis: "estimate" } } } },
      { sessionId: id, listingId: "LISTED", rank: 2, listPrice: "$750,000", scoringInputs: { investmentGoals: { highcashflow: { price_used: 750_000, price_basis: "list_price" } } } },
    ]);
    const body = (await (await listingsRoute.GET(new Request(`http://localhost/api/sessions/${id}/listings`), ctx({ id }))).json()) as ListingsResponse;
    expect(body.analysis).toMatchObject({ matched: 2, price_filtered: true });
    expect(body.listings.map((l) => l.estimated_price)).toEqual([812_000, null]);
  });

  it("answers an empty list for a session without listings", async () => {
    const id = await guestSession();
    const res = await listingsRoute.GET(new Request(`http://localhost/api/sessions/${id}/listings`), ctx({ id }));
    // Read from a browser that didn't start it: its money figures (none here) would be on the standard assumptions.
    expect(await res.json()).toEqual({ listings: [], numbers_basis: "standard", analysis: { total: 0, complete: 0, search_running: false, matched: null, price_filtered: false, source_notes: [] } });
  });
});

describe("the listings answer is cached per version of the session's data", () => {
  const read = async (id: string) => (await (await listingsRoute.GET(new Request(`http://localhost/api/sessions/${id}/listings`), ctx({ id }))).json()) as ListingsResponse;

  it("serves the same answer while nothing changed, and a fresh one after every kind of write it is built from", async () => {
    const id = await guestSession();
    const db = await getDb();
    await db.insert(searchListings).values([
      { sessionId: id, listingId: "A", rank: 1, propertyScore: 80, analysisComplete: false },
      { sessionId: id, listingId: "B", rank: 2, propertyScore: 70, analysisComplete: true },
    ]);
    const first = await read(id);
    expect(first.analysis).toMatchObject({ total: 2, complete: 1, search_running: false });
    expect(await read(id)).toEqual(first);

    // An in-place update (the analysis of a row completes) changes no count or timestamp, only the row.
    await db.update(searchListings).set({ analysisComplete: true }).where(and(eq(searchListings.sessionId, id), eq(searchListings.listingId, "A")));
    expect((await read(id)).analysis.complete).toBe(2);

    // A search starts: its run decides search_running.
    const [run] = await db.insert(searchRuns).values({ sessionId: id, engine: "builtin", status: "running", payload: {} }).returning({ id: searchRuns.id });
    expect((await read(id)).analysis.search_running).toBe(true);
    await db.update(searchRuns).set({ status: "complete", matchedCount: 640 }).where(eq(searchRuns.id, run.id));
    expect((await read(id)).analysis).toMatchObject({ search_running: false, matched: 640 });

    // A source note arrives; a row is deleted.
    await db.insert(notifications).values({ sessionId: id, message: "Live listings are unavailable right now.", status: SOURCE_NOTE_STATUS });
    expect((await read(id)).analysis.source_notes).toEqual(["Live listings are unavailable right now."]);
    await db.delete(searchListings).where(and(eq(searchListings.sessionId, id), eq(searchListings.listingId, "B")));
    expect((await read(id)).listings.map((l) => l.listing_id)).toEqual(["A"]);
  });

  it("still checks access on every request, cached or not", async () => {
    const id = await guestSession();
    const db = await getDb();
    await db.insert(searchListings).values({ sessionId: id, listingId: "A", rank: 1, propertyScore: 80 });
    expect((await read(id)).listings).toHaveLength(1);
    const owner = await createUser(`cache-owner-${randomUUID()}@example.com`);
    await db.update(userSessions).set({ userId: owner.id, isPublic: false }).where(eq(userSessions.sessionId, id));
    const res = await listingsRoute.GET(new Request(`http://localhost/api/sessions/${id}/listings`), ctx({ id }));
    expect(res.status).toBe(401);
  });
});

describe("GET /api/sessions/[id]/listings/[listingId]", () => {
  it("returns one listing with its scoring_inputs, and 404 for a listing of another session", async () => {
    const id = await guestSession();
    const db = await getDb();
    const inputs = { renovationPotential: { kitchen: { score: 3, cost: 40_000 } } };
    await db.insert(searchListings).values({ sessionId: id, listingId: "R1", propertyScore: 61, scoringInputs: inputs, addressSuburb: "Richmond" });
    const res = await listingRoute.GET(new Request("http://localhost/x"), ctx({ id, listingId: "R1" }));
    expect(res.status).toBe(200);
    const { listing } = (await res.json()) as { listing: ListingDetail };
    expect(listing).toMatchObject({ listing_id: "R1", address_suburb: "Richmond", property_score: 61, scoring_inputs: inputs });

    const other = await guestSession();
    const missing = await listingRoute.GET(new Request("http://localhost/x"), ctx({ id: other, listingId: "R1" }));
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe("Listing not found");
  });
});
