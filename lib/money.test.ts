import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAYLOAD_PRICE } from "@/lib/engine/parse";
import { PRICE_TEXT, RENOVATION_BUDGET } from "@/lib/preferences/schema";
import { formatMoney, formatNumber, formatSignedMoney, MINUS, parseMoney, type MoneyOptions, type ParseMoneyOptions } from "./money";
import { moneyAmountArb } from "@/lib/testkit/money-arbitraries";
import { runs } from "@/lib/testkit/runs";

type Formatted = [amount: number, shown: string, options?: MoneyOptions];
const inUnit = (unit: MoneyOptions["unit"], cases: [amount: number, shown: string][]): Formatted[] => cases.map(([amount, shown]) => [amount, shown, { unit }]);

/** Each behaviour of formatMoney, pinned on its own table of amounts. */
const FORMATTED: [behaviour: string, cases: Formatted[]][] = [
  [
    "shows whole dollars with thousands separators, a negative as -$",
    [[850_000, "$850,000"], [12_500, "$12,500"], [0, "$0"], [59, "$59"], [1_234_567.6, "$1,234,568"], [-12_500, "-$12,500"], [-0.4, "-$0"]],
  ],
  [
    "rounds ties away from zero, or up as Math.round does (the engine's commentary)",
    [[2.5, "$3"], [-2.5, "-$3"], [2.5, "$3", { ties: "up" }], [-2.5, "-$2", { ties: "up" }], [-1_234.4, "-$1,234", { ties: "up" }]],
  ],
  [
    "shows thousands with a lower-case k (the renovation budget labels)",
    inUnit("k", [[50_000, "$50k"], [500_000, "$500k"], [1_250_000, "$1,250k"], [62_500, "$62.5k"]]),
  ],
  [
    "shows 1,000 or more as $nK with one decimal, less as whole dollars (capital growth)",
    inUnit("K", [[42_350, "$42.4K"], [1_000, "$1.0K"], [999, "$999"], [-12_500, "-$12.5K"]]),
  ],
  [
    "shows whole 10,000s from a million as millions, anything else as whole dollars (the assistant)",
    inUnit("m", [[1_200_000, "$1.2m"], [1_250_000, "$1.25m"], [2_000_000, "$2m"], [1_234_567, "$1,234,567"], [650_000, "$650,000"]]),
  ],
];

describe("formatMoney", () => {
  for (const [behaviour, cases] of FORMATTED) {
    it(behaviour, () => {
      for (const [amount, shown, options] of cases) expect(formatMoney(amount, options)).toBe(shown);
    });
  }

  it("groups whole dollars as Intl's en-AU formatter does, for whole and fractional amounts, ties, −0, huge and non-finite ones, both tie rules (5,000 cases deep, 200 in npm test)", () => {
    const intl = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(moneyAmountArb, fc.constantFrom("away", "up") as fc.Arbitrary<"away" | "up">, (n, ties) => {
        const whole = ties === "up" ? Math.abs(Math.round(n)) : Math.round(Math.abs(n));
        expect(formatMoney(n, { ties })).toBe(`${n < 0 ? "-" : ""}$${intl.format(whole)}`);
      }),
      { numRuns: runs(5_000) },
    );
  });

  it("writes numbers, thousands and millions as Intl's en-AU formatter does, without building one (5,000 cases deep, 200 in npm test)", () => {
    const intl = [0, 1, 2, 3].map((d) => new Intl.NumberFormat("en-AU", { maximumFractionDigits: d }));
    const numbers = fc.oneof(
      fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((x) => x / 1_000),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((x) => x / 100 + 0.005),
      fc.double({ noNaN: false }),
      fc.constantFrom(0, 0.0005, 1.0005, 999.9995, 62.5, 1e15 - 0.5, 1e15, 1e21, NaN, Infinity, -Infinity),
    );
    fc.assert(
      fc.property(numbers, fc.constantFrom(0, 1, 2, 3), (n, digits) => {
        const expected = intl[digits].format(n);
        // Intl writes a negative that rounds to zero as "-0"; the app never shows one.
        expect(formatNumber(n, digits)).toBe(expected === "-0" ? "0" : expected);
      }),
      { numRuns: runs(5_000) },
    );
    const dollars = fc.oneof(fc.integer({ min: 0, max: 5_000_000_000 }), fc.double({ min: 0, max: 1e9, noNaN: true }));
    fc.assert(
      fc.property(dollars, (n) => {
        expect(formatMoney(n, { unit: "k" })).toBe(`$${intl[3].format(n / 1_000)}k`);
        if (n >= 1_000_000 && n % 10_000 === 0) expect(formatMoney(n, { unit: "m" })).toBe(`$${intl[2].format(n / 1_000_000)}m`);
      }),
      { numRuns: runs(5_000) },
    );
  });
});

/**
 * How each caller reads money, pinned on one table of inputs before their own parsers were
 * replaced by parseMoney with their options: the engine (the search payload's price text), the
 * chat patch (a model's tool call: the defaults), the preference schema (the form's whole-dollar
 * price text; NaN is refused) and the renovation budget. "n/a": the caller never receives that
 * kind of value (by its type).
 */
const NA = "n/a" as const;
type Pinned = number | null | typeof NA;
const PINNED: [input: unknown, engine: Pinned, chat: Pinned, schema: Pinned, renovation: Pinned][] = [
  ["", null, null, null, null],
  ["   ", null, null, null, null],
  ["$", null, null, null, null],
  ["650000", 650_000, 650_000, 650_000, 650_000],
  ["$650,000", 650_000, 650_000, 650_000, 650_000],
  [" $ 650 000 ", 650_000, 650_000, 650_000, 650_000],
  ["1,200,000", 1_200_000, 1_200_000, 1_200_000, 1_200_000],
  ["6$50", 650, 650, 650, 650],
  ["1,2,3", 123, 123, 123, 123],
  ["650k", 650_000, 650_000, Number.NaN, 650_000],
  ["650K", 650_000, 650_000, Number.NaN, 650_000],
  ["$1.5k", 1_500, 1_500, Number.NaN, 1_500],
  ["1.2m", 1_200_000, 1_200_000, Number.NaN, null],
  ["$1.25M", 1_250_000, 1_250_000, Number.NaN, null],
  ["1mil", 1_000_000, 1_000_000, Number.NaN, null],
  ["1.5 million", 1_500_000, 1_500_000, Number.NaN, null],
  ["2b", 2_000_000_000, null, Number.NaN, null],
  ["2B", 2_000_000_000, null, Number.NaN, null],
  ["650000 AUD", 650_000, null, Number.NaN, null],
  ["650kaud", 650_000, null, Number.NaN, null],
  ["aud", null, null, Number.NaN, null],
  ["0", null, 0, 0, 0],
  ["0.4", null, 0, Number.NaN, 0],
  ["0k", null, 0, Number.NaN, 0],
  ["12.5", 13, 13, Number.NaN, 13],
  ["650000.50", 650_001, 650_001, Number.NaN, 650_001],
  ["-5", null, null, Number.NaN, null],
  ["650k+", null, null, Number.NaN, null],
  ["abc", null, null, Number.NaN, null],
  ["No minimum", null, null, Number.NaN, null],
  ["Any", null, null, Number.NaN, null],
  ["1.2.3", null, null, Number.NaN, null],
  [".5", null, null, Number.NaN, null],
  ["5.", null, null, Number.NaN, null],
  ["1e6", null, null, Number.NaN, null],
  ["k", null, null, Number.NaN, null],
  // Too many digits for a number: Infinity, which the schemas' bounds refuse; the budget reads it as none.
  ["9".repeat(400), Infinity, Infinity, Infinity, null],
  [null, null, null, NA, null],
  [undefined, null, null, NA, null],
  [700_000, 700_000, 700_000, NA, 700_000],
  [1_234.5, 1_235, 1_235, NA, 1_235],
  [0, null, 0, NA, 0],
  [0.4, 0, 0, NA, 0],
  [-5, null, null, NA, null],
  [Number.NaN, null, null, NA, null],
  [Infinity, null, null, NA, null],
  [true, NA, null, NA, null],
  [{}, NA, null, NA, null],
];

const READERS: Record<"engine" | "chat" | "schema" | "renovation", ParseMoneyOptions | undefined> = {
  engine: PAYLOAD_PRICE,
  chat: undefined,
  schema: PRICE_TEXT,
  renovation: RENOVATION_BUDGET,
};

describe.each(["engine", "chat", "schema", "renovation"] as const)("money as the %s reads it", (reader) => {
  const column = 1 + ["engine", "chat", "schema", "renovation"].indexOf(reader);
  const rows = PINNED.filter((row) => row[column] !== NA).map((row) => [row[0], row[column]] as const);
  it.each(rows)("%j → %s", (input, expected) => {
    expect(parseMoney(input, READERS[reader])).toBe(expected);
  });
});

describe("formatSignedMoney: the one convention for signed amounts", () => {
  it.each([
    [120.4, "+$120"],
    [-850, `${MINUS}$850`],
    [-1_240.5, `${MINUS}$1,241`],
    [0, "$0"],
    [-0.4, "$0"],
    [0.4, "$0"],
    [1_234_567, "+$1,234,567"],
  ])("%d → %s", (n, text) => {
    expect(formatSignedMoney(n)).toBe(text);
  });

  it("uses the typographic minus, never the hyphen", () => {
    expect(MINUS).toBe("\u2212");
    expect(formatSignedMoney(-5)).not.toContain("-");
  });
});
