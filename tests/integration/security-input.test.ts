/**
 * docs/SECURITY.md, Limits: every route refuses oversized bodies (413) and
 * non-JSON bodies (415) through the one parser; strings and arrays have maxima;
 * NUL and lone surrogates, overflowing prices and land sizes, negative prices and
 * min > max are 400s with a clear message — and nothing is written.
 */
import "./viewer-mock";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { asGuest, completePreferences, jsonRequest, newId, payloadFor, sessionRow, viewer } from "./search-fixtures";

const preferences = await import("@/app/api/preferences/route");
const estimate = await import("@/app/api/search/estimate/route");
const share = await import("@/app/api/sessions/[id]/share/route");
const signUp = await import("@/app/api/auth/sign-up/route");

async function errorOf(res: Response) {
  expect(res.headers.get("content-type")).toMatch(/application\/json/);
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}
const putRaw = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
  preferences.PUT(new Request("http://localhost/api/preferences", { method: "PUT", headers: { "x-forwarded-for": "192.0.2.77", ...headers }, body, duplex: "half" } as RequestInit), {});

describe("body limits", () => {
  it("refuses an 8.7 MB preferences body with 413 and stores nothing", async () => {
    const sessionId = asGuest();
    const huge = JSON.stringify({ sessionId, preferences: { ...completePreferences(), locations: ["x".repeat(8_700_000)] } });
    const res = await putRaw(huge, { "content-type": "application/json", "content-length": String(huge.length) });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toMatch(/too large/);
    expect(await sessionRow(sessionId)).toBeNull();
  });

  it("stops reading a chunked body (no Content-Length) as soon as it passes the limit", async () => {
    const sessionId = newId();
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16_384;
        controller.enqueue(new TextEncoder().encode(" ".repeat(16_384)));
        if (sent > 10_000_000) controller.close();
      },
    });
    const res = await putRaw(stream);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(1_000_000);
    expect(await sessionRow(sessionId)).toBeNull();
  });

  it("refuses a body that isn't JSON with 415, on routes that read a body and routes that don't", async () => {
    const sessionId = newId();
    const form = await putRaw(`sessionId=${sessionId}`, { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect((await errorOf(form)).code).toBe("unsupported_media_type");
    const plain = await signUp.POST(new Request("http://localhost/api/auth/sign-up", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" }), undefined);
    expect(plain.status).toBe(415);
    const sharePost = await share.POST(
      new Request(`http://localhost/api/sessions/${sessionId}/share`, { method: "POST", headers: { "content-type": "text/plain" }, body: "x" }),
      { params: Promise.resolve({ id: sessionId }) },
    );
    expect(sharePost.status).toBe(415);
    expect(await sessionRow(sessionId)).toBeNull();
  });

  it("caps every string and array of the preferences", async () => {
    const sessionId = newId();
    for (const prefs of [
      { ...completePreferences(), locations: Array.from({ length: 51 }, (_, i) => `Place ${i}`) },
      { ...completePreferences(), destinations: { enabled: true, address: "a".repeat(301), transportMode: "car", maxTravelTime: 30, preferences: [] } },
      { ...completePreferences(), landSize: "1".repeat(21) },
    ]) {
      const res = await preferences.PUT(jsonRequest("/api/preferences", { sessionId, preferences: prefs }, { method: "PUT" }), {});
      expect(res.status).toBe(400);
    }
    expect(await sessionRow(sessionId)).toBeNull();
  });
});

describe("bad input is a 400, never a 500, and writes nothing", () => {
  it("refuses NUL and lone surrogates before they reach PostgreSQL, leaving no empty session row", async () => {
    viewer.current = null;
    for (const bad of ["Rich\u0000mond", "Rich\uD800mond", "\uDC00"]) {
      const sessionId = newId();
      const res = await preferences.PUT(jsonRequest("/api/preferences", { sessionId, preferences: { ...completePreferences(), locations: [bad] } }, { method: "PUT" }), {});
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe("Text can't contain NUL characters or unpaired surrogates.");
      expect(await sessionRow(sessionId)).toBeNull();
    }
    const query = await preferences.GET(new Request("http://localhost/api/preferences?sessionId=%00"), {});
    expect(query.status).toBe(400);
  });

  it("refuses prices and land sizes that overflow, negative prices and a minimum above the maximum", async () => {
    viewer.current = null;
    const cases: [Record<string, string>, RegExp][] = [
      [{ minPrice: "99999999999999999999" }, /at most \$1,000,000,000/],
      [{ maxPrice: "-5" }, /can't be negative/],
      [{ minPrice: "900000", maxPrice: "500000" }, /minimum price can't be above the maximum/],
      [{ minPrice: "lots" }, /whole dollars/],
      [{ landSize: "99999999999" }, /Land size/],
    ];
    for (const [data, message] of cases) {
      const sessionId = newId();
      const payload = payloadFor(sessionId);
      const res = await estimate.POST(jsonRequest("/api/search/estimate", { ...payload, data: { ...payload.data, ...data } }), {});
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect((await errorOf(res)).message).toMatch(message);
      expect(await sessionRow(sessionId)).toBeNull();
    }
    const sessionId = newId();
    const stored = await preferences.PUT(
      jsonRequest("/api/preferences", { sessionId, preferences: { ...completePreferences(), priceRange: { min: 3_000_000_000, max: null } } }, { method: "PUT" }),
      {},
    );
    expect(stored.status).toBe(400);
  });

  it("keeps the database's rate-limit and session tables unchanged by refused requests", async () => {
    const db = await getDb();
    const before = await db.execute(sql`select count(*)::int as n from user_sessions`);
    await putRaw("{not json");
    await putRaw(JSON.stringify({ sessionId: "nope", preferences: {} }));
    const after = await db.execute(sql`select count(*)::int as n from user_sessions`);
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));
  });
});
