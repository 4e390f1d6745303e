/**
 * A small seeded PRNG (mulberry32) and draws built on it. Math.random is never used:
 * the same seed and suburbs give the same catalogue on every machine.
 */
export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  int(lo: number, hi: number): number;
  chance(p: number): boolean;
  normal(): number;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
};

/** 32-bit FNV-1a of a string or number, to derive independent seeds (per suburb, per run). */
export function hash32(value: string | number): number {
  const s = String(value);
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  let spare: number | null = null;
  const rng: Rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    normal: () => {
      if (spare !== null) {
        const s = spare;
        spare = null;
        return s;
      }
      // Box-Muller; 1 - u keeps the logarithm finite.
      const u = 1 - next();
      const v = next();
      const r = Math.sqrt(-2 * Math.log(u));
      spare = r * Math.sin(2 * Math.PI * v);
      return r * Math.cos(2 * Math.PI * v);
    },
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (items) => {
      let total = 0;
      for (const [, w] of items) total += w;
      let x = next() * total;
      for (const [item, w] of items) {
        x -= w;
        if (x < 0) return item;
      }
      return items[items.length - 1][0];
    },
  };
  return rng;
}
