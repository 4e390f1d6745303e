/**
 * rankCandidatesInPhases(): the search's ranking from each candidate's core fields, reading
 * whole listings only for those the pruning walk completes, equals rankCatalogue() on the
 * whole listings (ids, scores, explanations, order, ties).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateCatalogue, profileOfSuburb, type SuburbInput } from "@/lib/catalogue";
import { CandidatesChanged, ENGINE_CORE_FIELDS, rankCandidatesInPhases, rankCatalogue, type EngineCore } from "./batch";
import { dataArb, importanceArb } from "@/lib/testkit/engine-arbitraries";
import type { EngineListing } from "./types";
import { suburbIdKey } from "./valuation";

function catalogue() {
  const states = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"];
  const suburbs: SuburbInput[] = Array.from({ length: 40 }, (_, i) => {
    const state = states[i % states.length];
    const far = (i * 7) % 5;
    return {
      id: 20_001 + i * 41,
      name: `Suburb ${i}`,
      state,
      postcode: String(3000 + i),
      urbanArea: far < 4 ? `${state} urban` : null,
      localityType: far < 4 ? "Urban locality" : "Rural locality",
      lga: `${state} council ${i % 3}`,
      statisticArea: null,
      elevation: (i * 11) % 100,
      population: 3_000 + ((i * 991) % 25_000),
      medianIncome: 32_000 + ((i * 1_511) % 45_000),
      areaSqkm: 1 + ((i * 5) % 30),
      lat: -30 - far * 0.5,
      lng: 140 + far * 0.5,
      bushfireProneFraction: ((i * 13) % 10) / 10,
    };
  });
  const listings = generateCatalogue({ suburbs, count: 4_000, seed: 23 });
  // Some listings without a code, found by name (or not at all: a fallback profile).
  for (let i = 0; i < listings.length; i += 37) listings[i] = { ...listings[i], suburbId: null };
  const profiles = new Map(suburbs.map((s) => [suburbIdKey(s.id), profileOfSuburb(s)]));
  return { listings, profiles };
}

/** What selectCandidateCores() reads: the core fields only, the condition only when the price is on request. */
function coreOf(l: EngineListing): EngineCore {
  const core = Object.fromEntries(ENGINE_CORE_FIELDS.map((f) => [f, l[f]])) as EngineCore;
  if (l.price !== null) core.condition = null;
  return core;
}

async function inPhases(listings: EngineListing[], profiles: Map<string, ReturnType<typeof profileOfSuburb>>, data: Parameters<typeof rankCatalogue>[2], importance: Parameters<typeof rankCatalogue>[3], k: number, firstChunk: number) {
  const byId = new Map(listings.map((l) => [l.listingId, l]));
  const asked: string[] = [];
  let calls = 0;
  const top = await rankCandidatesInPhases(
    listings.map(coreOf),
    profiles,
    data,
    importance,
    k,
    async (ids) => {
      calls++;
      asked.push(...ids);
      await Promise.resolve();
      return ids.map((id) => byId.get(id)!).reverse(); // any order
    },
    { firstChunk },
  );
  return { top, asked, calls };
}

describe("rankCandidatesInPhases", () => {
  const { listings, profiles } = catalogue();

  it("equals rankCatalogue on the whole listings (40 strategies, k 1-250, chunks of 1 to 1,000)", async () => {
    await fc.assert(
      fc.asyncProperty(dataArb, importanceArb, fc.constantFrom(1, 7, 100, 250), fc.constantFrom(1, 13, 1_000), async (data, importance, k, firstChunk) => {
        const expected = rankCatalogue(listings, profiles, data, importance, { k });
        const { top, asked } = await inPhases(listings, profiles, data, importance, k, firstChunk);
        expect(top).toEqual(expected);
        // Each listing is asked for once at most.
        expect(new Set(asked).size).toBe(asked.length);
      }),
      { numRuns: 40 },
    );
  });

  it("does not depend on the order the candidates come in (a search reads them from memory in any order)", async () => {
    await fc.assert(
      fc.asyncProperty(dataArb, importanceArb, fc.constantFrom(1, 50, 250), fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (data, importance, k, seed) => {
        const shuffled = listings.slice();
        let x = seed;
        for (let i = shuffled.length - 1; i > 0; i--) {
          x = (x * 48_271) % 2_147_483_647;
          const j = x % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
        }
        const { top } = await inPhases(shuffled, profiles, data, importance, k, 100);
        expect(top).toEqual(rankCatalogue(listings, profiles, data, importance, { k }));
      }),
      { numRuns: 20 },
    );
  });

  it("ranks an investor's after-tax cash flow from cores without the year built (a bound until the row is read), as from whole listings", async () => {
    // Division 43 needs the year built, which no core has: the first pass takes every building as
    // eligible (the most it could score) and completing a listing works its exact cash flow.
    const finance = { deposit: { kind: "percent" as const, percent: 10 }, loanType: "principalAndInterest" as const, interestRate: 6.1, taxableIncome: 180_000 };
    for (const [data, importance] of [
      [{ investmentGoals: { highcashflow: true, undervalued: false, highcapitalgrowth: false }, finance }, { investmentGoals: 1 }],
      [{ investmentGoals: { highcashflow: true, undervalued: true, highcapitalgrowth: false }, splitLiving: { grannyFlat: true, internalDualliving: false, roomingHouse: false, duplexPair: false }, finance }, { investmentGoals: 1, splitLiving: 2, riskOverlay: 3 }],
    ] as const) {
      for (const k of [1, 25, 200]) {
        const { top, asked } = await inPhases(listings, profiles, data, importance, k, 50);
        expect(top).toEqual(rankCatalogue(listings, profiles, data, importance, { k }));
        expect(asked.length).toBeLessThan(listings.length);
      }
    }
  });

  it("reads whole listings only for those the walk completes, in growing chunks", async () => {
    const data = { investmentGoals: { highcashflow: true, undervalued: false, highcapitalgrowth: false }, renovationPotential: { renovationBudget: 100_000, finishLevel: "Standard" as const }, splitLiving: { grannyFlat: true, internalDualliving: false, roomingHouse: false, duplexPair: false } };
    const importance = { investmentGoals: 1, renovationPotential: 2, splitLiving: 3 };
    const { top, asked, calls } = await inPhases(listings, profiles, data, importance, 50, 100);
    expect(top).toEqual(rankCatalogue(listings, profiles, data, importance, { k: 50 }));
    expect(asked.length).toBeLessThan(listings.length);
    // 100, then 200, 400, … (or a whole bucket of equal bounds): more than one round, fewer than one per 100.
    expect(calls).toBeGreaterThan(1);
    expect(calls).toBeLessThan(asked.length / 100);
  });

  it("keeps ties at the k-th score in listing_id order", async () => {
    const twins = Array.from({ length: 300 }, (_, i) => ({ ...listings[1], listingId: `T-${String((i * 7919) % 300).padStart(3, "0")}` }));
    const importance = { renovationPotential: 1, splitLiving: 2 };
    const { top } = await inPhases(twins, profiles, {}, importance, 25, 10);
    expect(top.map((s) => s.listing_id)).toEqual(Array.from({ length: 25 }, (_, i) => `T-${String(i).padStart(3, "0")}`));
    expect(top).toEqual(rankCatalogue(twins, profiles, {}, importance, { k: 25 }));
  });

  it("throws CandidatesChanged when a listing is gone or its core fields changed in between", async () => {
    const few = listings.slice(0, 50);
    const cores = few.map(coreOf);
    await expect(rankCandidatesInPhases(cores, profiles, {}, { splitLiving: 1 }, 5, async () => [])).rejects.toBeInstanceOf(CandidatesChanged);
    const changed = async (ids: string[]) => ids.map((id) => few.find((l) => l.listingId === id)!).map((l) => ({ ...l, rentWeekly: (l.rentWeekly ?? 0) + 5 }));
    await expect(rankCandidatesInPhases(cores, profiles, {}, { splitLiving: 1 }, 5, changed)).rejects.toBeInstanceOf(CandidatesChanged);
    // A change to a field the first pass doesn't read is the details' own: no error.
    const renovated = async (ids: string[]) => ids.map((id) => few.find((l) => l.listingId === id)!).map((l) => ({ ...l, bathrooms: l.bathrooms + 1 }));
    await expect(rankCandidatesInPhases(cores, profiles, {}, { splitLiving: 1 }, 5, renovated)).resolves.toHaveLength(5);
  });
});
