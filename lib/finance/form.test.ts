/** The finance form (the "Your finance" section, the account defaults): what it stores, and each bad figure's own message (docs/FINANCE.md §14). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { financeFormOf, isBlankFinance, parseFigure, readFinanceForm, type FinanceForm } from "./form";
import {
  DEPOSIT_ABOVE_PRICE_MESSAGE,
  DEPOSIT_FORMAT_MESSAGE,
  DEPOSIT_NEGATIVE_MESSAGE,
  INCOME_MESSAGE,
  RATE_FORMAT_MESSAGE,
  RATE_TOO_HIGH_MESSAGE,
  RATE_TOO_LOW_MESSAGE,
  TERM_TOO_LONG_MESSAGE,
  type FinanceProfileInput,
} from "./profile";
import { financeInputArb } from "@/lib/testkit/finance-arbitraries";
import { runs } from "@/lib/testkit/runs";

const form = (patch: Partial<FinanceForm>): FinanceForm => ({ ...financeFormOf(undefined), ...patch });

describe("the finance form", () => {
  it("stores nothing for an untouched form: every field is its default", () => {
    const r = readFinanceForm(form({}));
    expect(r).toEqual({ ok: true, input: {} });
    expect(r.ok && isBlankFinance(r.input)).toBe(true);
  });

  it("reads figures as people type them", () => {
    expect(parseFigure("$150,000")).toBe(150_000);
    expect(parseFigure(" 6.5% ")).toBe(6.5);
    expect(parseFigure("")).toBeUndefined();
    expect(parseFigure("6.5.1")).toBeNaN();
    const r = readFinanceForm(form({ depositKind: "dollars", depositAmount: "$150,000", interestRate: "6.5", taxableIncome: "140,000", loanType: "principalAndInterest" }));
    expect(r).toEqual({ ok: true, input: { deposit: { kind: "dollars", dollars: 150_000 }, interestRate: 6.5, taxableIncome: 140_000, loanType: "principalAndInterest" } });
  });

  it("a cash purchase needs no amount", () => {
    expect(readFinanceForm(form({ depositKind: "cash" }))).toEqual({ ok: true, input: { deposit: { kind: "cash" } } });
  });

  it.each([
    ["a negative deposit in dollars", { depositKind: "dollars", depositAmount: "-1" }, "deposit", DEPOSIT_NEGATIVE_MESSAGE],
    ["a negative deposit in percent", { depositKind: "percent", depositAmount: "-5" }, "deposit", DEPOSIT_NEGATIVE_MESSAGE],
    ["a deposit over 100% of the price", { depositKind: "percent", depositAmount: "120" }, "deposit", DEPOSIT_ABOVE_PRICE_MESSAGE],
    ["a deposit that isn't a number", { depositKind: "dollars", depositAmount: "lots" }, "deposit", DEPOSIT_FORMAT_MESSAGE],
    ["a rate of 0%", { interestRate: "0" }, "interestRate", RATE_TOO_LOW_MESSAGE],
    ["a negative rate", { interestRate: "-2" }, "interestRate", RATE_TOO_LOW_MESSAGE],
    ["a rate over 30%", { interestRate: "30.5" }, "interestRate", RATE_TOO_HIGH_MESSAGE],
    ["a rate that isn't a number", { interestRate: "six" }, "interestRate", RATE_FORMAT_MESSAGE],
    ["a term over 40 years", { loanTermYears: "41" }, "loanTermYears", TERM_TOO_LONG_MESSAGE],
    ["a negative income", { taxableIncome: "-10" }, "taxableIncome", INCOME_MESSAGE],
  ] as const)("refuses %s with lib/finance's message, and gives nothing to store", (_, patch, field, message) => {
    const r = readFinanceForm(form(patch));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ [field]: [message] });
  });

  it("refuses a deposit in dollars above the dearest price the search can return", () => {
    const f = form({ depositKind: "dollars", depositAmount: "900001" });
    expect(readFinanceForm(f, 900_000)).toEqual({ ok: false, errors: { deposit: [DEPOSIT_ABOVE_PRICE_MESSAGE] } });
    expect(readFinanceForm(f, null).ok).toBe(true);
    expect(readFinanceForm(form({ depositKind: "dollars", depositAmount: "900000" }), 900_000).ok).toBe(true);
  });

  it("shows any stored profile and reads it back as it was (null income or debts: not entered)", () => {
    fc.assert(
      fc.property(financeInputArb, (input) => {
        const expected: FinanceProfileInput = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
        expect(readFinanceForm(financeFormOf(input))).toEqual({ ok: true, input: expected });
      }),
      { numRuns: runs(300) },
    );
  });
});
