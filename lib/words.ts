/**
 * Plain words for the app's sentences: lists, prices and whole numbers, as the assistant and the
 * descriptions of a search (lib/preferences/describe.ts) write them.
 */
import { formatMoney, formatNumber } from "@/lib/money";

/**
 * A price in a sentence, whole millions short: 650000 → "$650,000"; 1200000 → "$1.2m" (formatMoney's unit "m").
 * Not lib/matches/format.ts formatListPrice, which shows a listing's list_price text as the matches screen does.
 */
export const formatPriceShort = (n: number): string => formatMoney(n, { unit: "m" });

export function formatWhole(n: number): string {
  return formatNumber(Math.round(n));
}

/** ["a", "b", "c"] → "a, b and c". */
export function joinWords(items: string[], last = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}
