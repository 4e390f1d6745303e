/**
 * Top K by any of the spec's sort keys with the bounded heap of top-k.ts: O(n log k), never a full sort.
 * Order: the key (descending; "undervaluation" puts the furthest below the expected price first; missing
 * values last), then property_score descending, then listing_id ascending.
 */
import { SCORED_FACTORS } from "@/lib/preferences/schema";
import { TopK } from "./top-k";
import type { ScoredListing, SectionKey, SortKey } from "./types";

/** The sort value of a scored listing, oriented so bigger is better; NaN = missing. */
export function sortValue(s: ScoredListing, key: SortKey): number {
  switch (key) {
    case "property_score":
      return s.property_score;
    case "rental_yield":
      return s.rental_yield ?? NaN;
    case "capital_growth":
      return s.capital_growth;
    case "highgrowth_capital_growth":
      return s.scoring_inputs.investmentGoals.highgrowth.capital_growth_value;
    case "undervaluation": {
      const d = s.scoring_inputs.investmentGoals.undervalued.diff_percent;
      return d === null ? NaN : -d;
    }
    case "land_size":
      return s.land_size ?? NaN;
    default:
      return s.scoring_inputs[key].score;
  }
}

/** −1 when a ranks before b, 1 when after, 0 never for distinct ids. */
function compareRanked(aKey: number, aScore: number, aId: string, bKey: number, bScore: number, bId: string): number {
  const aNaN = aKey !== aKey;
  const bNaN = bKey !== bKey;
  if (aNaN !== bNaN) return aNaN ? 1 : -1;
  if (!aNaN && aKey !== bKey) return aKey > bKey ? -1 : 1;
  if (aScore !== bScore) return aScore > bScore ? -1 : 1;
  return aId < bId ? -1 : aId > bId ? 1 : 0;
}

export function rankListings(scored: readonly ScoredListing[], opts: { sortKey?: SortKey; k?: number } = {}): ScoredListing[] {
  const key = opts.sortKey ?? "property_score";
  const k = opts.k ?? 100;
  type Item = { s: ScoredListing; v: number };
  const top = new TopK<Item>(k, (a, b) => compareRanked(a.v, a.s.property_score, a.s.listing_id, b.v, b.s.property_score, b.s.listing_id));
  for (const s of scored) top.push({ s, v: sortValue(s, key) });
  return top.result().map((i) => i.s);
}

/**
 * The order of the results a search keeps, with ties at the same property_score broken
 * visibly (docs/SCORING.md §9): by the section scores in the user's ranking order, then the
 * unranked sections in SCORED_FACTORS order, then the lower price_used, then listing_id.
 * Returns a new array; the order of different scores is unchanged.
 */
export function breakTies(ranked: readonly ScoredListing[]): ScoredListing[] {
  return [...ranked].sort(compareWithTieBreak);
}

export function tieBreakOrder(s: ScoredListing): SectionKey[] {
  const order = s.scoring_inputs.weighting
    .filter((w) => w.rank !== null)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map((w) => w.factor);
  for (const f of SCORED_FACTORS) if (!order.includes(f)) order.push(f);
  return order;
}

function compareWithTieBreak(a: ScoredListing, b: ScoredListing): number {
  if (a.property_score !== b.property_score) return b.property_score - a.property_score;
  // Both come from one search, so they share a ranking.
  for (const f of tieBreakOrder(a)) {
    const d = b.scoring_inputs[f].score - a.scoring_inputs[f].score;
    if (d !== 0) return d;
  }
  const pa = a.scoring_inputs.investmentGoals.highcashflow.price_used;
  const pb = b.scoring_inputs.investmentGoals.highcashflow.price_used;
  if (pa !== pb) return pa - pb;
  return a.listing_id < b.listing_id ? -1 : a.listing_id > b.listing_id ? 1 : 0;
}
