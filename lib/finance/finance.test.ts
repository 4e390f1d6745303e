/** Repayments, the profile's validation, tax, and the calculator's working (docs/FINANCE.md). */
import { describe, expect, it } from "vitest";
import { analyseListing } from "./analyse";
import { prepareFinance } from "./calculator";
import { amortisedMonthly, firstYearInterest, interestOnlyMonthly, loanForRepayment } from "./loan";
import {
  DEPOSIT_ABOVE_PRICE_MESSAGE,
  DEPOSIT_NEGATIVE_MESSAGE,
  FINANCE_FIELDS,
  RATE_TOO_HIGH_MESSAGE,
  RATE_TOO_LOW_MESSAGE,
  TERM_TOO_LONG_MESSAGE,
  depositProblem,
  financeProfileSchema,
  financeWithPriceSchema,
  resolveFinanceProfile,
} from "./profile";
import { incomeTax, marginalRate, medicareLevy } from "./tax";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe("repayments", () => {
  it("match the amortisation formula: $500,000 at 6% over 30 years is $2,997.75 a month", () => {
    expect(amortisedMonthly(500_000, 6, 30)).toBeCloseTo(2_997.75, 2);
  });
  it("$600,000 at 6.5% over 25 years is $4,051.24 a month (600,000 × i ÷ (1 − (1 + i)^−300), i = 0.065 ÷ 12)", () => {
    expect(amortisedMonthly(600_000, 6.5, 25)).toBeCloseTo(4_051.24, 2);
  });
  it("interest-only is loan × rate ÷ 12", () => {
    expect(interestOnlyMonthly(640_000, 6.25)).toBeCloseTo(3_333.33, 2);
  });
  it("a year's P&I interest is the payments less the principal repaid", () => {
    // i = 0.5%: balance after 12 payments = 500,000 × 1.005¹² − 2,997.7526 × (1.005¹² − 1) ÷ 0.005 = 493,859.94;
    // interest = 12 × 2,997.7526 − (500,000 − 493,859.94) = 35,973.03 − 6,140.06 = 29,832.97
    expect(firstYearInterest(500_000, 6, 30, "principalAndInterest")).toBeCloseTo(29_832.97, 1);
    expect(loanForRepayment(2_997.75, 6, 30)).toBeCloseTo(500_000, -1);
  });
});

describe("the finance profile", () => {
  it("fills defaults and lists them, so a screen can say 'default'", () => {
    const p = financeProfileSchema.parse({ interestRate: 6.5 });
    expect(p.interestRate).toBe(6.5);
    expect(p.deposit).toEqual({ kind: "percent", percent: 20 });
    expect(p.defaults).toContain("deposit");
    expect(p.defaults).not.toContain("interestRate");
    expect(financeProfileSchema.parse({}).defaults).toHaveLength(FINANCE_FIELDS.length);
  });
  it("refuses a negative deposit, in dollars or percent", () => {
    expect(messages(financeProfileSchema.safeParse({ deposit: { kind: "dollars", dollars: -1 } }))).toEqual([DEPOSIT_NEGATIVE_MESSAGE]);
    expect(messages(financeProfileSchema.safeParse({ deposit: { kind: "percent", percent: -5 } }))).toEqual([DEPOSIT_NEGATIVE_MESSAGE]);
  });
  it("refuses a deposit above the price once the price is known", () => {
    const r = financeWithPriceSchema.safeParse({ finance: { deposit: { kind: "dollars", dollars: 900_000 } }, price: 800_000 });
    expect(messages(r)).toEqual([DEPOSIT_ABOVE_PRICE_MESSAGE]);
    expect(financeWithPriceSchema.safeParse({ finance: { deposit: { kind: "dollars", dollars: 150_000 } }, price: 800_000 }).success).toBe(true);
    expect(messages(financeProfileSchema.safeParse({ deposit: { kind: "percent", percent: 120 } }))).toEqual([DEPOSIT_ABOVE_PRICE_MESSAGE]);
    expect(depositProblem({ kind: "dollars", dollars: 800_001 }, 800_000)).toBe(DEPOSIT_ABOVE_PRICE_MESSAGE);
  });
  it("refuses a rate of 0% and one over 30%, each with its own message", () => {
    expect(messages(financeProfileSchema.safeParse({ interestRate: 0 }))).toEqual([RATE_TOO_LOW_MESSAGE]);
    expect(messages(financeProfileSchema.safeParse({ interestRate: 30.5 }))).toEqual([RATE_TOO_HIGH_MESSAGE]);
    expect(financeProfileSchema.safeParse({ interestRate: 30 }).success).toBe(true);
  });
  it("refuses a term over 40 years", () => {
    expect(messages(financeProfileSchema.safeParse({ loanTermYears: 41 }))).toEqual([TERM_TOO_LONG_MESSAGE]);
    expect(financeProfileSchema.safeParse({ loanTermYears: 40 }).success).toBe(true);
  });
});

describe("income tax (2026-27 resident rates) and the Medicare levy", () => {
  it("works the scale by hand", () => {
    // $100,000: 4,020 + 30% × 55,000 = 20,520; Medicare 2% = 2,000.
    expect(incomeTax(100_000)).toBeCloseTo(22_520, 2);
    expect(marginalRate(100_000)).toBeCloseTo(0.32, 6);
    expect(marginalRate(150_000)).toBeCloseTo(0.39, 6);
    expect(medicareLevy(30_000)).toBeCloseTo(277.8, 2); // phase-in: 10% × (30,000 − 27,222)
  });
});

describe("a listing's working", () => {
  const house = { price: 720_000, weeklyRent: 560, type: "House" as const, state: "NSW" as const, yearBuilt: 2005 };
  it("reproduces the engine's fixed loan with the defaults (80% LVR, 6.25% interest-only), before tax", () => {
    const calc = prepareFinance(resolveFinanceProfile({ includeTax: false }));
    const n = calc.numbers(house);
    expect(n.loan).toBe(576_000);
    expect(n.monthlyRepayment).toBeCloseTo(3_000, 6); // 576,000 × 6.25% ÷ 12
    expect(n.lmi).toBe(0);
    // rent collected 560 × (52 − 1.5) = 28,280; management 8% = 2,262.40; maintenance 5% × 29,120 = 1,456; fixed 4,800; land tax nil (396,000 < 1,075,000)
    expect(n.cashFlowPreTax).toBeCloseTo(28_280 - 2_262.4 - 1_456 - 4_800 - 36_000, 6);
    expect(n.duty).toBeCloseTo(11_152 + 0.045 * 348_000, 6);
  });
  it("gives an investor on $140k a tax saving on a loss, and a first home buyer no duty under $800k", () => {
    const inv = prepareFinance(resolveFinanceProfile({ taxableIncome: 140_000 })).numbers(house);
    expect(inv.netRentalIncome).toBeLessThan(0);
    expect(inv.taxEffect).toBeGreaterThan(0);
    expect(inv.cashFlowAfterTax).toBeGreaterThan(inv.cashFlowPreTax);
    const fhb = prepareFinance(resolveFinanceProfile({ buyerType: "ownerOccupier", firstHomeBuyer: true, deposit: { kind: "percent", percent: 5 } })).numbers(house);
    expect(fhb.duty).toBe(0);
    // 5% down under NSW's $1.5M Home Guarantee cap: no LMI, the scheme named
    expect(fhb.lmi).toBe(0);
    expect(fhb.lmiWaived).toBeGreaterThan(0);
    expect(fhb.taxEffect).toBe(0);
  });
  it("flags a debt-to-income ratio of 6 or more", () => {
    const calc = prepareFinance(resolveFinanceProfile({ taxableIncome: 80_000, deposit: { kind: "percent", percent: 5 } }));
    const a = analyseListing(calc, { ...house, price: 900_000 });
    expect(a.serviceability.dti!.value).toBeGreaterThanOrEqual(6); // 855,000 ÷ (80,000 + 29,120) = 7.84
    expect(a.serviceability.highDti).toBe(true);
    expect(a.serviceability.assessmentRate.value).toBeCloseTo(9.25, 9);
  });
  it("labels where each figure comes from", () => {
    const a = analyseListing(prepareFinance(resolveFinanceProfile({ interestRate: 6.5 })), house);
    expect(a.loan.rate.provenance.kind).toBe("yours");
    expect(a.purchase.duty.provenance.kind).toBe("published");
    expect(a.purchase.duty.provenance.kind === "published" && a.purchase.duty.provenance.schedule.effective).toBe("2025-07-01");
    expect(a.tax.div43.provenance.kind).toBe("estimate");
    expect(a.holding.ratesWater.provenance.kind).toBe("estimate");
    // the deposit is a default, so the loan built on it is an estimate
    expect(a.loan.amount.provenance.kind).toBe("estimate");
    expect(a.highestOffer.breakEven.price).not.toBeNull();
  });
  it("leaves unverified land tax out and says so (TAS)", () => {
    const a = analyseListing(prepareFinance(resolveFinanceProfile({})), { ...house, state: "TAS" });
    expect(a.holding.landTax).toBeNull();
    expect(a.assumptions.some((s) => s.includes("Tasmanian land tax"))).toBe(true);
  });
  it("survives a JSON round trip unchanged (it is stored with each kept listing), even with an income of $0 and no rent", () => {
    for (const [input, facts] of [
      [{ taxableIncome: 140_000 }, { ...house, state: "VIC" as const }],
      [{ taxableIncome: 0, buyerType: "ownerOccupier" as const }, { ...house, type: "Land" as const, weeklyRent: null }],
    ] as const) {
      const a = analyseListing(prepareFinance(resolveFinanceProfile(input)), facts);
      expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    }
    const none = analyseListing(prepareFinance(resolveFinanceProfile({ taxableIncome: 0, buyerType: "ownerOccupier" })), { ...house, weeklyRent: null });
    expect(none.serviceability.dti).toBeNull();
    expect(none.serviceability.highDti).toBe(true);
  });
  it("states the land's share of the price as a whole percentage", () => {
    const a = analyseListing(prepareFinance(resolveFinanceProfile({})), { ...house, state: "VIC" });
    expect(a.assumptions.join(" ")).toContain("the land is worth 55% of the price");
    expect(a.holding.landTax!.provenance.detail).toContain("(55% of the price)");
  });
  it("charges no LMI on a 20% deposit at any price (the LVR is worked from the percentage, not price × 0.8 ÷ price)", () => {
    const calc = prepareFinance(resolveFinanceProfile({}));
    for (let price = 100_003; price < 2_000_000; price += 7_919) {
      const n = calc.numbers({ ...house, price });
      expect([n.lvr, n.lmi]).toEqual([0.8, 0]);
    }
    // 3 × 0.8 ÷ 3 is 0.8000000000000002: before, such a price paid LMI on a 20% deposit.
    expect(calc.numbers({ ...house, price: 3 }).lmi).toBe(0);
    expect(prepareFinance(resolveFinanceProfile({ deposit: { kind: "percent", percent: 10 } })).numbers({ ...house, price: 3 }).lvr).toBe(0.9);
  });
});
