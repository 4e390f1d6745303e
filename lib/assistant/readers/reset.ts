import { RESET } from "../lexicon";
import type { Reading } from "../reading";

/** Reads "start over", "new search", "clear everything": the brief starts afresh. */
export function readReset(r: Reading): void {
  if (RESET.test(r.t)) r.delta.reset = true;
}
