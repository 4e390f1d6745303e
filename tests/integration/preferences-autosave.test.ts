import "./viewer-mock";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/preferences/route";
import { getDb } from "@/db/client";
import { userSessions } from "@/db/schema";
import { toSearchPayload } from "@/lib/preferences/convert";
import { searchPayloadSchema, type StoredPreferences } from "@/lib/preferences/schema";
import { asGuest, completePreferences, getRequest, jsonRequest, newId, newSession, signInAs, viewer } from "./search-fixtures";

/** The server copy of a session's preferences (autosave) and the payload built from it. */
const ctx = {};
const put = (sessionId: string, preferences: unknown) => PUT(jsonRequest("/api/preferences", { sessionId, preferences }, { method: "PUT" }), ctx);
const get = async (sessionId: string) => {
  const res = await GET(getRequest(`/api/preferences?sessionId=${sessionId}`), ctx);
  return { status: res.status, body: (await res.json()) as { preferences: unknown } };
};

describe("preferences autosave", () => {
  it("answers null for a session nobody has saved yet", async () => {
    viewer.current = null;
    expect(await get(newId())).toEqual({ status: 200, body: { preferences: null, yours: true } });
  });

  it("saves a guest's copy with user_id null and loads it back unchanged", async () => {
    const sessionId = asGuest();
    const prefs = completePreferences({ locations: ["Richmond, VIC 3121"], landSize: "600" });
    expect((await put(sessionId, prefs)).status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId));
    expect(row.userId).toBeNull();
    expect((await get(sessionId)).body.preferences).toEqual(prefs);
    // A later edit overwrites it.
    const edited = { ...prefs, bedrooms: "4+" as const };
    await put(sessionId, edited);
    expect((await get(sessionId)).body.preferences).toEqual(edited);
  });

  it("saves a signed-in user's copy with their id, and keeps others out", async () => {
    const owner = await signInAs("prefs");
    const sessionId = newId();
    await put(sessionId, completePreferences());
    const db = await getDb();
    const [row] = await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId));
    expect(row.userId).toBe(owner.id);

    await signInAs("intruder");
    expect((await put(sessionId, completePreferences({ bedrooms: "1+" }))).status).toBe(403);
    expect((await get(sessionId)).status).toBe(403);
    viewer.current = null;
    expect((await get(sessionId)).status).toBe(401);
  });

  it("reports an empty server copy as null (the client then clears its state)", async () => {
    viewer.current = null;
    const sessionId = await newSession();
    expect((await get(sessionId)).body.preferences).toBeNull();
  });

  it("rejects preferences that don't fit the schema, with every field error", async () => {
    viewer.current = null;
    const res = await put(newId(), { ...completePreferences(), propertyType: "Castle", importanceRanking: ["nope"] });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(["preferences.propertyType", "preferences.importanceRanking.0"]));
  });

  it("builds the spec's payload from what was saved", async () => {
    const sessionId = asGuest();
    const prefs = completePreferences({ priceRange: { min: 400_000, max: 900_000 } });
    await put(sessionId, prefs);
    const saved = (await get(sessionId)).body.preferences as typeof prefs;
    const payload = searchPayloadSchema.parse(toSearchPayload({ sessionId, userId: null, preferences: saved }));
    expect(payload.data.minPrice).toBe("400000");
    expect(payload.data.maxPrice).toBe("900000");
    expect(payload.importance).toEqual({ investmentGoals: 1, renovationPotential: 2, splitLiving: 3 });
    expect(payload.data.renovationPotential.renovationBudget).toBe(100_000);
  });

  describe("refuses a copy the form can't produce, and stores nothing", () => {
    const cases: [string, Partial<StoredPreferences>, string][] = [
      ["a minimum price above the maximum", { priceRange: { min: 900_000, max: 400_000 } }, "Maximum price must be greater than minimum price"],
      ["a minimum price equal to the maximum", { priceRange: { min: 600_000, max: 600_000 } }, "Maximum price must be greater than minimum price"],
      ["a factor ranked twice", { importanceRanking: ["investmentGoals", "splitLiving", "investmentGoals"] }, "A factor can be ranked only once."],
      ["a coming-soon factor", { importanceRanking: ["investmentGoals", "proximityToAmenities"] }, "Proximity to amenities is coming soon and can't be ranked yet."],
      ["a renovation budget between the steps", { renovationPotential: { enabled: true, renovationBudget: 75_000, finishLevel: null } }, "The renovation budget must be $50k to $500k in steps of $50k."],
      ["a renovation budget above the last step", { renovationPotential: { enabled: true, renovationBudget: 550_000, finishLevel: null } }, "The renovation budget must be $50k to $500k in steps of $50k."],
      ["a renovation budget of nothing", { renovationPotential: { enabled: true, renovationBudget: 0, finishLevel: null } }, "The renovation budget must be $50k to $500k in steps of $50k."],
      ["a ranked renovation whose section is off", { importanceRanking: ["renovationPotential"], renovationPotential: { enabled: false, renovationBudget: null, finishLevel: null } }, "Renovation potential is ranked, so its section must be on."],
      ["a renovation choice in a section that is off", { importanceRanking: ["investmentGoals"], renovationPotential: { enabled: false, renovationBudget: 100_000, finishLevel: null } }, "Renovation choices can only be set with the section on."],
      ["an amenity choice in a section that is off", { proximityToAmenities: { enabled: false, selectedCategories: ["schools"], transportMode: "car", maxTravelTime: 30 } }, "Amenity choices can only be set with the section on."],
      ["a location listed twice", { locations: ["Victoria", "Victoria"] }, "Each location can be listed only once."],
      ["an age chosen twice", { propertyAge: ["0-5", "0-5"] }, "Each choice can be made only once."],
      [
        "a commute list that doesn't start with the destination shown",
        { destinations: { enabled: true, address: "Melbourne CBD", transportMode: "car", maxTravelTime: 30, preferences: [{ address: "Geelong", transportMode: "car", maxTravelTime: 30 }] } },
        "The first commute destination must be the destination address.",
      ],
    ];
    for (const [what, change, message] of cases) {
      it(what, async () => {
        const sessionId = asGuest();
        const stored = completePreferences();
        expect((await put(sessionId, stored)).status).toBe(200);
        const res = await put(sessionId, { ...stored, ...change });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
        expect((await get(sessionId)).body.preferences).toEqual(stored);
        // A session nobody has written is not created by a refused copy either.
        const unused = newId();
        expect((await put(unused, { ...stored, ...change })).status).toBe(400);
        const db = await getDb();
        expect(await db.select().from(userSessions).where(eq(userSessions.sessionId, unused))).toEqual([]);
      });
    }

    it("still takes every copy the form can produce at its edges", async () => {
      viewer.current = null;
      const edges = completePreferences({
        priceRange: { min: 9_950_000, max: 10_000_000 },
        importanceRanking: ["renovationPotential", "investmentGoals", "splitLiving", "developmentPotential", "riskOverlay"],
        renovationPotential: { enabled: true, renovationBudget: 500_000, finishLevel: "Premium" },
        destinations: { enabled: true, address: "Melbourne CBD", transportMode: "bicycle", maxTravelTime: 45, preferences: [{ address: "Melbourne CBD", transportMode: "bicycle", maxTravelTime: 45 }] },
      });
      expect((await put(newId(), edges)).status).toBe(200);
    });
  });
});
