import "./viewer-mock";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as postIngest } from "@/app/api/ingest/route";
import { GET as getNotifications, POST as postNotificationRoute } from "@/app/api/notifications/route";
import { GET as pollEstimate, POST as postEstimate } from "@/app/api/search/estimate/route";
import { POST as postStart } from "@/app/api/search/start/route";
import { getDb } from "@/db/client";
import { countSessionResults, getRun } from "@/db/queries/search-runs";
import { emailOutbox } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { externalEngine } from "@/server/search/engines";
import { getRequest, jsonRequest, newId, payloadFor, signInAs, viewer } from "./search-fixtures";

/**
 * External mode against a local HTTP server that plays the workflow: the estimate and
 * the search are forwarded with the spec's payload; the workflow answers fail statuses,
 * errors or nothing at all (timeout); it reports through POST /api/notifications and
 * delivers listings to POST /api/ingest with the shared secret.
 */
const SECRET = "workflow-secret-for-tests";
type Behaviour = "accept" | "estimate-now" | "fail" | "failed" | "error" | "http500" | "hang";
let behaviour: Behaviour = "accept";
const received: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
let server: Server;
const ctx = {};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let b = "";
    req.on("data", (c) => (b += c));
    req.on("end", () => resolve(b));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || "{}");
    received.push({ path: req.url ?? "", auth: req.headers.authorization, body });
    if (behaviour === "hang") return; // never answers
    if (behaviour === "http500") return void res.writeHead(500).end("boom");
    const answer =
      behaviour === "estimate-now"
        ? [{ status: "ok", searchCount: 12, estimatedTime: 2 }]
        : behaviour === "accept"
          ? { status: "ok" }
          : { status: behaviour, error: `workflow said ${behaviour}` };
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  process.env.ESTIMATE_WEBHOOK_URL = `http://127.0.0.1:${port}/estimate`;
  process.env.SEARCH_WEBHOOK_URL = `http://127.0.0.1:${port}/search`;
  process.env.WEBHOOK_SECRET = SECRET;
});
afterAll(async () => {
  delete process.env.ESTIMATE_WEBHOOK_URL;
  delete process.env.SEARCH_WEBHOOK_URL;
  delete process.env.WEBHOOK_SECRET;
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  behaviour = "accept";
  received.length = 0;
  viewer.current = null;
});

const bearer = { headers: { Authorization: `Bearer ${SECRET}` } };
const workflowSays = (body: unknown) => postNotificationRoute(jsonRequest("/api/notifications", body, bearer), ctx);

function listing(id: string, score: number) {
  return {
    listing_id: id,
    address_street: `${score} Smith Street`,
    address_suburb: "Richmond",
    address_state: "VIC",
    address_postcode: "3121",
    list_price: 850000,
    market_status: "For Sale",
    property_type: "House",
    bedrooms: "3",
    bathrooms: 2,
    car_spaces: 1,
    land_size: 420,
    rental_yield: 3.9,
    capital_growth: 4.2,
    property_score: score,
    section_scores: { investmentGoals: "72%" },
    scoring_inputs: { investmentGoals: { highgrowth: { capital_growth_value: 34000 }, undervalued: { diff_percent: -4.1 } } },
    image_analysis: { imageUrls: { floorPlans: [] } },
  };
}

describe("external estimate", () => {
  it("forwards the spec's payload with the secret, then takes the estimate the workflow reports", async () => {
    const sessionId = newId();
    const payload = payloadFor(sessionId);
    const res = await postEstimate(jsonRequest("/api/search/estimate", payload), ctx);
    expect(await res.json()).toMatchObject({ status: "ok", estimate: null });
    expect(received[0].path).toBe("/estimate");
    expect(received[0].auth).toBe(`Bearer ${SECRET}`);
    expect(received[0].body).toEqual({ ...payload, user_id: null });

    const pending = await (await pollEstimate(getRequest(`/api/search/estimate?sessionId=${sessionId}`), ctx)).json();
    expect(pending).toEqual({ received: false, status: "pending" });
    // The workflow's own poll form of update-notification says the same.
    expect(await (await workflowSays({ session_id: sessionId, status: "get_estimate" })).json()).toEqual({ received: false, status: "pending" });

    expect((await workflowSays({ session_id: sessionId, status: "search estimate", searchCount: 42, estimatedTime: "3", message: "42 properties" })).status).toBe(200);
    const ready = await (await pollEstimate(getRequest(`/api/search/estimate?sessionId=${sessionId}`), ctx)).json();
    expect(ready).toEqual({ received: true, status: "search estimate", searchCount: 42, estimatedTime: 3, message: "42 properties" });
  });

  it("forwards the buyer's finance as data.finance, the payload's one extra field (docs/WEBHOOKS.md)", async () => {
    const finance = { deposit: { kind: "dollars" as const, dollars: 150_000 }, interestRate: 6.5, taxableIncome: 140_000 };
    const payload = payloadFor(newId(), { finance });
    expect((await postEstimate(jsonRequest("/api/search/estimate", payload), ctx)).status).toBe(200);
    expect((received[0].body.data as Record<string, unknown>).finance).toEqual(finance);
    expect(received[0].body).toEqual({ ...payload, user_id: null });
  });

  it("takes an estimate the workflow answers at once", async () => {
    behaviour = "estimate-now";
    const body = await (await postEstimate(jsonRequest("/api/search/estimate", payloadFor(newId())), ctx)).json();
    expect(body).toMatchObject({ status: "ok", estimate: { searchCount: 12, estimatedTime: 2 } });
  });

  it.each(["fail", "failed", "error"] as const)("reads status %s as a failure", async (status) => {
    behaviour = status;
    const sessionId = newId();
    const res = await postEstimate(jsonRequest("/api/search/estimate", payloadFor(sessionId)), ctx);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "fail", error: `workflow said ${status}` });
    const poll = await (await pollEstimate(getRequest(`/api/search/estimate?sessionId=${sessionId}`), ctx)).json();
    expect(poll).toMatchObject({ received: true, status: "fail" });
  });

  it("turns an HTTP failure into a 503 without details", async () => {
    behaviour = "http500";
    const res = await postEstimate(jsonRequest("/api/search/estimate", payloadFor(newId())), ctx);
    expect(res.status).toBe(503);
    expect(JSON.stringify(await res.json())).not.toContain("boom");
  });

  it("gives up on a workflow that doesn't answer in time", async () => {
    behaviour = "hang";
    const engine = externalEngine({ estimate: process.env.ESTIMATE_WEBHOOK_URL!, search: process.env.SEARCH_WEBHOOK_URL! }, SECRET, { timeoutMs: 300 });
    const t = Date.now();
    const err = await engine.estimate(payloadFor(newId())).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(504);
    expect(Date.now() - t).toBeLessThan(5_000);
    await expect(engine.start(payloadFor(newId()), {} as never)).rejects.toMatchObject({ code: "timeout" });
  });
});

describe("external search", () => {
  it("forwards the start, takes progress and listings back, and finishes with one row per listing", async () => {
    const user = await signInAs("ext");
    const sessionId = newId();
    const payload = payloadFor(sessionId);
    await postEstimate(jsonRequest("/api/search/estimate", payload), ctx);
    const start = await (await postStart(jsonRequest("/api/search/start", payload), ctx)).json();
    expect(start).toMatchObject({ status: "ok" });
    const search = received.find((r) => r.path === "/search");
    expect(search?.body).toEqual({ ...payload, user_id: user.id });
    expect(search?.auth).toBe(`Bearer ${SECRET}`);
    expect((await getRun({ db: await getDb(), id: start.runId }))?.status).toBe("running");

    // The workflow reports and delivers (twice: a retry on its side).
    await workflowSays({ session_id: sessionId, message: "Analysis in progress", status: "info" });
    const listings = [listing("ext-1", 81), listing("ext-2", 64), listing("ext-3", 40)];
    for (let i = 0; i < 2; i++) {
      const res = await postIngest(jsonRequest("/api/ingest", { session_id: sessionId, listings }, bearer), ctx);
      expect(await res.json()).toEqual({ upserted: 3 });
    }
    expect(await countSessionResults({ db: await getDb(), sessionId })).toEqual({ rows: 3, distinct: 3 });
    await workflowSays({ session_id: sessionId, message: "Analysis complete for 12 Smith Street", listing_id: "ext-1" });
    expect((await getRun({ db: await getDb(), id: start.runId }))?.status).toBe("running"); // a per-property completion isn't the end
    await workflowSays({ session_id: sessionId, message: "All property analysis complete", status: "success" });
    await workflowSays({ session_id: sessionId, message: "All property analysis complete", status: "success" });

    const run = await getRun({ db: await getDb(), id: start.runId });
    expect(run?.status).toBe("complete");
    expect(run?.resultCount).toBe(3);
    const db = await getDb();
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email))).toHaveLength(1);
    const list = await (await getNotifications(getRequest(`/api/notifications?sessionId=${sessionId}`), ctx)).json();
    expect(list.searchActive).toBe(false);
    expect(list.notifications.map((n: { message: string }) => n.message)).toContain("Analysis in progress");
  });

  it.each(["fail", "failed", "error"] as const)("reads a start answered with %s as a failure", async (status) => {
    const sessionId = newId();
    const payload = payloadFor(sessionId);
    await postEstimate(jsonRequest("/api/search/estimate", payload), ctx);
    behaviour = status;
    const res = await postStart(jsonRequest("/api/search/start", payload), ctx);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "fail", error: `workflow said ${status}` });
  });

  it("ends the run when the workflow reports an error", async () => {
    const sessionId = newId();
    const payload = payloadFor(sessionId);
    const start = await (await postStart(jsonRequest("/api/search/start", payload), ctx)).json();
    await workflowSays({ session_id: sessionId, message: "tool_call error: scraper offline", status: "error" });
    const db = await getDb();
    expect((await getRun({ db, id: start.runId }))?.status).toBe("failed");
  });
});

describe("the workflow's endpoints", () => {
  it("refuse a missing or wrong secret", async () => {
    const sessionId = newId();
    await postEstimate(jsonRequest("/api/search/estimate", payloadFor(sessionId)), ctx);
    const body = { session_id: sessionId, message: "hi" };
    expect((await postNotificationRoute(jsonRequest("/api/notifications", body), ctx)).status).toBe(401);
    expect((await postNotificationRoute(jsonRequest("/api/notifications", body, { headers: { Authorization: "Bearer nope" } }), ctx)).status).toBe(401);
    expect((await postIngest(jsonRequest("/api/ingest", { session_id: sessionId, listings: [listing("x", 1)] }), ctx)).status).toBe(401);
    delete process.env.WEBHOOK_SECRET;
    try {
      expect((await postNotificationRoute(jsonRequest("/api/notifications", body, bearer), ctx)).status).toBe(404);
    } finally {
      process.env.WEBHOOK_SECRET = SECRET;
    }
  });

  it("refuse an unknown session and a malformed delivery", async () => {
    expect((await workflowSays({ session_id: newId(), message: "hi" })).status).toBe(404);
    const res = await postIngest(jsonRequest("/api/ingest", { session_id: newId(), listings: [{ listing_id: "" }] }, bearer), ctx);
    expect(res.status).toBe(400);
  });
});
