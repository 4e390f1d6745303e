"use client";

import { useFadingRotation } from "@/components/ui/use-fading-rotation";
import { BAKING_MESSAGE_ROTATION_MS } from "@/lib/constants";
import { BAKING_MESSAGES } from "@/lib/search/messages";

/** While a search runs: a spinner, a baking message every 6 s (300 ms fade) and the request status. */
export function BakingStatus({ status }: { status: "Sending request..." | "Waiting for results" }) {
  const { index, visible } = useFadingRotation(BAKING_MESSAGES.length, BAKING_MESSAGE_ROTATION_MS);
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 rounded-lg border border-crust-200 bg-crust-50 px-4 py-3" data-testid="search-status">
      <span aria-hidden="true" className="h-6 w-6 shrink-0 animate-spin rounded-full border-2 border-crust-200 border-t-crust-600" />
      <div className="min-w-0">
        <p className={`fade-swap font-medium text-crust-900 ${visible ? "opacity-100" : "opacity-0"}`} data-testid="baking-message">
          {BAKING_MESSAGES[index]}
        </p>
        <p className="text-sm text-crust-800">{status}</p>
      </div>
    </div>
  );
}
