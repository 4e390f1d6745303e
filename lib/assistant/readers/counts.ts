import { NUMBER_WORDS } from "../text";
import {
  ANY_BATHROOMS,
  ANY_BEDROOMS,
  BARE_COUNT,
  BEDROOM_RANGE,
  COUNT_RANGES,
  BEDS_BATHS_SHORT,
  COUNT_FIELDS,
  COUNT_MAX_AFTER,
  COUNT_MAX_BEFORE,
  EXTRA_ROOM,
  GARAGE_SIZE,
  LOCK_UP_GARAGE,
  ONE_PARKING,
  PARKING_FOR,
  ROOMS_BY_SLASH,
  ROOMS_BY_B,
  ROOMS_BY_X,
  SETTLED_COUNT,
} from "../lexicon";
import type { Reading } from "../reading";
import { negatorEnd } from "../scope";

type CountField = "bedrooms" | "bathrooms" | "parking";

const NEEDNT_BE = /\b(?:doesn'?t|does not|dont|don'?t|do not|needn'?t|need not)\s+(?:really\s+)?(?:need|have)\s+to\s+(?:be|have)\s+(?:a\s+)?$|\bneedn'?t be\s+$/i;

// "2.5" bathrooms is at least 2.
const numOf = (s: string) => (/^\d+(?:\.\d)?$/.test(s) ? Math.floor(Number(s)) : s === "single" ? 1 : s === "double" ? 2 : s === "triple" ? 3 : s === "for" ? 4 : s === "too" ? 2 : NUMBER_WORDS[s] ?? null);

const FIELD_WORDS: Record<CountField, string> = { bedrooms: "bedrooms", bathrooms: "bathrooms", parking: "car spaces" };

function setCount(r: Reading, field: CountField, n: number | null, start: number, end: number): void {
  if (n === null || n < 0 || n > 20) return;
  r.delta[field] = n === 0 ? null : n;
  r.consume(start, end);
}

/**
 * Reads bedrooms, bathrooms and car spaces: "3 bed", "3x2x1", "4/2/2", "a second bathroom",
 * "1-2 bed" (the minimum), "Bedrooms: 3+", "3 is fine", "double garage", "DLUG", "must have
 * parking"; a bare "3" when the form asked for bedrooms; "any number of beds" clears it.
 */
export function readCounts(r: Reading): void {
  readRoomShorthand(r);
  readCountWords(r);
  readParking(r);
  const { t, delta: d } = r;
  if (r.expecting.includes("bedrooms") && d.bedrooms === undefined) {
    const m = BARE_COUNT.exec(t);
    if (m) d.bedrooms = numOf(m[1].toLowerCase());
  }
  if (ANY_BEDROOMS.test(t)) d.bedrooms = null;
  if (ANY_BATHROOMS.test(t)) d.bathrooms = null;
}

/** "3x2x1", "4/2/2", "a second bathroom", "1-2 bed", "3b 2b". */
function readRoomShorthand(r: Reading): void {
  const { t } = r;
  for (const m of t.matchAll(ROOMS_BY_X)) {
    if (r.isConsumed(m.index!, m.index! + m[0].length)) continue;
    // (Said in words, "four by two": the second alternative's groups.)
    const [beds, baths, cars] = m[1] ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
    setCount(r, "bedrooms", numOf(beds)!, m.index!, m.index! + m[0].length);
    setCount(r, "bathrooms", numOf(baths)!, m.index!, m.index! + m[0].length);
    if (cars) setCount(r, "parking", numOf(cars)!, m.index!, m.index! + m[0].length);
  }
  for (const m of t.matchAll(ROOMS_BY_B)) {
    if (r.isConsumed(m.index!, m.index! + m[0].length)) continue;
    const [from, to] = [m.index!, m.index! + m[0].length];
    setCount(r, "bedrooms", Number(m[1] ?? m[4]), from, to);
    if (m[2]) setCount(r, "bathrooms", Number(m[2]), from, to);
    if (m[3]) setCount(r, "parking", Number(m[3]), from, to);
  }
  for (const m of t.matchAll(ROOMS_BY_SLASH)) {
    if (r.isConsumed(m.index!, m.index! + m[0].length)) continue;
    setCount(r, "bedrooms", Number(m[1]), m.index!, m.index! + m[0].length);
    setCount(r, "bathrooms", Number(m[2]), m.index!, m.index! + m[0].length);
    setCount(r, "parking", Number(m[3]), m.index!, m.index! + m[0].length);
  }
  for (const m of t.matchAll(EXTRA_ROOM)) {
    const n = /third|3rd/i.test(m[1]) ? 3 : 2;
    const field = /bath|toilet/i.test(m[2]) ? "bathrooms" : /car|garage/i.test(m[2]) ? "parking" : "bedrooms";
    if (!r.negated(m.index!)) setCount(r, field, n, m.index!, m.index! + m[0].length);
  }
  for (const m of t.matchAll(BEDROOM_RANGE)) {
    setCount(r, "bedrooms", Math.min(Number(m[1]), Number(m[2])), m.index!, m.index! + m[0].length);
  }
  // "two or three bedrooms", "one or two bathrooms": the least of a choice, as with digits.
  for (const [field, re] of COUNT_RANGES) {
    for (const m of t.matchAll(re)) {
      if (r.isConsumed(m.index!, m.index! + m[0].length)) continue;
      const [a, b] = [numOf(m[1].toLowerCase()), numOf(m[2].toLowerCase())];
      if (a !== null && b !== null && !r.negated(m.index!)) setCount(r, field, Math.min(a, b), m.index!, m.index! + m[0].length);
    }
  }
  for (const m of t.matchAll(BEDS_BATHS_SHORT)) {
    if (r.isConsumed(m.index!, m.index! + m[0].length)) continue;
    setCount(r, "bedrooms", Number(m[1]), m.index!, m.index! + m[0].length);
    setCount(r, "bathrooms", Number(m[2]), m.index!, m.index! + m[0].length);
  }
}

/** A risk said after a negation ends it: "not flood prone", "no bushfire zone". */
const RISK_ENDS = /\b(?:prone|zones?|overlays?|affected|risk|areas?)\b/i;

/**
 * "3 bed", "three bedroom", "2 car spaces", "Bedrooms: 3+", and "3 is fine" for the field the message talks about.
 * The form holds a least: "2 bedrooms max" against "at least 3" can't both hold, so neither is kept and the assistant asks.
 */
function readCountWords(r: Reading): void {
  const { t, delta: d } = r;
  for (const [field, units] of COUNT_FIELDS) {
    let most: number | null = null;
    let least: number | null = null;
    // A count after one ruled out corrects it ("no not four bedrooms three bedrooms", "scratch 1br, need 2"); one said
    // to be fine is wanted ("NO 3 bed is fine").
    let ruledOutEnd: number | null = null;
    const negated = (start: number, end: number) => {
      if (!r.negated(start) || r.accepting(start, end)) return false;
      // ("make sure its not flood prone four bedroom": the negation was the risk's, ended by it.)
      const from = negatorEnd(t, start);
      if (from !== null && RISK_ENDS.test(t.slice(from, start))) return false;
      return ruledOutEnd === null || start < ruledOutEnd;
    };
    for (const m of t.matchAll(units.count)) {
      const end = m.index! + m[0].length;
      const ruledOut = negated(m.index!, end);
      if (ruledOut && ruledOutEnd === null) {
        ruledOutEnd = end;
        // "scratch 1br, need 2": the number after it is the field's.
        const next = /^\s*[,;-]?\s*(?:(?:i|we)\s+)?(?:need|want|make it|make that|go|do|just|only)?\s*(\d|one|two|three|four|five|six)\b(?!\s*(?:k|m|bath|car|%|\$|bed|br|bd))/.exec(t.slice(end, end + 30));
        if (next && !/^(a|an)$/.test(m[1])) {
          setCount(r, field, numOf(next[1]), end, end + next.index + next[0].length);
          r.consume(m.index!, end);
          continue;
        }
      }
      const n = numOf(m[1].toLowerCase());
      if (n !== null && !r.isConsumed(m.index!, m.index! + m[0].length) && !/^(a|an)$/.test(m[1]) && !ruledOut) {
        const isMost = COUNT_MAX_BEFORE.test(t.slice(Math.max(0, m.index! - 20), m.index!)) || COUNT_MAX_AFTER.test(t.slice(m.index! + m[0].length, m.index! + m[0].length + 15));
        if (isMost) most = most === null ? n : Math.min(most, n);
        else least = least === null ? n : Math.max(least, n);
      }
      if (r.isConsumed(m.index!, m.index! + m[0].length)) continue;
      // "2 car garage" is parking; "a bedroom" / "an ensuite" are not counts; "no need for 4 beds" is not a wish.
      const oneCar = field === "parking" && /^(a|an|one|single)$/.test(m[1]) && /car ?(?:space|park|bay)|carport|parking (?:space|spot|bay)/i.test(m[0]);
      if (oneCar && !ruledOut) {
        setCount(r, "parking", 1, m.index!, m.index! + m[0].length);
        continue;
      }
      if (/^(a|an)$/.test(m[1]) || ruledOut) {
        // "doesn't need to be 4 bed, any number's fine": the count asked for before is let go.
        if (ruledOut && NEEDNT_BE.test(t.slice(Math.max(0, m.index! - 30), m.index!)) && d[field] === undefined) d[field] = null;
        r.consume(m.index!, m.index! + m[0].length);
        continue;
      }
      setCount(r, field, numOf(m[1]), m.index!, m.index! + m[0].length);
    }
    for (const m of t.matchAll(units.label)) {
      if (r.isConsumed(m.index!, m.index! + m[0].length)) continue;
      setCount(r, field, Number(m[1]), m.index!, m.index! + m[0].length);
    }
    for (const m of t.matchAll(units.change)) {
      if (r.isConsumed(m.index!, m.index! + m[0].length)) continue;
      setCount(r, field, numOf(m[1].toLowerCase()), m.index!, m.index! + m[0].length);
    }
    if (most !== null && least !== null && least > most) {
      d[field] = undefined;
      d.doubts.push({ field, question: `You said at most ${most} and at least ${least} ${FIELD_WORDS[field]}: how many ${FIELD_WORDS[field]} do you need at least?` });
    }
  }
  // "3 is fine", "2 will do": a bare count settling the field its sentence talks about, unless the message gave that field already.
  const settle = SETTLED_COUNT.exec(t);
  if (settle && !r.isConsumed(settle.index, settle.index + settle[0].length)) {
    const sentence = t.slice(0, settle.index).split(/[.;!?\n]/).pop()! + t.slice(settle.index).split(/[.;!?\n]/)[0];
    const field = /\bbed/i.test(sentence) ? "bedrooms" : /\bbath/i.test(sentence) ? "bathrooms" : /\b(?:car|parking|garage)/i.test(sentence) ? "parking" : null;
    if (field && d[field] === undefined) setCount(r, field, numOf(settle[1].toLowerCase()), settle.index, settle.index + settle[0].length);
  }
}

/** "DLUG", "double garage", "off-street parking", "parking for 2". */
function readParking(r: Reading): void {
  const { t, delta: d } = r;
  for (const m of t.matchAll(LOCK_UP_GARAGE)) {
    const k = (m[1] ?? m[2]).toLowerCase();
    setCount(r, "parking", k.startsWith("d") ? 2 : k.startsWith("t") ? 3 : 1, m.index!, m.index! + m[0].length);
    d.features.garage = true;
  }
  for (const m of t.matchAll(GARAGE_SIZE)) {
    const n = m[1] === "single" ? 1 : m[1] === "triple" || m[1] === "three" || m[1] === "3" ? 3 : 2;
    if (d.parking === undefined) setCount(r, "parking", n, m.index!, m.index! + m[0].length);
  }
  for (const m of t.matchAll(ONE_PARKING)) {
    if (d.parking === undefined && !r.negated(m.index!)) setCount(r, "parking", 1, m.index!, m.index! + m[0].length);
  }
  for (const m of t.matchAll(PARKING_FOR)) setCount(r, "parking", numOf(m[1]), m.index!, m.index! + m[0].length);
}
