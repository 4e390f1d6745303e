/**
 * The hard filters: a listing either fits the preferences or is not a match at all.
 * hardFilterPredicate() is the one description both the in-memory filter and the SQL
 * (db/queries/catalogue.ts) are built from, so the estimate count equals the search.
 */
import { FEATURES } from "@/lib/preferences/schema";
import { listingLocationKeys, parseLocation, type ParsedLocation } from "./locations";
import { parseMoney } from "@/lib/money";
import { PAYLOAD_PRICE, parseLandSize, parseMinCount } from "./parse";
import type { EngineData } from "./query";
import type { EngineListing } from "./types";

export type HardFilterPredicate = {
  /** "For Sale" or "Off Market"; null = all properties. */
  marketStatus: "For Sale" | "Off Market" | null;
  propertyTypes: string[] | null;
  minBedrooms: number;
  minBathrooms: number;
  minCars: number;
  /** Compared with search_price (the asking price, or the estimate for price on request). */
  minPrice: number | null;
  maxPrice: number | null;
  minLandSize: number | null;
  /** Every one of these must be in the listing's features. */
  features: string[];
  /** Any one of these location keys must be among the listing's; null = anywhere. */
  locationKeys: string[] | null;
  /** Ruled out: a listing answering to any of these location keys, of these types or with any of these features is out. */
  excluded: { locationKeys: string[]; propertyTypes: string[]; features: string[] };
  /** The same locations, described for people and logs. */
  locations: {
    suburbs: { name: string; state: string | null; postcode: string | null }[];
    lgas: { name: string; state: string | null }[];
    urbanAreas: { name: string; state: string | null }[];
    states: string[];
    /** Names that could be a suburb, an LGA or an urban area ("Albury NSW"): matched as any of them. */
    places: { name: string; state: string | null }[];
    unreadable: string[];
  };
};

export function hardFilterPredicate(data: EngineData | null | undefined): HardFilterPredicate {
  const d = data ?? {};
  const locations: HardFilterPredicate["locations"] = { suburbs: [], lgas: [], urbanAreas: [], states: [], places: [], unreadable: [] };
  const keys = new Set<string>();
  let anyLocation = false;
  for (const raw of d.locations ?? []) {
    const p: ParsedLocation | null = parseLocation(raw);
    if (!p) {
      locations.unreadable.push(raw);
      continue;
    }
    anyLocation = true;
    for (const k of p.keys) keys.add(k);
    if (p.kind === "state") locations.states.push(p.state!);
    else if (p.kind === "suburb") locations.suburbs.push({ name: p.name!, state: p.state, postcode: p.postcode });
    else if (p.kind === "lga") locations.lgas.push({ name: p.name!, state: p.state });
    else if (p.kind === "urbanArea") locations.urbanAreas.push({ name: p.name!, state: p.state });
    else locations.places.push({ name: p.name!, state: p.state });
  }
  // A ruled-out place nobody could read rules nothing out (unlike a wanted one, which would match nothing).
  const excludedKeys = new Set((d.exclusions?.locations ?? []).flatMap((raw) => parseLocation(raw)?.keys ?? []));
  const status = d.marketStatus === "For Sale" || d.marketStatus === "Off Market" ? d.marketStatus : null;
  const features = FEATURES.filter((f) => d.features?.[f]);
  return {
    marketStatus: status,
    propertyTypes: d.propertyType ? [d.propertyType] : null,
    minBedrooms: parseMinCount(d.bedrooms),
    minBathrooms: parseMinCount(d.bathrooms),
    minCars: parseMinCount(d.parking),
    minPrice: parseMoney(d.minPrice, PAYLOAD_PRICE),
    maxPrice: parseMoney(d.maxPrice, PAYLOAD_PRICE),
    minLandSize: parseLandSize(d.landSize),
    features,
    // Every location unreadable: match nothing rather than everything.
    locationKeys: anyLocation ? [...keys] : locations.unreadable.length > 0 ? [] : null,
    excluded: { locationKeys: [...excludedKeys], propertyTypes: [...(d.exclusions?.propertyTypes ?? [])], features: FEATURES.filter((f) => d.exclusions?.features?.includes(f)) },
    locations,
  };
}

/** True when the listing passes every hard filter of the predicate. */
export function matchesPredicate(listing: EngineListing, p: HardFilterPredicate): boolean {
  if (p.marketStatus && listing.marketStatus !== p.marketStatus) return false;
  if (p.propertyTypes && !p.propertyTypes.includes(listing.propertyType)) return false;
  if (listing.bedrooms < p.minBedrooms || listing.bathrooms < p.minBathrooms || listing.carSpaces < p.minCars) return false;
  if (p.minPrice !== null || p.maxPrice !== null) {
    const price = listing.searchPrice ?? listing.price;
    if (price === null) return false;
    if (p.minPrice !== null && price < p.minPrice) return false;
    if (p.maxPrice !== null && price > p.maxPrice) return false;
  }
  if (p.minLandSize !== null && (listing.landSize === null || listing.landSize < p.minLandSize)) return false;
  for (const f of p.features) if (!listing.features.includes(f)) return false;
  if (p.excluded.propertyTypes.includes(listing.propertyType)) return false;
  if (p.excluded.features.some((f) => listing.features.includes(f))) return false;
  if (p.locationKeys || p.excluded.locationKeys.length) {
    if (p.locationKeys?.length === 0) return false;
    const keys = listingLocationKeys(listing);
    if (p.locationKeys && !p.locationKeys.some((k) => keys.includes(k))) return false;
    if (p.excluded.locationKeys.some((k) => keys.includes(k))) return false;
  }
  return true;
}

export function matchesHardFilters(listing: EngineListing, data: EngineData | null | undefined): boolean {
  return matchesPredicate(listing, hardFilterPredicate(data));
}

export function filterListings<T extends EngineListing>(listings: readonly T[], data: EngineData | null | undefined): T[] {
  const p = hardFilterPredicate(data);
  return listings.filter((l) => matchesPredicate(l, p));
}
