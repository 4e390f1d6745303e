"use client";

import { CHAT_COPY } from "@/lib/chat/copy";
import { counterText, type InputLimit } from "@/lib/chat/input-limit";

/**
 * The counter near the limit and, past it, the refusal (said once as it appears). The
 * box names both with aria-describedby, so a screen reader hears them on focus.
 */
export function MessageLimit({ id, limit }: { id: string; limit: InputLimit }) {
  if (!limit.showCounter && !limit.error) return <div id={id} className="hidden" />;
  return (
    <div id={id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
      {limit.error ? (
        <p role="alert" className="font-medium text-red-700" data-testid="chat-too-long">
          {limit.error}
        </p>
      ) : (
        <span />
      )}
      {limit.showCounter && (
        <p className={`tabular-nums ${limit.tooLong ? "font-semibold text-red-700" : "text-gray-600"}`} data-testid="chat-counter">
          <span className="sr-only">{CHAT_COPY.characterCount}: </span>
          {counterText(limit)}
        </p>
      )}
    </div>
  );
}
