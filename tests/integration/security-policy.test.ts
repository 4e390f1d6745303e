/**
 * docs/SECURITY.md, Who may do what: one policy (lib/policy.ts) for pages and route handlers. A
 * signed-in user who isn't an approved tester is stopped by the API exactly where
 * the beta gate stops them in the browser; guests keep what the spec gives them,
 * within a daily search quota from configuration.
 */
import "./viewer-mock";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { rateLimits, savedPreferences, searchListings, userSessions } from "@/db/schema";
import { ACTIONS, can, POLICY } from "@/lib/policy";
import { completePreferences, createSession, createUser, getRequest, jsonRequest, newId, newSession, payloadFor, signInAs, viewer } from "./search-fixtures";

const preferences = await import("@/app/api/preferences/route");
const estimate = await import("@/app/api/search/estimate/route");
const start = await import("@/app/api/search/start/route");
const share = await import("@/app/api/sessions/[id]/share/route");
const claim = await import("@/app/api/sessions/[id]/claim/route");
const saved = await import("@/app/api/saved-preferences/route");
const chat = await import("@/app/api/chat/route");
const sessionRoute = await import("@/app/api/sessions/[id]/route");
const viewerRoute = await import("@/app/api/viewer/route");

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const post = (path: string) => new Request(`http://localhost${path}`, { method: "POST" });

afterEach(() => {
  viewer.current = null;
});

describe("the policy table", () => {
  it("covers every action for every role, and gives an approved tester everything", () => {
    for (const action of ACTIONS) {
      expect(Object.keys(POLICY[action]).sort()).toEqual(["approved", "guest", "unapproved"]);
      expect(can("approved", action)).toBe(true);
    }
    // The spec's guest: preferences, search, matches, share, chat, beta form, and stars within their own session — never saved sessions or exports.
    expect(ACTIONS.filter((a) => can("guest", a)).sort()).toEqual(["beta.request", "chat.send", "preferences.write", "search.run", "session.read", "session.share", "shortlist.write"]);
  });
});

describe("where the table is asked", () => {
  const sources = (readdirSync("app", { recursive: true, encoding: "utf8" }) as string[])
    .filter((f) => /(?:route\.ts|page\.tsx)$/.test(f))
    .map((f) => readFileSync(path.join("app", f), "utf8"));
  const asked = new Set(sources.flatMap((s) => [...s.matchAll(/(?:requirePermission\(|approvedOrGuest\(|requireApprovedOrGuest\("[^"]*", )"([a-z.]+)"/g)].map((m) => m[1])));

  it("asks every action of the table in some route handler or page, and no action the table lacks", () => {
    expect([...asked].sort()).toEqual([...ACTIONS].sort());
  });
});

describe("GET /api/viewer (what the static pages fill in)", () => {
  it("tells each caller only their own e-mail and approval; a guest gets null with 200", async () => {
    const ask = async () => {
      const res = await viewerRoute.GET(getRequest("/api/viewer"), {});
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toContain("no-store");
      return res.json();
    };
    expect(await ask()).toEqual({ user: null });
    const waiting = await signInAs("viewer-waiting", { approved: false });
    expect(await ask()).toEqual({ user: { email: waiting.email, approved: false, name: null, hasMatches: false } });
    // The first name on their beta request (search-fixtures approves "Test Tester"), and no matches before a search.
    const tester = await signInAs("viewer-tester");
    expect(await ask()).toEqual({ user: { email: tester.email, approved: true, name: "Test", hasMatches: false } });
    // Once a session of theirs has a result, the landing may say their matches are waiting.
    const sessionId = newId();
    await createSession(sessionId, tester.id);
    const db = await getDb();
    await db.insert(searchListings).values({ sessionId, listingId: "viewer-test-listing" });
    expect(await ask()).toEqual({ user: { email: tester.email, approved: true, name: "Test", hasMatches: true } });
  });
});

describe("a signed-in user who isn't approved", () => {
  it("is refused every costly or gated write with 403 and the beta gate's message, and nothing is written", async () => {
    const user = await signInAs("unapproved", { approved: false });
    const sessionId = newId();
    const owned = newId();
    await createSession(owned, user.id);
    const answers = [
      await preferences.PUT(jsonRequest("/api/preferences", { sessionId, preferences: completePreferences() }, { method: "PUT" }), {}),
      await estimate.POST(jsonRequest("/api/search/estimate", payloadFor(sessionId)), {}),
      await estimate.GET(getRequest(`/api/search/estimate?sessionId=${sessionId}`), {}),
      await start.POST(jsonRequest("/api/search/start", payloadFor(sessionId)), {}),
      await share.POST(post(`/api/sessions/${owned}/share`), params(owned)),
      await claim.POST(post(`/api/sessions/${sessionId}/claim`), params(sessionId)),
      await saved.POST(jsonRequest("/api/saved-preferences", { name: "x", preferences: completePreferences() }), {}),
      await chat.POST(jsonRequest("/api/chat", { sessionId, message: { text: "3 bed house in Geelong" } }), {}),
    ];
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Beta access required for full features");
    }
    const db = await getDb();
    expect(await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId))).toEqual([]);
    expect((await db.select().from(userSessions).where(eq(userSessions.sessionId, owned)))[0].isPublic).toBe(false);
    expect(await db.select().from(savedPreferences).where(eq(savedPreferences.userId, user.id))).toEqual([]);
  });

  it("can still open a link someone shared (the guest-viewing bypass) and list saved sessions", async () => {
    const owner = await createUser(`sharer-${newId()}@example.com`);
    const sessionId = await newSession(owner.id);
    const db = await getDb();
    await db.update(userSessions).set({ isPublic: true }).where(eq(userSessions.sessionId, sessionId));
    await signInAs("reader", { approved: false });
    expect((await sessionRoute.GET(getRequest(`/api/sessions/${sessionId}`), params(sessionId))).status).toBe(200);
    expect((await saved.GET(getRequest("/api/saved-preferences"), {})).status).toBe(200);
  });

  it("an approved tester passes the same gates", async () => {
    await signInAs("approved");
    const sessionId = newId();
    expect((await preferences.PUT(jsonRequest("/api/preferences", { sessionId, preferences: completePreferences() }, { method: "PUT" }), {})).status).toBe(200);
  });
});

describe("the guest's daily search quota", () => {
  it("comes from GUEST_DAILY_SEARCHES and stops the next search with 429 and a clear message", async () => {
    const saved = process.env.GUEST_DAILY_SEARCHES;
    process.env.GUEST_DAILY_SEARCHES = "2";
    try {
      const ip = "192.0.2.222";
      const db = await getDb();
      await db.insert(rateLimits).values({ key: `guest-search-day:${ip}`, points: 2, expiresAt: sql`now() + interval '5 hours'` });
      const sessionId = newId();
      const res = await start.POST(jsonRequest("/api/search/start", payloadFor(sessionId), { headers: { "x-forwarded-for": ip } }), {});
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Guests can run 2 searches a day. Sign in for more, or try again in 5 hours.");
      expect(await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId))).toEqual([]);
    } finally {
      process.env.GUEST_DAILY_SEARCHES = saved;
    }
  });
});
