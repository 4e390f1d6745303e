/** Rate stress (docs/FINANCE.md §16): the calculator's own figures at +1, +2 and +3 points. */
import { describe, expect, it } from "vitest";
import { prepareFinance, type ListingFacts } from "./calculator";
import { amortisedMonthly } from "./loan";
import { resolveFinanceProfile } from "./profile";
import { rateStress } from "./stress";

const facts: ListingFacts = { price: 800_000, weeklyRent: 700, type: "House", state: "VIC", yearBuilt: 2005, bedrooms: 3 };

describe("rate stress", () => {
  it("works each row at the higher rate: repayment, cash flow and serviceability move together", () => {
    const profile = resolveFinanceProfile({ interestRate: 6, loanType: "principalAndInterest", taxableIncome: 150_000, contractDate: "2026-07-01" });
    const s = rateStress(profile, facts);
    expect(s.rows.map((r) => r.points)).toEqual([1, 2, 3]);
    expect(s.rows.map((r) => r.rate)).toEqual([7, 8, 9]);
    // Loan 640,000 at 8 % over 30 years: 640,000 × (0.08 ÷ 12) ÷ (1 − (1 + 0.08 ÷ 12)^−360) = 4,696.09 a month.
    expect(s.rows[1].monthlyRepayment).toBeCloseTo(4_696.09, 2);
    expect(s.rows[1].monthlyRepayment).toBeCloseTo(amortisedMonthly(640_000, 8, 30), 9);
    // Assessed at the stressed rate + APRA's 3 points.
    expect(s.rows.map((r) => r.assessmentRate)).toEqual([10, 11, 12]);
    // The base row is the calculator's own working at 6 %.
    const n = prepareFinance(profile).numbers(facts);
    expect(s.base.monthlyAfterTax).toBeCloseTo(n.monthlyAfterTax, 9);
    expect(s.base.maxLoan).toBeCloseTo(n.maxLoan, 6);
    for (let k = 0; k < 3; k++) {
      const prev = k === 0 ? s.base : s.rows[k - 1];
      expect(s.rows[k].monthlyPreTax).toBeLessThan(prev.monthlyPreTax);
      expect(s.rows[k].maxLoan!).toBeLessThan(prev.maxLoan!);
      expect(s.rows[k].monthlyChange).toBeCloseTo(s.rows[k].monthlyAfterTax - s.base.monthlyAfterTax, 9);
    }
  });
  it("says when a rise takes the loan past what could be borrowed, and unknown without an income", () => {
    // $110,000 services 640,000 at 6 % (assessed at 9 %: about $766,000) but not at 9 % (assessed at 12 %: about $599,000).
    const within = resolveFinanceProfile({ interestRate: 6, taxableIncome: 110_000, loanType: "principalAndInterest", contractDate: "2026-07-01" });
    const s = rateStress(within, facts);
    expect(s.base.verdict).toBe("within");
    expect(s.rows[2].verdict).toBe("above");
    const none = rateStress(resolveFinanceProfile({ contractDate: "2026-07-01" }), facts);
    expect(none.rows.every((r) => r.verdict === "unknown" && r.maxLoan === null)).toBe(true);
  });
});
