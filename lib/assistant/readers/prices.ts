import {
  AMOUNT,
  AND_OR_GAP,
  BETWEEN_BEFORE,
  MAX_AFTER,
  MAX_CUE,
  MIN_AFTER,
  MIN_CUE,
  NO_MAX_PRICE,
  NO_MIN_PRICE,
  NOT_PRICE_AFTER,
  ORDINAL_SUFFIX,
  PER_PERIOD_AFTER,
  PRICE_WORD_BEFORE,
  RANGE_GAP,
  RENO_AFTER,
  RENO_BUDGET_AFTER,
  RENO_CUE,
  RENT_CUE,
  SPEND_CUE,
  SPEND_ON_AFTER,
} from "../lexicon";
import type { Reading } from "../reading";

/** An amount in the message, scaled to dollars when it has a unit ("750k"); bare otherwise ("750"). */
export type Amount = { value: number; start: number; end: number; unit: "k" | "m" | "$" | ""; decimal: boolean };

function scaleAmount(raw: number, unit: string, dollar: boolean): { value: number; unit: Amount["unit"] } {
  const u = unit.trim().toLowerCase();
  if (u === "k" || u === "grand" || u === "thousand") return { value: raw * 1_000, unit: "k" };
  if (u.startsWith("m")) return { value: raw * 1_000_000, unit: "m" };
  if (u === "dollars" || u === "bucks" || u === "aud") return { value: raw, unit: "$" };
  return { value: raw, unit: dollar ? "$" : "" };
}

/** Bare numbers after a price cue: "max 900" is $900,000, "under 1.2" is $1.2m. */
function bareToDollars(v: number): number {
  if (v < 20) return Math.round(v * 1_000_000);
  if (v < 10_000) return Math.round(v * 1_000);
  return Math.round(v);
}

/** The amounts in t that may be money: not "3 bed", "600sqm", "20m frontage", "5th". */
export function findAmounts(t: string): Amount[] {
  const out: Amount[] = [];
  for (const m of t.matchAll(AMOUNT)) {
    const start = m.index!;
    const end = start + m[0].length;
    const prevChar = t[start - 1] ?? " ";
    if (/[a-z0-9\/.]/i.test(prevChar) && !m[1]) continue;
    const raw = Number(m[2].replace(/,/g, ""));
    if (!Number.isFinite(raw)) continue;
    const unitRaw = (m[3] ?? "").trim();
    // "2m frontage", "20m wide": metres, not millions.
    if (/^m$/i.test(unitRaw) && /^\s*(?:frontage|wide|width|deep|depth|from|away|long|high)\b/i.test(t.slice(end))) continue;
    if (!unitRaw && (NOT_PRICE_AFTER.test(t.slice(end)) || ORDINAL_SUFFIX.test(t.slice(end)))) continue;
    // "31m" is not a price anyone types: millions above 20 are something else.
    if (/^m/i.test(unitRaw) && raw > 20) continue;
    const s = scaleAmount(raw, unitRaw, !!m[1]);
    out.push({ value: s.value, start, end, unit: s.unit, decimal: m[2].includes(".") });
  }
  return out;
}

/**
 * Reads the amounts of money in the message: a renovation budget ("reno budget 80k", "$100k for
 * renos"), then the price: ranges ("500-600k", "$550-650k", "between 500 and 650k"; the unit of
 * one end applies to the other), then single amounts by the cue nearest them ("under 750k" a
 * maximum, "800k+" a minimum, no cue a maximum; a bare "650" only when the form asked for the
 * price). Rents ("550 a week") are skipped; "no price limit" clears the maximum.
 */
export function readPrices(r: Reading): void {
  const priceAmounts = readRenovationBudget(r);
  const used = readPriceRange(r, priceAmounts);
  readPriceBounds(r, priceAmounts.filter((a) => !used.has(a)));
  if (NO_MAX_PRICE.test(r.t)) r.delta.price = { ...(r.delta.price ?? {}), max: null };
  if (NO_MIN_PRICE.test(r.t)) r.delta.price = { ...(r.delta.price ?? {}), min: null };
}

/** An amount in a clause about renovating is its budget; returns the amounts left that may be prices (not rents). */
function readRenovationBudget(r: Reading): Amount[] {
  const { t, delta: d } = r;
  const amounts = findAmounts(t).filter((a) => !r.isConsumed(a.start, a.end));
  const priceAmounts: Amount[] = [];
  for (const a of amounts) {
    const before = r.clauseBefore(a.start);
    const after = t.slice(a.end, a.end + 30);
    const renoAfter = RENO_AFTER.test(after) || RENO_BUDGET_AFTER.test(after);
    if ((RENO_CUE.test(before) && !(SPEND_CUE.test(before) && !SPEND_ON_AFTER.test(after))) || renoAfter) {
      d.renovation.budget = a.unit === "" ? bareToDollars(a.value) : Math.round(a.value);
      d.renovation.enabled = true;
      r.consume(a.start, a.end);
      r.noteFactor("renovationPotential", a.start);
      continue;
    }
    if (RENT_CUE.test(before) || PER_PERIOD_AFTER.test(after)) continue;
    priceAmounts.push(a);
  }
  return priceAmounts;
}

const dollars = (a: Amount, partner?: Amount): number => {
  if (a.unit === "k" || a.unit === "m" || a.unit === "$") return Math.round(a.value);
  if (partner && (partner.unit === "k" || partner.unit === "m")) return Math.round(a.value * (partner.unit === "k" ? 1_000 : 1_000_000));
  return bareToDollars(a.value);
};

/** Two amounts joined by "-", "to", "between … and": the price range. Returns the amounts it used. */
function readPriceRange(r: Reading, priceAmounts: Amount[]): Set<Amount> {
  const { t } = r;
  const used = new Set<Amount>();
  for (let i = 0; i + 1 < priceAmounts.length; i++) {
    const a = priceAmounts[i];
    const b = priceAmounts[i + 1];
    const gap = t.slice(a.end, b.start);
    const isRange = RANGE_GAP.test(gap) && (!AND_OR_GAP.test(gap) || BETWEEN_BEFORE.test(r.clauseBefore(a.start)));
    if (!isRange) continue;
    // Two bare numbers in a hyphenated range ("600-700") are prices in thousands; "2 or 3" is not.
    const bareRange = a.unit === "" && b.unit === "" && /^\s*-\s*$/.test(gap) && a.value >= 100 && b.value >= 100 && a.value < 10_000 && b.value < 10_000;
    if (a.unit === "" && b.unit === "" && !bareRange && !PRICE_WORD_BEFORE.test(r.clauseBefore(a.start))) continue;
    let lo = dollars(a, b);
    const hi = dollars(b, a);
    // "1-1.2m": the first takes the second's unit; "800-1.1m" too.
    if (a.unit === "" && b.unit === "m" && a.value >= 20) lo = bareToDollars(a.value);
    // "$550-650k": the dollar sign is on the first, the unit on the second.
    if (a.unit === "$" && a.value < 10_000 && (b.unit === "k" || b.unit === "m")) lo = Math.round(a.value * (b.unit === "k" ? 1_000 : 1_000_000));
    if (lo < hi) {
      r.delta.price = { min: lo, max: hi };
      used.add(a).add(b);
      r.consume(a.start, b.end);
    }
  }
  return used;
}

/** Single amounts: a minimum or a maximum by their cue words. */
function readPriceBounds(r: Reading, priceAmounts: Amount[]): void {
  const { t, delta: d } = r;
  for (const a of priceAmounts) {
    const before = r.clauseBefore(a.start);
    const after = t.slice(a.end, a.end + 20);
    const hasCue = MAX_CUE.test(before) || MIN_CUE.test(before) || MIN_AFTER.test(after) || MAX_AFTER.test(after);
    const expectingPrice = r.expecting.includes("price");
    if (a.unit === "" && !hasCue && !expectingPrice) continue;
    if (a.unit === "" && !a.decimal && a.value < 10 && !hasCue) continue;
    if (a.unit === "$" && a.value < 1_000 && !hasCue) continue;
    const value = dollars(a);
    if (value < 10_000) continue;
    // The cue nearest the amount wins; of two ending together the longer ("no more than" over "more than").
    const maxLen = MAX_CUE.exec(before)?.[0].length ?? 0;
    const minLen = MIN_CUE.exec(before)?.[0].length ?? 0;
    const isMin = minLen > maxLen || (minLen === 0 && maxLen === 0 && MIN_AFTER.test(after));
    d.price = { ...(d.price ?? {}) };
    if (isMin) d.price.min = value;
    else d.price.max = value;
    r.consume(a.start, a.end);
  }
}
