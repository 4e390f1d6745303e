/** What prepareCatalogue() and withPartialPreparation() hand out (see index.ts). */
import type { FinanceProfileInput } from "@/lib/finance";
import type { EngineListing, FinishLevel, SuburbProfile } from "../types";

export type CatalogueFacts = {
  n: number;
  /** The cash-flow sub-score, for the finance named by `financeKey`. */
  cashflow: Uint8Array;
  /** Which finance the cash flow was worked on (lib/engine/finance.ts financeKeyOf: the standard loan or the buyer's). */
  financeKey: string;
  undervalued: Uint8Array;
  growthScore: Uint8Array;
  dev: [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  split: [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  /** Renovation cost and pre-budget score per finish level (Budget, Standard, Premium); empty until costed. */
  renoCost: [Float64Array, Float64Array, Float64Array];
  renoInner: [Float64Array, Float64Array, Float64Array];
  /** Which finish levels are costed. */
  renoReady: [boolean, boolean, boolean];
  overlay: Uint8Array;
  /** Sort values; NaN = missing. */
  rentalYield: Float64Array;
  growth: Float64Array;
  capitalGrowthValue: Float64Array;
  /** −diff_percent, so that bigger is better. */
  undervaluation: Float64Array;
  landSize: Float64Array;
  /** listing_id of each listing (the final tie-break). */
  ids: string[];
};

export type PreparedCatalogue = { listings: EngineListing[]; profiles: SuburbProfile[]; facts: CatalogueFacts };

export type ProfileSource = ReadonlyMap<string, SuburbProfile> | ((listing: EngineListing) => SuburbProfile);

export type PrepareOptions = {
  /** Finish levels to cost now (all three by default); others are costed on first use. */
  finishLevels?: FinishLevel[];
  /** The buyer's finance (the search data's finance section) the cash flow is worked on; none: the standard loan. Another is worked on first use (ensureFinance). */
  finance?: FinanceProfileInput | null;
};

/**
 * A catalogue prepared up to the sections that read the layout: every listing's investment
 * sub-scores, risk overlays and sort values; development, split living and renovation for the
 * listings passed to complete(). For a ranking that can tell from the first which listings
 * can't reach the top K (rankCatalogue); prepareCatalogue() completes them all.
 */
export type PartialPreparation = {
  listings: EngineListing[];
  /** The suburb profile of each listing completed. */
  profiles: SuburbProfile[];
  /** Investment sub-scores, overlays and sort values of every listing; the rest, and `ids`, of the listings completed. */
  facts: CatalogueFacts;
  /**
   * The cash-flow sub-score of a listing not completed is an upper bound (the buyer's after-tax
   * cash flow reads the year built, a detail; or its tax effect was bounded, not worked:
   * cashFlowBounds()): complete() works the exact one.
   */
  investmentBound: boolean;
  /** Completes the listings only[from..to) (all when `only` is null): development, split living and renovation at the finish levels asked for. */
  complete(only: Int32Array | null, from: number, to: number): void;
};
