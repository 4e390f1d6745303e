import { TOP_FACTOR } from "../lexicon";
import type { Reading } from "../reading";

/**
 * Reads the importance of the factors the other readers noted: in the order the message names
 * them, and the one it calls the most important ("cash flow is the main thing"). It reads after
 * every reader that notes a factor.
 */
export function readImportance(r: Reading): void {
  const { t, delta: d, factors } = r;
  factors.sort((a, b) => a.pos - b.pos);
  for (const f of factors) if (!d.factorOrder.includes(f.factor)) d.factorOrder.push(f.factor);
  for (const f of factors) {
    const clause = r.clauseBefore(f.pos) + t.slice(f.pos, f.pos + 40).split(/[.;!?\n,]/)[0];
    if (TOP_FACTOR.test(clause)) {
      d.topFactor = f.factor;
      break;
    }
  }
}
