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
