import { formatMoney } from "@/lib/money";

/** Money in commentary and list_price: "$850,000", "-$1,234" (ties rounded as Math.round rounds them). */
export function dollars(n: number): string {
  // formatMoney(n, { ties: "up" }) written out for whole dollars below 10^15: its Intl formatter
  // costs more than the rest of a listing's explanation (a search explains ~50 amounts a listing).
  // The same text (format.test.ts); anything else (NaN, ±Infinity, larger) goes through it.
  const whole = Math.abs(Math.round(n));
  if (!(whole < 1e15)) return formatMoney(n, { ties: "up" });
  return `${n < 0 ? "-" : ""}$${grouped(whole)}`;
}

/** A whole number below 10^15 with thousands separators, as en-AU writes it: "1,234,567". */
function grouped(whole: number): string {
  const digits = String(whole);
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

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
