"use client";

import { useEffect, useId, type RefObject } from "react";
import { CHAT_COPY } from "@/lib/chat/copy";
import { inputLimit } from "@/lib/chat/input-limit";
import { Button } from "@/components/ui/button";
import { IconButton, StopIcon } from "./icons";
import { MessageLimit } from "./message-limit";

/**
 * The message box (spec 1 section 2): Send is disabled while a reply is produced, when
 * the box is empty, and when the message is over the limit (refused here, with the
 * reason, before anything is sent). While a reply is produced, Stop ends it.
 */
export function ChatInput({
  value,
  onChange,
  onSend,
  onStop,
  busy,
  disabled,
  boxRef,
}: {
  value: string;
  onChange: (text: string) => void;
  onSend: (text: string) => void;
  onStop: () => void;
  busy: boolean;
  disabled: boolean;
  boxRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const id = useId();
  const limit = inputLimit(value);
  const canSend = !busy && !disabled && value.trim() !== "" && !limit.tooLong;

  // The box grows with its text, up to a few lines.
  useEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight + 2, 160)}px`;
  }, [value, boxRef]);

  return (
    <div className="space-y-1">
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          {CHAT_COPY.placeholder}
        </label>
        <textarea
          id="chat-input"
          ref={boxRef}
          rows={1}
          value={value}
          disabled={disabled}
          placeholder={CHAT_COPY.placeholder}
          aria-invalid={limit.tooLong || undefined}
          aria-describedby={`${id}-limit`}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              if (canSend) onSend(value);
            }
          }}
          className="max-h-40 min-h-[44px] min-w-0 flex-1 resize-none rounded-xl border border-gray-300 px-3 py-2.5 text-ink placeholder:text-sm focus:border-crust-500 focus:outline-none disabled:bg-gray-100 aria-[invalid=true]:border-red-600 sm:placeholder:text-base"
        />
        {busy && (
          <IconButton label={CHAT_COPY.stop} onClick={onStop} className="h-11 w-11 rounded-xl border-2 border-gray-700 bg-white text-gray-800 hover:bg-gray-100" testId="chat-stop">
            <StopIcon />
          </IconButton>
        )}
        <Button type="submit" disabled={!canSend} className="h-11 shrink-0 rounded-xl disabled:cursor-not-allowed disabled:opacity-50 sm:px-5">
          {CHAT_COPY.send}
        </Button>
      </div>
      <MessageLimit id={`${id}-limit`} limit={limit} />
    </div>
  );
}
