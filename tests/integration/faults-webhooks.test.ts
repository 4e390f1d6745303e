// @drivers: both — faults mid-turn and the turn lock's release
import "./viewer-mock";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getChat } from "@/app/api/chat/route";
import { GET as getNotifications } from "@/app/api/notifications/route";
import { GET as pollEstimate, POST as postEstimate } from "@/app/api/search/estimate/route";
import { POST as postStart } from "@/app/api/search/start/route";
import { getDb } from "@/db/client";
import { getLatestRun } from "@/db/queries/search-runs";
import { chatMessages, chatStates, notifications, searchListings } from "@/db/schema";
import { CHAT_ERRORS } from "@/lib/chat/copy";
import { closeMidAnswer, hang, json, stallAfterHeaders, startScriptedServer, text, type Answer, type ScriptedServer } from "../support/scripted-server";
import { sendChat } from "./chat-fixtures";
import { getRequest, jsonRequest, newId, payloadFor, viewer } from "./search-fixtures";

/**
 * Faults of the external workflow (docs/DEPLOY.md, Faults), through the route handlers with the app's own configuration: the
 * estimate, search and chat webhooks point at one scripted loopback server that hangs, stalls after its headers,
 * answers 500, answers garbage or drops the connection halfway through its answer. Each time the handler returns
 * (504 for the time limit, 503 otherwise, never a 500 or a hang), the run ends "failed" instead of staying
 * "estimating"/"queued", and nothing half-written is left (no listings, no notifications, no chat turn).
 * WEBHOOK_TIMEOUT_MS shortens the spec's 30 s to 1 s so this suite takes seconds.
 * Also covered elsewhere: status fail/failed/error and an estimate 500 (webhook-external.test.ts); chat 500, 404,
 * garbage, Invalid response format and an unreachable URL (chat-external.test.ts).
 */
// Long enough that a loaded CI machine still sends the request before the limit, short enough to take seconds.
const TIMEOUT_MS = 1_000;
let hook: ScriptedServer;

beforeAll(async () => {
  hook = await startScriptedServer();
  process.env.ESTIMATE_WEBHOOK_URL = `${hook.url}/estimate`;
  process.env.SEARCH_WEBHOOK_URL = `${hook.url}/search`;
  process.env.CHAT_WEBHOOK_URL = `${hook.url}/chat`;
  process.env.WEBHOOK_SECRET = "faults-secret";
  process.env.WEBHOOK_TIMEOUT_MS = String(TIMEOUT_MS);
  delete process.env.LLM_API_KEY;
});
afterAll(async () => {
  for (const k of ["ESTIMATE_WEBHOOK_URL", "SEARCH_WEBHOOK_URL", "CHAT_WEBHOOK_URL", "WEBHOOK_SECRET", "WEBHOOK_TIMEOUT_MS"]) delete process.env[k];
  await hook.close();
});
beforeEach(() => {
  hook.requests.length = 0;
  hook.queue.length = 0;
  viewer.current = null;
});

const ctx = {};
const ok = json(200, { status: "ok" });

async function nothingWritten(sessionId: string) {
  const db = await getDb();
  expect(await db.select().from(searchListings).where(eq(searchListings.sessionId, sessionId))).toHaveLength(0);
  expect(await db.select().from(notifications).where(eq(notifications.sessionId, sessionId))).toHaveLength(0);
  const list = await (await getNotifications(getRequest(`/api/notifications?sessionId=${sessionId}`), ctx)).json();
  expect(list.searchActive).toBe(false);
}

const faults: [string, Answer, number, string][] = [
  ["hangs (the spec's 30 s limit, shortened)", hang, 504, "timeout"],
  ["sends its headers and then stalls", stallAfterHeaders, 504, "timeout"],
  ["answers 500", text(500, "Internal Server Error: upstream crashed"), 503, "unavailable"],
  ["answers garbage (truncated JSON)", text(200, '{"status": "fai', "application/json"), 503, "unavailable"],
  ["closes the connection mid-answer", closeMidAnswer, 503, "unavailable"],
];

describe("estimate webhook", () => {
  it.each(faults)("%s: the handler returns, the run is failed, the poll says so", async (_name, answer, status, code) => {
    hook.queue.push(answer);
    const sessionId = newId();
    const t = Date.now();
    const res = await postEstimate(jsonRequest("/api/search/estimate", payloadFor(sessionId)), ctx);
    expect(Date.now() - t).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body.error.code).toBe(code);
    expect(JSON.stringify(body)).not.toMatch(/upstream crashed|fai"/);
    expect(hook.requests.map((r) => r.path)).toEqual(["/estimate"]);
    const db = await getDb();
    expect(await getLatestRun({ db, sessionId })).toMatchObject({ status: "failed", searchCount: null });
    expect(await (await pollEstimate(getRequest(`/api/search/estimate?sessionId=${sessionId}`), ctx)).json()).toMatchObject({ received: true, status: "fail" });
    await nothingWritten(sessionId);
  });
});

describe("search webhook", () => {
  it.each(faults)("%s: the handler returns, the run is failed, nothing half-written, a new start works", async (_name, answer, status, code) => {
    const sessionId = newId();
    const payload = payloadFor(sessionId);
    hook.queue.push(ok);
    expect((await postEstimate(jsonRequest("/api/search/estimate", payload), ctx)).status).toBe(200);
    hook.queue.push(answer);
    const t = Date.now();
    const res = await postStart(jsonRequest("/api/search/start", payload), ctx);
    expect(Date.now() - t).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(res.status).toBe(status);
    expect((await res.json()).error.code).toBe(code);
    const db = await getDb();
    expect(await getLatestRun({ db, sessionId })).toMatchObject({ status: "failed" });
    await nothingWritten(sessionId);

    // The user presses Confirm again once the workflow is healthy: not joined to a dead run.
    hook.queue.push(ok);
    const again = await (await postStart(jsonRequest("/api/search/start", payload), ctx)).json();
    expect(again).toMatchObject({ status: "ok" });
    expect(await getLatestRun({ db, sessionId })).toMatchObject({ id: again.runId, status: "running" });
  });

  it("takes a plain-text acceptance (n8n's 'Workflow was started') as a yes", async () => {
    const sessionId = newId();
    hook.queue.push(text(200, "Workflow was started"));
    const res = await postStart(jsonRequest("/api/search/start", payloadFor(sessionId)), ctx);
    expect(await res.json()).toMatchObject({ status: "ok" });
  });
});

describe("chat webhook", () => {
  const chatFaults: [string, Answer, number, string][] = [
    ["hangs (the spec's 30 s limit, shortened)", hang, 504, CHAT_ERRORS.timeout.description],
    ["sends its headers and then stalls", stallAfterHeaders, 504, CHAT_ERRORS.timeout.description],
    ["closes the connection mid-answer", closeMidAnswer, 503, CHAT_ERRORS.connection.description],
  ];
  it.each(chatFaults)("%s: the spec's message, nothing stored, the next message is answered", async (_name, answer, status, message) => {
    expect(CHAT_ERRORS.timeout.description).toBe("We were unable to find any results at this time. Please revise your preferences and try again.");
    const sessionId = newId();
    hook.queue.push(answer);
    const t = Date.now();
    const res = await sendChat(sessionId, "3 bed house in Geelong");
    expect(Date.now() - t).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(res.status).toBe(status);
    expect(res.error?.message).toBe(message);
    const db = await getDb();
    expect(await db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId))).toHaveLength(0);
    expect(await db.select().from(chatStates).where(eq(chatStates.sessionId, sessionId))).toHaveLength(0);
    const history = (await (await getChat(getRequest(`/api/chat?sessionId=${sessionId}`), ctx)).json()) as { messages: unknown[] };
    expect(history.messages).toHaveLength(0);

    // The turn's lock was released: the next message is answered, not refused as concurrent.
    hook.queue.push(json(200, { user_message: "Back again" }));
    const next = await sendChat(sessionId, "hello?");
    expect(next.status).toBe(200);
    expect(next.text).toBe("Back again");
  });
});
