/**
 * The search payload compiled once per search: parsed numbers, option bitmasks and
 * the importance weights, so the per-listing work is arithmetic only.
 */
import { SCORED_FACTORS, type Importance, type SearchData } from "@/lib/preferences/schema";
import { FINISH_INDEX } from "./assumptions";
import { compileFinance, type EngineFinance } from "./finance";
import type { FinishLevel, SectionKey } from "./types";

/** The parts of SearchData the engine reads; everything is optional so tests and callers can pass a subset. */
export type EngineData = Partial<
  Pick<
    SearchData,
    | "marketStatus"
    | "minPrice"
    | "maxPrice"
    | "locations"
    | "exclusions"
    | "propertyType"
    | "bedrooms"
    | "bathrooms"
    | "parking"
    | "landSize"
    | "features"
    | "riskFilters"
    | "splitLiving"
    | "developmentPotential"
    | "investmentGoals"
    | "finance"
  >
> & {
  renovationPotential?: { renovationBudget?: number | null; finishLevel?: FinishLevel | null; enabled?: boolean } | null;
};

export const INVESTMENT_BITS = { highcashflow: 1, undervalued: 2, highcapitalgrowth: 4 } as const;
export const DEVELOPMENT_BITS = { sideByside: 1, battleAxe: 2, cornerLotsplit: 4, multiTownhouse: 8 } as const;
export const SPLIT_BITS = { roomingHouse: 1, grannyFlat: 2, internalDualliving: 4, duplexPair: 8 } as const;
export const OVERLAY_BITS = { flood: 1, bushfire: 2, heritage: 4 } as const;

export type RankedSection = { factor: SectionKey; rank: number | null; weight: number };

export type EngineQuery = {
  /** Selected options as bitmasks; none selected means "all" (the section is still judged on everything). */
  investmentMask: number;
  developmentMask: number;
  splitMask: number;
  avoidMask: number;
  /** Whether the user ticked anything (0 = all options used by default). */
  investmentSelected: number;
  developmentSelected: number;
  splitSelected: number;
  avoidSelected: number;
  finishLevel: FinishLevel;
  finishIndex: 0 | 1 | 2;
  renovationBudget: number | null;
  /** Scored sections that count, rank order, with integer weights (n for rank 1 … 1 for the last). */
  weights: RankedSection[];
  weightTotal: number;
  weightingRule: "rank" | "default-equal";
  /** The buyer's finance, compiled; null when none was entered (the standard loan: docs/SCORING.md §10). */
  finance: EngineFinance | null;
};

function mask<K extends string>(flags: Partial<Record<K, boolean>> | undefined | null, bits: Record<K, number>): number {
  let m = 0;
  if (!flags) return 0;
  for (const k of Object.keys(bits) as K[]) if (flags[k]) m |= bits[k];
  return m;
}

/**
 * Rank weights: of the n scored sections that are ranked, the one ranked first weighs n,
 * the next n − 1, … the last 1 (rank-sum weights). Unranked sections weigh nothing. With no
 * scored section ranked, all five weigh 1 (the documented default).
 */
export function rankWeights(importance: Importance | null | undefined): { weights: RankedSection[]; total: number; rule: "rank" | "default-equal" } {
  const ranked = SCORED_FACTORS.map((f, order) => ({ f, order, rank: importance?.[f] }))
    .filter((r): r is { f: SectionKey; order: number; rank: number } => typeof r.rank === "number" && Number.isFinite(r.rank))
    .sort((a, b) => a.rank - b.rank || a.order - b.order);
  if (ranked.length === 0) {
    return { weights: SCORED_FACTORS.map((f) => ({ factor: f, rank: null, weight: 1 })), total: SCORED_FACTORS.length, rule: "default-equal" };
  }
  const n = ranked.length;
  const weights = ranked.map((r, i) => ({ factor: r.f, rank: r.rank, weight: n - i }));
  return { weights, total: (n * (n + 1)) / 2, rule: "rank" };
}

export function compileQuery(data: EngineData | null | undefined, importance: Importance | null | undefined): EngineQuery {
  const d = data ?? {};
  const inv = mask(d.investmentGoals, INVESTMENT_BITS);
  const dev = mask(d.developmentPotential, DEVELOPMENT_BITS);
  const split = mask(d.splitLiving, SPLIT_BITS);
  const avoid = mask(d.riskFilters, OVERLAY_BITS);
  const finishLevel: FinishLevel = d.renovationPotential?.finishLevel ?? "Standard";
  const budget = d.renovationPotential?.renovationBudget;
  const w = rankWeights(importance);
  return {
    investmentMask: inv || 7,
    developmentMask: dev || 15,
    splitMask: split || 15,
    avoidMask: avoid || 7,
    investmentSelected: inv,
    developmentSelected: dev,
    splitSelected: split,
    avoidSelected: avoid,
    finishLevel,
    finishIndex: FINISH_INDEX[finishLevel],
    renovationBudget: typeof budget === "number" && budget > 0 ? budget : null,
    weights: w.weights,
    weightTotal: w.total,
    weightingRule: w.rule,
    finance: compileFinance(d.finance),
  };
}
