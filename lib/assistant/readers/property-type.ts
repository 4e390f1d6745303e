import { ANY_TYPE, NOT_A_HOUSE_BEFORE, NOT_A_TYPE, NOT_A_TYPE_AFTER, NOT_A_UNIT_BEFORE, TYPE_CONCEPTS, UNIT_COUNTED_BEFORE } from "../lexicon";
import type { Reading } from "../reading";

/**
 * Reads the property type, the one named first winning ("townhouse or house" → Townhouse), and
 * the types ruled out ("no units"). Words of a strategy are not types: "granny flat", "rooming
 * house", "build townhouses", "site for units". "Any property type" clears it.
 */
export function readPropertyType(r: Reading): void {
  const { t, delta: d } = r;
  let typeAt = Infinity;
  for (const concept of TYPE_CONCEPTS) {
    for (const m of t.matchAll(concept.re)) {
      const start = m.index!;
      const end = start + m[0].length;
      if (r.isConsumed(start, end)) continue;
      if (NOT_A_TYPE.test(t.slice(Math.max(0, start - 24), start)) || NOT_A_TYPE_AFTER.test(t.slice(end))) continue;
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
  if (ANY_TYPE.test(t)) d.propertyType = null;
}
