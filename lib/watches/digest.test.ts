import { describe, expect, it } from "vitest";
import { compareRankings, describeChange, isEmptyDigest, scoreWords, toWatchEntry, type RankedListing, type WatchEntry } from "./digest";

function entry(id: string, rank: number, score: number, over: Partial<WatchEntry> = {}): WatchEntry {
  return {
    id,
    rank,
    score,
    address: `${rank} Test St, Richmond VIC 3121`,
    source: "demo",
    url: null,
    price: 800_000,
    priceEstimated: false,
    monthlyCashFlow: -20,
    grossYield: 4.1,
    weeklyRent: 650,
    suburbMedian: 900_000,
    sections: { investmentGoals: 60, renovationPotential: 40 },
    overlays: { flood: false, bushfire: false, heritage: false },
    ...over,
  };
}

const nowhere = () => "no longer listed";

describe("the reason in words", () => {
  it("names a price cut and what it did to the cash flow", () => {
    const before = entry("a", 1, 60, { price: 800_000, monthlyCashFlow: -20 });
    const after = entry("a", 1, 67, { price: 780_000, monthlyCashFlow: 40 });
    expect(describeChange(before, after)).toBe("price cut $20,000 → cash flow now +$40/month");
  });

  it("names a rise, a new rent estimate, a suburb's median and an overlay", () => {
    expect(describeChange(entry("a", 1, 60), entry("a", 1, 52, { price: 830_000, monthlyCashFlow: -130 }))).toBe("price up $30,000 → cash flow now −$130/month");
    expect(describeChange(entry("a", 1, 60), entry("a", 1, 66, { weeklyRent: 700, monthlyCashFlow: 180 }))).toBe("rent estimate $650 → $700 a week → cash flow now +$180/month");
    expect(describeChange(entry("a", 1, 60), entry("a", 1, 54, { suburbMedian: 860_000 }))).toBe("suburb median $900,000 → $860,000");
    expect(describeChange(entry("a", 1, 60), entry("a", 1, 50, { overlays: { flood: true, bushfire: false, heritage: false } }))).toBe("flood overlay now shown");
  });

  it("falls back to the sections that moved when no input it knows changed", () => {
    expect(describeChange(entry("a", 1, 60), entry("a", 1, 70, { sections: { investmentGoals: 60, renovationPotential: 58 } }))).toBe("Renovation potential 40% → 58%");
  });
});

describe("comparing two rankings", () => {
  const previous = [entry("a", 1, 80), entry("b", 2, 75), entry("c", 3, 70), entry("d", 4, 65)];

  it("finds nothing when nothing changed", () => {
    expect(isEmptyDigest(compareRankings({ previous, current: previous, topN: 3, threshold: 5, whereabouts: nowhere }))).toBe(true);
  });

  it("reports a new listing in the top N, a listing moved up into it, and one that left", () => {
    const current = [entry("a", 1, 80), entry("new", 2, 78), entry("d", 3, 66), entry("b", 4, 75)];
    const d = compareRankings({ previous, current, topN: 3, threshold: 5, whereabouts: (e) => (e.id === "c" ? "no longer listed" : null) });
    expect(d.entered.map((e) => [e.entry.id, e.previousRank, e.reason])).toEqual([
      ["new", null, "new match"],
      ["d", 4, "up from #4"],
    ]);
    expect(d.left.map((l) => [l.entry.id, l.reason])).toEqual([["c", "no longer listed"]]);
    // b dropped out of the top 3 but still ranks, and its score didn't move: not news.
    expect(d.moved).toEqual([]);
  });

  it("reports a score that moved by the threshold or more, and not one that moved less", () => {
    const current = [entry("a", 1, 86, { price: 780_000, monthlyCashFlow: 40 }), entry("b", 2, 79), entry("c", 3, 70), entry("d", 4, 65)];
    const d = compareRankings({ previous, current, topN: 3, threshold: 5, whereabouts: nowhere });
    expect(d.moved.map((m) => [m.after.id, m.delta, m.reason])).toEqual([["a", 6, "price cut $20,000 → cash flow now +$40/month"]]);
    expect(scoreWords(d.moved[0].before.score, d.moved[0].after.score)).toBe("80 → 86 (+6)");
  });

  it("leaves out a listing whose whereabouts can't be known (its source was not read)", () => {
    const d = compareRankings({ previous, current: previous.filter((e) => e.id !== "b"), topN: 3, threshold: 5, whereabouts: () => null });
    expect(d.left).toEqual([]);
  });
});

describe("a ranking's entries", () => {
  it("reads the figures from the engine's scoring inputs, and survives a row without them", () => {
    const listing: RankedListing = {
      listing_id: "L1",
      source: "demo",
      address_street: "1 Swan St",
      address_suburb: "Richmond",
      address_state: "VIC",
      address_postcode: "3121",
      listing_url: null,
      property_score: 71.4,
      section_scores: { investmentGoals: "66%", splitLiving: "10%" },
      scoring_inputs: {
        investmentGoals: { highcashflow: { monthly_cash_flow: 40, gross_yield: 5.1, weekly_rent: 700, price_used: 780_000, price_basis: "list_price" } },
        suburbProfile: { medianPrice: 900_000 },
        riskOverlay: { flood: { detected: true }, bushfire: { detected: false }, heritage: { detected: false } },
      },
    };
    expect(toWatchEntry(listing, 3)).toMatchObject({
      id: "L1",
      rank: 3,
      score: 71.4,
      address: "1 Swan St, Richmond VIC 3121",
      price: 780_000,
      monthlyCashFlow: 40,
      grossYield: 5.1,
      suburbMedian: 900_000,
      sections: { investmentGoals: 66, splitLiving: 10 },
      overlays: { flood: true, bushfire: false, heritage: false },
    });
    expect(toWatchEntry({ ...listing, scoring_inputs: { investmentGoals: "?" }, section_scores: null }, 1)).toMatchObject({ price: null, monthlyCashFlow: null, sections: {} });
  });
});
