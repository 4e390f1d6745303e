import { financeProfileInputSchema, type FinanceField, type FinanceProfileInput } from "@/lib/finance/profile";
import { amountUnit } from "../lexicon";
import type { Reading } from "../reading";

/**
 * Reads the buyer's finance from a brief into the stored finance section (docs/FINANCE.md §1,
 * docs/ASSISTANT.md "Finance in a brief"): "150k deposit", "20% deposit", "first home buyer",
 * "on 140k a year", "P&I over 30 years", "interest only at 6.1%", "cash buyer". It reads before
 * the land, room and price readers, so "150k deposit" and "140k a year" are never a price and
 * "over 30 years" is never an age. A value the finance schema refuses (a rate over 30 %, a term
 * over 40 years) is not kept; its message is noted for the reply.
 */

/** An amount of money: "$150,000", "150k", "1.2m", "150 grand", a bare number. */
const AMT = String.raw`(\$\s*)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|grand|thousand|m|mil(?:lion)?)?`;
const PCT = String.raw`(\d{1,3}(?:\.\d+)?)\s*(?:%|per ?cent)`;
const HEDGE = String.raw`(?:about|around|roughly|approx(?:imately)?\.?|~|only|just|a|an|of|is|:|=)?\s*`;

const DEPOSIT_AFTER = new RegExp(String.raw`(?:^|[^\w.,$])${AMT}\s*(?:cash\s+|in\s+|for\s+(?:a|the|our)\s+|as\s+(?:a|the)\s+|saved\s+(?:for\s+(?:a|the|our)\s+)?)?deposit\b`, "gi");
const DEPOSIT_PCT_AFTER = new RegExp(String.raw`(?:^|[^\w.])${PCT}\s*(?:cash\s+)?deposit\b`, "gi");
const DEPOSIT_BEFORE = new RegExp(String.raw`\bdeposit\s+(?:saved\s+)?${HEDGE}${HEDGE}(?:${PCT}|${AMT})`, "gi");
const INCOME_PER_YEAR = new RegExp(String.raw`(?:\b(?:on|earn(?:ing|s)?|make|makes|making|take home|bring in|we're on|i'm on)\s+${HEDGE})?${AMT}\s*(?:a|per|each|\/)\s*(?:year|yr|annum)\b|${AMT}\s*p\.?\s?a\.?(?![a-z])`, "gi");
const INCOME_AFTER = new RegExp(String.raw`(?:^|[^\w.,$])${AMT}\s*(?:(?:combined|joint|household|taxable|annual|gross|yearly)\s+)*(?:income|salary|salaries|wage)\b`, "gi");
// "rent income", "rental income" is the property's, not the buyer's.
const INCOME_BEFORE = new RegExp(String.raw`\b(?<!(?:rent|rental|rents)\s)(?:(?:combined|joint|household|taxable|annual|gross|yearly)\s+)*(?:income|salary|earnings)\s+(?:is\s+|of\s+)?${HEDGE}${AMT}`, "gi");
const PRINCIPAL_AND_INTEREST = /\b(?:p\s*&\s*i|p and i|principal (?:and|&) interest)\b/gi;
const INTEREST_ONLY = /\binterest[- ]only\b|\bio loan\b/gi;
/** A rate said with a loan word before it in its clause, or after it: "interest only at 6.1%", "rate of 6.5%", "6.2% interest". */
const RATE = /(?:\b(?:interest rate|rate|interest|at|@)\s*(?:of|is|:|=)?\s*(?:about|around)?\s*)(\d{1,2}(?:\.\d+)?)\s*(?:%|per ?cent)|\b(\d{1,2}(?:\.\d+)?)\s*(?:%|per ?cent)\s*(?:interest|rate|variable|fixed)\b/gi;
const LOAN_WORDS = /\b(?:loan|mortgage|interest|rate|p\s*&\s*i|p and i|principal|io|fixed|variable|borrow(?:ing)?|repayments?|lender|bank)\b/i;
const NOT_A_RATE = /\b(?:yield|return|growth|vacancy|management|deposit|lvr|fee|rent|cap rate|gain|discount|off|below|under the)\b/i;
const TERM = /\b(?:over|for|across)\s+(\d{1,3})\s*(?:years?|yrs?)\b(?!\s*(?:old|of age|ago))|\b(\d{1,3})[- ]?(?:years?|yrs?)\s+(?:loan|term|mortgage)\b|\bloan term\s+(?:of|is|:)?\s*(\d{1,3})\b/gi;
const FIRST_HOME = /\b(?:first[- ]home[- ]?(?:buyers?|owners?|grant)|fhbs?|(?:our|my) (?:very )?first (?:home|house|place))\b/gi;
const CASH = /\b(?:cash buyers?|(?:paying|pay|buying|buy|purchasing|purchase) (?:it |in |with |all |for )?cash|cash purchase|(?:buying|buy|paying|pay|purchasing) (?:it )?outright|no (?:loan|mortgage|finance) needed|without (?:a )?(?:loan|mortgage))\b/gi;
const FOREIGN = /\b(?:i'?m|we'?re|i am|we are|as)\s+(?:an?\s+)?(?:foreign (?:buyers?|purchasers?|investors?|nationals?)|non[- ]residents?)\b/gi;
const OWNER_OCCUPIER = /\b(?:owner[- ]?occupiers?|owner[- ]?occ|(?:to|we'll|we will|i'll|i will) live in (?:it|the (?:house|home|place|property)))\b/gi;
const INVESTING = /\b(?:invest(?:ing|ment|or)?|ip|rent(?:ing)? (?:it )?out|tenant|cash ?flow|yield|positively geared|rentvest(?:ing|or)?)\b/i;

const toDollars = (raw: string, unit: string | undefined, dollar: boolean): number | null => {
  const n = Number(raw.replace(/,/g, ""));
  if (!Number.isFinite(n)) return null;
  const { scale, kind } = amountUnit(unit ?? "");
  if (kind === "k" || kind === "m") return Math.round(n * scale);
  // A bare "150" beside a finance word is thousands ("150 deposit", "income 140"); "$150,000" is dollars.
  if (!dollar && n >= 20 && n < 10_000 && !raw.includes(",")) return Math.round(n * 1_000);
  return n >= 1_000 || dollar ? Math.round(n) : null;
};

export type FinanceReading = { finance: FinanceProfileInput; problems: string[] };

/** Keeps a value the stored schema accepts; notes the schema's message otherwise. */
function keep<F extends FinanceField>(out: FinanceReading, field: F, value: FinanceProfileInput[F]): boolean {
  const parsed = financeProfileInputSchema.shape[field].safeParse(value);
  if (parsed.success) {
    (out.finance as Record<string, unknown>)[field] = parsed.data;
    return true;
  }
  const message = parsed.error.issues[0]?.message;
  if (message && !out.problems.includes(message)) out.problems.push(message);
  return false;
}

/** The finance phrases of a message (t is lower case); `consume` marks what was read. */
export function readFinancePhrases(t: string, consume: (start: number, end: number) => void, isFree: (start: number, end: number) => boolean, negated: (pos: number) => boolean): FinanceReading {
  const out: FinanceReading = { finance: {}, problems: [] };
  const each = (re: RegExp, fn: (m: RegExpMatchArray, start: number, end: number) => boolean) => {
    for (const m of t.matchAll(re)) {
      const start = m.index! + (m[0].length - m[0].trimStart().length);
      const end = m.index! + m[0].length;
      if (!isFree(start, end)) continue;
      if (fn(m, start, end)) consume(start, end);
    }
  };

  each(CASH, (_m, start) => (negated(start) ? false : keep(out, "deposit", { kind: "cash" })));
  if (!out.finance.deposit) {
    each(DEPOSIT_PCT_AFTER, (m) => keep(out, "deposit", { kind: "percent", percent: Number(m[1]) }));
    each(DEPOSIT_AFTER, (m) => {
      const v = toDollars(m[2], m[3], !!m[1]);
      return v !== null && keep(out, "deposit", { kind: "dollars", dollars: v });
    });
    each(DEPOSIT_BEFORE, (m) => {
      if (m[1]) return keep(out, "deposit", { kind: "percent", percent: Number(m[1]) });
      const v = toDollars(m[3], m[4], !!m[2]);
      return v !== null && keep(out, "deposit", { kind: "dollars", dollars: v });
    });
  }

  const income = (raw: string, unit: string | undefined, dollar: boolean) => {
    const v = toDollars(raw, unit, dollar);
    return v !== null && v >= 1_000 && keep(out, "taxableIncome", v);
  };
  each(INCOME_AFTER, (m) => income(m[2], m[3], !!m[1]));
  each(INCOME_BEFORE, (m) => income(m[2], m[3], !!m[1]));
  each(INCOME_PER_YEAR, (m, start) => {
    // "rent of 30k a year" or "growth of 50k a year" is no income.
    if (/\b(?:rent|rental|growth|gain|council|strata|rates|insurance|costs?|interest|repayments?)\b[^,.;]{0,20}$/.test(t.slice(Math.max(0, start - 30), start))) return false;
    return m[2] !== undefined ? income(m[2], m[3], !!m[1]) : income(m[5], m[6], !!m[4]);
  });

  each(PRINCIPAL_AND_INTEREST, () => keep(out, "loanType", "principalAndInterest"));
  each(INTEREST_ONLY, () => keep(out, "loanType", "interestOnly"));

  each(RATE, (m, start, end) => {
    const clause = t.slice(Math.max(0, start - 40), Math.min(t.length, end + 20));
    const cue = m[0].trimStart().toLowerCase();
    // "at 6.1%" is a rate only beside loan words; "interest rate 6.5%" or "6.2% interest" always.
    if (/^(?:at|@)/.test(cue) && !LOAN_WORDS.test(clause)) return false;
    // Within its own clause: "20% deposit, rate 45%" is still a rate.
    const before = t.slice(Math.max(0, start - 25), start).split(/[,;.!?]/).pop() ?? "";
    const after = t.slice(end, end + 12).split(/[,;.!?]/)[0];
    if (NOT_A_RATE.test(before) || NOT_A_RATE.test(after)) return false;
    return keep(out, "interestRate", Number(m[1] ?? m[2]));
  });

  each(TERM, (m, start, end) => {
    const years = Number(m[1] ?? m[2] ?? m[3]);
    if (m[1] !== undefined && !LOAN_WORDS.test(t.slice(Math.max(0, start - 40), Math.min(t.length, end + 15))) && !/\b(?:p\s*&\s*i|interest[- ]only)\b/.test(t.slice(Math.max(0, start - 40), start))) return false;
    return keep(out, "loanTermYears", years);
  });

  each(FIRST_HOME, (_m, start) => {
    const yes = !negated(start);
    keep(out, "firstHomeBuyer", yes);
    // First home concessions are for a home the buyer lives in (docs/FINANCE.md §3).
    if (yes && !INVESTING.test(t)) keep(out, "buyerType", "ownerOccupier");
    return true;
  });
  each(OWNER_OCCUPIER, (_m, start) => (negated(start) ? keep(out, "buyerType", "investor") : keep(out, "buyerType", "ownerOccupier")));
  each(FOREIGN, () => keep(out, "foreignPurchaser", true));
  return out;
}

/** The reader: the finance phrases into the delta, their words consumed. */
export function readFinance(r: Reading): void {
  const read = readFinancePhrases(r.t, r.consume, (s, e) => !r.isConsumed(s, e), r.negated);
  r.delta.finance = read.finance;
  r.delta.financeProblems.push(...read.problems);
}
