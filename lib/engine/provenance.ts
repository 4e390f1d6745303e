/**
 * Where each figure of a score came from, and how far the score can be trusted: pure
 * functions of the listing, its (effective) suburb profile, the base figures and the query.
 * Computed for the listings that are explained (the top K), never in the fast path.
 * Rules and wording: docs/SCORING.md §15, "Where each figure comes from, and data confidence".
 */
import { ASSUMED_CONDITION } from "./assumptions";
import type { ListingBase } from "./base";
import { dollars, joinList, pct, plural } from "./format";
import type { EngineQuery } from "./query";
import { categoryOf, type MeasuredFigure } from "./statistics";
import type { EngineListing, PropertyTypeKey, SectionKey, SuburbProfile } from "./types";
import { isStrata } from "./valuation";

/** listing: the listing's own data; measured: a suburb statistic; modelled: the derived suburb profile; assumption: an engine default. */
export type FigureKind = "listing" | "measured" | "modelled" | "assumption";

export type FigureProvenance = {
  kind: FigureKind;
  /** In words, for the expanded panel: "the suburb median for 3-bed houses, 42 leases in the 12 months to Jun 2026". */
  detail: string;
  /** modelled only: why a statistics source's measured figure could not be had (its last attempt failed). */
  unavailable?: string;
  /** measured only: how many sales or leases, and the period (ISO dates) and source. */
  sample_size?: number | null;
  period_start?: string;
  period_end?: string;
  source?: string;
};

export type ScoringProvenance = {
  /** The price the engine works from: the asking price, or its estimate when the price is on request. */
  price: FigureProvenance;
  /** Null for land (no rent). */
  weekly_rent: FigureProvenance | null;
  suburb_median: FigureProvenance;
  growth: FigureProvenance;
  land_size: FigureProvenance;
  frontage: FigureProvenance;
  zoning: FigureProvenance;
  condition: FigureProvenance;
  layout: FigureProvenance;
};

export type ConfidenceLevel = "high" | "medium" | "low";
export type DataConfidence = { level: ConfidenceLevel; reasons: string[] };

/** A measured median resting on fewer sales or leases than this is thin: it can't make a score high-confidence. */
export const MIN_SOLID_SAMPLE = 10;

const TYPE_PLURAL: Record<PropertyTypeKey, string> = { House: "houses", Unit: "units", Townhouse: "townhouses", Apartment: "apartments", Land: "blocks of land" };
const CATEGORY_PLURAL = { house: "houses", unit: "units and apartments" } as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function ymd(iso: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** "in the 12 months to Jun 2026" (whole months, counted from the period's first day to the day after its last). */
export function periodText(start: string, end: string): string {
  const a = ymd(start);
  const b = ymd(end);
  if (!a || !b) return `from ${start} to ${end}`;
  const months = Math.max(1, Math.round((b[0] - a[0]) * 12 + (b[1] - a[1]) + (b[2] + 1 - a[2]) / 30.4));
  return `in the ${months === 1 ? "month" : `${months} months`} to ${MONTHS[b[1] - 1]} ${b[0]}`;
}

function sampleText(f: MeasuredFigure, word: "sale" | "lease"): string {
  return f.sampleSize === null ? `sample size not reported, ${periodText(f.periodStart, f.periodEnd)}` : `${plural(f.sampleSize, word)} ${periodText(f.periodStart, f.periodEnd)}`;
}

function whose(f: MeasuredFigure): string {
  return f.bedrooms === null ? CATEGORY_PLURAL[f.category] : `${f.bedrooms}-bed ${CATEGORY_PLURAL[f.category]}`;
}

function measured(f: MeasuredFigure, detail: string): FigureProvenance {
  return { kind: "measured", detail, sample_size: f.sampleSize, period_start: f.periodStart, period_end: f.periodEnd, source: f.source };
}

const modelledFrom = (profile: SuburbProfile) =>
  profile.source === "fallback" ? "a state-wide estimate (the suburb has no profile)" : "the suburb profile";

/** Where each figure of this listing's score came from. `profile` is the effective profile (listingBase's). */
export function provenanceOf(listing: EngineListing, profile: SuburbProfile, b: ListingBase): ScoringProvenance {
  const type = b.type;
  const m = profile.measured;
  const priceFig = m?.price[type];
  const rentFig = type === "Land" ? undefined : m?.rent[type];
  const category = categoryOf(type);
  // Not merely absent: a statistics source was asked and could not give them (docs/SCORING.md §15).
  const unavailable = category === null ? undefined : profile.statisticsUnavailable?.[category];
  const noData = category === null ? `no measured data for ${TYPE_PLURAL[type]}` : (unavailable ?? "no measured data");
  const modelled = (detail: string): FigureProvenance => ({ kind: "modelled", detail, ...(unavailable ? { unavailable } : {}) });

  const suburb_median: FigureProvenance = priceFig
    ? measured(priceFig, `the median sale price of ${whose(priceFig)} in ${listing.suburb}, ${dollars(priceFig.value)}: ${sampleText(priceFig, "sale")}`)
    : modelled(`the median for ${TYPE_PLURAL[type]} in ${listing.suburb}, ${dollars(profile.medianPrice[type])}, is modelled from ${modelledFrom(profile)} (${noData})`);

  const condition: FigureProvenance =
    type === "Land"
      ? { kind: "listing", detail: "vacant land: no building to assess" }
      : listing.condition
        ? { kind: "listing", detail: "the condition of each area as the listing states it" }
        : { kind: "assumption", detail: `not stated: average condition (${ASSUMED_CONDITION}/10) is assumed` };

  const price: FigureProvenance = b.priceEstimated
    ? {
        kind: "assumption",
        detail: `price on request: the estimated value, ${dollars(b.price)}, from the suburb median (${suburb_median.kind}) for this size${condition.kind === "assumption" ? " in an assumed average condition" : " in its stated condition"}`,
      }
    : { kind: "listing", detail: `the asking price, ${dollars(b.price)}` };

  let weekly_rent: FigureProvenance | null = null;
  if (type !== "Land" && b.rent !== null) {
    if (!b.rentEstimated) weekly_rent = { kind: "listing", detail: `the listing's own rent, ${dollars(b.rent)} a week` };
    else if (rentFig)
      weekly_rent = measured(
        rentFig,
        rentFig.bedrooms === null && listing.bedrooms >= 0
          ? `the suburb median rent for ${whose(rentFig)} (${dollars(rentFig.value)} a week), adjusted for ${plural(listing.bedrooms, "bedroom")} to ${dollars(b.rent)}: ${sampleText(rentFig, "lease")}`
          : `the suburb median rent for ${whose(rentFig)}, ${dollars(b.rent)} a week: ${sampleText(rentFig, "lease")}`,
      );
    else weekly_rent = modelled(`estimated at ${dollars(b.rent)} a week from ${modelledFrom(profile)} (${noData})`);
  }

  const growth: FigureProvenance = { kind: "modelled", detail: `${b.growth >= 0 ? "+" : ""}${pct(b.growth)} over 12 months, modelled from ${modelledFrom(profile)} (no measured growth)` };

  const land_size: FigureProvenance =
    listing.landSize !== null && listing.landSize > 0
      ? { kind: "listing", detail: `${listing.landSize} m² as listed` }
      : { kind: "assumption", detail: isStrata(type) ? "strata title: no land of its own" : "not stated: a typical block is assumed for the value, and development can't be assessed" };

  const frontage: FigureProvenance = !b.frontageEstimated && b.frontage !== null
    ? { kind: "listing", detail: `${b.frontage} m as listed` }
    : b.frontage !== null
      ? { kind: "assumption", detail: `${b.frontage} m, estimated from the land size` }
      : { kind: "assumption", detail: "unknown" };

  const zoning: FigureProvenance = b.zoneAssumed
    ? { kind: "assumption", detail: `not stated: ${b.zone.code} (${b.zone.name}), the state's usual residential zone, is assumed` }
    : { kind: "listing", detail: `${b.zone.code} (${b.zone.name}) as listed` };

  const layout: FigureProvenance =
    type === "Land"
      ? { kind: "listing", detail: "vacant land: no building" }
      : listing.layout
        ? { kind: "listing", detail: "entrances, kitchens, bathrooms and living areas as the listing states them" }
        : { kind: "assumption", detail: "not stated: a typical layout for the bedrooms and features is assumed" };

  return { price, weekly_rent, suburb_median, growth, land_size, frontage, zoning, condition, layout };
}

/** Listing facts each scored section reads beyond the market figures (for the types it applies to). */
const FACTS_READ: Record<SectionKey, readonly ("land_size" | "frontage" | "zoning" | "condition" | "layout")[]> = {
  investmentGoals: [],
  developmentPotential: ["land_size", "frontage", "zoning"],
  renovationPotential: ["condition"],
  splitLiving: ["layout"],
  riskOverlay: [],
};
const FACT_WORDS = { land_size: "land size", frontage: "frontage", zoning: "zoning", condition: "condition", layout: "layout" } as const;

/** Solid: the listing's own figure, or a median measured on at least MIN_SOLID_SAMPLE sales or leases. */
export const isSolid = (f: FigureProvenance) => f.kind === "listing" || (f.kind === "measured" && f.sample_size !== null && f.sample_size !== undefined && f.sample_size >= MIN_SOLID_SAMPLE);
const isEstimated = (f: FigureProvenance) => f.kind === "modelled" || f.kind === "assumption";

/**
 * The data-confidence level of a score (docs/SCORING.md §15):
 * - low: the price is an estimate (price on request), or no market figure besides the price
 *   is the listing's own or measured (the rent, where there is one, and the suburb median are both estimates);
 * - high: the asking price, a solid suburb median, a solid rent (or land), and at most one
 *   assumed fact among those the counted sections read;
 * - medium: anything else.
 * The reasons say it in words: the verdict first, then each market figure, then the assumptions that count.
 */
export function confidenceOf(p: ScoringProvenance, type: PropertyTypeKey, q: Pick<EngineQuery, "weights">): DataConfidence {
  const facts = new Set<keyof typeof FACT_WORDS>();
  for (const w of q.weights) if (w.weight > 0) for (const f of FACTS_READ[w.factor]) facts.add(f);
  if (isStrata(type)) for (const f of ["land_size", "frontage", "zoning"] as const) facts.delete(f);
  if (type === "Land") for (const f of ["condition", "layout"] as const) facts.delete(f);
  const assumed = [...facts].filter((f) => p[f].kind === "assumption").map((f) => FACT_WORDS[f]);

  const rent = p.weekly_rent;
  const marketEstimated = isEstimated(p.suburb_median) && (rent === null || isEstimated(rent));
  let level: ConfidenceLevel;
  let verdict: string;
  if (p.price.kind !== "listing") {
    level = "low";
    verdict = "Low confidence: the price is on request, so every figure rests on an estimate of it.";
  } else if (marketEstimated) {
    level = "low";
    const why = p.suburb_median.unavailable ? `, because ${p.suburb_median.unavailable}` : ": there is no measured data for this suburb and property type";
    verdict = `Low confidence: ${rent === null ? "the suburb median is" : "the rent and the suburb median are"} modelled${why}.`;
  } else if (isSolid(p.suburb_median) && (rent === null || isSolid(rent)) && assumed.length <= 1) {
    level = "high";
    verdict = `High confidence: the price${rent === null ? "" : ", the rent"} and the suburb median are the listing's own or measured${assumed.length ? `; only the ${assumed[0]} is assumed` : ""}.`;
  } else {
    level = "medium";
    const weak: string[] = [];
    if (!isSolid(p.suburb_median))
      weak.push(p.suburb_median.kind === "measured" ? "the suburb median rests on few sales" : `the suburb median is modelled${p.suburb_median.unavailable ? ` (${p.suburb_median.unavailable})` : ""}`);
    if (rent && !isSolid(rent)) weak.push(rent.kind === "measured" ? "the rent rests on few leases" : "the rent is modelled");
    if (assumed.length > 1) weak.push(`the ${joinList(assumed)} are assumed`);
    verdict = `Medium confidence: ${joinList(weak)}.`;
  }
  const reasons = [verdict, `Price: ${p.price.detail}.`];
  if (rent) reasons.push(`Rent: ${rent.detail}.`);
  reasons.push(`Suburb median: ${p.suburb_median.detail}.`);
  reasons.push(`Growth: ${p.growth.detail}.`);
  for (const f of facts) if (p[f].kind === "assumption") reasons.push(`${FACT_WORDS[f][0].toUpperCase()}${FACT_WORDS[f].slice(1)}: ${p[f].detail}.`);
  return { level, reasons };
}
