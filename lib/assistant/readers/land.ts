import { ANY_LAND_SIZE, LAND_LABELLED, LAND_SIZE } from "../lexicon";
import { unreadMatches, type Reading } from "../reading";

/**
 * Reads the land size in m²: "600sqm+", "800 m2", "quarter acre" (1,012 m²), "2 hectares",
 * "block of 700"; "any land size" clears it. It reads first: its numbers are not prices.
 */
export function readLandSize(r: Reading): void {
  const { t, delta: d } = r;
  for (const { m, start, end } of unreadMatches(r, LAND_SIZE)) {
    let v: number | null = null;
    if (m[1]) v = Number(m[1].replace(/,/g, ""));
    else if (m[3]) {
      const q = m[3].replace(/ (?:of )?an?$/, "");
      const n = q === "quarter" || q === "1/4" ? 0.25 : q === "half" || q === "1/2" ? 0.5 : q === "3/4" ? 0.75 : q === "one" || q === "a" || q === "an" ? 1 : Number(q);
      v = n * (m[4].startsWith("h") ? 10_000 : 4_046.86);
    }
    if (v !== null && Number.isFinite(v) && v >= 50 && v <= 10_000_000) {
      d.landSize = Math.round(v);
      r.consume(start, end);
    }
  }
  for (const { m, start, end } of unreadMatches(r, LAND_LABELLED)) {
    d.landSize = Number(m[1]);
    r.consume(start, end);
  }
  if (ANY_LAND_SIZE.test(t)) d.landSize = null;
}
