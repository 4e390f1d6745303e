import Pusher from "pusher-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PusherPublicConfig } from "@/lib/realtime/channel";
import { startPusherServer, type PusherTestServer } from "@/tests/support/pusher-server";
import { pusherClientOptions } from "./realtime";

/**
 * pusher-js (the installed version, its Node build) with the options the browser gets. Its
 * transports are named ws, wss, xhr_streaming, xhr_polling and sockjs, and with TLS on it
 * connects through the "ws" transport with wss:// URLs: listing only "wss" leaves it no
 * transport at all, and the connection is `failed` before any socket opens (pusher-js README,
 * "enabledTransports": list ws and set forceTLS). Each form /api/realtime can answer must
 * leave the client trying to connect, and the self-hosted forms must reach the server's port.
 */
type Enabled = Extract<PusherPublicConfig, { enabled: true }>;
let tlsServer: PusherTestServer;
let plainServer: PusherTestServer;

beforeAll(async () => {
  [tlsServer, plainServer] = await Promise.all([startPusherServer({ tls: true }), startPusherServer()]);
});
afterAll(async () => {
  await Promise.all([tlsServer.close(), plainServer.close()]);
});

function watch(config: Enabled) {
  const pusher = new Pusher(config.key, pusherClientOptions(config));
  const states: string[] = [pusher.connection.state];
  pusher.connection.bind("state_change", ({ current }: { current: string }) => states.push(current));
  return { pusher, states };
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the browser's Pusher options", () => {
  it("Pusher's own cluster over TLS (the default): the client is connecting, never failed", async () => {
    const { pusher, states } = watch({ enabled: true, key: "k", cluster: "ap4", forceTLS: true });
    try {
      expect(pusher.connection.state).toBe("connecting");
      expect(states).not.toContain("failed");
    } finally {
      pusher.disconnect();
    }
  });

  it("a self-hosted server over TLS: a TLS connection reaches its port, and the client never fails", async () => {
    const before = tlsServer.tcpConnections;
    const { pusher, states } = watch({ enabled: true, key: tlsServer.key, cluster: "", wsHost: "127.0.0.1", wsPort: tlsServer.port, forceTLS: true });
    try {
      expect(pusher.connection.state).toBe("connecting");
      // This process doesn't trust the test run's certificate, so the handshake stops there: what counts is that
      // pusher-js opened a wss:// socket to the port /api/realtime named.
      await expect.poll(() => tlsServer.tcpConnections, { timeout: 5_000 }).toBeGreaterThan(before);
      await settle(200);
      expect(states).not.toContain("failed");
    } finally {
      pusher.disconnect();
    }
  });

  it("a self-hosted server without TLS: the client connects", async () => {
    const { pusher, states } = watch({ enabled: true, key: plainServer.key, cluster: "", wsHost: "127.0.0.1", wsPort: plainServer.port, forceTLS: false });
    try {
      await expect.poll(() => pusher.connection.state, { timeout: 5_000 }).toBe("connected");
      expect(states).not.toContain("failed");
      expect(plainServer.connections.at(-1)).toMatchObject({ path: `/app/${plainServer.key}`, secure: false, query: { protocol: "7" } });
    } finally {
      pusher.disconnect();
    }
  });

  it("lists only transports pusher-js has, and never a bare 'wss'", () => {
    const tls = pusherClientOptions({ enabled: true, key: "k", cluster: "mt1", forceTLS: true });
    expect(tls.forceTLS).toBe(true);
    expect(tls.enabledTransports).toEqual(["ws"]);
    expect(pusherClientOptions({ enabled: true, key: "k", cluster: "", wsHost: "h", wsPort: 6001, forceTLS: false }).enabledTransports).toEqual(["ws"]);
  });
});
