/** Lenient parsers for the text fields of the search payload. */
import type { ParseMoneyOptions } from "@/lib/money";

/**
 * How the engine reads a payload price with parseMoney (lib/money.ts): "$850,000" / "850000" /
 * "850k" / "1.2m" / "$1.25M" / "1b" / "650,000 AUD" → dollars; "", "0", "No minimum", "Any" → null
 * (no bound). A bare number under 10,000 is read as thousands only when it carries a "k".
 */
export const PAYLOAD_PRICE: ParseMoneyOptions = { scale: "billions", currencyCode: true, positive: true };

/** "3+" → 3; "Any", "", null → 0 (no minimum). */
export function parseMinCount(text: string | null | undefined): number {
  if (!text) return 0;
  const m = /(\d+)/.exec(text);
  return m ? Number(m[1]) : 0;
}

/** "600", "600m2", "600 m²", "600sqm", "0.5 ha", "1 acre", "1,000" → m²; empty or unreadable → null. */
export function parseLandSize(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === "number") return Number.isFinite(text) && text > 0 ? Math.round(text) : null;
  const t = text.trim().toLowerCase().replace(/,/g, "");
  const m = /^(\d+(?:\.\d+)?)\s*(m2|m²|sqm|sq\s*m|square\s*met(?:re|er)s?|ha|hectares?|acres?|ac)?\+?$/.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2] ?? "";
  const mult = unit.startsWith("ha") || unit.startsWith("hect") ? 10_000 : unit.startsWith("ac") ? 4_046.86 : 1;
  const v = Math.round(n * mult);
  return v > 0 ? v : null;
}
