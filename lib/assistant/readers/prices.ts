import {
  AMOUNT,
  amountUnit,
  AND_OR_GAP,
  BETWEEN_BEFORE,
  HEDGE_BEFORE,
  MAX_AFTER,
  MAX_CUE,
  MIN_AFTER,
  MIN_CUE,
  NEGATED_MIN_CUE,
  NO_MAX_PRICE,
  NO_MIN_PRICE,
  MODEL_BEFORE,
  NOT_PRICE_AFTER,
  ORDINAL_SUFFIX,
  PER_PERIOD_AFTER,
  PRICE_WORD_BEFORE,
  RANGE_GAP,
  RENO_AFTER,
  RENO_BUDGET_AFTER,
  RENO_CUE,
  RENO_NEGATIVE,
  RENO_POSITIVE,
  RENO_SENTENCE_AFTER,
  RENT_CUE,
  SOUTH_OF,
  SPEND_CUE,
  SPEND_ON_AFTER,
} from "../lexicon";
import type { Reading } from "../reading";
import { NUMBER_WORDS } from "../spoken";
import { formatPriceShort, sentenceAround } from "../text";

/** After an amount, a role that is no price: "120 saved", "180 still owing", "50k in super". */
const NOT_PRICE_ROLE_AFTER = /^\s*(?:still\s+)?(?:owing|owed|left on the (?:loan|mortgage)|saved(?!\s+(?:for|towards?)\s+(?:a|the)\s+(?:house|home|place|deposit))|in savings|in the bank|in super)\b/i;
/** Before an amount, an earner's income: "I'm on about 120", "earning 95", "pulling in 165". */
const INCOME_CUE_BEFORE = /\b(?:(?:i'?m|im|i am|we'?re|we are|he'?s|she'?s|they'?re)\s+on|earn(?:s|ing)?|pulling in|pull in|bring(?:s|ing)? in|take home|takes home)\s+(?:about\s+|around\s+|roughly\s+|only\s+|just\s+)?\$?\s*$/i;

/** An amount in the message, scaled to dollars when it has a unit ("750k"); bare otherwise ("750"). */
export type Amount = { value: number; start: number; end: number; unit: "k" | "m" | "$" | ""; decimal: boolean };

function scaleAmount(raw: number, unit: string, dollar: boolean): { value: number; unit: Amount["unit"] } {
  const { scale, kind } = amountUnit(unit);
  return { value: raw * scale, unit: kind || (dollar ? "$" : "") };
}

/** Bare numbers after a price cue: "max 900" is $900,000, "under 1.2" is $1.2m. */
function bareToDollars(v: number): number {
  if (v < 20) return Math.round(v * 1_000_000);
  if (v < 10_000) return Math.round(v * 1_000);
  return Math.round(v);
}

/** A price cap's word right before an amount: "under 400k", "max $650k", "up to 1.2m". */
const PRICE_CAP_BEFORE = /(?:\b(?:under|below|max(?:imum)?|up to|upto|no more than|tops)|≤)\s*\$?\s*$/;

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
    // "the 2024 grand final", "since 1998", "back in 2019", "built ≥ 2000": a year, not a price.
    if (/^grand$/i.test(unitRaw) && /^\s*(?:finals?|prix|slam)\b/i.test(t.slice(end))) continue;
    // ("Mum still talks about 2013", "I remember 2011": a year told of.)
    if (!m[1] && !unitRaw && raw >= 1900 && raw <= 2099 && /^\d{4}$/.test(m[2]) && (/\b(?:the|in|since|of|from|until|till|before|after|year|by|during)\s+$/.test(t.slice(Math.max(0, start - 8), start)) || /\bbuilt\b[^\d\n]{0,12}$/.test(t.slice(Math.max(0, start - 20), start)) || /\b(?:talks?|talking|talked|remembers?|remember(?:ing|ed)?)\s+(?:about\s+)?$/.test(t.slice(Math.max(0, start - 20), start)))) continue;
    // ("120 saved", "180 still owing", "I'm on about 120 if that helps": savings, a loan, an income; never the price.)
    if (!m[1] && NOT_PRICE_ROLE_AFTER.test(t.slice(end, end + 40))) continue;
    if (INCOME_CUE_BEFORE.test(t.slice(Math.max(0, start - 30), start))) continue;
    // "2m frontage", "20m wide": metres, not millions.
    if (/^m$/i.test(unitRaw) && /^\s*(?:frontage|wide|width|deep|depth|from|away|long|high)\b/i.test(t.slice(end))) continue;
    if (!unitRaw && (NOT_PRICE_AFTER.test(t.slice(end)) || ORDINAL_SUFFIX.test(t.slice(end)))) continue;
    // ("the Holden 308 or the Ford 351", "a Boeing 737": a maker's model number, not a price.)
    if (!m[1] && !unitRaw && MODEL_BEFORE.test(t.slice(Math.max(0, start - 16), start))) continue;
    // "hold for 15 to 20 years", "3-4 bed": the unit after a range's second end is the first's too.
    // ("up to 550 — 2 bed": a dash between spaces before a count of rooms separates a list's items, it is no range.)
    const listDash = /^[ \t]+[-–—][ \t]+\d\b/.test(t.slice(end)) && raw >= 10;
    const range = listDash ? null : /^[ \t]*(?:-|–|to|or)[ \t]*\d+(?:\.\d+)?/.exec(t.slice(end));
    const rangeUnit = range ? t.slice(end + range[0].length) : "";
    if (!unitRaw && !m[1] && range && NOT_PRICE_AFTER.test(rangeUnit) && !/^\s*(?:k|m|mil|mill|million|grand|thousand)\b/i.test(rangeUnit)) continue;
    // "0830", "0700": a clock time.
    if (!m[1] && !unitRaw && /^0\d{3}$/.test(m[2])) continue;
    // "14 mil overnight", "20 mil of rain": millimetres of rain, not millions.
    if (/^m/i.test(unitRaw) && /^\s*(?:of\s+)?(?:rain\w*|overnight|in the (?:gauge|tank|last)|fell|last night|yesterday|since)\b/i.test(t.slice(end))) continue;
    // "31m" is not a price anyone types: millions above 20 are something else.
    if (/^m/i.test(unitRaw) && raw > 20) continue;
    // ("300,000 to 400,000": a figure grouped by thousands is dollars, sign or none.)
    const s = scaleAmount(raw, unitRaw, !!m[1] || (m[2].includes(",") && raw >= 10_000));
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
  readPriceMovedBy(r);
  const priceAmounts = readRenovationBudget(r);
  const used = readPriceRange(r, priceAmounts);
  readPriceBounds(r, priceAmounts.filter((a) => !used.has(a)));
  const d = r.delta;
  // "under 500k but at least 600k": the two can't both hold, so neither is kept and the assistant asks.
  if (d.price && typeof d.price.min === "number" && typeof d.price.max === "number" && d.price.min >= d.price.max) {
    d.doubts.push({ field: "priceRange", question: `You mentioned both a minimum of ${formatPriceShort(d.price.min)} and a maximum of ${formatPriceShort(d.price.max)}: what price range should I search?` });
    d.price = null;
  }
  if (NO_MAX_PRICE.test(r.t)) d.price = { ...(d.price ?? {}), max: null };
  if (NO_MIN_PRICE.test(r.t)) d.price = { ...(d.price ?? {}), min: null };
}

/** "Bump the budget up by fifty", "drop it by 20k": the brief's price cap moved by an amount (thousands when bare). */
const MOVED_BY = new RegExp(
  `\\b(bump|raise|increase|lift|push|up|stretch|add|lower|drop|reduce|cut|bring|take)\\b(?:\\s+(?:the|my|our))?(?:\\s+(?:budget|price|max(?:imum)?|cap|limit|it|that))?(?:\\s+(?:up|down))?\\s+by\\s+(?:another\\s+)?\\$?(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join("|")})\\s*(k|grand|thousand)?\\b`,
  "i",
);
function readPriceMovedBy(r: Reading): void {
  const max = r.amounts?.priceMax;
  const m = MOVED_BY.exec(r.t);
  if (!m || !max) return;
  const n = /^\d/.test(m[2]) ? Number(m[2]) : NUMBER_WORDS[m[2].toLowerCase()];
  const by = n * (n < 10_000 ? 1_000 : 1);
  const down = /^(?:lower|drop|reduce|cut|take)$/i.test(m[1]) || (/^bring$/i.test(m[1]) && !/\bup\b/i.test(m[0]));
  const value = down ? max - by : max + by;
  if (value < 10_000) return;
  r.delta.price = { ...(r.delta.price ?? {}), max: value };
  r.consume(m.index, m.index + m[0].length);
}

const dollars = (a: Amount, partner?: Amount): number => {
  if (a.unit === "k" || a.unit === "m" || a.unit === "$") return Math.round(a.value);
  if (partner && (partner.unit === "k" || partner.unit === "m")) return Math.round(a.value * (partner.unit === "k" ? 1_000 : 1_000_000));
  return bareToDollars(a.value);
};

/**
 * An amount in a clause about renovating is its budget, and so is one said as a budget ("about 50k
 * budget", "90k for it all") in a sentence about renovating that is smaller than another amount of
 * the message (the price). Returns the amounts left that may be prices (not rents).
 */
/**
 * Number roles by clause (issue 34): an amount the buyer has ("got about 70k", "have 80k set aside": a verb of having
 * just before it, or a fund's noun: "kitty") in a clause (../clauses.ts) that speaks of renovating is the renovation's budget ("happy to renovate,
 * got about eighty k", "want to reno it, got about 70k for that"), not the price, unless a price cue is right before it.
 */
function renoClause(r: Reading, a: Amount): boolean {
  const clause = r.clauses().find((c) => a.start >= c.start && a.start < c.end);
  if (!clause || !new RegExp(RENO_POSITIVE.source, "i").test(r.t.slice(clause.start, clause.end))) return false;
  // ("about", "roughly" hedge an amount; they say nothing of its role.)
  const lead = r.t.slice(clause.start, a.start).replace(/\b(?:about|around|roughly|approx(?:imately)?|~)\s*$/, "");
  if (/\b(?:under|below|max(?:imum)?|up to|upto|no more than|less than|budget(?:'s| is| of)?|price(?: is| of)?|tops|between|from|at least|min(?:imum)?|over|above)\s*\$?\s*$/.test(lead)) return false;
  const before = r.tokens().filter((k) => k.start >= clause.start && k.end <= a.start && k.pos !== "PUNCT" && !/^(?:about|around|roughly|approximately|~)$/.test(k.lower));
  const last = before.slice(-3);
  // (or a fund's noun: "a reno kitty of about 60k")
  return last.some((k) => ((k.pos === "VERB" || k.pos === "AUX") && /^(?:have|get|save|set|put|allow|keep)$/.test(k.lemma)) || (k.pos === "NOUN" && /^(?:kitty|fund|pot|stash)$/.test(k.lemma)));
}

/**
 * Numbers with roles by their sentence: an amount in a sentence (or a list's line) that speaks of renovating, at most
 * half the message's largest amount (the price), with no price cue right before it, is the renovation's budget: "up to
 * 450 thousand. reno money around 80 grand", "renovator ok, budget ~$45,000", "happy to renovate with about $35k".
 */
function renoLine(t: string, a: Amount, largest: number): boolean {
  if (dollars(a) * 2 > largest) return false;
  const { text, from } = sentenceAround(t, a.start, a.end);
  const sentence = text.replace(RENO_NEGATIVE, " ");
  if (!new RegExp(RENO_POSITIVE.source, "i").test(sentence)) return false;
  const lead = t.slice(from, a.start).replace(/\b(?:about|around|roughly|approx(?:imately)?|~|say|maybe|probably)\s*\$?\s*$/, "");
  return !/\b(?:under|below|max(?:imum)?|up to|upto|no more than|less than|price(?:d)?(?: is| of| at)?|tops|between|from|at least|min(?:imum)?|over|above|cap(?:ped)?(?: at)?|purchase|buy|offer|on)\s*\$?\s*~?$/.test(lead);
}

/** The sentence (or a list's line) an amount is in, and where it starts. */
function readRenovationBudget(r: Reading): Amount[] {
  const { t, delta: d } = r;
  const amounts = findAmounts(t).filter((a) => !r.isConsumed(a.start, a.end));
  const priceAmounts: Amount[] = [];
  // (The brief's price counts: "we'd renovate with a budget of about fifty grand" after "under 350" is the renovation's.)
  const largest = Math.max(0, r.amounts?.priceMax ?? 0, ...amounts.map((a) => dollars(a)));
  for (const [i, a] of amounts.entries()) {
    const before = r.clauseBefore(a.start);
    const after = t.slice(a.end, a.end + 30);
    // "I meant 750 not 700", "max $640k x 600": the amount taken back, right after the one meant; the one meant takes its
    // place in the brief ("$90k not 70" after a renovation budget of 70k is the budget).
    if (i > 0 && TAKEN_BACK.test(t.slice(amounts[i - 1].end, a.start))) {
      r.consume(a.start, a.end);
      continue;
    }
    const back = amounts[i + 1];
    if (back && r.amounts && TAKEN_BACK.test(t.slice(a.end, back.start))) {
      const meant = dollars(a, back);
      const was = dollars(back, a);
      const b = r.amounts;
      if (was === b.renovationBudget) {
        d.renovation.budget = meant;
        d.renovation.enabled = true;
      } else if (was === b.priceMin) d.price = { ...(d.price ?? {}), min: meant };
      else if (was === b.priceMax) d.price = { ...(d.price ?? {}), max: meant };
      if (was === b.renovationBudget || was === b.priceMin || was === b.priceMax) {
        r.consume(a.start, a.end);
        continue;
      }
    }
    const sentence = t.slice(0, a.start).split(/[.;!?\n]/).pop() ?? "";
    // (An amount too small for a price, "renovation, 60k budget", is the renovation's even when it is the only one.)
    const renoSentence = RENO_SENTENCE_AFTER.test(after) && new RegExp(RENO_POSITIVE.source, "i").test(sentence) && (dollars(a) < largest || dollars(a) < 150_000);
    // "Budget finish, keep it to 40k": an amount too small for a price, in a sentence naming the renovation's finish.
    const finishSentence = FINISH_LEVEL.test(sentenceAround(t, a.start, a.end).text) && dollars(a) < 150_000;
    // ("a tired house under 400k to do up": a price cap's amount the size of a price is the price, the house to do up.)
    const capCue = PRICE_CAP_BEFORE.test(t.slice(Math.max(0, a.start - 14), a.start));
    const capped = capCue && dollars(a) >= 150_000;
    const renoAfter = (RENO_AFTER.test(after) && !capped) || RENO_BUDGET_AFTER.test(after) || renoSentence || finishSentence;
    if ((RENO_CUE.test(before) && !(SPEND_CUE.test(before) && !SPEND_ON_AFTER.test(after))) || renoAfter || renoClause(r, a) || renoLine(t, a, largest)) {
      d.renovation.budget = a.unit === "" ? bareToDollars(a.value) : Math.round(a.value);
      d.renovation.enabled = true;
      r.consume(a.start, a.end);
      r.noteFactor("renovationPotential", a.start);
      continue;
    }
    // A rent is counted by the week or month: "rental income 420k max" is a price beside the word rent, not a rent.
    const rentSized = a.unit === "" || a.value < 20_000;
    // ("houses that'd rent well under four hundred", "so nurses would want to rent it under five fifty": a price cue of its
    // own right before the amount, not "for" a rent, makes it the price.)
    const priced = capCue && !/\bfor\s+(?:under|below|up to|max)\s*\$?\s*$/.test(t.slice(Math.max(0, a.start - 20), a.start));
    if ((RENT_CUE.test(before) && rentSized && !priced) || PER_PERIOD_AFTER.test(after)) continue;
    priceAmounts.push(a);
  }
  return priceAmounts;
}


/** Between the amount meant and the one taken back: "750 not 700", "$640k x 600". */
const TAKEN_BACK = /^\s*,?\s*(?:not|x|instead of|rather than)\s*\$?\s*$/;

/** A renovation's finish named: "budget finish", "a premium fit-out". */
const FINISH_LEVEL = /\b(?:budget|basic|standard|mid[- ]range|premium|high[- ]end|luxury)\s+(?:finish|fit[- ]?out|reno)\b/i;

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
    // Two bare numbers in a range ("600-700", "380 to 430") are prices in thousands, or millions with decimals ("1.1 to 1.3"); "2 or 3" is not.
    const thousands = a.value >= 100 && b.value >= 100 && a.value < 10_000 && b.value < 10_000;
    const millions = (a.decimal || b.decimal) && a.value < 20 && b.value < 20 && a.value > 0;
    // "between 900 and 1.1": thousands, then millions.
    const mixed = !a.decimal && a.value >= 100 && a.value < 10_000 && b.decimal && b.value > 0 && b.value < 20;
    const bareRange = a.unit === "" && b.unit === "" && (/^\s*(?:-|to|till|until)\s*$/.test(gap) || (mixed && BETWEEN_BEFORE.test(r.clauseBefore(a.start)))) && (thousands || millions || mixed);
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

/** A price cue right before an amount: "under 350", "budget 500", "up to 420". */
const ADJACENT_PRICE_CUE = /\b(?:under|below|max(?:imum)?|up to|upto|no more than|not more than|less than|budget(?:'s| is| of)?|spend(?:ing)?|tops|cap(?:ped at)?|around|about|roughly|between|from|at least|min(?:imum)?|over|above)\s*(?:\$\s*)?$/;

/** Words that may follow a bare amount that is a price ("550 max", "600 or so", "480 and a pool"). */
const PRICE_FOLLOWERS = new Set(["max", "maximum", "min", "minimum", "tops", "ish", "or", "and", "with", "for", "on", "to", "towards", "in", "at", "budget", "please", "pls", "thanks", "plus", "upwards", "if", "but", "is", "would", "should", "ok", "okay", "fine", "mark", "range", "price", "dollars", "bucks", "then", "now", "instead"]);

/** Words after a bare number that share it out, not price it ("200 each", "300 per room"); measures and counts are NOT_PRICE_AFTER's. */
const SHARED_AFTER = /^(?:a|an|each|every|per|pcm|dollars?|bucks)$/;

/** A word that makes a message a brief, beside which a bare hundreds figure is its price. */
const BRIEF_WORD = /\b(?:houses?|hse|units?|townhouses?|townhse|apartments?|villas?|duplex|land)\b/i;

/** Single amounts: a minimum or a maximum by their cue words. */
function readPriceBounds(r: Reading, priceAmounts: Amount[]): void {
  const { t, delta: d } = r;
  for (const a of priceAmounts) {
    const clause = r.clauseBefore(a.start);
    // "budget is maybe 550", "somewhere around 600": soft words between the cue and the amount.
    const before = clause.replace(HEDGE_BEFORE, " ");
    const after = t.slice(a.end, a.end + 20);
    const maxCue = MAX_CUE.exec(before) ?? MAX_CUE.exec(clause) ?? SOUTH_OF.exec(before);
    const minCue = MIN_CUE.exec(before);
    const hasCue = !!maxCue || !!minCue || MIN_AFTER.test(after) || MAX_AFTER.test(after);
    const expectingPrice = r.expecting.includes("price");
    // "650k not 560k": the amount after "not" is the one taken back.
    if (!maxCue && !minCue && /\b(?:not|rather than|instead of)\s*$/.test(clause)) {
      r.consume(a.start, a.end);
      continue;
    }
    if (a.unit === "" && !a.decimal && a.value < 10 && !hasCue) continue;
    // ("make it 45 min, 30 is too tight": a bare two-digit figure beside a travel time is minutes, not a price.)
    if (a.unit === "" && a.value < 100 && !hasCue && /\d\s*(?:mins?|minutes?|hrs?|hours?)\b/i.test(t)) continue;
    if (a.unit === "$" && a.value < 1_000 && !hasCue) continue;
    // A bare number before a noun is a count of something else ("have 2 dogs", "2 living areas").
    const next = /^\s*([a-z]+)/.exec(after)?.[1];
    // Right after a price cue, only a plural noun makes it a count ("under 350, not Berserker", "max 450 cap" are prices;
    // "under 3 kids" is not).
    const cueRightBefore = ADJACENT_PRICE_CUE.test(before);
    // A bare hundreds figure in a brief before a word of the brief ("2 bed 500 near the bus", "3 bed 450 shed") is its price;
    // before a measure or a count ("500 metres", "300 students") it is not.
    const briefHundreds = a.unit === "" && !a.decimal && a.value >= 100 && a.value < 1_000 && !!next && !SHARED_AFTER.test(next) && (d.bedrooms !== undefined || BRIEF_WORD.test(t));
    if (a.unit === "" && next && !PRICE_FOLLOWERS.has(next) && !MAX_AFTER.test(after) && !MIN_AFTER.test(after) && !expectingPrice && !(cueRightBefore && !/[^s]s$/.test(next)) && !briefHundreds) continue;
    // ("won the Great Race in 77": a two-figure number after "in" is a year, even when a price was asked for.)
    if (a.unit === "" && !a.decimal && a.value >= 10 && a.value < 100 && !hasCue && /\bin\s*'?$/.test(clause)) continue;
    // "budget is 9", "need 2 minimum": a small whole number could be millions, or not a price at all.
    if (a.unit === "" && !a.decimal && a.value < 10 && !expectingPrice) {
      if (!r.isRead(a.start, a.end)) d.doubts.push(smallNumberDoubt(a, /budget|price|spend|afford|pay|borrow/i.test(clause)));
      r.consume(a.start, a.end);
      continue;
    }
    // A bare "550" with nothing saying it is a price ("3 bed house Dubbo 550"): read as $550,000, and asked about.
    const unsure = a.unit === "" && !hasCue && !expectingPrice;
    if (unsure && !((a.value >= 100 && a.value < 1_000 && !a.decimal) || (a.decimal && a.value < 20))) continue;
    const value = dollars(a);
    if (value < 10_000) continue;
    // The cue nearest the amount wins; of two ending together the longer ("no more than" over "more than").
    const maxLen = maxCue?.[0].length ?? 0;
    const minLen = minCue?.[0].length ?? 0;
    let isMin = minLen > maxLen || (minLen === 0 && maxLen === 0 && MIN_AFTER.test(after));
    // "can't go over 390k", "won't spend more than": a negated minimum cue is a maximum.
    if (isMin && minCue && NEGATED_MIN_CUE.test(before.slice(0, before.length - minCue[0].length))) isMin = false;
    d.price = { ...(d.price ?? {}) };
    if (isMin) d.price.min = value;
    else d.price.max = value;
    if (unsure) d.doubts.push({ field: "priceRange", question: `I read "${t.slice(a.start, a.end)}" as a price of up to ${formatPriceShort(value)}: is that right?` });
    r.consume(a.start, a.end);
  }
}

function smallNumberDoubt(a: Amount, aboutPrice: boolean): { field: "priceRange" | null; question: string } {
  const n = a.value;
  return aboutPrice
    ? { field: "priceRange", question: `What's your budget? I read "${n}" but couldn't tell whether you meant ${formatPriceShort(n * 1_000_000)} or ${formatPriceShort(n * 100_000)}.` }
    : { field: null, question: `What does the "${n}" refer to: bedrooms, bathrooms, car spaces or the price?` };
}
