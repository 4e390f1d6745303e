import "server-only";
import { errorFields, log } from "@/server/log";
import Pusher from "pusher";
import { PUSHER_RETRY_AFTER_MS, PUSHER_TRIGGER_TIMEOUT_MS } from "@/lib/constants";
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

/**
 * Pusher's HTTP API answers in milliseconds; a trigger that takes longer than this is treated as failed. After a
 * failure to reach it (refused, reset, timed out; not an HTTP answer such as 401), pushes are skipped for
 * PUSHER_RETRY_AFTER_MS: a search with dozens of notifications must not wait for the time limit on each one while
 * Pusher is down. Polling delivers every row meanwhile.
 */
type Entry = { key: string; client: Pusher; unreachableUntil: number };
let current: Entry | null = null;

function client(config: PusherServerConfig): Pusher {
  return entry(config).client;
}

function entry(config: PusherServerConfig): Entry {
  const key = JSON.stringify(config);
  if (current?.key === key) return current;
  const c = new Pusher({
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    useTLS: config.useTLS,
    ...(config.host ? { host: config.host, port: config.port } : { cluster: config.cluster ?? "mt1" }),
    timeout: PUSHER_TRIGGER_TIMEOUT_MS,
  });
  current = { key, client: c, unreachableUntil: 0 };
  return current;
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
  const pusher = entry(config);
  if (Date.now() < pusher.unreachableUntil) return false;
  try {
    await pusher.client.trigger(notificationChannel(n.session_id), NOTIFICATION_EVENT, { event, ...n });
    return true;
  } catch (err) {
    // An HTTP answer (a wrong secret, a quota) means Pusher is there: only this push is lost.
    const unreachable = typeof (err as { status?: unknown }).status !== "number";
    if (unreachable) pusher.unreachableUntil = Date.now() + PUSHER_RETRY_AFTER_MS;
    log("realtime").warn(
      { ...errorFields(err), unreachable, ...(unreachable ? { skipPushesForMs: PUSHER_RETRY_AFTER_MS } : {}) },
      "push failed; polling will deliver it",
    );
    return false;
  }
}
