import { describe, expect, it } from "vitest";
import { DEFAULT_PLAN, fitsPlan, isFeatureAvailable, PLAN_FEATURES, planById, planFeatureLines, planFromName, planLimitMessage, PLANS, usagePeriod } from "./plans";
import { COMING_SOON_FACTORS } from "./preferences/schema";
import { FACTOR_LABELS } from "./preferences/steps";

describe("the plans table", () => {
  it("has the spec's three tiers with their names and prices, and Slice's 2 searches per day", () => {
    expect(PLANS.map((p) => [p.id, p.name, p.price])).toEqual([
      ["Free", "Slice", 0],
      ["Half Pie", "Half Pie", 59],
      ["Whole Pie", "Whole Pie", 199],
    ]);
    expect(planById("Free").limits.searchesPerDay).toBe(2);
    expect(planFeatureLines(planById("Free"))[0]).toBe("2 searches per day");
    expect(planFeatureLines(planById("Half Pie"))[0]).toBe("Unlimited searches");
  });

  it("sells nothing the preferences form marks Coming soon (issue 38, item 4)", () => {
    const listed = PLANS.flatMap((p) => p.features);
    // Every feature a plan lists is available: none rests on a factor the form greys out as "Coming soon".
    for (const feature of listed) {
      const { factor } = PLAN_FEATURES[feature];
      if (factor) expect(COMING_SOON_FACTORS, `${feature} rests on ${factor}`).not.toContain(factor);
      expect(isFeatureAvailable(feature)).toBe(true);
    }
    // The two the issue found are off the plans while their factors are Coming soon, and no pricing line names a Coming-soon tile.
    expect(COMING_SOON_FACTORS).toContain("avoidOverlay");
    expect(COMING_SOON_FACTORS).toContain("proximityToAmenities");
    const lines = PLANS.flatMap((p) => planFeatureLines(p)).map((l) => l.toLowerCase());
    expect(lines).not.toContain("undesirable flags");
    expect(lines).not.toContain("amenity scoring");
    for (const factor of COMING_SOON_FACTORS) {
      const words = FACTOR_LABELS[factor].toLowerCase();
      expect(lines.some((l) => l.includes(words)), words).toBe(false);
    }
    // A feature without a Coming-soon factor stays on its plan.
    expect(planFeatureLines(planById("Half Pie"))).toEqual(expect.arrayContaining(["Sharing", "Suburb suggestions"]));
    expect(planFeatureLines(planById("Whole Pie"))).toEqual(expect.arrayContaining(["Advanced metrics", "Scenario analysis"]));
  });

  it("gives more of every limit on a dearer plan (never less)", () => {
    for (let i = 1; i < PLANS.length; i++) {
      for (const key of ["watchedSearches", "shortlistSize", "exportsPerMonth"] as const) {
        expect(PLANS[i].limits[key]).toBeGreaterThanOrEqual(PLANS[i - 1].limits[key]);
      }
    }
  });

  it("keeps the beta as it is: every account starts on the top plan, with unlimited searches", () => {
    expect(DEFAULT_PLAN).toBe("Whole Pie");
    expect(planById(DEFAULT_PLAN).limits.searchesPerDay).toBeNull();
  });

  it("reads a plan named on a command line", () => {
    expect(planFromName("half-pie")).toBe("Half Pie");
    expect(planFromName("Slice")).toBe("Free");
    expect(planFromName("FREE")).toBe("Free");
    expect(planFromName("whole pie")).toBe("Whole Pie");
    expect(planFromName("quarter pie")).toBeNull();
  });
});

describe("limits and their words", () => {
  const now = new Date("2026-11-22T08:00:00Z"); // 7 pm on 22 November in Sydney

  it("counts searches per Sydney day and exports per Sydney month, with when each resets", () => {
    expect(usagePeriod("searches", now)).toEqual({ key: "2026-11-22", resetsAt: new Date("2026-11-22T13:00:00Z") });
    expect(usagePeriod("exports", now)).toEqual({ key: "2026-11", resetsAt: new Date("2026-11-30T13:00:00Z") });
    expect(usagePeriod("searches", new Date("2026-11-22T13:30:00Z")).key).toBe("2026-11-23");
  });

  it("says what the limit is and when it resets", () => {
    expect(planLimitMessage(planById("Free"), "searches", now)).toBe(
      "Your Slice plan includes 2 searches per day and you've used them. They reset at midnight Sydney time (in 5 hours). Half Pie includes unlimited searches (see /pricing).",
    );
    expect(planLimitMessage(planById("Whole Pie"), "exports", now)).toBe(
      "Your Whole Pie plan includes 50 exports per month and you've used them. They reset on 1 December (Sydney time).",
    );
    expect(planLimitMessage(planById("Half Pie"), "exports", now)).toBe("Exports aren't included in the Half Pie plan. Whole Pie includes 50 exports per month (see /pricing).");
    expect(planLimitMessage(planById("Free"), "watches", now)).toBe(
      "Your Slice plan watches up to 1 search at a time. Stop watching one to watch another. Half Pie includes 5 watched searches (see /pricing).",
    );
    expect(planLimitMessage(planById("Whole Pie"), "shortlist", now)).toBe("Your Whole Pie plan's shortlist holds up to 500 listings per session. Unstar one to add another.");
  });

  it("fits what is within the limit, and everything where there is none", () => {
    expect(fitsPlan(planById("Free"), "watches", 0)).toBe(true);
    expect(fitsPlan(planById("Free"), "watches", 1)).toBe(false);
    expect(fitsPlan(planById("Free"), "shortlist", 8, 2)).toBe(true);
    expect(fitsPlan(planById("Free"), "shortlist", 9, 2)).toBe(false);
    expect(fitsPlan(planById("Half Pie"), "searches", 1_000_000)).toBe(true);
  });
});
