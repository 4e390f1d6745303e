import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GET, PUT } from "@/app/api/preferences/route";
import { getDb } from "@/db/client";
import { userSessions } from "@/db/schema";
import { toSearchPayload } from "@/lib/preferences/convert";
import { searchPayloadSchema } from "@/lib/preferences/schema";
import { completePreferences, createSession, createUser, getRequest, jsonRequest, newId, viewer } from "./search-fixtures";

vi.mock("@/server/auth/current-user", async () => {
  const { viewer: v } = await import("./search-fixtures");
  return { getCurrentUser: async () => v.current };
});

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
    expect(await get(newId())).toEqual({ status: 200, body: { preferences: null } });
  });

  it("saves a guest's copy with user_id null and loads it back unchanged", async () => {
    viewer.current = null;
    const sessionId = newId();
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
    const owner = await createUser(`prefs-${newId()}@example.com`);
    viewer.current = owner;
    const sessionId = newId();
    await put(sessionId, completePreferences());
    const db = await getDb();
    const [row] = await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId));
    expect(row.userId).toBe(owner.id);

    viewer.current = await createUser(`intruder-${newId()}@example.com`);
    expect((await put(sessionId, completePreferences({ bedrooms: "1+" }))).status).toBe(403);
    expect((await get(sessionId)).status).toBe(403);
    viewer.current = null;
    expect((await get(sessionId)).status).toBe(401);
  });

  it("reports an empty server copy as null (the client then clears its state)", async () => {
    viewer.current = null;
    const sessionId = newId();
    await createSession(sessionId);
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
    viewer.current = null;
    const sessionId = newId();
    const prefs = completePreferences({ priceRange: { min: 400_000, max: 900_000 } });
    await put(sessionId, prefs);
    const saved = (await get(sessionId)).body.preferences as typeof prefs;
    const payload = searchPayloadSchema.parse(toSearchPayload({ sessionId, userId: null, preferences: saved }));
    expect(payload.data.minPrice).toBe("400000");
    expect(payload.data.maxPrice).toBe("900000");
    expect(payload.importance).toEqual({ investmentGoals: 1, renovationPotential: 2, splitLiving: 3 });
    expect(payload.data.renovationPotential.renovationBudget).toBe(100_000);
  });
});
