import { CHAT_MESSAGE_MAX_CHARS } from "@/lib/constants";
import { CHAT_TOO_LONG_MESSAGE } from "./types";
import { formatNumber } from "@/lib/money";

/**
 * The message box's limit (CHAT_MESSAGE_MAX_CHARS): a counter appears as the text nears
 * it, and a longer message is refused before it is sent, with the server's own words —
 * never cut short in the box (no maxLength, which would silently drop a pasted tail).
 */
export const COUNTER_FROM = 0.8;

export type InputLimit = {
  length: number;
  max: number;
  /** Show "n / max" beside the box. */
  showCounter: boolean;
  tooLong: boolean;
  /** Said when the message is too long (null otherwise). */
  error: string | null;
};

export function inputLimit(text: string, max: number = CHAT_MESSAGE_MAX_CHARS): InputLimit {
  // The server counts the trimmed text (lib/chat/types.ts chatRequestSchema), so does the box.
  const length = text.trim().length;
  const tooLong = length > max;
  return { length, max, showCounter: length >= Math.floor(max * COUNTER_FROM), tooLong, error: tooLong ? CHAT_TOO_LONG_MESSAGE : null };
}

export function counterText({ length, max }: Pick<InputLimit, "length" | "max">): string {
  return `${formatNumber(length)} / ${formatNumber(max)}`;
}
