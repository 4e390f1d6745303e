import { describe, expect, it } from "vitest";
import { CHAT_ERRORS } from "@/lib/chat/copy";
import { chatErrorToast } from "./api";

/** What a failed turn shows (spec 1 section 8). */
const apiError = (statusCode: number, body: unknown) => ({ name: "AI_APICallError", statusCode, responseBody: typeof body === "string" ? body : JSON.stringify(body) });

describe("chatErrorToast", () => {
  it("reads a timeout, on either side, as No Results Found", () => {
    expect(chatErrorToast({ name: "TimeoutError" })).toMatchObject(CHAT_ERRORS.timeout);
    expect(chatErrorToast(apiError(504, { error: { code: "timeout", message: "x" } }))).toMatchObject(CHAT_ERRORS.timeout);
  });

  it("shows the server's own words for a refusal it explained", () => {
    expect(chatErrorToast(apiError(429, { error: { code: "rate_limited", message: "Too many messages. Please try again in 5 minutes." } }))).toEqual({
      title: "Message not sent",
      description: "Too many messages. Please try again in 5 minutes.",
      variant: "destructive",
    });
    expect(chatErrorToast(apiError(400, { error: { code: "bad_request", message: "Please type a message." } })).description).toBe("Please type a message.");
  });

  it("reads anything else as Connection Error", () => {
    for (const err of [apiError(503, { error: { code: "unavailable", message: "x" } }), apiError(502, "<html>bad gateway</html>"), apiError(404, ""), new TypeError("Failed to fetch"), null]) {
      expect(chatErrorToast(err)).toMatchObject({ ...CHAT_ERRORS.connection, variant: "destructive" });
    }
  });
});
