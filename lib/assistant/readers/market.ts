import { MARKET_CONCEPTS } from "../lexicon";
import type { Reading } from "../reading";

/** Reads the market status: "on or off market", "off market" / "pocket listing", "only what's listed"; the first list that matches wins. */
export function readMarketStatus(r: Reading): void {
  const { t, delta: d } = r;
  for (const concept of MARKET_CONCEPTS) {
    const m = concept.re.exec(t);
    concept.re.lastIndex = 0;
    if (m && d.marketStatus === undefined) {
      d.marketStatus = concept.key;
      r.consume(m.index, m.index + m[0].length);
    }
  }
}
