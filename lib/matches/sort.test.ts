import { describe, expect, it } from "vitest";
import { availableSortOptions, defaultDirection, directionLabel, hasFinanceFigures, hasScoreTies, isSortKey, priceValue, sortListings, SORT_OPTIONS, sortValue } from "./sort";
import { listingFixture } from "@/lib/testkit/match-rows";

const a = listingFixture({ listing_id: "A", property_score: 80, rental_yield: 3, capital_growth: -1, capital_growth_value: 5_000, diff_percent: 10, land_size: 300 });
const b = listingFixture({ listing_id: "B", property_score: 50, rental_yield: 6, capital_growth: 4, capital_growth_value: 40_000, diff_percent: -20, land_size: null });
const c = listingFixture({ listing_id: "C", property_score: 65, rental_yield: null, capital_growth: 2, capital_growth_value: null, diff_percent: -5, land_size: 900 });

const ids = (rows: { listing_id: string }[]) => rows.map((r) => r.listing_id);

/** Spec 2 section 9's sort order, written out here so the test checks SORT_OPTIONS against the spec rather than itself. */
const SPEC_SORTS = ["property_score", "rental_yield", "capital_growth", "highgrowth_capital_growth", "undervaluation", "land_size"];
/** Spec 2's sorts and Price (issue 36), offered for every search. */
const LISTING_SORTS = [...SPEC_SORTS, "price"];
/** The section sorts, offered only when some listing has that section's score. */
const SECTION_SORTS = ["splitLiving", "riskOverlay", "renovationPotential", "developmentPotential"];

describe("sort options", () => {
  it("offers every option of spec 2 section 9 and the buyer's finance, Overall Fit first", () => {
    expect(SORT_OPTIONS.map((o) => o.key)).toEqual([...LISTING_SORTS, "finance_cash_flow", "finance_highest_offer", "finance_ten_year_return", ...SECTION_SORTS]);
    expect(SORT_OPTIONS[0].label).toBe("Overall Fit");
    expect(isSortKey("undervaluation")).toBe(true);
    expect(isSortKey("price")).toBe(true);
    expect(isSortKey("cheapest")).toBe(false);
  });

  it("offers the section sorts only when some listing has that score", () => {
    const none = listingFixture({ section_scores: { investmentGoals: "50%" } });
    expect(availableSortOptions([none]).map((o) => o.key)).toEqual(LISTING_SORTS);
    const some = listingFixture({ section_scores: { splitLiving: "10%", developmentPotential: "" } });
    expect(availableSortOptions([none, some]).map((o) => o.key)).toContain("splitLiving");
    expect(availableSortOptions([none, some]).map((o) => o.key)).not.toContain("developmentPotential");
  });

  it("offers the finance sorts only when some listing has the figure, and sorts by them highest first, missing last", () => {
    const p = listingFixture({ listing_id: "P", finance_cash_flow: -850, finance_highest_offer: 540_000 });
    const q = listingFixture({ listing_id: "Q", finance_cash_flow: 120, finance_highest_offer: null });
    const r = listingFixture({ listing_id: "R" });
    expect(availableSortOptions([r]).map((o) => o.key)).not.toContain("finance_cash_flow");
    expect([hasFinanceFigures([r]), hasFinanceFigures([r, q])]).toEqual([false, true]);
    expect(availableSortOptions([r, p]).map((o) => o.key)).toEqual(expect.arrayContaining(["finance_cash_flow", "finance_highest_offer"]));
    expect(SORT_OPTIONS.find((o) => o.key === "finance_cash_flow")?.label).toBe("Your Cash Flow");
    expect(ids(sortListings([p, r, q], "finance_cash_flow"))).toEqual(["Q", "P", "R"]);
    expect(ids(sortListings([q, r, p], "finance_highest_offer"))[0]).toBe("P");
  });

  it("sorts by the engine's ten-year return either way, a listing without it last", () => {
    const a = listingFixture({ listing_id: "A", finance_ten_year_return: 142.5 });
    const b = listingFixture({ listing_id: "B", finance_ten_year_return: -12 });
    const c = listingFixture({ listing_id: "C" });
    expect(availableSortOptions([c]).map((o) => o.key)).not.toContain("finance_ten_year_return");
    expect(availableSortOptions([c, b]).find((o) => o.key === "finance_ten_year_return")?.label).toBe("Ten-year return");
    expect(ids(sortListings([b, c, a], "finance_ten_year_return"))).toEqual(["A", "B", "C"]);
    expect(ids(sortListings([a, c, b], "finance_ten_year_return", "asc"))).toEqual(["B", "A", "C"]);
  });
});

describe("both ways", () => {
  const cheap = listingFixture({ listing_id: "CHEAP", list_price: "$450,000", property_score: 40 });
  const dear = listingFixture({ listing_id: "DEAR", list_price: "$1,250,000", property_score: 70 });
  const estimated = listingFixture({ listing_id: "EST", list_price: null, estimated_price: 700_000, property_score: 60 });
  const unknown = listingFixture({ listing_id: "NONE", list_price: "Contact agent", estimated_price: null, property_score: 90 });

  it("reads the list price, else the engine's estimate of a price on request; a range or the agent's words are no price", () => {
    expect([priceValue(cheap), priceValue(dear), priceValue(estimated), priceValue(unknown)]).toEqual([450_000, 1_250_000, 700_000, null]);
    expect(priceValue({ list_price: "$650,000 - $700,000", estimated_price: null })).toBeNull();
    expect(SORT_OPTIONS.find((o) => o.key === "price")?.label).toBe("Price");
  });

  it("sorts by price lowest first by default, highest first when turned, a listing without a price last either way", () => {
    expect(defaultDirection("price")).toBe("asc");
    expect(ids(sortListings([dear, unknown, cheap, estimated], "price"))).toEqual(["CHEAP", "EST", "DEAR", "NONE"]);
    expect(ids(sortListings([dear, unknown, cheap, estimated], "price", "desc"))).toEqual(["DEAR", "EST", "CHEAP", "NONE"]);
  });

  it("turns every other sort too (highest first by default), missing last, ties in the same order both ways", () => {
    for (const o of SORT_OPTIONS) if (o.key !== "price") expect(defaultDirection(o.key)).toBe("desc");
    expect(ids(sortListings([a, b, c], "rental_yield", "asc"))).toEqual(["A", "B", "C"]);
    expect(ids(sortListings([a, b, c], "land_size", "asc"))).toEqual(["A", "C", "B"]);
    expect(ids(sortListings([a, b, c], "property_score", "asc"))).toEqual(["B", "C", "A"]);
    const p = listingFixture({ listing_id: "P", rental_yield: 5, property_score: 10 });
    const q = listingFixture({ listing_id: "Q", rental_yield: 5, property_score: 90 });
    const r = listingFixture({ listing_id: "R", rental_yield: 4, property_score: 50 });
    expect(ids(sortListings([p, q, r], "rental_yield", "asc"))).toEqual(["R", "Q", "P"]);
    expect([directionLabel("desc"), directionLabel("asc")]).toEqual(["Highest first", "Lowest first"]);
  });
});

describe("sortListings", () => {
  it("sorts highest first with missing values last", () => {
    expect(ids(sortListings([a, b, c], "property_score"))).toEqual(["A", "C", "B"]);
    expect(ids(sortListings([a, b, c], "rental_yield"))).toEqual(["B", "A", "C"]);
    expect(ids(sortListings([a, b, c], "capital_growth"))).toEqual(["B", "C", "A"]);
    expect(ids(sortListings([a, b, c], "highgrowth_capital_growth"))).toEqual(["B", "A", "C"]);
    expect(ids(sortListings([a, b, c], "land_size"))).toEqual(["C", "A", "B"]);
  });

  it("puts the listing furthest below its suburb median first", () => {
    expect(ids(sortListings([a, b, c], "undervaluation"))).toEqual(["B", "C", "A"]);
  });

  it("sorts by section score percent strings", () => {
    const x = listingFixture({ listing_id: "X", section_scores: { splitLiving: "72%" } });
    const y = listingFixture({ listing_id: "Y", section_scores: { splitLiving: "9%" } });
    const z = listingFixture({ listing_id: "Z", section_scores: {} });
    expect(ids(sortListings([y, z, x], "splitLiving"))).toEqual(["X", "Y", "Z"]);
    expect(sortValue(z, "riskOverlay")).toBeNull();
  });

  it("breaks ties by Overall Fit, then listing id, and leaves the input untouched", () => {
    const p = listingFixture({ listing_id: "P", rental_yield: 5, property_score: 10 });
    const q = listingFixture({ listing_id: "Q", rental_yield: 5, property_score: 90 });
    const r = listingFixture({ listing_id: "R", rental_yield: 5, property_score: 90 });
    const input = [p, r, q];
    expect(ids(sortListings(input, "rental_yield"))).toEqual(["Q", "R", "P"]);
    expect(ids(input)).toEqual(["P", "R", "Q"]);
  });

  it("orders equal Overall Fit scores as the search ranked them (its tie-break), and says when ties exist", () => {
    const t1 = listingFixture({ listing_id: "T1", property_score: 100, rank: 3 });
    const t2 = listingFixture({ listing_id: "T2", property_score: 100, rank: 1 });
    const t3 = listingFixture({ listing_id: "T3", property_score: 100, rank: 2 });
    const lower = listingFixture({ listing_id: "L", property_score: 99, rank: 4 });
    expect(ids(sortListings([t1, lower, t3, t2], "property_score"))).toEqual(["T2", "T3", "T1", "L"]);
    expect(hasScoreTies([t1, t2, lower])).toBe(true);
    expect(hasScoreTies([t1, lower])).toBe(false);
  });

  it("sorts 2,000 rows by a section score, highest first (speed: npm run bench:matches)", () => {
    const rows = Array.from({ length: 2_000 }, (_, i) =>
      listingFixture({ listing_id: `L${i}`, rental_yield: (i * 7919) % 97, section_scores: { splitLiving: `${(i * 31) % 100}%` } }),
    );
    const sorted = sortListings(rows, "splitLiving");
    expect(sorted).toHaveLength(2_000);
    const scores = sorted.map((r) => parseFloat(String(r.section_scores?.splitLiving)));
    for (let i = 1; i < scores.length; i++) expect(scores[i - 1]).toBeGreaterThanOrEqual(scores[i]);
  });
});
