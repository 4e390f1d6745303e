"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { WatchItem } from "@/lib/watches/api";
import { WATCH_COPY } from "@/lib/watches/copy";
import { sessionKey, sessionsApi } from "@/client/sessions";
import { WATCHES_KEY, watchesApi } from "@/client/watches";

const WatchDialog = dynamic(() => import("./watch-dialog").then((m) => m.WatchDialog), { ssr: false });

/** The signed-in user's watches (GET /api/watches), shared by every control that shows one. */
export function useWatches({ enabled = true, fallbackData }: { enabled?: boolean; fallbackData?: WatchItem[] } = {}) {
  return useSWR(enabled ? WATCHES_KEY : null, watchesApi.list, { fallbackData, revalidateOnFocus: false });
}

/** "Watch" (or "Watching", which opens the watch's settings) for a session, with its dialog. */
export function WatchToggle({ sessionId, watches, className, variant = "secondary" }: { sessionId: string; watches: WatchItem[] | undefined; className?: string; variant?: "primary" | "secondary" }) {
  const [open, setOpen] = useState(false);
  const shown = useOpenedOnce(open);
  const watch = watches?.find((w) => w.session_id === sessionId) ?? null;
  return (
    <>
      <Button variant={variant} size="sm" className={className} onClick={() => setOpen(true)} data-testid="watch-toggle" aria-haspopup="dialog">
        {watch ? WATCH_COPY.watching : WATCH_COPY.watch}
      </Button>
      {shown && <WatchDialog key={watch?.id ?? "new"} open={open} onClose={() => setOpen(false)} sessionId={sessionId} watch={watch} />}
    </>
  );
}

/** The matches page's Watch control: only on a session the viewer owns (the session's answer, already fetched by the page, says so). */
export function WatchButton({ sessionId, className }: { sessionId: string; className?: string }) {
  const session = useSWR(sessionKey(sessionId), () => sessionsApi.session(sessionId), { revalidateOnFocus: false });
  const owner = session.data?.is_owner === true;
  const watches = useWatches({ enabled: owner });
  if (!owner) return null;
  return <WatchToggle sessionId={sessionId} watches={watches.data} className={className} />;
}
