import "server-only";
import { errorFields, log } from "@/server/log";
import Pusher from "pusher";
import { NOTIFICATION_EVENT, notificationChannel, pusherServerConfig, type PusherServerConfig } from "./config";

/**
 * Pushes a notification row on notifications-{sessionId} when Pusher is configured.
 * Never throws: the row is already stored and the browser's polling will find it.
 */
export type NotificationMessage = {
  id: string;
  session_id: string;
  message: string;
  status: string;
  listing_id: string | null;
  created_at: string;
};

let cached: { key: string; client: Pusher } | null = null;

function client(config: PusherServerConfig): Pusher {
  const key = JSON.stringify(config);
  if (cached?.key === key) return cached.client;
  const c = new Pusher({
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    useTLS: config.useTLS,
    ...(config.host ? { host: config.host, port: config.port } : { cluster: config.cluster ?? "mt1" }),
    timeout: 5_000,
  });
  cached = { key, client: c };
  return c;
}

/** The signature that lets one browser connection (socket id) subscribe to one private channel. */
export function authorizeChannel(socketId: string, channel: string): { auth: string } | null {
  const config = pusherServerConfig();
  if (!config) return null;
  return client(config).authorizeChannel(socketId, channel);
}

export async function publishNotification(n: NotificationMessage, event: "INSERT" | "UPDATE" = "INSERT"): Promise<boolean> {
  const config = pusherServerConfig();
  if (!config) return false;
  try {
    await client(config).trigger(notificationChannel(n.session_id), NOTIFICATION_EVENT, { event, ...n });
    return true;
  } catch (err) {
    log("realtime").warn(errorFields(err), "push failed; polling will deliver it");
    return false;
  }
}
