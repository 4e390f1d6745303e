import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseMoney } from "@/lib/money";
import {
  DEPOSIT_ABOVE_PRICE_MESSAGE,
  DEPOSIT_NEGATIVE_MESSAGE,
  RATE_TOO_HIGH_MESSAGE,
  RATE_TOO_LOW_MESSAGE,
  TERM_TOO_LONG_MESSAGE,
  type FinanceProfileInput,
} from "@/lib/finance/profile";
import { financeInputArb } from "@/lib/testkit/finance-arbitraries";
import { parseStoredPreferences, toImportance, toSearchData, toSearchPayload } from "./convert";
import {
  AMENITY_CATEGORIES,
  BEDROOM_OPTIONS,
  FINISH_LEVELS,
  IMPORTANCE_FACTORS,
  MARKET_STATUSES,
  PROPERTY_TYPES,
  RENOVATION_BUDGET,
  emptyPreferences,
  searchPayloadSchema,
  storedPreferencesSchema,
  type Importance,
  type ImportanceFactor,
  type SearchPayload,
  type StoredPreferences,
} from "./schema";

/** factor -> rank back to the ordered ranking (the inverse of toImportance, to test it). */
function fromImportance(importance: Importance): ImportanceFactor[] {
  return (Object.entries(importance) as [ImportanceFactor, number][])
    .filter(([, rank]) => typeof rank === "number")
    .sort((a, b) => a[1] - b[1])
    .map(([factor]) => factor);
}

/** Payload -> stored form: the inverse of toSearchPayload, to show the payload loses nothing. */
function fromSearchPayload(payload: Pick<SearchPayload, "data" | "importance">): StoredPreferences {
  const { minPrice, maxPrice, destinations, ...rest } = payload.data;
  const first = destinations[0];
  const textToPrice = (value: string) => (value.replace(/[^\d]/g, "") === "" ? null : Number(value.replace(/[^\d]/g, "")));
  return storedPreferencesSchema.parse({
    ...rest,
    importanceRanking: fromImportance(payload.importance),
    priceRange: { min: textToPrice(minPrice), max: textToPrice(maxPrice) },
    destinations: {
      enabled: destinations.length > 0,
      address: first?.address ?? "",
      transportMode: first?.transportMode ?? "car",
      maxTravelTime: first?.maxTravelTime ?? 30,
      preferences: destinations,
    },
  });
}

const SESSION = "9b2f8a52-3c1e-4c7e-9a51-0f6d2b1a7e10";

/** Arbitrary stored preferences with at most one destination (the form edits one). */
const storedArb: fc.Arbitrary<StoredPreferences> = fc
  .record({
    marketStatus: fc.constantFrom(...MARKET_STATUSES),
    min: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
    max: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
    ranking: fc.uniqueArray(fc.constantFrom(...IMPORTANCE_FACTORS), { maxLength: 9 }),
    locations: fc.uniqueArray(fc.constantFrom("Richmond, VIC", "Brisbane City, QLD", "Greater Geelong, VIC", "NSW"), { maxLength: 4 }),
    propertyType: fc.option(fc.constantFrom(...PROPERTY_TYPES), { nil: null }),
    bedrooms: fc.option(fc.constantFrom(...BEDROOM_OPTIONS), { nil: null }),
    landSize: fc.constantFrom("", "450", "600"),
    pool: fc.boolean(),
    flood: fc.boolean(),
    categories: fc.uniqueArray(fc.constantFrom(...AMENITY_CATEGORIES), { maxLength: 3 }),
    address: fc.constantFrom("", "Melbourne CBD"),
    budget: fc.option(fc.integer({ min: 1, max: 10 }).map((k) => k * 50_000), { nil: null }),
    finish: fc.option(fc.constantFrom(...FINISH_LEVELS), { nil: null }),
    goals: fc.record({ highcashflow: fc.boolean(), undervalued: fc.boolean(), highcapitalgrowth: fc.boolean() }),
    grannyFlat: fc.boolean(),
    finance: fc.option(financeInputArb, { nil: undefined }),
  })
  .map((r) =>
    storedPreferencesSchema.parse({
      // The form refuses a deposit above the maximum price.
      finance:
        r.finance?.deposit?.kind === "dollars" && r.max !== null && r.finance.deposit.dollars > Math.max(r.min ?? 0, r.max)
          ? { ...r.finance, deposit: { kind: "dollars", dollars: Math.max(r.min ?? 0, r.max) } }
          : r.finance,
      marketStatus: r.marketStatus,
      // The form only offers a minimum at or below the maximum (the payload refuses anything else).
      priceRange: r.min !== null && r.max !== null && r.min > r.max ? { min: r.max, max: r.min } : { min: r.min, max: r.max },
      importanceRanking: r.ranking,
      locations: r.locations,
      propertyType: r.propertyType,
      bedrooms: r.bedrooms,
      landSize: r.landSize,
      features: { pool: r.pool },
      riskFilters: { flood: r.flood },
      proximityToAmenities: { enabled: r.categories.length > 0, selectedCategories: r.categories },
      destinations: {
        enabled: r.address !== "",
        address: r.address,
        preferences: r.address ? [{ address: r.address, transportMode: "car", maxTravelTime: 30 }] : [],
      },
      renovationPotential: { enabled: r.budget !== null || r.finish !== null, renovationBudget: r.budget, finishLevel: r.finish },
      investmentGoals: r.goals,
      splitLiving: { grannyFlat: r.grannyFlat },
    }),
  );

describe("renovation budget parsing", () => {
  it.each([
    ["50k", 50_000],
    ["$50,000", 50_000],
    ["50000", 50_000],
    [" 250K ", 250_000],
    ["$1.5k", 1_500],
    [300_000, 300_000],
  ])("reads %j as %d", (input, expected) => {
    expect(parseMoney(input, RENOVATION_BUDGET)).toBe(expected);
  });
  it.each([[""], ["abc"], ["-5"], [null], [Number.NaN]])("reads %j as no budget", (input) => {
    expect(parseMoney(input, RENOVATION_BUDGET)).toBeNull();
  });
  it("is accepted by the stored schema as text", () => {
    const p = storedPreferencesSchema.parse({ renovationPotential: { renovationBudget: "$150,000" } });
    expect(p.renovationPotential.renovationBudget).toBe(150_000);
  });
});

describe("importance", () => {
  it("maps the ranking to factor -> rank from 1", () => {
    expect(toImportance(["investmentGoals", "developmentPotential", "riskOverlay"])).toEqual({
      investmentGoals: 1,
      developmentPotential: 2,
      riskOverlay: 3,
    });
  });
  it("drops repeats and unknown factors", () => {
    expect(toImportance(["splitLiving", "nope", "splitLiving", "riskOverlay"])).toEqual({ splitLiving: 1, riskOverlay: 2 });
  });
  it("round-trips through the ranking", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...IMPORTANCE_FACTORS), { maxLength: 9 }), (ranking) => {
        expect(fromImportance(toImportance(ranking))).toEqual(ranking);
      }),
    );
  });
});

describe("search payload", () => {
  it("has the spec's shape", () => {
    const stored = storedPreferencesSchema.parse({
      marketStatus: "For Sale",
      priceRange: { min: 400_000, max: 900_000 },
      importanceRanking: ["investmentGoals", "renovationPotential"],
      locations: ["Richmond, VIC"],
      propertyType: "House",
      bedrooms: "3+",
      destinations: { enabled: true, address: "Melbourne CBD" },
      renovationPotential: { enabled: true, renovationBudget: "$50,000", finishLevel: "Standard" },
    });
    const payload = toSearchPayload({ sessionId: SESSION, userId: null, preferences: stored });
    expect(searchPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload.session_id).toBe(SESSION);
    expect(payload.user_id).toBeNull();
    expect(payload.importance).toEqual({ investmentGoals: 1, renovationPotential: 2 });
    expect(payload.data.minPrice).toBe("400000");
    expect(payload.data.maxPrice).toBe("900000");
    expect(payload.data.locations).toEqual(["Richmond, VIC"]);
    expect(payload.data.destinations).toEqual([{ address: "Melbourne CBD", transportMode: "car", maxTravelTime: 30 }]);
    expect(payload.data.proximityToAmenities.transportMode).toBe("car");
    expect(payload.data.proximityToAmenities.maxTravelTime).toBe(30);
    expect(payload.data.renovationPotential.renovationBudget).toBe(50_000);
    expect("importanceRanking" in payload.data).toBe(false);
    expect("priceRange" in payload.data).toBe(false);
  });

  it("leaves prices empty when there is no min or max", () => {
    const data = toSearchData(emptyPreferences());
    expect(data.minPrice).toBe("");
    expect(data.maxPrice).toBe("");
    expect(data.destinations).toEqual([]);
  });

  it("stored -> payload -> stored keeps every preference", () => {
    fc.assert(
      fc.property(storedArb, (stored) => {
        const payload = toSearchPayload({ sessionId: SESSION, userId: null, preferences: stored });
        const back = fromSearchPayload(payload);
        // The payload has no "enabled" switch for destinations: an address means on.
        expect(back).toEqual({ ...stored, destinations: { ...stored.destinations, enabled: stored.destinations.preferences.length > 0 } });
      }),
    );
  });

  it("rejects a malformed session id", () => {
    expect(() => toSearchPayload({ sessionId: "abc", userId: null, preferences: emptyPreferences() })).toThrow(/Generated UUID is malformed/);
  });
});

describe("lenient parsing", () => {
  it("keeps the fields that fit and defaults the rest", () => {
    const p = parseStoredPreferences({ marketStatus: "For Sale", propertyType: "Castle", locations: ["Richmond, VIC"], bogus: 1 });
    expect(p.marketStatus).toBe("For Sale");
    expect(p.propertyType).toBeNull();
    expect(p.locations).toEqual(["Richmond, VIC"]);
  });
  it("reads garbage as empty preferences", () => {
    expect(parseStoredPreferences("nope")).toEqual(emptyPreferences());
    expect(parseStoredPreferences(null)).toEqual(emptyPreferences());
  });
  it("defaults a deposit above the maximum price and keeps the rest of the finance section and the price", () => {
    const p = parseStoredPreferences({ priceRange: { min: null, max: 800_000 }, finance: { deposit: { kind: "dollars", dollars: 900_000 }, interestRate: 6.5 } });
    expect(p.priceRange.max).toBe(800_000);
    expect(p.finance).toEqual({ interestRate: 6.5 });
  });
});

describe("the finance section", () => {
  const issues = (raw: unknown) => {
    const r = storedPreferencesSchema.safeParse(raw);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("is optional: a session stored before it reads without one, and its payload carries none", () => {
    const old = parseStoredPreferences({ marketStatus: "For Sale", locations: ["Richmond, VIC"] });
    expect(old.finance).toBeUndefined();
    expect(toSearchPayload({ sessionId: SESSION, userId: null, preferences: old }).data.finance).toBeUndefined();
    expect(emptyPreferences()).not.toHaveProperty("finance");
  });

  it("goes to the search payload's data as stored", () => {
    const finance: FinanceProfileInput = { deposit: { kind: "dollars", dollars: 150_000 }, interestRate: 6.5, loanType: "principalAndInterest", taxableIncome: 140_000 };
    const stored = storedPreferencesSchema.parse({ priceRange: { min: null, max: 900_000 }, finance });
    const payload = toSearchPayload({ sessionId: SESSION, userId: null, preferences: stored });
    expect(payload.data.finance).toEqual(finance);
    expect(searchPayloadSchema.parse(payload)).toEqual(payload);
  });

  it.each([
    ["a negative deposit", { finance: { deposit: { kind: "dollars", dollars: -1 } } }, `finance.deposit.dollars: ${DEPOSIT_NEGATIVE_MESSAGE}`],
    ["a deposit above the maximum price", { priceRange: { min: null, max: 800_000 }, finance: { deposit: { kind: "dollars", dollars: 800_001 } } }, `finance.deposit: ${DEPOSIT_ABOVE_PRICE_MESSAGE}`],
    ["a deposit over 100%", { finance: { deposit: { kind: "percent", percent: 120 } } }, `finance.deposit.percent: ${DEPOSIT_ABOVE_PRICE_MESSAGE}`],
    ["a rate of 0%", { finance: { interestRate: 0 } }, `finance.interestRate: ${RATE_TOO_LOW_MESSAGE}`],
    ["a rate over 30%", { finance: { interestRate: 30.01 } }, `finance.interestRate: ${RATE_TOO_HIGH_MESSAGE}`],
    ["a term over 40 years", { finance: { loanTermYears: 41 } }, `finance.loanTermYears: ${TERM_TOO_LONG_MESSAGE}`],
  ])("refuses %s with the finance core's message", (_, raw, message) => {
    expect(issues(raw)).toEqual([message]);
  });

  it("accepts a deposit equal to the maximum price, any deposit without one, and a percentage whatever the price", () => {
    expect(issues({ priceRange: { min: null, max: 800_000 }, finance: { deposit: { kind: "dollars", dollars: 800_000 } } })).toEqual([]);
    expect(issues({ finance: { deposit: { kind: "dollars", dollars: 5_000_000 } } })).toEqual([]);
    expect(issues({ priceRange: { min: null, max: 300_000 }, finance: { deposit: { kind: "percent", percent: 100 } } })).toEqual([]);
  });

  it("is checked against the maximum price in the search payload too", () => {
    const data = { ...toSearchData(emptyPreferences()), maxPrice: "800000", finance: { deposit: { kind: "dollars", dollars: 900_000 } } };
    const r = searchPayloadSchema.safeParse({ session_id: SESSION, user_id: null, data, importance: {} });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([DEPOSIT_ABOVE_PRICE_MESSAGE]);
  });
});
