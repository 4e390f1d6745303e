/**
 * The buyer's finance in the engine (docs/SCORING.md §4, §10): the cash-flow sub-score and the
 * ranking move with the deposit, the rate and the income; no finance entered gives today's
 * standard-loan figures; the working kept with each result is lib/finance's analyseListing().
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyseListing, estimate, prepareFinance, resolveFinanceProfile, yours, type FinanceProfileInput } from "@/lib/finance";
import { FINANCE_FIELDS } from "@/lib/finance";
import { listingBase } from "./base";
import { rankCatalogue } from "./batch";
import { compileFinance, isEmptyFinance, stateIndexOf } from "./finance";
import type { EngineData } from "./query";
import { scoreListing } from "./score";
import { monthlyCashFlow, netYield } from "./sections/investment";
import { dataArb, financeArb, importanceArb, listingArb, profileArb } from "@/lib/testkit/engine-arbitraries";
import { listingFixture, profileFixture } from "@/lib/testkit/engine-listings";
import type { EngineListing, ScoredListing } from "./types";
import { typeIndex } from "./valuation";
import { runs } from "@/lib/testkit/runs";

const cashFlowOnly = (finance?: FinanceProfileInput): EngineData => ({ investmentGoals: { highcashflow: true, undervalued: false, highcapitalgrowth: false }, finance });
const order = (xs: ScoredListing[]) => xs.map((s) => s.listing_id);
const monthly = (s: ScoredListing) => s.scoring_inputs.investmentGoals.highcashflow.monthly_cash_flow ?? NaN;

describe("a cash-flow strategy ranks on the buyer's finance", () => {
  const p = profileFixture();
  // A cheap apartment with high strata, and a dearer house with more rent but a lower yield.
  const apartment = listingFixture({ listingId: "A", propertyType: "Apartment", price: 250_000, rentWeekly: 200, bedrooms: 2, landSize: null });
  const house = listingFixture({ listingId: "B", price: 700_000, rentWeekly: 500 });

  it("re-ranks between a cash purchase and a 5% deposit", () => {
    const cash = rankCatalogue([apartment, house], () => p, cashFlowOnly({ deposit: { kind: "cash" } }), { investmentGoals: 1 }, { k: 2 });
    const geared = rankCatalogue([apartment, house], () => p, cashFlowOnly({ deposit: { kind: "percent", percent: 5 } }), { investmentGoals: 1 }, { k: 2 });
    // Paying cash, the house's rent is all income (+$971 a month after tax against +$106); borrowing 95%, its price costs most
    // (the mortgage registration fee, a borrowing cost deducted over five years, is counted since fees were found for every state).
    expect(order(cash)).toEqual(["B", "A"]);
    expect(cash.map(monthly)).toEqual([971, 106]);
    expect(order(geared)).toEqual(["A", "B"]);
    expect(geared.map(monthly)).toEqual([-698, -1_205]);
  });

  it("re-ranks with the income: Division 43 on the newer house is worth more at a higher marginal rate", () => {
    const newer = listingFixture({ listingId: "C", price: 700_000, rentWeekly: 550, yearBuilt: 2015 });
    const older = listingFixture({ listingId: "D", price: 700_000, rentWeekly: 570, yearBuilt: 1960 });
    const low = rankCatalogue([newer, older], () => p, cashFlowOnly({ taxableIncome: 0 }), { investmentGoals: 1 }, { k: 2 });
    const high = rankCatalogue([newer, older], () => p, cashFlowOnly({ taxableIncome: 250_000 }), { investmentGoals: 1 }, { k: 2 });
    expect(order(low)).toEqual(["D", "C"]);
    expect(order(high)).toEqual(["C", "D"]);
    // Division 43 from the 2015 house's estimated construction cost (the ABS's 2015 average for a 3-bedroom house: 3 ÷ 4 of a
    // typical new house), not from its price: a smaller deduction than the price's building share gave (−$384).
    expect(high.map(monthly)).toEqual([-485, -652]);
  });

  it("a higher rate lowers every cash flow that borrows (1,000 cases deep, 200 in npm test)", () => {
    fc.assert(
      fc.property(listingArb, profileArb, financeArb, fc.integer({ min: 1, max: 500 }), (l, prof, finance, bump) => {
        const rate = finance.interestRate ?? 6.25;
        const higher = Math.min(30, rate + bump / 100);
        fc.pre(finance.deposit?.kind !== "cash" && higher > rate);
        const at = (interestRate: number) => {
          const f = compileFinance({ ...finance, interestRate })!;
          const b = listingBase(l, prof);
          return { exact: f.calc.cashFlow(b.price, b.rent ?? 0, typeIndex(b.type), stateIndexOf(l.state), l.yearBuilt ?? 0, 0), shown: monthly(scoreListing(l, prof, { finance: { ...finance, interestRate } }, {})) };
        };
        const [lo, hi] = [at(rate), at(higher)];
        const b = listingBase(l, prof);
        const loan = finance.deposit?.kind === "dollars" ? b.price - finance.deposit.dollars : b.price * (1 - (finance.deposit?.percent ?? 20) / 100);
        expect(hi.shown).toBeLessThanOrEqual(lo.shown);
        if (loan > 0) expect(hi.exact).toBeLessThan(lo.exact);
        else expect(hi.exact).toBe(lo.exact);
      }),
      { numRuns: runs(1_000) },
    );
  });
});

describe("no finance entered: today's standard-loan figures", () => {
  it("reproduces the worked example L1 (docs/SCORING.md §4): −$1,356 a month, 24", () => {
    for (const finance of [undefined, {}, { taxableIncome: null, otherDebtRepayments: null }] as const) {
      const s = scoreListing(listingFixture(), profileFixture(), { finance }, { investmentGoals: 1 });
      const h = s.scoring_inputs.investmentGoals.highcashflow;
      expect([h.monthly_cash_flow, h.score, h.net_yield, h.annual_costs, h.loan_interest]).toEqual([-1_356, 24, 2.61, 8_516, 36_000]);
      expect(s.scoring_inputs.investmentGoals.commentary).toContain("with 6.25% interest-only on an 80% loan the cash flow is -$1,356 a month before tax");
      expect(s.scoring_inputs.finance?.basis).toBe("standard");
    }
  });

  it("scores every listing as with no finance section at all, on the standard loan's formulas (1,000 cases deep, 200 in npm test)", () => {
    fc.assert(
      fc.property(listingArb, profileArb, dataArb, importanceArb, (l, prof, data, importance) => {
        const none = scoreListing(l, prof, { ...data, finance: undefined }, importance);
        expect(scoreListing(l, prof, { ...data, finance: {} }, importance)).toEqual(none);
        const b = listingBase(l, prof);
        const h = none.scoring_inputs.investmentGoals.highcashflow;
        expect(h.monthly_cash_flow).toBe(monthlyCashFlow(b.rent, b.price, b.type));
        expect(h.net_yield).toBe(netYield(b.rent, b.price, b.type));
      }),
      { numRuns: runs(1_000) },
    );
  });

  it("counts null income and other debts as not entered", () => {
    expect(isEmptyFinance({ taxableIncome: null, otherDebtRepayments: null })).toBe(true);
    expect(isEmptyFinance({ includeTax: true })).toBe(false);
    expect(compileFinance({})).toBeNull();
  });
});

describe("scoring_inputs.finance of the listings kept", () => {
  const listings: EngineListing[] = [
    listingFixture({ listingId: "H-1" }),
    listingFixture({ listingId: "H-2", price: null, yearBuilt: 2001 }),
    listingFixture({ listingId: "U-1", propertyType: "Unit", price: 540_000, rentWeekly: null, bedrooms: 2, state: "VIC", suburbId: 20_001, yearBuilt: 1995 }),
    listingFixture({ listingId: "L-1", propertyType: "Land", price: 380_000, rentWeekly: null, state: "WA", suburbId: 50_001 }),
  ];
  const p = profileFixture();
  // Each listing's suburb in its own state: duty, land tax and fees are its suburb's state's.
  const profileOf = (l: EngineListing) => profileFixture({ state: l.state });
  const finance: FinanceProfileInput = { deposit: { kind: "percent", percent: 10 }, loanType: "principalAndInterest", interestRate: 6.1, taxableIncome: 140_000 };

  it("is lib/finance's analyseListing() for the price and rent the engine used, and its monthly figure is the score's", () => {
    const top = rankCatalogue(listings, profileOf, { finance }, { investmentGoals: 1 }, { k: 4 });
    expect(top).toHaveLength(4);
    const calc = prepareFinance(resolveFinanceProfile(finance));
    for (const s of top) {
      const f = s.scoring_inputs.finance!;
      const h = s.scoring_inputs.investmentGoals.highcashflow;
      expect(f.basis).toBe("profile");
      expect([f.facts.price, f.facts.weeklyRent, f.facts.type, f.facts.state]).toEqual([h.price_used, h.weekly_rent, s.property_type, s.address_state]);
      // The listing's own figures are taken as given, the engine's estimates stay estimates.
      const given = (p: { kind: string; detail: string } | null) => (p?.kind === "listing" ? yours(p.detail) : estimate(p?.detail ?? "no rent"));
      expect(f.analysis).toEqual(analyseListing(calc, f.facts, given(s.scoring_inputs.provenance.price), given(s.scoring_inputs.provenance.weekly_rent)));
      expect(f.analysis.cashFlow.monthlyAfterTax.value).toBe(h.monthly_cash_flow);
    }
    const estimated = top.find((s) => s.listing_id === "H-2")!.scoring_inputs.finance!.analysis;
    expect(estimated.cashFlow.monthlyPreTax.provenance.kind).toBe("estimate");
  });

  it("shows the before-tax figure as the score's when tax effects are off", () => {
    const s = scoreListing(listings[0], p, { finance: { ...finance, includeTax: false } }, { investmentGoals: 1 });
    expect(s.scoring_inputs.finance!.analysis.cashFlow.monthlyPreTax.value).toBe(s.scoring_inputs.investmentGoals.highcashflow.monthly_cash_flow);
  });

  it("with no finance entered, shows what lib/finance's defaults give, marked as the standard basis", () => {
    const s = scoreListing(listings[0], p, {}, { investmentGoals: 1 });
    const f = s.scoring_inputs.finance!;
    expect(f.basis).toBe("standard");
    expect(f.analysis.defaults).toHaveLength(FINANCE_FIELDS.length);
    expect(f.analysis).toEqual(analyseListing(prepareFinance(resolveFinanceProfile({})), f.facts, yours(s.scoring_inputs.provenance.price.detail), yours(s.scoring_inputs.provenance.weekly_rent!.detail)));
  });

  it("is plain JSON (stored with each listing) and stays under 12 KB a listing (the profile the browser recomputes from included)", () => {
    for (const s of rankCatalogue(listings, profileOf, { finance }, { investmentGoals: 1 }, { k: 4 })) {
      expect(JSON.parse(JSON.stringify(s.scoring_inputs))).toEqual(s.scoring_inputs);
      // Over 9 KB since the working names its financial year, schemes, repayments by frequency and the construction estimate.
      expect(JSON.stringify(s.scoring_inputs.finance).length).toBeLessThan(12_000);
    }
  });

  it("is null in a territory without schedules, whose cash flow counts no land tax", () => {
    const other = listingFixture({ listingId: "O-1", state: "OT" });
    const s = scoreListing(other, profileFixture({ state: "OT" }), { finance }, { investmentGoals: 1 });
    expect(s.scoring_inputs.finance).toBeNull();
    expect(stateIndexOf("OT")).toBe(-1);
    expect(stateIndexOf("Western Australia")).toBe(4);
    const act = scoreListing({ ...other, state: "ACT" }, profileFixture({ state: "ACT" }), { finance }, { investmentGoals: 1 });
    // The ACT has no land tax Propie could verify; it differs only by its mortgage fee's deduction (a dollar at most).
    expect(Math.abs(monthly(s) - monthly(act))).toBeLessThanOrEqual(1);
  });

  it("works in the state the listing's suburb is in", () => {
    // A listing whose own state text says otherwise (an import's typo) is costed where its suburb is.
    const s = scoreListing(listingFixture({ state: "QLD" }), profileFixture({ state: "VIC" }), { finance }, {});
    expect(s.scoring_inputs.finance!.facts.state).toBe("VIC");
  });

  it("counts a suburb outside the major cities as regional (WA's first home cap, the Home Guarantee Scheme's lower caps), metro otherwise", () => {
    const wa = listingFixture({ state: "WA" });
    const block = (prof: ReturnType<typeof profileFixture>) => scoreListing(wa, prof, { finance }, {}).scoring_inputs.finance!.facts;
    expect(block(profileFixture({ state: "WA" })).regional).toBe(true);
    expect(block(profileFixture({ state: "WA", remoteness: "Major Cities" })).regional).toBe(false);
    expect(scoreListing(listingFixture(), profileFixture({ remoteness: "Major Cities" }), { finance }, {}).scoring_inputs.finance!.facts.regional).toBe(false);
    expect(scoreListing(listingFixture(), profileFixture({ remoteness: "Inner Regional" }), { finance }, {}).scoring_inputs.finance!.facts.regional).toBe(true);
  });
});
