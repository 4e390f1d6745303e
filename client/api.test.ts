import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { EARLY_FETCH_GLOBAL, EARLY_FETCH_MAX_AGE_MS } from "@/lib/early-fetch";
import { ApiError, apiDownload, apiFetch, filenameOf } from "./api";

/** The error a call rejects with (the test fails if it resolves). */
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error("expected a rejection"); }, (e: unknown) => e as ApiError);

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } })) as unknown as typeof fetch;

describe("apiFetch", () => {
  it("parses a successful answer with the route's schema", async () => {
    const data = await apiFetch("/x", { schema: z.object({ n: z.number() }), fetchImpl: answer(200, { n: 3 }) });
    expect(data.n).toBe(3);
  });

  it("throws the server's code, message, reason and fields on an error status", async () => {
    const err = await failure(apiFetch("/x", { fetchImpl: answer(409, { error: { code: "conflict", message: "Take it over?", reason: "claim_required", fields: { a: ["b"] } } }) }));
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.code, err.message, err.reason, err.fields.a[0]]).toEqual([409, "conflict", "Take it over?", "claim_required", "b"]);
  });

  it("reads Retry-After and survives a non-JSON error page", async () => {
    const err = await failure(apiFetch("/x", { fetchImpl: (async () => new Response("<html>", { status: 429, headers: { "Retry-After": "30" } })) as unknown as typeof fetch }));
    expect([err.status, err.retryAfterSeconds, err.message]).toEqual([429, 30, "Request failed (429)"]);
  });

  it("refuses an answer of the wrong shape instead of trusting it", async () => {
    const err = await failure(apiFetch("/x", { schema: z.object({ n: z.number() }), fetchImpl: answer(200, { n: "3" }) }));
    expect(err.code).toBe("invalid_response");
  });

  it("reports a network failure as status 0", async () => {
    const err = await failure(apiFetch("/x", { fetchImpl: (async () => { throw new TypeError("fetch failed"); }) as unknown as typeof fetch }));
    expect([err.status, err.code]).toEqual([0, "network"]);
  });
});

describe("apiFetch and the page's early fetches (lib/early-fetch.ts)", () => {
  afterEach(() => vi.unstubAllGlobals());
  const json = (n: number) => Promise.resolve(new Response(JSON.stringify({ n }), { headers: { "Content-Type": "application/json" } }));
  const schema = z.object({ n: z.number() });
  /** A page whose inline script sent GET /x `ago` ms before now; every later call answers n: 2. */
  function page(ago = 0) {
    const sent = { "/x": { at: performance.now() - ago, response: json(1) } };
    vi.stubGlobal("window", { [EARLY_FETCH_GLOBAL]: sent });
    const network = vi.fn(() => json(2));
    vi.stubGlobal("fetch", network);
    return { sent, network };
  }

  it("takes the answer the page already asked for, once", async () => {
    const { network } = page();
    expect((await apiFetch("/x", { schema })).n).toBe(1);
    expect((await apiFetch("/x", { schema })).n).toBe(2);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("asks again when the early answer is stale, for another path, and for a call with its own fetch, signal or method", async () => {
    page(EARLY_FETCH_MAX_AGE_MS + 1);
    expect((await apiFetch("/x", { schema })).n).toBe(2);
    const { sent } = page();
    expect((await apiFetch("/y", { schema })).n).toBe(2);
    expect((await apiFetch("/x", { schema, signal: new AbortController().signal })).n).toBe(2);
    expect((await apiFetch("/x", { schema, method: "POST" })).n).toBe(2);
    expect((await apiFetch("/x", { schema, fetchImpl: answer(200, { n: 3 }) })).n).toBe(3);
    expect(Object.keys(sent)).toEqual(["/x"]);
  });

  it("reports an early fetch's network failure like its own", async () => {
    page();
    (window as unknown as Record<string, Record<string, { at: number; response: Promise<Response> }>>)[EARLY_FETCH_GLOBAL]["/x"].response = Promise.reject(new TypeError("Failed to fetch"));
    const err = await failure(apiFetch("/x", { schema }));
    expect([err.status, err.code]).toEqual([0, "network"]);
  });
});

describe("apiDownload", () => {
  it("hands back the file and the name the server gave it", async () => {
    const fetchImpl = (async () =>
      new Response("a,b\r\n", { status: 200, headers: { "Content-Type": "text/csv", "Content-Disposition": `attachment; filename="propie-x-2026-11-27.csv"; filename*=UTF-8''propie-caf%C3%A9-2026-11-27.csv` } })) as unknown as typeof fetch;
    const { blob, filename } = await apiDownload("/x", { fetchImpl });
    expect([await blob.text(), filename]).toEqual(["a,b\r\n", "propie-café-2026-11-27.csv"]);
  });

  it("throws the server's refusal (a plan limit) like apiFetch", async () => {
    const err = await failure(apiDownload("/x", { fetchImpl: answer(403, { error: { code: "forbidden", message: "Exports aren't included in the Slice plan.", reason: "plan_limit" } }) }));
    expect([err.status, err.reason, err.serverMessage]).toEqual([403, "plan_limit", "Exports aren't included in the Slice plan."]);
  });

  it("reads a plain file name, and none from no header", () => {
    expect(filenameOf('attachment; filename="a.xlsx"')).toBe("a.xlsx");
    expect(filenameOf("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });
});
