import { describe, expect, it } from "vitest";
import { analyseListing, prepareFinance, resolveFinanceProfile, type FinanceProfileInput, type ListingFacts } from "@/lib/finance";
import { listingFixture, profileFixture } from "@/lib/testkit/engine-listings";
import { financeInputsOf, projectFinance } from "@/lib/matches/finance";
import type { TenYearFigure } from "./finance";
import { prepareViewerFinance, scoringInputsForViewer, viewerSummaryFigures } from "./for-viewer";
import { scoreListing } from "./score";
import type { ScoredListing } from "./types";

/** The searcher's finance: figures that appear nowhere else. */
const SEARCHER: FinanceProfileInput = { deposit: { kind: "dollars", dollars: 87_654 }, interestRate: 7.137, taxableIncome: 123_457, otherDebtRepayments: 2_346, loanType: "principalAndInterest", loanTermYears: 27 };
const VIEWER: FinanceProfileInput = { deposit: { kind: "percent", percent: 15 }, interestRate: 5.55, taxableIncome: 98_760 };
const PLANTED = ["123457", "123,457", "87654", "87,654", "2346", "2,346", "7.137", "7.14%"];

const scored = (finance?: FinanceProfileInput, overrides = {}): ScoredListing =>
  scoreListing(listingFixture({ price: 640_000, rentWeekly: 560, yearBuilt: 2009, ...overrides }), profileFixture(), { finance }, { investmentGoals: 1 });

type Inputs = { finance: { basis: string; profile: FinanceProfileInput; facts: ListingFacts; analysis: ReturnType<typeof analyseListing> }; investmentGoals: { commentary: string; score: number; highcashflow: Record<string, unknown> } };

describe("a scored listing as someone else sees it", () => {
  const searcher = scored(SEARCHER);

  it("starts from a listing that does carry the searcher's figures", () => {
    const text = JSON.stringify(searcher.scoring_inputs);
    expect(PLANTED.filter((p) => text.includes(p)).length).toBeGreaterThan(3);
  });

  it("carries none of them on the standard assumptions, in numbers or words, and keeps the scores", () => {
    const out = scoringInputsForViewer(searcher.scoring_inputs, prepareViewerFinance(null)) as Inputs;
    const text = JSON.stringify(out);
    expect(PLANTED.filter((p) => text.includes(p))).toEqual([]);
    expect(out.finance.basis).toBe("standard");
    expect(out.finance.profile).toEqual({});
    // The figures are the standard loan's, as a search without finance would have worked them.
    const standard = scored(undefined).scoring_inputs as unknown as Inputs;
    expect(out.investmentGoals.highcashflow.monthly_cash_flow).toBe(standard.investmentGoals.highcashflow.monthly_cash_flow);
    expect(out.investmentGoals.commentary).toBe(standard.investmentGoals.commentary);
    expect(out.finance.analysis).toEqual(standard.finance.analysis);
    // The score is the searcher's: scores aren't personal.
    expect(out.investmentGoals.score).toBe((searcher.scoring_inputs as unknown as Inputs).investmentGoals.score);
  });

  it("works them on the viewer's own finance when they have one", () => {
    const out = scoringInputsForViewer(searcher.scoring_inputs, prepareViewerFinance(VIEWER)) as Inputs;
    const text = JSON.stringify(out);
    expect(PLANTED.filter((p) => text.includes(p))).toEqual([]);
    expect(out.finance.basis).toBe("profile");
    expect(out.finance.profile).toEqual(VIEWER);
    const theirs = analyseListing(prepareFinance(resolveFinanceProfile(VIEWER)), out.finance.facts);
    expect(out.finance.analysis.loan.amount.value).toBe(theirs.loan.amount.value);
    // The same working a search on the viewer's finance would have written.
    const own = scored(VIEWER).scoring_inputs as unknown as Inputs;
    expect(out.investmentGoals.highcashflow.working).toBe(own.investmentGoals.highcashflow.working);
    expect(out.investmentGoals.commentary).toBe(own.investmentGoals.commentary);
  });

  it("keeps the ten-year return the listing's Ten years tab shows, and reworks it on the viewer's finance", () => {
    const mine = (searcher.scoring_inputs as unknown as { finance: { tenYear: TenYearFigure } }).finance.tenYear;
    const tab = projectFinance(financeInputsOf(searcher.scoring_inputs)!);
    expect(mine.totalReturnPercent).toBe(Math.round(tab.totalReturnPercent * 10) / 10);
    const prepared = prepareViewerFinance(VIEWER);
    const out = scoringInputsForViewer(searcher.scoring_inputs, prepared) as { finance: { tenYear: TenYearFigure } };
    const own = (scored(VIEWER).scoring_inputs as unknown as { finance: { tenYear: TenYearFigure } }).finance.tenYear;
    expect(out.finance.tenYear).toEqual(own);
    expect(out.finance.tenYear.totalReturnPercent).not.toBe(mine.totalReturnPercent);
    // The list's figures (what the criteria read) from the stored facts and growth: the same as the detail's.
    const si = searcher.scoring_inputs as unknown as { finance: { facts: unknown }; suburbProfile: { growth12m: number }; provenance: { growth: unknown } };
    const row = viewerSummaryFigures(prepared, { facts: si.finance.facts, growth12m: si.suburbProfile.growth12m, growthProvenance: si.provenance.growth });
    expect(row.finance_ten_year_return).toBe(own.totalReturnPercent);
    expect(row.finance_cash_needed).toBe((scored(VIEWER).scoring_inputs as unknown as Inputs).finance.analysis.purchase.cashInvested.value);
  });

  it("hands a standard-loan listing to a viewer on the standard basis as it is", () => {
    const plain = scored(undefined);
    expect(scoringInputsForViewer(plain.scoring_inputs, prepareViewerFinance(null))).toBe(plain.scoring_inputs);
  });

  it("redoes a listing kept before the working was stored, from the profile its block kept", () => {
    const inputs = structuredClone(searcher.scoring_inputs) as unknown as Inputs;
    delete inputs.investmentGoals.highcashflow.working;
    const out = scoringInputsForViewer(inputs, prepareViewerFinance(null)) as Inputs;
    expect(PLANTED.filter((p) => JSON.stringify(out).includes(p))).toEqual([]);
    expect(out.investmentGoals.commentary).toBe((scored(undefined).scoring_inputs as unknown as Inputs).investmentGoals.commentary);
  });

  it("leaves nothing it can't rework: a commentary it can't place, or a block it can't read", () => {
    const odd = structuredClone(searcher.scoring_inputs) as unknown as Inputs;
    odd.investmentGoals.commentary = "A workflow's own words about $87,654.";
    delete odd.investmentGoals.highcashflow.working;
    const out = scoringInputsForViewer(odd, prepareViewerFinance(null)) as Inputs;
    expect(out.investmentGoals.commentary).not.toContain("87,654");
    const broken = { ...(structuredClone(searcher.scoring_inputs) as object), finance: { basis: "profile", profile: SEARCHER } };
    const cleaned = scoringInputsForViewer(broken, prepareViewerFinance(null)) as { finance: unknown; investmentGoals: Inputs["investmentGoals"] };
    expect(cleaned.finance).toBeNull();
    expect(PLANTED.filter((p) => JSON.stringify(cleaned).includes(p))).toEqual([]);
  });
});
