/**
 * The app's one money formatter (en-AU dollars). Every amount shown — the engine's commentary and
 * list_price, the matches table and details, the preference selects, the assistant's replies,
 * the plans — goes through formatMoney(); the variants the spec asks for are options.
 *
 *   formatMoney(850_000)                     "$850,000"  whole dollars with thousands separators
 *   formatMoney(-1_234)                      "-$1,234"   a negative as -$ (brackets are the caller's)
 *   formatMoney(50_000, { unit: "k" })       "$50k"      thousands, lower-case k (renovation budget labels)
 *   formatMoney(42_350, { unit: "K" })       "$42.4K"    from 1,000 thousands with one decimal, below whole dollars (capital growth, spec 2 §9)
 *   formatMoney(1_200_000, { unit: "m" })    "$1.2m"     whole 10,000s from a million as millions, otherwise whole dollars (the assistant)
 */

export type MoneyOptions = {
  unit?: "dollars" | "k" | "K" | "m";
  /**
   * Whole dollars at a tie: "away" from zero (the default: −2.5 → "-$3", as 2.5 → "$3"), or "up"
   * as Math.round ties (−2.5 → "-$2"; the engine's commentary has always rounded so).
   */
  ties?: "away" | "up";
};

// Built once: Number#toLocaleString makes a new Intl formatter on every call, which costs more
// than the rest of a table row's formatting together.
const WHOLE = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
const THOUSANDS = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 3 });
const MILLIONS = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 2 });

/** The amount as the spec shows it; see the examples above. */
export function formatMoney(n: number, { unit = "dollars", ties = "away" }: MoneyOptions = {}): string {
  const sign = n < 0 ? "-" : "";
  const abs = Math.abs(n);
  if (unit === "k") return `${sign}$${THOUSANDS.format(abs / 1_000)}k`;
  if (unit === "K") return abs >= 1_000 ? `${sign}$${(Math.round(abs / 100) / 10).toFixed(1)}K` : `${sign}$${Math.round(abs)}`;
  if (unit === "m" && abs >= 1_000_000 && abs % 10_000 === 0) return `${sign}$${MILLIONS.format(abs / 1_000_000)}m`;
  return `${sign}$${WHOLE.format(ties === "up" ? Math.abs(Math.round(n)) : Math.round(abs))}`;
}
