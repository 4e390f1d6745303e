/**
 * Plain words for the app's sentences: lists, prices and whole numbers, as the assistant and the
 * descriptions of a search (lib/preferences/describe.ts) write them.
 */
import { formatMoney, formatNumber } from "@/lib/money";

/** 650000 → "$650,000"; 1200000 → "$1.2m". */
export const formatPrice = (n: number): string => formatMoney(n, { unit: "m" });

export function formatWhole(n: number): string {
  return formatNumber(Math.round(n));
}

/** ["a", "b", "c"] → "a, b and c". */
export function joinWords(items: string[], last = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}
