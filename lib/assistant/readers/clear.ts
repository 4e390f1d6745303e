import { ANY_BEFORE, DISMISS_AFTER, DISMISS_BEFORE, FIELD_WORDS } from "../lexicon";
import { unreadMatches, type Reading } from "../reading";

const CLEAR_EXCLUSIONS = /\b(?:remove|clear|drop|delete|forget|scrap|lose|ditch|undo)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+|those\s+)?(?:exclusions|excluded (?:places|suburbs|areas|list)|(?:place|suburb|area) exclusions|exclusion list)\b/i;

/**
 * Reads a field the buyer no longer minds ("the bathroom count doesn't matter", "forget the
 * parking requirement", "scrap the minimum", "any style is fine", "never mind the age") and clears
 * it. It reads after the counts, prices and style, so "2 bathrooms" is a count, not a field named
 * to clear; features, risks and amenities clear themselves in their readers ("garage isn't
 * essential", "flood risk doesn't worry me", "schools don't matter").
 */
export function readClearedFields(r: Reading): void {
  const { t, delta: d } = r;
  // "actually remove all the exclusions", "clear the excluded suburbs": nothing is ruled out any more.
  const cleared = CLEAR_EXCLUSIONS.exec(t);
  if (cleared) {
    d.clearExclusions = true;
    r.consume(cleared.index, cleared.index + cleared[0].length);
  }
  for (const [field, re] of FIELD_WORDS) {
    for (const { start, end } of unreadMatches(r, re)) {
      const before = r.clauseBefore(start);
      if (!DISMISS_BEFORE.test(before) && !ANY_BEFORE.test(before) && !DISMISS_AFTER.test(t.slice(end))) continue;
      if (field === "priceMin") d.price = { ...(d.price ?? {}), min: null };
      else if (field === "style") d.clearStyle = true;
      else if (field === "age") d.age = null;
      else if (d[field] === undefined) d[field] = null;
      r.consume(start, end);
    }
  }
}
