/**
 * A small server that speaks enough of Pusher's protocols for the real `pusher`
 * (server) and `pusher-js` (client) packages: the WebSocket side
 * (pusher:connection_established, pusher:subscribe → subscription_succeeded,
 * ping/pong, events fanned out to subscribers) and the signed HTTP trigger
 * (POST /apps/{appId}/events, auth_signature = HMAC-SHA256 of
 * "POST\n{path}\n{sorted query}" with the app secret, body_md5 checked).
 * Private channels (private-…) need the subscription's `auth`, "{key}:{HMAC-SHA256
 * of "{socket_id}:{channel}" with the secret}", as Pusher checks it; a missing or
 * wrong one gets pusher:subscription_error and no events.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";

export type PusherTestServer = {
  port: number;
  appId: string;
  key: string;
  secret: string;
  /** Every accepted trigger, in order. */
  triggers: { name: string; channels: string[]; data: string }[];
  /** Triggers refused (bad signature, wrong app). */
  rejected: number;
  /** Private-channel subscriptions refused (missing or wrong auth). */
  refusedSubscriptions: string[];
  subscriptions: () => string[];
  close: () => Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });

export async function startPusherServer(opts: { appId?: string; key?: string; secret?: string } = {}): Promise<PusherTestServer> {
  const appId = opts.appId ?? "propie-test";
  const key = opts.key ?? "test-key";
  const secret = opts.secret ?? "test-secret";
  const channels = new Map<string, Set<WebSocket>>();
  const triggers: PusherTestServer["triggers"] = [];
  let rejected = 0;
  const refusedSubscriptions: string[] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method !== "POST" || url.pathname !== `/apps/${appId}/events`) {
      res.writeHead(404).end();
      return;
    }
    const body = await readBody(req);
    const params = [...url.searchParams.entries()].filter(([k]) => k !== "auth_signature").sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const toSign = ["POST", url.pathname, params.map(([k, v]) => `${k}=${v}`).join("&")].join("\n");
    const expected = createHmac("sha256", secret).update(toSign).digest("hex");
    const given = url.searchParams.get("auth_signature") ?? "";
    const md5 = createHash("md5").update(body).digest("hex");
    const ok =
      url.searchParams.get("auth_key") === key &&
      given.length === expected.length &&
      timingSafeEqual(Buffer.from(given), Buffer.from(expected)) &&
      url.searchParams.get("body_md5") === md5;
    if (!ok) {
      rejected++;
      res.writeHead(401, { "Content-Type": "text/plain" }).end("Invalid signature");
      return;
    }
    const event = JSON.parse(body) as { name: string; channels?: string[]; channel?: string; data: string };
    const targets = event.channels ?? (event.channel ? [event.channel] : []);
    triggers.push({ name: event.name, channels: targets, data: event.data });
    for (const channel of targets) {
      for (const socket of channels.get(channel) ?? []) socket.send(JSON.stringify({ event: event.name, channel, data: event.data }));
    }
    res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });

  const validAuth = (socketId: string, channel: string, auth: string | undefined) => {
    const expected = `${key}:${createHmac("sha256", secret).update(`${socketId}:${channel}`).digest("hex")}`;
    return typeof auth === "string" && auth.length === expected.length && timingSafeEqual(Buffer.from(auth), Buffer.from(expected));
  };

  const wss = new WebSocketServer({ server });
  wss.on("connection", (socket, req) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path !== `/app/${key}`) {
      socket.send(JSON.stringify({ event: "pusher:error", data: { code: 4001, message: "App key not in use" } }));
      socket.close(4001);
      return;
    }
    const socketId = `${Math.floor(Math.random() * 1e6)}.${Math.floor(Math.random() * 1e6)}`;
    socket.send(JSON.stringify({ event: "pusher:connection_established", data: JSON.stringify({ socket_id: socketId, activity_timeout: 120 }) }));
    socket.on("message", (raw) => {
      let msg: { event?: string; data?: { channel?: string; auth?: string } | string };
      try {
        msg = JSON.parse(String(raw));
      } catch {
        return;
      }
      const data = typeof msg.data === "string" ? (JSON.parse(msg.data || "{}") as { channel?: string; auth?: string }) : (msg.data ?? {});
      if (msg.event === "pusher:ping") socket.send(JSON.stringify({ event: "pusher:pong", data: "{}" }));
      else if (msg.event === "pusher:subscribe" && data.channel?.startsWith("private-") && !validAuth(socketId, data.channel, data.auth)) {
        refusedSubscriptions.push(data.channel);
        socket.send(JSON.stringify({ event: "pusher:subscription_error", channel: data.channel, data: JSON.stringify({ type: "AuthError", status: 401 }) }));
      } else if (msg.event === "pusher:subscribe" && data.channel) {
        if (!channels.has(data.channel)) channels.set(data.channel, new Set());
        channels.get(data.channel)!.add(socket);
        socket.send(JSON.stringify({ event: "pusher_internal:subscription_succeeded", channel: data.channel, data: "{}" }));
      } else if (msg.event === "pusher:unsubscribe" && data.channel) {
        channels.get(data.channel)?.delete(socket);
      }
    });
    socket.on("close", () => {
      for (const set of channels.values()) set.delete(socket);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    appId,
    key,
    secret,
    triggers,
    get rejected() {
      return rejected;
    },
    refusedSubscriptions,
    subscriptions: () => [...channels.entries()].filter(([, s]) => s.size > 0).map(([c]) => c),
    close: async () => {
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** The environment that points the app's Pusher client at this server. */
export function pusherEnv(server: Pick<PusherTestServer, "appId" | "key" | "secret" | "port">): Record<string, string> {
  return {
    PUSHER_APP_ID: server.appId,
    PUSHER_KEY: server.key,
    PUSHER_SECRET: server.secret,
    PUSHER_HOST: "127.0.0.1",
    PUSHER_PORT: String(server.port),
    PUSHER_USE_TLS: "false",
  };
}
