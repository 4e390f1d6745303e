import "server-only";
import { env } from "@/server/env";
import type { PusherPublicConfig } from "@/lib/realtime/channel";

export { NOTIFICATION_EVENT, notificationChannel, type PusherPublicConfig } from "@/lib/realtime/channel";

/**
 * Pusher settings from the environment. Realtime is on only when the app id, key
 * and secret are all set; otherwise the browser polls (it always polls as a
 * fallback anyway). PUSHER_HOST/PORT point both sides at a self-hosted or local
 * Pusher-protocol server.
 */
export type PusherServerConfig = {
  appId: string;
  key: string;
  secret: string;
  cluster?: string;
  host?: string;
  port?: string;
  useTLS: boolean;
};

export function pusherServerConfig(): PusherServerConfig | null {
  const e = env();
  if (!e.PUSHER_APP_ID || !e.PUSHER_KEY || !e.PUSHER_SECRET) return null;
  const useTLS = e.PUSHER_USE_TLS ? e.PUSHER_USE_TLS === "true" || e.PUSHER_USE_TLS === "1" : !e.PUSHER_HOST;
  return {
    appId: e.PUSHER_APP_ID,
    key: e.PUSHER_KEY,
    secret: e.PUSHER_SECRET,
    cluster: e.PUSHER_CLUSTER,
    host: e.PUSHER_HOST,
    port: e.PUSHER_PORT,
    useTLS,
  };
}

export function pusherPublicConfig(): PusherPublicConfig {
  const c = pusherServerConfig();
  if (!c) return { enabled: false };
  return {
    enabled: true,
    key: c.key,
    cluster: c.cluster ?? (c.host ? "" : "mt1"),
    ...(c.host ? { wsHost: c.host, wsPort: c.port ? Number(c.port) : c.useTLS ? 443 : 80 } : {}),
    forceTLS: c.useTLS,
  };
}

