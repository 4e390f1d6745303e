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

/** What the browser may know about Pusher: never the secret. */
export type PusherPublicConfig =
  | {
      enabled: true;
      key: string;
      cluster: string;
      wsHost?: string;
      wsPort?: number;
      forceTLS: boolean;
    }
  | { enabled: false };
