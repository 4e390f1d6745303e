import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseStoredPreferences } from "./convert";
import { CONSISTENCY_MESSAGES, consistentPreferencesSchema, makeConsistent, nearestRenovationBudget, preferenceProblems } from "./consistency";
import {
  RENOVATION_BUDGET_OPTIONS,
  maxPriceOptions,
  minPriceOptions,
  resetRankings,
  toggleFactor,
  toggleInList,
  updateDestination,
  updateProximity,
  updateRenovation,
} from "./edit";
import {
  AMENITY_CATEGORIES,
  FINISH_LEVELS,
  IMPORTANCE_FACTORS,
  PROPERTY_AGES,
  PROPERTY_STYLES,
  TRANSPORT_MODES,
  TRAVEL_TIMES,
  emptyPreferences,
  storedPreferencesSchema,
  type StoredPreferences,
} from "./schema";
import { runs } from "@/lib/testkit/runs";

const messages = (p: StoredPreferences) => preferenceProblems(p).map((x) => x.message);
const withChange = (change: Partial<StoredPreferences>) => ({ ...emptyPreferences(), ...change });

describe("preferenceProblems", () => {
  it("accepts the empty form", () => {
    expect(preferenceProblems(emptyPreferences())).toEqual([]);
  });

  it("refuses a minimum price at or above the maximum with the spec's words", () => {
    expect(messages(withChange({ priceRange: { min: 500_000, max: 400_000 } }))).toEqual(["Maximum price must be greater than minimum price"]);
    expect(messages(withChange({ priceRange: { min: 400_000, max: 400_000 } }))).toEqual(["Maximum price must be greater than minimum price"]);
    expect(messages(withChange({ priceRange: { min: 400_000, max: null } }))).toEqual([]);
  });

  it("refuses a factor ranked twice and a coming-soon factor", () => {
    expect(messages(withChange({ importanceRanking: ["splitLiving", "splitLiving"] }))).toEqual([CONSISTENCY_MESSAGES.rankedTwice]);
    expect(messages(withChange({ importanceRanking: ["destinations"] }))).toEqual(["Commute to destinations is coming soon and can't be ranked yet."]);
  });

  it("takes only the form's renovation budgets", () => {
    for (const budget of RENOVATION_BUDGET_OPTIONS) {
      expect(messages(withChange({ renovationPotential: { enabled: true, renovationBudget: budget, finishLevel: null } }))).toEqual([]);
    }
    for (const budget of [0, 25_000, 80_000, 550_000]) {
      expect(messages(withChange({ renovationPotential: { enabled: true, renovationBudget: budget, finishLevel: null } }))).toEqual([CONSISTENCY_MESSAGES.renovationBudget]);
    }
    expect(CONSISTENCY_MESSAGES.renovationBudget).toBe("The renovation budget must be $50k to $500k in steps of $50k.");
  });

  it("refuses a ranked section that is off, and a choice in a section that is off", () => {
    expect(messages(withChange({ importanceRanking: ["renovationPotential"] }))).toEqual(["Renovation potential is ranked, so its section must be on."]);
    const off = emptyPreferences().destinations;
    expect(messages(withChange({ destinations: { ...off, address: "Geelong", preferences: [{ address: "Geelong", transportMode: "car", maxTravelTime: 30 }] } }))).toEqual([
      "Commute choices can only be set with the section on.",
    ]);
  });

  it("refuses a commute list that doesn't start with the address shown", () => {
    const d = { enabled: true, address: "Geelong ", transportMode: "car" as const, maxTravelTime: 30 as const };
    expect(messages(withChange({ destinations: { ...d, preferences: [{ address: "Geelong", transportMode: "car", maxTravelTime: 30 }] } }))).toEqual([]);
    expect(messages(withChange({ destinations: { ...d, preferences: [] } }))).toEqual([CONSISTENCY_MESSAGES.destinationMismatch]);
    expect(messages(withChange({ destinations: { ...d, preferences: [{ address: "Geelong", transportMode: "walking", maxTravelTime: 30 }] } }))).toEqual([CONSISTENCY_MESSAGES.destinationMismatch]);
  });

  it("puts each problem at its field for the route's error body", () => {
    const parsed = consistentPreferencesSchema.safeParse(withChange({ priceRange: { min: 2, max: 1 }, propertyAge: ["0-5", "0-5"] }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join("."))).toEqual(["priceRange.min", "propertyAge.1"]);
  });
});

/** One edit the filters panel can make, with values from its own option lists. */
type Edit = (p: StoredPreferences) => StoredPreferences;
const formEdit: fc.Arbitrary<Edit> = fc.oneof(
  fc.constantFrom(...IMPORTANCE_FACTORS).map((f): Edit => (p) => toggleFactor(p, f)),
  fc.constant<Edit>(resetRankings),
  fc.nat(1_000).map((i): Edit => (p) => {
    const options = minPriceOptions(p.priceRange.max);
    return { ...p, priceRange: { ...p.priceRange, min: i % (options.length + 1) === options.length ? null : options[i % (options.length + 1)] } };
  }),
  fc.nat(1_000).map((i): Edit => (p) => {
    const options = maxPriceOptions(p.priceRange.min);
    return { ...p, priceRange: { ...p.priceRange, max: i % (options.length + 1) === options.length ? null : options[i % (options.length + 1)] } };
  }),
  fc.option(fc.constantFrom(...RENOVATION_BUDGET_OPTIONS)).map((b): Edit => (p) => updateRenovation(p, { renovationBudget: b })),
  fc.option(fc.constantFrom(...FINISH_LEVELS)).map((f): Edit => (p) => updateRenovation(p, { finishLevel: f })),
  fc.constantFrom(...AMENITY_CATEGORIES).map((c): Edit => (p) => updateProximity(p, { selectedCategories: toggleInList(p.proximityToAmenities.selectedCategories, c) })),
  fc.constantFrom(...TRANSPORT_MODES).map((m): Edit => (p) => updateProximity(p, { transportMode: m })),
  fc.constantFrom("", "  ", "Geelong", " Melbourne CBD ").map((a): Edit => (p) => updateDestination(p, { address: a })),
  fc.constantFrom(...TRAVEL_TIMES).map((t): Edit => (p) => updateDestination(p, { maxTravelTime: t })),
  fc.constantFrom("Victoria", "Richmond, VIC 3121", "Geelong, VIC 3220").map((d): Edit => (p) => ({ ...p, locations: [...p.locations.filter((l) => l !== d), d] })),
  fc.constantFrom("Victoria", "Richmond, VIC 3121").map((d): Edit => (p) => ({ ...p, locations: p.locations.filter((l) => l !== d) })),
  fc.constantFrom(...PROPERTY_AGES).map((a): Edit => (p) => ({ ...p, propertyAge: toggleInList(p.propertyAge, a) })),
  fc.constantFrom(...PROPERTY_STYLES).map((s): Edit => (p) => ({ ...p, propertyStyle: toggleInList(p.propertyStyle, s) })),
);

/** Any copy the schema takes, including the inconsistent ones an old copy or a producer may hold. */
const storedArb: fc.Arbitrary<StoredPreferences> = fc
  .record({
    priceRange: fc.record({ min: fc.option(fc.integer({ min: 0, max: 2_000_000 })), max: fc.option(fc.integer({ min: 0, max: 2_000_000 })) }),
    importanceRanking: fc.array(fc.constantFrom(...IMPORTANCE_FACTORS), { maxLength: 9 }),
    locations: fc.array(fc.constantFrom("Victoria", "Geelong, VIC 3220"), { maxLength: 4 }),
    propertyAge: fc.array(fc.constantFrom(...PROPERTY_AGES), { maxLength: 5 }),
    renovationPotential: fc.record({
      enabled: fc.boolean(),
      renovationBudget: fc.option(fc.integer({ min: 0, max: 2_000_000 })),
      finishLevel: fc.option(fc.constantFrom(...FINISH_LEVELS)),
    }),
    proximityToAmenities: fc.record({ enabled: fc.boolean(), selectedCategories: fc.array(fc.constantFrom(...AMENITY_CATEGORIES), { maxLength: 14 }) }),
    destinations: fc.record({
      enabled: fc.boolean(),
      address: fc.constantFrom("", " ", "Geelong", "Geelong "),
      preferences: fc.array(fc.record({ address: fc.constantFrom("Geelong", "Ballarat"), transportMode: fc.constantFrom(...TRANSPORT_MODES) }), { maxLength: 2 }),
    }),
  })
  .map((raw) => storedPreferencesSchema.parse(raw));

describe("the form and the rule agree", () => {
  it("every copy the form's edits make is consistent", () => {
    fc.assert(
      fc.property(fc.array(formEdit, { maxLength: 40 }), (edits) => {
        let p = emptyPreferences();
        for (const edit of edits) {
          p = edit(p);
          expect(preferenceProblems(p)).toEqual([]);
        }
      }),
      { numRuns: runs(300) },
    );
  });

  it("makeConsistent repairs any copy, and leaves a consistent one as it is", () => {
    fc.assert(
      fc.property(storedArb, (p) => {
        const repaired = makeConsistent(p);
        expect(preferenceProblems(repaired)).toEqual([]);
        expect(makeConsistent(repaired)).toBe(repaired);
        expect(storedPreferencesSchema.parse(repaired)).toEqual(repaired);
      }),
      { numRuns: runs(500) },
    );
  });
});

describe("makeConsistent", () => {
  it("repairs the way the form would", () => {
    const p = makeConsistent(
      withChange({
        priceRange: { min: 900_000, max: 400_000 },
        importanceRanking: ["investmentGoals", "proximityToAmenities", "investmentGoals", "renovationPotential"],
        renovationPotential: { enabled: false, renovationBudget: 80_000, finishLevel: null },
        locations: ["Victoria", "Victoria"],
      }),
    );
    expect(p.priceRange).toEqual({ min: null, max: 400_000 });
    expect(p.importanceRanking).toEqual(["investmentGoals", "renovationPotential"]);
    expect(p.renovationPotential).toEqual({ enabled: true, renovationBudget: 100_000, finishLevel: null });
    expect(p.locations).toEqual(["Victoria"]);
  });

  it("moves a budget to the nearest step, within the form's range", () => {
    expect([0, 20_000, 74_999, 75_000, 480_000, 3_000_000].map(nearestRenovationBudget)).toEqual([null, 50_000, 50_000, 100_000, 500_000, 500_000]);
  });

  it("is what parseStoredPreferences hands back, so the browser only ever saves consistent copies", () => {
    const read = parseStoredPreferences({ importanceRanking: ["avoidOverlay", "splitLiving"], renovationPotential: { enabled: true, renovationBudget: "75k" } });
    expect(read.importanceRanking).toEqual(["splitLiving"]);
    expect(read.renovationPotential.renovationBudget).toBe(100_000);
    expect(preferenceProblems(read)).toEqual([]);
  });
});
