import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getNotifications } from "@/app/api/notifications/route";
import { GET as getRealtime } from "@/app/api/realtime/route";
import { POST as authorizeRoute } from "@/app/api/realtime/auth/route";
import { createRun } from "@/db/queries/search-runs";
import { stopBoss } from "@/server/search/queue";
import { runSearchJob } from "@/server/search/search-job";
import { resetWorkerForTests } from "@/server/search/worker";
import { listenForNotifications, pusherClientOptions, subscribeWithPusher } from "@/client/realtime";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { pusherPublicConfig } from "@/server/realtime/config";
import { postNotification } from "@/server/realtime/notify";
import { publishNotification } from "@/server/realtime/server";
import type { NotificationWire } from "@/lib/search/api";
import { pusherEnv, startPusherServer, type PusherTestServer } from "../support/pusher-server";
import { createSession, newId, payloadFor, seedCatalogue, waitFor } from "./search-fixtures";

vi.mock("@/server/auth/current-user", () => ({ getCurrentUser: async () => null }));

/**
 * The Pusher path with the real packages: the server's `pusher` triggers through a
 * local Pusher-protocol server, the browser's `pusher-js` (its Node build) receives on
 * notifications-{sessionId}; polling delivers the same rows as the fallback.
 */
let pusher: PusherTestServer;
const saved = { ...process.env };

beforeAll(async () => {
  pusher = await startPusherServer();
  Object.assign(process.env, pusherEnv(pusher));
  await seedCatalogue({ count: 150 });
});
afterAll(async () => {
  await stopBoss({ graceful: false, timeoutMs: 2_000 });
  resetWorkerForTests();
  await pusher.close();
  for (const k of ["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET", "PUSHER_HOST", "PUSHER_PORT", "PUSHER_USE_TLS"]) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

/** The browser's POST /api/realtime/auth, answered by the route handler itself. */
const authFetch = (async (url: string | URL | Request, init?: RequestInit) =>
  authorizeRoute(new Request(new URL(String(url), "http://localhost"), init), {})) as typeof fetch;

const enabledConfig = () => {
  const c = pusherPublicConfig();
  if (!c.enabled) throw new Error("Pusher should be configured");
  return c;
};

describe("realtime notifications over Pusher", () => {
  it("serves the public config without the secret", async () => {
    const body = await (await getRealtime(new Request("http://localhost/api/realtime"), {})).json();
    expect(body).toEqual({ enabled: true, key: pusher.key, cluster: "", wsHost: "127.0.0.1", wsPort: pusher.port, forceTLS: false });
    expect(JSON.stringify(body)).not.toContain(pusher.secret);
  });

  it("delivers a stored notification to a pusher-js subscriber on notifications-{sessionId}", async () => {
    const sessionId = newId();
    await createSession(sessionId);
    const received: NotificationWire[] = [];
    const sub = await subscribeWithPusher(enabledConfig(), sessionId, (n) => received.push(n), { fetchImpl: authFetch });
    try {
      await waitFor(async () => pusher.subscriptions().includes(`private-notifications-${sessionId}`), 10_000);
      const row = await postNotification({ sessionId, message: "Analysis in progress: 25 of 50 property matches ready", status: "info" });
      const got = await waitFor(async () => received[0], 10_000);
      expect(got).toMatchObject({ id: row.id, session_id: sessionId, message: row.message, status: "info", event: "INSERT" });
      expect(pusher.triggers.at(-1)?.channels).toEqual([`private-notifications-${sessionId}`]);
      expect(sub.connected()).toBe(true);
    } finally {
      sub.unsubscribe();
    }
  });

  it("refuses to sign a subscription to someone else's private session (finding 6), and Pusher refuses it unsigned", async () => {
    const db = await getDb();
    const [owner] = await db.insert(users).values({ email: `pusher-owner-${newId()}@example.com`, passwordHash: "x" }).returning({ id: users.id });
    const sessionId = newId();
    await createSession(sessionId, owner.id);
    const channel = `private-notifications-${sessionId}`;

    const refused = await authorizeRoute(
      new Request("http://localhost/api/realtime/auth", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ socket_id: "123.456", channel_name: channel }) }),
      {},
    );
    expect(refused.status).toBe(401);
    expect(JSON.stringify(await refused.json())).not.toContain(pusher.key + ":");

    const received: NotificationWire[] = [];
    const sub = await subscribeWithPusher(enabledConfig(), sessionId, (n) => received.push(n), { fetchImpl: authFetch });
    // Even a subscriber that skips our route and asks Pusher directly, with a made-up signature, is refused.
    const { default: PusherJs } = await import("pusher-js");
    const rogue = new PusherJs(pusher.key, {
      ...pusherClientOptions(enabledConfig()),
      channelAuthorization: { endpoint: "/x", transport: "ajax", customHandler: (_p, cb) => cb(null, { auth: `${pusher.key}:${"0".repeat(64)}` }) },
    });
    rogue.subscribe(channel);
    try {
      await waitFor(async () => pusher.refusedSubscriptions.filter((c) => c === channel).length >= 1, 10_000);
      await postNotification({ sessionId, message: "Analysis in progress: 25 of 50 property matches ready", status: "info" });
      await new Promise((r) => setTimeout(r, 300));
      expect(received).toEqual([]);
      expect(pusher.subscriptions()).not.toContain(channel);
      // The other bad-input answers of the route: a channel that isn't ours, a junk socket id.
      for (const body of [{ socket_id: "1.2", channel_name: "presence-x" }, { socket_id: "abc", channel_name: channel }]) {
        const res = await authorizeRoute(new Request("http://localhost/x", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }), {});
        expect(res.status).toBe(400);
      }
    } finally {
      sub.unsubscribe();
      rogue.disconnect();
    }
  });

  it("pushes every notification of a built-in search, in order", async () => {
    const sessionId = newId();
    await createSession(sessionId);
    const received: string[] = [];
    const sub = await subscribeWithPusher(enabledConfig(), sessionId, (n) => received.push(n.message), { fetchImpl: authFetch });
    try {
      await waitFor(async () => pusher.subscriptions().includes(`private-notifications-${sessionId}`), 10_000);
      const run = await createRun({ sessionId, userId: null, engine: "builtin", status: "queued", payload: payloadFor(sessionId) });
      const result = await runSearchJob({ runId: run.id, attempt: 0 });
      await waitFor(async () => received.at(-1) === "All property analysis complete", 10_000);
      expect(received).toHaveLength(Math.ceil(result.results / 25) + 1);
      expect(received[0]).toMatch(/^Analysis in progress/);
    } finally {
      sub.unsubscribe();
    }
  });

  it("signs triggers: a wrong secret is refused and the app keeps working (polling still has the row)", async () => {
    const sessionId = newId();
    await createSession(sessionId);
    process.env.PUSHER_SECRET = "wrong-secret";
    try {
      const before = pusher.rejected;
      const row = await postNotification({ sessionId, message: "Analysis in progress", status: "info" });
      expect(pusher.rejected).toBe(before + 1);
      const polled = await (await getNotifications(new Request(`http://localhost/api/notifications?sessionId=${sessionId}`), {})).json();
      expect(polled.notifications.map((n: { id: string }) => n.id)).toContain(row.id);
    } finally {
      process.env.PUSHER_SECRET = pusher.secret;
    }
    expect(await publishNotification({ id: "x", session_id: sessionId, message: "m", status: "info", listing_id: null, created_at: new Date().toISOString() })).toBe(true);
  });

  it("listens with Pusher and polling together, each notification once, and stops when the search ends", async () => {
    const sessionId = newId();
    await createSession(sessionId);
    const since = new Date(Date.now() - 1000).toISOString();
    const received: NotificationWire[] = [];
    let ended = false;
    // The browser's fetch, answered by the route handler itself.
    const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
      const u = new URL(String(url), "http://localhost");
      if (u.pathname === "/api/notifications") return getNotifications(new Request(u), {});
      if (u.pathname === "/api/realtime") return getRealtime(new Request(u), {});
      if (u.pathname === "/api/realtime/auth") return authFetch(u, init);
      return new Response("not found", { status: 404 });
    }) as typeof fetch;
    const seen = new Set<string>();
    const stop = listenForNotifications({
      sessionId,
      since,
      fetchImpl,
      poll: { startMs: 200, intervalMs: 300 },
      onNotification: (n) => {
        if (seen.has(n.id)) return;
        seen.add(n.id);
        received.push(n);
      },
      onSearchEnded: () => {
        ended = true;
      },
    });
    try {
      await waitFor(async () => pusher.subscriptions().includes(`private-notifications-${sessionId}`), 10_000);
      const run = await createRun({ sessionId, userId: null, engine: "builtin", status: "queued", payload: payloadFor(sessionId) });
      await runSearchJob({ runId: run.id, attempt: 0 });
      await waitFor(async () => ended, 10_000);
      expect(received.at(-1)?.message).toBe("All property analysis complete");
      expect(new Set(received.map((n) => n.id)).size).toBe(received.length);
      // Polling stopped and the subscription was dropped.
      await waitFor(async () => !pusher.subscriptions().includes(`private-notifications-${sessionId}`), 5_000);
    } finally {
      stop();
    }
  });
});
