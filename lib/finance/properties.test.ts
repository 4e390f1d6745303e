/** Property-based tests (fast-check): costs rise with price and rate; each reverse solve inverts its forward calculation. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROPERTY_KINDS } from "./assumptions";
import { emptyNumbers, prepareFinance, type ListingFacts } from "./calculator";
import { resolveFinanceProfile, type FinanceProfileInput } from "./profile";
import { compileScales, scaleAmount } from "./scale";
import { DUTY, FINANCE_YEAR, INCOME_TAX, LAND_TAX, STATES } from "./schedules";
import { SOLVE_TOLERANCE, maxPriceForCashFlow, maxPriceToBorrow } from "./solve";
import { runs } from "@/lib/testkit/runs";

const profileArb: fc.Arbitrary<FinanceProfileInput> = fc.record({
  buyerType: fc.constantFrom("investor" as const, "ownerOccupier" as const),
  firstHomeBuyer: fc.boolean(),
  foreignPurchaser: fc.boolean(),
  deposit: fc.oneof(
    fc.record({ kind: fc.constant("percent" as const), percent: fc.integer({ min: 5, max: 40 }) }),
    fc.record({ kind: fc.constant("dollars" as const), dollars: fc.integer({ min: 20_000, max: 300_000 }) }),
  ),
  loanType: fc.constantFrom("principalAndInterest" as const, "interestOnly" as const),
  interestRate: fc.double({ min: 2, max: 12, noNaN: true }),
  loanTermYears: fc.integer({ min: 10, max: 40 }),
  taxableIncome: fc.option(fc.integer({ min: 40_000, max: 400_000 }), { nil: null }),
  otherDebtRepayments: fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: null }),
  managementFeePercent: fc.double({ min: 0, max: 12, noNaN: true }),
  vacancyWeeks: fc.double({ min: 0, max: 6, noNaN: true }),
  includeTax: fc.boolean(),
});

const listingArb: fc.Arbitrary<Omit<ListingFacts, "price">> = fc.record({
  weeklyRent: fc.integer({ min: 200, max: 1_500 }),
  type: fc.constantFrom(...PROPERTY_KINDS.filter((t) => t !== "Land")),
  state: fc.constantFrom(...STATES),
  yearBuilt: fc.option(fc.integer({ min: 1900, max: 2026 }), { nil: null }),
  newBuild: fc.boolean(),
  regional: fc.boolean(),
});

const priceArb = fc.integer({ min: 200_000, max: 3_000_000 });

describe("costs rise with price and with rate", () => {
  it("purchase costs and the repayment never fall as the price rises", () => {
    fc.assert(
      fc.property(profileArb, listingArb, priceArb, fc.integer({ min: 1, max: 500_000 }), (input, listing, price, step) => {
        const calc = prepareFinance(resolveFinanceProfile(input));
        const a = calc.numbers({ ...listing, price });
        const b = calc.numbers({ ...listing, price: price + step });
        expect(b.purchaseCosts).toBeGreaterThanOrEqual(a.purchaseCosts - 1e-6);
        expect(b.duty + b.foreignSurcharge).toBeGreaterThanOrEqual(a.duty + a.foreignSurcharge - 1e-6);
        expect(b.monthlyRepayment).toBeGreaterThanOrEqual(a.monthlyRepayment - 1e-9);
        expect(b.operatingCosts).toBeGreaterThanOrEqual(a.operatingCosts - 1e-9);
        expect(b.cashFlowPreTax).toBeLessThanOrEqual(a.cashFlowPreTax + 1e-6);
      }),
      { numRuns: runs(1_000) },
    );
  });
  it("the repayment and the interest never fall as the rate rises", () => {
    fc.assert(
      fc.property(profileArb, listingArb, priceArb, fc.double({ min: 0.01, max: 5, noNaN: true }), (input, listing, price, bump) => {
        const lo = prepareFinance(resolveFinanceProfile(input)).numbers({ ...listing, price });
        const hi = prepareFinance(resolveFinanceProfile({ ...input, interestRate: Math.min(30, (input.interestRate ?? 6.25) + bump) })).numbers({ ...listing, price });
        expect(hi.monthlyRepayment).toBeGreaterThanOrEqual(lo.monthlyRepayment - 1e-9);
        expect(hi.interest).toBeGreaterThanOrEqual(lo.interest - 1e-9);
        expect(hi.cashFlowPreTax).toBeLessThanOrEqual(lo.cashFlowPreTax + 1e-6);
      }),
      { numRuns: runs(1_000) },
    );
  });
});

describe("reverse solves invert the forward calculation within $1,000", () => {
  it("the highest price for a target pre-tax cash flow: at it the target is met, $1,000 above it is not", () => {
    fc.assert(
      fc.property(profileArb, listingArb, fc.integer({ min: -1_500, max: 500 }), (input, listing, target) => {
        const calc = prepareFinance(resolveFinanceProfile(input));
        const solved = maxPriceForCashFlow(calc, listing, target);
        const out = emptyNumbers();
        if (solved.price === null) {
          // Only when even a $1 price misses the target, or no price brings it down to it.
          const at1 = calc.numbers({ ...listing, price: 1 }, out).monthlyPreTax;
          const atCeiling = calc.numbers({ ...listing, price: 1_000_000_000 }, out).monthlyPreTax;
          expect(at1 < target || atCeiling >= target).toBe(true);
          return;
        }
        expect(calc.numbers({ ...listing, price: solved.price }, out).monthlyPreTax).toBeGreaterThanOrEqual(target);
        expect(calc.numbers({ ...listing, price: solved.price + 1_000 }, out).monthlyPreTax).toBeLessThan(target);
        expect(solved.evaluations).toBeLessThanOrEqual(80);
      }),
      { numRuns: runs(500) },
    );
  });
  it("the highest price the buyer can borrow for: its loan fits the maximum, $1,000 more does not", () => {
    fc.assert(
      fc.property(profileArb, listingArb, fc.integer({ min: 60_000, max: 400_000 }), (input, listing, income) => {
        const calc = prepareFinance(resolveFinanceProfile({ ...input, taxableIncome: income }));
        const solved = maxPriceToBorrow(calc, listing);
        if (solved.price === null) return;
        const at = calc.numbers({ ...listing, price: solved.price });
        const above = calc.numbers({ ...listing, price: solved.price + 1_000 });
        expect(at.loan).toBeLessThanOrEqual(at.maxLoan + 1e-6);
        expect(above.loan).toBeGreaterThan(above.maxLoan);
      }),
      { numRuns: runs(500) },
    );
  });
  it("after tax, the solved price meets the target", () => {
    fc.assert(
      fc.property(profileArb, listingArb, fc.integer({ min: -1_500, max: 500 }), (input, listing, target) => {
        const calc = prepareFinance(resolveFinanceProfile(input));
        const solved = maxPriceForCashFlow(calc, listing, target, "afterTax");
        if (solved.price !== null) expect(calc.numbers({ ...listing, price: solved.price }).monthlyAfterTax).toBeGreaterThanOrEqual(target);
      }),
      { numRuns: runs(300) },
    );
  });
  it("the solve's tolerance is well inside $1,000", () => {
    expect(SOLVE_TOLERANCE).toBeLessThan(1_000);
  });
});

describe("the ranking's fast cash flow", () => {
  const facts = fc.record({
    weeklyRent: fc.oneof(fc.constant(0), fc.integer({ min: 100, max: 2_500 })),
    typeIndex: fc.integer({ min: 0, max: PROPERTY_KINDS.length - 1 }),
    stateIndex: fc.integer({ min: -1, max: STATES.length - 1 }),
    yearBuilt: fc.oneof(fc.constant(0), fc.integer({ min: 1900, max: 2026 })),
    flags: fc.integer({ min: 0, max: 3 }),
    price: fc.integer({ min: 1, max: 6_000_000 }),
  });
  const withCash = fc.oneof(profileArb, profileArb.map((p) => ({ ...p, deposit: { kind: "cash" as const } })));

  it("is compute()'s monthly cash flow to the bit, in every state and one without schedules (2,000 cases deep, 200 in npm test)", () => {
    fc.assert(
      fc.property(withCash, facts, (input, f) => {
        const calc = prepareFinance(resolveFinanceProfile(input));
        const full = calc.compute(f.price, f.weeklyRent, f.typeIndex, f.stateIndex, f.yearBuilt, f.flags, emptyNumbers()).monthly;
        expect(Object.is(calc.cashFlow(f.price, f.weeklyRent, f.typeIndex, f.stateIndex, f.yearBuilt, f.flags), full)).toBe(true);
      }),
      { numRuns: runs(2_000) },
    );
  });

  it("cashFlows() over columns is cashFlow() to the bit, for the listings asked for alone, with each year or one for all (500 catalogues)", () => {
    const yearOrZero = fc.oneof(fc.constant(0), fc.integer({ min: 1900, max: 2026 }));
    // A rent of 0, below 0 or NaN counts as none, as in cashFlow().
    const column = fc.tuple(facts, fc.constantFrom(0, -5, NaN)).map(([f, none]) => ({ ...f, weeklyRent: f.weeklyRent === 0 ? none : f.weeklyRent }));
    fc.assert(
      fc.property(withCash, fc.array(column, { minLength: 1, maxLength: 40 }), fc.boolean(), yearOrZero, (input, rows, perListing, yearDefault) => {
        const calc = prepareFinance(resolveFinanceProfile(input));
        const n = rows.length;
        const price = Float64Array.from(rows, (r) => r.price);
        const rent = Float64Array.from(rows, (r) => r.weeklyRent);
        const type = Uint8Array.from(rows, (r) => r.typeIndex);
        const state = Int8Array.from(rows, (r) => r.stateIndex);
        const year = perListing ? Float64Array.from(rows, (r) => r.yearBuilt) : null;
        // Every other listing, last first; the others keep the sentinel.
        const only = Int32Array.from({ length: n }, (_, j) => n - 1 - j).filter((i) => i % 2 === 0);
        const out = new Float64Array(n).fill(12345);
        calc.cashFlows(price, rent, type, state, year, yearDefault, out, only, 0, only.length);
        for (let i = 0; i < n; i++) {
          const expected = i % 2 === 0 ? calc.cashFlow(price[i], rent[i], type[i], state[i], year ? year[i] : yearDefault, 0) : 12345;
          expect(Object.is(out[i], expected)).toBe(true);
        }
      }),
      { numRuns: runs(500) },
    );
  });

  it("cashFlows() over more listings than its land tax blocks (1,024) is cashFlow() to the bit (20 catalogues of 2,500)", () => {
    fc.assert(
      fc.property(withCash, fc.array(facts, { minLength: 2_500, maxLength: 2_500 }), (input, rows) => {
        const calc = prepareFinance(resolveFinanceProfile(input));
        const n = rows.length;
        const out = new Float64Array(n);
        const year = Float64Array.from(rows, (r) => r.yearBuilt);
        calc.cashFlows(Float64Array.from(rows, (r) => r.price), Float64Array.from(rows, (r) => r.weeklyRent), Uint8Array.from(rows, (r) => r.typeIndex), Int8Array.from(rows, (r) => r.stateIndex), year, 0, out, null, 0, n);
        for (let i = 0; i < n; i++) expect(Object.is(out[i], calc.cashFlow(rows[i].price, rows[i].weeklyRent, rows[i].typeIndex, rows[i].stateIndex, rows[i].yearBuilt, 0))).toBe(true);
      }),
      { numRuns: runs(20) },
    );
  });

  it("cashFlowBounds() is never below cashFlows() and at most $6 a month above it; cashFlows() itself where cashFlowBoundIsExact (one or two applicants, both income years; 500 catalogues)", () => {
    const household = fc.oneof(
      fc.record({ taxableIncome: fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }) }),
      fc.record({ applicants: fc.tuple(fc.integer({ min: 0, max: 400_000 }), fc.option(fc.integer({ min: 0, max: 400_000 }), { nil: null })).map(([a, b]) => [{ income: a }, { income: b }]) }),
    );
    const contractDate = fc.constantFrom("2025-03-01", "2026-09-01");
    fc.assert(
      fc.property(withCash, household, contractDate, fc.array(facts, { minLength: 1, maxLength: 60 }), fc.boolean(), (input, who, date, rows, perListing) => {
        const calc = prepareFinance(resolveFinanceProfile({ ...input, taxableIncome: undefined, ...who, contractDate: date }));
        const n = rows.length;
        const cols = [Float64Array.from(rows, (r) => r.price), Float64Array.from(rows, (r) => r.weeklyRent), Uint8Array.from(rows, (r) => r.typeIndex), Int8Array.from(rows, (r) => r.stateIndex)] as const;
        const year = perListing ? Float64Array.from(rows, (r) => r.yearBuilt) : null;
        const exact = new Float64Array(n);
        const bound = new Float64Array(n);
        calc.cashFlows(...cols, year, FINANCE_YEAR, exact, null, 0, n);
        calc.cashFlowBounds(...cols, year, FINANCE_YEAR, bound, null, 0, n);
        for (let i = 0; i < n; i++) {
          if (calc.cashFlowBoundIsExact) expect(Object.is(bound[i], exact[i])).toBe(true);
          else {
            expect(bound[i]).toBeGreaterThanOrEqual(exact[i]);
            expect(bound[i] - exact[i]).toBeLessThanOrEqual(6);
          }
        }
      }),
      { numRuns: runs(500) },
    );
  });

  it("reads the year built only for an investor with tax effects, and never gains from a later year than one eligible for Division 43", () => {
    fc.assert(
      fc.property(withCash, facts, (input, f) => {
        const calc = prepareFinance(resolveFinanceProfile(input));
        const at = (year: number) => calc.cashFlow(f.price, f.weeklyRent, f.typeIndex, f.stateIndex, year, f.flags);
        if (!calc.cashFlowReadsYearBuilt) expect(at(f.yearBuilt)).toBe(at(0));
        // The engine ranks on this bound before it has read the year built (docs/PERFORMANCE.md, "The engine's fast path").
        expect(at(FINANCE_YEAR)).toBeGreaterThanOrEqual(at(f.yearBuilt));
      }),
      { numRuns: runs(1_000) },
    );
  });

  it("counts a territory without schedules (state index −1) like one with no land tax or LMI duty (the ACT's cash flow, less its mortgage fee's deduction)", () => {
    fc.assert(
      fc.property(withCash, facts, (input, f) => {
        const calc = prepareFinance(resolveFinanceProfile(input));
        const act = STATES.indexOf("ACT");
        const none = calc.cashFlow(f.price, f.weeklyRent, f.typeIndex, -1, f.yearBuilt, f.flags);
        const inAct = calc.cashFlow(f.price, f.weeklyRent, f.typeIndex, act, f.yearBuilt, f.flags);
        // The ACT's $172 mortgage fee is a borrowing cost deducted over five years: at most 47% of $34.40 a year, a month.
        expect(Math.abs(none - inAct)).toBeLessThanOrEqual((0.47 * 172) / 5 / 12 + 1e-9);
        if (!calc.cashFlowReadsYearBuilt) expect(none).toBe(inAct);
      }),
      { numRuns: runs(300) },
    );
  });
});

describe("scales compiled for the hot loop", () => {
  it("compileScales() gives scaleAmount()'s figure for every state's land tax and duty scale and the income tax scale (2,000 cases deep, 200 in npm test)", () => {
    const scales = [
      INCOME_TAX.scale,
      ...STATES.flatMap((s) => {
        const lt = LAND_TAX[s];
        const d = DUTY[s];
        return [lt.kind === "scale" ? lt.scale : null, d.general, d.ownerOccupier];
      }),
    ];
    const packed = compileScales(scales);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: scales.length - 1 }), fc.oneof(fc.integer({ min: -10, max: 20_000_000 }), fc.constantFrom(...scales.flatMap((s) => (s ? s.bands.map((b) => b.over) : [])))), (index, value) => {
        const scale = scales[index];
        expect(packed(index, value)).toBe(scale ? scaleAmount(scale, value) : 0);
      }),
      { numRuns: runs(2_000) },
    );
  });
});
