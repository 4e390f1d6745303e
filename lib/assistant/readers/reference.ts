import { ONE_OF_THOSE } from "../lexicon";
import type { Reading } from "../reading";

/**
 * Reads words that refer back to what the previous turn asked about: "find me one", "I'd like one
 * of those" after "what's a granny flat?" means a granny flat; "a house there" after "what's
 * Echuca like?" means Echuca (read with the places, ./places.ts). It reads before the importance
 * reader, so the concept it brings back ranks like one named.
 */
export function readReference(r: Reading): void {
  const concept = r.topic?.concept;
  const m = ONE_OF_THOSE.exec(r.t);
  if (!concept || !m || r.isConsumed(m.index, m.index + m[0].length)) return;
  const d = r.delta;
  d.refersBack.concept = true;
  if (concept.field === "split") {
    d.split[concept.key] ??= true;
    r.noteFactor("splitLiving", m.index);
  } else if (concept.field === "development") {
    d.development[concept.key] ??= true;
    r.noteFactor("developmentPotential", m.index);
  } else if (concept.field === "goals") {
    d.goals[concept.key] ??= true;
    r.noteFactor("investmentGoals", m.index);
  } else {
    d.renovation.enabled ??= true;
    r.noteFactor("renovationPotential", m.index);
  }
}
