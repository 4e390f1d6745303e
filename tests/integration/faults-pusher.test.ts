// @drivers: both — faults, with the real queue and worker
import "./viewer-mock";
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getNotifications, POST as postNotificationRoute } from "@/app/api/notifications/route";
import { GET as getRealtime } from "@/app/api/realtime/route";
import { POST as postEstimate } from "@/app/api/search/estimate/route";
import { POST as postStart } from "@/app/api/search/start/route";
import { getDb } from "@/db/client";
import { getRun } from "@/db/queries/search-runs";
import type { NotificationWire } from "@/lib/search/api";
import { getRequest, jsonRequest, newId, newSession, payloadFor, seedCatalogue } from "./search-fixtures";
import { listenLikeThePage } from "./realtime-fixtures";
import { freePort } from "../support/ports";
import { stopSearchWorker } from "./search-worker";

/**
 * Fault: Pusher unreachable. PUSHER_* is set, but its host is a loopback port where nothing listens (connection
 * refused), or a "black hole" that accepts connections and never answers. The user's action (estimate, start, the
 * workflow's notification) still succeeds promptly, the search completes, and the browser's listener — told by
 * GET /api/realtime that Pusher is on, failing to connect to it — falls back to polling at its own cadence and
 * delivers every notification, in order, once.
 */
const saved = { ...process.env };
const KEYS = ["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET", "PUSHER_HOST", "PUSHER_PORT", "PUSHER_USE_TLS", "WEBHOOK_SECRET"];

/** Accepts TCP connections and never says anything (a firewall that drops, a wedged proxy). */
async function blackHole(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((s) => {
    sockets.add(s);
    s.on("error", () => {});
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

function pointPusherAt(port: number) {
  Object.assign(process.env, {
    PUSHER_APP_ID: "12345",
    PUSHER_KEY: "dead-key",
    PUSHER_SECRET: "dead-secret",
    PUSHER_HOST: "127.0.0.1",
    PUSHER_PORT: String(port),
    PUSHER_USE_TLS: "false",
  });
}

beforeAll(async () => {
  await seedCatalogue({ count: 150 });
});
afterAll(async () => {
  await stopSearchWorker();
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

async function searchWithListener() {
  const sessionId = newId();
  const payload = payloadFor(sessionId);
  const t0 = Date.now();
  const estimate = await postEstimate(jsonRequest("/api/search/estimate", payload), {});
  expect(estimate.status).toBe(200);
  const res = await postStart(jsonRequest("/api/search/start", payload), {});
  expect(res.status).toBe(200);
  const started = (await res.json()) as { status: string; runId: string; startedAt: string };
  expect(started.status).toBe("ok");
  const actionMs = Date.now() - t0;

  // What the page does: ask whether Pusher is on (it is), subscribe (it can't connect), poll at the real cadence.
  const config = await (await getRealtime(getRequest("/api/realtime"), {})).json();
  expect(config.enabled).toBe(true);
  const listener = listenLikeThePage({ sessionId, since: started.startedAt });
  try {
    await vi.waitFor(() => expect(listener.ended).toBe(true), { timeout: 30_000, interval: 100 });
  } finally {
    listener.stop();
  }
  const db = await getDb();
  const run = await getRun({ db, id: started.runId });
  expect(run?.status).toBe("complete");
  const polled = (await (await getNotifications(getRequest(`/api/notifications?sessionId=${sessionId}&since=${encodeURIComponent(started.startedAt)}`), {})).json()) as {
    notifications: NotificationWire[];
  };
  return { actionMs, received: listener.received, stored: polled.notifications, searchMs: run!.completedAt!.getTime() - run!.startedAt!.getTime() };
}

describe("Pusher unreachable", () => {
  it("connection refused: the search runs, polling delivers every notification in order, once", async () => {
    pointPusherAt(await freePort());
    const { actionMs, received, stored } = await searchWithListener();
    expect(actionMs).toBeLessThan(5_000);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(received.map((n) => n.id)).toEqual(stored.map((n) => n.id));
    expect(received.at(-1)?.message).toBe("All property analysis complete");
  }, 45_000);

  it("a black hole (accepts, never answers): the search is not held up by the pushes, polling delivers everything", async () => {
    const hole = await blackHole();
    try {
      pointPusherAt(hole.port);
      const { received, stored, searchMs } = await searchWithListener();
      expect(received.map((n) => n.id)).toEqual(stored.map((n) => n.id));
      expect(received.at(-1)?.message).toBe("All property analysis complete");
      // Nine notifications × the push time limit would be ~45 s; one bounded wait at most.
      expect(searchMs).toBeLessThan(8_000);
    } finally {
      await hole.close();
    }
  }, 60_000);

  it("the workflow's notification is stored and answered at once", async () => {
    const hole = await blackHole();
    try {
      pointPusherAt(hole.port);
      process.env.WEBHOOK_SECRET = "pusher-faults-secret";
      const sessionId = await newSession();
      const t = Date.now();
      for (let i = 1; i <= 3; i++) {
        const res = await postNotificationRoute(
          jsonRequest("/api/notifications", { session_id: sessionId, message: `Analysis in progress: ${i} of 3 property matches ready`, status: "info" }, {
            headers: { Authorization: "Bearer pusher-faults-secret" },
          }),
          {},
        );
        expect(res.status).toBe(200);
      }
      expect(Date.now() - t).toBeLessThan(8_000);
      const polled = (await (await getNotifications(getRequest(`/api/notifications?sessionId=${sessionId}`), {})).json()) as { notifications: NotificationWire[] };
      expect(polled.notifications.map((n) => n.message)).toEqual([1, 2, 3].map((i) => `Analysis in progress: ${i} of 3 property matches ready`));
    } finally {
      await hole.close();
    }
  }, 30_000);
});
