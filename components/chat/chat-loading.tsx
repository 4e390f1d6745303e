"use client";

import { useFadingRotation } from "@/components/ui/use-fading-rotation";
import { CHAT_COPY, CHAT_LOADING_MESSAGES } from "@/lib/chat/copy";
import { LOADING_MESSAGE_ROTATION_MS } from "@/lib/constants";

/**
 * The assistant is thinking: 20 cooking-themed lines, 3 s each, with a 300 ms fade. A
 * screen reader hears one plain line once, not a new line every 3 s.
 */
export function ChatLoading() {
  const { index, visible } = useFadingRotation(CHAT_LOADING_MESSAGES.length, LOADING_MESSAGE_ROTATION_MS);
  return (
    <div className="flex justify-start" role="status" data-testid="chat-loading">
      <span className="sr-only">{CHAT_COPY.replying}</span>
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-sm bg-white px-4 py-3 text-sm text-gray-600 shadow-sm ring-1 ring-gray-200">
        <span className="flex gap-1" aria-hidden="true">
          <span className="h-2 w-2 animate-bounce rounded-full bg-crust-400 [animation-delay:-0.3s]" />
          <span className="h-2 w-2 animate-bounce rounded-full bg-crust-500 [animation-delay:-0.15s]" />
          <span className="h-2 w-2 animate-bounce rounded-full bg-crust-600" />
        </span>
        <span className={`fade-swap ${visible ? "opacity-100" : "opacity-0"}`} aria-hidden="true" data-testid="chat-loading-message">
          {CHAT_LOADING_MESSAGES[index]}
        </span>
      </div>
    </div>
  );
}
