import {
  ANSWERED_NO,
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
import type { PropertyType } from "../lexicon";
import { unreadMatches, type Reading } from "../reading";
import { underNoHeading } from "../scope";

const TYPE_WORD = "(?:houses?|hse|homes?|units?|apartments?|apts?|townhouses?|townhomes?|land|villas?|flats?)";
/** A type chosen right before the one negated with "not": "house not unit", "townhouse, not an apartment". */
const CONTRAST_BEFORE = new RegExp(`\\b${TYPE_WORD}(?:\\s+only)?\\s*[,—–-]?\\s*(?:and\\s+)?not\\s+(?:an?\\s+|the\\s+)?$`, "i");
/** A type chosen right after the one negated with "not": "not a unit, a townhouse", "not units but houses". */
const CONTRAST_AFTER = new RegExp(`^\\s*[,—–-]?\\s*(?:but\\s+|just\\s+|rather\\s+|instead\\s+)?(?:an?\\s+)?${TYPE_WORD}\\b`, "i");
const NOT_BEFORE = /\bnot\s+(?:an?\s+|the\s+)?$/i;
/** An area beside a word of land: "600m2 land", "land, 800m2 plus", "land of at least 700 sqm". */
const LAND_SIZE_NEAR = /\d\s*(?:m2|m²|sqm|sq ?m|square|acres?|ac|ha|hectares?)\b/i;
const LAND_SWAP = /(?<!\b(?:house (?:and|&|n)|on the|the)\s)\bland\s+instead\b|\b(?:change|swap|switch|make)\s+(?:it|that|the\s+\w+|\w+)\s+(?:to|into|for)\s+(?:a\s+|vacant\s+|bare\s+)?land\b/i;
/** Land put in the place of the brief's type: "land instead", "land only", "change house to land", "rather land", "just land". */
const LAND_INSTEAD = /\bland\s+(?:instead|only)\b|\bland\s+(?:and|n|&)\s+build\b|\b(?:instead|rather|just|only|vacant|bare|empty)\b[^.;!?\n]{0,12}\bland\b|\b(?:to|into|for)\s+(?:a\s+)?land\b/i;
/** After a negated type, where it must not be: "(no houses) on the highway", "near the railway", "backing onto the line". */
const BESIDE_A_THING = /^\s+(?:right\s+)?(?:on|near|next to|beside|along|backing onto|backing on to|facing|fronting|close to|opposite)\s+(?:the|a|an|any|busy|main|major)\b/i;

/** A house and a duplex offered as alternatives: "house or duplex", "a house with a granny flat, or a duplex pair", "duplex pair or house + flat". */
const HOUSE_OR_DUPLEX =
  /\b(?:houses?|hse)\b[^.;!?\n]{0,50}\bor\s+(?:an?\s+|even\s+a\s+|a\s+property\s+[^.;!?]{0,30})?(?:duplex|dual occ|semi)|\b(?:duplex(?: pair)?|dual occ\w*)\s*,?\s*(?:or|\/)\s+(?:else\s+|failing that\s+|even\s+)?(?:an?\s+)?(?:house|hse)\b/i;

/**
 * Reads the property type, the one named first winning ("unit or apartment" → Unit; a choice between kinds, "townhouse
 * or house", settles none), and
 * the types ruled out ("no units", "anything except apartments"). Words of a strategy are not
 * types: "granny flat", "rooming house", "build townhouses", "site for a few townhouses"; nor is a
 * word of a place's name ("Kangaroo Flat"). A brick "home" is a house when no other type is named
 * ("3 bedroom home", "family home" settle none). "Any property type" clears it.
 */
export function readPropertyType(r: Reading): void {
  const { t, delta: d } = r;
  let typeAt = Infinity;
  const named: { key: PropertyType; start: number; end: number }[] = [];
  for (const concept of TYPE_CONCEPTS) {
    for (const { start, end } of unreadMatches(r, concept.re)) {
      if (r.inPlaceName(start, end)) continue;
      // "Parliament House", "Government House": a type word capitalised after a capitalised word is part of a name.
      if (/^[A-Z]/.test(r.text.slice(start, start + 1)) && /[A-Z][a-z]+\s+$/.test(r.text.slice(Math.max(0, start - 24), start)) && !/(?:^|[.!?\n]\s*)[A-Z][a-z]+\s+$/.test(r.text.slice(Math.max(0, start - 24), start))) continue;
      const after = t.slice(end);
      if (NOT_A_TYPE.test(t.slice(Math.max(0, start - 36), start))) continue;
      if (concept.key === "House" ? NOT_A_HOUSE_AFTER.test(after) : NOT_A_TYPE_AFTER.test(after)) continue;
      if (concept.key === "House" && NOT_A_HOUSE_BEFORE.test(t.slice(Math.max(0, start - 10), start))) continue;
      if (concept.key === "Unit" && NOT_A_UNIT_BEFORE.test(t.slice(Math.max(0, start - 12), start)) && UNIT_COUNTED_BEFORE.test(t.slice(Math.max(0, start - 12), start))) continue;
      // After a brief for a dwelling, "min 600m2 land", "also needs decent land, 800m2 plus": the land's size, not a change
      // of type ("land instead, 700m2+", "change house to land" change it).
      if (concept.key === "Land" && r.briefType && r.briefType !== "Land" && !d.reset && LAND_SIZE_NEAR.test(t.slice(Math.max(0, start - 16), end + 24)) && !LAND_INSTEAD.test(t.slice(Math.max(0, start - 30), end + 12))) {
        r.consume(start, end);
        continue;
      }
      // ("apartment no.", "house no", "NOT WANT: - apartment": a type answered no, or listed under a heading of refusals.)
      if (r.negated(start) || ANSWERED_NO.test(after) || underNoHeading(t, start)) {
        // "no houses on the Goulburn Valley Highway", "no houses near the Trower Rd traffic": a thing to avoid, read by the
        // avoidances, not a type ruled out.
        if (BESIDE_A_THING.test(after)) {
          r.consume(start, end);
          continue;
        }
        // After a unit brief, "house not unit", "not a unit, a townhouse": the brief's type set against the one chosen is
        // corrected, not ruled out (said first, "House, not unit" rules units out).
        const before = t.slice(Math.max(0, start - 40), start);
        if (concept.key === r.briefType && (CONTRAST_BEFORE.test(before) || (NOT_BEFORE.test(before) && CONTRAST_AFTER.test(after)))) {
          r.consume(start, end);
          continue;
        }
        if (!d.excludedTypes.includes(concept.key)) d.excludedTypes.push(concept.key);
        r.consume(start, end);
        continue;
      }
      if (start < typeAt) {
        d.propertyType = concept.key;
        typeAt = start;
      }
      named.push({ key: concept.key, start, end });
      r.consume(start, end);
    }
  }
  // "house or townhouse", "a unit/townhouse": a choice between types of different kinds settles no type (the brief holds
  // one); a unit or an apartment is one kind, a flat, and the first named stands ("unit or apartment").
  // A type named alone after the choice settles it ("house or townhouse? house i think").
  named.sort((a, b) => a.start - b.start);
  const inChoice = new Set<number>();
  for (let i = 0; i + 1 < named.length; i++) {
    const [a, b] = [named[i], named[i + 1]];
    if (FAMILY[a.key] !== FAMILY[b.key] && /^\s*(?:,\s*)?(?:or|\/|either)\s*(?:an?\s+)?$/i.test(t.slice(a.end, b.start))) inChoice.add(i).add(i + 1);
  }
  // "swap apartment to townhouse", "change the unit for a house": the type swapped in.
  for (let i = 0; i + 1 < named.length; i++) {
    const [a, b] = [named[i], named[i + 1]];
    if (/^\s+(?:to|for|into|with)\s+(?:an?\s+)?$/i.test(t.slice(a.end, b.start)) && /\b(?:swap|switch|change|turn)\s+(?:the\s+|it\s+from\s+)?(?:an?\s+)?$/i.test(t.slice(Math.max(0, a.start - 24), a.start))) d.propertyType = b.key;
  }
  if (inChoice.size > 0) {
    const last = Math.max(...inChoice);
    const after = named.slice(last + 1);
    d.propertyType = after.length > 0 ? after[after.length - 1].key : null;
  }
  // "land instead", "change house to land": land put in the place of the brief's type (the word alone is read as the
  // land's size beside a dwelling's brief, above).
  // "a house with a granny flat or a duplex pair", "duplex or a house": a house offered against a duplex (a strategy's kind,
  // not a type) settles no type.
  if (d.propertyType === "House" && HOUSE_OR_DUPLEX.test(t)) d.propertyType = null;
  const landSwap = LAND_SWAP.exec(t);
  if (landSwap && !r.negated(landSwap.index)) d.propertyType = "Land";
  if (d.propertyType === undefined && !d.excludedTypes.includes("House")) readHome(r);
  if (ANY_TYPE.test(t)) d.propertyType = null;
}

/** The kinds of dwelling: a unit and an apartment are both a flat. */
const FAMILY: Record<PropertyType, string> = { House: "house", Townhouse: "townhouse", Unit: "flat", Apartment: "flat", Land: "land" };

/** "a brick home in Wodonga", "brick veneer homes": a house, when the message names no other type. */
function readHome(r: Reading): void {
  const { t, delta: d } = r;
  for (const m of t.matchAll(HOME)) {
    const start = m.index!;
    const end = start + m[0].length;
    if (r.isConsumed(start, end) || r.negated(start) || r.inPlaceName(start, end)) continue;
    if (NOT_A_HOME_BEFORE.test(t.slice(Math.max(0, start - 24), start)) || NOT_A_HOME_AFTER.test(t.slice(end, end + 20))) continue;
    d.propertyType = "House";
    r.consume(start, end);
    return;
  }
}
