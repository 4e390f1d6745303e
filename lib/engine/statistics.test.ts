/** Measured suburb statistics in a profile: which figures they replace, and for which listings. */
import { describe, expect, it } from "vitest";
import { listingBase } from "./base";
import { scoreListing } from "./score";
import { applyMeasuredStatistics, categoryOf, effectiveProfile, withMeasuredStatistics, type MeasuredStatistic } from "./statistics";
import { listingFixture, profileFixture } from "@/lib/testkit/engine-listings";
import { profileFor, suburbIdKey, suburbNameKey } from "./valuation";
import { measuredStatisticFixture } from "@/lib/testkit/statistics";

const stat = (over: Partial<MeasuredStatistic> = {}) => measuredStatisticFixture({ bedrooms: null, medianSalePrice: 900_000, medianRentWeekly: 650, ...over });

describe("categoryOf", () => {
  it("maps houses to house, units and apartments to unit, and townhouses and land to neither", () => {
    expect(["House", "Unit", "Apartment", "Townhouse", "Land"].map((t) => categoryOf(t as never))).toEqual(["house", "unit", "unit", null, null]);
  });
});

describe("applyMeasuredStatistics", () => {
  it("puts the all-bedrooms house median in place of the modelled house figures only", () => {
    const p = profileFixture();
    const m = applyMeasuredStatistics(p, [stat()]);
    expect(m.medianPrice).toEqual({ ...p.medianPrice, House: 900_000 });
    expect(m.weeklyRent).toEqual({ ...p.weeklyRent, House: 650 });
    expect(m.growth12m).toBe(p.growth12m);
    expect(m.measured?.price.House).toMatchObject({ value: 900_000, sampleSize: 31, bedrooms: null, category: "house" });
    expect(m.measured?.price.Townhouse).toBeUndefined();
    // The profile passed in is left as it was.
    expect(p.medianPrice.House).toBe(800_000);
    expect(p.measured).toBeUndefined();
  });

  it("gives the unit median to units and apartments", () => {
    const m = applyMeasuredStatistics(profileFixture(), [stat({ propertyCategory: "unit", medianSalePrice: 450_000, medianRentWeekly: null })]);
    expect([m.medianPrice.Unit, m.medianPrice.Apartment]).toEqual([450_000, 450_000]);
    expect(m.weeklyRent.Unit).toBe(480);
    expect(m.measured?.rent.Unit).toBeUndefined();
  });

  it("keeps the first usable row of each category, bedroom count and figure, and skips empty medians", () => {
    const m = applyMeasuredStatistics(profileFixture(), [
      stat({ medianSalePrice: null, medianRentWeekly: 0 }),
      stat({ medianSalePrice: 910_000, saleSampleSize: 0 }),
      stat({ medianSalePrice: 920_000 }),
      stat({ medianSalePrice: 930_000, medianRentWeekly: 700 }),
    ]);
    expect(m.medianPrice.House).toBe(920_000);
    expect(m.weeklyRent.House).toBe(650);
  });

  it("returns the profile itself when no row is usable", () => {
    const p = profileFixture();
    expect(applyMeasuredStatistics(p, [])).toBe(p);
    expect(applyMeasuredStatistics(p, [stat({ medianSalePrice: null, medianRentWeekly: null })])).toBe(p);
  });
});

describe("effectiveProfile", () => {
  const m = applyMeasuredStatistics(profileFixture(), [stat(), stat({ bedrooms: 4, medianSalePrice: 1_050_000, medianRentWeekly: 760, rentSampleSize: 18 })]);

  it("values a 4-bed house at the measured 4-bed median times its land factor, and rents it at the 4-bed median", () => {
    const l = listingFixture({ bedrooms: 4, landSize: 600, rentWeekly: null });
    const b = listingBase(l, m);
    // A 600 m² lot on a 600 m² typical block: land factor 1.
    expect(b.expected).toBe(1_050_000);
    expect(b.rent).toBe(760);
    expect(b.rentEstimated).toBe(true);
    const s = scoreListing(l, m, {}, null);
    expect(s.scoring_inputs.investmentGoals.undervalued.suburb_median).toBe(1_050_000);
    expect(s.scoring_inputs.suburbProfile).toMatchObject({ medianPrice: 1_050_000, weeklyRent: 760 });
  });

  it("falls back to the all-bedrooms median, moved by the bedroom factor, for another count", () => {
    const b = listingBase(listingFixture({ bedrooms: 2, rentWeekly: null }), m);
    expect(b.expected).toBe(Math.round(900_000 * 0.9));
    expect(b.rent).toBe(Math.round((650 * 0.88) / 5) * 5);
  });

  it("is the same object each time, idempotent, and the profile itself where nothing applies", () => {
    const e = effectiveProfile(m, "House", 4);
    expect(e).not.toBe(m);
    expect(effectiveProfile(m, "House", 4)).toBe(e);
    expect(effectiveProfile(e, "House", 4)).toBe(e);
    expect(effectiveProfile(m, "House", 3)).toBe(m);
    expect(effectiveProfile(m, "Townhouse", 4)).toBe(m);
    expect(effectiveProfile(m, "Unit", 4)).toBe(m);
  });
});

describe("withMeasuredStatistics", () => {
  it("merges each suburb's rows into its profile under every key, matching postcodes where both have one", () => {
    const p = profileFixture();
    const profiles = new Map([
      [suburbIdKey(12287), p],
      [suburbNameKey("Lavington", "NSW"), p],
    ]);
    const out = withMeasuredStatistics(profiles, [stat(), stat({ postcode: "9999", propertyCategory: "unit", medianSalePrice: 1 })]);
    const m = out.get(suburbIdKey(12287))!;
    expect(out.get(suburbNameKey("Lavington", "NSW"))).toBe(m);
    expect(m.medianPrice.House).toBe(900_000);
    expect(m.medianPrice.Unit).toBe(p.medianPrice.Unit);
    expect(profiles.get(suburbIdKey(12287))).toBe(p);
  });

  it("gives a suburb with statistics but no profile the state fallback with them", () => {
    const l = listingFixture({ suburb: "Newtown Heights", suburbId: null });
    const out = withMeasuredStatistics(new Map(), [stat({ suburb: "Newtown Heights", postcode: null })], [l]);
    const p = profileFor(l, out);
    expect(p.source).toBe("fallback");
    expect(p.medianPrice.House).toBe(900_000);
  });
});
