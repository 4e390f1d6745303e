"use client";

import Link from "next/link";

/**
 * A row of chips, each a label and what pressing it does: send a message to the
 * assistant (a suggestion, "Search now"), open a page (a brief line, to edit it in
 * Preferences), act on the page (a summary chip opens its editor), or nothing (a line
 * that only shows). The live brief, what a reply
 * changed, and any typed data part that offers choices render through it.
 */
export type Chip = {
  key: string;
  label: string;
  /** Pressing sends this message. */
  send?: string;
  /** Pressing opens this page. */
  href?: string;
  /** Pressing does this on the page (a summary chip opens its editor). */
  onPress?: () => void;
  /** A pressable chip that opens something: its state for screen readers. */
  expanded?: boolean;
  /** Shown as a tooltip, and to screen readers after the label. */
  hint?: string;
  tone?: "brief" | "added" | "removed" | "action" | "doubt";
  /** Drawn before the label, for the eye only (the label says it in words for screen readers). */
  mark?: string;
};

const TONES: Record<NonNullable<Chip["tone"]>, string> = {
  brief: "border-crust-200 bg-crust-50 text-crust-800",
  added: "border-green-200 bg-green-50 text-green-800",
  removed: "border-gray-200 bg-gray-50 text-gray-600 line-through decoration-gray-400",
  action: "border-crust-600 bg-white text-crust-800",
  doubt: "border-amber-400 bg-amber-50 text-amber-900 border-dashed",
};

const base = "inline-flex max-w-full items-center gap-1 rounded-full border px-3 py-1 text-xs font-medium";
const pressable = "min-h-8 hover:border-crust-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-crust-600 disabled:cursor-not-allowed disabled:opacity-50";

export function ChipRow({
  chips,
  label,
  onSend,
  disabled = false,
  className = "",
  testId,
}: {
  chips: readonly Chip[];
  /** What the row is, for screen readers (a list is named by it). */
  label: string;
  onSend?: (message: string) => void;
  disabled?: boolean;
  className?: string;
  testId?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label={label} data-testid={testId}>
      {chips.map((chip) => {
        const tone = TONES[chip.tone ?? "brief"];
        const body = (
          <>
            {chip.mark && <span aria-hidden="true">{chip.mark}</span>}
            <span className="truncate">{chip.label}</span>
            {chip.hint && <span className="sr-only">{` (${chip.hint})`}</span>}
          </>
        );
        return (
          <li key={chip.key} className="max-w-full" data-testid="chip">
            {chip.onPress ? (
              <button type="button" className={`${base} ${pressable} ${tone}`} title={chip.hint} disabled={disabled} aria-expanded={chip.expanded} onClick={chip.onPress}>
                {body}
              </button>
            ) : chip.send !== undefined && onSend ? (
              <button type="button" className={`${base} ${pressable} ${tone}`} title={chip.hint} disabled={disabled} onClick={() => onSend(chip.send as string)}>
                {body}
              </button>
            ) : chip.href ? (
              <Link href={chip.href} className={`${base} ${pressable} ${tone}`} title={chip.hint}>
                {body}
              </Link>
            ) : (
              <span className={`${base} ${tone}`} title={chip.hint}>
                {body}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
