import type { PusherPublicConfig } from "./channel";

/**
 * Pusher's settings from an environment, passed in by the caller (server/realtime/config.ts with the
 * parsed env, proxy.ts with process.env): realtime is on only when the app id, key and secret are all
 * set. PUSHER_HOST/PORT point both sides at a self-hosted or local Pusher-protocol server; TLS is on
 * unless PUSHER_USE_TLS says otherwise (off by default for a self-hosted host, on for Pusher's cluster).
 */
type PusherKey = "PUSHER_APP_ID" | "PUSHER_KEY" | "PUSHER_SECRET" | "PUSHER_CLUSTER" | "PUSHER_HOST" | "PUSHER_PORT" | "PUSHER_USE_TLS";
/** process.env or the parsed env (lib/env-schema.ts): the Pusher variables, among others. */
export type PusherEnv = Partial<Record<PusherKey, string | undefined>> & Readonly<Record<string, unknown>>;

export type PusherSettings = {
  appId: string;
  key: string;
  secret: string;
  cluster?: string;
  host?: string;
  port?: string;
  useTLS: boolean;
};

const set = (v: string | undefined) => (v === undefined || v === "" ? undefined : v);

export function pusherSettings(env: PusherEnv): PusherSettings | null {
  const [appId, key, secret] = [set(env.PUSHER_APP_ID), set(env.PUSHER_KEY), set(env.PUSHER_SECRET)];
  if (!appId || !key || !secret) return null;
  const host = set(env.PUSHER_HOST);
  const tls = set(env.PUSHER_USE_TLS);
  return {
    appId,
    key,
    secret,
    cluster: set(env.PUSHER_CLUSTER),
    host,
    port: set(env.PUSHER_PORT),
    useTLS: tls ? tls === "true" || tls === "1" : !host,
  };
}

/** What the browser may know (GET /api/realtime): never the secret. */
export function pusherPublicConfigOf(s: PusherSettings | null): PusherPublicConfig {
  if (!s) return { enabled: false };
  return {
    enabled: true,
    key: s.key,
    cluster: s.cluster ?? (s.host ? "" : "mt1"),
    ...(s.host ? { wsHost: s.host, wsPort: s.port ? Number(s.port) : s.useTLS ? 443 : 80 } : {}),
    forceTLS: s.useTLS,
  };
}

/**
 * The one origin the browser's socket opens with these settings, for the CSP's connect-src: pusher-js
 * (client/realtime.ts pusherClientOptions, the "ws" transport only) goes to wsHost, else
 * ws-{cluster}.pusher.com, on wsPort/wssPort (80 and 443 by default), wss:// when forceTLS.
 */
export function realtimeSocketOrigin(config: PusherPublicConfig): string | null {
  if (!config.enabled) return null;
  const name = config.wsHost ?? `ws-${config.cluster || "mt1"}.pusher.com`;
  const host = name.includes(":") && !name.startsWith("[") ? `[${name}]` : name;
  const port = config.wsPort ?? (config.forceTLS ? 443 : 80);
  return `${config.forceTLS ? "wss" : "ws"}://${host}:${port}`;
}
