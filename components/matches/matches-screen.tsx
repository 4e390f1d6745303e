"use client";

import { BetaGate } from "@/components/beta/beta-gate";
import { useCurrentSessionId, useViewing } from "@/client/session-hooks";
import { MatchesSkeleton } from "./matches-states";
import { MatchesView } from "./matches-view";

/**
 * /matches: the beta gate around the matches of the current session. The gate is
 * bypassed only while the current session is the one this tab opened from a shared
 * link (/session/{id}) or a guest's own search; the server still checks access on
 * every call. Only a shared link is a "guest view" (no polling).
 */
export function MatchesScreen({ signedIn, welcome, ready = false, restored }: { signedIn: boolean; welcome: boolean; ready?: boolean; restored: boolean }) {
  const sessionId = useCurrentSessionId();
  const viewing = useViewing(sessionId);
  if (!sessionId) {
    return (
      <div className="mx-auto min-h-screen max-w-[1400px] px-4 py-6 sm:px-6">
        <MatchesSkeleton />
      </div>
    );
  }
  return (
    <BetaGate bypass={viewing.bypassGate}>
      <MatchesView key={sessionId} sessionId={sessionId} signedIn={signedIn} guestView={viewing.sharedView} welcome={welcome} ready={ready} restored={restored} />
    </BetaGate>
  );
}
