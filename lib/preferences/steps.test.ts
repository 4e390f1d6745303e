import { describe, expect, it } from "vitest";
import { PRICE_RANGE_ERROR, PRICE_OPTIONS, maxPriceOptions, minPriceOptions, priceRangeError, resetRankings, toggleFactor, updateRenovation } from "./edit";
import { PRICE_NEGATIVE_MESSAGE, PRICE_TOO_HIGH_MESSAGE, PRICE_TYPED_MESSAGE, emptyPreferences, storedPreferencesSchema, typedPriceSchema, type StoredPreferences } from "./schema";
import { CHOICE_SECTIONS, MISSING_LAND_SIZE, hasChoice, isStepComplete, stepProgress, validateForSearch, visibleSteps } from "./steps";

const complete = (): StoredPreferences =>
  storedPreferencesSchema.parse({
    marketStatus: "For Sale",
    priceRange: { min: null, max: 900_000 },
    importanceRanking: ["investmentGoals"],
    locations: ["Richmond, VIC"],
    propertyType: "House",
    bedrooms: "3+",
    investmentGoals: { highcashflow: true },
  });

describe("step completion", () => {
  it("shows the five fixed steps for empty preferences, one complete (market status defaults)", () => {
    const progress = stepProgress(emptyPreferences());
    expect(progress.steps.map((s) => s.id)).toEqual(["marketStatus", "priceRange", "importance", "locations", "keySearch"]);
    expect(progress.completed).toBe(1);
    expect(progress.total).toBe(5);
    expect(progress.allComplete).toBe(false);
  });

  it("needs property type and bedrooms for key search", () => {
    const p = { ...complete(), bedrooms: null };
    expect(isStepComplete("keySearch", p)).toBe(false);
  });

  it("counts a price step with only a max", () => {
    expect(isStepComplete("priceRange", complete())).toBe(true);
  });

  it("shows a conditional section when its factor is ranked, and counts it", () => {
    const p = { ...complete(), importanceRanking: ["investmentGoals", "splitLiving"] as StoredPreferences["importanceRanking"] };
    const progress = stepProgress(p);
    expect(progress.steps.map((s) => s.id)).toContain("splitLiving");
    expect(progress.allComplete).toBe(false);
    expect(progress.total).toBe(7);
  });

  it("shows a conditional section that already has a selection even when unranked", () => {
    const p = { ...complete(), riskFilters: { bushfire: true, flood: false, heritage: false } };
    expect(visibleSteps(p).map((s) => s.id)).toContain("riskOverlay");
  });

  it("shows age and style only when ranked", () => {
    const p = { ...complete(), propertyAge: ["0-5"] as StoredPreferences["propertyAge"] };
    expect(visibleSteps(p).map((s) => s.id)).not.toContain("propertyAgeStyle");
    const ranked = { ...p, importanceRanking: [...p.importanceRanking, "propertyAgeStyle"] as StoredPreferences["importanceRanking"] };
    expect(visibleSteps(ranked).find((s) => s.id === "propertyAgeStyle")?.complete).toBe(true);
  });

  it("completes renovation with a budget or a finish level, commute with an address", () => {
    const p = complete();
    expect(isStepComplete("renovationPotential", updateRenovation(p, { finishLevel: "Premium" }))).toBe(true);
    expect(isStepComplete("destinations", { ...p, destinations: { ...p.destinations, address: "CBD" } })).toBe(true);
    expect(isStepComplete("proximityToAmenities", { ...p, proximityToAmenities: { ...p.proximityToAmenities, selectedCategories: ["parks"] } })).toBe(true);
  });

  it("allows Find Matches once every shown step is complete", () => {
    expect(stepProgress(complete()).allComplete).toBe(true);
  });
});

describe("the missing land size check", () => {
  it("fails when development potential is ranked and land size is blank", () => {
    const p = { ...complete(), importanceRanking: ["developmentPotential"] as StoredPreferences["importanceRanking"], landSize: "  " };
    expect(validateForSearch(p)).toEqual({ ok: false, ...MISSING_LAND_SIZE });
    expect(MISSING_LAND_SIZE.title).toBe("Missing Required Field");
    expect(MISSING_LAND_SIZE.description).toBe("Min land size is required when development potential is selected under importance");
  });
  it("passes with a land size", () => {
    const p = { ...complete(), importanceRanking: ["developmentPotential"] as StoredPreferences["importanceRanking"], landSize: "600" };
    expect(validateForSearch(p)).toEqual({ ok: true });
  });
});

describe("ranking", () => {
  it("ranks in click order and unranks on a second click", () => {
    let p = emptyPreferences();
    p = toggleFactor(p, "splitLiving");
    p = toggleFactor(p, "investmentGoals");
    p = toggleFactor(p, "riskOverlay");
    expect(p.importanceRanking).toEqual(["splitLiving", "investmentGoals", "riskOverlay"]);
    p = toggleFactor(p, "investmentGoals");
    expect(p.importanceRanking).toEqual(["splitLiving", "riskOverlay"]);
  });
  it("refuses coming-soon factors", () => {
    const p = toggleFactor(emptyPreferences(), "proximityToAmenities");
    expect(p.importanceRanking).toEqual([]);
  });
  it("stops at nine", () => {
    const p = { ...emptyPreferences(), importanceRanking: Array(9).fill("riskOverlay") } as StoredPreferences;
    expect(toggleFactor(p, "splitLiving").importanceRanking).toHaveLength(9);
  });
  it("enables renovation when ranked and resets it when unranked", () => {
    let p = toggleFactor(emptyPreferences(), "renovationPotential");
    expect(p.renovationPotential.enabled).toBe(true);
    p = updateRenovation(p, { renovationBudget: 100_000 });
    p = toggleFactor(p, "renovationPotential");
    expect(p.renovationPotential).toEqual({ enabled: false, renovationBudget: null, finishLevel: null });
  });
  it("Reset Rankings clears all", () => {
    expect(resetRankings(complete()).importanceRanking).toEqual([]);
  });
});

describe("price options", () => {
  it("run from $200,000 to $10,000,000 in $50,000 steps", () => {
    expect(PRICE_OPTIONS[0]).toBe(200_000);
    expect(PRICE_OPTIONS.at(-1)).toBe(10_000_000);
    expect(PRICE_OPTIONS).toHaveLength(197);
  });
  it("exclude values at or beyond the other bound", () => {
    expect(minPriceOptions(300_000)).toEqual([200_000, 250_000]);
    expect(maxPriceOptions(9_900_000)).toEqual([9_950_000, 10_000_000]);
  });
  it("rejects a min price at or above the max price", () => {
    expect(priceRangeError({ min: 500_000, max: 500_000 })).toBe(PRICE_RANGE_ERROR);
    expect(PRICE_RANGE_ERROR).toBe("Maximum price must be greater than minimum price");
    expect(priceRangeError({ min: 500_000, max: null })).toBeNull();
  });
});

describe("a typed price (any amount besides the options)", () => {
  it.each([
    ["$675k", 675_000],
    ["675k", 675_000],
    ["675,000", 675_000],
    ["$675,000", 675_000],
    ["675000", 675_000],
    ["0.675m", 675_000],
    ["1.25m", 1_250_000],
    [" $ 1,250,000 ", 1_250_000],
    ["", null],
    ["  ", null],
  ])("reads %j as %j", (text, dollars) => {
    expect(typedPriceSchema.parse(text)).toBe(dollars);
  });

  it.each([
    ["abc", PRICE_TYPED_MESSAGE],
    ["675 thousand", PRICE_TYPED_MESSAGE],
    ["$6.7.5k", PRICE_TYPED_MESSAGE],
    ["-500000", PRICE_NEGATIVE_MESSAGE],
    ["2000m", PRICE_TOO_HIGH_MESSAGE],
    ["9".repeat(21), PRICE_TYPED_MESSAGE],
  ])("refuses %j: %s", (text, message) => {
    const result = typedPriceSchema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it("stores what it reads: a typed cap passes the stored schema", () => {
    const max = typedPriceSchema.parse("$675k");
    expect(storedPreferencesSchema.parse({ ...emptyPreferences(), priceRange: { min: null, max } }).priceRange.max).toBe(675_000);
  });
});

describe("hasChoice", () => {
  it("is true only for the sections with something ticked or switched on", () => {
    const p = storedPreferencesSchema.parse({
      investmentGoals: { highcashflow: true },
      riskFilters: { flood: true },
      splitLiving: { grannyFlat: false },
      renovationPotential: { enabled: false, renovationBudget: 50_000 },
    });
    expect(CHOICE_SECTIONS.filter((s) => hasChoice(s, p))).toEqual(["investmentGoals", "riskOverlay"]);
    expect(CHOICE_SECTIONS.filter((s) => hasChoice(s, emptyPreferences()))).toEqual([]);
    expect(hasChoice("renovationPotential", { ...p, renovationPotential: { enabled: true, renovationBudget: null, finishLevel: null } })).toBe(true);
  });
});
