import { describe, expect, it } from "vitest";
import { apiFetchFunction } from "@/client/api";
import { CHAT_ERRORS } from "@/lib/chat/copy";
import { chatErrorToast, chatHistoryErrorMessage, fetchChatHistory } from "./api";

const SESSION = "9b2f8a52-3c1e-4c7e-9a51-0f6d2b1a7e10";

/** A fetch that answers once with this status and body (a string is sent as is). */
const answer = (status: number, body: unknown) =>
  (async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })) as unknown as typeof fetch;
const offline = (async () => {
  throw new TypeError("Failed to fetch");
}) as unknown as typeof fetch;

/** The error the chat transport sees when its fetch (the fetch layer's) meets this answer. */
const turnError = (fetchImpl: typeof fetch) => apiFetchFunction({ fetchImpl })("/api/chat", { method: "POST" }).then(() => null, (e: unknown) => e);

/** What a failed turn shows (spec 1 section 8). */
describe("chatErrorToast", () => {
  it("reads a timeout, on either side, as No Results Found", async () => {
    expect(chatErrorToast(new DOMException("signal timed out", "TimeoutError"))).toMatchObject(CHAT_ERRORS.timeout);
    expect(chatErrorToast(await turnError(answer(504, { error: { code: "timeout", message: "x" } })))).toMatchObject(CHAT_ERRORS.timeout);
    expect(chatErrorToast(await turnError(answer(504, "<html>gateway timeout</html>")))).toMatchObject(CHAT_ERRORS.timeout);
  });

  it("shows the server's own words for a refusal it explained", async () => {
    expect(chatErrorToast(await turnError(answer(429, { error: { code: "rate_limited", message: "Too many messages. Please try again in 5 minutes." } })))).toEqual({
      title: "Message not sent",
      description: "Too many messages. Please try again in 5 minutes.",
      variant: "destructive",
    });
    expect(chatErrorToast(await turnError(answer(400, { error: { code: "bad_request", message: "Please type a message." } }))).description).toBe("Please type a message.");
  });

  it("reads anything else as Connection Error", async () => {
    const errors = [
      await turnError(answer(503, { error: { code: "unavailable", message: "x" } })),
      await turnError(answer(502, "<html>bad gateway</html>")),
      await turnError(answer(404, "")),
      await turnError(offline),
      new Error("stream broke"),
      null,
    ];
    for (const err of errors) expect(chatErrorToast(err)).toMatchObject({ ...CHAT_ERRORS.connection, variant: "destructive" });
  });

  it("lets a good answer through to the transport untouched", async () => {
    const res = await apiFetchFunction({ fetchImpl: answer(200, "data: {}\n\n") })("/api/chat", { method: "POST" });
    expect(await res.text()).toBe("data: {}\n\n");
  });
});

describe("the stored conversation", () => {
  const history = {
    sessionId: SESSION,
    writable: true,
    messages: [
      { id: "u1", role: "user", metadata: { createdAt: "2026-01-01T00:00:00.000Z" }, parts: [{ type: "text", text: "3 bedrooms in Ballarat" }] },
      {
        id: "a1",
        role: "assistant",
        parts: [
          { type: "text", text: "Got it.", state: "done" },
          { type: "data-reply", id: "reply", data: { session_id: SESSION, source: "builtin", navigate: false } },
          { type: "data-form", id: "form", data: { fields: [{ id: "budget", type: "number", label: "Budget" }] } },
        ],
      },
    ],
  };

  it("is read with its schema", async () => {
    const loaded = await fetchChatHistory(SESSION, answer(200, history));
    expect(loaded.messages.map((m) => m.parts.map((p) => p.type))).toEqual([["text"], ["text", "data-reply", "data-form"]]);
  });

  it("says why it can't be loaded: the server's reason, else a connection or load error", async () => {
    const failure = (fetchImpl: typeof fetch) => fetchChatHistory(SESSION, fetchImpl).then(() => null, chatHistoryErrorMessage);
    expect(await failure(answer(403, { error: { code: "forbidden", message: "This conversation is private." } }))).toBe("This conversation is private.");
    expect(await failure(answer(502, "<html>bad gateway</html>"))).toBe(CHAT_ERRORS.connection.description);
    expect(await failure(offline)).toBe("Unable to load the conversation. Please try again.");
    expect(await failure(answer(200, { ...history, messages: [{ id: "x", role: "robot", parts: [] }] }))).toBe("Unable to load the conversation. Please try again.");
  });
});
