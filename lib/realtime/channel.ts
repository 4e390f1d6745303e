/** Names shared by the server trigger and the browser subscription (no server imports). */
export const notificationChannel = (sessionId: string) => `notifications-${sessionId}`;
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
