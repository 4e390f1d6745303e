import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { betaAccessRequests } from "@/db/schema";
import type { CurrentUser } from "@/server/auth/current-user";

// The handlers read the signed-in user through getCurrentUser (Auth.js needs a
// Next request scope); each test chooses who is signed in.
const session = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock("@/server/auth/current-user", () => ({ getCurrentUser: async () => session.user }));

const { POST: submitRoute } = await import("@/app/api/beta-access/route");
const { POST: checkRoute } = await import("@/app/api/beta-access/check/route");
const submitRequest = (r: Request) => submitRoute(r, undefined);
const check = (r: Request) => checkRoute(r, undefined);
const { approvedOrGuest, requireApprovedOrGuest } = await import("@/server/policy");
const { isBetaApproved } = await import("@/server/beta/approval");

let ip = 0;
function post(path: string, body: unknown) {
  ip += 1;
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${ip}` },
    body: JSON.stringify(body),
  });
}
const valid = { fullName: "Ada Tester", email: "ada@example.com", mobile: "0412 345 678", planInterest: "Half Pie", disclaimer: true };

/** The README's approval statement, as an operator runs it. */
async function approveWithReadmeSql(email: string) {
  const db = await getDb();
  await db.execute(sql`UPDATE beta_access_requests SET approved = true, approved_at = now() WHERE email = ${email}`);
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { message: string; fields?: Record<string, string[]> } }).error;
}

beforeEach(() => {
  session.user = null;
});

describe("beta request form", () => {
  it("stores a request, lower-casing the e-mail", async () => {
    const res = await submitRequest(post("/api/beta-access", { ...valid, email: " Ada@Example.com " }));
    expect(res.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(betaAccessRequests).where(eq(betaAccessRequests.email, "ada@example.com"));
    expect(row).toMatchObject({ fullName: "Ada Tester", mobile: "0412 345 678", planInterest: "Half Pie", disclaimerAccepted: true, approved: false });
  });

  it("asks for every required field with the spec's message", async () => {
    for (const field of ["fullName", "email", "mobile", "planInterest"] as const) {
      const res = await submitRequest(post("/api/beta-access", { ...valid, [field]: "" }));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe("Please fill in all required fields");
    }
    const missing = await submitRequest(post("/api/beta-access", { disclaimer: true }));
    expect((await errorOf(missing)).message).toBe("Please fill in all required fields");
  });

  it("needs the disclaimer accepted", async () => {
    const res = await submitRequest(post("/api/beta-access", { ...valid, email: "nodisclaimer@example.com", disclaimer: false }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("Please accept the disclaimer to continue");
  });

  it("refuses a plan that isn't offered", async () => {
    const res = await submitRequest(post("/api/beta-access", { ...valid, planInterest: "Gold" }));
    expect(res.status).toBe(400);
  });

  it("updates a second request for the same e-mail (sent by its owner, signed in) instead of failing, and never changes approval", async () => {
    await submitRequest(post("/api/beta-access", { ...valid, email: "twice@example.com" }));
    await approveWithReadmeSql("twice@example.com");
    session.user = { id: "00000000-0000-4000-8000-000000000009", email: "twice@example.com" };
    const res = await submitRequest(post("/api/beta-access", { ...valid, email: "TWICE@example.com", fullName: "Ada Lovelace", planInterest: "Whole Pie" }));
    expect(res.status).toBe(200);
    const db = await getDb();
    const rows = await db.select().from(betaAccessRequests).where(eq(betaAccessRequests.email, "twice@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: "Ada Lovelace", planInterest: "Whole Pie", approved: true });
  });
});

describe("POST /api/beta-access/check", () => {
  it("is 401 for a signed-out caller", async () => {
    const res = await check(post("/api/beta-access/check", { email: "ada@example.com" }));
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe("Please log in first");
  });

  it("accepts an empty body", async () => {
    session.user = { id: "00000000-0000-4000-8000-000000000005", email: "nobody-approved@example.com" };
    const res = await check(new Request("http://localhost:3000/api/beta-access/check", { method: "POST" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ approved: false });
  });

  it("refuses to answer for another user's e-mail", async () => {
    await submitRequest(post("/api/beta-access", { ...valid, email: "approved-other@example.com" }));
    await approveWithReadmeSql("approved-other@example.com");
    session.user = { id: "00000000-0000-4000-8000-000000000001", email: "me@example.com" };
    const res = await check(post("/api/beta-access/check", { email: "approved-other@example.com" }));
    expect(res.status).toBe(403);
    expect(JSON.stringify(await res.json())).not.toContain("approved\":true");
  });

  it("answers for the caller's own e-mail: not approved, then approved after the operator's SQL", async () => {
    session.user = { id: "00000000-0000-4000-8000-000000000002", email: "tester@example.com" };
    await submitRequest(post("/api/beta-access", { ...valid, email: "tester@example.com" }));
    const before = await check(post("/api/beta-access/check", {}));
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ approved: false });
    await approveWithReadmeSql("tester@example.com");
    const after = await check(post("/api/beta-access/check", { email: " Tester@Example.com" }));
    expect(await after.json()).toEqual({ approved: true });
  });

  it("works with the README's INSERT … ON CONFLICT statement for someone who never filled in the form", async () => {
    const db = await getDb();
    await db.execute(sql`
      INSERT INTO beta_access_requests (full_name, email, mobile, plan_interest, disclaimer_accepted, approved, approved_at)
      VALUES ('', 'direct@example.com', '', 'Free', false, true, now())
      ON CONFLICT (email) DO UPDATE SET approved = true, approved_at = now()`);
    expect(await isBetaApproved({ email: "DIRECT@example.com" })).toBe(true);
  });
});

describe("requireApprovedOrGuest", () => {
  it("lets a guest through", async () => {
    expect(await requireApprovedOrGuest("/preferences", "preferences.write")).toEqual({ user: null });
  });

  it("sends a signed-in, unapproved user to /request-access with redirectTo", async () => {
    session.user = { id: "00000000-0000-4000-8000-000000000003", email: "waiting@example.com" };
    const err = await requireApprovedOrGuest("/preferences", "preferences.write").catch((e: unknown) => e);
    expect(String((err as { digest?: string }).digest)).toContain("/request-access?redirectTo=%2Fpreferences");
  });

  it("lets an approved user through", async () => {
    session.user = { id: "00000000-0000-4000-8000-000000000004", email: "approved@example.com" };
    await submitRequest(post("/api/beta-access", { ...valid, email: "approved@example.com" }));
    await approveWithReadmeSql("approved@example.com");
    expect(await requireApprovedOrGuest("/preferences", "preferences.write")).toEqual({ user: session.user });
  });

  it("answers /matches's gate without redirecting: allowed for a guest and an approved user, not for a signed-in user who isn't", async () => {
    expect(await approvedOrGuest("search.run")).toEqual({ user: null, allowed: true });
    session.user = { id: "00000000-0000-4000-8000-000000000005", email: "still-waiting@example.com" };
    expect(await approvedOrGuest("search.run")).toEqual({ user: session.user, allowed: false });
    await submitRequest(post("/api/beta-access", { ...valid, email: "still-waiting@example.com" }));
    await approveWithReadmeSql("still-waiting@example.com");
    expect(await approvedOrGuest("search.run")).toEqual({ user: session.user, allowed: true });
  });
});
