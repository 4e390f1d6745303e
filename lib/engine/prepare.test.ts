/**
 * prepareCatalogue() against the per-listing functions: every column, every listing, bit for
 * bit (Object.is, so −0 and NaN count), on random listings (fast-check, 1,000 cases deep, 200 in npm test) and on a
 * generated demo catalogue. The batch reads typed columns and per-profile tables instead of
 * the listing objects; these tests are what keep it equal to listingBase() and the sections.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateCatalogue, profileOfSuburb, type SuburbInput } from "@/lib/catalogue";
import { applyMeasuredStatistics } from "./statistics";
import { listingBase } from "./base";
import type { FinanceProfileInput } from "@/lib/finance";
import { BUYER_FINANCE } from "@/lib/testkit/finance-arbitraries";
import { ensureFinishLevel, rankCatalogue, rankPrepared, scoreBatch } from "./batch";
import { compileFinance } from "./finance";
import { compileQuery, type EngineData } from "./query";
import { prepareCatalogue, type CatalogueFacts, type ProfileSource } from "./prepare";
import { developmentSubscores } from "./sections/development";
import { capitalGrowthValue, diffPercent, grossYield, investmentSubscores } from "./sections/investment";
import { renovationAreas, renovationOutcome } from "./sections/renovation";
import { overlayDetected, overlayMask } from "./sections/risk-overlay";
import { splitSubscores } from "./sections/split-living";
import { scoreListing } from "./score";
import { dataArb, financeArb, importanceArb, listingArb, profileArb, statisticsArb } from "@/lib/testkit/engine-arbitraries";
import { listingFixture, profileFixture } from "@/lib/testkit/engine-listings";
import type { EngineListing, FinishLevel, SuburbProfile } from "./types";
import { rankListings } from "./rank";
import { effectiveProfile, withMeasuredStatistics, type MeasuredStatistic } from "./statistics";
import { profileFor, suburbIdKey, suburbNameKey, typeKey } from "./valuation";
import { runs } from "@/lib/testkit/runs";

type Columns = Record<string, number[]>;

/** A demo catalogue: 6,000 generated listings in 60 made-up suburbs across the states. */
function demoCatalogue() {
  const states = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"];
  const capitals: Record<string, [number, number]> = {
    NSW: [-33.87, 151.21],
    VIC: [-37.81, 144.96],
    QLD: [-27.47, 153.03],
    WA: [-31.95, 115.86],
    SA: [-34.93, 138.6],
    TAS: [-42.88, 147.33],
    ACT: [-35.28, 149.13],
    NT: [-12.46, 130.85],
  };
  const suburbs: SuburbInput[] = Array.from({ length: 60 }, (_, i) => {
    const state = states[i % states.length];
    const [lat, lng] = capitals[state];
    const far = (i * 7) % 5; // 0: inner city … 4: a regional town
    return {
      id: 10_001 + i * 37,
      name: `Suburb ${i}`,
      state,
      postcode: String(2000 + i),
      urbanArea: far < 4 ? `${state} urban` : null,
      localityType: far < 4 ? "Urban locality" : "Rural locality",
      lga: `${state} council ${i % 4}`,
      statisticArea: null,
      elevation: (i * 13) % 120,
      population: 2_000 + ((i * 997) % 30_000),
      medianIncome: 30_000 + ((i * 1_733) % 50_000),
      areaSqkm: 1 + ((i * 3) % 40),
      lat: lat + far * 0.6 * (i % 2 ? 1 : -1),
      lng: lng + far * 0.6,
      bushfireProneFraction: ((i * 17) % 10) / 10,
    };
  });
  const listings = generateCatalogue({ suburbs, count: 6_000, seed: 11 });
  const profiles = new Map(suburbs.map((s) => [suburbIdKey(s.id), profileOfSuburb(s)]));
  return { listings, profiles };
}
let demoCache: ReturnType<typeof demoCatalogue> | null = null;
const demo = () => (demoCache ??= demoCatalogue());

/**
 * The demo catalogue with measured statistics for every other suburb: all-bedrooms medians
 * and medians for 1-4 bedrooms, some with the sale or the rent figure missing.
 */
function measuredDemo() {
  const { listings, profiles } = demo();
  const stats: MeasuredStatistic[] = [];
  for (const p of profiles.values()) {
    if ((p.suburbId ?? 0) % 2 === 0) continue;
    for (const propertyCategory of ["house", "unit"] as const) {
      for (const bedrooms of [null, 1, 2, 3, 4]) {
        const k = (bedrooms ?? 3) + (propertyCategory === "unit" ? 10 : 0);
        stats.push({
          suburb: p.suburb,
          state: p.state,
          postcode: p.postcode,
          propertyCategory,
          bedrooms,
          medianSalePrice: k % 5 === 1 ? null : Math.round(p.medianPrice.House * (0.5 + k / 20)),
          saleSampleSize: 5 + k * 7,
          medianRentWeekly: k % 4 === 2 ? null : 300 + k * 40,
          rentSampleSize: 3 + k * 5,
          periodStart: "2025-07-01",
          periodEnd: "2026-06-30",
          source: "domain",
        });
      }
    }
  }
  return { listings, profiles: withMeasuredStatistics(profiles, stats) };
}

/** The facts of each listing from listingBase() and the sections' per-listing functions. */
function referenceFacts(listings: EngineListing[], profileOf: (l: EngineListing) => SuburbProfile, finance: FinanceProfileInput | null = null): { cols: Columns; ids: string[]; profiles: SuburbProfile[] } {
  const cols: Columns = {};
  const put = (name: string, v: number) => (cols[name] ??= []).push(v);
  const profiles: SuburbProfile[] = [];
  for (const l of listings) {
    // The profile a prepared catalogue keeps is the one listingBase() values the listing against.
    const p = effectiveProfile(profileOf(l), typeKey(l.propertyType), l.bedrooms);
    profiles.push(p);
    const b = listingBase(l, p);
    const [cashflow, undervalued, growthScore] = investmentSubscores(l, b, [0, 0, 0], compileFinance(finance));
    put("cashflow", cashflow);
    put("undervalued", undervalued);
    put("growthScore", growthScore);
    developmentSubscores(l, b).forEach((v, j) => put(`dev${j}`, v));
    splitSubscores(l, b).forEach((v, j) => put(`split${j}`, v));
    const areas = renovationAreas(l, b);
    for (const f of [0, 1, 2] as const) {
      const o = renovationOutcome(l, b, f, areas);
      put(`renoCost${f}`, o.cost);
      put(`renoInner${f}`, o.inner);
    }
    put("overlay", overlayMask(l));
    put("rentalYield", grossYield(b.rent, b.price) ?? NaN);
    put("growth", b.growth);
    put("capitalGrowthValue", capitalGrowthValue(b.price, b.growth));
    const diff = diffPercent(l.price, b.expected);
    put("undervaluation", diff === null ? NaN : -diff);
    put("landSize", l.landSize ?? NaN);
  }
  return { cols, ids: listings.map((l) => l.listingId), profiles };
}

function columnsOf(f: CatalogueFacts): Columns {
  const cols: Columns = {
    cashflow: Array.from(f.cashflow),
    undervalued: Array.from(f.undervalued),
    growthScore: Array.from(f.growthScore),
    overlay: Array.from(f.overlay),
    rentalYield: Array.from(f.rentalYield),
    growth: Array.from(f.growth),
    capitalGrowthValue: Array.from(f.capitalGrowthValue),
    undervaluation: Array.from(f.undervaluation),
    landSize: Array.from(f.landSize),
  };
  f.dev.forEach((c, j) => (cols[`dev${j}`] = Array.from(c)));
  f.split.forEach((c, j) => (cols[`split${j}`] = Array.from(c)));
  for (const j of [0, 1, 2]) {
    cols[`renoCost${j}`] = Array.from(f.renoCost[j]);
    cols[`renoInner${j}`] = Array.from(f.renoInner[j]);
  }
  return cols;
}

/** The first listing and column where the two differ (Object.is), or null. */
function firstDifference(actual: Columns, expected: Columns, listings: EngineListing[]): string | null {
  for (const name of Object.keys(expected)) {
    const a = actual[name];
    const e = expected[name];
    if (a.length !== e.length) return `${name}: ${a.length} values, expected ${e.length}`;
    for (let i = 0; i < e.length; i++) {
      if (!Object.is(a[i], e[i])) return `${name}[${i}] = ${a[i]}, expected ${e[i]} for ${JSON.stringify(listings[i])}`;
    }
  }
  return null;
}

function expectSameFacts(listings: EngineListing[], source: ProfileSource, profileOf: (l: EngineListing) => SuburbProfile, finishLevels?: FinishLevel[], finance: FinanceProfileInput | null = null) {
  const prepared = prepareCatalogue(listings, source, { finishLevels, finance });
  const ref = referenceFacts(listings, profileOf, finance);
  // Finish levels left out are not costed (empty until ensureFinishLevel(), which costs them the per-listing way).
  for (const f of [0, 1, 2] as const) {
    const costed = !finishLevels || finishLevels.includes((["Budget", "Standard", "Premium"] as const)[f]);
    expect(prepared.facts.renoReady[f]).toBe(costed);
    if (!costed) {
      expect(prepared.facts.renoCost[f]).toHaveLength(0);
      ensureFinishLevel(prepared, f);
      expect(prepared.facts.renoReady[f]).toBe(true);
    }
  }
  expect(firstDifference(columnsOf(prepared.facts), ref.cols, listings)).toBeNull();
  expect(prepared.facts.ids).toEqual(ref.ids);
  expect(prepared.facts.n).toBe(listings.length);
  // The same profile for each listing (equal figures; a fallback may be shared between listings).
  expect(prepared.profiles).toEqual(ref.profiles);
}

const TYPE_SPELLINGS = ["House", "Unit", "Townhouse", "Apartment", "Land", "Villa", "flat", " house ", "Vacant land", "Duplex", "Castle"];

describe("prepareCatalogue equals the per-listing functions", () => {
  it("on random listings with one profile (1,000 cases deep, 200 in npm test)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(listingArb, fc.constantFrom(...TYPE_SPELLINGS), fc.boolean()), { minLength: 1, maxLength: 20 }),
        profileArb,
        fc.subarray(["Budget", "Standard", "Premium"] as FinishLevel[]),
        fc.option(financeArb, { nil: null }),
        (rows, p, finishLevels, finance) => {
          // Half the listings keep a canonical type, half get a spelling typeKey() has to read.
          const listings = rows.map(([l, spelling, respell]) => (respell ? { ...l, propertyType: spelling } : l));
          expectSameFacts(listings, () => p, () => p, finishLevels.length === 3 ? undefined : finishLevels, finance);
        },
      ),
      { numRuns: runs(1_000) },
    );
  });

  it("on random listings across suburbs found by code, by name and not at all (1,000 cases deep, 200 in npm test)", () => {
    const codes = [12287, 12288, 99_999, 200_000, -3, 2.5];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(listingArb, fc.option(fc.constantFrom(...codes)), fc.constantFrom("Testville", "Otherton", "Nowhere"), fc.constantFrom("NSW", "VIC", "nsw", "QLD", "OT", "Western Australia")), {
          minLength: 1,
          maxLength: 25,
        }),
        fc.array(profileArb, { minLength: 4, maxLength: 4 }),
        fc.option(financeArb, { nil: null }),
        (rows, [p1, p2, p3, p4], finance) => {
          const listings = rows.map(([l, code, suburb, state]) => ({ ...l, suburbId: code, suburb, state }));
          const profiles = new Map<string, SuburbProfile>([
            [suburbIdKey(12287), p1],
            [suburbIdKey(200_000), p2],
            [suburbIdKey(2.5), p3],
            [suburbNameKey("Testville", "NSW"), p4],
            [suburbNameKey("Otherton", "VIC"), p1],
          ]);
          expectSameFacts(listings, profiles, (l) => profileFor(l, profiles), undefined, finance);
        },
      ),
      { numRuns: runs(1_000) },
    );
  });

  it("on random listings against a profile with measured statistics (1,000 cases deep, 200 in npm test)", () => {
    fc.assert(
      fc.property(fc.array(listingArb, { minLength: 1, maxLength: 20 }), profileArb, statisticsArb, (listings, p, stats) => {
        const measured = applyMeasuredStatistics(p, stats);
        expectSameFacts(listings, () => measured, () => measured);
        const byName = new Map([[suburbNameKey("Testville", "NSW"), measured]]);
        expectSameFacts(listings, byName, (l) => profileFor(l, byName));
      }),
      { numRuns: runs(1_000) },
    );
  });

  it("on the demo catalogue with measured statistics for half its suburbs, by bedrooms and for all", () => {
    const { listings, profiles } = measuredDemo();
    const measured = listings.filter((l) => profileFor(l, profiles).measured);
    expect(measured.length).toBeGreaterThan(1_000);
    expect(measured.filter((l) => effectiveProfile(profileFor(l, profiles), typeKey(l.propertyType), l.bedrooms) !== profileFor(l, profiles)).length).toBeGreaterThan(500);
    expectSameFacts(listings, profiles, (l) => profileFor(l, profiles));
  });

  it("on a generated demo catalogue (6,000 listings in 60 suburbs)", () => {
    const { listings, profiles } = demo();
    expect(new Set(listings.map((l) => l.propertyType)).size).toBe(5);
    expectSameFacts(listings, profiles, (l) => profileFor(l, profiles));
    expectSameFacts(listings, profiles, (l) => profileFor(l, profiles), ["Premium"]);
    // An investor with tax effects (the cash flow reads the year built), and a first home buyer at 5%.
    expectSameFacts(listings, profiles, (l) => profileFor(l, profiles), undefined, { taxableIncome: 140_000, loanType: "principalAndInterest", interestRate: 6.1 });
    expectSameFacts(listings, profiles, (l) => profileFor(l, profiles), undefined, { buyerType: "ownerOccupier", firstHomeBuyer: true, deposit: { kind: "percent", percent: 5 } });
  });

  it("works the cash flow again for another finance than the catalogue was prepared with (ensureFinance)", () => {
    const { listings, profiles } = demo();
    const finance: FinanceProfileInput = { deposit: { kind: "dollars", dollars: 100_000 }, taxableIncome: 90_000 };
    const prepared = prepareCatalogue(listings, profiles);
    const q = compileQuery({ finance }, { investmentGoals: 1 });
    expect(() => scoreBatch(prepared.facts, q)).toThrow(/another finance/);
    expect(rankPrepared(prepared, q, { k: 20 })).toEqual(rankPrepared(prepareCatalogue(listings, profiles, { finance }), q, { k: 20 }));
    expect(Array.from(prepared.facts.cashflow)).toEqual(referenceFacts(listings, (l) => profileFor(l, profiles), finance).cols.cashflow);
  });
});

describe("overlayDetected's shortcut (a first letter other than n, or a digit)", () => {
  // The definition: detected unless empty or one of the "isn't there" words, once trimmed and lower-cased.
  const byDefinition = (text: string) => {
    const t = text.trim().toLowerCase();
    return t !== "" && !/^(not detected|none|no|nil|n\/a|not affected|not applicable)\.?$/.test(t);
  };
  const words = ["Not detected", "none", "No", "NIL", "n/a", "Not affected", "not applicable.", "Flood planning area", "BAL-29", "1% AEP", "nope", "Ñ", ""];

  it("agrees with the definition (1,000 cases deep, 200 in npm test)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.tuple(fc.constantFrom("", " ", "  \t", "\n"), fc.constantFrom(...words), fc.constantFrom("", " ", ".", " x")).map(([a, w, b]) => a + w + b),
        ),
        (text) => {
          expect(overlayDetected(text)).toBe(byDefinition(text));
        },
      ),
      { numRuns: runs(1_000) },
    );
  });
});

describe("rankCatalogue by property_score (sections left out where they can't matter)", () => {
  const ranked = (xs: { listing_id: string; property_score: number }[]) => xs.map((x) => `${x.listing_id} ${x.property_score}`);

  it("equals ranking the full preparation, on the demo catalogue (100 strategies)", () => {
    const { listings, profiles } = demo();
    fc.assert(
      fc.property(dataArb, importanceArb, fc.constantFrom(1, 7, 100, 250), (data, importance, k) => {
        const q = compileQuery(data, importance);
        const full = rankPrepared(prepareCatalogue(listings, profiles, { finishLevels: [q.finishLevel] }), q, { k });
        expect(ranked(rankCatalogue(listings, profiles, data, importance, { k }))).toEqual(ranked(full));
      }),
      { numRuns: 100 },
    );
  });

  it("equals it in full for the benchmark's strategy, and when k covers the whole catalogue", () => {
    const { listings, profiles } = demo();
    const data: EngineData = {
      investmentGoals: { highcashflow: true, undervalued: true, highcapitalgrowth: true },
      renovationPotential: { renovationBudget: 150_000, finishLevel: "Standard" },
    };
    const importance = { investmentGoals: 1, renovationPotential: 2, developmentPotential: 3, splitLiving: 4, riskOverlay: 5 };
    const q = compileQuery(data, importance);
    const prepared = prepareCatalogue(listings, profiles, { finishLevels: [q.finishLevel] });
    expect(rankCatalogue(listings, profiles, data, importance, { k: 100 })).toEqual(rankPrepared(prepared, q, { k: 100 }));
    expect(ranked(rankCatalogue(listings, profiles, data, importance, { k: 10_000 }))).toEqual(ranked(rankPrepared(prepared, q, { k: 10_000 })));
  });

  it("equals it in full with the benchmark's buyer (two incomes taxed on a bounded first pass: cashFlowBounds()), for k from 1 to the whole catalogue", () => {
    const { listings, profiles } = demo();
    const finance = BUYER_FINANCE;
    const data: EngineData = {
      investmentGoals: { highcashflow: true, undervalued: true, highcapitalgrowth: true },
      developmentPotential: { battleAxe: true, sideByside: true, multiTownhouse: true, cornerLotsplit: true },
      splitLiving: { grannyFlat: true, internalDualliving: true, roomingHouse: true, duplexPair: true },
      riskFilters: { bushfire: true, flood: true, heritage: true },
      renovationPotential: { renovationBudget: 150_000, finishLevel: "Standard" },
      finance,
    };
    const importance = { investmentGoals: 1, renovationPotential: 2, developmentPotential: 3, splitLiving: 4, riskOverlay: 5 };
    const q = compileQuery(data, importance);
    expect(q.finance?.calc.cashFlowBoundIsExact).toBe(false);
    const prepared = prepareCatalogue(listings, profiles, { finishLevels: [q.finishLevel], finance });
    expect(rankCatalogue(listings, profiles, data, importance, { k: 100 })).toEqual(rankPrepared(prepared, q, { k: 100 }));
    for (const k of [1, 7, 250, 10_000]) expect(ranked(rankCatalogue(listings, profiles, data, importance, { k }))).toEqual(ranked(rankPrepared(prepared, q, { k })));
  });

  it("equals scoreListing + rankListings with measured statistics (6 strategies)", () => {
    const { listings, profiles } = measuredDemo();
    fc.assert(
      fc.property(dataArb, importanceArb, (data, importance) => {
        const slow = rankListings(
          listings.map((l) => scoreListing(l, profileFor(l, profiles), data, importance)),
          { k: 50 },
        );
        expect(rankCatalogue(listings, profiles, data, importance, { k: 50 })).toEqual(slow);
      }),
      { numRuns: 6 },
    );
    // Six full scorings of the measured demo: seconds on a quiet machine, over a minute on a loaded one.
  }, 180_000);

  it("completes a listing whose best equals the k-th score, as listing_id may put it first", () => {
    // Weights: investment 2, split living 1. A scores 2 × 50 + 0 (its bound: 2 × 50 + 100); B scores
    // 2 × 0 + 100, exactly its bound. Both 33.3: B's smaller id ranks it first, though its bound is lower.
    const data: EngineData = { investmentGoals: { highcashflow: false, undervalued: true, highcapitalgrowth: false } };
    const importance = { investmentGoals: 1, splitLiving: 2 };
    const a = listingFixture({ listingId: "L-2", propertyType: "Unit", price: null, layout: null, landSize: null });
    const b = listingFixture({
      listingId: "L-1",
      price: 1_040_000,
      layout: { separateEntrance: true, kitchens: 1, ensuites: 0, livingAreas: 1, hasGrannyFlat: true, levels: 1 },
    });
    const p = profileFixture();
    const sa = scoreListing(a, p, data, importance);
    const sb = scoreListing(b, p, data, importance);
    expect([sa.scoring_inputs.investmentGoals.score, sa.scoring_inputs.splitLiving.score]).toEqual([50, 0]);
    expect([sb.scoring_inputs.investmentGoals.score, sb.scoring_inputs.splitLiving.score]).toEqual([0, 100]);
    expect(sa.property_score).toBe(sb.property_score);
    expect(rankCatalogue([a, b], () => p, data, importance, { k: 1 }).map((s) => s.listing_id)).toEqual(["L-1"]);
  });

  it("keeps ties at the k-th score in listing_id order", () => {
    // Identical listings but for their ids: every score ties.
    const { listings, profiles } = demo();
    const twins = Array.from({ length: 300 }, (_, i) => ({ ...listings[0], listingId: `T-${String((i * 7919) % 300).padStart(3, "0")}` }));
    const top = rankCatalogue(twins, profiles, {}, { renovationPotential: 1, splitLiving: 2 }, { k: 25 });
    expect(top.map((s) => s.listing_id)).toEqual(Array.from({ length: 25 }, (_, i) => `T-${String(i).padStart(3, "0")}`));
  });
});
