"use client";

import { useEffect, useId, useRef, useState } from "react";
import { CHAT_COPY } from "@/lib/chat/copy";
import { inputLimit } from "@/lib/chat/input-limit";
import { Button } from "@/components/ui/button";
import { MessageLimit } from "./message-limit";

/**
 * The last user message, being edited (as vercel/ai-chatbot's message editor): Send puts
 * the edited text in its place and asks again; Cancel (or Escape) leaves it as it was.
 */
export function MessageEditor({ initial, onCancel, onSend }: { initial: string; onCancel: () => void; onSend: (text: string) => void }) {
  const [draft, setDraft] = useState(initial);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const limit = inputLimit(draft);
  const canSend = draft.trim() !== "" && !limit.tooLong;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight + 2, 320)}px`;
  }, [draft]);

  return (
    <form
      className="space-y-2 rounded-2xl bg-white p-3 shadow-sm ring-2 ring-crust-300"
      data-testid="chat-editor"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSend) onSend(draft.trim());
      }}
    >
      <label htmlFor={`${id}-box`} className="sr-only">
        {CHAT_COPY.editLabel}
      </label>
      <textarea
        id={`${id}-box`}
        ref={box}
        value={draft}
        rows={2}
        aria-invalid={limit.tooLong || undefined}
        aria-describedby={`${id}-limit`}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.preventDefault();
            onCancel();
          } else if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            if (canSend) onSend(draft.trim());
          }
        }}
        className="block w-full resize-none rounded-lg border border-gray-300 px-3 py-2 text-ink focus:border-crust-500 focus:outline-none"
      />
      <MessageLimit id={`${id}-limit`} limit={limit} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {CHAT_COPY.cancelEdit}
        </Button>
        <Button type="submit" size="sm" disabled={!canSend} className="disabled:cursor-not-allowed disabled:opacity-50" data-testid="chat-editor-send">
          {CHAT_COPY.sendEdit}
        </Button>
      </div>
    </form>
  );
}
