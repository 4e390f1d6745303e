import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq, inArray, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  authTokens,
  betaAccessRequests,
  chatMessages,
  emailOutbox,
  notifications,
  savedPreferences,
  searchListings,
  userSessions,
  users,
} from "@/db/schema";
import type { CurrentUser } from "@/server/auth/current-user";

const session = vi.hoisted(() => ({ user: null as CurrentUser | null, signedOut: 0, signIns: [] as string[] }));
vi.mock("@/server/auth/current-user", () => ({ getCurrentUser: async () => session.user }));
// Auth.js's server helpers need a Next request scope; the handlers' own logic is what is tested here.
vi.mock("@/server/auth/auth", () => ({
  auth: async () => null,
  signOut: async () => {
    session.signedOut += 1;
  },
  signIn: async (_provider: string, opts: { email: string }) => {
    session.signIns.push(opts.email);
    return "/";
  },
}));

const { DELETE: deleteAccountRoute, GET: accountRoute } = await import("@/app/api/account/route");
const { POST: changePasswordRoute } = await import("@/app/api/auth/change-password/route");
const { registerUser } = await import("@/server/auth/accounts");
const { isTokenCurrent, startAuthSession } = await import("@/server/auth/token-check");

function request(method: string, path: string, body?: unknown) {
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A user with one of everything: private and public sessions with listings, notifications and chat, saved preferences, a beta request. */
async function userWithData(email: string) {
  const user = await registerUser({ email, password: "correct horse battery" });
  const db = await getDb();
  const privateSession = crypto.randomUUID();
  const publicSession = crypto.randomUUID();
  await db.insert(userSessions).values([
    { sessionId: privateSession, userId: user.id, isPublic: false },
    { sessionId: publicSession, userId: user.id, isPublic: true },
  ]);
  for (const sessionId of [privateSession, publicSession]) {
    await db.insert(searchListings).values({ sessionId, listingId: `L-${sessionId.slice(0, 8)}`, propertyScore: 50 });
    await db.insert(notifications).values({ sessionId, message: "Analysis complete" });
    await db.insert(chatMessages).values({ sessionId, type: "user", content: "3 bed house in Ballarat" });
  }
  await db.insert(savedPreferences).values({ userId: user.id, name: "Ballarat", preferences: { bedrooms: 3 }, sessionId: privateSession });
  await db.insert(betaAccessRequests).values({ fullName: "X", email, mobile: "0400000000", planInterest: "Free", disclaimerAccepted: true });
  return { user, sessionIds: [privateSession, publicSession] };
}

/** What countRows finds for one userWithData, and once its account is deleted. */
const ONE_OF_EVERYTHING = { users: 1, sessions: 2, listings: 2, notifications: 2, chat: 2, saved: 1, beta: 1, tokens: 1, mail: 1 };
const NOTHING = { users: 0, sessions: 0, listings: 0, notifications: 0, chat: 0, saved: 0, beta: 0, tokens: 0, mail: 0 };

async function countRows(userId: string, email: string, sessionIds: string[]) {
  const db = await getDb();
  const n = async (p: Promise<unknown[]>) => (await p).length;
  return {
    users: await n(db.select().from(users).where(eq(users.id, userId))),
    sessions: await n(db.select().from(userSessions).where(or(eq(userSessions.userId, userId), inArray(userSessions.sessionId, sessionIds)))),
    listings: await n(db.select().from(searchListings).where(inArray(searchListings.sessionId, sessionIds))),
    notifications: await n(db.select().from(notifications).where(inArray(notifications.sessionId, sessionIds))),
    chat: await n(db.select().from(chatMessages).where(inArray(chatMessages.sessionId, sessionIds))),
    saved: await n(db.select().from(savedPreferences).where(eq(savedPreferences.userId, userId))),
    beta: await n(db.select().from(betaAccessRequests).where(eq(betaAccessRequests.email, email))),
    tokens: await n(db.select().from(authTokens).where(eq(authTokens.userId, userId))),
    mail: await n(db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))),
  };
}

beforeEach(() => {
  session.user = null;
  session.signedOut = 0;
  session.signIns = [];
});

describe("DELETE /api/account", () => {
  it("needs a signed-in user", async () => {
    const res = await deleteAccountRoute(request("DELETE", "/api/account", {}), undefined);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("No user ID available");
  });

  it("removes the user and everything of theirs, shared sessions included, and leaves others' data alone", async () => {
    const doomed = await userWithData("doomed@example.com");
    const other = await userWithData("survivor@example.com");
    const before = await countRows(doomed.user.id, "doomed@example.com", doomed.sessionIds);
    expect(before).toEqual(ONE_OF_EVERYTHING);

    session.user = { id: doomed.user.id, email: doomed.user.email };
    const doomedSid = await startAuthSession(doomed.user.id);
    const res = await deleteAccountRoute(request("DELETE", "/api/account", {}), undefined);
    expect(res.status).toBe(204);
    expect(session.signedOut).toBe(1);

    expect(await countRows(doomed.user.id, "doomed@example.com", doomed.sessionIds)).toEqual(NOTHING);
    expect(await countRows(other.user.id, "survivor@example.com", other.sessionIds)).toEqual(before);
    expect(await isTokenCurrent({ uid: doomed.user.id, tv: 0, sid: doomedSid })).toBe(false);
  });

  it("deletes nothing twice: a stale session for a deleted account gets 404", async () => {
    const gone = await userWithData("gone@example.com");
    session.user = { id: gone.user.id, email: gone.user.email };
    expect((await deleteAccountRoute(request("DELETE", "/api/account", {}), undefined)).status).toBe(204);
    expect((await deleteAccountRoute(request("DELETE", "/api/account", {}), undefined)).status).toBe(404);
  });

  it("rolls back every delete when one fails", async () => {
    const kept = await userWithData("kept@example.com");
    const db = await getDb();
    // A trigger that fails the final users delete, to prove the earlier deletes don't stick.
    await db.execute(sql`create or replace function refuse_user_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await db.execute(sql`create trigger refuse_user_delete before delete on users for each row execute function refuse_user_delete()`);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      session.user = { id: kept.user.id, email: kept.user.email };
      const res = await deleteAccountRoute(request("DELETE", "/api/account", {}), undefined);
      expect(res.status).toBe(500);
      expect(await countRows(kept.user.id, "kept@example.com", kept.sessionIds)).toEqual(ONE_OF_EVERYTHING);
    } finally {
      quiet.mockRestore();
      await db.execute(sql`drop trigger refuse_user_delete on users`);
      await db.execute(sql`drop function refuse_user_delete()`);
    }
  });
});

describe("POST /api/auth/change-password", () => {
  it("needs a signed-in user", async () => {
    const res = await changePasswordRoute(request("POST", "/api/auth/change-password", { currentPassword: "x", password: "a new passphrase", confirmPassword: "a new passphrase" }), undefined);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Auth session missing!");
  });

  it("checks the current password, the confirmation and the rules, then changes the password and re-issues this session", async () => {
    const user = await registerUser({ email: "changer2@example.com", password: "correct horse battery" });
    session.user = { id: user.id, email: user.email };
    const sid = await startAuthSession(user.id);
    const currentPassword = "correct horse battery";
    const noCurrent = await changePasswordRoute(request("POST", "/api/auth/change-password", { password: "a new passphrase", confirmPassword: "a new passphrase" }), undefined);
    expect(noCurrent.status).toBe(400);
    expect(((await noCurrent.json()) as { error: { fields: Record<string, string[]> } }).error.fields.currentPassword).toEqual(["Please enter your current password"]);
    const wrong = await changePasswordRoute(
      request("POST", "/api/auth/change-password", { currentPassword: "a guessed password", password: "a new passphrase", confirmPassword: "a new passphrase" }),
      undefined,
    );
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe("Your current password is incorrect");
    expect(await isTokenCurrent({ uid: user.id, tv: 0, sid })).toBe(true);
    const mismatch = await changePasswordRoute(request("POST", "/api/auth/change-password", { currentPassword, password: "a new passphrase", confirmPassword: "a new passphrasf" }), undefined);
    expect(((await mismatch.json()) as { error: { message: string } }).error.message).toBe("Passwords do not match");
    const weak = await changePasswordRoute(request("POST", "/api/auth/change-password", { currentPassword, password: "abc123", confirmPassword: "abc123" }), undefined);
    expect(((await weak.json()) as { error: { message: string } }).error.message).toBe(
      "Password is too weak: it must be at least 8 characters; it is one of the most commonly used passwords.",
    );
    const ok = await changePasswordRoute(request("POST", "/api/auth/change-password", { currentPassword, password: "a new passphrase", confirmPassword: "a new passphrase" }), undefined);
    expect(ok.status).toBe(200);
    expect(session.signIns).toEqual(["changer2@example.com"]);
    expect(await isTokenCurrent({ uid: user.id, tv: 0, sid })).toBe(false);
  });
});

describe("GET /api/account", () => {
  it("shows only the caller's own e-mail", async () => {
    expect((await accountRoute(request("GET", "/api/account"), undefined)).status).toBe(401);
    session.user = { id: "00000000-0000-4000-8000-000000000009", email: "me@example.com" };
    expect(await (await accountRoute(request("GET", "/api/account"), undefined)).json()).toEqual({ email: "me@example.com" });
  });
});
