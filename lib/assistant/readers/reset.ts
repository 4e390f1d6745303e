import { RESET, SAME_FIELD } from "../lexicon";
import type { Reading } from "../reading";

/** Reads "start over", "new search", "clear everything": the brief starts afresh. */
export function readReset(r: Reading): void {
  // A command to the conversation, read even in a clause that writes nothing to the brief ("can we start over from scratch?").
  if (!RESET.test(r.whole)) return;
  r.delta.reset = true;
  // "start again, Strathalbyn, same budget": what the new brief keeps of the old one.
  for (const m of r.t.matchAll(SAME_FIELD)) r.delta.keepOnReset.push(/budget|price/i.test(m[1]) ? "price" : /bed/i.test(m[1]) ? "bedrooms" : "propertyType");
}
