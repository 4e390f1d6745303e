import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/money";
import { moneyAmountArb } from "@/lib/testkit/money-arbitraries";
import { dollars } from "./format";

describe("dollars()", () => {
  it("is formatMoney(n, { ties: \"up\" }) for whole and fractional amounts, ties, −0, huge and non-finite ones (5,000 cases)", () => {
    fc.assert(
      fc.property(moneyAmountArb, (n) => {
        expect(dollars(n)).toBe(formatMoney(n, { ties: "up" }));
      }),
      { numRuns: 5_000 },
    );
  });
});
