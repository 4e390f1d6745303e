import { KEEP_THE_REST, RESET, SAME_FIELD, SCRAP_THAT } from "../lexicon";
import type { Reading } from "../reading";

/** Reads "start over", "new search", "clear everything": the brief starts afresh. */
export function readReset(r: Reading): void {
  // A command to the conversation, read even in a clause that writes nothing to the brief ("can we start over from scratch?").
  // "Scrap that. Let's look at Shepparton instead, 4 bedrooms, up to $500k": a new brief with figures of its own after
  // dropping the last one starts over too; "scrap that, Albury instead" only swaps the place, "same specs" keeps the rest.
  // (Decided once the message is read: understand.ts.)
  r.delta.restartOnNewBrief = SCRAP_THAT.test(r.whole) && !KEEP_THE_REST.test(r.whole);
  if (!RESET.test(r.whole) && !r.delta.restartOnNewBrief) return;
  if (RESET.test(r.whole)) r.delta.reset = true;
  // "start again, Strathalbyn, same budget": what the new brief keeps of the old one.
  for (const m of r.t.matchAll(SAME_FIELD)) r.delta.keepOnReset.push(m[2] || /budget|price|money/i.test(m[1]) ? "price" : /bed/i.test(m[1]) ? "bedrooms" : "propertyType");
}
