"use client";

import { PieIcon } from "@/components/ui/icons";
import { useFadingRotation } from "@/components/ui/use-fading-rotation";
import { LOADING_MESSAGE_ROTATION_MS, MATCHES_SKELETON_CARDS } from "@/lib/constants";
import { MATCHES_COPY } from "@/lib/matches/copy";
import { MATCHES_LOADING_MESSAGES } from "@/lib/matches/loading-messages";
import { ButtonLink } from "@/components/ui/button";

/** Loading skeleton of 6 cards, with the rotating loading line (3 s, 300 ms fade). */
export function MatchesSkeleton() {
  const { index, visible } = useFadingRotation(MATCHES_LOADING_MESSAGES.length, LOADING_MESSAGE_ROTATION_MS);
  return (
    <div role="status" aria-live="polite" data-testid="matches-skeleton">
      <p className={`fade-swap mb-4 text-sm text-gray-600 ${visible ? "opacity-100" : "opacity-0"}`}>{MATCHES_LOADING_MESSAGES[index]}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: MATCHES_SKELETON_CARDS }, (_, i) => (
          <div key={i} className="animate-pulse overflow-hidden rounded-xl border border-gray-200 bg-white" data-testid="skeleton-card" aria-hidden="true">
            <div className="h-32 bg-gray-200" />
            <div className="space-y-2 p-4">
              <div className="h-4 w-3/4 rounded bg-gray-200" />
              <div className="h-3 w-1/2 rounded bg-gray-200" />
              <div className="flex gap-2 pt-2">
                <div className="h-6 w-12 rounded bg-gray-200" />
                <div className="h-6 w-12 rounded bg-gray-200" />
                <div className="h-6 w-12 rounded bg-gray-200" />
              </div>
            </div>
          </div>
        ))}
      </div>
      <span className="sr-only">Loading property matches</span>
    </div>
  );
}

export function MatchesEmpty({ message }: { message?: string }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-gray-50 px-6 py-16 text-center" data-testid="matches-empty">
      <PieIcon className="mx-auto h-12 w-12" />
      <h2 className="mt-3 text-lg font-semibold text-ink">{MATCHES_COPY.emptyTitle}</h2>
      <p className="mx-auto mt-1 max-w-md text-gray-600">{message ?? MATCHES_COPY.emptyText}</p>
      <ButtonLink href="/preferences" size="lg" className="mt-6 inline-block">
        {MATCHES_COPY.emptyAction}
      </ButtonLink>
    </div>
  );
}
