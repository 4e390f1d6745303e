/**
 * The access matrix (docs/SECURITY.md, Who may do what): owner, another user and a guest against public,
 * private, ownerless and missing sessions, on every route of the matches and
 * sessions API, and the watched searches' routes (with a signed-in, unapproved user). Only the "who is signed in" lookup is mocked; the access rules
 * and the database are real.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { savedPreferences, searchListings, searchWatches, userSessions, users } from "@/db/schema";
import { approveTester, TEST_BROWSER_COOKIE } from "./search-fixtures";

vi.mock("@/server/auth/current-user", () => ({ getCurrentUser: vi.fn() }));

const { getCurrentUser } = await import("@/server/auth/current-user");
const sessionRoute = await import("@/app/api/sessions/[id]/route");
const shareRoute = await import("@/app/api/sessions/[id]/share/route");
const listingsRoute = await import("@/app/api/sessions/[id]/listings/route");
const listingRoute = await import("@/app/api/sessions/[id]/listings/[listingId]/route");
const savedRoute = await import("@/app/api/saved-preferences/route");
const savedItemRoute = await import("@/app/api/saved-preferences/[id]/route");
// The search flow's routes that read or write a session, held to the same matrix.
const preferencesRoute = await import("@/app/api/preferences/route");
const notificationsRoute = await import("@/app/api/notifications/route");
const estimateRoute = await import("@/app/api/search/estimate/route");
// The link preview's image routes (docs/SECURITY.md, "Link previews").
const ogImageRoute = await import("@/app/session/[sessionId]/opengraph-image");
const twitterImageRoute = await import("@/app/session/[sessionId]/twitter-image");
const { sessionPreviewImage } = await import("@/components/previews/preview-image");
const { PRIVATE_PREVIEW } = await import("@/lib/previews/session-preview");
// Watched searches (docs/WATCHES.md).
const watchesRoute = await import("@/app/api/watches/route");
const watchRoute = await import("@/app/api/watches/[id]/route");
const unsubscribeRoute = await import("@/app/api/watches/unsubscribe/route");
const { unsubscribeToken } = await import("@/server/watches/unsubscribe");
// Shortlist, compare and export (docs/WATCHES.md, "Shortlist, compare and export").
const starsRoute = await import("@/app/api/sessions/[id]/stars/route");
const starRoute = await import("@/app/api/sessions/[id]/stars/[listingId]/route");
const compareRoute = await import("@/app/api/sessions/[id]/compare/route");
const exportRoute = await import("@/app/api/sessions/[id]/export/route");
// The account's finance defaults (docs/FINANCE.md §14).
const accountFinanceRoute = await import("@/app/api/account/finance/route");

type ViewerName = "owner" | "other" | "guest";
type SessionKind = "public" | "private" | "ownerless" | "missing";

const people: Record<"owner" | "other", { id: string; email: string }> = {
  owner: { id: randomUUID(), email: "jane.owner@example.com" },
  other: { id: randomUUID(), email: "sam.other@example.com" },
};

function actAs(viewer: ViewerName) {
  vi.mocked(getCurrentUser).mockResolvedValue(viewer === "guest" ? null : people[viewer]);
}

/** A fresh session of the kind asked for, with one scored listing; "missing" only has an id. */
async function makeSession(kind: SessionKind): Promise<string> {
  const id = randomUUID();
  if (kind === "missing") return id;
  const db = await getDb();
  await db.insert(userSessions).values({
    sessionId: id,
    userId: kind === "ownerless" ? null : people.owner.id,
    isPublic: kind === "public",
    sessionData: { marketStatus: "For Sale" },
  });
  await db.insert(searchListings).values([
    { sessionId: id, listingId: "L1", propertyScore: 70, analysisComplete: true, scoringInputs: {} },
    { sessionId: id, listingId: "L2", propertyScore: 60, analysisComplete: true, scoringInputs: {} },
  ]);
  return id;
}

const ctx = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });
// Every request comes from one browser (its guest key cookie), as in a browser: a guest's session stays theirs.
const req = (path: string, init?: RequestInit) => new Request(`http://localhost${path}`, { ...init, headers: { cookie: TEST_BROWSER_COOKIE, ...init?.headers } });

type Call = (sessionId: string) => Promise<Response>;
const calls: Record<string, Call> = {
  "GET /api/sessions/[id]": (id) => sessionRoute.GET(req(`/api/sessions/${id}`), ctx({ id })),
  "POST /api/sessions/[id]/share": (id) => shareRoute.POST(req(`/api/sessions/${id}/share`, { method: "POST" }), ctx({ id })),
  "GET /api/sessions/[id]/listings": (id) => listingsRoute.GET(req(`/api/sessions/${id}/listings`), ctx({ id })),
  "GET /api/sessions/[id]/listings/[listingId]": (id) =>
    listingRoute.GET(req(`/api/sessions/${id}/listings/L1`), ctx({ id, listingId: "L1" })),
  "POST /api/saved-preferences (with session_id)": (id) =>
    savedRoute.POST(
      req("/api/saved-preferences", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Saved", preferences: { marketStatus: "For Sale" }, results_count: 1, session_id: id }),
      }),
      undefined,
    ),
  "GET /api/preferences": (id) => preferencesRoute.GET(req(`/api/preferences?sessionId=${id}`), undefined),
  "PUT /api/preferences": (id) =>
    preferencesRoute.PUT(
      req("/api/preferences", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ sessionId: id, preferences: { marketStatus: "Off Market" } }) }),
      undefined,
    ),
  "GET /api/notifications": (id) => notificationsRoute.GET(req(`/api/notifications?sessionId=${id}`), undefined),
  "GET /api/search/estimate": (id) => estimateRoute.GET(req(`/api/search/estimate?sessionId=${id}`), undefined),
};

const READ = { owner: [200, 200, 200, 404], other: [200, 403, 200, 404], guest: [200, 401, 200, 404] };
const expected: Record<string, Record<ViewerName, number[]>> = {
  "GET /api/sessions/[id]": READ,
  // A session nobody has written yet has no listings: an empty answer, not 404 (a new user's /matches).
  "GET /api/sessions/[id]/listings": { owner: [200, 200, 200, 200], other: [200, 403, 200, 200], guest: [200, 401, 200, 200] },
  "GET /api/sessions/[id]/listings/[listingId]": READ,
  // A signed-in user writing to a guest's (ownerless) session is asked to claim it first: 409 claim_required.
  "POST /api/sessions/[id]/share": { owner: [200, 200, 409, 404], other: [403, 403, 409, 404], guest: [401, 401, 200, 404] },
  // Saving a session id needs read access to it; an unused id becomes the saver's session.
  "POST /api/saved-preferences (with session_id)": { owner: [201, 201, 201, 201], other: [201, 403, 201, 201], guest: [401, 401, 401, 401] },
  // A session nobody has written yet has no preferences or notifications: an empty answer, not 404.
  "GET /api/preferences": { owner: [200, 200, 200, 200], other: [200, 403, 200, 200], guest: [200, 401, 200, 200] },
  "GET /api/notifications": { owner: [200, 200, 200, 200], other: [200, 403, 200, 200], guest: [200, 401, 200, 200] },
  // Writing an unused id creates the session (owned by the writer, or ownerless for a guest).
  "PUT /api/preferences": { owner: [200, 200, 409, 200], other: [403, 403, 409, 200], guest: [401, 401, 200, 200] },
  "GET /api/search/estimate": { owner: [200, 200, 409, 404], other: [403, 403, 409, 404], guest: [401, 401, 200, 404] },
};
const KINDS: SessionKind[] = ["public", "private", "ownerless", "missing"];

beforeAll(async () => {
  const db = await getDb();
  await db.insert(users).values(Object.values(people).map((p) => ({ id: p.id, email: p.email, passwordHash: "x", emailConfirmedAt: new Date() })));
  for (const p of Object.values(people)) await approveTester(p.email);
});

beforeEach(() => vi.mocked(getCurrentUser).mockReset());

describe("session routes × viewer × session kind", () => {
  for (const [name, call] of Object.entries(calls)) {
    for (const viewer of ["owner", "other", "guest"] as const) {
      KINDS.forEach((kind, i) => {
        const status = expected[name][viewer][i];
        it(`${name}: ${viewer} on a ${kind} session → ${status}`, async () => {
          const id = await makeSession(kind);
          actAs(viewer);
          const res = await call(id);
          expect(res.status).toBe(status);
          if (status >= 400) {
            const body = await res.json();
            expect(body.error.code).toBeTruthy();
            expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
          }
        });
      });
    }
  }

  it("rejects a malformed session id with 400 on every session route", async () => {
    actAs("owner");
    for (const [name, call] of Object.entries(calls)) expect((await call("not-a-uuid")).status, name).toBe(400);
  });
});

describe("what the answers reveal", () => {
  it("shows the owner's e-mail only masked on Login Required and on forbidden", async () => {
    const id = await makeSession("private");
    for (const viewer of ["guest", "other"] as const) {
      actAs(viewer);
      const body = await (await calls["GET /api/sessions/[id]"](id)).json();
      expect(body.error.ownerEmail).toBe("j•••@example.com");
      expect(JSON.stringify(body)).not.toContain("jane.owner");
    }
  });

  it("returns no listings and no preferences of a private session to anyone but its owner", async () => {
    const id = await makeSession("private");
    for (const viewer of ["guest", "other"] as const) {
      actAs(viewer);
      for (const name of ["GET /api/sessions/[id]", "GET /api/sessions/[id]/listings", "GET /api/sessions/[id]/listings/[listingId]", "GET /api/preferences"]) {
        const text = await (await calls[name](id)).text();
        expect(text).not.toContain("L1");
        expect(text).not.toContain("For Sale");
      }
    }
  });

  it("opens a private session to everyone once its owner shares it", async () => {
    const id = await makeSession("private");
    actAs("guest");
    expect((await calls["GET /api/sessions/[id]/listings"](id)).status).toBe(401);
    actAs("owner");
    expect((await calls["POST /api/sessions/[id]/share"](id)).status).toBe(200);
    for (const viewer of ["guest", "other"] as const) {
      actAs(viewer);
      expect((await calls["GET /api/sessions/[id]/listings"](id)).status).toBe(200);
    }
  });

  it("answers a session nobody has written yet with no listings, to anyone, and creates nothing", async () => {
    const id = await makeSession("missing");
    for (const viewer of ["owner", "other", "guest"] as const) {
      actAs(viewer);
      expect(await (await calls["GET /api/sessions/[id]/listings"](id)).json()).toEqual({
        listings: [],
        numbers_basis: "owner",
        analysis: { total: 0, complete: 0, search_running: false, matched: null, price_filtered: false, source_notes: [] },
      });
    }
    const db = await getDb();
    expect(await db.select().from(userSessions).where(eq(userSessions.sessionId, id))).toEqual([]);
  });

  it("makes an unused session id saved by a user that user's session", async () => {
    const id = await makeSession("missing");
    actAs("other");
    expect((await calls["POST /api/saved-preferences (with session_id)"](id)).status).toBe(201);
    const db = await getDb();
    const [row] = await db.select().from(userSessions).where(eq(userSessions.sessionId, id));
    expect(row.userId).toBe(people.other.id);
  });
});

describe("checkSessionAccess (server/sessions.ts)", () => {
  it("returns the decision without throwing, with the owner's masked e-mail where a refusal names one", async () => {
    const { checkSessionAccess } = await import("@/server/sessions");
    const id = await makeSession("private");
    expect(await checkSessionAccess({ sessionId: id, viewer: null, action: "read" })).toEqual({ allowed: false, reason: "login_required", ownerEmail: "j•••@example.com" });
    expect(await checkSessionAccess({ sessionId: id, viewer: people.other, action: "read" })).toEqual({ allowed: false, reason: "forbidden", ownerEmail: "j•••@example.com" });
    expect(await checkSessionAccess({ sessionId: id, viewer: people.owner, action: "read" })).toMatchObject({ allowed: true, session: { sessionId: id, userId: people.owner.id } });
    expect(await checkSessionAccess({ sessionId: randomUUID(), viewer: people.owner, action: "read" })).toEqual({ allowed: false, reason: "not_found", ownerEmail: null });
    const ownerless = await makeSession("ownerless");
    expect(await checkSessionAccess({ sessionId: ownerless, viewer: people.other, action: "write" })).toEqual({ allowed: false, reason: "claim_required", ownerEmail: null });
  });
});

describe("saved preferences × viewer", () => {
  async function ownersItem() {
    const db = await getDb();
    const [row] = await db
      .insert(savedPreferences)
      .values({ userId: people.owner.id, name: `Owner's ${randomUUID().slice(0, 6)}`, preferences: {}, resultsCount: 3 })
      .returning();
    return row;
  }
  const list = () => savedRoute.GET(req("/api/saved-preferences"), undefined);
  const del = (id: string) => savedItemRoute.DELETE(req(`/api/saved-preferences/${id}`, { method: "DELETE" }), ctx({ id }));
  const insert = () =>
    savedRoute.POST(
      req("/api/saved-preferences", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "No session", preferences: {} }),
      }),
      undefined,
    );

  it("GET: the owner sees their items, another user none of them, a guest 401", async () => {
    const item = await ownersItem();
    actAs("owner");
    const mine = await list();
    expect(mine.status).toBe(200);
    expect((await mine.json()).items.map((i: { id: string }) => i.id)).toContain(item.id);
    actAs("other");
    const theirs = await list();
    expect(theirs.status).toBe(200);
    expect((await theirs.json()).items.map((i: { id: string }) => i.id)).not.toContain(item.id);
    actAs("guest");
    const guest = await list();
    expect(guest.status).toBe(401);
    expect((await guest.json()).error.message).toBe("User must be authenticated");
  });

  it("POST without a session: a signed-in user 201, a guest 401", async () => {
    actAs("owner");
    expect((await insert()).status).toBe(201);
    actAs("other");
    expect((await insert()).status).toBe(201);
    actAs("guest");
    const res = await insert();
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe("User must be authenticated");
  });

  it("DELETE: the owner 204, another user 404 like a missing item (ids can't be probed), a guest 401", async () => {
    const item = await ownersItem();
    actAs("guest");
    expect((await del(item.id)).status).toBe(401);
    actAs("other");
    expect((await del(item.id)).status).toBe(404);
    actAs("owner");
    expect((await del(item.id)).status).toBe(204);
    expect((await del(item.id)).status).toBe(404);
    expect((await del("nope")).status).toBe(400);
  });
});

describe("link preview images × viewer × session kind", () => {
  // A preview is fetched by whatever a link is pasted into, signed in as nobody: it is the same
  // for every viewer, shows a session's figures only when it is shared, and answers a private,
  // unshared or missing session alike (200 and the card drawn from no data), so it reveals
  // neither data nor existence. The unapproved user is signed in but not beta-approved.
  const unapproved = { id: randomUUID(), email: "una.unapproved@example.com" };
  const previewViewers = ["owner", "other", "guest", "unapproved"] as const;
  const shows: Record<SessionKind, "figures" | "nothing"> = { public: "figures", private: "nothing", ownerless: "nothing", missing: "nothing" };
  let neutral: Buffer;

  beforeAll(async () => {
    const db = await getDb();
    await db.insert(users).values({ id: unapproved.id, email: unapproved.email, passwordHash: "x", emailConfirmedAt: new Date() });
    neutral = Buffer.from(await sessionPreviewImage(PRIVATE_PREVIEW).arrayBuffer());
  });

  for (const [name, route] of [
    ["GET /session/[sessionId]/opengraph-image", ogImageRoute],
    ["GET /session/[sessionId]/twitter-image", twitterImageRoute],
  ] as const) {
    for (const viewer of previewViewers) {
      for (const kind of KINDS) {
        it(`${name}: ${viewer} on a ${kind} session → 200, ${shows[kind] === "figures" ? "its figures" : "the card drawn from no data"}`, async () => {
          const id = await makeSession(kind);
          vi.mocked(getCurrentUser).mockResolvedValue(viewer === "guest" ? null : viewer === "unapproved" ? unapproved : people[viewer]);
          const res = await route.default({ params: Promise.resolve({ sessionId: id }) });
          expect(res.status).toBe(200);
          expect(res.headers.get("content-type")).toBe("image/png");
          expect(Buffer.from(await res.arrayBuffer()).equals(neutral)).toBe(shows[kind] === "nothing");
        });
      }
    }
  }
});

describe("watched searches × viewer", () => {
  // Watching needs write access to the session (its owner); the watch itself is its owner's alone:
  // anyone else is answered as if it did not exist. The unapproved user is signed in, not beta-approved.
  const unapproved = { id: randomUUID(), email: "uma.unapproved@example.com" };
  type WatchViewer = ViewerName | "unapproved";
  const watchViewers: WatchViewer[] = ["owner", "other", "guest", "unapproved"];
  const actAsWatcher = (v: WatchViewer) => vi.mocked(getCurrentUser).mockResolvedValue(v === "unapproved" ? unapproved : v === "guest" ? null : people[v]);
  const json = (method: string, path: string, body: unknown) =>
    req(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  beforeAll(async () => {
    const db = await getDb();
    await db.insert(users).values({ id: unapproved.id, email: unapproved.email, passwordHash: "x", emailConfirmedAt: new Date() });
  });

  // Each case starts within the owner's plan limit of watched searches.
  afterEach(async () => {
    const db = await getDb();
    await db.delete(searchWatches).where(eq(searchWatches.userId, people.owner.id));
  });

  async function ownersWatch(): Promise<string> {
    const id = await makeSession("private");
    actAs("owner");
    const res = await watchesRoute.POST(json("POST", "/api/watches", { session_id: id }), undefined);
    expect(res.status).toBe(201);
    return (await res.json()).watch.id;
  }

  const create: Record<WatchViewer, number[]> = {
    owner: [201, 201, 409, 404],
    other: [403, 403, 409, 404],
    guest: [401, 401, 401, 401],
    unapproved: [403, 403, 403, 403],
  };
  for (const viewer of watchViewers) {
    KINDS.forEach((kind, i) => {
      it(`POST /api/watches: ${viewer} on a ${kind} session → ${create[viewer][i]}`, async () => {
        const id = await makeSession(kind);
        actAsWatcher(viewer);
        const res = await watchesRoute.POST(json("POST", "/api/watches", { session_id: id }), undefined);
        expect(res.status).toBe(create[viewer][i]);
      });
    });
  }

  const onWatch: Record<string, Record<WatchViewer, number>> = {
    "GET /api/watches (lists it)": { owner: 200, other: 200, guest: 401, unapproved: 200 },
    "PUT /api/watches/[id]": { owner: 200, other: 404, guest: 401, unapproved: 403 },
    "DELETE /api/watches/[id]": { owner: 204, other: 404, guest: 401, unapproved: 404 },
    "POST /api/watches/unsubscribe (its signed link)": { owner: 200, other: 200, guest: 200, unapproved: 200 },
    "POST /api/watches/unsubscribe (a tampered link)": { owner: 403, other: 403, guest: 403, unapproved: 403 },
  };
  const callOn: Record<string, (id: string) => Promise<Response>> = {
    "GET /api/watches (lists it)": () => watchesRoute.GET(req("/api/watches"), undefined),
    "PUT /api/watches/[id]": (id) => watchRoute.PUT(json("PUT", `/api/watches/${id}`, { name: "Renamed", frequency: "weekly", top_n: 5, threshold: 3 }), ctx({ id })),
    "DELETE /api/watches/[id]": (id) => watchRoute.DELETE(req(`/api/watches/${id}`, { method: "DELETE" }), ctx({ id })),
    "POST /api/watches/unsubscribe (its signed link)": (id) =>
      unsubscribeRoute.POST(req(`/api/watches/unsubscribe?token=${encodeURIComponent(unsubscribeToken(id))}`, { method: "POST" }), undefined),
    "POST /api/watches/unsubscribe (a tampered link)": (id) =>
      unsubscribeRoute.POST(req(`/api/watches/unsubscribe?token=${encodeURIComponent(`${unsubscribeToken(id)}x`)}`, { method: "POST" }), undefined),
  };
  for (const [name, status] of Object.entries(onWatch)) {
    for (const viewer of watchViewers) {
      it(`${name}: ${viewer} on the owner's watch → ${status[viewer]}`, async () => {
        const id = await ownersWatch();
        actAsWatcher(viewer);
        const res = await callOn[name](id);
        expect(res.status).toBe(status[viewer]);
        if (name.startsWith("GET")) {
          const listed = res.status === 200 ? (await res.json()).watches.map((w: { id: string }) => w.id) : [];
          expect(listed.includes(id)).toBe(viewer === "owner");
        }
        if (res.status >= 400) expect(JSON.stringify(await res.json())).not.toContain(people.owner.email);
      });
    }
  }
});

describe("shortlist, compare views and exports × viewer × session kind", () => {
  // Stars are a write to the session (its owner, or a guest in an ownerless one; anyone else signed
  // in is asked to claim it first); the shortlist and the compare view follow the session's read
  // rules; an export needs an approved account that may read the session (and takes one of its
  // exports). The unapproved user is signed in but not beta-approved.
  const unapproved = { id: randomUUID(), email: "ulla.unapproved@example.com" };
  type ShortlistViewer = ViewerName | "unapproved";
  const shortlistViewers: ShortlistViewer[] = ["owner", "other", "guest", "unapproved"];
  const actAsViewer = (v: ShortlistViewer) => vi.mocked(getCurrentUser).mockResolvedValue(v === "unapproved" ? unapproved : v === "guest" ? null : people[v]);

  beforeAll(async () => {
    const db = await getDb();
    await db.insert(users).values({ id: unapproved.id, email: unapproved.email, passwordHash: "x", emailConfirmedAt: new Date() });
  });

  /** The session with L1 starred by whoever may (the owner, or a guest for an ownerless one). */
  async function starredSession(kind: SessionKind) {
    const id = await makeSession(kind);
    if (kind === "missing") return id;
    actAs(kind === "ownerless" ? "guest" : "owner");
    expect((await starRoute.PUT(req(`/api/sessions/${id}/stars/L1`, { method: "PUT" }), ctx({ id, listingId: "L1" }))).status).toBe(201);
    return id;
  }

  const shortlistCalls: Record<string, Call> = {
    "GET /api/sessions/[id]/stars": (id) => starsRoute.GET(req(`/api/sessions/${id}/stars`), ctx({ id })),
    "PUT /api/sessions/[id]/stars/[listingId]": (id) => starRoute.PUT(req(`/api/sessions/${id}/stars/L2`, { method: "PUT" }), ctx({ id, listingId: "L2" })),
    "DELETE /api/sessions/[id]/stars/[listingId]": (id) => starRoute.DELETE(req(`/api/sessions/${id}/stars/L1`, { method: "DELETE" }), ctx({ id, listingId: "L1" })),
    "GET /api/sessions/[id]/compare": (id) => compareRoute.GET(req(`/api/sessions/${id}/compare?ids=L1,L2`), ctx({ id })),
    "GET /api/sessions/[id]/export (CSV)": (id) => exportRoute.GET(req(`/api/sessions/${id}/export?format=csv`), ctx({ id })),
    "GET /api/sessions/[id]/export (XLSX shortlist)": (id) => exportRoute.GET(req(`/api/sessions/${id}/export?format=xlsx&scope=shortlist`), ctx({ id })),
  };
  const READ_ALL = { owner: [200, 200, 200, 404], other: [200, 403, 200, 404], guest: [200, 401, 200, 404], unapproved: [200, 403, 200, 404] };
  const EXPORT = { owner: [200, 200, 200, 404], other: [200, 403, 200, 404], guest: [401, 401, 401, 401], unapproved: [403, 403, 403, 403] };
  const shortlistExpected: Record<string, Record<ShortlistViewer, number[]>> = {
    // A session nobody has written yet has no shortlist: an empty answer, not 404 (a new user's /matches).
    "GET /api/sessions/[id]/stars": { owner: [200, 200, 200, 200], other: [200, 403, 200, 200], guest: [200, 401, 200, 200], unapproved: [200, 403, 200, 200] },
    "PUT /api/sessions/[id]/stars/[listingId]": { owner: [201, 201, 409, 404], other: [403, 403, 409, 404], guest: [401, 401, 201, 404], unapproved: [403, 403, 403, 403] },
    "DELETE /api/sessions/[id]/stars/[listingId]": { owner: [204, 204, 409, 404], other: [403, 403, 409, 404], guest: [401, 401, 204, 404], unapproved: [403, 403, 403, 403] },
    "GET /api/sessions/[id]/compare": READ_ALL,
    "GET /api/sessions/[id]/export (CSV)": EXPORT,
    "GET /api/sessions/[id]/export (XLSX shortlist)": EXPORT,
  };

  for (const [name, call] of Object.entries(shortlistCalls)) {
    for (const viewer of shortlistViewers) {
      KINDS.forEach((kind, i) => {
        const status = shortlistExpected[name][viewer][i];
        it(`${name}: ${viewer} on a ${kind} session → ${status}`, async () => {
          const id = await starredSession(kind);
          actAsViewer(viewer);
          const res = await call(id);
          expect(res.status).toBe(status);
          const text = await res.text();
          if (status >= 400) {
            expect(JSON.parse(text).error.code).toBeTruthy();
            // A refusal shows none of the session's listings, and the owner's address only masked.
            expect(text).not.toContain("L1");
            expect(text).not.toContain(people.owner.email);
          }
        });
      });
    }
  }

  it("rejects a malformed session id with 400 on every shortlist, compare and export route", async () => {
    actAs("owner");
    for (const [name, call] of Object.entries(shortlistCalls)) expect((await call("not-a-uuid")).status, name).toBe(400);
  });

  it("leaves the stars as they were after a refused write", async () => {
    const id = await starredSession("private");
    for (const viewer of ["other", "guest", "unapproved"] as const) {
      actAsViewer(viewer);
      await shortlistCalls["DELETE /api/sessions/[id]/stars/[listingId]"](id);
      await shortlistCalls["PUT /api/sessions/[id]/stars/[listingId]"](id);
    }
    actAs("owner");
    const body = await (await shortlistCalls["GET /api/sessions/[id]/stars"](id)).json();
    expect(body.items.map((i: { listing_id: string }) => i.listing_id)).toEqual(["L1"]);
  });
});

describe("account finance defaults × viewer", () => {
  // The user's own account: any signed-in user (approved or not) reads and writes their own, never
  // anyone else's; a guest has none (401).
  const uma = { id: randomUUID(), email: "uma.finance@example.com" };
  const body = (finance: unknown) => req("/api/account/finance", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ finance }) });
  beforeAll(async () => {
    const db = await getDb();
    await db.insert(users).values({ id: uma.id, email: uma.email, passwordHash: "x", emailConfirmedAt: new Date() }).onConflictDoNothing();
    for (const p of Object.values(people)) await db.insert(users).values({ id: p.id, email: p.email, passwordHash: "x", emailConfirmedAt: new Date() }).onConflictDoNothing();
  });

  const status: Record<"owner" | "other" | "guest" | "unapproved", { get: number; put: number }> = {
    owner: { get: 200, put: 200 },
    other: { get: 200, put: 200 },
    guest: { get: 401, put: 401 },
    unapproved: { get: 200, put: 200 },
  };
  for (const [viewer, want] of Object.entries(status)) {
    it(`GET and PUT /api/account/finance: ${viewer} → ${want.get}, ${want.put}; only one's own`, async () => {
      vi.mocked(getCurrentUser).mockResolvedValue(viewer === "guest" ? null : viewer === "unapproved" ? uma : people[viewer as "owner" | "other"]);
      const rate = viewer === "owner" ? 6.1 : viewer === "other" ? 7.2 : 8.3;
      expect((await accountFinanceRoute.PUT(body({ interestRate: rate }), undefined)).status).toBe(want.put);
      const res = await accountFinanceRoute.GET(req("/api/account/finance"), undefined);
      expect(res.status).toBe(want.get);
      if (res.status === 200) expect(await res.json()).toEqual({ finance: { interestRate: rate } });
    });
  }
});
