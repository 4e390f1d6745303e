import { describe, expect, it } from "vitest";
import type { FinanceAnalysis } from "@/lib/finance";
import { listingFixture, profileFixture } from "@/lib/testkit/engine-listings";
import type { TenYearFigure } from "./finance";
import { financeSummaryOf, prepareViewerFinance, scoringInputsForViewer } from "./for-viewer";
import { LIST_FIGURE_PATHS, listFigure, listFinanceFigures, scoringObject, scoringPath, scoringValue, valueAt } from "./scoring-inputs";
import { scoreListing } from "./score";

const scored = (overrides = {}) => scoreListing(listingFixture({ price: 640_000, rentWeekly: 560, yearBuilt: 2009, ...overrides }), profileFixture(), {}, { investmentGoals: 1 });

describe("reading scoring_inputs", () => {
  const si = scored().scoring_inputs;

  it("reads a value at a path the writer writes", () => {
    expect(scoringValue(si, "investmentGoals", "highgrowth", "capital_growth_value")).toBe(si.investmentGoals.highgrowth.capital_growth_value);
    expect(valueAt(si, scoringPath("confidence", "level"))).toBe(si.confidence.level);
    expect(scoringObject(si, "investmentGoals", "highcashflow").price_used).toBe(si.investmentGoals.highcashflow.price_used);
  });

  it("is tolerant of what a workflow sends: a missing step is undefined, a missing object {}", () => {
    expect(scoringValue({}, "finance", "facts", "price")).toBeUndefined();
    expect(scoringValue({ finance: null }, "finance", "facts", "price")).toBeUndefined();
    expect(scoringValue({ finance: [1] }, "finance", "facts")).toBeUndefined();
    expect(scoringValue("text", "confidence")).toBeUndefined();
    expect(scoringValue(null, "confidence")).toBeUndefined();
    expect(scoringObject({ confidence: "high" }, "confidence")).toEqual({});
    expect(scoringObject(undefined)).toEqual({});
    expect(scoringValue({ investmentGoals: { highgrowth: { capital_growth_value: "12" } } }, "investmentGoals", "highgrowth", "capital_growth_value")).toBe("12");
  });

  it("checks paths and keys against the writer's type", () => {
    // @ts-expect-error: not a key of scoring_inputs
    scoringValue(si, "investmentGoal");
    // @ts-expect-error: not a key of investmentGoals.highgrowth
    scoringPath("investmentGoals", "highgrowth", "capitalGrowthValue");
    // @ts-expect-error: not a key of the finance block
    expect(scoringObject(si, "finance").analysed).toBeUndefined();
  });

  it("takes a list figure as the generated columns do", () => {
    expect([12, -3.5, "650000", " -12.5 ", "+.5", "1.5e3"].map(listFigure)).toEqual([12, -3.5, 650000, -12.5, 0.5, 1500]);
    expect(["", "  ", "abc", "$650,000", "0x10", "NaN", "Infinity", "1e99999", "1e400", true, null, undefined, {}, [1], Number.NaN].map(listFigure)).toEqual(Array(15).fill(null));
  });
});

describe("the list's figures of a scored listing", () => {
  it("are the paths the generated columns read", () => {
    const si = scored().scoring_inputs;
    expect(valueAt(si, LIST_FIGURE_PATHS.capitalGrowthValue)).toBe(si.investmentGoals.highgrowth.capital_growth_value);
    expect(valueAt(si, LIST_FIGURE_PATHS.financeTenYearReturn)).toBe(si.finance?.tenYear?.totalReturnPercent);
    expect(si.finance).not.toBeNull();
  });

  it("give a viewer the figures their own analysis gives (financeSummaryOf)", () => {
    const prepared = prepareViewerFinance({ deposit: { kind: "percent", percent: 15 }, interestRate: 5.55, taxableIncome: 98_760 });
    for (const listing of [scored(), scored({ price: null }), scored({ rentWeekly: null })]) {
      const out = scoringInputsForViewer(listing.scoring_inputs, prepared) as { finance: { analysis: FinanceAnalysis | null; facts: { price: number }; tenYear?: TenYearFigure } };
      expect(listFinanceFigures(out)).toEqual(financeSummaryOf(out.finance.analysis, out.finance.facts.price, out.finance.tenYear ?? null));
      expect(listFinanceFigures(out).finance_cash_flow).not.toBeNull();
    }
  });

  it("are null without a finance block", () => {
    expect(listFinanceFigures({ finance: null })).toEqual({ finance_cash_flow: null, finance_highest_offer: null, finance_cash_needed: null, finance_price_after_costs: null, finance_ten_year_return: null });
  });
});
