import "./viewer-mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { searchListings } from "@/db/schema";
import { chatHistoryResponseSchema } from "@/lib/chat/types";
import {
  listingResponseSchema,
  listingsResponseSchema,
  savedPreferenceResponseSchema,
  savedPreferencesResponseSchema,
  sessionResponseSchema,
  shareResponseSchema,
} from "@/lib/matches/types";
import { sendChat } from "./chat-fixtures";
import { asGuest, getRequest, newSession, signInAs } from "./search-fixtures";

const listingsRoute = await import("@/app/api/sessions/[id]/listings/route");
const listingRoute = await import("@/app/api/sessions/[id]/listings/[listingId]/route");
const sessionRoute = await import("@/app/api/sessions/[id]/route");
const shareRoute = await import("@/app/api/sessions/[id]/share/route");
const savedRoute = await import("@/app/api/saved-preferences/route");
const chatRoute = await import("@/app/api/chat/route");

/**
 * The browser reads these answers with the schemas in lib/matches/types.ts and
 * lib/chat/types.ts (client/api.ts refuses an answer of another shape), so each route's
 * real answer, with its nulls and nested figures, must pass its schema.
 */
const params = <T extends Record<string, string>>(p: T) => ({ params: Promise.resolve(p) });
const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

beforeAll(() => {
  process.env.TRUSTED_PROXY_HOPS = "1";
  delete process.env.CHAT_WEBHOOK_URL;
  delete process.env.LLM_API_KEY;
});
afterAll(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
});

describe("the answers the browser reads, against their schemas", () => {
  it("the session, its listings, one listing and its share", async () => {
    const owner = await signInAs("wire");
    const sessionId = await newSession(owner.id);
    const db = await getDb();
    await db.insert(searchListings).values([
      {
        sessionId,
        listingId: "full",
        rank: 1,
        propertyScore: 81.5,
        rentalYield: 4.2,
        bedrooms: 3,
        addressSuburb: "Ballarat",
        addressState: "VIC",
        listPrice: "650000",
        analysisComplete: true,
        sectionScores: { capitalGrowth: "80%" },
        scoringInputs: { investmentGoals: { highgrowth: { capital_growth_value: 41_250 }, undervalued: { diff_percent: -7.5 } }, confidence: { level: "medium" } },
        imageAnalysis: { condition: "good" },
      },
      { sessionId, listingId: "bare", analysisComplete: false },
    ]);

    const list = await listingsRoute.GET(getRequest(`/api/sessions/${sessionId}/listings`), params({ id: sessionId }));
    expect(list.status).toBe(200);
    const listings = listingsResponseSchema.parse(await list.json());
    expect(listings.listings.map((l) => l.listing_id).sort()).toEqual(["bare", "full"]);

    for (const listingId of ["full", "bare"]) {
      const one = await listingRoute.GET(getRequest(`/api/sessions/${sessionId}/listings/${listingId}`), params({ id: sessionId, listingId }));
      expect(listingResponseSchema.parse(await one.json()).listing.listing_id).toBe(listingId);
    }

    const session = await sessionRoute.GET(getRequest(`/api/sessions/${sessionId}`), params({ id: sessionId }));
    expect(sessionResponseSchema.parse(await session.json()).session.session_id).toBe(sessionId);

    const shared = await shareRoute.POST(new Request(`http://localhost/api/sessions/${sessionId}/share`, { method: "POST", headers: { "x-forwarded-for": "10.8.0.1" } }), params({ id: sessionId }));
    expect(shareResponseSchema.parse(await shared.json()).is_public).toBe(true);
  });

  it("the saved preferences, one saved and the list", async () => {
    await signInAs("wire-saved");
    const saved = await savedRoute.POST(new Request("http://localhost/api/saved-preferences", json({ name: "Geelong", preferences: { locations: ["Geelong VIC"] } })), undefined);
    expect(saved.status).toBe(201);
    expect(savedPreferenceResponseSchema.parse(await saved.json()).item.session_id).toBeNull();
    const all = await savedRoute.GET(getRequest("/api/saved-preferences"), undefined);
    expect(savedPreferencesResponseSchema.parse(await all.json()).items.map((i) => i.name)).toEqual(["Geelong"]);
  });

  it("a stored conversation with the assistant's reply, form and preferences", async () => {
    const sessionId = asGuest();
    const turn = await sendChat(sessionId, "A 3 bedroom house under 650k with a pool");
    expect(turn.status).toBe(200);
    const res = await chatRoute.GET(getRequest(`/api/chat?sessionId=${sessionId}`), {});
    const history = chatHistoryResponseSchema.parse(await res.json());
    const parts = history.messages.flatMap((m) => m.parts.map((p) => p.type));
    expect(parts).toEqual(expect.arrayContaining(["text", "data-reply", "data-form", "data-preferences"]));
  });
});
