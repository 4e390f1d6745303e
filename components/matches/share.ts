"use client";

import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/client/api";
import { sessionsApi } from "@/client/sessions";
import { COPY_LINK_FALLBACK_MS } from "@/lib/constants";
import { TOASTS } from "@/lib/matches/copy";
import { copyText } from "./clipboard";

export const shareLinkFor = (sessionId: string, origin = window.location.origin) => `${origin}/session/${sessionId}`;

/**
 * Share Results: make the session public (spec 2, call 15), then copy origin/session/{id}.
 * An already-public session the viewer may not write (a guest viewing a share) is
 * copied without asking the server again.
 */
export async function shareSession(sessionId: string, opts: { alreadyPublic: boolean }): Promise<boolean> {
  if (!opts.alreadyPublic) {
    try {
      await sessionsApi.share(sessionId);
    } catch (err) {
      toast({ ...(err instanceof ApiError ? TOASTS.shareFailedServer : TOASTS.shareFailed), variant: "destructive" });
      return false;
    }
  }
  const link = shareLinkFor(sessionId);
  if (await copyText(link)) toast({ ...TOASTS.linkCopied, description: link, variant: "success" });
  else toast({ ...TOASTS.copyLinkManually, description: link, durationMs: COPY_LINK_FALLBACK_MS });
  return true;
}
