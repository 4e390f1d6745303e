/**
 * Suburb suggestions from data (docs/ASSISTANT.md, "Suggestions"): the suburbs whose typical
 * property of the brief's type fits its budget, ranked by its strategy (gross yield for cash flow,
 * the last 12 months' growth for growth, both otherwise), from the same suburb profiles and
 * measured statistics the search engine values listings against (lib/engine). Pure: the server
 * loads the rows once per process and passes them in.
 */
import { locationMatches, parseLocation } from "@/lib/engine/locations";
import { applyMeasuredStatistics, type MeasuredStatistic } from "@/lib/engine/statistics";
import type { BuiltTypeKey, PropertyTypeKey, SuburbProfile } from "@/lib/engine/types";
import type { StoredPreferences } from "@/lib/preferences/schema";
import { formatMoney } from "@/lib/money";

/** One suburb with its profile, as the database holds it. */
export type SuburbProfileRow = {
  name: string;
  state: string;
  postcode: string | null;
  lga: string | null;
  urbanArea: string | null;
  population: number | null;
  profile: SuburbProfile;
};

/** What a suggestion is ranked on, per suburb: the figures for each type, and which of them are measured. */
export type SuburbFacts = {
  /** The places autocomplete's description ("Kirwan, QLD 4817"): what "Add …" puts into the brief. */
  description: string;
  name: string;
  state: string;
  lga: string | null;
  urbanArea: string | null;
  population: number;
  medianPrice: Record<PropertyTypeKey, number>;
  weeklyRent: Record<BuiltTypeKey, number>;
  growth12m: Record<PropertyTypeKey, number>;
  bushfireProneFraction: number | null;
  /** The sales or leases each measured median rests on; a type missing here is modelled. */
  measuredSales: Partial<Record<PropertyTypeKey, number | null>>;
  measuredLeases: Partial<Record<BuiltTypeKey, number | null>>;
};

export type SuburbSuggestion = {
  /** The place description: the chip's label, and what "Add <label>" adds. */
  label: string;
  /** Why it is suggested, in plain words ("gross yield 5.9% on a median of $410,000"). */
  reason: string;
  figures: {
    medianPrice: number;
    weeklyRent: number | null;
    grossYieldPercent: number | null;
    growth12mPercent: number;
    /** "measured": the median comes from sales statistics with enough sales; "modelled": from the suburb profile. */
    dataConfidence: "measured" | "modelled";
  };
};

/** The spec's disclaimer (spec 2, "Users"), said with every suggestion. */
export const SUGGESTION_DISCLAIMER =
  "This is general information only, not financial advice: Propie is not a licensed financial adviser and holds no financial services licence.";

/** Suburbs smaller than this have too few sales to suggest (the server loads only larger ones). */
export const SUGGESTION_MIN_POPULATION = 2_000;
/** A suggestion's typical property costs at least this share of the budget: the budget buys what the suburb sells. */
const MIN_SHARE_OF_BUDGET = 0.6;
/** A median resting on fewer sales than this counts as modelled (lib/engine/provenance MIN_SOLID_SAMPLE). */
const SOLID_SAMPLE = 10;
/** Bushfire-prone share above which a suburb is left out of a brief that avoids bushfire. */
const BUSHFIRE_SHARE = 0.25;
export const MAX_SUGGESTIONS = 5;

/** The facts of each suburb, its measured statistics merged in as the engine merges them. */
export function suburbFacts(rows: readonly SuburbProfileRow[], stats: readonly MeasuredStatistic[] = []): SuburbFacts[] {
  const bySuburb = new Map<string, MeasuredStatistic[]>();
  for (const s of stats) {
    const k = `${s.suburb.trim().toLowerCase()}|${s.state.trim().toUpperCase()}`;
    bySuburb.set(k, [...(bySuburb.get(k) ?? []), s]);
  }
  return rows.map((r) => {
    const state = r.state.toUpperCase();
    const mine = (bySuburb.get(`${r.name.trim().toLowerCase()}|${state}`) ?? []).filter((s) => s.postcode === null || r.postcode === null || s.postcode === r.postcode);
    const p = mine.length ? applyMeasuredStatistics(r.profile, mine) : r.profile;
    const measuredSales: SuburbFacts["measuredSales"] = {};
    const measuredLeases: SuburbFacts["measuredLeases"] = {};
    for (const [t, f] of Object.entries(p.measured?.price ?? {})) measuredSales[t as PropertyTypeKey] = f?.sampleSize ?? null;
    for (const [t, f] of Object.entries(p.measured?.rent ?? {})) measuredLeases[t as BuiltTypeKey] = f?.sampleSize ?? null;
    const postcode = r.postcode ? r.postcode.padStart(4, "0") : null;
    return {
      description: postcode ? `${r.name}, ${state} ${postcode}` : `${r.name}, ${state}`,
      name: r.name,
      state,
      lga: r.lga,
      urbanArea: r.urbanArea,
      population: r.population ?? 0,
      medianPrice: p.medianPrice,
      weeklyRent: p.weeklyRent,
      growth12m: p.growth12m,
      bushfireProneFraction: p.bushfireProneFraction,
      measuredSales,
      measuredLeases,
    };
  });
}

const percent1 = (x: number) => Math.round(x * 10) / 10;
const money = (n: number) => formatMoney(n, { ties: "up" });

/** Ranks in [0, 1] (the best 1) of each value among all of them; equal values share their mean rank. */
function percentiles(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length).fill(1);
  if (values.length < 2) return out;
  for (let lo = 0; lo < order.length; ) {
    let hi = lo;
    while (hi + 1 < order.length && order[hi + 1][0] === order[lo][0]) hi++;
    for (let k = lo; k <= hi; k++) out[order[k][1]] = (lo + hi) / 2 / (values.length - 1);
    lo = hi + 1;
  }
  return out;
}

/**
 * Up to five suburbs for the brief: its type (a house when none), its budget (the maximum, else
 * the minimum as the budget), its state- or council-level locations as the area to look in, its
 * strategy as the ranking, and its bushfire filter; a measured median counts a little more than a
 * modelled one. Empty when the brief has no budget.
 */
export function suggestSuburbs(facts: readonly SuburbFacts[], brief: StoredPreferences, limit = MAX_SUGGESTIONS): SuburbSuggestion[] {
  const budget = brief.priceRange.max ?? brief.priceRange.min;
  if (budget === null || budget <= 0) return [];
  const type: PropertyTypeKey = brief.propertyType ?? "House";
  const floor = brief.priceRange.min ?? (brief.priceRange.max !== null ? budget * MIN_SHARE_OF_BUDGET : budget);
  const ceiling = brief.priceRange.max ?? budget * 1.5;
  const areas = brief.locations.map((l) => parseLocation(l)).filter((l) => l && (l.kind === "state" || l.kind === "lga"));
  const avoidBushfire = brief.riskFilters.bushfire;
  const candidates = facts.filter((f) => {
    const price = f.medianPrice[type];
    if (f.population < SUGGESTION_MIN_POPULATION || !(price >= floor && price <= ceiling)) return false;
    if (avoidBushfire && (f.bushfireProneFraction ?? 0) > BUSHFIRE_SHARE) return false;
    return areas.length === 0 || areas.some((a) => locationMatches({ suburb: f.name, state: f.state, lga: f.lga, urbanArea: f.urbanArea }, a!));
  });
  if (candidates.length === 0) return [];
  const yieldOf = (f: SuburbFacts) => (type === "Land" ? null : (f.weeklyRent[type as BuiltTypeKey] * 52) / f.medianPrice[type]);
  const yields = percentiles(candidates.map((f) => yieldOf(f) ?? 0));
  const growths = percentiles(candidates.map((f) => f.growth12m[type]));
  const goals = brief.investmentGoals;
  const wYield = goals.highcashflow ? 1 : goals.highcapitalgrowth ? 0 : type === "Land" ? 0 : 0.5;
  const wGrowth = goals.highcapitalgrowth ? 1 : goals.highcashflow ? 0 : 0.5;
  const measured = (f: SuburbFacts) => (f.measuredSales[type] ?? 0) >= SOLID_SAMPLE;
  const scored = candidates.map((f, i) => ({ f, score: (wYield * yields[i] + wGrowth * growths[i]) * (measured(f) ? 1 : 0.9) }));
  scored.sort((a, b) => b.score - a.score || b.f.population - a.f.population || a.f.description.localeCompare(b.f.description));
  return scored.slice(0, limit).map(({ f }) => {
    const y = yieldOf(f);
    const rent = type === "Land" ? null : f.weeklyRent[type as BuiltTypeKey];
    const growth = percent1(f.growth12m[type]);
    const yieldText = y !== null && rent !== null ? `gross yield ${percent1(y * 100)}% (rent about ${money(rent)} a week)` : null;
    const growthText = `${growth >= 0 ? "+" : ""}${growth}% over 12 months`;
    const lead = goals.highcapitalgrowth && !goals.highcashflow ? [growthText, yieldText] : [yieldText, growthText];
    return {
      label: f.description,
      reason: `median ${type.toLowerCase()} price ${money(f.medianPrice[type])}, ${lead.filter(Boolean).join(", ")}`,
      figures: {
        medianPrice: Math.round(f.medianPrice[type]),
        weeklyRent: rent === null ? null : Math.round(rent),
        grossYieldPercent: y === null ? null : percent1(y * 100),
        growth12mPercent: growth,
        dataConfidence: measured(f) ? "measured" : "modelled",
      },
    };
  });
}

/** The facts of one place of the brief's kind ("Echuca, VIC 3564"), for "what's the median price in Echuca?". */
export function factsOf(facts: readonly SuburbFacts[], description: string): SuburbFacts | null {
  const key = description.toLowerCase();
  return facts.find((f) => f.description.toLowerCase() === key) ?? null;
}
