import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/money";
import { dollars } from "./format";

describe("dollars()", () => {
  it("is formatMoney(n, { ties: \"up\" }) for whole and fractional amounts, ties, −0, huge and non-finite ones (5,000 cases)", () => {
    const amounts = fc.oneof(
      fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((x) => x + 0.5),
      fc.double({ noNaN: false }),
      fc.constantFrom(0, -0, 0.5, -0.5, -0.4, 999.5, -999.5, 1e15 - 1, 1e15, -1e15, 1e21, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity),
    );
    fc.assert(
      fc.property(amounts, (n) => {
        expect(dollars(n)).toBe(formatMoney(n, { ties: "up" }));
      }),
      { numRuns: 5_000 },
    );
  });
});
