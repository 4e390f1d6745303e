import { parseMoney } from "@/lib/money";
import { criteriaSchema, type Criteria, type CriterionKey } from "@/lib/preferences/criteria";
import type { Reading } from "../reading";

/**
 * Reads the buyer's pass/fail criteria (docs/SCORING.md §17, docs/ASSISTANT.md "Criteria") from
 * plain words: "cash-flow positive only", "at least 5% yield", "no more than 150k cash in",
 * "under 800k all in", "ten-year return of at least 100%". Only hard words make a criterion ("only",
 * "at least", "no more than", "max"); "positively geared" alone stays a ranking wish (the strategy
 * reader's). Reads before the finance and price readers, so "no more than 150k cash in" is never a
 * deposit or a maximum price. Kept on its own, as the assistant's reading will be redesigned.
 */

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const AMT = String.raw`(\$?\s*\d{1,3}(?:,\d{3})+|\$?\s*\d+(?:\.\d+)?\s*(?:k|m)?)\b`;
const AT_LEAST = String.raw`(?:at least|min(?:imum)?(?: of)?|no less than|not less than|over|above|more than|>=?)`;
const AT_MOST = String.raw`(?:no more than|not more than|max(?:imum)?(?: of)?|at most|under|below|less than|up to|within|<=?)`;
const POSITIVE = String.raw`(?:cash[- ]?flow[- ]positive|positive(?:ly)?[- ](?:geared|cash[- ]?flow))`;

const PATTERNS: readonly { key: CriterionKey; re: RegExp; value: (m: RegExpMatchArray) => number | null }[] = [
  { key: "minCashFlow", re: new RegExp(String.raw`\b(?:only|must be|has to be|needs to be)\s+${POSITIVE}|\b${POSITIVE}\s+only\b`, "gi"), value: () => 0 },
  { key: "minGrossYield", re: new RegExp(String.raw`\b${AT_LEAST}\s+${NUM}\s*%\s*(?:gross\s+)?(?:rental\s+)?yield\b`, "gi"), value: (m) => Number(m[1]) },
  { key: "minGrossYield", re: new RegExp(String.raw`\b(?:gross\s+)?(?:rental\s+)?yield\s+(?:of\s+)?${AT_LEAST}\s*${NUM}\s*%`, "gi"), value: (m) => Number(m[1]) },
  { key: "minGrossYield", re: new RegExp(String.raw`\b${NUM}\s*%\s*(?:\+|or (?:more|better|higher))\s*(?:gross\s+)?(?:rental\s+)?yield\b|\b${NUM}\s*%\s*(?:gross\s+)?(?:rental\s+)?yield\s+or (?:more|better|higher)\b`, "gi"), value: (m) => Number(m[1] ?? m[2]) },
  { key: "maxCashNeeded", re: new RegExp(String.raw`\b${AT_MOST}\s+${AMT}\s*(?:of\s+)?(?:cash\s+(?:in|needed|required|outlay|up ?front)|up ?front cash|out of pocket)`, "gi"), value: (m) => money(m[1]) },
  { key: "maxCashNeeded", re: new RegExp(String.raw`\b(?:cash\s+(?:in|needed|required|outlay|up ?front)|up ?front cash)\s+(?:of\s+)?${AT_MOST}\s*${AMT}`, "gi"), value: (m) => money(m[1]) },
  { key: "maxPriceAfterCosts", re: new RegExp(String.raw`\b${AT_MOST}\s+${AMT}\s*(?:all[- ]in|(?:including|incl\.?|after)\s+(?:all\s+)?(?:the\s+)?(?:costs|stamp duty|duty|fees))`, "gi"), value: (m) => money(m[1]) },
  { key: "maxPriceAfterCosts", re: new RegExp(String.raw`\b(?:price after costs|all[- ]in (?:price|cost)|total (?:purchase )?cost)\s+(?:of\s+)?${AT_MOST}\s*${AMT}`, "gi"), value: (m) => money(m[1]) },
  { key: "minTenYearReturn", re: new RegExp(String.raw`\b(?:ten|10)[- ]?(?:year|yr)\s+(?:total\s+)?return\s+(?:of\s+)?${AT_LEAST}\s*${NUM}\s*%`, "gi"), value: (m) => Number(m[1]) },
  { key: "minTenYearReturn", re: new RegExp(String.raw`\b${AT_LEAST}\s+${NUM}\s*%\s*(?:total\s+)?return\s+(?:over|in|after)\s+(?:ten|10)\s+years\b`, "gi"), value: (m) => Number(m[1]) },
];

function money(text: string): number | null {
  const v = parseMoney(text.replace(/\s+/g, ""), { scale: "millions" });
  // A bare "150" beside cash words means thousands, as people say it.
  return v !== null && v > 0 && v < 10_000 && !/[$,]/.test(text) ? v * 1_000 : v;
}

export type CriteriaReading = { criteria: Partial<Criteria>; problems: string[] };

/** The criteria phrases of a message (t is lower case); `consume` marks what was read. */
export function readCriteriaPhrases(t: string, consume: (start: number, end: number) => void, isFree: (start: number, end: number) => boolean): CriteriaReading {
  const out: CriteriaReading = { criteria: {}, problems: [] };
  for (const { key, re, value } of PATTERNS) {
    if (out.criteria[key] !== undefined) continue;
    for (const m of t.matchAll(re)) {
      const start = m.index!;
      const end = start + m[0].length;
      if (!isFree(start, end)) continue;
      const v = value(m);
      if (v === null) continue;
      const parsed = criteriaSchema.shape[key].safeParse(v);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message;
        if (message && !out.problems.includes(message)) out.problems.push(message);
        continue;
      }
      out.criteria[key] = parsed.data;
      consume(start, end);
      break;
    }
  }
  return out;
}

/** The reader: the criteria phrases into the delta, their words consumed. */
export function readCriteria(r: Reading): void {
  const read = readCriteriaPhrases(r.t, r.consume, (s, e) => !r.isConsumed(s, e));
  r.delta.criteria = read.criteria;
  r.delta.financeProblems.push(...read.problems);
}
