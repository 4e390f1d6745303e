/**
 * The app's one money formatter (en-AU dollars) and its one money parser (parseMoney, below). Every amount shown — the engine's commentary and
 * list_price, the matches table and details, the preference selects, the assistant's replies,
 * the plans — goes through formatMoney(); the variants the spec asks for are options.
 *
 *   formatMoney(850_000)                     "$850,000"  whole dollars with thousands separators
 *   formatMoney(-1_234)                      "-$1,234"   a negative as -$ (brackets are the caller's)
 *   formatMoney(50_000, { unit: "k" })       "$50k"      thousands, lower-case k (renovation budget labels)
 *   formatMoney(42_350, { unit: "K" })       "$42.4K"    from 1,000 thousands with one decimal, below whole dollars (capital growth, spec 2 §9)
 *   formatMoney(1_200_000, { unit: "m" })    "$1.2m"     whole 10,000s from a million as millions, otherwise whole dollars (the assistant)
 *
 * A signed figure (cash flow, tax effect, a change) is formatSignedMoney: "+$120", "−$850" (Unicode minus).
 * Money text is read by parseMoney (typed amounts) and, in the assistant, by its readers of spoken amounts
 * (one unit table: lib/assistant/lexicon.ts amountUnit). lib/finance/form.ts parseFigure is deliberately
 * separate: it reads any figure of the finance form (rates, years, counts as well as dollars) as written,
 * decimals and sign kept, where parseMoney rounds to whole dollars.
 */

export type MoneyOptions = {
  unit?: "dollars" | "k" | "K" | "m";
  /**
   * Whole dollars at a tie: "away" from zero (the default: −2.5 → "-$3", as 2.5 → "$3"), or "up"
   * as Math.round ties (−2.5 → "-$2"; the engine's commentary has always rounded so).
   */
  ties?: "away" | "up";
};

/** The amount as the spec shows it; see the examples above. */
export function formatMoney(n: number, { unit = "dollars", ties = "away" }: MoneyOptions = {}): string {
  const sign = n < 0 ? "-" : "";
  const abs = Math.abs(n);
  if (unit === "k") return `${sign}$${formatNumber(abs / 1_000, 3)}k`;
  if (unit === "K") return abs >= 1_000 ? `${sign}$${(Math.round(abs / 100) / 10).toFixed(1)}K` : `${sign}$${Math.round(abs)}`;
  if (unit === "m" && abs >= 1_000_000 && abs % 10_000 === 0) return `${sign}$${formatNumber(abs / 1_000_000, 2)}m`;
  return `${sign}$${formatNumber(ties === "up" ? Math.abs(Math.round(n)) : Math.round(abs))}`;
}

/** The minus of a signed amount on screen: U+2212, the typographic minus, never the hyphen. */
export const MINUS = "\u2212";

/**
 * A signed amount, the one convention for figures that can go either way (cash flow, tax effect, a change):
 * "+$120", "−$850" (MINUS), "$0"; whole dollars first (ties away from zero, as formatMoney), so an amount that
 * rounds to zero has no sign. formatMoney's own "-$1,234" is for amounts that are not signed figures (the
 * engine's commentary, list_price).
 */
export function formatSignedMoney(n: number): string {
  if (!Number.isFinite(n)) return formatMoney(n);
  const whole = Math.round(Math.abs(n));
  if (whole === 0) return formatMoney(0);
  return `${n < 0 ? MINUS : "+"}${formatMoney(whole)}`;
}

/**
 * A number as en-AU writes it, with thousands separators and at most `maxDigits` decimals, trailing
 * zeros dropped: "1,234,567", "62.5". The same text as Intl.NumberFormat("en-AU", { maximumFractionDigits })
 * (money.test.ts), except that a value that rounds to zero is "0", never "-0". Below 10^15 it is written
 * here: building an Intl formatter costs a page more than everything else in this module (its locale data
 * is loaded on first use), and formatting through one more than the rest of a listing's explanation (the
 * engine explains ~50 amounts a listing). Anything else (NaN, ±Infinity, larger) goes through Intl.
 */
export function formatNumber(n: number, maxDigits = 0): string {
  const abs = Math.abs(n);
  if (!(abs < 1e15)) return intlFormat(n, maxDigits);
  const [int, fraction] = Number.isInteger(abs) ? [String(abs), ""] : roundDecimal(abs, maxDigits);
  const head = int.length % 3 || 3;
  let text = int.slice(0, head);
  for (let i = head; i < int.length; i += 3) text += `,${int.slice(i, i + 3)}`;
  const decimals = fraction.replace(/0+$/, "");
  if (decimals) text += `.${decimals}`;
  return n < 0 && text !== "0" ? `-${text}` : text;
}

/**
 * 0 ≤ x < 10^15 rounded to `maxDigits` decimals, half away from zero, as Intl rounds it: on the number's
 * shortest decimal text (String(1.0005) is "1.0005", which rounds to 1.001, though the double is a little
 * less), not on the double's exact value as toFixed does. Returns the integer and the decimal digits.
 */
function roundDecimal(x: number, maxDigits: number): [string, string] {
  const text = String(x);
  // Exponent form only below 10^-6 here: that rounds to 0 at any precision the app asks for.
  if (text.includes("e")) return ["0", ""];
  const [int, fraction = ""] = text.split(".");
  if (fraction.length <= maxDigits) return [int, fraction];
  const kept = int + fraction.slice(0, maxDigits);
  const digits = (fraction[maxDigits] >= "5" ? (BigInt(kept) + 1n).toString() : kept).padStart(maxDigits + 1, "0");
  const cut = digits.length - maxDigits;
  return [digits.slice(0, cut).replace(/^0+(?=\d)/, ""), digits.slice(cut)];
}

const intlFormats = new Map<number, Intl.NumberFormat>();
function intlFormat(n: number, maxDigits: number): string {
  let format = intlFormats.get(maxDigits);
  if (!format) intlFormats.set(maxDigits, (format = new Intl.NumberFormat("en-AU", { maximumFractionDigits: maxDigits })));
  return format.format(n);
}

export type ParseMoneyOptions = {
  /**
   * The largest scale word read after the number: "dollars" none; "thousands" k; "millions" also
   * m, mil and million (the default); "billions" also b.
   */
  scale?: "dollars" | "thousands" | "millions" | "billions";
  /** A decimal part is read ("1.25m", "12.5" → 13); false reads whole numbers only. Default true. */
  fraction?: boolean;
  /** A trailing "AUD" is read as dollars ("650,000 AUD"). Default false. */
  currencyCode?: boolean;
  /** Zero (a number, or text that rounds to $0) is no amount (null) rather than $0. Default false. */
  positive?: boolean;
  /**
   * A reading too long for a number (hundreds of digits) is unreadable rather than Infinity.
   * Default false: Infinity, which any bound refuses with its own message.
   */
  finite?: boolean;
  /** Unreadable values give NaN rather than null, so a schema can refuse them while empty text (null) passes. */
  strict?: boolean;
};

const AMOUNT_TEXT = /^(\d+)(\.\d+)?(k|m|mil|million|b)?$/;
const MULTIPLIER: Record<string, number> = { k: 1_000, m: 1_000_000, mil: 1_000_000, million: 1_000_000, b: 1_000_000_000 };
const SCALE_WORDS: Record<NonNullable<ParseMoneyOptions["scale"]>, readonly string[]> = {
  dollars: [],
  thousands: ["k"],
  millions: ["k", "m", "mil", "million"],
  billions: ["k", "m", "mil", "million", "b"],
};

/**
 * Whole dollars from an amount as people write it: a number, or text with any "$", commas and
 * spaces ("$650,000", "650 000", "650k", "$1.2m"). Empty text, null and undefined are no amount
 * (null); so is anything unreadable, or NaN with `strict`. The options are each caller's rules:
 *
 *   parseMoney("$1.2m")                                    1200000   (the chat patch: a model's tool call)
 *   parseMoney("2b", { scale: "billions", currencyCode: true, positive: true })   2000000000   (the engine's payload prices)
 *   parseMoney("650k", { scale: "dollars", fraction: false, strict: true })       NaN          (the form's price text)
 *   parseMoney("1.5k", { scale: "thousands", finite: true })                      1500         (a renovation budget)
 */
export function parseMoney(value: unknown, options: ParseMoneyOptions = {}): number | null {
  const { scale = "millions", fraction = true, currencyCode = false, positive = false, finite = false, strict = false } = options;
  const unreadable = strict ? Number.NaN : null;
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) && (positive ? value > 0 : value >= 0) ? Math.round(value) : unreadable;
  if (typeof value !== "string") return unreadable;
  let text = value.toLowerCase().replace(/[$,\s]/g, "");
  if (currencyCode) text = text.replace(/aud$/, "");
  if (text === "") return null;
  const m = AMOUNT_TEXT.exec(text);
  if (!m || (m[2] && !fraction) || (m[3] && !SCALE_WORDS[scale].includes(m[3]))) return unreadable;
  const dollars = Math.round(Number(m[1] + (m[2] ?? "")) * (m[3] ? MULTIPLIER[m[3]] : 1));
  if (finite && !Number.isFinite(dollars)) return unreadable;
  return positive && dollars <= 0 ? null : dollars;
}
