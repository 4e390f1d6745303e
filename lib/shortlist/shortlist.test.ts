import { describe, expect, it } from "vitest";
import type { ListingDetail } from "@/lib/matches/types";
import { listingFixture } from "@/lib/testkit/match-rows";
import { compareIdsSchema, comparePath } from "./api";
import { CSV_HEADER_LINE, csvLine, EXPORT_COLUMNS, exportCells, exportFileName, FILE_NAME_SLUG_MAX, type ExportRow } from "./columns";
import { compareSections } from "./compare";
import { analyseListing, prepareFinance, resolveFinanceProfile, type FinanceProfileInput, type KeptFacts } from "@/lib/finance";
import { financeInputsOf, projectFinance, stressFinance } from "@/lib/matches/finance";

function listing(id: string, over: Partial<ListingDetail> = {}, inputs: Record<string, unknown> = {}): ListingDetail {
  const summary = listingFixture({
    id,
    listing_id: id,
    session_id: "s",
    created_at: "2026-11-27T00:00:00Z",
    address_street: `${id} Street`,
    address_suburb: "Brunswick",
    address_postcode: "3056",
    list_price: "700000",
    land_size: 400,
    heritage_overlay: null,
    flood_overlay: null,
    bushfire_overlay: null,
    rental_yield: 4,
    capital_growth: 5,
    property_score: 70,
    section_scores: { renovationPotential: "40%" },
    capital_growth_value: null,
    diff_percent: null,
    suburb_centroid: null,
  });
  return { ...summary, photos: [], scoring_inputs: inputs, image_analysis: null, ...over };
}
const row = (l: ListingDetail): ExportRow => ({ ...l, starred: false, dropped: false });
const slugWords = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-");

describe("the compare table", () => {
  it("marks the best value of each row: the highest score and yield, the lowest price", () => {
    const a = listing("A", { property_score: 80, rental_yield: 3.5, list_price: "800000" });
    const b = listing("B", { property_score: 60, rental_yield: 5.1, list_price: "650000" });
    const rows = new Map(compareSections([a, b]).flatMap((s) => s.rows.map((r) => [r.key, r])));
    expect(rows.get("property_score")?.best).toEqual([0]);
    expect(rows.get("gross_yield")?.best).toEqual([1]);
    expect(rows.get("price")?.best).toEqual([1]);
    expect(rows.get("price")?.cells.map((c) => c.text)).toEqual(["$800,000", "$650,000"]);
  });

  it("marks nothing where all are equal or only one has a figure, and leaves out rows nobody has", () => {
    const rows = new Map(compareSections([listing("A"), listing("B")]).flatMap((s) => s.rows.map((r) => [r.key, r])));
    expect(rows.get("renovation_score")?.best).toEqual([]);
    expect(rows.has("cash_invested")).toBe(false);
  });

  it("shows the buyer's finance figures with where each comes from", () => {
    const finance = (v: number) => ({ finance: { basis: "profile", analysis: { cashFlow: { monthlyAfterTax: { value: v, provenance: { kind: "yours", detail: "your 20% deposit" } } } } } });
    const sections = compareSections([listing("A", {}, finance(-150)), listing("B", {}, finance(90))]);
    const yours = sections.find((s) => s.key === "finance");
    const flow = yours?.rows.find((r) => r.key === "cash_flow_after_tax");
    expect(flow?.cells.map((c) => [c.text, c.source])).toEqual([
      ["-$150", "Your figure: your 20% deposit"],
      ["$90", "Your figure: your 20% deposit"],
    ]);
    expect(flow?.best).toEqual([1]);
  });
});

describe("the compare table's ten years and rate stress", () => {
  const profile: FinanceProfileInput = { interestRate: 6, taxableIncome: 110_000, loanType: "principalAndInterest", contractDate: "2026-07-01" };
  const block = (facts: KeptFacts, growth: number) => ({
    finance: { basis: "profile", facts, profile, analysis: analyseListing(prepareFinance(resolveFinanceProfile(profile)), facts) },
    suburbProfile: { source: "modelled", medianPrice: 800_000, weeklyRent: 600, growth12m: growth },
    provenance: { growth: { kind: "modelled", detail: "modelled" } },
  });
  const cheap: KeptFacts = { price: 600_000, weeklyRent: 620, type: "House", state: "VIC", yearBuilt: 2005, newBuild: false, regional: false };
  const dear: KeptFacts = { price: 900_000, weeklyRent: 650, type: "House", state: "VIC", yearBuilt: 2005, newBuild: false, regional: false };

  it("shows each listing's hold and rate stress, the same figures as its Ten years tab, best marked", () => {
    const a = listing("A", {}, block(cheap, 3));
    const b = listing("B", {}, block(dear, 6));
    const sections = compareSections([a, b]);
    const rows = new Map(sections.flatMap((s) => s.rows.map((r) => [r.key, r])));
    const pa = projectFinance(financeInputsOf(a.scoring_inputs)!);
    const pb = projectFinance(financeInputsOf(b.scoring_inputs)!);
    expect(rows.get("ten_equity")?.cells.map((c) => c.value)).toEqual([pa.years[9].equity, pb.years[9].equity]);
    expect(rows.get("ten_total_return")?.cells.map((c) => c.value)).toEqual([pa.totalReturn, pb.totalReturn]);
    expect(rows.get("ten_irr")?.cells[0].text).toMatch(/^-?\d+\.\d% a year$/);
    // The suburb's growth is the default, and the cell says what it rests on.
    expect(rows.get("ten_equity")?.cells[1].source).toContain("capital growth 6% a year (modelled)");
    // The dearer listing at 6 % growth ends with more equity.
    expect(rows.get("ten_equity")?.best).toEqual([1]);
    // Rate stress: +1, +2, +3 points, each the stress function's figure, with the rate and the borrowing verdict.
    const stress = sections.find((s) => s.key === "rate_stress")!;
    expect(stress.rows.map((r) => r.key)).toEqual(["stress_1", "stress_2", "stress_3"]);
    const sa = stressFinance(financeInputsOf(a.scoring_inputs)!);
    expect(stress.rows.map((r) => r.cells[0].value)).toEqual(sa.rows.map((r) => r.monthlyAfterTax));
    expect(stress.rows[2].cells[0].source).toMatch(/^At 9\.00%: \$[\d,]+ a month in repayments; (within|more than) what you could borrow/);
    expect(stress.rows[0].best).toEqual([0]);
  });

  it("leaves the rows out when no listing has a finance block, and shows a dash for one without", () => {
    expect(compareSections([listing("A"), listing("B")]).some((s) => s.key === "ten_years" || s.key === "rate_stress")).toBe(false);
    const rows = new Map(compareSections([listing("A", {}, block(cheap, 3)), listing("B")]).flatMap((s) => s.rows.map((r) => [r.key, r])));
    expect(rows.get("ten_equity")?.cells[1].text).toBe("–");
    expect(rows.get("stress_2")?.cells[1].text).toBe("–");
  });
});

describe("the export", () => {
  it("writes one header per column and numbers as numbers, quoting and defusing text", () => {
    expect(CSV_HEADER_LINE.split(",").length).toBeGreaterThanOrEqual(EXPORT_COLUMNS.length);
    const line = csvLine(row(listing("A", { address_street: '=1+2, "x"' })));
    expect(line).toContain(`"'=1+2, ""x"""`);
    expect(line).toContain(",700000,");
    expect(line.endsWith("\r\n")).toBe(true);
  });

  it("names the file after the session and the day", () => {
    expect(exportFileName({ name: "3-bed houses in Brunswick, under $800k!", day: "2026-11-27", scope: "matches", format: "xlsx" })).toBe("propie-3-bed-houses-in-brunswick-under-800k-2026-11-27.xlsx");
    expect(exportFileName({ name: "Café ☕", day: "2026-11-27", scope: "shortlist", format: "csv" })).toBe("propie-cafe-shortlist-2026-11-27.csv");
    expect(exportFileName({ name: "☕", day: "2026-11-27", scope: "matches", format: "csv" })).toBe("propie-session-2026-11-27.csv");
  });

  it("shortens a long name at a whole word, never in the middle of one", () => {
    // A search in words (lib/preferences/describe.ts) runs to a sentence: its first clause is kept when it fits.
    const name = "a house with 3 bedrooms in Brunswick VIC 3056, up to $800k, focused on strong cash flow and capital growth, avoiding anything flood-prone";
    expect(exportFileName({ name, day: "2026-11-27", scope: "matches", format: "xlsx" })).toBe("propie-a-house-with-3-bedrooms-in-brunswick-vic-3056-2026-11-27.xlsx");
    // One clause too long: cut before the word that would cross the limit ("northcote", not "northc").
    const long = "a house in Brunswick VIC 3056 or Fitzroy VIC 3065 or Northcote VIC 3070 or Carlton VIC 3053";
    const file = exportFileName({ name: long, day: "2026-11-27", scope: "matches", format: "csv" });
    const slug = file.replace(/^propie-|-2026-11-27\.csv$/g, "");
    expect(slug.length).toBeLessThanOrEqual(FILE_NAME_SLUG_MAX);
    expect(`${slugWords(long)}-`.startsWith(`${slug}-`)).toBe(true);
  });

  it("has duty, LMI and the highest offer as columns, from the finance the row carries", () => {
    const analysis = {
      purchase: { duty: { value: 37_070, provenance: { kind: "published", detail: "duty" } }, lmi: { value: 8_123, provenance: { kind: "estimate", detail: "LMI" } } },
    };
    const r = row(listing("A", { finance_highest_offer: 655_000 }, { finance: { basis: "profile", analysis } }));
    const headers = EXPORT_COLUMNS.map((c) => c.header);
    const cells = new Map(EXPORT_COLUMNS.map((c, i) => [c.header, exportCells(r)[i]]));
    expect(headers).toEqual(expect.arrayContaining(["Transfer duty", "LMI", "Highest offer to break even"]));
    expect([cells.get("Transfer duty"), cells.get("LMI"), cells.get("Highest offer to break even")]).toEqual([37_070, 8_123, 655_000]);
    expect(CSV_HEADER_LINE).toContain(",Transfer duty,LMI,");
  });
});

describe("compare links", () => {
  it("takes two to four distinct ids and builds the shareable path", () => {
    expect(compareIdsSchema.parse("a, b,a")).toEqual(["a", "b"]);
    expect(compareIdsSchema.safeParse("a").success).toBe(false);
    expect(compareIdsSchema.safeParse("a,b,c,d,e").success).toBe(false);
    expect(comparePath("s-1", ["a b", "c"])).toBe("/session/s-1/compare?ids=a%20b,c");
  });
});
