// @drivers: both — the real queue and worker behind the estimate and start routes
import "./viewer-mock";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as pollEstimate, POST as postEstimate } from "@/app/api/search/estimate/route";
import { POST as postStart } from "@/app/api/search/start/route";
import { GET as getNotifications } from "@/app/api/notifications/route";
import { POST as postGuest } from "@/app/api/guest-account/route";
import { GET as getListings } from "@/app/api/sessions/[id]/listings/route";
import { getDb } from "@/db/client";
import { countMatchingListings } from "@/db/queries/catalogue";
import { getRun } from "@/db/queries/search-runs";
import { emailOutbox, userSessions, users } from "@/db/schema";
import { SEARCH_RESULT_LIMIT } from "@/lib/constants";
import type { ListingsResponse } from "@/lib/matches/types";
import { estimatePollSchema, estimateResponseSchema, notificationListSchema, startResponseSchema } from "@/lib/search/api";
import { asGuest, createUser, getRequest, jsonRequest, newId, newSession, payloadFor, seedCatalogue, signInAs, viewer, waitFor } from "./search-fixtures";
import { stopSearchWorker } from "./search-worker";

/** The search flow's route handlers on the built-in engine: estimate, start, notifications, guest account. */

beforeAll(async () => {
  delete process.env.ESTIMATE_WEBHOOK_URL;
  delete process.env.SEARCH_WEBHOOK_URL;
  await seedCatalogue({ count: 500 });
});
afterAll(stopSearchWorker);

const ctx = {};

describe("POST /api/search/estimate (built-in)", () => {
  it("answers at once with the SQL count of matching listings", async () => {
    const sessionId = asGuest();
    const payload = payloadFor(sessionId);
    const res = await postEstimate(jsonRequest("/api/search/estimate", payload), ctx);
    expect(res.status).toBe(200);
    const body = estimateResponseSchema.parse(await res.json());
    if (body.status !== "ok") throw new Error("expected ok");
    const db = await getDb();
    expect(body.estimate?.searchCount).toBe(await countMatchingListings({ db, data: payload.data }));
    expect(body.estimate?.searchCount).toBeGreaterThan(0);
    expect(body.estimate?.estimatedTime).toBeLessThan(1);
    expect(body.estimate?.rankedCount).toBe(Math.min(body.estimate!.searchCount, SEARCH_RESULT_LIMIT));
    // The session now exists, ownerless (a guest's).
    const [row] = await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId));
    expect(row.userId).toBeNull();
    // And the poll contract answers the same.
    const poll = estimatePollSchema.parse(await (await pollEstimate(getRequest(`/api/search/estimate?sessionId=${sessionId}`), ctx)).json());
    expect(poll).toMatchObject({ received: true, status: "search estimate", searchCount: body.estimate?.searchCount });
  });

  it("counts zero for impossible filters", async () => {
    viewer.current = null;
    const payload = payloadFor(newId(), { priceRange: { min: 9_900_000, max: 10_000_000 }, bedrooms: "5+", locations: ["Tasmania"] });
    const body = estimateResponseSchema.parse(await (await postEstimate(jsonRequest("/api/search/estimate", payload), ctx)).json());
    expect(body).toMatchObject({ status: "ok", estimate: { searchCount: 0 } });
  });

  it("refuses someone else's session and a malformed payload", async () => {
    const owner = await createUser(`owner-${newId()}@example.com`);
    const sessionId = await newSession(owner.id);
    viewer.current = null;
    expect((await postEstimate(jsonRequest("/api/search/estimate", payloadFor(sessionId)), ctx)).status).toBe(401);
    await signInAs("other");
    expect((await postEstimate(jsonRequest("/api/search/estimate", payloadFor(sessionId)), ctx)).status).toBe(403);
    viewer.current = owner;
    expect((await postEstimate(jsonRequest("/api/search/estimate", payloadFor(sessionId)), ctx)).status).toBe(200);
    const bad = await postEstimate(jsonRequest("/api/search/estimate", { session_id: "nope", data: {} }), ctx);
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/); // no stack traces
  });
});

describe("POST /api/search/start (built-in)", () => {
  it("queues the search, which posts notifications the poll returns, and stops being active at the end", async () => {
    const user = await signInAs("searcher");
    const sessionId = newId();
    const payload = payloadFor(sessionId);
    const estimate = estimateResponseSchema.parse(await (await postEstimate(jsonRequest("/api/search/estimate", payload), ctx)).json());
    const res = await postStart(jsonRequest("/api/search/start", payload), ctx);
    expect(res.status).toBe(200);
    const started = startResponseSchema.parse(await res.json());
    if (started.status !== "ok") throw new Error("expected ok");
    const run = await getRun({ db: await getDb(), id: started.runId });
    expect(run?.userId).toBe(user.id); // the signed-in user's id, not the client's null
    expect(run?.notifyEmail).toBe(user.email);

    // Pressing again while it runs joins the same run.
    const again = startResponseSchema.parse(await (await postStart(jsonRequest("/api/search/start", payload), ctx)).json());
    if (again.status === "ok" && (await getRun({ db: await getDb(), id: started.runId }))?.status !== "complete") expect(again.runId).toBe(started.runId);

    const list = await waitFor(async () => {
      const r = await getNotifications(getRequest(`/api/notifications?sessionId=${sessionId}&since=${encodeURIComponent(started.startedAt)}`), ctx);
      const body = notificationListSchema.parse(await r.json());
      return body.searchActive ? null : body;
    }, 60_000);
    expect(list.notifications[0].message).toMatch(/^Analysis in progress/);
    expect(list.notifications.at(-1)?.message).toBe("All property analysis complete");
    // The results e-mail is queued just after the run completes (server/search/search-job.ts step 4), so the poll can see the end first.
    const db = await getDb();
    const mails = await waitFor(async () => {
      const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
      return rows.length ? rows : null;
    }, 30_000);
    expect(mails).toHaveLength(1);

    // The matches page learns how many matched, beside the (at most SEARCH_RESULT_LIMIT) listings it shows.
    const listed = (await (await getListings(getRequest(`/api/sessions/${sessionId}/listings`), { params: Promise.resolve({ id: sessionId }) })).json()) as ListingsResponse;
    if (estimate.status !== "ok" || !estimate.estimate) throw new Error("expected an estimate");
    expect(listed.analysis.matched).toBe(estimate.estimate.searchCount);
    expect(listed.analysis.total).toBe(Math.min(estimate.estimate.searchCount, SEARCH_RESULT_LIMIT));
  }, 120_000);
});

describe("POST /api/guest-account", () => {
  it("creates the account, links the session, keeps it readable by link and starts the search", async () => {
    const sessionId = asGuest();
    const payload = payloadFor(sessionId);
    await postEstimate(jsonRequest("/api/search/estimate", payload), ctx);
    const email = `guest-${newId()}@example.com`;
    const res = await postGuest(jsonRequest("/api/guest-account", { email, confirmEmail: email, payload }), ctx);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: "created", email, linked: true, search: { status: "ok" } });
    const db = await getDb();
    const [u] = await db.select().from(users).where(eq(users.email, email));
    expect(u.firstTimeUser).toBe(true);
    expect(u.createdFromSearch).toBe(true);
    const [s] = await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId));
    expect(s.userId).toBe(u.id);
    expect(s.isPublic).toBe(true);
    const run = await getRun({ db, id: body.search.runId });
    expect(run?.notifyEmail).toBe(email);
    // The guest (not signed in) can still follow the notifications.
    const poll = await getNotifications(getRequest(`/api/notifications?sessionId=${sessionId}`), ctx);
    expect(poll.status).toBe(200);
  });

  it("answers each failure with its reason", async () => {
    viewer.current = null;
    const payload = payloadFor(newId());
    const stage = async (body: unknown) => {
      const res = await postGuest(jsonRequest("/api/guest-account", body), ctx);
      return { status: res.status, stage: (await res.json()).error?.reason };
    };
    expect(await stage({ email: "a@example.com", confirmEmail: "A@example.com", payload })).toEqual({ status: 400, stage: "mismatch" });
    expect(await stage({ email: "nope", confirmEmail: "nope", payload })).toEqual({ status: 400, stage: "invalid" });
    const existing = await createUser(`taken-${newId()}@example.com`);
    expect(await stage({ email: existing.email, confirmEmail: existing.email, payload })).toEqual({ status: 409, stage: "exists" });
  });

  it("refuses a session that already has an owner", async () => {
    viewer.current = null;
    const owner = await createUser(`o-${newId()}@example.com`);
    const sessionId = await newSession(owner.id);
    const email = `g-${newId()}@example.com`;
    const res = await postGuest(jsonRequest("/api/guest-account", { email, confirmEmail: email, payload: payloadFor(sessionId) }), ctx);
    expect(res.status).toBe(401);
  });
});
