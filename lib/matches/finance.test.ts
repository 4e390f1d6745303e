/** "Your numbers" in the browser: the kept block read back, redone with lib/finance, and the what-if drawer's figures (docs/FINANCE.md §14). */
import { describe, expect, it } from "vitest";
import { analyseListing, prepareFinance, resolveFinanceProfile, yours, type FinanceProfileInput, type KeptFacts } from "@/lib/finance";
import { analyseFinance, financeInputsOf, provenanceDetail, provenanceLabel, scheduleDate, whatIfRanges, whatIfStart } from "./finance";

const facts: KeptFacts = { price: 800_000, weeklyRent: 650, type: "House", state: "NSW", yearBuilt: 2005, newBuild: false, regional: false };
const profile: FinanceProfileInput = { deposit: { kind: "percent", percent: 10 }, interestRate: 6.5, loanType: "principalAndInterest", taxableIncome: 140_000 };
const stored = (p: FinanceProfileInput = profile) => analyseListing(prepareFinance(resolveFinanceProfile(p)), facts, yours("the listing's price"), yours("the listing's rent"));
const scoringInputs = (p: FinanceProfileInput = profile) => ({
  finance: { basis: "profile", facts, profile: p, analysis: stored(p) },
  provenance: { price: { kind: "listing", detail: "the listing's price" }, weekly_rent: { kind: "listing", detail: "the listing's rent" } },
});

describe("the kept finance block", () => {
  it("is read back, and lib/finance redoes the engine's figures exactly", () => {
    const inputs = financeInputsOf(scoringInputs());
    expect(inputs).not.toBeNull();
    expect(analyseFinance(inputs!)).toEqual(stored());
  });

  it("is null for a listing without one, or one too old to carry the buyer's profile", () => {
    expect(financeInputsOf(null)).toBeNull();
    expect(financeInputsOf({})).toBeNull();
    expect(financeInputsOf({ finance: null })).toBeNull();
    expect(financeInputsOf({ finance: { basis: "profile", facts, analysis: {} } })).toBeNull();
  });

  it("reads a standard-loan block written before the profile was kept with the empty profile it was worked from", () => {
    const inputs = financeInputsOf({ finance: { basis: "standard", facts, analysis: stored({}) } });
    expect(inputs?.profile).toEqual({});
    expect(analyseFinance({ ...inputs!, priceProvenance: yours("the listing's price"), rentProvenance: yours("the listing's rent") })).toEqual(stored({}));
  });

  it("takes an estimated price as an estimate", () => {
    const inputs = financeInputsOf({ ...scoringInputs(), provenance: { price: { kind: "modelled", detail: "estimated from the suburb" } } })!;
    expect(inputs.priceProvenance.kind).toBe("estimate");
    expect(analyseFinance(inputs).loan.amount.provenance.kind).toBe("estimate");
  });
});

describe("the what-if drawer", () => {
  const inputs = financeInputsOf(scoringInputs())!;
  const start = whatIfStart(inputs);

  it("starts at the listing's figures, which give the kept working", () => {
    expect(start).toEqual({ price: 800_000, rate: 6.5, depositPercent: 10, weeklyRent: 650 });
    expect(analyseFinance(inputs, start)).toEqual(analyseFinance(inputs));
  });

  it("a higher rate costs more a month; more rent or a lower price gives more", () => {
    const base = analyseFinance(inputs).cashFlow.monthlyPreTax.value;
    expect(analyseFinance(inputs, { ...start, rate: 7.5 }).cashFlow.monthlyPreTax.value).toBeLessThan(base);
    expect(analyseFinance(inputs, { ...start, weeklyRent: 750 }).cashFlow.monthlyPreTax.value).toBeGreaterThan(base);
    expect(analyseFinance(inputs, { ...start, price: 700_000 }).cashFlow.monthlyPreTax.value).toBeGreaterThan(base);
    const rate = analyseFinance(inputs, { ...start, rate: 7.5 });
    expect(rate.loan.rate).toEqual({ value: 7.5, provenance: { kind: "yours", detail: "your interest rate" } });
  });

  it("a deposit of 100% is a cash purchase: no loan, no repayment", () => {
    const a = analyseFinance(inputs, { ...start, depositPercent: 100 });
    expect(a.loan.amount.value).toBe(0);
    expect(a.loan.monthlyRepayment.value).toBe(0);
  });

  it("works a move out well within a frame (16 ms), median of 50 on a warm calculator", () => {
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      analyseFinance(inputs, { ...start, price: 700_000 + i * 5_000, rate: 6 + (i % 5) / 10 });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    expect(times[25]).toBeLessThan(16);
  });

  it("ranges span half to one and a half times the listing's price and rent", () => {
    const r = whatIfRanges(inputs);
    expect(r.price).toEqual({ min: 400_000, max: 1_200_000, step: 5_000 });
    expect(r.weeklyRent).toEqual({ min: 325, max: 975, step: 5 });
    expect(r.rate.min).toBeGreaterThan(0);
    expect(r.rate.max).toBeLessThanOrEqual(30);
  });
});

describe("where a figure comes from", () => {
  const a = analyseFinance(financeInputsOf(scoringInputs())!);
  it("says yours, published schedule with its date, or estimate", () => {
    expect(provenanceLabel(a.loan.rate.provenance)).toBe("yours");
    expect(provenanceLabel(a.purchase.duty.provenance)).toBe("published schedule, 1 Jul 2025");
    expect(provenanceLabel(a.holding.insurance.provenance)).toBe("estimate");
    expect(provenanceDetail(a.purchase.duty.provenance)).toContain("Revenue NSW");
    expect(scheduleDate("2017-07-01")).toBe("1 Jul 2017");
  });
});
