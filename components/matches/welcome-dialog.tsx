"use client";

import { DialogFrame } from "@/components/ui/dialog";
import { PieIcon } from "@/components/ui/icons";
import { MATCHES_COPY } from "@/lib/matches/copy";
import { Button } from "@/components/ui/button";

/** First results: "Bellissimo, your pie is ready!" with View My Matches. */
export function WelcomeDialog({ open, onViewMatches }: { open: boolean; onViewMatches: () => void }) {
  return (
    <DialogFrame open={open} onClose={onViewMatches} title={MATCHES_COPY.welcomeTitle} size="sm" testId="welcome-dialog">
      <PieIcon className="mx-auto h-16 w-16" />
      <p className="mt-3 text-center text-gray-700">{MATCHES_COPY.welcomeText}</p>
      <div className="mt-6 flex justify-center">
        <Button onClick={onViewMatches} data-autofocus size="lg">
          {MATCHES_COPY.welcomeAction}
        </Button>
      </div>
    </DialogFrame>
  );
}
