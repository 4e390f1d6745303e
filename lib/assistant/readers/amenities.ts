import { AMENITY_CONCEPTS, DISMISS_AFTER, DISMISS_BEFORE, MINUTES, NEAR, NEAR_RUN_ON, NEW_THOUGHT, NEXT_TO_BEFORE, OFF_AFTER, TAKE_THING_OFF_BEFORE } from "../lexicon";
import { unreadMatches, type Reading } from "../reading";
import { modeOf, travelTimeOf } from "./travel";

/** A university's own name before "uni" or "campus" ("curtin uni", "deakin waterfront campus"): one place, not any. */
const UNIVERSITY_NAME_BEFORE = /\b(?:curtin|murdoch|flinders|deakin|monash|la ?trobe|swinburne|macquarie|bond|notre dame|charles sturt|southern cross|james cook|federation|griffith|victoria|melbourne|sydney|adelaide|queensland|tasmania|newcastle|wollongong|canberra|western sydney|central queensland|sunshine coast)(?:\s+\w+)?\s+$/i;

/**
 * Reads the amenities wanted nearby: "close to schools, parks and the train station", "walking
 * distance to cafes", "near the uni", with how ("walking") and how long ("15 minutes"; walking
 * alone means 15). "Next to a school" is an avoidance, read before (./concepts.ts). An amenity
 * no longer wanted ("we don't need to be near schools", "public transport isn't important",
 * "don't worry about the train") is removed.
 */
export function readAmenities(r: Reading): void {
  const { t, delta: d } = r;
  for (const concept of AMENITY_CONCEPTS) {
    for (const { start, end } of unreadMatches(r, concept.re)) {
      const before = r.clauseBefore(start);
      // ("near the station, NOT Kings Park": the word of an amenity inside a place's name is the place's, unless the
      // place is what to be near, "close to Christies Beach".)
      if (r.inPlaceName(start, end) && ![1, 2, 3].some((k) => NEAR.test(before.replace(new RegExp(`(?:\\S+\\s+){${k}}$`), "")))) continue;
      // The amenity list may run on: "close to schools, parks and the train station".
      const runOn = NEAR_RUN_ON.exec(t.slice(Math.max(0, start - 70), start));
      // Only a list of amenities runs on ("schools, parks and the station"), not a new thought ("…, I work in the city").
      // ("gym close by", "shops nearby", "the train within walking distance": the nearness after the amenity.)
      const nearAfter = /^\s*(?:close by|nearby|near by|handy|(?:with)?in (?:easy )?walking distance|walking distance|around the corner|a short walk away)\b/i.test(t.slice(end, end + 30));
      // ("by the sea", "close beach": the beach alone is near with "by" or a bare "close".)
      const byTheSea = concept.key === "beaches" && /\b(?:by|close)\s+(?:the\s+)?$/i.test(before);
      const near = NEAR.test(before) || nearAfter || byTheSea || (!!runOn && !NEW_THOUGHT.test(runOn[1]));
      // ("Take schools off", "leave the hospital out": taken off the brief; not "take Parklands out", a place's name.)
      const takenOff = OFF_AFTER.test(t.slice(end)) && TAKE_THING_OFF_BEFORE.test(before) && !/^[A-Z]/.test(r.text.slice(start, start + 1));
      const dismissed = DISMISS_AFTER.test(t.slice(end)) || DISMISS_BEFORE.test(before) || takenOff;
      if ((near && r.negated(start)) || dismissed) {
        if (!d.amenitiesRemoved.includes(concept.key)) d.amenitiesRemoved.push(concept.key);
        r.consume(start, end);
        continue;
      }
      // ("being near the train is fine": a nearness accepted is no wish.)
      if (!near || /^(?:\s+line)?\s*(?:is|'s|are)\s+(?:(?:actually|totally|perfectly|also)\s+)?(?:fine|ok|okay|alright|all right)\b/i.test(t.slice(end))) continue;
      // "within 15 minutes' walk of Springvale station", "10 min by bike to James Cook University", "of UQ": a named
      // place with a travel time is where to get to (a destination, ./places.ts), not an amenity nearby.
      const named = /[A-Z][\w'’-]+\s+$/.test(r.text.slice(Math.max(0, start - 30), start)) || /^[A-Z]{2,}/.test(r.text.slice(start, end)) || (concept.key === "universities" && (!/^(?:uni|universit|campus)/i.test(r.text.slice(start, end)) || UNIVERSITY_NAME_BEFORE.test(r.text.slice(Math.max(0, start - 30), start))));
      if (named && MINUTES.test(before)) continue;
      // ("Flinders Medical Centre", "Monash Hospital": a university's name in another facility's is that facility's.)
      if (concept.key === "universities" && /^\s+(?:medical|hospital|private|centre|center|children'?s|street|st|rd|road|ave|avenue|hwy|highway|shire|council)\b/i.test(r.text.slice(end, end + 24))) continue;
      if (NEXT_TO_BEFORE.test(before) && concept.key === "schools") continue;
      if (!d.amenities.categories.includes(concept.key)) d.amenities.categories.push(concept.key);
      r.consume(start, end);
    }
  }
  if (d.amenities.categories.length) {
    const mode = modeOf(t);
    if (mode) d.amenities.transportMode = mode;
    const time = MINUTES.exec(t);
    if (time) d.amenities.maxTravelTime = travelTimeOf(Number(time[1]), time[2]);
    else if (d.amenities.transportMode === "walking") d.amenities.maxTravelTime = 15;
  }
}
