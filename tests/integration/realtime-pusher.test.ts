import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getNotifications } from "@/app/api/notifications/route";
import { GET as getRealtime } from "@/app/api/realtime/route";
import { createRun } from "@/db/queries/search-runs";
import { stopBoss } from "@/server/jobs/boss";
import { runSearchJob } from "@/server/jobs/search-job";
import { resetWorkerForTests } from "@/server/jobs/worker";
import { listenForNotifications, subscribeWithPusher } from "@/client/realtime";
import { pusherPublicConfig } from "@/server/realtime/config";
import { postNotification } from "@/server/realtime/notify";
import { publishNotification } from "@/server/realtime/server";
import type { NotificationWire } from "@/lib/search/api";
import { startPusherServer, type PusherTestServer } from "../support/pusher-server";
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
  Object.assign(process.env, {
    PUSHER_APP_ID: pusher.appId,
    PUSHER_KEY: pusher.key,
    PUSHER_SECRET: pusher.secret,
    PUSHER_HOST: "127.0.0.1",
    PUSHER_PORT: String(pusher.port),
    PUSHER_USE_TLS: "false",
  });
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
    const sub = await subscribeWithPusher(enabledConfig(), sessionId, (n) => received.push(n));
    try {
      await waitFor(async () => pusher.subscriptions().includes(`notifications-${sessionId}`), 10_000);
      const row = await postNotification({ sessionId, message: "Analysis in progress: 25 of 50 property matches ready", status: "info" });
      const got = await waitFor(async () => received[0], 10_000);
      expect(got).toMatchObject({ id: row.id, session_id: sessionId, message: row.message, status: "info", event: "INSERT" });
      expect(pusher.triggers.at(-1)?.channels).toEqual([`notifications-${sessionId}`]);
      expect(sub.connected()).toBe(true);
    } finally {
      sub.unsubscribe();
    }
  });

  it("pushes every notification of a built-in search, in order", async () => {
    const sessionId = newId();
    await createSession(sessionId);
    const received: string[] = [];
    const sub = await subscribeWithPusher(enabledConfig(), sessionId, (n) => received.push(n.message));
    try {
      await waitFor(async () => pusher.subscriptions().includes(`notifications-${sessionId}`), 10_000);
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
    const fetchImpl = (async (url: string | URL | Request) => {
      const u = new URL(String(url), "http://localhost");
      if (u.pathname === "/api/notifications") return getNotifications(new Request(u), {});
      if (u.pathname === "/api/realtime") return getRealtime(new Request(u), {});
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
      await waitFor(async () => pusher.subscriptions().includes(`notifications-${sessionId}`), 10_000);
      const run = await createRun({ sessionId, userId: null, engine: "builtin", status: "queued", payload: payloadFor(sessionId) });
      await runSearchJob({ runId: run.id, attempt: 0 });
      await waitFor(async () => ended, 10_000);
      expect(received.at(-1)?.message).toBe("All property analysis complete");
      expect(new Set(received.map((n) => n.id)).size).toBe(received.length);
      // Polling stopped and the subscription was dropped.
      await waitFor(async () => !pusher.subscriptions().includes(`notifications-${sessionId}`), 5_000);
    } finally {
      stop();
    }
  });
});
