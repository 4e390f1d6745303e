import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** Spec 2 section 8: session preference load errors are stored, not dropped. */
function fakeStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal("window", { localStorage: fakeStorage(), sessionStorage: fakeStorage(), addEventListener: () => {}, dispatchEvent: () => true });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function store() {
  return import("./preferences-store");
}

describe("loading the server copy of the preferences", () => {
  it("stores 'Failed to load preferences: …' with the server's message", async () => {
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ error: { code: "forbidden", message: "You can't open this session" } }), { status: 403 }));
    const s = await store();
    await s.loadServerPreferences();
    expect(s.getPreferencesSnapshot().loadError).toBe("Failed to load preferences: You can't open this session");
    expect(s.getPreferencesSnapshot().status).toBe("ready");
  });

  it("stores 'Request failed: …' when the server can't be reached", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    const s = await store();
    await s.loadServerPreferences();
    expect(s.getPreferencesSnapshot().loadError).toBe("Request failed: fetch failed");
  });

  it("clears the error once a load succeeds", async () => {
    const answers = [new Response("nope", { status: 500, statusText: "Internal Server Error" }), Response.json({ preferences: {} })];
    vi.stubGlobal("fetch", async () => answers.shift()!);
    const s = await store();
    await s.loadServerPreferences();
    expect(s.getPreferencesSnapshot().loadError).toBe("Failed to load preferences: Request failed (500 Internal Server Error)");
    await s.loadServerPreferences();
    expect(s.getPreferencesSnapshot().loadError).toBeNull();
  });
});
