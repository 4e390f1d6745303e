"use client";

import { useCurrentSessionId } from "@/client/session-hooks";
import { MatchesSkeleton } from "./matches-states";
import type { ListingsResponse } from "@/lib/matches/types";
import { MatchesView } from "./matches-view";

/**
 * /matches once the server has let the viewer in (app/matches/page.tsx): a shared link's session
 * (`sharedSessionId`, checked on the server) as a guest view (no polling, no "Analysing…"), otherwise
 * this tab's current session, live.
 */
export function MatchesScreen({
  signedIn,
  sharedSessionId,
  welcome,
  ready = false,
  restored,
  initialListings = null,
}: {
  signedIn: boolean;
  sharedSessionId: string | null;
  welcome: boolean;
  ready?: boolean;
  restored: boolean;
  /** A shared link's listings as the server rendered them (app/matches/page.tsx). */
  initialListings?: ListingsResponse | null;
}) {
  const current = useCurrentSessionId();
  const sessionId = sharedSessionId ?? current;
  if (!sessionId) {
    return (
      <div className="mx-auto min-h-screen max-w-[1400px] px-4 py-6 sm:px-6">
        <MatchesSkeleton />
      </div>
    );
  }
  return <MatchesView key={sessionId} sessionId={sessionId} signedIn={signedIn} guestView={sharedSessionId !== null} welcome={welcome} ready={ready} restored={restored} initialListings={sharedSessionId ? initialListings : null} />;
}
