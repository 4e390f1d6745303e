/** Reading a Scale of ./schedules.ts: the one function every duty, land tax and income tax figure goes through. */
import type { Scale } from "./schedules";

/** The amount a scale gives for a value (dollars, unrounded). */
export function scaleAmount(scale: Scale, value: number): number {
  if (!(value > 0)) return 0;
  const bands = scale.bands;
  let i = bands.length - 1;
  if (scale.edges === "exclusive") while (i > 0 && !(value > bands[i].over)) i--;
  else while (i > 0 && !(value >= bands[i].over)) i--;
  const band = bands[i];
  let amount: number;
  if (band.quadratic) {
    const v = value / 1000;
    amount = band.quadratic.a * v * v + band.quadratic.b * v;
  } else if (band.ofWhole) amount = band.rate * value;
  else {
    const excess = value - band.over;
    amount = band.base + band.rate * (scale.per100OrPart ? Math.ceil(excess / 100) * 100 : excess);
  }
  return scale.minimum !== undefined && amount < scale.minimum ? scale.minimum : amount;
}

/** The rate that applies to the next dollar at this value (for a marginal tax rate). */
export function scaleMarginalRate(scale: Scale, value: number): number {
  const bands = scale.bands;
  let i = bands.length - 1;
  while (i > 0 && !(value > bands[i].over)) i--;
  return bands[i].rate;
}

/**
 * scaleAmount() compiled for a hot loop, for several scales at once (one per state): the bands
 * packed into typed arrays once (the schedules' band objects differ in shape) and read by one
 * function, so a loop over listings in every state calls one function, not a closure per state.
 * Same results as scaleAmount() (tested); a null scale gives 0.
 */
export function compileScales(scales: readonly (Scale | null)[]): (index: number, value: number) => number {
  const n = scales.length;
  const total = scales.reduce((sum, s) => sum + (s ? s.bands.length : 0), 0);
  const start = new Int32Array(n);
  const count = new Int32Array(n);
  const inclusive = new Uint8Array(n);
  const per100 = new Uint8Array(n);
  const minimum = new Float64Array(n);
  const over = new Float64Array(total);
  const base = new Float64Array(total);
  const rate = new Float64Array(total);
  const mode = new Uint8Array(total);
  const qa = new Float64Array(total);
  const qb = new Float64Array(total);
  let at = 0;
  scales.forEach((scale, s) => {
    start[s] = at;
    minimum[s] = scale?.minimum ?? -Infinity;
    if (!scale) return;
    count[s] = scale.bands.length;
    inclusive[s] = scale.edges === "inclusive" ? 1 : 0;
    per100[s] = scale.per100OrPart ? 1 : 0;
    scale.bands.forEach((band, b) => {
      if (b > 0 && !(band.over > scale.bands[b - 1].over)) throw new Error("a scale's bands must rise");
      over[at] = band.over;
      base[at] = band.base;
      rate[at] = band.rate;
      mode[at] = band.quadratic ? 2 : band.ofWhole ? 1 : 0;
      qa[at] = band.quadratic?.a ?? 0;
      qb[at] = band.quadratic?.b ?? 0;
      at++;
    });
  });
  // The band is found from the bottom (the bands rise, so it is the same band scaleAmount() finds
  // from the top): most land values sit in a scale's first bands, so this stops soonest.
  return (index: number, value: number) => {
    const k = count[index];
    if (k === 0 || !(value > 0)) return 0;
    const first = start[index];
    const last = first + k - 1;
    let i = first;
    if (inclusive[index]) while (i < last && value >= over[i + 1]) i++;
    else while (i < last && value > over[i + 1]) i++;
    let amount: number;
    const m = mode[i];
    if (m === 2) {
      const v = value / 1000;
      amount = qa[i] * v * v + qb[i] * v;
    } else if (m === 1) amount = rate[i] * value;
    else {
      const excess = value - over[i];
      amount = base[i] + rate[i] * (per100[index] ? Math.ceil(excess / 100) * 100 : excess);
    }
    const min = minimum[index];
    return amount < min ? min : amount;
  };
}
