import "server-only";
import { env } from "@/server/env";
import type { PusherPublicConfig } from "@/lib/realtime/channel";
import { pusherPublicConfigOf, pusherSettings, type PusherSettings } from "@/lib/realtime/config";

export { NOTIFICATION_EVENT, notificationChannel, type PusherPublicConfig } from "@/lib/realtime/channel";

/**
 * Pusher settings from the environment (rules in lib/realtime/config.ts, shared with the CSP that
 * proxy.ts builds). Realtime is on only when the app id, key and secret are all set; otherwise the
 * browser polls (it always polls as a fallback anyway).
 */
export type PusherServerConfig = PusherSettings;

export function pusherServerConfig(): PusherServerConfig | null {
  return pusherSettings(env());
}

export function pusherPublicConfig(): PusherPublicConfig {
  return pusherPublicConfigOf(pusherServerConfig());
}
