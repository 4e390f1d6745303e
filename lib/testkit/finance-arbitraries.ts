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
