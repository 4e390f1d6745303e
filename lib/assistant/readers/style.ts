import { PROPERTY_AGES } from "@/lib/preferences/schema";
import { MAX_AGE, MIN_AGE, NEW_BUILD, OLD_STYLES, STYLE_CONCEPTS, type Age } from "../lexicon";
import { unreadMatches, type Reading } from "../reading";

/** The form's age bands as [lowest, highest] years. */
const BANDS: readonly [Age, number, number][] = [
  ["0-5", 0, 5],
  ["6-15", 6, 15],
  ["16-30", 16, 30],
  ["31-50", 31, 50],
  ["51+", 51, Infinity],
];

/**
 * Reads the style (Federation, Queenslander, Colonial, Contemporary: "a Federation-era home",
 * "modern townhouse") and the age into the form's bands: "new build", "brand new" (0–5), "under 5
 * years old", "no older than 10 years" (the bands up to it), "60+ years old" (the bands from it). A
 * Californian bungalow or an art deco flat is a style the form doesn't list: it is read as its age
 * (over 50 years). "Any style", "age doesn't matter" are read by ./clear.ts.
 */
export function readStyleAndAge(r: Reading): void {
  const { t, delta: d } = r;
  for (const concept of STYLE_CONCEPTS) {
    for (const m of t.matchAll(concept.re)) {
      // A style word is a type as well ("Queenslander", "bungalow"): only context hides it.
      if (r.contextAt(m.index!, m.index! + m[0].length) || r.inPlaceName(m.index!, m.index! + m[0].length)) continue;
      d.style[concept.key] = !r.negated(m.index!);
      // Read as a style, the word is no place ("a Colonial or Federation house"), unless a place goes there ("in Federation").
      if (!/\b(?:in|near|around|at)\s+$/.test(t.slice(Math.max(0, m.index! - 8), m.index!))) r.consume(m.index!, m.index! + m[0].length);
    }
  }
  const ages = new Set<Age>();
  const add = (keep: (lo: number, hi: number) => boolean) => {
    for (const [age, lo, hi] of BANDS) if (keep(lo, hi)) ages.add(age);
  };
  for (const m of t.matchAll(OLD_STYLES)) if (!r.contextAt(m.index!, m.index! + m[0].length) && !r.negated(m.index!)) add((lo) => lo >= 51);
  for (const m of t.matchAll(NEW_BUILD)) if (!r.contextAt(m.index!, m.index! + m[0].length) && !r.negated(m.index!)) add((lo) => lo === 0);
  for (const { m, start, end } of unreadMatches(r, MAX_AGE)) {
    const n = Number(m[1] ?? m[2]);
    // "under 5", "less than 15": below it; "no older than 10", "within the last 5 years": up to it.
    const strict = /^(?:under|less than|younger than)/.test(m[0]);
    add((lo) => (strict ? lo < n : lo <= n));
    r.consume(start, end);
  }
  for (const { m, start, end } of unreadMatches(r, MIN_AGE)) {
    const n = Number(m[1] ?? m[2] ?? m[3]);
    const strict = /^(?:over|more than|older than)/.test(m[0]);
    add((_, hi) => (strict ? hi > n : hi >= n));
    r.consume(start, end);
  }
  if (ages.size) d.age = PROPERTY_AGES.filter((a) => ages.has(a));
}
