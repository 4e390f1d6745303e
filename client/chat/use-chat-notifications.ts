"use client";

import { useEffect, useRef } from "react";
import { ANALYSIS_COMPLETE_TEXT } from "@/lib/chat/navigation";
import { usePolls } from "@/client/polls";
import { listenForNotifications } from "@/client/realtime";
import { createDuplicateFilter } from "@/lib/realtime/filter";
import type { NotificationWire } from "@/lib/search/api";

/**
 * The chat's notifications of a running search (spec 1 section 4): Pusher when the
 * server has it configured, and polling that starts 10 s after the search started and
 * then runs every 5 s (the page's cadence: client/polls.tsx), one poll at a time. A notification counts only for this session
 * and with a message; the same one twice within 1 s is skipped; listening stops at
 * "All property analysis complete" (or when the server says the search has ended).
 */
export function useChatNotifications({
  sessionId,
  since,
  onNotification,
}: {
  sessionId: string;
  /** When the search started (server clock); null: nothing to listen for. */
  since: string | null;
  onNotification: (n: NotificationWire & { message: string }) => void;
}) {
  const { chatStartMs, chatIntervalMs } = usePolls();
  const handler = useRef(onNotification);
  useEffect(() => {
    handler.current = onNotification;
  });
  useEffect(() => {
    if (!since) return;
    const accept = createDuplicateFilter();
    let stopped = false;
    const stop = listenForNotifications({
      sessionId,
      since,
      poll: { startMs: chatStartMs, intervalMs: chatIntervalMs },
      onNotification: (n) => {
        const message = (n.message ?? "").trim();
        if (stopped || n.session_id !== sessionId || !message || !accept(n)) return;
        handler.current({ ...n, message });
        if (message.includes(ANALYSIS_COMPLETE_TEXT)) {
          stopped = true;
          stop();
        }
      },
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [sessionId, since, chatStartMs, chatIntervalMs]);
}
