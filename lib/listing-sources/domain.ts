/**
 * Domain's developer API (developer.domain.com.au) in Propie's terms, pure: the search
 * request built from a search payload, its answer parsed and each listing mapped into the
 * catalogue's shape, and the suburb performance statistics mapped into suburb_statistics
 * rows. No I/O here: server/listing-sources/domain.ts does the HTTP, the quota and the cache.
 * docs/LISTING-SOURCES.md lists which field comes from where.
 */
import { z } from "zod";
import type { HardFilterPredicate } from "@/lib/engine/filter";
import { stateAbbr } from "@/lib/engine/locations";
import type { MeasuredStatistic } from "@/lib/engine/statistics";
import type { EngineListing } from "@/lib/engine/types";
import { ADDRESS_WITHHELD } from "@/lib/matches/format";
import { FEATURES, PROPERTY_TYPES } from "@/lib/preferences/schema";

export const DOMAIN_SITE = "https://www.domain.com.au";
/** Catalogue listing ids of Domain listings: "domain-<Domain's listing id>". */
export const DOMAIN_ID_PREFIX = "domain-";

type SpecType = (typeof PROPERTY_TYPES)[number];
type Feature = (typeof FEATURES)[number];

/* ---------- property types, both ways ---------- */

/**
 * Domain's residential property types (the propertyTypes enum of Listings_DetailedResidentialSearch)
 * and the spec's type each one becomes. "rural" types become a House when they have bedrooms,
 * else Land; null types (car spaces, farms, retirement living) are not residential listings
 * the engine can judge and are left out.
 */
const DOMAIN_TO_SPEC: Record<string, SpecType | "rural" | null> = {
  house: "House",
  terrace: "House",
  newhomedesigns: "House",
  newhouseland: "House",
  townhouse: "Townhouse",
  semidetached: "Townhouse",
  duplex: "Townhouse",
  apartmentunitflat: "Unit",
  villa: "Unit",
  blockofunits: "Unit",
  newapartments: "Apartment",
  penthouse: "Apartment",
  studio: "Apartment",
  vacantland: "Land",
  newland: "Land",
  developmentsite: "Land",
  acreagesemirural: "rural",
  rurallifestyle: "rural",
  rural: "rural",
  farmlet: "rural",
  carspace: null,
  retirementvillage: null,
  aquaculture: null,
  dairyfarming: null,
  farm: null,
  fishingforestry: null,
  irrigationservices: null,
  livestock: null,
  specialistfarm: null,
  cropping: null,
  viticulture: null,
  mixedfarming: null,
  grazing: null,
  horticulture: null,
  equine: null,
  orchard: null,
};

/** What Propie asks Domain for when the user picked one of the spec's five types (Domain's spelling). */
export const DOMAIN_TYPES_FOR: Record<SpecType, readonly string[]> = {
  House: ["House", "Terrace", "NewHomeDesigns", "NewHouseLand", "AcreageSemiRural", "RuralLifestyle"],
  Townhouse: ["Townhouse", "SemiDetached", "Duplex"],
  Unit: ["ApartmentUnitFlat", "Villa", "BlockOfUnits"],
  Apartment: ["NewApartments", "Penthouse", "Studio"],
  Land: ["VacantLand", "NewLand", "DevelopmentSite", "AcreageSemiRural", "RuralLifestyle"],
};

const key = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");

/** One Domain property type as the spec's type (case and punctuation ignored); null when Propie doesn't judge it. */
export function specTypeOf(domainType: string | null | undefined, bedrooms = 0): SpecType | null {
  if (!domainType) return null;
  const t = DOMAIN_TO_SPEC[key(domainType)];
  if (t === undefined || t === null) return null;
  if (t === "rural") return bedrooms > 0 ? "House" : "Land";
  return t;
}

/* ---------- features, both ways ---------- */

/** Domain's propertyFeatures values for each of the spec's features; garage has none (Domain has no such feature). */
const FEATURE_TO_DOMAIN: Record<Feature, string | null> = {
  pool: "SwimmingPool",
  aircon: "AirConditioning",
  garage: null,
  dishwasher: "Dishwasher",
  builtinWardrobe: "BuiltInWardrobes",
  ensuite: "Ensuite",
  study: "Study",
  balcony: "BalconyDeck",
  courtyard: "GardenCourtyard",
  shed: "Shed",
};

/** A listing's feature texts ("SwimmingPool", "Air conditioning", "Double garage") as the spec's features. */
export function specFeaturesOf(features: readonly string[] | null | undefined): Feature[] {
  const out = new Set<Feature>();
  for (const raw of features ?? []) {
    const k = key(raw);
    for (const f of FEATURES) {
      const d = FEATURE_TO_DOMAIN[f];
      if (d && key(d) === k) out.add(f);
    }
    if (k.includes("pool")) out.add("pool");
    if (k.includes("airconditioning") || k === "aircon" || k.includes("splitsystem") || k.includes("ductedcooling")) out.add("aircon");
    if (k.includes("garage") || k === "lockupgarage") out.add("garage");
    if (k.includes("builtinwardrobe") || k.includes("walkinwardrobe")) out.add("builtinWardrobe");
    if (k.includes("ensuite")) out.add("ensuite");
    if (k === "study" || k.includes("homeoffice")) out.add("study");
    if (k.includes("balcony") || k.includes("deck")) out.add("balcony");
    if (k.includes("courtyard")) out.add("courtyard");
    if (k === "shed" || k.includes("workshop")) out.add("shed");
    if (k.includes("dishwasher")) out.add("dishwasher");
  }
  return FEATURES.filter((f) => out.has(f));
}

/* ---------- the search request ---------- */

export type DomainLocation = { state: string; suburb?: string; postCode?: string; includeSurroundingSuburbs: false };

export type DomainSearchBody = {
  listingType: "Sale";
  propertyTypes?: string[];
  propertyFeatures?: string[];
  locations: DomainLocation[];
  minBedrooms?: number;
  minBathrooms?: number;
  minCarspaces?: number;
  minPrice?: number;
  maxPrice?: number;
  minLandArea?: number;
  pageSize: number;
};

/**
 * The most results a page of the residential search holds: Domain's pagination convention
 * caps pages at 100 "unless explicitly specified by the endpoint documentation", and this
 * endpoint specifies nothing (the 200 in the definition belongs to another endpoint,
 * POST /v1/listingSearch/residential/search). docs/LISTING-SOURCES.md, "Checked against".
 */
export const DOMAIN_MAX_PAGE_SIZE = 100;

/** Domain returns at most the first thousand results of a search, and refuses a page beyond them. */
export const DOMAIN_RESULT_CAP = 1_000;

/**
 * The locations of a predicate Domain can be asked for directly: suburbs (with postcode
 * when known), bare place names (as suburbs) and states. Local government and urban areas
 * are expanded to their suburbs by the server (it knows the suburbs table) and passed in
 * `extra`. Places without a state can't be asked for: Domain needs one.
 */
export function domainLocationsOf(p: HardFilterPredicate["locations"], extra: readonly { name: string; state: string; postcode: string | null }[] = []): DomainLocation[] {
  const out: DomainLocation[] = [];
  const seen = new Set<string>();
  const add = (l: DomainLocation) => {
    const k = `${l.state}|${(l.suburb ?? "").toLowerCase()}|${l.postCode ?? ""}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push(l);
  };
  for (const s of [...p.suburbs, ...p.places, ...extra]) {
    const state = s.state ? stateAbbr(s.state) : null;
    if (!state) continue;
    const postcode = "postcode" in s && typeof s.postcode === "string" && s.postcode ? s.postcode : undefined;
    add({ state, suburb: s.name, ...(postcode ? { postCode: postcode } : {}), includeSurroundingSuburbs: false });
  }
  for (const st of p.states) add({ state: st, includeSurroundingSuburbs: false });
  return out;
}

/**
 * The body of POST /v1/listings/residential/_search for a search's hard filters, or null
 * when Domain can't answer it (an Off Market search: Domain lists what is for sale; no
 * location Domain can be asked for). Only fields of the endpoint's documented parameters
 * (Domain.SearchService.v2.Model.DomainSearchWebApiV2ModelsSearchParameters) are sent; the
 * page number (`pageNumber`) is added per request.
 */
export function domainSearchBody(p: HardFilterPredicate, locations: DomainLocation[], pageSize: number): DomainSearchBody | null {
  if (p.marketStatus === "Off Market") return null;
  if (locations.length === 0) return null;
  const body: DomainSearchBody = { listingType: "Sale", locations, pageSize: Math.max(1, Math.min(DOMAIN_MAX_PAGE_SIZE, Math.floor(pageSize))) };
  if (p.propertyTypes) {
    const types = new Set<string>();
    for (const t of p.propertyTypes) for (const d of DOMAIN_TYPES_FOR[t as SpecType] ?? []) types.add(d);
    if (types.size) body.propertyTypes = [...types];
  }
  const features = p.features.flatMap((f) => FEATURE_TO_DOMAIN[f as Feature] ?? []);
  if (features.length) body.propertyFeatures = features;
  if (p.minBedrooms > 0) body.minBedrooms = p.minBedrooms;
  if (p.minBathrooms > 0) body.minBathrooms = p.minBathrooms;
  if (p.minCars > 0) body.minCarspaces = p.minCars;
  if (p.minPrice !== null) body.minPrice = p.minPrice;
  if (p.maxPrice !== null) body.maxPrice = p.maxPrice;
  if (p.minLandSize !== null) body.minLandArea = p.minLandSize;
  return body;
}

/* ---------- the answer ---------- */

const num = z.preprocess((v) => (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v), z.number().finite());
const optNum = num.nullish().catch(null);
const optText = z.string().nullish().catch(null);

const mediaSchema = z.looseObject({ category: optText, url: optText, type: optText });

/** One listing of Domain's answer (Domain.SearchService.v2 PropertyListing); every field but the id may be missing. */
export const domainListingSchema = z.looseObject({
  id: num,
  listingType: optText,
  priceDetails: z.looseObject({ price: optNum, priceFrom: optNum, priceTo: optNum, displayPrice: optText }).nullish().catch(null),
  propertyDetails: z
    .looseObject({
      propertyType: optText,
      allPropertyTypes: z.array(z.string()).nullish().catch(null),
      bedrooms: optNum,
      bathrooms: optNum,
      carspaces: optNum,
      landArea: optNum,
      buildingArea: optNum,
      displayableAddress: optText,
      displayAddressType: optText,
      unitNumber: optText,
      streetNumber: optText,
      street: optText,
      area: optText,
      region: optText,
      suburb: optText,
      postcode: optText,
      state: optText,
      latitude: optNum,
      longitude: optNum,
      features: z.array(z.string()).nullish().catch(null),
    })
    .nullish()
    .catch(null),
  headline: optText,
  summaryDescription: optText,
  /** Whether the listing has a floor plan on Domain; search results never carry the plan itself. */
  hasFloorplan: z.boolean().nullish().catch(null),
  media: z.array(mediaSchema).nullish().catch(null),
  listingSlug: optText,
  seoUrl: optText,
});
export type DomainListing = z.infer<typeof domainListingSchema>;

const resultSchema = z.looseObject({ type: optText, listing: z.unknown().optional(), listings: z.array(z.unknown()).nullish() });

export type ParsedSearchPage = { ok: true; listings: DomainListing[]; results: number; skipped: number; skippedTypes: Record<string, number> } | { ok: false; reason: string };

/**
 * One page of Domain's answer: an array of results (DomainSearchContractsV2SearchResult),
 * each `{ type: "PropertyListing", listing }` or `{ type: "Project", project, listings: [...] }`
 * (a development's listings, every one of them used). A result of another type, or one that
 * isn't readable, is skipped and counted; an answer that isn't an array is malformed.
 */
export function parseSearchPage(json: unknown): ParsedSearchPage {
  if (!Array.isArray(json)) return { ok: false, reason: "the answer is not a list of results" };
  const listings: DomainListing[] = [];
  let skipped = 0;
  const skippedTypes: Record<string, number> = {};
  for (const item of json) {
    const r = resultSchema.safeParse(item);
    if (!r.success) {
      skipped++;
      continue;
    }
    const type = r.data.type ?? (r.data.listing !== undefined && r.data.listing !== null ? "PropertyListing" : "Project");
    let raw: unknown[];
    if (type === "PropertyListing") raw = r.data.listing !== undefined && r.data.listing !== null ? [r.data.listing] : [];
    else if (type === "Project") raw = r.data.listings ?? [];
    else {
      skippedTypes[type] = (skippedTypes[type] ?? 0) + 1;
      skipped++;
      continue;
    }
    if (raw.length === 0) skipped++;
    for (const l of raw) {
      const p = domainListingSchema.safeParse(l);
      if (p.success) listings.push(p.data);
      else skipped++;
    }
  }
  return { ok: true, listings, results: json.length, skipped, skippedTypes };
}

/* ---------- prices ---------- */

/** Dollar amounts in a display price: "$850,000 - $900,000", "Offers over $1.2m", "$950k". */
export function amountsIn(text: string): number[] {
  const out: number[] = [];
  const re = /\$\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(m|mil|million|k)?\b/gi;
  for (const m of text.matchAll(re)) {
    let n = Number(m[1].replace(/,/g, ""));
    const unit = (m[2] ?? "").toLowerCase();
    if (unit === "k") n *= 1_000;
    else if (unit) n *= 1_000_000;
    n = Math.round(n);
    if (n >= 10_000 && n <= 100_000_000) out.push(n);
  }
  return out;
}

/** A sale price basis: the asking price, a range's midpoint, a single bound; else null (price on request). */
export function priceOf(d: DomainListing["priceDetails"]): { price: number | null; priceText: string | null } {
  const text = d?.displayPrice?.trim() || null;
  const valid = (n: number | null | undefined) => (typeof n === "number" && n >= 10_000 && n <= 100_000_000 ? Math.round(n) : null);
  const price = valid(d?.price);
  const from = valid(d?.priceFrom);
  const to = valid(d?.priceTo);
  const roundK = (n: number) => Math.round(n / 1_000) * 1_000;
  if (price !== null) return { price, priceText: text };
  if (from !== null && to !== null) return { price: roundK((Math.min(from, to) + Math.max(from, to)) / 2), priceText: text };
  if (from !== null || to !== null) return { price: (from ?? to)!, priceText: text };
  if (text) {
    const amounts = amountsIn(text);
    if (amounts.length === 1) return { price: amounts[0], priceText: text };
    if (amounts.length >= 2) return { price: roundK((amounts[0] + amounts[1]) / 2), priceText: text };
  }
  return { price: null, priceText: text ?? "Contact agent" };
}

/* ---------- one listing in the catalogue's shape ---------- */

/** A Domain listing in the catalogue's shape, before its suburb is resolved (no suburb id or search price yet). */
export type MappedDomainListing = Omit<EngineListing, "source" | "suburbId" | "searchPrice"> & {
  source: "domain";
  priceText: string | null;
  style: null;
  description: string | null;
  lat: number | null;
  lng: number | null;
  photos: string[];
};

const httpsUrl = (u: string | null | undefined): string | null => {
  if (!u) return null;
  try {
    const url = new URL(u);
    return url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
};

/** The listing's page on Domain: its seoUrl when it is one of Domain's, else from the slug, else by id. */
export function listingUrlOf(l: Pick<DomainListing, "id" | "listingSlug" | "seoUrl">): string {
  const seo = httpsUrl(l.seoUrl);
  if (seo && new URL(seo).hostname === "www.domain.com.au") return seo;
  const slug = l.listingSlug?.trim().replace(/^\/+/, "");
  if (slug && /^[A-Za-z0-9][A-Za-z0-9-]*$/.test(slug)) return `${DOMAIN_SITE}/${slug}`;
  return `${DOMAIN_SITE}/${Math.trunc(l.id)}`;
}

/** "RICHMOND" → "Richmond"; mixed case is kept. */
function tidyName(s: string): string {
  const t = s.trim().replace(/\s+/g, " ");
  return t === t.toUpperCase() ? t.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()) : t;
}

/**
 * displayAddressType values that hide the street. The search answer documents the field as a
 * plain string; the listing models' enum (Listings.V2.AddressParts.displayType) has
 * fullAddress, streetAndSuburb, suburbOnly, regionOnly, areaOnly and stateOnly. Older
 * spellings without "Only" are read too.
 */
const HIDING = new Set(["suburbonly", "regiononly", "areaonly", "stateonly", "suburb", "region", "area", "state", "hidden"]);

/**
 * The street address, or ADDRESS_WITHHELD. A withheld address comes with an empty street and
 * the suburb (or region) as its displayable address: that is never taken for a street.
 */
function streetOf(d: NonNullable<DomainListing["propertyDetails"]>): string {
  if (HIDING.has(key(d.displayAddressType ?? ""))) return ADDRESS_WITHHELD;
  const number = [d.unitNumber?.trim(), d.streetNumber?.trim()].filter(Boolean).join("/");
  const street = d.street?.trim();
  if (street) return [number, street].filter(Boolean).join(" ");
  // Without a street, the first part of the displayable address is a street only if it isn't a place name.
  const shown = d.displayableAddress?.split(",")[0]?.trim() ?? "";
  const places = [d.suburb, d.area, d.region, d.state].map((p) => key(p ?? ""));
  if (shown && /\d/.test(shown) && !places.includes(key(shown))) return shown;
  return ADDRESS_WITHHELD;
}

const intOr = (n: number | null | undefined, fallback: number) => (typeof n === "number" && n >= 0 ? Math.floor(n) : fallback);

/**
 * Turns a description's HTML fragment into plain text with its paragraphs kept. It is given
 * by the server (a sanitiser library; lib/ takes no such dependency), never a regex.
 */
export type HtmlToText = (html: string) => string;

/**
 * One Domain listing as a catalogue listing, or null with the reason when Propie can't use
 * it (not a sale, a type it doesn't judge, no suburb or state). What Domain doesn't give —
 * condition, layout, zoning, overlays, frontage, rent, floor plans (search results carry
 * photos only: media of category "Image") — stays empty, and the engine states its
 * assumptions for those exactly as for an imported listing without them.
 */
export function mapDomainListing(l: DomainListing, { textOf }: { textOf: HtmlToText }): { listing: MappedDomainListing } | { skipped: string } {
  const id = Math.trunc(l.id);
  if (!Number.isFinite(id) || id <= 0) return { skipped: "no listing id" };
  if (l.listingType && !/sale/i.test(l.listingType)) return { skipped: `listing type ${l.listingType}` };
  const d = l.propertyDetails;
  if (!d) return { skipped: "no property details" };
  const bedrooms = intOr(d.bedrooms, 0);
  const type = specTypeOf(d.propertyType, bedrooms) ?? (d.allPropertyTypes ?? []).map((t) => specTypeOf(t, bedrooms)).find((t) => t !== null) ?? null;
  if (!type) return { skipped: `property type ${d.propertyType ?? "missing"}` };
  const state = stateAbbr(d.state ?? "");
  const suburb = d.suburb?.trim();
  if (!state || !suburb) return { skipped: "no suburb or state" };
  const postcode = d.postcode && /^\d{4}$/.test(d.postcode.trim()) ? d.postcode.trim() : null;
  const { price, priceText } = priceOf(l.priceDetails);
  const photos = [...new Set((l.media ?? []).filter((m) => key(m.category ?? "image") === "image").flatMap((m) => httpsUrl(m.url) ?? []))];
  const lat = typeof d.latitude === "number" && d.latitude >= -45 && d.latitude <= -9 ? d.latitude : null;
  const lng = typeof d.longitude === "number" && d.longitude >= 112 && d.longitude <= 155 && lat !== null ? d.longitude : null;
  const land = typeof d.landArea === "number" && d.landArea >= 1 ? Math.round(d.landArea) : null;
  const description = [l.headline, l.summaryDescription].map((t) => (t ? textOf(t).trim() : "")).filter(Boolean).join("\n\n") || null;
  return {
    listing: {
      listingId: `${DOMAIN_ID_PREFIX}${id}`,
      source: "domain",
      addressStreet: streetOf(d),
      suburb: tidyName(suburb),
      state,
      postcode,
      lga: null,
      urbanArea: null,
      propertyType: type,
      marketStatus: "For Sale",
      price,
      priceText,
      bedrooms: type === "Land" ? 0 : bedrooms,
      bathrooms: type === "Land" ? 0 : intOr(d.bathrooms, 0),
      carSpaces: intOr(d.carspaces, 0),
      landSize: land,
      frontage: null,
      isCorner: false,
      isBattleAxe: false,
      yearBuilt: null,
      style: null,
      condition: null,
      layout: null,
      features: specFeaturesOf(d.features),
      zoning: null,
      floodOverlay: null,
      bushfireOverlay: null,
      heritageOverlay: null,
      rentWeekly: null,
      description,
      listingUrl: listingUrlOf(l),
      satelliteImage: null,
      floorPlans: [],
      photos,
      lat,
      lng: lat === null ? null : lng,
    },
  };
}

/* ---------- suburb performance statistics ---------- */

export type SuburbStatisticsRequest = { state: string; suburb: string; postcode: string; propertyCategory: "house" | "unit"; bedrooms: number | null };

/** The spec's type as Domain's statistics category: houses (and land, townhouses) "house", units and apartments "unit". */
export function statisticsCategoryOf(type: string | null | undefined): "house" | "unit" {
  return type === "Unit" || type === "Apartment" ? "unit" : "house";
}

/**
 * A suburb's name as Domain names it in a statistics path: words as the suburb is spelled
 * ("Pyrmont", "St Kilda East", the definition's example being Pyrmont), never lower-cased;
 * an all-capitals name (as listings give it) in title case; a disambiguating suffix such as
 * " (Vic.)" dropped.
 */
export function statisticsSuburbName(name: string): string {
  return tidyName(name.replace(/\s*\([^)]*\)\s*$/, ""));
}

/**
 * The path and query of GET /v2/suburbPerformanceStatistics/{state}/{suburb}/{postcode}
 * (SuburbPerformance_Get_ByNamedSuburb) for the last twelve months: the state as the
 * definition's upper-case enum (NSW … ACT), the suburb as Domain names it, periodSize one
 * of the documented quarters, halfYears, years.
 */
export function suburbStatisticsPath(r: SuburbStatisticsRequest): string {
  const q = new URLSearchParams({ propertyCategory: r.propertyCategory, periodSize: "years", startingPeriodRelativeToCurrent: "1", totalPeriods: "1" });
  if (r.bedrooms !== null) q.set("bedrooms", String(r.bedrooms));
  const state = stateAbbr(r.state) ?? r.state.trim().toUpperCase();
  return `/v2/suburbPerformanceStatistics/${encodeURIComponent(state)}/${encodeURIComponent(statisticsSuburbName(r.suburb))}/${encodeURIComponent(r.postcode.trim())}?${q.toString()}`;
}

/** One measured row as the engine takes it (lib/engine/statistics.ts), before the source is named. */
export type SuburbStatisticsRow = Omit<MeasuredStatistic, "source"> & { postcode: string };

const statsSchema = z.object({
  header: z.looseObject({ suburb: optText, state: optText, propertyCategory: optText }).nullish(),
  series: z.object({
    seriesInfo: z.array(z.looseObject({ year: num, month: num.nullish().catch(null), values: z.record(z.string(), z.unknown()).nullish().catch(null) })),
  }),
});

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The newest twelve-month period of a suburb performance answer as a suburb_statistics row,
 * or null when the answer holds no usable figure. The period is taken to end with the month
 * the entry names (the last full month) and to start eleven months before it.
 */
export function parseSuburbStatistics(json: unknown, r: SuburbStatisticsRequest): { row: SuburbStatisticsRow | null } | { malformed: string } {
  const parsed = statsSchema.safeParse(json);
  if (!parsed.success) return { malformed: "the answer has no series of statistics" };
  const entries = [...parsed.data.series.seriesInfo].sort((a, b) => b.year * 12 + (b.month ?? 12) - (a.year * 12 + (a.month ?? 12)));
  const e = entries[0];
  if (!e || !e.values) return { row: null };
  const v = e.values;
  const n = (k: string) => {
    const x = v[k];
    return typeof x === "number" && Number.isFinite(x) && x > 0 ? Math.round(x) : null;
  };
  const medianSalePrice = n("medianSoldPrice");
  const medianRentWeekly = n("medianRentListingPrice");
  if (medianSalePrice === null && medianRentWeekly === null) return { row: null };
  const endMonth = e.month && e.month >= 1 && e.month <= 12 ? e.month : 12;
  const year = Math.trunc(e.year);
  const lastDay = new Date(Date.UTC(year, endMonth, 0)).getUTCDate();
  const startIndex = year * 12 + (endMonth - 1) - 11;
  const startYear = Math.floor(startIndex / 12);
  const startMonth = (startIndex % 12) + 1;
  return {
    row: {
      suburb: r.suburb,
      state: r.state,
      postcode: r.postcode,
      propertyCategory: r.propertyCategory,
      bedrooms: r.bedrooms,
      medianSalePrice,
      saleSampleSize: medianSalePrice === null ? null : n("numberSold"),
      medianRentWeekly,
      rentSampleSize: medianRentWeekly === null ? null : n("numberRentListing"),
      periodStart: `${startYear}-${pad(startMonth)}-01`,
      periodEnd: `${year}-${pad(endMonth)}-${pad(lastDay)}`,
    },
  };
}
