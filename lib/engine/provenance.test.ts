/** Where each figure came from, and the data-confidence rules of docs/SCORING.md §15. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { confidenceOf, isSolid, periodText, type FigureProvenance, type ScoringProvenance } from "./provenance";
import { compileQuery } from "./query";
import { scoreListing } from "./score";
import { applyMeasuredStatistics } from "./statistics";
import { dataArb, importanceArb, listingArb, profileArb } from "@/lib/testkit/engine-arbitraries";
import { listingFixture, profileFixture } from "@/lib/testkit/engine-listings";
import { measuredStatisticFixture } from "@/lib/testkit/statistics";
import { runs } from "@/lib/testkit/runs";

const stat = measuredStatisticFixture;

/** A live listing as a portal gives it: price and facts, but no rent, zoning, condition or layout. */
const portalListing = (over = {}) => listingFixture({ rentWeekly: null, zoning: null, condition: null, layout: null, frontage: null, ...over });
const investmentOnly = { investmentGoals: 1 };
const inputsOf = (l = listingFixture(), p = profileFixture(), importance: Record<string, number> | null = investmentOnly) => scoreListing(l, p, {}, importance).scoring_inputs;

describe("periodText", () => {
  it("counts whole months to the period's end", () => {
    expect(periodText("2025-07-01", "2026-06-30")).toBe("in the 12 months to Jun 2026");
    expect(periodText("2026-04-01", "2026-06-30")).toBe("in the 3 months to Jun 2026");
    expect(periodText("2026-06-01", "2026-06-30")).toBe("in the month to Jun 2026");
  });
});

describe("provenance in scoring_inputs", () => {
  it("marks the listing's own figures, the modelled profile and the engine's assumptions", () => {
    const { provenance: p } = inputsOf(portalListing({ price: null }));
    expect(p.price.kind).toBe("assumption");
    expect(p.price.detail).toMatch(/^price on request: the estimated value, \$[\d,]+, from the suburb median \(modelled\)/);
    expect(p.weekly_rent).toMatchObject({ kind: "modelled", detail: expect.stringContaining("(no measured data)") });
    expect(p.suburb_median).toMatchObject({ kind: "modelled" });
    expect(p.growth.kind).toBe("modelled");
    expect(p.zoning).toMatchObject({ kind: "assumption", detail: expect.stringContaining("R2") });
    expect([p.condition.kind, p.layout.kind, p.frontage.kind, p.land_size.kind]).toEqual(["assumption", "assumption", "assumption", "listing"]);
    expect(p.frontage.detail).toMatch(/estimated from the land size/);
  });

  it("says a measured rent is the suburb median for 3-bed houses, with its leases and period", () => {
    const { provenance: p } = inputsOf(portalListing(), applyMeasuredStatistics(profileFixture(), [stat()]));
    expect(p.weekly_rent).toEqual({
      kind: "measured",
      detail: "the suburb median rent for 3-bed houses, $620 a week: 42 leases in the 12 months to Jun 2026",
      sample_size: 42,
      period_start: "2025-07-01",
      period_end: "2026-06-30",
      source: "domain",
    });
    expect(p.suburb_median).toMatchObject({ kind: "measured", sample_size: 31, detail: "the median sale price of 3-bed houses in Lavington, $820,000: 31 sales in the 12 months to Jun 2026" });
  });

  it("says an all-bedrooms median was adjusted for the listing's bedrooms", () => {
    const m = applyMeasuredStatistics(profileFixture(), [stat({ bedrooms: null })]);
    const { provenance: p } = inputsOf(portalListing({ bedrooms: 4 }), m);
    expect(p.weekly_rent?.detail).toBe("the suburb median rent for houses ($620 a week), adjusted for 4 bedrooms to $695: 42 leases in the 12 months to Jun 2026");
  });

  it("has no rent for land, and keeps a townhouse's figures modelled beside measured houses", () => {
    expect(inputsOf(listingFixture({ propertyType: "Land" })).provenance.weekly_rent).toBeNull();
    const { provenance: p } = inputsOf(portalListing({ propertyType: "Townhouse" }), applyMeasuredStatistics(profileFixture(), [stat()]));
    expect(p.suburb_median.kind).toBe("modelled");
    expect(p.suburb_median.detail).toMatch(/no measured data for townhouses/);
  });
});

describe("data confidence", () => {
  it("is low for a price on request", () => {
    const c = inputsOf(listingFixture({ price: null }), applyMeasuredStatistics(profileFixture(), [stat()])).confidence;
    expect(c.level).toBe("low");
    expect(c.reasons[0]).toMatch(/price is on request/);
  });

  it("is low when the rent and the suburb median are both modelled", () => {
    const c = inputsOf(portalListing()).confidence;
    expect(c.level).toBe("low");
    expect(c.reasons).toContain("Rent: estimated at $600 a week from the suburb profile (no measured data).");
  });

  it("is medium for the listing's own rent against a modelled suburb median", () => {
    const c = inputsOf().confidence;
    expect(c.level).toBe("medium");
    expect(c.reasons[0]).toBe("Medium confidence: the suburb median is modelled.");
  });

  it("is high with measured medians on enough sales and leases, when the counted sections assume at most one fact", () => {
    const m = applyMeasuredStatistics(profileFixture(), [stat()]);
    const c = inputsOf(portalListing(), m).confidence;
    expect(c.level).toBe("high");
    expect(c.reasons).toContain("Rent: the suburb median rent for 3-bed houses, $620 a week: 42 leases in the 12 months to Jun 2026.");
    // Every section counted: zoning, condition and layout are assumed.
    const all = inputsOf(portalListing(), m, null).confidence;
    expect(all.level).toBe("medium");
    expect(all.reasons[0]).toBe("Medium confidence: the frontage, zoning, condition and layout are assumed.");
    // Renovation alone: only the condition is assumed.
    expect(inputsOf(portalListing(), m, { investmentGoals: 1, renovationPotential: 2 }).confidence.level).toBe("high");
  });

  it("is medium when a measured median rests on fewer than 10 sales or leases", () => {
    const c = inputsOf(portalListing(), applyMeasuredStatistics(profileFixture(), [stat({ rentSampleSize: 6 })])).confidence;
    expect(c.level).toBe("medium");
    expect(c.reasons[0]).toBe("Medium confidence: the rent rests on few leases.");
  });

  it("says why the suburb's statistics could not be had, instead of only that there is no measured data", () => {
    const why = "Domain's statistics for this suburb could not be had: today's allowance of Domain statistics calls is used up";
    const gap = stat({ bedrooms: null, medianSalePrice: null, saleSampleSize: null, medianRentWeekly: null, rentSampleSize: null, unavailable: why });
    const p = applyMeasuredStatistics(profileFixture(), [gap]);
    const c = inputsOf(portalListing(), p).confidence;
    expect(c.level).toBe("low");
    expect(c.reasons[0]).toBe(`Low confidence: the rent and the suburb median are modelled, because ${why}.`);
    expect(c.reasons).toContain(`Rent: estimated at $600 a week from the suburb profile (${why}).`);
    expect(inputsOf(portalListing(), p).provenance.suburb_median).toMatchObject({ kind: "modelled", unavailable: why });
    // The listing's own rent beside it: medium, and the reason is still given.
    expect(inputsOf(listingFixture(), p).confidence.reasons[0]).toBe(`Medium confidence: the suburb median is modelled (${why}).`);
    // Units are another category: their figures say only that none was measured.
    expect(inputsOf(portalListing({ propertyType: "Unit" }), p).confidence.reasons[0]).toBe("Low confidence: the rent and the suburb median are modelled: there is no measured data for this suburb and property type.");
    // A measured figure of the category at hand wins: the failed attempt isn't mentioned.
    const measuredToo = applyMeasuredStatistics(profileFixture(), [stat(), gap]);
    expect(inputsOf(portalListing(), measuredToo).confidence.reasons.join(" ")).not.toContain("could not be had");
  });

  const provenanceArb: fc.Arbitrary<ScoringProvenance> = (() => {
    const fig = fc.record({ kind: fc.constantFrom("listing", "measured", "modelled", "assumption" as const), detail: fc.constant("x"), sample_size: fc.option(fc.integer({ min: 0, max: 100 })) }) as fc.Arbitrary<FigureProvenance>;
    return fc.record({ price: fig, weekly_rent: fc.option(fig), suburb_median: fig, growth: fig, land_size: fig, frontage: fig, zoning: fig, condition: fig, layout: fig });
  })();
  const rank = { low: 0, medium: 1, high: 2 } as const;

  it("never falls when a figure becomes the listing's own (1,000 cases deep, 200 in npm test)", () => {
    fc.assert(
      fc.property(provenanceArb, fc.constantFrom("price", "weekly_rent", "suburb_median", "zoning", "condition", "layout", "frontage", "land_size" as const), importanceArb, (p, key, importance) => {
        const q = compileQuery({}, importance);
        const before = confidenceOf(p, "House", q);
        const improved = { ...p, [key]: p[key] === null ? null : { kind: "listing", detail: "x" } } as ScoringProvenance;
        expect(rank[confidenceOf(improved, "House", q).level]).toBeGreaterThanOrEqual(rank[before.level]);
        expect(before.reasons.length).toBeGreaterThanOrEqual(4);
      }),
      { numRuns: runs(1_000) },
    );
  });

  it("is high only when the price, the rent and the suburb median are solid (random listings, 300 cases deep, 200 in npm test)", () => {
    fc.assert(
      fc.property(listingArb, profileArb, dataArb, importanceArb, (l, p, d, imp) => {
        const { provenance, confidence } = scoreListing(l, p, d, imp).scoring_inputs;
        if (confidence.level === "high") {
          expect(provenance.price.kind).toBe("listing");
          expect(isSolid(provenance.suburb_median)).toBe(true);
          if (provenance.weekly_rent) expect(isSolid(provenance.weekly_rent)).toBe(true);
        }
        // A modelled profile alone never makes a score high.
        expect(confidence.level).not.toBe("high");
      }),
      { numRuns: runs(300) },
    );
  });
});
