import { createHash, createHmac } from "node:crypto";
import PusherServer from "pusher";
import PusherJs from "pusher-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { GET as getNotifications } from "@/app/api/notifications/route";
import { GET as getRealtime } from "@/app/api/realtime/route";
import { POST as authorizeRoute } from "@/app/api/realtime/auth/route";
import { createRun } from "@/db/queries/search-runs";
import { runSearchJob } from "@/server/search/search-job";
import { listenForNotifications, pusherClientOptions, subscribeWithPusher } from "@/client/realtime";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { pusherPublicConfig } from "@/server/realtime/config";
import { postNotification } from "@/server/realtime/notify";
import { publishNotification } from "@/server/realtime/server";
import type { NotificationWire } from "@/lib/search/api";
import { pusherEnv, startPusherServer, type PusherTestServer } from "../support/pusher-server";
import { newId, newSession, payloadFor, seedCatalogue, waitFor } from "./search-fixtures";
import { authFetch, browserFetch, listenLikeThePage } from "./realtime-fixtures";
import { stopSearchWorker } from "./search-worker";

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
  await stopSearchWorker();
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

/** pusher-js subscribed to the session's channel, once the server has the subscription. */
async function subscribedTo(sessionId: string, onNotification: (n: NotificationWire) => void) {
  const sub = await subscribeWithPusher(enabledConfig(), sessionId, onNotification, { fetchImpl: authFetch });
  await waitFor(async () => pusher.subscriptions().includes(`private-notifications-${sessionId}`), 10_000);
  return sub;
}

describe("realtime notifications over Pusher", () => {
  it("serves the public config without the secret", async () => {
    const body = await (await getRealtime(new Request("http://localhost/api/realtime"), {})).json();
    expect(body).toEqual({ enabled: true, key: pusher.key, cluster: "", wsHost: "127.0.0.1", wsPort: pusher.port, forceTLS: false });
    expect(JSON.stringify(body)).not.toContain(pusher.secret);
  });

  it("delivers a stored notification to a pusher-js subscriber on notifications-{sessionId}", async () => {
    const sessionId = await newSession();
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

  it("refuses to sign a subscription to someone else's private session, and Pusher refuses it unsigned", async () => {
    const db = await getDb();
    const [owner] = await db.insert(users).values({ email: `pusher-owner-${newId()}@example.com`, passwordHash: "x" }).returning({ id: users.id });
    const sessionId = await newSession(owner.id);
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
    const sessionId = await newSession();
    const received: string[] = [];
    const sub = await subscribedTo(sessionId, (n) => received.push(n.message));
    const db = await getDb();
    try {
      const run = await createRun({ db, sessionId, userId: null, engine: "builtin", status: "queued", payload: payloadFor(sessionId) });
      const result = await runSearchJob({ runId: run.id, attempt: 0 });
      await waitFor(async () => received.at(-1) === "All property analysis complete", 10_000);
      expect(received).toHaveLength(Math.ceil(result.results / 25) + 1);
      expect(received[0]).toMatch(/^Analysis in progress/);
    } finally {
      sub.unsubscribe();
    }
  });

  it("signs triggers: a wrong secret is refused and the app keeps working (polling still has the row)", async () => {
    const sessionId = await newSession();
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
    const sessionId = await newSession();
    const since = new Date(Date.now() - 1000).toISOString();
    const listener = listenLikeThePage({ sessionId, since, poll: { startMs: 200, intervalMs: 300 } });
    const { received } = listener;
    const db = await getDb();
    try {
      await waitFor(async () => pusher.subscriptions().includes(`private-notifications-${sessionId}`), 10_000);
      const run = await createRun({ db, sessionId, userId: null, engine: "builtin", status: "queued", payload: payloadFor(sessionId) });
      await runSearchJob({ runId: run.id, attempt: 0 });
      await waitFor(async () => listener.ended, 10_000);
      expect(received.at(-1)?.message).toBe("All property analysis complete");
      expect(new Set(received.map((n) => n.id)).size).toBe(received.length);
      // Polling stopped and the subscription was dropped.
      await waitFor(async () => !pusher.subscriptions().includes(`private-notifications-${sessionId}`), 5_000);
    } finally {
      listener.stop();
    }
  });
});

/** A bare WebSocket client (no pusher-js), to see exactly what the server sends and when it closes. */
async function rawSocket(url: string) {
  const socket = new WebSocket(url);
  const messages: { event: string; data: unknown; channel?: string }[] = [];
  let closed: number | null = null;
  socket.on("message", (raw) => messages.push(JSON.parse(String(raw))));
  socket.on("close", (code) => (closed = code));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return { socket, messages, closed: () => closed };
}

/** A request to Pusher's HTTP API signed by hand, at a chosen time. */
async function signedPost(server: PusherTestServer, path: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const query = `auth_key=${server.key}&auth_timestamp=${timestamp}&auth_version=1.0&body_md5=${createHash("md5").update(body).digest("hex")}`;
  const signature = createHmac("sha256", server.secret).update(`POST\n${path}\n${query}`).digest("hex");
  const res = await fetch(`http://127.0.0.1:${server.port}${path}?${query}&auth_signature=${signature}`, { method: "POST", headers: { "content-type": "application/json" }, body });
  return { status: res.status, text: await res.text() };
}

describe("the local Pusher server refuses what Pusher refuses (Pusher Channels Protocol and HTTP API reference)", () => {
  it("a subscription with a bad signature gets pusher:error with Pusher's message, not a subscription_error", async () => {
    const sessionId = newId();
    const channel = `private-notifications-${sessionId}`;
    const rogue = new PusherJs(pusher.key, {
      ...pusherClientOptions(enabledConfig()),
      channelAuthorization: { endpoint: "/x", transport: "ajax", customHandler: (_p, cb) => cb(null, { auth: `${pusher.key}:${"0".repeat(64)}` }) },
    });
    const errors: unknown[] = [];
    rogue.connection.bind("error", (e: unknown) => errors.push(e));
    rogue.subscribe(channel);
    try {
      await waitFor(async () => errors.length > 0, 10_000);
      const socketId = rogue.connection.socket_id;
      expect(errors[0]).toEqual({
        type: "PusherError",
        data: { code: null, message: `Invalid signature: Expected HMAC SHA256 hex digest of ${socketId}:${channel}, but got ${"0".repeat(64)}` },
      });
      expect(pusher.sent.filter((m) => m.socketId === socketId).map((m) => m.event)).not.toContain("pusher:subscription_error");
      expect(pusher.subscriptions()).not.toContain(channel);
    } finally {
      rogue.disconnect();
    }
  });

  it("an HTTP API request signed more than 600 s from the server's clock is refused (401); within the window it is accepted", async () => {
    const body = JSON.stringify({ name: "notification", channels: ["private-notifications-x"], data: "{}" });
    // A minute beyond the window on either side: the server reads its clock later than this line
    // (seconds later on a loaded machine), which must not bring "601 s ahead" back inside it.
    const now = Math.floor(Date.now() / 1000);
    const stale = await signedPost(pusher, `/apps/${pusher.appId}/events`, body, now - 660);
    expect(stale.status).toBe(401);
    expect(stale.text).toMatch(/^Timestamp expired: Given timestamp \(\d+\) not within 600s of server time/);
    expect((await signedPost(pusher, `/apps/${pusher.appId}/events`, body, now + 660)).status).toBe(401);
    expect((await signedPost(pusher, `/apps/${pusher.appId}/events`, body, now - 30)).status).toBe(200);
  });

  it("an event's data over 10 KB is refused with 413; the app's push of such a notification fails alone and polling still has the row", async () => {
    const client = new PusherServer({ appId: pusher.appId, key: pusher.key, secret: pusher.secret, host: "127.0.0.1", port: String(pusher.port), useTLS: false });
    await expect(client.trigger("private-notifications-x", "notification", "x".repeat(10_241))).rejects.toMatchObject({ status: 413 });
    await expect(client.trigger("private-notifications-x", "notification", "x".repeat(10_000))).resolves.toBeTruthy();

    // The workflow may send a 2,000-character message; escaped as JSON it can pass 10 KB.
    const sessionId = await newSession();
    const message = "\u0001".repeat(2_000);
    const row = await postNotification({ sessionId, message, status: "info" });
    expect(pusher.refused.at(-1)?.status).toBe(413);
    const polled = await (await getNotifications(new Request(`http://localhost/api/notifications?sessionId=${sessionId}`), {})).json();
    expect(polled.notifications.map((n: { id: string }) => n.id)).toEqual([row.id]);
    // Only that push was lost: Pusher is reachable, so the next one goes out at once.
    expect(await publishNotification({ id: "y", session_id: sessionId, message: "m", status: "info", listing_id: null, created_at: new Date().toISOString() })).toBe(true);
  });

  it("the batch endpoint delivers up to 10 events, and refuses 11", async () => {
    const sessionId = await newSession();
    const received: string[] = [];
    const sub = await subscribedTo(sessionId, (n) => received.push(n.message));
    try {
      const client = new PusherServer({ appId: pusher.appId, key: pusher.key, secret: pusher.secret, host: "127.0.0.1", port: String(pusher.port), useTLS: false });
      const event = (i: number) => ({
        channel: `private-notifications-${sessionId}`,
        name: "notification",
        data: JSON.stringify({ id: `b${i}`, session_id: sessionId, message: `batch ${i}`, status: "info", listing_id: null, created_at: new Date().toISOString() }),
      });
      await client.triggerBatch([event(1), event(2)]);
      await waitFor(async () => received.length === 2, 10_000);
      expect(received).toEqual(["batch 1", "batch 2"]);
      await expect(client.triggerBatch(Array.from({ length: 11 }, (_, i) => event(i)))).rejects.toMatchObject({ status: 400 });
      expect(pusher.refused.at(-1)?.message).toMatch(/Batch too large/);
    } finally {
      sub.unsubscribe();
    }
  });

  it("pings an idle connection and closes it with 4201 when no pong comes; pusher-js answers and stays connected", async () => {
    const strict = await startPusherServer({ activityTimeoutSeconds: 1, pongTimeoutMs: 400 });
    try {
      const silent = await rawSocket(`ws://127.0.0.1:${strict.port}/app/${strict.key}?protocol=7&client=js&version=8.6.0`);
      await waitFor(async () => silent.closed() !== null, 5_000);
      expect(silent.messages.map((m) => m.event)).toEqual(["pusher:connection_established", "pusher:ping"]);
      expect(silent.closed()).toBe(4201);

        const client = new PusherJs(strict.key, pusherClientOptions({ enabled: true, key: strict.key, cluster: "", wsHost: "127.0.0.1", wsPort: strict.port, forceTLS: false }));
      try {
        await waitFor(async () => client.connection.state === "connected", 5_000);
        const socketId = client.connection.socket_id;
        await new Promise((r) => setTimeout(r, 2_500));
        expect(client.connection.state).toBe("connected");
        expect(client.connection.socket_id).toBe(socketId);
        expect(strict.closes.filter((c) => c.socketId === socketId)).toEqual([]);
      } finally {
        client.disconnect();
      }
    } finally {
      await strict.close();
    }
  });

  it("closes with Pusher's codes: 4001 for an unknown app key, 4007/4008 for the protocol version, 4200 when it shuts down", async () => {
    const unknown = await rawSocket(`ws://127.0.0.1:${pusher.port}/app/not-our-key?protocol=7`);
    await waitFor(async () => unknown.closed() !== null, 5_000);
    expect(unknown.messages[0]).toMatchObject({ event: "pusher:error", data: { code: 4001 } });
    expect(unknown.closed()).toBe(4001);
    const old = await rawSocket(`ws://127.0.0.1:${pusher.port}/app/${pusher.key}?protocol=3`);
    await waitFor(async () => old.closed() !== null, 5_000);
    expect(old.closed()).toBe(4007);
    const none = await rawSocket(`ws://127.0.0.1:${pusher.port}/app/${pusher.key}`);
    await waitFor(async () => none.closed() !== null, 5_000);
    expect(none.closed()).toBe(4008);

    const restarting = await startPusherServer();
    const live = await rawSocket(`ws://127.0.0.1:${restarting.port}/app/${restarting.key}?protocol=7`);
    await restarting.close();
    await waitFor(async () => live.closed() !== null, 5_000);
    expect(live.closed()).toBe(4200);
  });
});

describe("a notification pushed before the browser's subscription", () => {
  it("is fetched as soon as the subscription succeeds, not at the next poll", async () => {
    const sessionId = await newSession();
    const since = new Date(Date.now() - 1000).toISOString();
    // Pushed to nobody: Pusher keeps no history for a channel nobody had subscribed to.
    const early = await postNotification({ sessionId, message: "Analysis in progress: 25 of 50 property matches ready", status: "info" });
    const received: NotificationWire[] = [];
    const stop = listenForNotifications({ sessionId, since, fetchImpl: browserFetch, poll: { startMs: 60_000, intervalMs: 60_000 }, onNotification: (n) => received.push(n) });
    try {
      await waitFor(async () => received.length > 0, 10_000);
      expect(received.map((n) => n.id)).toEqual([early.id]);
      expect(pusher.subscriptions()).toContain(`private-notifications-${sessionId}`);
    } finally {
      stop();
    }
  });
});
