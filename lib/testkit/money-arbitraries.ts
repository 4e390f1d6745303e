import fc from "fast-check";

/**
 * Amounts for the money formatters' property tests (lib/money.test.ts, lib/engine/format.test.ts): whole and
 * fractional dollars, exact ties, −0, the edges of the hand-written grouping (10^15), huge and non-finite values.
 */
export const moneyAmountArb: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((x) => x + 0.5),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -0, 0.5, -0.5, -0.4, 999.5, -999.5, 1e15 - 1, 1e15, -1e15, 1e21, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity),
);
