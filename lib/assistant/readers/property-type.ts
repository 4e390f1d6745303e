import {
  ANY_TYPE,
  HOME,
  NOT_A_HOME_AFTER,
  NOT_A_HOME_BEFORE,
  NOT_A_HOUSE_AFTER,
  NOT_A_HOUSE_BEFORE,
  NOT_A_TYPE,
  NOT_A_TYPE_AFTER,
  NOT_A_UNIT_BEFORE,
  TYPE_CONCEPTS,
  UNIT_COUNTED_BEFORE,
} from "../lexicon";
import { unreadMatches, type Reading } from "../reading";

/**
 * Reads the property type, the one named first winning ("townhouse or house" → Townhouse), and
 * the types ruled out ("no units", "anything except apartments"). Words of a strategy are not
 * types: "granny flat", "rooming house", "build townhouses", "site for a few townhouses"; nor is a
 * word of a place's name ("Kangaroo Flat"). "Home" ("brick home", "3 bedroom home") is a house
 * when no other type is named. "Any property type" clears it.
 */
export function readPropertyType(r: Reading): void {
  const { t, delta: d } = r;
  let typeAt = Infinity;
  for (const concept of TYPE_CONCEPTS) {
    for (const { start, end } of unreadMatches(r, concept.re)) {
      if (r.inPlaceName(start, end)) continue;
      const after = t.slice(end);
      if (NOT_A_TYPE.test(t.slice(Math.max(0, start - 36), start))) continue;
      if (concept.key === "House" ? NOT_A_HOUSE_AFTER.test(after) : NOT_A_TYPE_AFTER.test(after)) continue;
      if (concept.key === "House" && NOT_A_HOUSE_BEFORE.test(t.slice(Math.max(0, start - 10), start))) continue;
      if (concept.key === "Unit" && NOT_A_UNIT_BEFORE.test(t.slice(Math.max(0, start - 12), start)) && UNIT_COUNTED_BEFORE.test(t.slice(Math.max(0, start - 12), start))) continue;
      if (r.negated(start)) {
        if (!d.excludedTypes.includes(concept.key)) d.excludedTypes.push(concept.key);
        r.consume(start, end);
        continue;
      }
      if (start < typeAt) {
        d.propertyType = concept.key;
        typeAt = start;
      }
      r.consume(start, end);
    }
  }
  if (d.propertyType === undefined && !d.excludedTypes.includes("House")) readHome(r);
  if (ANY_TYPE.test(t)) d.propertyType = null;
}

/** "a 3 bedroom home in Wodonga", "brick home": a house, when the message names no other type. */
function readHome(r: Reading): void {
  const { t, delta: d } = r;
  for (const m of t.matchAll(HOME)) {
    const start = m.index!;
    const end = start + m[0].length;
    if (r.isConsumed(start, end) || r.negated(start)) continue;
    if (NOT_A_HOME_BEFORE.test(t.slice(Math.max(0, start - 24), start)) || NOT_A_HOME_AFTER.test(t.slice(end, end + 20))) continue;
    d.propertyType = "House";
    r.consume(start, end);
    return;
  }
}
