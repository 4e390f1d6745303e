import {
  DROPPED_AFTER,
  ANSWERED_NO,
  AVOID_CONCEPTS,
  AVOIDING_BEFORE,
  DISMISS_AFTER,
  DISMISS_BEFORE,
  FEATURE_CONCEPTS,
  FEATURE_REFUSED_AFTER,
  HERITAGE_LOOK_AFTER,
  NEED_BEFORE,
  NEEDED_AFTER,
  NEAR_BEFORE,
  NOT_A_STUDY_AFTER,
  OFF_AFTER,
  NOT_A_STUDY_BEFORE,
  OPTIONAL_AFTER,
  RISK_CONCEPTS,
  FLOOD_BY_HEIGHT,
  TAKE_THING_OFF_BEFORE,
  TRAIN_ACCEPTED,
} from "../lexicon";
import { unreadMatches, type Reading } from "../reading";

/** Reads the features wanted ("pool", "ducted cooling", "BIRs"), ruled out ("no pool") or not minded ("pool is optional", "no pool needed"). */
export function readFeatures(r: Reading): void {
  const { t, delta: d } = r;
  for (const concept of FEATURE_CONCEPTS) {
    for (const m of t.matchAll(concept.re)) {
      const start = m.index!;
      // A garage may already be a car count ("double garage"); it is a feature as well.
      if (r.isConsumed(start, start + m[0].length) && (concept.key !== "garage" || !r.isRead(start, start + m[0].length))) continue;
      if (r.inPlaceName(start, start + m[0].length)) continue;
      // ("help me study for my exam": the verb.)
      if (concept.key === "study" && /(?:^|\s)(?:me|us|to|i|we|u|you|can|will|must)\s+$/.test(t.slice(Math.max(0, start - 6), start)) && !/\bhave\s+$/.test(t.slice(0, start))) continue;
      if (concept.key === "study" && NOT_A_STUDY_BEFORE.test(t.slice(Math.max(0, start - 6), start)) && NOT_A_STUDY_AFTER.test(t.slice(start + m[0].length))) continue;
      const after = t.slice(start + m[0].length);
      // "Pool: no thank you", "Pool no.", "pool = no", "A pool is a no", "pool ❌": a label answered no.
      const negated = r.negated(start) || FEATURE_REFUSED_AFTER.test(after);
      // ("take the pool off", "leave the study out": taken off the brief, not ruled out.)
      // ("The pool, forget it, not important", "A balcony's pointless on the ground floor. Remove it.": dropped with "it".)
      const dropped = DROPPED_AFTER.exec(after);
      const droppedIt = !!dropped && !/\d/.test(dropped[0]) && !FEATURE_CONCEPTS.some((c) => c !== concept && new RegExp(c.re.source, "i").test(dropped[0]));
      const takenOff = (OFF_AFTER.test(after) && TAKE_THING_OFF_BEFORE.test(t.slice(Math.max(0, start - 20), start))) || (droppedIt && !negated);
      // ("pool ok but not essential", "pool in the complex ok", "the pool is fine actually": accepted, not asked for.)
      // ("pool in the complex is ok either way": the complex before its verb too.)
      const fine = /^\s*(?:in (?:the )?complex\s+)?(?:'s\s+|is\s+|are\s+)?(?:in (?:the )?complex\s+)?(?:ok|okay|fine)\b/i.test(after);
      const optional = takenOff || fine || OPTIONAL_AFTER.test(after) || DISMISS_AFTER.test(after) || DISMISS_BEFORE.test(r.clauseBefore(start));
      // (Asked for earlier in the message, "a pool (complex pool is fine)", it stays asked for.)
      d.features[concept.key] = (fine && d.features[concept.key] === true) || (!negated && !optional);
      if (fine && !negated) d.acceptedFeatures.push(concept.key);
      // "no pool", "NO pool (maintenance)": ruled out, so the search leaves such listings out; "no pool needed",
      // "don't need a pool", "forget the pool": only not wanted.
      const needless = NEEDED_AFTER.test(after) || NEED_BEFORE.test(r.clauseBefore(start));
      if (negated && !optional && !needless) d.excludedFeatures.push(concept.key);
      else if (d.features[concept.key]) d.excludedFeatures = d.excludedFeatures.filter((f) => f !== concept.key);
      r.consume(start, start + m[0].length);
    }
  }
}

/**
 * Reads the risks to filter out (flood, bushfire, heritage): named is avoided, accepted is not
 * ("heritage is fine", "don't mind bushfire"); "heritage charm" is a look, not an overlay.
 */
export function readRisks(r: Reading): void {
  const { t, delta: d } = r;
  for (const concept of RISK_CONCEPTS) {
    for (const { start, end } of unreadMatches(r, concept.re)) {
      if (r.inPlaceName(start, end)) continue;
      if (concept.key === "heritage" && HERITAGE_LOOK_AFTER.test(t.slice(end, end + 8)) && !r.negated(start)) continue;
      d.risks[concept.key] = avoided(r, start, end);
      r.consume(start, end);
      r.noteFactor("riskOverlay", start);
    }
  }
  // ("high ground only", "off the flats", "Not Goodna, it went under": flood, by height or by water.)
  if (d.risks.flood === undefined) {
    // (Its first word unread: "the flats" may have been read as units.)
    for (const m of r.t.matchAll(FLOOD_BY_HEIGHT)) {
      const start = m.index;
      const end = start + m[0].length;
      if (r.isConsumed(start, start + 1)) continue;
      // ("it goes under in a king tide, I'm not worried": accepted.)
      if (!avoided(r, start, end)) continue;
      d.risks.flood = true;
      r.noteFactor("riskOverlay", start);
      break;
    }
  }
}

/** A risk named at [start, end) is to be avoided, not accepted ("heritage is fine") nor dismissed ("not worried about floods"). */
const avoided = (r: Reading, start: number, end: number) => !r.accepting(start, end) && !DISMISS_AFTER.test(r.t.slice(end)) && !DISMISS_BEFORE.test(r.clauseBefore(start));

/** Reads what to be away from (train lines, main roads, a school next door), only when the clause is about avoiding it. */
export function readAvoidances(r: Reading): void {
  const { delta: d } = r;
  // ("actually being near the train is fine": the tracks avoided before are accepted again.)
  const accepted = TRAIN_ACCEPTED.exec(r.t);
  if (accepted) {
    d.avoid.trainTracks = false;
    r.consume(accepted.index, accepted.index + accepted[0].length);
  }
  for (const concept of AVOID_CONCEPTS) {
    for (const { start, end } of unreadMatches(r, concept.re)) {
      // "Railway Estate", "Mainroad Park": a word of a place's name is no avoidance.
      if (r.inPlaceName(start, end)) continue;
      const before = r.clauseBefore(start);
      // ("Main road NO.", "Next to a school: no": a label answered no.)
      const avoidish = r.negated(start) || AVOIDING_BEFORE.test(before) || ANSWERED_NO.test(r.t.slice(end));
      if (!avoidish || r.accepting(start, end)) continue;
      if (NEAR_BEFORE.test(before) && !r.negated(start)) continue;
      // ("not Harcourt, it's too close to the freeway": a reason a place is ruled out, not a thing to avoid.)
      if (/\b(?:it's|its|it is|that's|thats|they're|is|are)\s+(?:\w+\s+)?too (?:close|near) to\b[^.,;!?\n]*$/.test(before)) continue;
      // "we don't need to be near schools": a nearness no longer needed is dismissed, not avoided (./amenities.ts).
      if (/\b(?:don'?t|do not|doesn'?t|does not|won'?t|no)\s+(?:really\s+)?need(?:\s+to\s+be)?\s*$/.test(r.t.slice(Math.max(0, start - 30), start))) continue;
      d.avoid[concept.key] = true;
      r.consume(start, end);
    }
  }
}
