import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/money";
import { moneyAmountArb } from "@/lib/testkit/money-arbitraries";
import { dollars } from "./format";
import { runs } from "@/lib/testkit/runs";

describe("dollars()", () => {
  it("is formatMoney(n, { ties: \"up\" }) for whole and fractional amounts, ties, −0, huge and non-finite ones (5,000 cases deep, 200 in npm test)", () => {
    fc.assert(
      fc.property(moneyAmountArb, (n) => {
        expect(dollars(n)).toBe(formatMoney(n, { ties: "up" }));
      }),
      { numRuns: runs(5_000) },
    );
  });
});
