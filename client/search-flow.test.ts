import { describe, expect, it } from "vitest";
import { emptyPreferences } from "@/lib/preferences/schema";
import { toSearchPayload } from "@/lib/preferences/convert";
import { clearOtherNotificationKeys, createGuestAccount, markMatchesOpened, matchesOpened, requestEstimateFlow, startSearchRequest } from "./search-flow";
import { ApiError } from "./api";
import { formatEstimatedTime, formatMatchCount, BAKING_MESSAGES } from "@/lib/search/messages";

const SESSION = "9b2f8a52-3c1e-4c7e-9a51-0f6d2b1a7e10";
const payload = toSearchPayload({ sessionId: SESSION, userId: null, preferences: emptyPreferences() });

type Reply = { status?: number; body?: unknown; throws?: Error };
/** A fetch that answers from a script, recording the URLs asked for. */
function scriptedFetch(replies: { post: Reply; polls?: Reply[] }) {
  const calls: string[] = [];
  let poll = 0;
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push(`${init?.method ?? "GET"} ${String(url)}`);
    const r = init?.method === "POST" ? replies.post : (replies.polls?.[Math.min(poll++, (replies.polls?.length ?? 1) - 1)] ?? { body: { received: false, status: "pending" } });
    if (r.throws) throw r.throws;
    return new Response(JSON.stringify(r.body ?? {}), { status: r.status ?? 200, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

function clock() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe("the estimate's polling contract", () => {
  it("takes an estimate answered at once without waiting", async () => {
    const { fetchImpl, calls } = scriptedFetch({ post: { body: { status: "ok", runId: "r", estimate: { searchCount: 42, estimatedTime: 0.2 } } } });
    const c = clock();
    const out = await requestEstimateFlow(payload, { fetchImpl, sleep: c.sleep });
    expect(out).toEqual({ kind: "estimate", estimate: { searchCount: 42, estimatedTime: 0.2 }, fallback: false });
    expect(c.waits).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it("waits 5 s, then polls 1 s apart until the estimate arrives", async () => {
    const pending = { body: { received: false, status: "pending" } };
    const { fetchImpl, calls } = scriptedFetch({
      post: { body: { status: "ok", runId: "r", estimate: null } },
      polls: [pending, pending, { body: { received: true, status: "search estimate", searchCount: 7, estimatedTime: 3 } }],
    });
    const c = clock();
    const out = await requestEstimateFlow(payload, { fetchImpl, sleep: c.sleep });
    expect(out).toEqual({ kind: "estimate", estimate: { searchCount: 7, estimatedTime: 3 }, fallback: false });
    expect(c.waits).toEqual([5000, 1000, 1000]);
    expect(calls.filter((u) => u.startsWith("GET"))).toHaveLength(3);
  });

  it("falls back to 25 properties and 5 minutes after 30 polls", async () => {
    const { fetchImpl, calls } = scriptedFetch({ post: { body: { status: "ok", runId: "r", estimate: null } } });
    const out = await requestEstimateFlow(payload, { fetchImpl, sleep: clock().sleep });
    expect(out).toEqual({ kind: "estimate", estimate: { searchCount: 25, estimatedTime: 5 }, fallback: true });
    expect(calls.filter((u) => u.startsWith("GET"))).toHaveLength(30);
  });

  it("gives up with Connection Error after more than 5 failed polls", async () => {
    const { fetchImpl, calls } = scriptedFetch({ post: { body: { status: "ok", runId: "r", estimate: null } }, polls: [{ status: 502 }] });
    const out = await requestEstimateFlow(payload, { fetchImpl, sleep: clock().sleep });
    expect(out).toEqual({ kind: "error", toast: { title: "Connection Error", description: "Unable to connect to search service. Please try again." } });
    expect(calls.filter((u) => u.startsWith("GET"))).toHaveLength(6);
  });

  it("shows a polled failure's server message", async () => {
    const { fetchImpl } = scriptedFetch({ post: { body: { status: "ok", runId: "r", estimate: null } }, polls: [{ body: { received: true, status: "failed", message: "Catalogue offline" } }] });
    const out = await requestEstimateFlow(payload, { fetchImpl, sleep: clock().sleep });
    expect(out).toEqual({ kind: "error", toast: { title: "Search Failed", description: "Catalogue offline" } });
  });

  it.each([
    ["an HTTP failure", { status: 502 }],
    ["a fail status", { body: { status: "fail", error: "nope" } }],
  ])("turns %s of the estimate into Search Failed", async (_label, post) => {
    const { fetchImpl } = scriptedFetch({ post });
    const out = await requestEstimateFlow(payload, { fetchImpl, sleep: clock().sleep });
    expect(out).toEqual({ kind: "error", toast: { title: "Search Failed", description: "Failed to start search. Please try again." } });
  });

  it("turns an exception into Failed to get search estimate", async () => {
    const { fetchImpl } = scriptedFetch({ post: { throws: new TypeError("Failed to fetch") } });
    const out = await requestEstimateFlow(payload, { fetchImpl, sleep: clock().sleep });
    expect(out).toEqual({ kind: "error", toast: { title: "Search Failed", description: "Failed to get search estimate. Please try again." } });
  });
});

describe("starting the search", () => {
  it("returns the run on success", async () => {
    const { fetchImpl } = scriptedFetch({ post: { body: { status: "ok", runId: "r1", startedAt: "2026-01-01T00:00:00.000Z" } } });
    expect(await startSearchRequest(payload, { fetchImpl })).toEqual({ kind: "started", runId: "r1", startedAt: "2026-01-01T00:00:00.000Z", firstResults: 0 });
  });
  it("keeps the first page's listings the start carried, read as the listings call's answer, and drops what isn't one", async () => {
    const listings = { listings: [], numbers_basis: "owner", analysis: { total: 0, complete: 0, search_running: true, matched: 240, price_filtered: false, source_notes: [] } };
    const started = { status: "ok", runId: "r1", startedAt: "2026-01-01T00:00:00.000Z", firstResults: 25 };
    const carried = await startSearchRequest(payload, scriptedFetch({ post: { body: { ...started, listings } } }));
    expect(carried).toMatchObject({ kind: "started", firstResults: 25, firstListings: { analysis: { matched: 240, search_running: true } } });
    // Not a listings answer: the start stands, and /matches asks for its listings itself.
    const malformed = await startSearchRequest(payload, scriptedFetch({ post: { body: { ...started, listings: { listings: "no" } } } }));
    expect(malformed).toEqual({ kind: "started", runId: "r1", startedAt: "2026-01-01T00:00:00.000Z", firstResults: 25 });
  });
  it("maps an HTTP failure, a fail status and a network error to the spec's toasts", async () => {
    expect(await startSearchRequest(payload, scriptedFetch({ post: { status: 500 } }))).toEqual({
      kind: "error",
      toast: { title: "Error", description: "Failed to send preferences. Please try again." },
    });
    expect(await startSearchRequest(payload, scriptedFetch({ post: { body: { status: "fail", error: null } } }))).toEqual({
      kind: "error",
      toast: { title: "Error", description: "Oh dear...that didn't work. Would you like to start a new search and try again?" },
    });
    expect(await startSearchRequest(payload, scriptedFetch({ post: { throws: new TypeError("socket hang up") } }))).toEqual({
      kind: "error",
      toast: { title: "Error", description: "Network error: socket hang up" },
    });
    expect(await startSearchRequest(payload, scriptedFetch({ post: { throws: new TypeError("") } }))).toEqual({
      kind: "error",
      toast: { title: "Error", description: "Please check your connection and try again." },
    });
  });
  it("shows a plan limit's own words: what the limit is and when it resets", async () => {
    const message = "Your Slice plan includes 2 searches per day and you've used them. They reset at midnight Sydney time (in 5 hours).";
    const refused = scriptedFetch({ post: { status: 403, body: { error: { code: "forbidden", message, reason: "plan_limit" } } } });
    expect(await startSearchRequest(payload, refused)).toEqual({ kind: "error", toast: { title: "Plan limit reached", description: message } });
  });
});

describe("display rules", () => {
  it("reads estimated time as the spec says", () => {
    expect(formatEstimatedTime(0.4)).toBe("less than 1 minute");
    expect(formatEstimatedTime(1)).toBe("1 minute");
    expect(formatEstimatedTime(1.4)).toBe("1 minute");
    expect(formatEstimatedTime(2.6)).toBe("3 minutes");
    expect(formatEstimatedTime(undefined)).toBe("5 minutes");
  });
  it("counts matches", () => {
    expect(formatMatchCount(1234)).toBe("1,234 properties match");
  });
  it("has 28 baking messages", () => {
    expect(BAKING_MESSAGES).toHaveLength(28);
    expect(new Set(BAKING_MESSAGES).size).toBe(28);
  });
});

describe("notification keys", () => {
  it("removes other sessions' notification_received_* keys", () => {
    const store = new Map<string, string>([
      ["notification_received_a", "1"],
      [`notification_received_${SESSION}`, "1"],
      ["other", "x"],
    ]);
    const storage = {
      get length() {
        return store.size;
      },
      key: (i: number) => [...store.keys()][i] ?? null,
      removeItem: (k: string) => void store.delete(k),
    } as unknown as Storage;
    clearOtherNotificationKeys(SESSION, storage);
    expect([...store.keys()].sort()).toEqual([`notification_received_${SESSION}`, "other"].sort());
  });
});

describe("which run's matches this browser opened", () => {
  const memory = () => {
    const store = new Map<string, string>();
    return { store, storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } };
  };

  it("opens a run's matches once, keyed by the session, and again for the next run", () => {
    const { store, storage } = memory();
    expect(matchesOpened(SESSION, "run-1", storage)).toBe(false);
    expect(markMatchesOpened(SESSION, "run-1", storage)).toBe(true);
    expect(store.get(`notification_received_${SESSION}`)).toBe("run-1");
    expect(matchesOpened(SESSION, "run-1", storage)).toBe(true);
    expect(markMatchesOpened(SESSION, "run-1", storage)).toBe(false);
    expect(matchesOpened(SESSION, "run-2", storage)).toBe(false);
    expect(markMatchesOpened(SESSION, "run-2", storage)).toBe(true);
    expect(store.get(`notification_received_${SESSION}`)).toBe("run-2");
  });
});

describe("Share email's guest account", () => {
  it("posts the e-mails and the payload, and reads the answer with its schema", async () => {
    const sent: { url: string; body: unknown }[] = [];
    const answer = { status: "created", email: "a@example.com", linked: true, search: { status: "ok", runId: "r", startedAt: "2026-01-01T00:00:00Z" } };
    const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } });
    }) as typeof fetch;
    const body = await createGuestAccount({ email: "a@example.com", confirmEmail: "a@example.com", payload }, { fetchImpl });
    expect(sent).toEqual([{ url: "/api/guest-account", body: { email: "a@example.com", confirmEmail: "a@example.com", payload: JSON.parse(JSON.stringify(payload)) } }]);
    expect(body).toMatchObject({ email: "a@example.com", linked: true, search: { status: "ok", runId: "r" } });
  });

  it("throws the refusal's reason as ApiError", async () => {
    const fetchImpl = (async () =>
      new Response(JSON.stringify({ error: { code: "conflict", message: "That e-mail has an account.", reason: "exists" } }), { status: 409, headers: { "Content-Type": "application/json" } })) as typeof fetch;
    const err = await createGuestAccount({ email: "a@example.com", confirmEmail: "a@example.com", payload }, { fetchImpl }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).reason).toBe("exists");
  });
});
