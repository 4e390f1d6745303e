import "./viewer-mock";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/chat/route";
import { CHAT_ERRORS } from "@/lib/chat/copy";
import { AppError } from "@/lib/errors";
import { externalProducer } from "@/server/chat/external";
import { handleChatTurn } from "@/server/chat/service";
import { hang, json, startScriptedServer, text, type ScriptedServer } from "../support/scripted-server";
import { sendChat } from "./chat-fixtures";
import { asTestBrowser, getRequest, newId, signInAs, viewer } from "./search-fixtures";

/**
 * External mode (CHAT_WEBHOOK_URL) against a local webhook: the spec's call 2 payload,
 * every reply shape of spec 1 section 5, and the failures — a timeout reads as "No
 * Results Found", a 500, garbage or a reply without user_message as "Connection Error".
 */
const SECRET = "chat-webhook-secret";
let hook: ScriptedServer;

beforeAll(async () => {
  process.env.TRUSTED_PROXY_HOPS = "1";
  hook = await startScriptedServer();
  process.env.CHAT_WEBHOOK_URL = `${hook.url}/webhook/chat`;
  process.env.WEBHOOK_SECRET = SECRET;
  delete process.env.LLM_API_KEY;
});
afterAll(async () => {
  delete process.env.CHAT_WEBHOOK_URL;
  delete process.env.WEBHOOK_SECRET;
  delete process.env.TRUSTED_PROXY_HOPS;
  await hook.close();
});
beforeEach(() => {
  hook.requests.length = 0;
  hook.queue.length = 0;
  viewer.current = null;
});

const fields = [
  { id: "budget", label: "Budget", type: "number" },
  { id: "types", label: "Property types", type: "multi-select", options: ["House", "Unit"] },
  { id: "state", label: "State", type: "dropdown", options: [{ label: "Victoria", value: "VIC" }] },
  { id: "notes", label: "Anything else?", type: "mystery" },
];

describe("external mode", () => {
  it("posts the spec's payload (message, session_id, user_id, ISO timestamp) with the shared secret", async () => {
    const user = await signInAs("hook");
    const sessionId = newId();
    hook.queue.push(json(200, { user_message: "Hello from the workflow", session_id: sessionId }));
    const res = await sendChat(sessionId, "  3 bed house in Ballarat  ");
    expect(res.status).toBe(200);
    expect(res.text).toBe("Hello from the workflow");
    expect(res.reply).toMatchObject({ source: "external", session_id: sessionId, navigate: false });
    const [req] = hook.requests;
    expect(req.path).toBe("/webhook/chat");
    expect(req.headers.authorization).toBe(`Bearer ${SECRET}`);
    const body = req.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["message", "session_id", "timestamp", "user_id"]);
    expect(body).toMatchObject({ message: "3 bed house in Ballarat", session_id: sessionId, user_id: user.id });
    expect(new Date(body.timestamp as string).toISOString()).toBe(body.timestamp);

    viewer.current = null;
    hook.queue.push(json(200, { user_message: "hi" }));
    await sendChat(newId(), "hello");
    expect((hook.requests[1].body as Record<string, unknown>).user_id).toBeNull();
  });

  const reply = (sessionId: string, extra: Record<string, unknown> = {}) => ({ user_message: "Which suburbs?", session_id: sessionId, showForm: true, formFields: fields, ...extra });
  it.each([
    ["an output object", (r: object) => ({ output: r })],
    ["an array (its first item)", (r: object) => [r, { user_message: "ignored" }]],
    ["an array whose first item has a reply", (r: object) => [{ reply: r }]],
    ["a reply object", (r: object) => ({ reply: r })],
    ["the reply directly", (r: object) => r],
    ["an output holding the reply as a JSON string", (r: object) => ({ output: JSON.stringify(r) })],
  ])("reads %s", async (_name, wrap) => {
    const sessionId = newId();
    hook.queue.push(json(200, wrap(reply(sessionId))));
    const res = await sendChat(sessionId, "I want to invest");
    expect(res.status).toBe(200);
    expect(res.text).toBe("Which suburbs?");
    expect(res.form?.fields).toEqual([
      { id: "budget", label: "Budget", type: "number" },
      { id: "types", label: "Property types", type: "multi-select", options: [{ value: "House", label: "House" }, { value: "Unit", label: "Unit" }] },
      { id: "state", label: "State", type: "select", options: [{ value: "VIC", label: "Victoria" }] },
      { id: "notes", label: "Anything else?", type: "text" },
    ]);
    // Stored with the conversation: a reload shows the same form.
    const history = (await (await GET(getRequest(`/api/chat?sessionId=${sessionId}`), {})).json()) as { messages: { parts: { type: string }[] }[] };
    expect(history.messages[1].parts.map((p) => p.type)).toEqual(["text", "data-reply", "data-form"]);
  });

  it("hands the page another session_id to adopt, and navigates when the reply announces matches", async () => {
    const sessionId = newId();
    const other = newId();
    hook.queue.push(json(200, { output: { user_message: "Great news: 12 properties found for you!", session_id: other } }));
    const res = await sendChat(sessionId, "go");
    expect(res.reply).toMatchObject({ session_id: other, navigate: true });
  });

  it.each([
    ["a 500", json(500, { message: "workflow crashed" })],
    ["a 404", text(404, "Not Found")],
    ["garbage", text(200, "<html>gateway</html>", "text/html")],
    ["JSON without user_message (Invalid response format)", json(200, { output: { message: "hi" } })],
    ["an empty array", json(200, [])],
  ])("answers %s with Connection Error", async (_name, answer) => {
    hook.queue.push(answer);
    const sessionId = newId();
    const res = await sendChat(sessionId, "hello");
    expect(res.status).toBe(503);
    expect(res.error).toEqual({ code: "unavailable", message: CHAT_ERRORS.connection.description });
    // Nothing stored for a failed turn.
    const history = (await (await GET(getRequest(`/api/chat?sessionId=${sessionId}`), {})).json()) as { messages: unknown[] };
    expect(history.messages).toHaveLength(0);
  });

  it("answers an unreachable workflow with Connection Error", async () => {
    const producer = externalProducer("http://127.0.0.1:9/unreachable");
    await expect(asTestBrowser(() => handleChatTurn({ request: { sessionId: newId(), message: { text: "hi" } }, viewer: null }, producer))).rejects.toMatchObject({
      code: "unavailable",
      message: CHAT_ERRORS.connection.description,
    });
  });

  it("aborts a workflow that doesn't answer in time and reads it as No Results Found", async () => {
    hook.queue.push(hang);
    const producer = externalProducer(`${hook.url}/webhook/chat`, { timeoutMs: 300 });
    const err = await asTestBrowser(() => handleChatTurn({ request: { sessionId: newId(), message: { text: "hi" } }, viewer: null }, producer)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: "timeout", status: 504, message: CHAT_ERRORS.timeout.description });
  });
});
