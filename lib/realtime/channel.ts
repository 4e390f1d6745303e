import { z } from "zod";

/** Names shared by the server trigger and the browser subscription (no server imports). */
/**
 * A private channel: Pusher only lets a browser subscribe with a signature from
 * POST /api/realtime/auth, which applies the session access rules — so knowing a
 * private session's id is not enough to follow its progress.
 */
export const notificationChannel = (sessionId: string) => `private-notifications-${sessionId}`;
export const NOTIFICATION_CHANNEL_PATTERN = /^private-notifications-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
export const REALTIME_AUTH_PATH = "/api/realtime/auth";
export const NOTIFICATION_EVENT = "notification";

/** What the browser may know about Pusher (GET /api/realtime): never the secret. */
export const pusherPublicConfigSchema = z.discriminatedUnion("enabled", [
  z.object({
    enabled: z.literal(true),
    key: z.string().min(1),
    cluster: z.string(),
    wsHost: z.string().min(1).optional(),
    wsPort: z.number().int().min(1).max(65_535).optional(),
    forceTLS: z.boolean(),
  }),
  z.object({ enabled: z.literal(false) }),
]);
export type PusherPublicConfig = z.infer<typeof pusherPublicConfigSchema>;

/** POST /api/realtime/auth's answer: the signature pusher-js sends with the subscription. */
export const channelAuthorizationSchema = z.object({ auth: z.string().min(1), channel_data: z.string().optional() });
