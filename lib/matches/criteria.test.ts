import { describe, expect, it } from "vitest";
import { listingFixture } from "@/lib/testkit/match-rows";
import { CRITERIA_MESSAGES, criteriaFormOf, criteriaSchema, hasCriteria, NO_CRITERIA, readCriteriaForm } from "@/lib/preferences/criteria";
import { checkCriteria, everyListingLosesMoney, meetsCriteria, nearestMisses } from "./criteria";

const listing = (id: string, o: Partial<Parameters<typeof listingFixture>[0]> = {}) =>
  listingFixture({ listing_id: id, finance_cash_flow: -200, rental_yield: 4.5, finance_cash_needed: 120_000, finance_price_after_costs: 640_000, finance_ten_year_return: 80, ...o });

describe("criteria", () => {
  it("parses the stored form, refusing what can't be a threshold, with the field's message", () => {
    expect(criteriaSchema.parse({})).toEqual(NO_CRITERIA);
    expect(hasCriteria(criteriaSchema.parse({ minGrossYield: 5 }))).toBe(true);
    expect(hasCriteria(NO_CRITERIA)).toBe(false);
    const bad = criteriaSchema.safeParse({ minGrossYield: 140 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toMatch(/gross yield/);
    expect(criteriaSchema.safeParse({ maxCashNeeded: -1 }).success).toBe(false);
  });

  it("checks each set criterion: pass, fail with what it misses by, or not known", () => {
    const c = criteriaSchema.parse({ minCashFlow: 0, minGrossYield: 4, maxCashNeeded: 100_000, minTenYearReturn: 60 });
    const checks = checkCriteria(listing("A", { finance_ten_year_return: null }), c);
    expect(checks.map((x) => [x.key, x.status, x.missBy])).toEqual([
      ["minCashFlow", "fail", 200],
      ["minGrossYield", "pass", 0],
      ["maxCashNeeded", "fail", 20_000],
      ["minTenYearReturn", "unknown", 0],
    ]);
    expect(checks[0].missText).toBe("misses by $200 a month");
    expect(checks[2].missText).toBe("misses by $20,000");
    expect(checks[1].missText).toBeNull();
    expect(checkCriteria(listing("B"), NO_CRITERIA)).toEqual([]);
  });

  it("positively geared (0) passes at $0 a month as shown, fails a dollar below; a yield in points", () => {
    const c = criteriaSchema.parse({ minCashFlow: 0, minGrossYield: 5 });
    expect(meetsCriteria(listing("A", { finance_cash_flow: 0.4, rental_yield: 5 }), c)).toBe(true);
    expect(meetsCriteria(listing("B", { finance_cash_flow: -0.6, rental_yield: 5 }), c)).toBe(false);
    expect(checkCriteria(listing("C", { finance_cash_flow: 10, rental_yield: 4.5 }), c)[1].missText).toBe("misses by 0.5 points");
  });

  it("meets: every set criterion passes; a figure not known never passes; nothing set passes all", () => {
    const c = criteriaSchema.parse({ maxPriceAfterCosts: 650_000 });
    expect(meetsCriteria(listing("A"), c)).toBe(true);
    expect(meetsCriteria(listing("B", { finance_price_after_costs: 651_000 }), c)).toBe(false);
    expect(meetsCriteria(listing("C", { finance_price_after_costs: null }), c)).toBe(false);
    expect(meetsCriteria(listing("D", { finance_price_after_costs: null }), NO_CRITERIA)).toBe(true);
  });

  it("nearest misses: fewest criteria missed, then the smallest shortfall on each criterion's scale, passing listings left out", () => {
    const c = criteriaSchema.parse({ minCashFlow: 0, maxCashNeeded: 100_000 });
    const rows = [
      listing("far", { finance_cash_flow: -900, finance_cash_needed: 90_000, rank: 1 }),
      listing("two", { finance_cash_flow: -10, finance_cash_needed: 101_000, rank: 2 }),
      listing("near", { finance_cash_flow: -50, finance_cash_needed: 90_000, rank: 3 }),
      listing("pass", { finance_cash_flow: 5, finance_cash_needed: 90_000, rank: 4 }),
      listing("unknown", { finance_cash_flow: null, finance_cash_needed: 90_000, rank: 5 }),
    ];
    const near = nearestMisses(rows, c, 3);
    expect(near.map((m) => m.listing.listing_id)).toEqual(["near", "unknown", "far"]);
    expect(near[0].checks.find((x) => x.status === "fail")?.missText).toBe("misses by $50 a month");
    expect(nearestMisses(rows, NO_CRITERIA)).toEqual([]);
  });

  it("says when every listing with a cash flow loses money, and not when one breaks even or none has the figure", () => {
    expect(everyListingLosesMoney([{ finance_cash_flow: -10 }, { finance_cash_flow: null }, { finance_cash_flow: -900 }])).toBe(true);
    expect(everyListingLosesMoney([{ finance_cash_flow: -10 }, { finance_cash_flow: 0 }])).toBe(false);
    expect(everyListingLosesMoney([{ finance_cash_flow: null }])).toBe(false);
    expect(everyListingLosesMoney([])).toBe(false);
  });
});

describe("the criteria form", () => {
  it("reads money as people write it, a negative cash flow, a percent with its sign; empty is not set", () => {
    const r = readCriteriaForm({ ...criteriaFormOf(null), minCashFlow: "-200", minGrossYield: "5%", maxCashNeeded: "$150k", maxPriceAfterCosts: "700,000" });
    expect(r.value).toEqual({ minCashFlow: -200, minGrossYield: 5, maxCashNeeded: 150_000, maxPriceAfterCosts: 700_000, minTenYearReturn: null });
    expect(criteriaFormOf(r.value).maxCashNeeded).toBe("150000");
  });

  it("refuses what it can't read or what is out of range, naming the field", () => {
    const r = readCriteriaForm({ ...criteriaFormOf(null), minGrossYield: "lots", maxCashNeeded: "-5" });
    expect(r.value).toBeNull();
    expect(r.errors).toEqual({ minGrossYield: CRITERIA_MESSAGES.minGrossYield, maxCashNeeded: CRITERIA_MESSAGES.maxCashNeeded });
  });
});
