import { ANY_LAND_SIZE, LAND_LABELLED, LAND_ON, LAND_SIZE } from "../lexicon";
import { unreadMatches, type Reading } from "../reading";

/** Spoken amounts of an acre or a hectare: "two-thirds of an acre", "a couple of acres", "a few acres" (three). */
const FRACTIONS: Record<string, number> = {
  quarter: 0.25, "1/4": 0.25, half: 0.5, "1/2": 0.5, "three quarters": 0.75, "three quarter": 0.75, "3 quarters": 0.75, "3/4": 0.75,
  third: 1 / 3, "one third": 1 / 3, "1/3": 1 / 3, "two thirds": 2 / 3, "two third": 2 / 3, "2 thirds": 2 / 3, "2/3": 2 / 3,
  couple: 2, few: 3, several: 3, full: 1, "one full": 1, one: 1, a: 1, an: 1,
};

/**
 * Reads the land size in m²: "600sqm+", "800 m2", "quarter acre" (1,012 m²), "2 hectares",
 * "block of 700", "500 to 600 square metres" (at least 500); "any land size" clears it. It reads first: its numbers are not prices.
 */
export function readLandSize(r: Reading): void {
  const { t, delta: d } = r;
  for (const { m, start, end } of unreadMatches(r, LAND_SIZE)) {
    let v: number | null = null;
    if (m[1]) v = Number(m[1].replace(/,/g, ""));
    else if (m[3]) {
      const q = m[3].toLowerCase().replace(/ (?:of )?an?$| of$/, "").replace(/\s*\+$/, "").replace(/^a /, "");
      const n = FRACTIONS[q.replace(/-/g, " ")] ?? Number(q);
      v = n * (m[4].startsWith("h") ? 10_000 : 4_046.86);
    }
    // "500 to 600 square metres": the form holds a least, the range's lower end.
    const range = m[1] ? /(\d[\d,]*)\s*(?:-|–|to)\s*$/.exec(t.slice(Math.max(0, start - 16), start)) : null;
    const low = range ? Number(range[1].replace(/,/g, "")) : null;
    if (v !== null && low !== null && low >= 50 && low < v) v = low;
    if (v !== null && Number.isFinite(v) && v >= 50 && v <= 10_000_000) {
      d.landSize = Math.round(v);
      r.consume(start - (range && low === v ? range[0].length : 0), end);
    }
  }
  for (const { m, start, end } of [...unreadMatches(r, LAND_LABELLED), ...unreadMatches(r, LAND_ON)]) {
    d.landSize = Number(m[1]);
    r.consume(start, end);
  }
  if (ANY_LAND_SIZE.test(t)) d.landSize = null;
}
