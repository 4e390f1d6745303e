import { describe, expect, it } from "vitest";
import { EARLY_FETCH_GLOBAL, earlyFetchScript, type EarlyFetches } from "./early-fetch";

const ID = "6898b36e-1a02-4444-bfa8-c971a30f3da8";

/** Runs the page's inline script against a stand-in window: what it sent, and what it left for apiFetch. */
function run(page: Parameters<typeof earlyFetchScript>[0], stored: string | null, fetchImpl?: (url: string) => Promise<Response>) {
  const sent: { url: string; init: RequestInit }[] = [];
  const win: Record<string, unknown> = {};
  const localStorage = { getItem: (key: string) => (key === "current_session_id" ? stored : null) };
  const fetch = (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return fetchImpl ? fetchImpl(url) : Promise.resolve(new Response("{}"));
  };
  new Function("window", "localStorage", "fetch", "performance", earlyFetchScript(page, "current_session_id"))(win, localStorage, fetch, { now: () => 42 });
  return { sent, left: win[EARLY_FETCH_GLOBAL] as EarlyFetches | undefined };
}

describe("the early fetch script", () => {
  it("sends each of the page's first GETs for the current session, same origin and not cached", () => {
    const { sent, left } = run("matches", ID);
    expect(sent.map((s) => s.url)).toEqual([`/api/sessions/${ID}/listings`, `/api/sessions/${ID}/stars`]);
    for (const s of sent) expect(s.init).toEqual({ credentials: "same-origin", cache: "no-store" });
    expect(Object.keys(left ?? {})).toEqual(sent.map((s) => s.url));
    expect(left?.[sent[0].url].at).toBe(42);
  });

  it("asks for the preferences and the chat history by the session's id", () => {
    expect(run("preferences", ID).sent.map((s) => s.url)).toEqual([`/api/preferences?sessionId=${ID}`]);
    expect(run("chat", ID).sent.map((s) => s.url)).toEqual([`/api/chat?sessionId=${ID}`]);
  });

  it("sends nothing without a valid session id", () => {
    for (const stored of [null, "", "not-a-uuid", `${ID}/../../api/account`]) {
      const { sent, left } = run("matches", stored);
      expect(sent, String(stored)).toEqual([]);
      expect(left).toBeUndefined();
    }
  });

  it("leaves a failed fetch to whoever takes it, without an unhandled rejection", async () => {
    const { left } = run("chat", ID, () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(left?.[`/api/chat?sessionId=${ID}`].response).rejects.toThrow("Failed to fetch");
  });
});
