import { formatMoney } from "@/lib/money";

/** Money in commentary and list_price: "$850,000", "-$1,234" (ties rounded as Math.round rounds them). */
export const dollars = (n: number): string => formatMoney(n, { ties: "up" });

/** "4.2%". */

export const pct = (n: number, digits = 1) => `${n.toFixed(digits)}%`;

export const percentText = (score: number) => `${Math.round(score)}%`;

export function listPriceText(price: number | null): string | null {
  return price === null ? null : dollars(price);
}

export function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
