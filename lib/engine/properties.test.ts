/** Property-based tests (fast-check), 1,000 cases each under `npm run test:deep`, 200 in npm test (lib/testkit/runs.ts). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SCORED_FACTORS, type ScoredFactor } from "@/lib/preferences/schema";
import { rankCatalogue } from "./batch";
import type { EngineData } from "./query";
import { rankListings } from "./rank";
import { scoreListing } from "./score";
import { dataArb, importanceArb, listingArb, profileArb } from "@/lib/testkit/engine-arbitraries";
import { SORT_KEYS } from "./types";
import { runs } from "@/lib/testkit/runs";

const RUNS = { numRuns: runs(1_000) };
const SECTIONS: ScoredFactor[] = [...SCORED_FACTORS];

describe("engine properties", () => {
  it("keeps every score within 0-100 and finite", () => {
    fc.assert(
      fc.property(listingArb, profileArb, dataArb, importanceArb, (l, p, d, imp) => {
        const s = scoreListing(l, p, d, imp);
        const all = [
          s.property_score,
          ...SECTIONS.map((k) => s.scoring_inputs[k].score),
          s.scoring_inputs.investmentGoals.highcashflow.score,
          s.scoring_inputs.investmentGoals.undervalued.score,
          s.scoring_inputs.investmentGoals.highgrowth.score,
          ...Object.values(s.scoring_inputs.developmentPotential.options).map((o) => o.score),
          ...(["roomingHouse", "grannyFlat", "internalDualliving", "duplexPair"] as const).map((k) => s.scoring_inputs.splitLiving[k].raw_score),
        ];
        for (const x of all) {
          expect(Number.isFinite(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(100);
        }
        for (const k of SECTIONS) expect(s.section_scores[k]).toBe(`${s.scoring_inputs[k].score}%`);
        for (const v of [s.rental_yield, s.capital_growth, s.scoring_inputs.renovationPotential.renovators_margin]) if (v !== null) expect(Number.isFinite(v)).toBe(true);
      }),
      RUNS,
    );
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(listingArb, profileArb, dataArb, importanceArb, (l, p, d, imp) => {
        expect(JSON.stringify(scoreListing(structuredClone(l), structuredClone(p), d, imp))).toBe(JSON.stringify(scoreListing(l, p, d, imp)));
      }),
      RUNS,
    );
  });

  it("never lowers the cash-flow score for more rent", () => {
    fc.assert(
      fc.property(listingArb, profileArb, fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 0, max: 2_000 }), (l, p, r, extra) => {
        const at = (rentWeekly: number) => scoreListing({ ...l, rentWeekly }, p, {}, { investmentGoals: 1 }).scoring_inputs.investmentGoals.highcashflow.score;
        expect(at(r + extra)).toBeGreaterThanOrEqual(at(r));
      }),
      RUNS,
    );
  });

  it("never lowers the subdivision score for a larger block", () => {
    fc.assert(
      fc.property(listingArb, profileArb, dataArb, fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (l, p, d, land, extra) => {
        const at = (landSize: number) => scoreListing({ ...l, landSize }, p, d, { developmentPotential: 1 }).scoring_inputs.developmentPotential;
        const small = at(land);
        const large = at(land + extra);
        expect(large.score).toBeGreaterThanOrEqual(small.score);
        for (const k of ["sideByside", "battleAxe", "cornerLotsplit", "multiTownhouse"] as const) expect(large.options[k].score).toBeGreaterThanOrEqual(small.options[k].score);
      }),
      RUNS,
    );
  });

  it("never raises the risk score when an overlay the user avoids is added", () => {
    fc.assert(
      fc.property(listingArb, profileArb, dataArb, fc.constantFrom("flood", "bushfire", "heritage"), (l, p, d, which) => {
        const data = { ...d, riskFilters: { ...d.riskFilters!, [which]: true } };
        const field = which === "flood" ? "floodOverlay" : which === "bushfire" ? "bushfireOverlay" : "heritageOverlay";
        const before = scoreListing(l, p, data, { riskOverlay: 1 }).scoring_inputs.riskOverlay.score;
        const after = scoreListing({ ...l, [field]: "Overlay detected on the planning certificate" }, p, data, { riskOverlay: 1 }).scoring_inputs.riskOverlay.score;
        expect(after).toBeLessThanOrEqual(before);
      }),
      RUNS,
    );
  });

  it("never lets an unranked factor change property_score", () => {
    fc.assert(
      fc.property(listingArb, profileArb, dataArb, dataArb, importanceArb, (l, p, d1, d2, imp) => {
        const ranked = SECTIONS.filter((k) => imp[k] !== undefined);
        fc.pre(ranked.length > 0);
        // d2's options replace d1's for the unranked sections only.
        const mixed: EngineData = { ...d1 };
        if (!ranked.includes("investmentGoals")) mixed.investmentGoals = d2.investmentGoals;
        if (!ranked.includes("developmentPotential")) mixed.developmentPotential = d2.developmentPotential;
        if (!ranked.includes("splitLiving")) mixed.splitLiving = d2.splitLiving;
        if (!ranked.includes("riskOverlay")) mixed.riskFilters = d2.riskFilters;
        if (!ranked.includes("renovationPotential")) mixed.renovationPotential = d2.renovationPotential;
        const a = scoreListing(l, p, d1, imp);
        const b = scoreListing(l, p, mixed, imp);
        expect(b.property_score).toBe(a.property_score);
        // And it is the rank-weighted mean of the ranked sections alone.
        const order = [...ranked].sort((x, y) => imp[x]! - imp[y]! || SECTIONS.indexOf(x) - SECTIONS.indexOf(y));
        const n = order.length;
        const sum = order.reduce((acc, k, i) => acc + (n - i) * a.scoring_inputs[k].score, 0);
        expect(a.property_score).toBe(Math.round((sum * 10) / ((n * (n + 1)) / 2)) / 10);
      }),
      RUNS,
    );
  });

  it("ranks with the batch scorer exactly as scoreListing + rankListings do", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(listingArb, { minLength: 1, maxLength: 25, selector: (l) => l.listingId }),
        profileArb,
        dataArb,
        importanceArb,
        fc.constantFrom(...SORT_KEYS),
        fc.integer({ min: 1, max: 10 }),
        (list, p, d, imp, sortKey, k) => {
          const fast = rankCatalogue(list, () => p, d, imp, { sortKey, k });
          const slow = rankListings(
            list.map((l) => scoreListing(l, p, d, imp)),
            { sortKey, k },
          );
          expect(fast).toEqual(slow);
        },
      ),
      RUNS,
    );
  });
});
