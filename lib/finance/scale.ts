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
 * Several scales (one per state) packed into typed arrays once (the schedules' band objects
 * differ in shape), for packedAmount() to read in a hot loop.
 */
export type PackedScales = {
  start: Int32Array;
  count: Int32Array;
  inclusive: Uint8Array;
  per100: Uint8Array;
  minimum: Float64Array;
  over: Float64Array;
  base: Float64Array;
  rate: Float64Array;
  mode: Uint8Array;
  qa: Float64Array;
  qb: Float64Array;
};

export function packScales(scales: readonly (Scale | null)[]): PackedScales {
  const n = scales.length;
  const total = scales.reduce((sum, s) => sum + (s ? s.bands.length : 0), 0);
  const p: PackedScales = {
    start: new Int32Array(n),
    count: new Int32Array(n),
    inclusive: new Uint8Array(n),
    per100: new Uint8Array(n),
    minimum: new Float64Array(n),
    over: new Float64Array(total),
    base: new Float64Array(total),
    rate: new Float64Array(total),
    mode: new Uint8Array(total),
    qa: new Float64Array(total),
    qb: new Float64Array(total),
  };
  let at = 0;
  scales.forEach((scale, s) => {
    p.start[s] = at;
    p.minimum[s] = scale?.minimum ?? -Infinity;
    if (!scale) return;
    p.count[s] = scale.bands.length;
    p.inclusive[s] = scale.edges === "inclusive" ? 1 : 0;
    p.per100[s] = scale.per100OrPart ? 1 : 0;
    scale.bands.forEach((band, b) => {
      if (b > 0 && !(band.over > scale.bands[b - 1].over)) throw new Error("a scale's bands must rise");
      p.over[at] = band.over;
      p.base[at] = band.base;
      p.rate[at] = band.rate;
      p.mode[at] = band.quadratic ? 2 : band.ofWhole ? 1 : 0;
      p.qa[at] = band.quadratic?.a ?? 0;
      p.qb[at] = band.quadratic?.b ?? 0;
      at++;
    });
  });
  return p;
}

/**
 * scaleAmount() of scale `index` of packed scales: the same figure (tested); a null scale gives
 * 0. A plain function of its arguments, so a hot loop's compiler inlines it.
 * The band is found from the bottom (the bands rise, so it is the same band scaleAmount() finds
 * from the top): most land values sit in a scale's first bands, so this stops soonest.
 */
export function packedAmount(p: PackedScales, index: number, value: number): number {
  const k = p.count[index];
  if (k === 0 || !(value > 0)) return 0;
  const over = p.over;
  const first = p.start[index];
  const last = first + k - 1;
  let i = first;
  if (p.inclusive[index]) while (i < last && value >= over[i + 1]) i++;
  else while (i < last && value > over[i + 1]) i++;
  let amount: number;
  const m = p.mode[i];
  if (m === 2) {
    const v = value / 1000;
    amount = p.qa[i] * v * v + p.qb[i] * v;
  } else if (m === 1) amount = p.rate[i] * value;
  else {
    const excess = value - over[i];
    amount = p.base[i] + p.rate[i] * (p.per100[index] ? Math.ceil(excess / 100) * 100 : excess);
  }
  const min = p.minimum[index];
  return amount < min ? min : amount;
}

/**
 * scaleAmount() compiled for a hot loop, for several scales at once (one per state): packScales()
 * read by packedAmount(), so a loop over listings in every state calls one function, not a
 * closure per state. Same results as scaleAmount() (tested); a null scale gives 0.
 */
export function compileScales(scales: readonly (Scale | null)[]): (index: number, value: number) => number {
  const p = packScales(scales);
  return (index: number, value: number) => packedAmount(p, index, value);
}
