import { describe, expect, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { userSessions, users } from "@/db/schema";
import type { SavedPreferenceItem } from "@/lib/matches/types";
import { approveTester } from "./search-fixtures";

vi.mock("@/server/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
const { getCurrentUser } = await import("@/server/auth/current-user");
const savedRoute = await import("@/app/api/saved-preferences/route");
const sessionRoute = await import("@/app/api/sessions/[id]/route");

const user = { id: randomUUID(), email: "saver@example.com" };
const post = (body: unknown) =>
  savedRoute.POST(new Request("http://localhost/api/saved-preferences", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }), undefined);

describe("saved preferences", () => {
  it("saves, lists newest first and normalises the stored preferences", async () => {
    const db = await getDb();
    await db.insert(users).values({ id: user.id, email: user.email, passwordHash: "x" });
    await approveTester(user.email);
    vi.mocked(getCurrentUser).mockResolvedValue(user);
    const sessionId = randomUUID();
    await db.insert(userSessions).values({ sessionId, userId: user.id });

    const first = await post({ name: "  First  ", preferences: { locations: ["Richmond VIC"], unknownKey: 1 }, results_count: 4, session_id: sessionId });
    expect(first.status).toBe(201);
    const { item } = (await first.json()) as { item: SavedPreferenceItem };
    expect(item).toMatchObject({ name: "First", results_count: 4, session_id: sessionId });
    expect(item.preferences).toMatchObject({ locations: ["Richmond VIC"], marketStatus: "All Properties" });
    expect(item.preferences).not.toHaveProperty("unknownKey");

    await new Promise((r) => setTimeout(r, 5));
    expect((await post({ name: "Second", preferences: {} })).status).toBe(201);
    const list = (await (await savedRoute.GET(new Request("http://localhost/api/saved-preferences"), undefined)).json()) as { items: SavedPreferenceItem[] };
    expect(list.items.map((i) => i.name)).toEqual(["Second", "First"]);
  });

  it("refuses a blank name with the spec's message, and malformed bodies with 400", async () => {
    vi.mocked(getCurrentUser).mockResolvedValue(user);
    const blank = await post({ name: "   ", preferences: {} });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.message).toBe("Please enter a name for your saved preferences.");
    expect((await post({ name: "x", preferences: { marketStatus: "Everywhere" } })).status).toBe(400);
    expect((await post({ name: "x", preferences: {}, session_id: "nope" })).status).toBe(400);
    const notJson = await savedRoute.POST(new Request("http://localhost/api/saved-preferences", { method: "POST", headers: { "content-type": "application/json" }, body: "{" }), undefined);
    expect(notJson.status).toBe(400);
    const wrongType = await savedRoute.POST(new Request("http://localhost/api/saved-preferences", { method: "POST", body: "{}" }), undefined);
    expect(wrongType.status).toBe(415);
  });
});

describe("GET /api/sessions/[id]", () => {
  it("tells the owner it is theirs and returns the stored preferences", async () => {
    vi.mocked(getCurrentUser).mockResolvedValue(user);
    const db = await getDb();
    const sessionId = randomUUID();
    await db.insert(userSessions).values({ sessionId, userId: user.id, sessionData: { locations: ["Carlton VIC"] } });
    const res = await sessionRoute.GET(new Request("http://localhost/x"), { params: Promise.resolve({ id: sessionId }) });
    expect(await res.json()).toMatchObject({
      session: { session_id: sessionId, is_owner: true, has_owner: true, is_public: false, session_data: { locations: ["Carlton VIC"] } },
    });
  });
});
