import { MARKET_CONCEPTS, OFF_MARKET, ON_MARKET, ON_MARKET_SPECIFIC, ONLY_AFTER, ONLY_BEFORE, WIDEN_AFTER, WIDEN_BEFORE, type MarketStatus } from "../lexicon";
import type { Reading } from "../reading";

type Status = Exclude<MarketStatus, "All Properties">;
/** Acceptance words that contain a negation ("don't mind"): read before the negation. */
const ACCEPT_BEFORE = /\b(?:don'?t mind|do not mind|not against|no problem with|not opposed to)\b(?:\s+\S+){0,4}\s*$/i;
const OTHER: Record<Status, Status> = { "For Sale": "Off Market", "Off Market": "For Sale" };

/**
 * Reads the market status, narrowing or widening (docs/ASSISTANT.md, "Understanding: clauses, then readers"): "on or off
 * market" is all; "off market only", "just what's on the market" narrow to one; "no off-market",
 * "not interested in off-market" narrow to the other; "off market is fine too", "include the listed
 * ones as well" widen (the brief's status and this one: both is all). Plain "off market deals"
 * narrows; plain "for sale" or "listed" says nothing without "only" or "as well".
 */
export function readMarketStatus(r: Reading): void {
  const { t, delta: d } = r;
  for (const concept of MARKET_CONCEPTS) {
    for (const m of t.matchAll(concept.re)) {
      if (r.isConsumed(m.index!, m.index! + m[0].length) || d.marketStatus !== undefined) continue;
      d.marketStatus = concept.key;
      r.consume(m.index!, m.index! + m[0].length);
    }
  }
  if (d.marketStatus !== undefined) return;
  let narrow: Status | undefined;
  let widen: Status | undefined;
  const mentions: { status: Status; start: number; end: number; specific: boolean }[] = [];
  for (const m of t.matchAll(OFF_MARKET)) mentions.push({ status: "Off Market", start: m.index!, end: m.index! + m[0].length, specific: true });
  for (const m of t.matchAll(ON_MARKET)) mentions.push({ status: "For Sale", start: m.index!, end: m.index! + m[0].length, specific: ON_MARKET_SPECIFIC.test(m[0]) });
  mentions.sort((a, b) => a.start - b.start);
  for (const m of mentions) {
    if (r.isConsumed(m.start, m.end)) continue;
    const before = r.clauseBefore(m.start);
    const after = t.slice(m.end, m.end + 40);
    // "don't mind off market" widens although it has a "don't"; "only (not interested in off-market)" rules it out although it has an "only".
    if (ACCEPT_BEFORE.test(before)) widen = m.status;
    else if (r.negated(m.start)) narrow = OTHER[m.status];
    else if (ONLY_BEFORE.test(before) || ONLY_AFTER.test(after)) narrow = m.status;
    else if (WIDEN_BEFORE.test(before) || WIDEN_AFTER.test(after)) widen = m.status;
    else if (m.specific) narrow ??= m.status;
    else continue;
    r.consume(m.start, m.end);
  }
  if (narrow) d.marketStatus = narrow;
  else if (widen) d.marketWiden = widen;
}
