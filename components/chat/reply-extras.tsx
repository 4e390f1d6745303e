"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { CHAT_COPY } from "@/lib/chat/copy";
import { chipEditMessage, EDITABLE_CHIP_LABELS, SEARCH_NOW_MESSAGE, showsSummary, suggestionChips } from "@/lib/chat/summary";
import type { ChatSuggestionsData, ChatSummaryData } from "@/lib/chat/types";
import { ChipRow, type Chip } from "./chip-row";

/**
 * What the assistant understood, under the reply that asks before searching (or answers "what did
 * you understand?"): the brief as chips, the doubtful ones marked, each essential one editable in
 * place (sent as "<label>: <value>"), the one question, and "Search now" (docs/ASSISTANT.md, "The reply").
 * Only the latest reply's card can still be acted on.
 */
export function SummaryCard({ summary, active, onSend }: { summary: ChatSummaryData | null; active: boolean; onSend: (text: string) => void }) {
  const [editing, setEditing] = useState<number | null>(null);
  const [value, setValue] = useState("");
  const formId = useId();
  if (!showsSummary(summary)) return null;
  const chips: Chip[] = summary.chips.map((c, i) => {
    const editable = active && EDITABLE_CHIP_LABELS[c.field] !== undefined;
    const doubt = c.confidence === "low";
    return {
      key: `${c.field}-${i}`,
      label: c.label,
      tone: doubt ? "doubt" : "brief",
      mark: doubt ? "?" : undefined,
      hint: [doubt ? CHAT_COPY.summaryDoubt : null, editable ? CHAT_COPY.summaryEdit : null].filter(Boolean).join(", ") || undefined,
      ...(editable
        ? {
            expanded: editing === i,
            onPress: () => {
              setEditing(editing === i ? null : i);
              setValue(c.value);
            },
          }
        : {}),
    };
  });
  const chip = editing !== null ? summary.chips[editing] : null;
  const send = (text: string | null) => {
    if (!text) return;
    setEditing(null);
    onSend(text);
  };
  return (
    <section className="mt-3 rounded-xl border border-crust-200 bg-crust-50/40 p-3" aria-label={CHAT_COPY.summaryHeading} data-testid="chat-summary">
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-gray-700 uppercase">{CHAT_COPY.summaryHeading}</h3>
      <ChipRow chips={chips} label={CHAT_COPY.summaryHeading} disabled={!active} testId="chat-summary-chips" />
      {chip && active && (
        <form
          id={formId}
          className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
          data-testid="chat-summary-editor"
          onSubmit={(e) => {
            e.preventDefault();
            send(chipEditMessage(chip.field, value));
          }}
        >
          <Field label={EDITABLE_CHIP_LABELS[chip.field]} value={value} onChange={(e) => setValue(e.target.value)} className="min-w-0 flex-1" autoFocus maxLength={300} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={!chipEditMessage(chip.field, value)}>
              {CHAT_COPY.summaryApply}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setEditing(null)}>
              {CHAT_COPY.cancelEdit}
            </Button>
          </div>
        </form>
      )}
      {summary.question && (
        <p className="mt-3 text-sm text-ink" data-testid="chat-summary-question">
          {summary.question}
        </p>
      )}
      {summary.question && active && (
        <ChipRow
          className="mt-2"
          chips={[{ key: "search-now", label: CHAT_COPY.searchNow, send: SEARCH_NOW_MESSAGE, tone: "action" }]}
          label={CHAT_COPY.summaryActions}
          onSend={onSend}
          testId="chat-search-now"
        />
      )}
    </section>
  );
}

/** Suburbs suggested for the brief: each chip adds its suburb ("Add <label>"); the reply's text carries the disclaimer. */
export function SuggestionChips({ suggestions, active, onSend }: { suggestions: ChatSuggestionsData | null; active: boolean; onSend: (text: string) => void }) {
  const items = suggestionChips(suggestions);
  if (!suggestions || items.length === 0) return null;
  return (
    <div className="mt-3" data-testid="chat-suggestions">
      <ChipRow
        chips={items.map((s) => ({ key: s.label, label: s.label, send: s.send, hint: `${CHAT_COPY.addSuggestion}: ${s.reason}`, tone: "action", mark: "+" }))}
        label={CHAT_COPY.suggestionsHeading}
        onSend={onSend}
        disabled={!active}
        testId="chat-suggestion-chips"
      />
    </div>
  );
}
