import { describe, expect, it } from "vitest";
import { profileFixture } from "@/lib/testkit/engine-listings";
import { emptyPreferences, type StoredPreferences } from "@/lib/preferences/schema";
import { suburbFacts, suggestSuburbs, type SuburbProfileRow } from "./suggest";

/** A suburb whose house costs `price` and rents for `rent` a week, with `growth` % over 12 months. */
function row(name: string, state: string, price: number, rent: number, growth: number, extra: Partial<SuburbProfileRow> = {}): SuburbProfileRow {
  const p = profileFixture();
  return {
    name,
    state,
    postcode: "3000",
    lga: `${name} (City)`,
    urbanArea: null,
    population: 10_000,
    ...extra,
    profile: {
      ...p,
      suburb: name,
      state,
      medianPrice: { ...p.medianPrice, House: price, Unit: price * 0.6 },
      weeklyRent: { ...p.weeklyRent, House: rent, Unit: rent * 0.8 },
      growth12m: { ...p.growth12m, House: growth, Unit: growth - 1 },
      bushfireProneFraction: extra.profile?.bushfireProneFraction ?? 0,
    },
  };
}

const rows = [
  row("Yieldy", "QLD", 500_000, 600, 2),
  row("Growthy", "VIC", 550_000, 420, 9),
  row("Middling", "VIC", 520_000, 500, 5),
  row("Pricey", "NSW", 1_200_000, 900, 6),
  row("Cheapo", "SA", 150_000, 300, 1),
  row("Tiny", "QLD", 500_000, 700, 10, { population: 300 }),
  row("Smoky", "VIC", 500_000, 650, 8, { profile: { ...profileFixture(), bushfireProneFraction: 0.8 } }),
];
const facts = suburbFacts(rows);
const brief = (p: Partial<StoredPreferences>): StoredPreferences => ({ ...emptyPreferences(), ...p });
const labels = (p: Partial<StoredPreferences>) => suggestSuburbs(facts, brief(p)).map((s) => s.label.split(",")[0]);

describe("suburb suggestions", () => {
  it("keeps suburbs whose typical property fits the budget, leaves out tiny ones, and ranks cash flow by yield", () => {
    const got = labels({ priceRange: { min: null, max: 600_000 }, investmentGoals: { highcashflow: true, undervalued: false, highcapitalgrowth: false } });
    expect(got[0]).toBe("Smoky");
    expect(got).not.toContain("Pricey");
    expect(got).not.toContain("Cheapo");
    expect(got).not.toContain("Tiny");
    expect(got.indexOf("Yieldy")).toBeLessThan(got.indexOf("Growthy"));
  });

  it("ranks growth by the last 12 months and leaves out bushfire-prone suburbs when the brief avoids bushfire", () => {
    const risks = { bushfire: true, flood: false, heritage: false };
    expect(labels({ priceRange: { min: null, max: 600_000 }, riskFilters: risks, investmentGoals: { highcashflow: false, undervalued: false, highcapitalgrowth: true } })).toEqual(["Growthy", "Middling", "Yieldy"]);
  });

  it("looks only in the brief's states and councils", () => {
    expect(labels({ priceRange: { min: null, max: 600_000 }, locations: ["Victoria"] }).sort()).toEqual(["Growthy", "Middling", "Smoky"]);
  });

  it("gives the figures it ranked on, says whether they are measured, and needs a budget", () => {
    const [first] = suggestSuburbs(facts, brief({ priceRange: { min: null, max: 600_000 }, investmentGoals: { highcashflow: true, undervalued: false, highcapitalgrowth: false } }));
    expect(first.figures).toEqual({ medianPrice: 500_000, weeklyRent: 650, grossYieldPercent: 6.8, growth12mPercent: 8, dataConfidence: "modelled" });
    expect(first.reason).toContain("gross yield 6.8%");
    expect(suggestSuburbs(facts, brief({}))).toEqual([]);
    expect(suggestSuburbs(facts, brief({ priceRange: { min: null, max: 600_000 } }), 2)).toHaveLength(2);
  });

  it("prefers a median measured from enough sales to a modelled one", () => {
    const twins = [row("Twin East", "TAS", 500_000, 500, 5), row("Twin West", "TAS", 500_000, 500, 5, { population: 5_000 })];
    const stats = [
      { suburb: "Twin West", state: "TAS", postcode: null, propertyCategory: "house" as const, bedrooms: null, medianSalePrice: 500_000, saleSampleSize: 40, medianRentWeekly: 500, rentSampleSize: 30, periodStart: "2025-01-01", periodEnd: "2025-12-31", source: "test" },
    ];
    const modelled = suggestSuburbs(suburbFacts(twins), brief({ priceRange: { min: null, max: 600_000 } }));
    expect(modelled.map((s) => s.label.split(",")[0])).toEqual(["Twin East", "Twin West"]);
    const measured = suggestSuburbs(suburbFacts(twins, stats), brief({ priceRange: { min: null, max: 600_000 } }));
    expect(measured.map((s) => [s.label.split(",")[0], s.figures.dataConfidence])).toEqual([
      ["Twin West", "measured"],
      ["Twin East", "modelled"],
    ]);
  });
});
