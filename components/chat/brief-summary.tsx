"use client";

import { useId, useState } from "react";
import { CHAT_COPY } from "@/lib/chat/copy";
import type { BriefChange } from "@/lib/chat/transcript";
import { ChipRow, type Chip } from "./chip-row";

const briefChip = (line: string): Chip => ({ key: line, label: line, href: "/preferences", hint: CHAT_COPY.editPreferences, tone: "brief" });

/**
 * The brief as it stands, once, above the conversation: it updates in place as replies
 * change it (instead of the whole row repeated under every reply). Each line opens
 * Preferences to fine-tune it. On a phone it folds behind one button.
 */
export function BriefSummary({ lines }: { lines: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (lines.length === 0) return null;
  return (
    <section aria-label={CHAT_COPY.yourBrief} className="border-b border-gray-200 bg-white px-3 py-2 sm:px-6" data-testid="chat-brief">
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:gap-3">
        <h2 className="hidden shrink-0 pt-1 text-xs font-semibold tracking-wide text-gray-600 uppercase sm:block">{CHAT_COPY.yourBrief}</h2>
        <button
          type="button"
          className="min-h-8 shrink-0 rounded-md text-xs font-semibold tracking-wide text-gray-700 uppercase underline-offset-2 hover:underline sm:hidden"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {CHAT_COPY.yourBrief} ({lines.length}) <span aria-hidden="true">{open ? "▴" : "▾"}</span>
        </button>
        <div id={listId} className={`${open ? "block" : "hidden"} max-h-36 w-full min-w-0 flex-1 overflow-y-auto sm:block sm:max-h-none sm:overflow-visible`}>
          <ChipRow chips={lines.map(briefChip)} label={CHAT_COPY.yourBrief} testId="chat-brief-lines" />
        </div>
      </div>
    </section>
  );
}

/** What one reply changed in the brief: added lines and removed ones (crossed out), nothing when it changed nothing. */
export function BriefChangeChips({ change }: { change: BriefChange | undefined }) {
  if (!change) return null;
  return (
    <div className="mt-3 space-y-1.5" data-testid="chat-brief-change">
      <ChipRow
        chips={change.added.map((l) => ({ key: l, label: l, tone: "added", mark: "+" }))}
        label={CHAT_COPY.briefAdded}
        testId="chat-brief-added"
      />
      <ChipRow
        chips={change.removed.map((l) => ({ key: l, label: l, tone: "removed", mark: "−" }))}
        label={CHAT_COPY.briefRemoved}
        testId="chat-brief-removed"
      />
    </div>
  );
}
