/**
 * A local server that speaks Pusher Channels' two protocols as strictly as Pusher does, for
 * the real `pusher` (server) and `pusher-js` (browser) packages. Checked against Pusher's
 * published references (pusher.com/docs/channels/library_auth_reference: "Pusher Channels
 * Protocol" and "HTTP API reference"):
 *
 * WebSocket (`/app/{key}?protocol=7…`, ws:// or, with `tls`, wss://):
 * - an unknown key: pusher:error 4001 and the socket closed with 4001; a protocol version
 *   other than 4–7: 4007, none: 4008 (4000–4099: the client must not reconnect);
 * - pusher:connection_established with the socket id and activity_timeout;
 * - pings both ways: the client's pusher:ping gets pusher:pong; after activity_timeout without
 *   a message the server sends pusher:ping, and closes with 4201 when no pong comes back
 *   within the pong timeout (4200–4299: reconnect at once);
 * - private channels need `auth` = "{key}:{HMAC-SHA256 of "{socket_id}:{channel}"}". A wrong one
 *   gets pusher:error with Pusher's message and code null ("Invalid signature: Expected HMAC
 *   SHA256 hex digest of …, but got …"; "Invalid key in subscription auth data: '…'") and no
 *   events; a second subscription to the same channel, and client events (not enabled), too;
 * - close(): the clients are told 4200 ("reconnect immediately"), as on a server restart.
 *
 * HTTP API (POST /apps/{app_id}/events and /apps/{app_id}/batch_events):
 * - auth_key, auth_timestamp, auth_version=1.0, body_md5 and auth_signature (HMAC-SHA256 of
 *   "POST\n{path}\n{sorted query}") checked; a timestamp more than 600 s from the server's clock
 *   is refused (401);
 * - an event's data is a string of at most 10 KB (413 above); at most 100 channels per event,
 *   names of at most 200 characters from Pusher's alphabet; a batch holds at most 10 events.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";
import { testCertificate } from "./test-certificate";

export const PUSHER_LIMITS = { dataBytes: 10_240, channelsPerEvent: 100, batchEvents: 10, nameChars: 200, timestampWindowSeconds: 600 } as const;
/** Pusher's close codes used here (Pusher Channels Protocol, "Error codes"). */
export const PUSHER_CLOSE = { appDoesNotExist: 4001, unsupportedProtocol: 4007, noProtocol: 4008, reconnectNow: 4200, pongNotReceived: 4201 } as const;

const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/;

export type PusherServerOptions = {
  appId?: string;
  key?: string;
  secret?: string;
  /** wss:// and https:// with a certificate made for this test run (tests/support/test-certificate.ts). */
  tls?: boolean;
  /** Seconds without a message from the client before the server pings it (Pusher: 120). */
  activityTimeoutSeconds?: number;
  /** How long the server waits for pusher:pong after its ping (Pusher recommends 30 s). */
  pongTimeoutMs?: number;
};

export type PusherTestServer = {
  port: number;
  appId: string;
  key: string;
  secret: string;
  tls: boolean;
  /** The origin the browser's socket goes to (wss://127.0.0.1:port or ws://…). */
  wsOrigin: string;
  /** Every accepted event, in order (a batch adds one per event). */
  triggers: { name: string; channels: string[]; data: string }[];
  /** HTTP API requests refused, with their status and Pusher's message. */
  refused: { status: number; message: string }[];
  /** Triggers refused for their signature (kept for older tests: refused.filter(401).length). */
  readonly rejected: number;
  /** Private-channel subscriptions refused (missing or wrong auth). */
  refusedSubscriptions: string[];
  /** Every WebSocket connection accepted: its path and query, and whether it came over TLS. */
  connections: { path: string; query: Record<string, string>; secure: boolean }[];
  /** TCP connections, TLS handshakes included that the client then abandoned. */
  readonly tcpConnections: number;
  /** Every message the server sent on a socket (event names and data), for protocol assertions. */
  sent: { socketId: string; event: string; data: unknown; channel?: string }[];
  /** Close codes the server closed sockets with. */
  closes: { socketId: string; code: number }[];
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

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type EventBody = { name?: unknown; data?: unknown; channels?: unknown; channel?: unknown; socket_id?: unknown };

export async function startPusherServer(opts: PusherServerOptions = {}): Promise<PusherTestServer> {
  const appId = opts.appId ?? "propie-test";
  const key = opts.key ?? "test-key";
  const secret = opts.secret ?? "test-secret";
  const tls = opts.tls ?? false;
  const activityTimeout = opts.activityTimeoutSeconds ?? 120;
  const pongTimeoutMs = opts.pongTimeoutMs ?? 30_000;
  const channels = new Map<string, Set<WebSocket>>();
  const triggers: PusherTestServer["triggers"] = [];
  const refused: PusherTestServer["refused"] = [];
  const refusedSubscriptions: string[] = [];
  const connections: PusherTestServer["connections"] = [];
  const sent: PusherTestServer["sent"] = [];
  const closes: PusherTestServer["closes"] = [];
  let tcpConnections = 0;

  const answer = (res: ServerResponse, status: number, body: string) => {
    if (status >= 400) refused.push({ status, message: body });
    res.writeHead(status, { "Content-Type": status >= 400 ? "text/plain" : "application/json" }).end(body);
  };

  /** The HTTP API's authentication (HTTP API reference, "Authentication"); null when it passes. */
  const authError = (url: URL, body: string): string | null => {
    const q = url.searchParams;
    if (q.get("auth_key") !== key) return "Unknown auth_key";
    if (q.get("auth_version") !== "1.0") return "Invalid auth_version: only 1.0 is supported";
    const timestamp = Number(q.get("auth_timestamp"));
    const now = Math.floor(Date.now() / 1000);
    if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > PUSHER_LIMITS.timestampWindowSeconds) {
      return `Timestamp expired: Given timestamp (${q.get("auth_timestamp")}) not within ${PUSHER_LIMITS.timestampWindowSeconds}s of server time (${now})`;
    }
    if (body && q.get("body_md5") !== createHash("md5").update(body).digest("hex")) return "Invalid body_md5";
    const params = [...q.entries()].filter(([k]) => k !== "auth_signature").sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const toSign = ["POST", url.pathname, params.map(([k, v]) => `${k}=${v}`).join("&")].join("\n");
    const expected = createHmac("sha256", secret).update(toSign).digest("hex");
    const given = q.get("auth_signature") ?? "";
    if (!sameText(given, expected)) return `Invalid signature: you should have sent HmacSHA256Hex(${JSON.stringify(toSign)}, your_secret_key), but you sent "${given}"`;
    return null;
  };

  /** One event's checks (HTTP API reference, "POST event"); [status, message] when refused. */
  const eventError = (e: EventBody, targets: unknown[]): [number, string] | null => {
    if (typeof e.name !== "string" || e.name.length === 0 || e.name.length > PUSHER_LIMITS.nameChars) return [400, "Invalid event name"];
    if (typeof e.data !== "string") return [400, "data must be a string"];
    if (targets.length === 0) return [400, "Missing channel or channels"];
    if (targets.length > PUSHER_LIMITS.channelsPerEvent) return [400, `Too many channels: at most ${PUSHER_LIMITS.channelsPerEvent}`];
    for (const c of targets) {
      if (typeof c !== "string" || c.length > PUSHER_LIMITS.nameChars || !CHANNEL_NAME.test(c)) return [400, `Invalid channel name: ${String(c).slice(0, 220)}`];
    }
    if (Buffer.byteLength(e.data, "utf8") > PUSHER_LIMITS.dataBytes) {
      return [413, `The data content of this event exceeds the allowed maximum (${PUSHER_LIMITS.dataBytes} bytes).`];
    }
    return null;
  };

  const fanOut = (name: string, targets: string[], data: string) => {
    triggers.push({ name, channels: targets, data });
    for (const channel of targets) {
      for (const socket of channels.get(channel) ?? []) send(socket, { event: name, channel, data });
    }
  };

  const handleHttp = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const single = url.pathname === `/apps/${appId}/events`;
    const batch = url.pathname === `/apps/${appId}/batch_events`;
    if (req.method !== "POST" || (!single && !batch)) return answer(res, 404, "Not found");
    const body = await readBody(req);
    const auth = authError(url, body);
    if (auth) return answer(res, 401, auth);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return answer(res, 400, "Request body is not valid JSON");
    }
    if (single) {
      const e = (parsed ?? {}) as EventBody;
      const targets: unknown[] = Array.isArray(e.channels) ? e.channels : e.channel !== undefined ? [e.channel] : [];
      const error = eventError(e, targets);
      if (error) return answer(res, error[0], error[1]);
      fanOut(e.name as string, targets as string[], e.data as string);
      return answer(res, 200, "{}");
    }
    const list = (parsed as { batch?: unknown })?.batch;
    if (!Array.isArray(list) || list.length === 0) return answer(res, 400, "Missing batch");
    if (list.length > PUSHER_LIMITS.batchEvents) return answer(res, 400, `Batch too large: at most ${PUSHER_LIMITS.batchEvents} events`);
    // All or nothing: a batch with one bad event publishes none of them.
    for (const e of list as EventBody[]) {
      const error = eventError(e, [e.channel]);
      if (error) return answer(res, error[0], error[1]);
    }
    for (const e of list as EventBody[]) fanOut(e.name as string, [e.channel as string], e.data as string);
    return answer(res, 200, JSON.stringify({ batch: list.map(() => ({})) }));
  };

  const cert = tls ? testCertificate() : null;
  const server: Server = cert
    ? createHttpsServer({ cert: cert.cert, key: cert.key }, (req, res) => void handleHttp(req, res))
    : createHttpServer((req, res) => void handleHttp(req, res));
  server.on("connection", (s: Socket) => {
    tcpConnections++;
    s.on("error", () => {});
  });
  // A client that refuses the certificate ends the handshake: not a server failure.
  server.on("tlsClientError", () => {});

  const idOf = new WeakMap<WebSocket, string>();
  const send = (socket: WebSocket, msg: { event: string; channel?: string; data: unknown }) => {
    sent.push({ socketId: idOf.get(socket) ?? "", event: msg.event, data: msg.data, ...(msg.channel ? { channel: msg.channel } : {}) });
    socket.send(JSON.stringify(msg));
  };
  const closeWith = (socket: WebSocket, code: number, reason = "") => {
    closes.push({ socketId: idOf.get(socket) ?? "", code });
    socket.close(code, reason);
  };
  const subscriptionError = (socket: WebSocket, message: string) => send(socket, { event: "pusher:error", data: { code: null, message } });

  const wss = new WebSocketServer({ server });
  wss.on("connection", (socket, req) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const secure = Boolean((req.socket as { encrypted?: boolean }).encrypted);
    connections.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), secure });
    if (url.pathname !== `/app/${key}`) {
      send(socket, { event: "pusher:error", data: { code: PUSHER_CLOSE.appDoesNotExist, message: "Application does not exist" } });
      return closeWith(socket, PUSHER_CLOSE.appDoesNotExist, "Application does not exist");
    }
    const protocol = url.searchParams.get("protocol");
    if (protocol === null) {
      send(socket, { event: "pusher:error", data: { code: PUSHER_CLOSE.noProtocol, message: "No protocol version supplied" } });
      return closeWith(socket, PUSHER_CLOSE.noProtocol, "No protocol version supplied");
    }
    if (!/^[4-7]$/.test(protocol)) {
      send(socket, { event: "pusher:error", data: { code: PUSHER_CLOSE.unsupportedProtocol, message: "Unsupported protocol version" } });
      return closeWith(socket, PUSHER_CLOSE.unsupportedProtocol, "Unsupported protocol version");
    }
    const socketId = `${Math.floor(Math.random() * 1e9)}.${Math.floor(Math.random() * 1e9)}`;
    idOf.set(socket, socketId);
    const own = new Set<string>();

    // Server pings: after activity_timeout of silence, a ping; without a pong in time, 4201.
    let idle: ReturnType<typeof setTimeout> | undefined;
    let pong: ReturnType<typeof setTimeout> | undefined;
    const active = () => {
      clearTimeout(idle);
      clearTimeout(pong);
      idle = setTimeout(() => {
        send(socket, { event: "pusher:ping", data: {} });
        pong = setTimeout(() => closeWith(socket, PUSHER_CLOSE.pongNotReceived, "Pong reply not received"), pongTimeoutMs);
      }, activityTimeout * 1000);
    };
    active();

    send(socket, { event: "pusher:connection_established", data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeout }) });
    socket.on("message", (raw) => {
      active();
      let msg: { event?: string; channel?: string; data?: unknown };
      try {
        msg = JSON.parse(String(raw));
      } catch {
        return;
      }
      const data = (typeof msg.data === "string" ? safeJson(msg.data) : msg.data ?? {}) as { channel?: string; auth?: string; channel_data?: string };
      if (msg.event === "pusher:ping") return send(socket, { event: "pusher:pong", data: {} });
      if (msg.event === "pusher:pong") return;
      if (msg.event === "pusher:unsubscribe" && data.channel) {
        channels.get(data.channel)?.delete(socket);
        own.delete(data.channel);
        return;
      }
      if (msg.event?.startsWith("client-")) {
        return subscriptionError(socket, "To send client events, you must enable this feature in the Settings page of your dashboard.");
      }
      if (msg.event !== "pusher:subscribe" || typeof data.channel !== "string") return;
      const channel = data.channel;
      if (own.has(channel)) return subscriptionError(socket, `Existing subscription to channel ${channel}`);
      if (channel.startsWith("private-") || channel.startsWith("presence-")) {
        const toSign = channel.startsWith("presence-") ? `${socketId}:${channel}:${data.channel_data ?? ""}` : `${socketId}:${channel}`;
        const [givenKey, signature = ""] = String(data.auth ?? "").split(":");
        const expected = createHmac("sha256", secret).update(toSign).digest("hex");
        if (givenKey !== key) {
          refusedSubscriptions.push(channel);
          return subscriptionError(socket, `Invalid key in subscription auth data: '${givenKey}'`);
        }
        if (!sameText(signature, expected)) {
          refusedSubscriptions.push(channel);
          return subscriptionError(socket, `Invalid signature: Expected HMAC SHA256 hex digest of ${toSign}, but got ${signature}`);
        }
      }
      if (!channels.has(channel)) channels.set(channel, new Set());
      channels.get(channel)!.add(socket);
      own.add(channel);
      send(socket, { event: "pusher_internal:subscription_succeeded", channel, data: "{}" });
    });
    socket.on("close", () => {
      clearTimeout(idle);
      clearTimeout(pong);
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
    tls,
    wsOrigin: `${tls ? "wss" : "ws"}://127.0.0.1:${port}`,
    triggers,
    refused,
    get rejected() {
      return refused.filter((r) => r.status === 401).length;
    },
    refusedSubscriptions,
    connections,
    get tcpConnections() {
      return tcpConnections;
    },
    sent,
    closes,
    subscriptions: () => [...channels.entries()].filter(([, s]) => s.size > 0).map(([c]) => c),
    close: async () => {
      for (const c of wss.clients) closeWith(c, PUSHER_CLOSE.reconnectNow, "Server restarting");
      await new Promise((r) => setTimeout(r, 20));
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text || "{}");
  } catch {
    return {};
  }
}

/** The environment that points the app's Pusher client at this server. */
export function pusherEnv(server: Pick<PusherTestServer, "appId" | "key" | "secret" | "port"> & { tls?: boolean }): Record<string, string> {
  return {
    PUSHER_APP_ID: server.appId,
    PUSHER_KEY: server.key,
    PUSHER_SECRET: server.secret,
    PUSHER_HOST: "127.0.0.1",
    PUSHER_PORT: String(server.port),
    PUSHER_USE_TLS: server.tls ? "true" : "false",
  };
}
