/**
 * Measured suburb statistics as plain data: what the server reads from `suburb_statistics`
 * and hands to the engine, which prefers them to the modelled suburb profile.
 *
 * A profile takes them in two steps. applyMeasuredStatistics() swaps the all-bedrooms medians
 * into the profile's figures for a typical size (they are one: the median of every sale or
 * lease). A median for one bedroom count applies to the listings of that count only:
 * effectiveProfile() gives them a profile whose figure for their type, put through the
 * engine's bedroom factor, comes back to the measured median — so the formulas and the fast
 * path stay as they are, and a listing's expected price is the measured median for its
 * bedrooms times its land factor. Growth is never measured here: it stays modelled.
 */
import type { BuiltTypeKey, PropertyTypeKey, SuburbProfile } from "./types";
import { bedroomRentFactor, bedroomValueFactor, fallbackProfile, profileKeysOf, suburbIdKey, suburbNameKey } from "./valuation";

/** Domain's two categories. */
export type PropertyCategory = "house" | "unit";

export type MeasuredStatistic = {
  suburb: string;
  state: string;
  postcode: string | null;
  propertyCategory: PropertyCategory;
  /** Null: all bedroom counts together. */
  bedrooms: number | null;
  medianSalePrice: number | null;
  saleSampleSize: number | null;
  medianRentWeekly: number | null;
  rentSampleSize: number | null;
  /** ISO dates (YYYY-MM-DD). */
  periodStart: string;
  periodEnd: string;
  source: string;
  /**
   * Set on a statistics source's failed attempt instead of figures (every figure null): why
   * the category's statistics could not be had, in words for the data-confidence note.
   */
  unavailable?: string | null;
};

/** One measured median: the figure, how many sales or leases it rests on, and when. */
export type MeasuredFigure = {
  value: number;
  sampleSize: number | null;
  category: PropertyCategory;
  /** Null: the all-bedrooms median. */
  bedrooms: number | null;
  periodStart: string;
  periodEnd: string;
  source: string;
};

type CategoryCells = { price: Map<number, MeasuredFigure>; rent: Map<number, MeasuredFigure> };

export type ProfileMeasurements = {
  /** The measured figure each type's medianPrice holds (the others are modelled). */
  price: Partial<Record<PropertyTypeKey, MeasuredFigure>>;
  /** The measured figure each type's weeklyRent holds. */
  rent: Partial<Record<BuiltTypeKey, MeasuredFigure>>;
  /** Medians for one bedroom count, by category; null in a profile effectiveProfile() made. */
  byBedrooms: Partial<Record<PropertyCategory, CategoryCells>> | null;
};

/**
 * The category whose medians a type takes: House → house, Unit and Apartment → unit.
 * Townhouses and land have none: a townhouse sells between the two categories' medians and
 * vacant land is in neither, so their figures stay modelled.
 */
export function categoryOf(type: PropertyTypeKey): PropertyCategory | null {
  switch (type) {
    case "House":
      return "house";
    case "Unit":
    case "Apartment":
      return "unit";
    default:
      return null;
  }
}

const TYPES_OF: Record<PropertyCategory, readonly BuiltTypeKey[]> = { house: ["House"], unit: ["Unit", "Apartment"] };

const figure = (s: MeasuredStatistic, value: number, sampleSize: number | null): MeasuredFigure => ({
  value,
  sampleSize,
  category: s.propertyCategory,
  bedrooms: s.bedrooms,
  periodStart: s.periodStart,
  periodEnd: s.periodEnd,
  source: s.source,
});

/** A median worth using: a positive figure that rests on at least one sale or lease (or an unreported count). */
const usable = (value: number | null, sample: number | null): value is number => value !== null && value > 0 && (sample === null || sample > 0);

/**
 * The profile with a suburb's measured statistics merged in. `stats` are that suburb's rows,
 * the preferred first (getSuburbStatistics orders newest period first): for each category,
 * bedroom count and figure the first usable row wins. The profile itself when none is usable.
 */
export function applyMeasuredStatistics(profile: SuburbProfile, stats: readonly MeasuredStatistic[]): SuburbProfile {
  const medianPrice = { ...profile.medianPrice };
  const weeklyRent = { ...profile.weeklyRent };
  const measured: ProfileMeasurements = { price: {}, rent: {}, byBedrooms: null };
  const unavailable: Partial<Record<PropertyCategory, string>> = {};
  let any = false;
  for (const s of stats) {
    const cat = s.propertyCategory;
    if (cat !== "house" && cat !== "unit") continue;
    if (s.unavailable) {
      unavailable[cat] ??= s.unavailable;
      continue;
    }
    const price = usable(s.medianSalePrice, s.saleSampleSize) ? figure(s, s.medianSalePrice, s.saleSampleSize) : null;
    const rent = usable(s.medianRentWeekly, s.rentSampleSize) ? figure(s, s.medianRentWeekly, s.rentSampleSize) : null;
    if (s.bedrooms === null) {
      for (const t of TYPES_OF[cat]) {
        if (price && !measured.price[t]) {
          measured.price[t] = price;
          medianPrice[t] = price.value;
          any = true;
        }
        if (rent && !measured.rent[t]) {
          measured.rent[t] = rent;
          weeklyRent[t] = rent.value;
          any = true;
        }
      }
    } else if (Number.isInteger(s.bedrooms) && s.bedrooms >= 0) {
      const byBedrooms = (measured.byBedrooms ??= {});
      const cells = (byBedrooms[cat] ??= { price: new Map(), rent: new Map() });
      if (price && !cells.price.has(s.bedrooms)) {
        cells.price.set(s.bedrooms, price);
        any = true;
      }
      if (rent && !cells.rent.has(s.bedrooms)) {
        cells.rent.set(s.bedrooms, rent);
        any = true;
      }
    }
  }
  // A failed attempt matters only where no figure of the category was measured.
  for (const cat of Object.keys(unavailable) as PropertyCategory[]) if (TYPES_OF[cat].some((t) => measured.price[t] || measured.rent[t]) || measured.byBedrooms?.[cat]) delete unavailable[cat];
  const gaps = Object.keys(unavailable).length > 0;
  if (!any && !gaps) return profile;
  return { ...profile, ...(any ? { medianPrice, weeklyRent, measured } : {}), ...(gaps ? { statisticsUnavailable: unavailable } : {}) };
}

/** The suburb median shown for a type: the measured median (for the bedroom count, where effectiveProfile() found one), else the profile's. */
export function suburbMedianOf(profile: SuburbProfile, type: PropertyTypeKey): number {
  return profile.measured?.price[type]?.value ?? profile.medianPrice[type];
}

/** Profiles made by effectiveProfile(), per profile and type|bedrooms: the same object each time. */
const derived = new WeakMap<SuburbProfile, Map<string, SuburbProfile>>();

/**
 * The profile a listing of this type and bedroom count is valued against: the profile itself,
 * or, where its suburb has a median measured for that bedroom count, one whose figure for the
 * type gives back that median through the bedroom factor. Idempotent.
 */
export function effectiveProfile(profile: SuburbProfile, type: PropertyTypeKey, bedrooms: number): SuburbProfile {
  const byBedrooms = profile.measured?.byBedrooms;
  if (!byBedrooms) return profile;
  const cat = categoryOf(type);
  const cells = cat ? byBedrooms[cat] : undefined;
  if (!cells) return profile;
  const price = cells.price.get(bedrooms);
  const rent = cells.rent.get(bedrooms);
  if (!price && !rent) return profile;
  let mine = derived.get(profile);
  if (!mine) derived.set(profile, (mine = new Map()));
  const key = `${type}|${bedrooms}`;
  const hit = mine.get(key);
  if (hit) return hit;
  const m = profile.measured!;
  const made: SuburbProfile = {
    ...profile,
    medianPrice: { ...profile.medianPrice },
    weeklyRent: { ...profile.weeklyRent },
    measured: { price: { ...m.price }, rent: { ...m.rent }, byBedrooms: null },
  };
  const built = type as BuiltTypeKey; // categoryOf() is null for land
  if (price) {
    made.medianPrice[type] = price.value / bedroomValueFactor(type, bedrooms);
    made.measured!.price[type] = price;
  }
  if (rent) {
    made.weeklyRent[built] = rent.value / bedroomRentFactor(built, bedrooms);
    made.measured!.rent[built] = rent;
  }
  mine.set(key, made);
  return made;
}

/**
 * The profiles of a search with its measured statistics merged in: each profile of `profiles`
 * (keyed as profileKeysOf() keys them) gets the rows of its suburb (same name and state, and
 * the same postcode when both have one). Statistics for a suburb with no profile but some
 * listings (`listings`) get the state fallback profile, as profileFor() would give them.
 */
export function withMeasuredStatistics(
  profiles: ReadonlyMap<string, SuburbProfile>,
  stats: readonly MeasuredStatistic[],
  listings: Iterable<{ suburbId: number | null; suburb: string; state: string }> = [],
): Map<string, SuburbProfile> {
  const out = new Map(profiles);
  if (stats.length === 0) return out;
  const bySuburb = new Map<string, MeasuredStatistic[]>();
  for (const s of stats) {
    const k = suburbNameKey(s.suburb, s.state);
    const list = bySuburb.get(k);
    if (list) list.push(s);
    else bySuburb.set(k, [s]);
  }
  const merged = new Map<SuburbProfile, SuburbProfile>();
  const merge = (p: SuburbProfile) => {
    let m = merged.get(p);
    if (!m) {
      const rows = (bySuburb.get(suburbNameKey(p.suburb, p.state)) ?? []).filter((s) => s.postcode === null || p.postcode === null || s.postcode === p.postcode);
      merged.set(p, (m = rows.length ? applyMeasuredStatistics(p, rows) : p));
    }
    return m;
  };
  for (const [k, p] of profiles) out.set(k, merge(p));
  const seen = new Set<string>();
  for (const l of listings) {
    const raw = `${l.suburbId}|${l.suburb}|${l.state}`;
    if (seen.has(raw)) continue;
    seen.add(raw);
    const nameKey = suburbNameKey(l.suburb, l.state);
    if (!bySuburb.has(nameKey) || profileKeysOf(l).some((k) => out.has(k))) continue;
    out.set(nameKey, merge(fallbackProfile(l.suburb, l.state)));
    if (l.suburbId !== null && l.suburbId !== undefined) out.set(suburbIdKey(l.suburbId), out.get(nameKey)!);
  }
  return out;
}
