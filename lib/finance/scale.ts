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
 * scaleAmount() compiled for a hot loop: the bands copied into typed arrays once, so every scale
 * runs the same monomorphic code (the schedules' band objects differ in shape). Same results.
 */
export function compileScale(scale: Scale): (value: number) => number {
  const k = scale.bands.length;
  const over = new Float64Array(k);
  const base = new Float64Array(k);
  const rate = new Float64Array(k);
  const mode = new Uint8Array(k);
  const qa = new Float64Array(k);
  const qb = new Float64Array(k);
  scale.bands.forEach((band, i) => {
    over[i] = band.over;
    base[i] = band.base;
    rate[i] = band.rate;
    mode[i] = band.quadratic ? 2 : band.ofWhole ? 1 : 0;
    qa[i] = band.quadratic?.a ?? 0;
    qb[i] = band.quadratic?.b ?? 0;
  });
  const inclusive = scale.edges === "inclusive";
  const per100 = scale.per100OrPart;
  const minimum = scale.minimum ?? -Infinity;
  return (value: number) => {
    if (!(value > 0)) return 0;
    let i = k - 1;
    if (inclusive) while (i > 0 && !(value >= over[i])) i--;
    else while (i > 0 && !(value > over[i])) i--;
    let amount: number;
    const m = mode[i];
    if (m === 2) {
      const v = value / 1000;
      amount = qa[i] * v * v + qb[i] * v;
    } else if (m === 1) amount = rate[i] * value;
    else {
      const excess = value - over[i];
      amount = base[i] + rate[i] * (per100 ? Math.ceil(excess / 100) * 100 : excess);
    }
    return amount < minimum ? minimum : amount;
  };
}
