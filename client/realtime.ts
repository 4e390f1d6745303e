import type { Options } from "pusher-js";
import { apiFetch } from "@/client/api";
import { notificationListSchema, notificationWireSchema, type NotificationWire } from "@/lib/search/api";
import {
  channelAuthorizationSchema,
  NOTIFICATION_EVENT,
  notificationChannel,
  pusherPublicConfigSchema,
  REALTIME_AUTH_PATH,
  type PusherPublicConfig,
} from "@/lib/realtime/channel";

/**
 * The browser side of search notifications: a Pusher subscription on
 * notifications-{sessionId} when the server has Pusher configured, and polling of
 * GET /api/notifications always, as the fallback. Polling stops once the search has
 * ended (the server says so) and everything up to that point has been delivered.
 *
 * Cadence: with a live Pusher connection polling is only the fallback, so it keeps
 * the spec's notification polling cadence (first poll after 10 s, then every 5 s);
 * without Pusher, or while Pusher can't be reached, it is the only channel and polls
 * every 2 s from 1 s.
 */
export const POLL_WITH_PUSHER = { startMs: 10_000, intervalMs: 5_000 } as const;
export const POLL_WITHOUT_PUSHER = { startMs: 1_000, intervalMs: 2_000 } as const;

export type Unsubscribe = () => void;

export type ListenOptions = {
  sessionId: string;
  /** ISO time the search started (on the server's clock); older notifications are skipped. */
  since: string;
  onNotification: (n: NotificationWire) => void;
  /** Called once when polling sees the search has ended. */
  onSearchEnded?: () => void;
  baseUrl?: string;
  /** Stands in for the browser's fetch under apiFetch (tests answer with the route handlers). */
  fetchImpl?: typeof fetch;
  /** Overrides the cadence (tests). */
  poll?: { startMs: number; intervalMs: number };
  /** Skips GET /api/realtime (tests, or a caller that already has it). */
  config?: PusherPublicConfig;
};

/**
 * WebSockets only, to the one endpoint /api/realtime names (the CSP allows exactly that one). pusher-js's
 * transport for both ws:// and wss:// is "ws"; forceTLS picks wss:// (its README, "enabledTransports": a list
 * of only "wss" leaves it no transport, and the client is `failed` before any socket opens).
 */
export function pusherClientOptions(config: Extract<PusherPublicConfig, { enabled: true }>): Options {
  return {
    cluster: config.cluster,
    forceTLS: config.forceTLS,
    ...(config.wsHost ? { wsHost: config.wsHost, wsPort: config.wsPort, wssPort: config.wsPort } : {}),
    enabledTransports: ["ws"],
    disableStats: true,
  };
}

/** Subscribes with pusher-js; resolves to an unsubscribe function. */
export async function subscribeWithPusher(
  config: Extract<PusherPublicConfig, { enabled: true }>,
  sessionId: string,
  onNotification: (n: NotificationWire) => void,
  { baseUrl = "", fetchImpl, onSubscribed }: { baseUrl?: string; fetchImpl?: typeof fetch; onSubscribed?: () => void } = {},
): Promise<{ unsubscribe: Unsubscribe; connected: () => boolean }> {
  const { default: Pusher } = await import("pusher-js");
  const pusher = new Pusher(config.key, {
    ...pusherClientOptions(config),
    // The channel is private: the server signs the subscription after checking the session access rules.
    // JSON through apiFetch, like every other call (the route wrapper refuses form bodies).
    channelAuthorization: {
      endpoint: `${baseUrl}${REALTIME_AUTH_PATH}`,
      transport: "ajax",
      customHandler: ({ socketId, channelName }, callback) => {
        apiFetch(`${baseUrl}${REALTIME_AUTH_PATH}`, { method: "POST", body: { socket_id: socketId, channel_name: channelName }, schema: channelAuthorizationSchema, fetchImpl })
          .then((signed) => callback(null, signed))
          .catch((err: unknown) => callback(err instanceof Error ? err : new Error("authorisation failed"), null));
      },
    },
  });
  const channel = pusher.subscribe(notificationChannel(sessionId));
  if (onSubscribed) channel.bind("pusher:subscription_succeeded", onSubscribed);
  channel.bind(NOTIFICATION_EVENT, (data: unknown) => {
    const parsed = notificationWireSchema.safeParse(data);
    if (parsed.success) onNotification(parsed.data);
  });
  return {
    unsubscribe: () => {
      channel.unbind_all();
      // Closing the connection ends its subscriptions. No pusher:unsubscribe first: pusher-js defers its sends,
      // so one just before disconnect() goes out on a closing socket and the browser logs an error
      // (pusher/pusher-js#689).
      pusher.disconnect();
    },
    connected: () => pusher.connection.state === "connected",
  };
}

export async function fetchPublicConfig(baseUrl = "", fetchImpl?: typeof fetch): Promise<PusherPublicConfig> {
  try {
    return await apiFetch(`${baseUrl}/api/realtime`, { schema: pusherPublicConfigSchema, fetchImpl });
  } catch {
    return { enabled: false };
  }
}

export function listenForNotifications(opts: ListenOptions): Unsubscribe {
  const fetchImpl = opts.fetchImpl;
  const baseUrl = opts.baseUrl ?? "";
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pusher: { unsubscribe: Unsubscribe; connected: () => boolean } | null = null;
  let polling = false;
  let ended = false;

  const deliver = (n: NotificationWire) => {
    if (!stopped) opts.onNotification(n);
  };

  /** `catchUp`: only deliver what is there; the search's end is left to the cadence's polls. */
  const poll = async (catchUp = false) => {
    if (stopped || polling) return;
    polling = true;
    try {
      const url = `${baseUrl}/api/notifications?sessionId=${encodeURIComponent(opts.sessionId)}&since=${encodeURIComponent(opts.since)}`;
      const body = await apiFetch(url, { schema: notificationListSchema, fetchImpl });
      for (const n of body.notifications) deliver(n);
      if (!catchUp && !body.searchActive && !ended) {
        ended = true;
        if (!stopped) opts.onSearchEnded?.();
        stop();
        return;
      }
    } catch {
      // A failed poll is retried on the next tick.
    } finally {
      polling = false;
    }
  };

  const listeningSince = Date.now();
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(async () => {
      // Beside a live Pusher connection the first poll waits for the spec's start; while Pusher is configured but
      // can't be reached, polling is the only channel and starts at once (tests/integration/faults-pusher.test.ts).
      const waited = Date.now() - listeningSince;
      if (!opts.poll && pusher?.connected() && waited < POLL_WITH_PUSHER.startMs) {
        schedule(POLL_WITH_PUSHER.startMs - waited);
        return;
      }
      await poll();
      const cadence = opts.poll ?? (pusher?.connected() ? POLL_WITH_PUSHER : POLL_WITHOUT_PUSHER);
      schedule(cadence.intervalMs);
    }, ms);
  };

  const stop = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    pusher?.unsubscribe();
    pusher = null;
  };

  void (async () => {
    const config = opts.config ?? (await fetchPublicConfig(baseUrl, fetchImpl));
    if (stopped) return;
    if (config.enabled) {
      try {
        // Pusher keeps no history: what was pushed before the subscription (a quick search's first rows) is
        // fetched once it succeeds, rather than at the next poll, up to 10 s later.
        const sub = await subscribeWithPusher(config, opts.sessionId, deliver, { baseUrl, fetchImpl, onSubscribed: () => void poll(true) });
        if (stopped) sub.unsubscribe();
        else pusher = sub;
      } catch {
        pusher = null;
      }
    }
    schedule((opts.poll ?? POLL_WITHOUT_PUSHER).startMs);
  })();

  return stop;
}
