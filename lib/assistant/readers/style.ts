import { PROPERTY_AGES } from "@/lib/preferences/schema";
import { AGE_SPAN, BUILD_DECADE, BUILD_YEAR, DECADE_WORD, MAX_AGE, MIN_AGE, NEW_BUILD, OLD_STYLES, STYLE_CONCEPTS, type Age } from "../lexicon";
import { unreadMatches, type Reading } from "../reading";
import { wordsToNumber } from "../spoken";

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
  for (const { m, start, end } of unreadMatches(r, AGE_SPAN)) {
    const [from, to] = [Number(m[1]), Number(m[2])];
    add((lo, hi) => lo <= to && hi >= from);
    r.consume(start, end);
  }
  for (const { m, start, end } of unreadMatches(r, MAX_AGE)) {
    const n = ageCount(m[1] ?? m[2] ?? m[3]);
    // "under 5", "less than 15": below it; "no older than 10", "within the last 5 years": up to it.
    const strict = /^(?:under|less than|younger than|<)/.test(m[0]);
    add((lo) => (strict ? lo < n : lo <= n));
    r.consume(start, end);
  }
  for (const { m, start, end } of unreadMatches(r, MIN_AGE)) {
    // "growth over ten years", "hold it for over 10 years": a span of time, not the building's age.
    if (!/\bold\b/.test(m[0]) && TIME_SPAN_BEFORE.test(t.slice(Math.max(0, start - 20), start))) continue;
    const n = ageCount(m[1] ?? m[2] ?? m[3]);
    const strict = /^(?:over|more than|older than|>)/.test(m[0]);
    // "we don't want anything older than five years", "x older than 5 yrs": ruled out, the ages up to it are wanted.
    if (r.negated(start)) add((lo) => lo <= n);
    else add((_, hi) => (strict ? hi > n : hi >= n));
    r.consume(start, end);
  }
  for (const a of d.age ?? []) ages.add(a);
  if (ages.size) d.age = PROPERTY_AGES.filter((a) => ages.has(a));
}

/** Words before "over N years" that make it a span of time: growth, holding, a loan. */
const TIME_SPAN_BEFORE = /\b(?:growth|grow|grows|growing|hold|holding|held|keep|keeping|returns?|period|term|horizon|loan|mortgage|investment|invest|for|value|double|doubles|doubling|appreciate|rise|go up|goes up|climb)\s*$/i;

/** A count of years as said: "15", "fifteen", "a hundred". */
const ageCount = (said: string): number => (/^\d+$/.test(said) ? Number(said) : /hundred/i.test(said) ? 100 : (wordsToNumber(said) ?? 0));

/** The bands holding any age from `lo` to `hi` years. */
const bandsFor = (lo: number, hi: number): Age[] => BANDS.filter(([, a, b]) => a <= hi && b >= lo).map(([age]) => age);

/**
 * Reads when it was built, as years or decades, into the age bands: "1970s brick veneer", "1920s or earlier", "1920s-40s
 * era", "pre-1970", "built after 2010", "built 2015-2020ish", "built 2000 to 2015". It reads before the prices, so a
 * year is never read as an amount. A decade needs its century ("1970s") or an apostrophe ("'70s"); a year needs a word
 * of building before it (built, pre, post, era…; "after 2019" alone is an event), a second year, or "or older" after it.
 */
export function readBuildYears(r: Reading): void {
  const { delta: d } = r;
  const now = r.year;
  const ages = new Set<Age>(d.age ?? []);
  const add = (fromYear: number, toYear: number) => {
    for (const a of bandsFor(Math.max(0, now - toYear), Math.max(0, now - fromYear))) ages.add(a);
  };
  for (const { m, start, end } of unreadMatches(r, BUILD_DECADE)) {
    const first = Number(`${m[1] ?? "19"}${m[2]}0`);
    const second = m[3] ?? m[4];
    let last = second ? Number(`${String(first).slice(0, 2)}${second}0`) : first;
    if (last < first) last += 100;
    const older = /older|earlier|before|prior/.test(m[5] ?? "");
    const newer = /newer|later|after|up|onwards|on$/.test((m[5] ?? "").trim());
    add(older ? 0 : first, newer ? now : last + 9);
    r.consume(start, end);
  }
  const decadeOf = (w: string) => 1900 + (/^\d/.test(w) ? Number(w[0]) * 10 : ["fifties", "sixties", "seventies", "eighties", "nineties"].indexOf(w.toLowerCase()) * 10 + 50);
  for (const { m, start, end } of unreadMatches(r, DECADE_WORD)) {
    // ("I taught there in the eighties": a time of the buyer's life; "no 70s brick boxes", "80s brick is fine": not wished.)
    const lead = r.t.slice(Math.max(0, start - 30), start);
    if ((/\bin the\s+(?:early |mid |late )?$/.test(lead) && !/\b(?:built|constructed|from)\b/.test(lead)) || r.negated(start) || /^[^.,;!?\n]{0,20}\b(?:is|are|'s)\s+(?:fine|ok|okay|alright)\b/.test(r.t.slice(end, end + 40))) continue;
    const first = decadeOf(m[1]);
    add(first, (m[2] ? decadeOf(m[2]) : first) + 9);
    r.consume(start, end);
  }
  for (const { m, start, end } of unreadMatches(r, BUILD_YEAR)) {
    const said = (m[1] ?? "").toLowerCase();
    const cue = said.replace(/^(?:built|constructed)\s*/, "");
    const y1 = Number(m[2]);
    const y2 = m[3] ? Number(m[3]) : y1;
    const after = m[4] ?? "";
    if (!said && !m[3] && !after) continue;
    // ("a weatherboard from around 1910": a year said roughly, not "rent around 1950 a month".)
    if (/^(?:from\s+)?(?:around|about|circa|c\.)$/.test(said) && /^\s*(?:a (?:week|month|fortnight)|per|pw|pcm|dollars?|bucks|\/)/i.test(r.t.slice(end, end + 14))) continue;
    const before = /^(?:pre|before|prior to|older than)/.test(cue) || /older|earlier|before/.test(after);
    const since = /^(?:post|after|since|newer than|from(?!\s+(?:around|about)))/.test(cue) || /newer|later|after|onwards|up/.test(after);
    // "nothing built before 2000", "I don't want anything built before 1990": ruled out, the years on the other side are wanted.
    const ruledOut = r.negated(start) && (before || since);
    if (before || since) {
      // The older side: "pre-1970", or "nothing built after 2010".
      const older = before !== ruledOut;
      if (older) add(0, before ? y1 - (/^(?:pre|before|prior)/.test(cue) ? 1 : 0) : y1);
      else add(since ? y1 + (/^(?:post|after)/.test(cue) ? 1 : 0) : y1, now);
    } else add(Math.min(y1, y2), Math.max(y1, y2));
    r.consume(start, end);
  }
  if (ages.size) d.age = PROPERTY_AGES.filter((a) => ages.has(a));
}
