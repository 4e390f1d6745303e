"use client";

/** The matches screen's dialogs: the first results' welcome, Share, and for a signed-in viewer Save Session and Load Session. */

import dynamic from "next/dynamic";
import type { MatchesScreen } from "./use-matches-screen";

// The dialogs (and the dialog library under them) load when first opened, not with the page.
const WelcomeDialog = dynamic(() => import("./welcome-dialog").then((m) => m.WelcomeDialog), { ssr: false });
const ShareDialog = dynamic(() => import("./share-dialog").then((m) => m.ShareDialog), { ssr: false });
const SaveSessionDialog = dynamic(() => import("@/components/sessions/save-session-dialog").then((m) => m.SaveSessionDialog), { ssr: false });
const LoadSessionDialog = dynamic(() => import("@/components/sessions/load-session-dialog").then((m) => m.LoadSessionDialog), { ssr: false });

export function MatchesDialogs({ screen: s }: { screen: MatchesScreen }) {
  const d = s.dialogs;
  return (
    <>
      {d.welcomeShown && d.firstWelcome && <WelcomeDialog open={d.welcomeOpen} onViewMatches={s.onViewMatches} />}
      {d.shareShown && <ShareDialog open={d.shareOpen} busy={s.sharing} onConfirm={() => void s.onShare()} onCancel={() => d.setShareOpen(false)} />}
      {s.signedIn && (
        <>
          {d.saveShown && <SaveSessionDialog open={d.saveOpen} onClose={() => d.setSaveOpen(false)} sessionId={s.sessionId} resultsCount={s.count} />}
          {d.loadShown && <LoadSessionDialog open={d.loadOpen} onClose={() => d.setLoadOpen(false)} onRestored={s.onRestored} />}
        </>
      )}
    </>
  );
}
