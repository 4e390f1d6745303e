/**
 * Display rules of spec 2 section 9 as pure functions: score colour bands,
 * one decimal with negatives in brackets, $nK, the flipped undervaluation sign,
 * overlay colours, "Price on request" and address joining.
 */
import { formatMoney, formatNumber, formatSignedMoney } from "@/lib/money";
import { MATCHES_COPY } from "./copy";

export type Tone = "red" | "amber" | "green" | "grey";

const whole = (n: number) => formatNumber(Math.round(n));

/** Property score: under 30 red, 30-60 amber, above 60 green. */
export function propertyScoreTone(score: number | null | undefined): Tone {
  if (score === null || score === undefined || !Number.isFinite(score)) return "grey";
  if (score < 30) return "red";
  if (score <= 60) return "amber";
  return "green";
}

/** "72%" -> 72. Tolerates numbers, missing "%" and blanks (external listings vary). */
export function parsePercent(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const trimmed = value.trim().replace(/%$/, "").trim();
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

export type SectionLevel = "High" | "Medium" | "Low";

/** Section scores: under 40% red/Low, 40-70% amber/Medium, 70% and over green/High. */
export function sectionScoreBand(percent: number | null): { tone: Tone; label: SectionLevel | null } {
  if (percent === null || !Number.isFinite(percent)) return { tone: "grey", label: null };
  if (percent >= 70) return { tone: "green", label: "High" };
  if (percent >= 40) return { tone: "amber", label: "Medium" };
  return { tone: "red", label: "Low" };
}

export type Metric = { text: string; negative: boolean; missing: boolean };

const MISSING: Metric = { text: "–", negative: false, missing: true };

/** A finite number, or a numeric string such as "1,250", "4.5%" or "$900": anything else is null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value.replace(/[,%$\s]/g, ""));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** One decimal; negatives in brackets (the caller colours them red). */
export function formatOneDecimal(value: unknown, suffix = ""): Metric {
  const n = toNumber(value);
  if (n === null) return MISSING;
  // Round first so -0.04 shows as 0.0, not (0.0).
  const rounded = Math.round(n * 10) / 10;
  const text = `${Math.abs(rounded).toFixed(1)}${suffix}`;
  return rounded < 0 ? { text: `(${text})`, negative: true, missing: false } : { text, negative: false, missing: false };
}

export const formatPercent = (value: unknown) => formatOneDecimal(value, "%");

/** Dollars; 1,000 or more (either sign) as $nK with one decimal, otherwise whole dollars; negatives in brackets. */
export function formatCapitalGrowth(value: unknown): Metric {
  const n = toNumber(value);
  if (n === null) return MISSING;
  const abs = Math.abs(n);
  const body = formatMoney(abs, { unit: "K" });
  const negative = n < 0 && (abs >= 1000 ? Math.round(abs / 100) > 0 : Math.round(abs) > 0);
  return negative ? { text: `(${body})`, negative: true, missing: false } : { text: body, negative: false, missing: false };
}

/** The buyer's monthly cash flow (docs/FINANCE.md §14): "+$120", "−$1,240" (negative in red; formatSignedMoney). */
export function formatCashFlow(value: unknown): Metric {
  const n = toNumber(value);
  if (n === null) return MISSING;
  return { text: formatSignedMoney(n), negative: Math.round(Math.abs(n)) > 0 && n < 0, missing: false };
}

/** The highest offer for break-even: "$612K", or "–" when none. */
export function formatOffer(value: unknown): Metric {
  const n = toNumber(value);
  if (n === null || n <= 0) return MISSING;
  return { text: formatMoney(n, { unit: "K" }), negative: false, missing: false };
}

/**
 * Price vs expected price: the engine's diff_percent compares the price with the price expected
 * for this type and size in the suburb (the suburb median × bedrooms × land), not with the suburb
 * median itself, and is named so everywhere (issue 35). It is negative when the price is below the
 * expected price; the sign is flipped for display so "below expected" reads as a positive, green
 * figure and "above expected" as a bracketed, red one. The price against the suburb median itself
 * is priceVsMedian().
 */
export function formatUndervaluation(diffPercent: unknown): Metric & { position: "below" | "above" | "at" | null } {
  const n = toNumber(diffPercent);
  if (n === null) return { ...MISSING, position: null };
  const flipped = n === 0 ? 0 : -n;
  const metric = formatOneDecimal(flipped, "%");
  const position = metric.text === "0.0%" ? "at" : flipped > 0 ? "below" : "above";
  return { ...metric, position };
}

/** The value the Price vs Expected Price sort uses: most below the expected price first. */
export function undervaluationValue(diffPercent: unknown): number | null {
  const n = toNumber(diffPercent);
  return n === null ? null : -n;
}

/** The price against the suburb median itself, percent (positive = above the median); null without both. */
export function priceVsMedian(price: unknown, suburbMedian: unknown): number | null {
  const p = toNumber(price);
  const m = toNumber(suburbMedian);
  if (p === null || m === null || !(p > 0) || !(m > 0)) return null;
  return Math.round((p / m - 1) * 1000) / 10;
}

/** Overlay text containing "not detected" is green, other text red, absent grey. */
export function overlayTone(text: string | null | undefined): Tone {
  if (text === null || text === undefined || text.trim() === "") return "grey";
  return /not detected/i.test(text) ? "green" : "red";
}

export type MarketTone = "hot" | "warm" | "cool" | "cold" | null;

/** Market status colours: hot, warm, cool, cold (other statuses are neutral). */
export function marketStatusTone(status: string | null | undefined): MarketTone {
  const s = (status ?? "").toLowerCase();
  for (const tone of ["hot", "warm", "cool", "cold"] as const) if (s.includes(tone)) return tone;
  return null;
}

/**
 * Why a status has no colour: hot, warm, cool and cold are read from how fast a market moves (days on
 * market, price changes), and no listing source gives those — the demo catalogue has no listing dates and
 * the Domain mapping keeps only "For Sale". Null when the status has its colour, or there is no status.
 */
export function marketStatusNote(status: string | null | undefined): string | null {
  if (!status?.trim() || marketStatusTone(status)) return null;
  return MARKET_HEAT_UNKNOWN;
}
export const MARKET_HEAT_UNKNOWN = "No market heat (hot, warm, cool or cold): it needs days on market or price changes, which the listing sources don't give.";

/**
 * A listing's list_price as the matches screen shows it: "Price on request" when missing; a number as formatMoney
 * writes it; text as written, with a $ prefixed when it starts with a figure and has none. (A price in a sentence,
 * "$1.2m", is lib/words.ts formatPriceShort.)
 */
export function formatListPrice(listPrice: string | number | null | undefined): string {
  if (typeof listPrice === "number") {
    return Number.isFinite(listPrice) ? formatMoney(listPrice) : MATCHES_COPY.priceOnRequest;
  }
  const text = (listPrice ?? "").trim();
  if (text === "") return MATCHES_COPY.priceOnRequest;
  if (text.includes("$")) return text;
  return /^\d/.test(text) ? `$${text}` : text;
}


/** @deprecated The old name of formatListPrice, kept for components/matches until it switches (renamed: two unrelated formatPrice). */
export const formatPrice = formatListPrice;
/**
 * Beside "Price on request": the engine's estimate of the listing's value, and, when the
 * search had a price range, that the listing matched it on this estimate (not on a price).
 */
export function estimateNote(listing: { list_price: string | number | null; estimated_price: number | null }, priceFiltered: boolean): string | null {
  if (formatListPrice(listing.list_price) !== MATCHES_COPY.priceOnRequest) return null;
  if (listing.estimated_price === null || !Number.isFinite(listing.estimated_price)) return null;
  const est = `est. $${whole(listing.estimated_price)}`;
  return priceFiltered ? `${est}; matched your price range on this estimate` : est;
}

type AddressParts = {
  address_street?: string | null;
  address_suburb?: string | null;
  address_state?: string | null;
  address_postcode?: string | null;
};

/** The street of a listing whose agent withheld the address (a live source's listing; docs/LISTING-SOURCES.md). */
export const ADDRESS_WITHHELD = "Address available on request";

export const isAddressWithheld = (parts: AddressParts) => (parts.address_street ?? "").trim() === ADDRESS_WITHHELD;

/** Street, suburb, state and postcode, blanks skipped: "Address available on request, Alfredton, VIC, 3350" where the street is withheld. */
export function joinAddress(parts: AddressParts): string {
  return [parts.address_street, parts.address_suburb, parts.address_state, parts.address_postcode]
    .map((p) => (p ?? "").trim())
    .filter((p) => p !== "")
    .join(", ");
}

/** What "Copy address" copies: the address, or only the place where the street is withheld. */
export function copyableAddress(parts: AddressParts): string {
  return joinAddress(isAddressWithheld(parts) ? { ...parts, address_street: null } : parts);
}

/** A figure of scoring_inputs in whole dollars ("$12,500", "-$12,500"); null when it isn't a number. */
export function formatDollars(value: unknown): string | null {
  const n = toNumber(value);
  return n === null ? null : formatMoney(n);
}

export function formatLandSize(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return null;
  return `${whole(value)} m²`;
}

/** Tailwind classes per tone, written out in full so Tailwind's scanner keeps them. */
export const TONE_TEXT: Record<Tone, string> = {
  red: "text-red-700",
  amber: "text-amber-700",
  green: "text-green-700",
  grey: "text-gray-500",
};
export const TONE_BADGE: Record<Tone, string> = {
  red: "bg-red-50 text-red-800 ring-red-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  green: "bg-green-50 text-green-800 ring-green-200",
  grey: "bg-gray-50 text-gray-600 ring-gray-200",
};
export const MARKET_BADGE: Record<Exclude<MarketTone, null> | "neutral", string> = {
  hot: "bg-red-100 text-red-800",
  warm: "bg-orange-100 text-orange-800",
  cool: "bg-sky-100 text-sky-800",
  cold: "bg-blue-100 text-blue-900",
  neutral: "bg-gray-100 text-gray-700",
};
