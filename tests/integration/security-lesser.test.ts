/**
 * The lesser findings (docs/SECURITY.md) and the access matrix's new cells:
 * cross-site Origin refused, beta requests can't be overwritten by a stranger, a
 * failed query logs no user data, a junk session cookie logs nothing, and the
 * routes added for the fixes (claim, realtime auth, sign out everywhere) held to
 * owner / other / unapproved / guest.
 */
import "./viewer-mock";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { betaAccessRequests, userSessions } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { route } from "@/server/http";
import { errorFields } from "@/server/log";
import { asGuest, completePreferences, createSession, createUser, jsonRequest, newId, viewer } from "./search-fixtures";

vi.mock("@/server/auth/auth", () => ({ auth: async () => null, signOut: async () => {}, signIn: async () => "/" }));

const preferences = await import("@/app/api/preferences/route");
const beta = await import("@/app/api/beta-access/route");
const claim = await import("@/app/api/sessions/[id]/claim/route");
const everywhere = await import("@/app/api/auth/sign-out-everywhere/route");
const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe("cross-site requests", () => {
  it("refuses a write whose Origin names another site, and lets same-origin and Origin-less ones through", async () => {
    const sessionId = asGuest();
    const body = { sessionId, preferences: completePreferences() };
    const foreign = await preferences.PUT(jsonRequest("/api/preferences", body, { method: "PUT", headers: { origin: "https://evil.example", host: "localhost" } }), {});
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe("Requests from other sites are not allowed.");
    const db = await getDb();
    expect(await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId))).toEqual([]);
    expect((await preferences.PUT(jsonRequest("/api/preferences", body, { method: "PUT", headers: { origin: "http://localhost", host: "localhost" } }), {})).status).toBe(200);
    expect((await preferences.PUT(jsonRequest("/api/preferences", body, { method: "PUT" }), {})).status).toBe(200);
  });
});

describe("beta requests", () => {
  it("can't be overwritten by someone naming another person's address; the owner, signed in, can update theirs", async () => {
    const email = `beta-owner-${newId()}@example.com`;
    const form = (fullName: string, mobile: string) => ({ fullName, email, mobile, planInterest: "Half Pie", disclaimer: true });
    viewer.current = null;
    expect((await beta.POST(jsonRequest("/api/beta-access", form("Real Person", "0412 345 678")), {})).status).toBe(200);
    expect((await beta.POST(jsonRequest("/api/beta-access", form("Impostor", "0499 999 999")), {})).status).toBe(200);
    const db = await getDb();
    const read = async () => (await db.select().from(betaAccessRequests).where(eq(betaAccessRequests.email, email)))[0];
    expect(await read()).toMatchObject({ fullName: "Real Person", mobile: "0412 345 678" });
    viewer.current = await createUser(email, { approved: false });
    await beta.POST(jsonRequest("/api/beta-access", form("Real Person", "0400 111 222")), {});
    expect(await read()).toMatchObject({ fullName: "Real Person", mobile: "0400 111 222" });
    viewer.current = null;
  });
});

describe("logs", () => {
  it("an unexpected error is logged in one line without the query's values", async () => {
    const secretValue = "jane.secret@example.com";
    const err = new Error(`Failed query: insert into users (email) values ($1)\nparams: ${secretValue}`, { cause: Object.assign(new Error("duplicate"), { code: "23505" }) });
    const fields = errorFields(err, { stack: true });
    expect(JSON.stringify(fields)).not.toContain(secretValue);
    expect(JSON.stringify(fields)).not.toContain("jane.secret");
    expect(fields.error).toContain("params: [withheld]");
    const res = await route(async () => {
      throw err;
    })(new Request("http://localhost/api/x"), {});
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain(secretValue);
    expect(new AppError("bad_request", "x").status).toBe(400);
  });
});

describe("access matrix: the auth and account routes × owner / other / unapproved / guest", () => {
  it("POST /api/sessions/[id]/claim: only an approved signed-in user, only an ownerless session", async () => {
    const owner = await createUser(`m-owner-${newId()}@example.com`);
    const other = await createUser(`m-other-${newId()}@example.com`);
    const unapproved = await createUser(`m-unapproved-${newId()}@example.com`, { approved: false });
    const owned = newId();
    await createSession(owned, owner.id);
    const cells: [typeof owner | null, string, number][] = [
      [owner, owned, 200],
      [other, owned, 403],
      [unapproved, owned, 403],
      [null, owned, 401],
      [other, newId(), 404],
    ];
    for (const [who, id, status] of cells) {
      viewer.current = who;
      expect((await claim.POST(new Request(`http://localhost/api/sessions/${id}/claim`, { method: "POST" }), params(id))).status, `${who?.email ?? "guest"}`).toBe(status);
    }
    viewer.current = null;
  });

  it("POST /api/auth/sign-out-everywhere: any signed-in user (approved or not), a guest 401", async () => {
    for (const [who, status] of [
      [await createUser(`m-e1-${newId()}@example.com`), 200],
      [await createUser(`m-e2-${newId()}@example.com`, { approved: false }), 200],
      [null, 401],
    ] as const) {
      viewer.current = who;
      expect((await everywhere.POST(new Request("http://localhost/api/auth/sign-out-everywhere", { method: "POST" }), {})).status).toBe(status);
    }
    viewer.current = null;
  });
});
