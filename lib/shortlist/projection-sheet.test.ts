import { describe, expect, it } from "vitest";
import { analyseListing, prepareFinance, resolveFinanceProfile, type FinanceProfileInput, type KeptFacts } from "@/lib/finance";
import { financeInputsOf, projectFinance } from "@/lib/matches/finance";
import { listingFixture } from "@/lib/testkit/match-rows";
import type { ExportRow } from "./columns";
import { numbersBasisLabel } from "@/lib/sessions/copy";
import { projectionSheetOf, sheetNameOf } from "./projection-sheet";

const facts: KeptFacts = { price: 600_000, weeklyRent: 620, type: "House", state: "VIC", yearBuilt: 2005, newBuild: false, regional: false };

function exportRow(profile: FinanceProfileInput | null, over: Partial<ExportRow> = {}): ExportRow {
  const summary = listingFixture({ listing_id: "L-1", address_street: "12 Smith Street", address_suburb: "Brunswick", address_postcode: "3056", rank: 3 });
  const finance = profile
    ? { basis: Object.keys(profile).length ? "profile" : "standard", facts, profile, analysis: analyseListing(prepareFinance(resolveFinanceProfile(profile)), facts) }
    : undefined;
  const scoring_inputs = { finance, suburbProfile: { growth12m: 5 }, provenance: { growth: { kind: "measured", detail: "ABS" } } };
  return { ...summary, photos: [], scoring_inputs, image_analysis: null, starred: false, dropped: false, ...over };
}

const cellsOf = (sheet: NonNullable<ReturnType<typeof projectionSheetOf>>) => sheet.lines.map((l) => l.cells.map((c) => c.value));
/** The year table: the lines after the one whose first cell is "Year". */
function yearRows(sheet: NonNullable<ReturnType<typeof projectionSheetOf>>) {
  const lines = cellsOf(sheet);
  const head = lines.findIndex((l) => l[0] === "Year");
  return { header: lines[head], rows: lines.slice(head + 1, head + 1 + 10) };
}

describe("the XLSX projection sheet", () => {
  const profile: FinanceProfileInput = { interestRate: 6, taxableIncome: 110_000, loanType: "principalAndInterest", contractDate: "2026-07-01" };

  it("has the same year-by-year figures as the Ten years tab, to the dollar", () => {
    const row = exportRow(profile);
    const sheet = projectionSheetOf(row, 1, "owner")!;
    const p = projectFinance(financeInputsOf(row.scoring_inputs)!);
    const { header, rows } = yearRows(sheet);
    expect(rows).toHaveLength(10);
    const col = (h: string) => header.indexOf(h);
    expect(rows.map((r) => r[col("Year")])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows.map((r) => r[col("Equity")])).toEqual(p.years.map((y) => Math.round(y.equity)));
    expect(rows.map((r) => r[col("After tax")])).toEqual(p.years.map((y) => Math.round(y.cashFlowAfterTax)));
    expect(rows[9][col("Cumulative after tax")]).toBe(Math.round(p.years[9].cumulativeCashFlow));
    // The sale and the return, and the suburb's measured growth as the default, labelled.
    const lines = cellsOf(sheet);
    expect(lines.find((l) => l[0] === "Net proceeds")?.[1]).toBe(Math.round(p.exit.netProceeds));
    expect(lines.find((l) => l[0] === "Total return")?.[1]).toBe(Math.round(p.totalReturn));
    expect(lines.find((l) => l[0] === "Capital growth")?.slice(1, 4)).toEqual([5, "% a year", "measured"]);
    expect(lines[0][0]).toBe("12 Smith Street, Brunswick, VIC, 3056");
  });

  it("is worked on the finance the row carries: another profile gives other figures", () => {
    const mine = projectionSheetOf(exportRow(profile), 1, "owner")!;
    const richer = projectionSheetOf(exportRow({ ...profile, taxableIncome: 250_000 }), 1, "yours")!;
    const taxCol = yearRows(mine).header.indexOf("Tax effect");
    expect(yearRows(richer).rows[0][taxCol]).not.toBe(yearRows(mine).rows[0][taxCol]);
  });

  it("says whose finance it is worked on, in the panel's words", () => {
    expect(cellsOf(projectionSheetOf(exportRow({}), 1, "standard")!)[2][0]).toBe("Worked on Propie's standard assumptions, not on the finances of the person who shared this search.");
    expect(cellsOf(projectionSheetOf(exportRow(profile), 1, "yours")!)[2][0]).toMatch(/^Worked on your own finance from your account/);
    expect(numbersBasisLabel("owner", "profile")).toBe("Worked on your finance");
    expect(numbersBasisLabel("owner", "standard")).toMatch(/standard loan/);
  });

  it("is left out for a listing without a finance block", () => {
    expect(projectionSheetOf(exportRow(null), 1, "owner")).toBeNull();
  });

  it("names the sheet within Excel's rules: 31 characters, none of : \\ / ? * [ ]", () => {
    const name = sheetNameOf(12, { address_street: "Unit 4/12 [rear] Very Long Boulevard Name: West?", address_suburb: "X", listing_id: "L" });
    expect(name.length).toBeLessThanOrEqual(31);
    expect(name).not.toMatch(/[:\\/?*[\]]/);
    expect(name.startsWith("12. Unit 4 12 rear")).toBe(true);
    expect(sheetNameOf(1, { address_street: null, address_suburb: null, listing_id: "L-9" })).toBe("1. L-9");
  });
});
