import { describe, expect, it } from "vitest";
import type { KeptFacts } from "@/lib/finance";
import { projectFinance, stressFinance, type FinanceInputs } from "./finance";
import { HOLD_FIELDS, holdValues, readHoldField, withHoldValue } from "./hold-assumptions";

const facts: KeptFacts = { price: 650_000, weeklyRent: 600, type: "House", state: "VIC", yearBuilt: 2005, newBuild: false, regional: false };
const inputs: FinanceInputs = {
  basis: "profile",
  facts,
  profile: { interestRate: 6, taxableIncome: 120_000, contractDate: "2026-07-01" },
  priceProvenance: { kind: "yours", detail: "the listing's price" },
  rentProvenance: { kind: "yours", detail: "the listing's rent" },
  growth: { value: 5, kind: "measured" },
};
const field = (key: string) => HOLD_FIELDS.find((f) => f.key === key)!;

describe("the Ten years tab's assumptions", () => {
  it("lets the buyer change every assumption of the hold, each changing the projection", () => {
    const base = projectFinance(inputs);
    const changed = (o: Parameters<typeof projectFinance>[2]) => projectFinance(inputs, undefined, o);
    expect(changed({ years: 30 }).years).toHaveLength(30);
    expect(changed({ growthPercent: 2 }).years[9].value).toBeLessThan(base.years[9].value);
    expect(changed({ growthPercent: 2 }).assumptions.growthPercent.confidence).toBe("yours");
    expect(changed({ rentGrowthPercent: 6 }).years[9].rentGross).toBeGreaterThan(base.years[9].rentGross);
    expect(changed({ costGrowthPercent: 8 }).years[9].costs).toBeGreaterThan(base.years[9].costs);
    expect(changed({ sellingCostPercent: 5 }).exit.sellingCosts).toBeCloseTo(base.exit.salePrice * 0.05, 6);
    // Vacancy and the manager's fee are the profile's, changed for the hold only.
    expect(changed({ vacancyWeeks: 0 }).years[0].rentCollected).toBeCloseTo(600 * 52, 6);
    expect(changed({ vacancyWeeks: 0 }).years[0].rentCollected).toBeGreaterThan(base.years[0].rentCollected);
    expect(changed({ managementFeePercent: 12 }).years[0].costs).toBeGreaterThan(base.years[0].costs);
    expect(stressFinance(inputs, undefined, { vacancyWeeks: 10 }).base.monthlyAfterTax).toBeLessThan(stressFinance(inputs).base.monthlyAfterTax);
  });

  it("shows each field at the figure the projection ran on", () => {
    const p = projectFinance(inputs, undefined, { years: 15 });
    expect(holdValues(inputs, p, { years: 15 })).toEqual({ years: 15, growthPercent: 5, rentGrowthPercent: 3, costGrowthPercent: 2.5, sellingCostPercent: 2.5, vacancyWeeks: 1.5, managementFeePercent: 8 });
    expect(holdValues(inputs, p, { vacancyWeeks: 4 }).vacancyWeeks).toBe(4);
  });

  it("reads what was typed: a number in range, empty for the default, else why not", () => {
    expect(readHoldField(field("growthPercent"), " 4.5 % ")).toEqual({ value: 4.5 });
    expect(readHoldField(field("growthPercent"), "")).toEqual({ value: null });
    expect(readHoldField(field("years"), "31")).toEqual({ error: "Hold: enter a whole number from 1 to 30 years." });
    expect(readHoldField(field("years"), "7.5")).toHaveProperty("error");
    expect(readHoldField(field("vacancyWeeks"), "abc")).toEqual({ error: "Vacancy: enter from 0 to 52 weeks a year." });
    expect(withHoldValue(withHoldValue({}, "years", 20), "years", null)).toEqual({});
  });
});
