/**
 * The browser's side of the realtime tests (realtime-pusher, faults-pusher): its fetch answered by
 * the route handlers themselves, and the page's notification listener (client/realtime.ts).
 */
import { GET as getNotifications } from "@/app/api/notifications/route";
import { POST as authorizeRoute } from "@/app/api/realtime/auth/route";
import { GET as getRealtime } from "@/app/api/realtime/route";
import { listenForNotifications, type ListenOptions } from "@/client/realtime";
import type { NotificationWire } from "@/lib/search/api";

/** The browser's POST /api/realtime/auth, answered by the route handler itself. */
export const authFetch = (async (url: string | URL | Request, init?: RequestInit) =>
  authorizeRoute(new Request(new URL(String(url), "http://localhost"), init), {})) as typeof fetch;

/** The browser's fetch, answered by the route handlers themselves. */
export const browserFetch = (async (url: string | URL | Request, init?: RequestInit) => {
  const u = new URL(String(url), "http://localhost");
  if (u.pathname === "/api/notifications") return getNotifications(new Request(u), {});
  if (u.pathname === "/api/realtime") return getRealtime(new Request(u), {});
  if (u.pathname === "/api/realtime/auth") return authFetch(u, init);
  return new Response("not found", { status: 404 });
}) as typeof fetch;

/**
 * Listens as the page does, through browserFetch: each notification kept once (polls return the
 * rows since the start each time, and Pusher may deliver one too), `ended` once polling sees the
 * search end. Call `stop()` when done.
 */
export function listenLikeThePage(opts: Omit<ListenOptions, "fetchImpl" | "onNotification" | "onSearchEnded">) {
  const received: NotificationWire[] = [];
  const seen = new Set<string>();
  const listener = { received, ended: false, stop: () => {} };
  listener.stop = listenForNotifications({
    ...opts,
    fetchImpl: browserFetch,
    onNotification: (n) => {
      if (seen.has(n.id)) return;
      seen.add(n.id);
      received.push(n);
    },
    onSearchEnded: () => {
      listener.ended = true;
    },
  });
  return listener;
}
