/** The hold, year by year (docs/FINANCE.md §15): one worked example by hand, then properties over many profiles and listings. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyseListing } from "./analyse";
import { prepareFinance, type ListingFacts } from "./calculator";
import { resolveFinanceProfile, type FinanceProfileInput } from "./profile";
import { GROWTH_BAND, irr, projectListing, projectionAssumptions } from "./projection";
import { STATES } from "./schedules";

describe("a worked example, by hand", () => {
  // An investor with no income entered (tax at the assumed 32 %), 20 % down on a $600,000 NSW house
  // built in 2010, 4 bedrooms, rent $600 a week; 6 % interest-only for 2 years then P&I, 30-year term;
  // contract 1 July 2026; held 3 years at 5 % growth, 3 % rent growth, 2.5 % cost indexation, 2.5 % selling costs.
  const profile: FinanceProfileInput = { interestRate: 6, loanType: "interestOnly", interestOnlyYears: 2, contractDate: "2026-07-01" };
  const facts: ListingFacts = { price: 600_000, weeklyRent: 600, type: "House", state: "NSW", yearBuilt: 2010, bedrooms: 4 };
  const calc = prepareFinance(resolveFinanceProfile(profile));
  const p = projectListing(calc, facts, projectionAssumptions({ years: 3, growthPercent: 5, rentGrowthPercent: 3, costGrowthPercent: 2.5, sellingCostPercent: 2.5 }));
  const [y1, y2, y3] = p.years;

  it("starts from the year-one working: loan, cash invested, Division 43", () => {
    // Loan = 600,000 × 0.8 = 480,000. Duty (NSW 2025-26 scale, duty.test.ts) 21,412 + transfer fee 147.70 + mortgage fee 175.70
    // = 21,735.40 purchase costs; cash invested = 120,000 + 21,735.40 = 141,735.40.
    expect(p.cashInvested).toBeCloseTo(141_735.4, 2);
    // Division 43 = 2.5 % × the estimated construction cost of a 2010 4-bedroom house, 237,226.18 (§8) = 5,930.65 a year.
    expect(y1.div43).toBeCloseTo(5_930.65, 2);
    // Year one is analyseListing's year, to the dollar.
    const a = analyseListing(calc, facts);
    expect(Math.round(y1.cashFlowPreTax)).toBe(a.cashFlow.yearlyPreTax.value);
    expect(Math.round(y1.cashFlowAfterTax)).toBe(a.cashFlow.yearlyAfterTax.value);
  });

  it("year 1: interest-only", () => {
    // Rent 600 × 52 = 31,200; collected after 1.5 weeks' vacancy: 31,200 × (1 − 1.5 ÷ 52) = 30,300.
    expect(y1.rentGross).toBeCloseTo(31_200, 6);
    expect(y1.rentCollected).toBeCloseTo(30_300, 6);
    // Costs: management 8 % × 30,300 = 2,424; maintenance 5 % × 31,200 = 1,560; rates and water 2,800; insurance 2,000;
    // land tax nil (land 55 % × 600,000 = 330,000, under NSW's 1,075,000) → 8,784.
    expect(y1.costs).toBeCloseTo(8_784, 6);
    // Interest-only: 480,000 × 6 % = 28,800; no principal.
    expect(y1.interest).toBeCloseTo(28_800, 6);
    expect(y1.principal).toBe(0);
    expect(y1.interestOnly).toBe(true);
    // Before tax: 30,300 − 8,784 − 28,800 = −7,284.
    expect(y1.cashFlowPreTax).toBeCloseTo(-7_284, 6);
    // Net rental: 30,300 − 28,800 − 8,784 − 5,930.65 − borrowing costs (175.70 ÷ 5 = 35.14) = −13,249.79;
    // tax saved at 32 % = 4,239.93; after tax −7,284 + 4,239.93 = −3,044.07.
    expect(y1.netRental).toBeCloseTo(-13_249.79, 2);
    expect(y1.taxEffect).toBeCloseTo(4_239.93, 2);
    expect(y1.cashFlowAfterTax).toBeCloseTo(-3_044.07, 2);
    // Value 600,000 × 1.05 = 630,000; balance 480,000; equity 150,000.
    expect(y1.value).toBeCloseTo(630_000, 6);
    expect(y1.balance).toBe(480_000);
    expect(y1.equity).toBeCloseTo(150_000, 6);
    // Cash on cash: −3,044.07 ÷ 141,735.40 = −2.15 %.
    expect(p.cashOnCashPercent).toBeCloseTo(-2.148, 3);
  });

  it("year 2: rent and costs indexed, still interest-only", () => {
    // Rent 31,200 × 1.03 = 32,136; collected 32,136 × 50.5 ÷ 52 = 31,209.
    expect(y2.rentCollected).toBeCloseTo(31_209, 6);
    // Costs: 8 % × 31,209 = 2,496.72; 5 % × 32,136 = 1,606.80; (2,800 + 2,000) × 1.025 = 4,920 → 9,023.52.
    expect(y2.costs).toBeCloseTo(9_023.52, 6);
    expect(y2.interest).toBeCloseTo(28_800, 6);
    // Before tax: 31,209 − 9,023.52 − 28,800 = −6,614.52.
    expect(y2.cashFlowPreTax).toBeCloseTo(-6_614.52, 6);
    // Net rental: 31,209 − 28,800 − 9,023.52 − 5,930.65 − 35.14 = −12,580.31; × 32 % = 4,025.70; after tax −2,588.82.
    expect(y2.taxEffect).toBeCloseTo(4_025.7, 2);
    expect(y2.cashFlowAfterTax).toBeCloseTo(-2_588.82, 2);
    expect(y2.cumulativeCashFlow).toBeCloseTo(-5_632.89, 2);
    // Value 600,000 × 1.05² = 661,500.
    expect(y2.value).toBeCloseTo(661_500, 6);
    expect(y2.equity).toBeCloseTo(181_500, 6);
  });

  it("year 3: principal and interest over the 28 years left", () => {
    // i = 0.5 % a month, n = 336: M = 480,000 × 0.005 ÷ (1 − 1.005^−336) = 2,952.5953; 12 M = 35,431.14.
    expect(y3.repayments).toBeCloseTo(35_431.14, 2);
    expect(y3.interestOnly).toBe(false);
    // Balance after 12 payments: 480,000 × 1.005¹² − M × (1.005¹² − 1) ÷ 0.005 = 473,183.43; principal 6,816.57;
    // interest 35,431.14 − 6,816.57 = 28,614.57.
    expect(y3.balance).toBeCloseTo(473_183.43, 2);
    expect(y3.principal).toBeCloseTo(6_816.57, 2);
    expect(y3.interest).toBeCloseTo(28_614.57, 2);
    // Rent 31,200 × 1.03² = 33,100.08, collected 32,145.27; costs 8 % × 32,145.27 = 2,571.62 + 5 % × 33,100.08 = 1,655.00
    // + 4,800 × 1.025² = 5,043.00 → 9,269.63. Before tax 32,145.27 − 9,269.63 − 35,431.14 = −12,555.50.
    expect(y3.costs).toBeCloseTo(9_269.63, 2);
    expect(y3.cashFlowPreTax).toBeCloseTo(-12_555.5, 2);
    // Net rental 32,145.27 − 28,614.57 − 9,269.63 − 5,930.65 − 35.14 = −11,704.72; × 32 % = 3,745.51; after tax −8,809.99.
    expect(y3.taxEffect).toBeCloseTo(3_745.51, 2);
    expect(y3.cashFlowAfterTax).toBeCloseTo(-8_809.99, 2);
    // Value 600,000 × 1.05³ = 694,575; equity 694,575 − 473,183.43 = 221,391.57.
    expect(y3.value).toBeCloseTo(694_575, 4);
    expect(y3.equity).toBeCloseTo(221_391.57, 2);
  });

  it("the sale: selling costs, CGT with the discount, net proceeds, return and IRR", () => {
    const e = p.exit;
    // Selling costs 2.5 % × 694,575 = 17,364.38.
    expect(e.sellingCosts).toBeCloseTo(17_364.38, 2);
    // Cost base: 600,000 + duty 21,412 + transfer fee 147.70 − Division 43 claimed 3 × 5,930.65 = 603,767.74.
    expect(e.costBase).toBeCloseTo(603_767.74, 2);
    // Gain 694,575 − 17,364.38 − 603,767.74 = 73,442.89; half after the discount 36,721.44; × 32 % = 11,750.86.
    expect(e.capitalGain).toBeCloseTo(73_442.89, 2);
    expect(e.taxableGain).toBeCloseTo(36_721.44, 2);
    expect(e.capitalGainsTax).toBeCloseTo(11_750.86, 2);
    // Net proceeds 694,575 − 17,364.38 − 473,183.43 − 11,750.86 = 192,276.34.
    expect(e.netProceeds).toBeCloseTo(192_276.34, 2);
    // Total return 192,276.34 + (−14,442.87) − 141,735.40 = 36,098.06 (25.47 % of the cash).
    expect(p.totalReturn).toBeCloseTo(36_098.06, 2);
    expect(p.totalReturnPercent).toBeCloseTo(25.47, 2);
    // IRR: −141,735.40, −3,044.07, −2,588.82, −8,809.99 + 192,276.34 discounts to nil at 7.717 %:
    // 3,044.07 ÷ 1.07717 + 2,588.82 ÷ 1.07717² + (−183,466.35) ÷ 1.07717³ = 2,826.0 + 2,231.2 − 146,793.6 ≈ −141,736.4 ✓.
    expect(p.irrPercent!).toBeCloseTo(7.717, 2);
    // Never cash-flow positive in three years.
    expect(p.firstPositiveYear).toBeNull();
  });
});

describe("assumptions", () => {
  it("default to 10 years, the suburb's growth labelled with its confidence, else Propie's", () => {
    const a = projectionAssumptions({}, { growth: { value: 3.4, kind: "modelled" } });
    expect(a.years).toBe(10);
    expect(a.growthPercent).toMatchObject({ value: 3.4, confidence: "modelled" });
    expect(a.growthPercent.provenance.kind).toBe("estimate");
    expect(a.rentGrowthPercent.confidence).toBe("assumption");
    const m = projectionAssumptions({}, { growth: { value: 6.1, kind: "measured" }, rentGrowth: { value: 4.2, kind: "measured" } });
    expect(m.growthPercent.confidence).toBe("measured");
    expect(m.rentGrowthPercent).toMatchObject({ value: 4.2, confidence: "measured" });
    expect(projectionAssumptions().growthPercent.confidence).toBe("assumption");
  });
  it("hold a suburb's one-year change within the long-run band, and say so", () => {
    const a = projectionAssumptions({}, { growth: { value: 15, kind: "modelled" } });
    expect(a.growthPercent.value).toBe(GROWTH_BAND.max);
    expect(a.growthPercent.provenance.detail).toContain("held to 7%");
  });
  it("every assumption can be the buyer's", () => {
    const a = projectionAssumptions({ years: 25, growthPercent: 1, rentGrowthPercent: 0, costGrowthPercent: 4, sellingCostPercent: 3 }, { growth: { value: 5, kind: "measured" } });
    expect(a.years).toBe(25);
    for (const k of ["growthPercent", "rentGrowthPercent", "costGrowthPercent", "sellingCostPercent"] as const) expect(a[k].confidence).toBe("yours");
    expect(a.growthPercent.value).toBe(1);
  });
  it("refuse a hold outside 1-30 years", () => {
    expect(() => projectionAssumptions({ years: 0 })).toThrow(/1 to 30/);
    expect(() => projectionAssumptions({ years: 31 })).toThrow(/1 to 30/);
  });
});

describe("irr", () => {
  it("is the rate at which the flows discount to nil", () => {
    // −100 now, +110 in a year: 10 %.
    expect(irr([-100, 110])!).toBeCloseTo(0.1, 9);
    // −1,000, then 100 for 3 years and 1,100: a 10 % bond.
    expect(irr([-1000, 100, 100, 1100])!).toBeCloseTo(0.1, 9);
    expect(irr([-100, -10])).toBeNull();
  });
});

describe("properties", () => {
  const profileArb = fc.record({
    buyerType: fc.constantFrom("investor" as const, "ownerOccupier" as const),
    loanType: fc.constantFrom("interestOnly" as const, "principalAndInterest" as const),
    interestRate: fc.double({ min: 2, max: 12, noNaN: true }),
    loanTermYears: fc.integer({ min: 5, max: 40 }),
    interestOnlyYears: fc.integer({ min: 1, max: 5 }),
    deposit: fc.oneof(fc.integer({ min: 5, max: 100 }).map((percent) => ({ kind: "percent" as const, percent })), fc.constant({ kind: "cash" as const })),
    taxableIncome: fc.option(fc.integer({ min: 0, max: 400_000 }), { nil: undefined }),
    offsetBalance: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
    contractDate: fc.constant("2026-07-01"),
  });
  const factsArb = fc.record({
    price: fc.integer({ min: 150_000, max: 3_000_000 }),
    weeklyRent: fc.integer({ min: 0, max: 2_000 }),
    type: fc.constantFrom("House" as const, "Unit" as const, "Townhouse" as const, "Apartment" as const),
    state: fc.constantFrom(...STATES),
    yearBuilt: fc.integer({ min: 1950, max: 2026 }),
    bedrooms: fc.integer({ min: 1, max: 6 }),
  });
  const overridesArb = fc.record({ years: fc.integer({ min: 1, max: 30 }), growthPercent: fc.double({ min: -3, max: 10, noNaN: true }), rentGrowthPercent: fc.double({ min: -2, max: 8, noNaN: true }) });

  it("equity = value − balance, cumulative = running sum, after = before + tax, balance never rises and ends within the loan", () => {
    fc.assert(
      fc.property(profileArb, factsArb, overridesArb, (profile, facts, o) => {
        const calc = prepareFinance(resolveFinanceProfile(profile));
        const n = calc.numbers(facts);
        const p = projectListing(calc, facts, projectionAssumptions(o));
        expect(p.years).toHaveLength(o.years);
        let sum = 0;
        let prev = n.loan;
        for (const y of p.years) {
          sum += y.cashFlowAfterTax;
          expect(y.equity).toBeCloseTo(y.value - y.balance, 6);
          expect(y.cumulativeCashFlow).toBeCloseTo(sum, 4);
          expect(y.cashFlowAfterTax).toBeCloseTo(y.cashFlowPreTax + y.taxEffect, 6);
          expect(y.balance).toBeLessThanOrEqual(prev + 1e-6);
          expect(y.balance).toBeGreaterThanOrEqual(0);
          expect(y.principal).toBeCloseTo(prev - y.balance, 4);
          // A whole interest-only year repays nothing.
          if (profile.loanType === "interestOnly" && y.year <= Math.min(profile.interestOnlyYears, profile.loanTermYears)) expect(y.principal).toBe(0);
          prev = y.balance;
        }
        // Depreciation never rises.
        for (let k = 1; k < p.years.length; k++) {
          expect(p.years[k].div43).toBeLessThanOrEqual(p.years[k - 1].div43);
          expect(p.years[k].div40).toBeLessThanOrEqual(p.years[k - 1].div40);
        }
        // No tax on a home; never negative CGT.
        expect(p.exit.capitalGainsTax).toBeGreaterThanOrEqual(0);
        if (profile.buyerType === "ownerOccupier") expect(p.exit.capitalGainsTax).toBe(0);
        expect(p.exit.netProceeds).toBeCloseTo(p.exit.salePrice - p.exit.sellingCosts - p.years.at(-1)!.balance - p.exit.capitalGainsTax, 4);
        expect(p.totalReturn).toBeCloseTo(p.exit.netProceeds + p.years.at(-1)!.cumulativeCashFlow - p.cashInvested, 4);
      }),
      { numRuns: 150 },
    );
  });

  it("under principal and interest the balance falls every year until it is paid off, and the term's end pays it off", () => {
    fc.assert(
      fc.property(factsArb, fc.integer({ min: 5, max: 30 }), (facts, term) => {
        const calc = prepareFinance(resolveFinanceProfile({ loanType: "principalAndInterest", loanTermYears: term, contractDate: "2026-07-01" }));
        const p = projectListing(calc, facts, projectionAssumptions({ years: 30 }));
        for (let k = 1; k < p.years.length; k++) {
          if (p.years[k - 1].balance > 0) expect(p.years[k].balance).toBeLessThan(p.years[k - 1].balance);
        }
        expect(p.years[term - 1].balance).toBeCloseTo(0, 4);
        if (term < 30) expect(p.years[term].repayments).toBe(0);
      }),
      { numRuns: 60 },
    );
  });

  it("year one is the working's year one (no offset), and a higher growth never lowers the return", () => {
    fc.assert(
      fc.property(profileArb, factsArb, (profile, facts) => {
        const calc = prepareFinance(resolveFinanceProfile({ ...profile, offsetBalance: undefined }));
        const n = calc.numbers(facts);
        const lo = projectListing(calc, facts, projectionAssumptions({ growthPercent: 2 }));
        const hi = projectListing(calc, facts, projectionAssumptions({ growthPercent: 6 }));
        expect(lo.years[0].cashFlowPreTax).toBeCloseTo(n.cashFlowPreTax, 4);
        expect(lo.years[0].cashFlowAfterTax).toBeCloseTo(n.cashFlowAfterTax, 4);
        expect(lo.years[0].interest).toBeCloseTo(n.interest, 4);
        expect(hi.totalReturn).toBeGreaterThanOrEqual(lo.totalReturn - 1e-6);
      }),
      { numRuns: 100 },
    );
  });
});
