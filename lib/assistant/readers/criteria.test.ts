import { describe, expect, it } from "vitest";
import { createPlaceIndex } from "../places";
import { TEST_PLACES } from "@/lib/testkit/places";
import { understand } from "../understand";
import { applyDelta, understoodChips } from "../brief";
import { emptyPreferences } from "@/lib/preferences/schema";

const places = createPlaceIndex(TEST_PLACES);
const read = (m: string) => understand(m, { places, expecting: [] });

describe("criteria in plain words", () => {
  it.each([
    ["cash-flow positive only", { minCashFlow: 0 }],
    ["only positively geared please", { minCashFlow: 0 }],
    ["must be cash flow positive", { minCashFlow: 0 }],
    ["at least 5% yield", { minGrossYield: 5 }],
    ["gross yield of at least 4.5%", { minGrossYield: 4.5 }],
    ["6%+ yield", { minGrossYield: 6 }],
    ["no more than 150k cash in", { maxCashNeeded: 150_000 }],
    ["max $120,000 cash needed", { maxCashNeeded: 120_000 }],
    ["under 800k all in", { maxPriceAfterCosts: 800_000 }],
    ["total cost under $1.1m", { maxPriceAfterCosts: 1_100_000 }],
    ["ten-year return of at least 100%", { minTenYearReturn: 100 }],
    ["at least 80% return over 10 years", { minTenYearReturn: 80 }],
  ])("%s", (message, criteria) => {
    expect(read(message).criteria).toEqual(criteria);
  });

  it("leaves a wish a wish, and the words it reads to no other reader", () => {
    expect(read("positively geared houses").criteria).toEqual({});
    const d = read("houses under 750k, no more than 150k cash in, at least 5% yield");
    expect(d.criteria).toEqual({ maxCashNeeded: 150_000, minGrossYield: 5 });
    // The cash limit is no price and no deposit.
    expect(d.price).toEqual({ max: 750_000 });
    expect(d.finance.deposit).toBeUndefined();
  });

  it("refuses what no criterion can be, saying why, and keeps nothing of it", () => {
    const d = read("at least 150% yield");
    expect(d.criteria).toEqual({});
    expect(d.financeProblems.join(" ")).toMatch(/gross yield/);
  });

  it("merges into the stored criteria, keeps them on start over, and says them in the chips", () => {
    const p = applyDelta(applyDelta(emptyPreferences(), read("cash-flow positive only")), read("at least 5% yield"));
    expect(p.criteria).toMatchObject({ minCashFlow: 0, minGrossYield: 5, maxCashNeeded: null });
    expect(understoodChips(p).filter((c) => c.field === "criteria").map((c) => c.label)).toEqual(["Cash-flow positive only", "Gross yield at least 5%"]);
    expect(applyDelta(p, read("start over")).criteria).toEqual(p.criteria);
  });
});
