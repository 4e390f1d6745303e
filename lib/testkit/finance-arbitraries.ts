/** fast-check arbitraries for tests that carry a buyer's finance: the stored input form, some fields entered and the rest left to their defaults. */
import fc from "fast-check";
import type { FinanceProfileInput } from "@/lib/finance/profile";

/** Any valid finance section (each field within its schema's bounds); investors more often than owner-occupiers. */
export const financeInputArb: fc.Arbitrary<FinanceProfileInput> = fc.record(
  {
    buyerType: fc.constantFrom("investor" as const, "investor" as const, "ownerOccupier" as const),
    firstHomeBuyer: fc.boolean(),
    foreignPurchaser: fc.boolean(),
    deposit: fc.oneof(
      fc.record({ kind: fc.constant("percent" as const), percent: fc.integer({ min: 0, max: 100 }) }),
      fc.record({ kind: fc.constant("dollars" as const), dollars: fc.integer({ min: 0, max: 2_000_000 }) }),
      fc.constant({ kind: "cash" as const }),
    ),
    loanType: fc.constantFrom("principalAndInterest" as const, "interestOnly" as const),
    interestRate: fc.integer({ min: 1, max: 3_000 }).map((x) => x / 100),
    loanTermYears: fc.integer({ min: 1, max: 40 }),
    taxableIncome: fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }),
    otherDebtRepayments: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
    managementFeePercent: fc.integer({ min: 0, max: 20 }),
    vacancyWeeks: fc.integer({ min: 0, max: 8 }),
    includeTax: fc.boolean(),
  },
  { requiredKeys: [] },
);

/**
 * The benchmark's buyer (bench:engine, and the engine test that checks its ranking against it): an
 * investor household of two applicants with a 10 % deposit (LMI), principal and interest at 6.1 %, incomes of $90,000 (with a HECS/HELP balance and card limits) and $50,000, an offset
 * balance, tax effects on: every part of lib/finance's fast cash flow runs (land tax, each
 * applicant's tax with the offset and the Medicare levy on their share of the rental result,
 * Division 43 and 40 from the construction estimate by year built and bedrooms, the offset, the LMI
 * and mortgage fee deductions).
 */
export const BUYER_FINANCE: FinanceProfileInput = {
  deposit: { kind: "percent", percent: 10 },
  loanType: "principalAndInterest",
  interestRate: 6.1,
  applicants: [{ income: 90_000, helpBalance: 20_000, cardLimits: 8_000 }, { income: 50_000 }],
  dependants: 1,
  offsetBalance: 15_000,
  contractDate: "2026-09-01",
};
