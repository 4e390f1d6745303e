/**
 * The demo catalogue: listings drawn around each real suburb's derived profile, in
 * proportion to where people live. Every listing says it is a demo (source 'demo',
 * listing_id demo-NNNNNN, and its description). Deterministic for a seed and suburb list.
 */
import { CONDITION_AREAS, type Condition, type EngineListing, type Layout, type PropertyTypeKey, type SuburbProfile } from "@/lib/engine/types";
import { conditionIndex, estimateRent, expectedValue, valueAtCondition } from "@/lib/engine/valuation";
import { ZONES, DEFAULT_ZONE, type ZoneKind, type ZoneRule } from "@/lib/engine/zoning";
import { formatMoney } from "@/lib/money";
import { saysNew } from "@/lib/finance/new-build";
import { bandOf, isKnownState, profileOfSuburb, type Band, type SuburbInput } from "./profile";
import { createRng, hash32, type Rng } from "./prng";
import { STREET_NAMES, STREET_TYPES } from "./streets";

export type GeneratedListing = EngineListing & {
  lat: number;
  lng: number;
  style: string | null;
  description: string;
  priceText: string;
};

export const DEMO_ID_PREFIX = "demo-";
export const demoListingId = (n: number) => `${DEMO_ID_PREFIX}${String(n).padStart(6, "0")}`;
/** The year the demo catalogue is "as at" (ages and conditions are measured from it). */
export const CATALOGUE_YEAR = 2025;

const TYPE_MIX: Record<Band, [PropertyTypeKey, number][]> = {
  inner: [["House", 0.22], ["Unit", 0.2], ["Townhouse", 0.15], ["Apartment", 0.43]],
  middle: [["House", 0.55], ["Unit", 0.15], ["Townhouse", 0.15], ["Apartment", 0.12], ["Land", 0.03]],
  outer: [["House", 0.72], ["Unit", 0.07], ["Townhouse", 0.1], ["Apartment", 0.03], ["Land", 0.08]],
  town: [["House", 0.78], ["Unit", 0.08], ["Townhouse", 0.04], ["Land", 0.1]],
  rural: [["House", 0.75], ["Land", 0.25]],
};

const BEDROOMS: Record<PropertyTypeKey, [number, number][]> = {
  House: [[2, 0.07], [3, 0.36], [4, 0.38], [5, 0.14], [6, 0.05]],
  Townhouse: [[2, 0.25], [3, 0.55], [4, 0.2]],
  Unit: [[1, 0.3], [2, 0.55], [3, 0.15]],
  Apartment: [[1, 0.35], [2, 0.5], [3, 0.15]],
  Land: [[0, 1]],
};

const ZONE_KINDS_FOR: Record<PropertyTypeKey, ZoneKind[]> = {
  House: ["low", "township", "large-lot", "rural", "medium"],
  Land: ["low", "township", "large-lot", "rural"],
  Townhouse: ["medium", "low", "high"],
  Unit: ["medium", "high"],
  Apartment: ["high", "medium"],
};

const POOL_RATE: Record<string, number> = { QLD: 0.25, WA: 0.22, NSW: 0.18, NT: 0.35, SA: 0.12, VIC: 0.1, ACT: 0.08, TAS: 0.04 };

const OVERLAY_TEXT: Record<string, { flood: string[]; bushfire: string[]; heritage: string[] }> = {
  NSW: {
    flood: ["Flood planning area (1% AEP + 0.5 m freeboard)", "Flood prone land (probable maximum flood)"],
    bushfire: ["Bushfire prone land – Vegetation Category 1", "Bushfire prone land – Vegetation Category 2", "Bushfire prone land – buffer"],
    heritage: ["Heritage conservation area (LEP Schedule 5)", "Local heritage item (LEP Schedule 5)"],
  },
  VIC: {
    flood: ["Land Subject to Inundation Overlay (LSIO)", "Special Building Overlay (SBO)"],
    bushfire: ["Bushfire Management Overlay (BMO)", "Designated Bushfire Prone Area"],
    heritage: ["Heritage Overlay (HO)", "Heritage Overlay – contributory place"],
  },
  QLD: {
    flood: ["Flood overlay – creek/waterway flood planning area", "Flood overlay – overland flow path"],
    bushfire: ["Bushfire overlay – medium potential intensity", "Bushfire overlay – high potential intensity"],
    heritage: ["Heritage overlay – local heritage place", "Pre-1911 building overlay"],
  },
  WA: {
    flood: ["Floodway (DWER floodplain mapping)", "Flood fringe (DWER floodplain mapping)"],
    bushfire: ["Bushfire prone area (Map of Bush Fire Prone Areas)"],
    heritage: ["Local Heritage Survey place", "Heritage area (local planning scheme)"],
  },
  SA: {
    flood: ["Hazards (Flooding) Overlay", "Hazards (Flooding – General) Overlay"],
    bushfire: ["Hazards (Bushfire – Medium Risk) Overlay", "Hazards (Bushfire – High Risk) Overlay"],
    heritage: ["Historic Area Overlay", "Local Heritage Place Overlay"],
  },
  TAS: {
    flood: ["Flood-prone areas hazard code"],
    bushfire: ["Bushfire-prone areas code"],
    heritage: ["Local Historic Heritage Code – heritage precinct", "Tasmanian Heritage Register"],
  },
  ACT: {
    flood: ["Flood affected area (1% AEP)"],
    bushfire: ["Bushfire prone area (ACT Bushfire Prone Area map)"],
    heritage: ["ACT Heritage Register – heritage precinct"],
  },
  NT: {
    flood: ["Land subject to flooding (1% AEP)", "Primary storm surge area"],
    bushfire: ["Bushfire hazard area"],
    heritage: ["NT Heritage Register place"],
  },
};
const BAL = ["BAL-LOW", "BAL-12.5", "BAL-19", "BAL-29", "BAL-40", "BAL-FZ"] as const;

const clampInt = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(x)));
const round1 = (x: number) => Math.round(x * 10) / 10;
const pickPairs = <T,>(rng: Rng, pairs: readonly [T, number][]) => rng.weighted(pairs.map(([v, w]) => [v, w] as const));

function yearBuiltFor(rng: Rng, type: PropertyTypeKey, band: Band): number | null {
  if (type === "Land") return null;
  if (type === "Apartment") return rng.weighted([[rng.int(1960, 1989), 0.25], [rng.int(1990, 2009), 0.3], [rng.int(2010, 2024), 0.45]] as const);
  if (type === "Townhouse") return rng.weighted([[rng.int(1975, 1999), 0.35], [rng.int(2000, 2024), 0.65]] as const);
  const eras: Record<Band, [number, number, number][]> = {
    inner: [[1880, 1940, 0.45], [1941, 1989, 0.25], [1990, 2024, 0.3]],
    middle: [[1900, 1940, 0.15], [1941, 1989, 0.5], [1990, 2024, 0.35]],
    outer: [[1941, 1989, 0.3], [1990, 2024, 0.7]],
    town: [[1880, 1940, 0.25], [1941, 1989, 0.45], [1990, 2024, 0.3]],
    rural: [[1880, 1950, 0.3], [1951, 1989, 0.4], [1990, 2024, 0.3]],
  };
  const [lo, hi] = rng.weighted(eras[band].map(([a, b, w]) => [[a, b] as const, w] as const));
  return rng.int(lo, hi);
}

function styleFor(rng: Rng, type: PropertyTypeKey, year: number | null, state: string): string | null {
  if (year === null) return null;
  if (type === "Apartment" || type === "Unit") return year >= 1995 ? "Contemporary" : year >= 1960 ? "Walk-up" : "Art Deco";
  if (state === "QLD" && year < 1945 && type === "House" && rng.chance(0.7)) return "Queenslander";
  if (year < 1890) return rng.chance(0.5) ? "Colonial" : "Victorian";
  if (year <= 1915) return "Federation";
  if (year <= 1940) return rng.chance(0.6) ? "Californian Bungalow" : "Art Deco";
  if (year <= 1965) return "Post-war";
  if (year <= 1995) return rng.chance(0.1) ? "Colonial" : "Brick veneer";
  return "Contemporary";
}

function conditionFor(rng: Rng, year: number | null): Condition | null {
  if (year === null) return null;
  const age = CATALOGUE_YEAR - year;
  const base = Math.max(2, Math.min(9.5, 9.5 - age / 12));
  const renovated = age > 25 && rng.chance(0.35);
  const c = {} as Condition;
  for (const area of CONDITION_AREAS) {
    const interior = area === "kitchen" || area === "bathrooms" || area === "flooring" || area === "interiorPaint";
    const b = renovated && interior ? 8 : area === "landscaping" ? rng.int(3, 9) : base;
    c[area] = age <= 5 ? rng.int(9, 10) : clampInt(b + 1.1 * rng.normal(), 1, 10);
  }
  return c;
}

function zoneFor(rng: Rng, profile: SuburbProfile, type: PropertyTypeKey, state: string): ZoneRule {
  const rules = ZONES[state] ?? ZONES.NSW;
  const byCode = new Map(rules.map((r) => [r.code, r]));
  const kinds = ZONE_KINDS_FOR[type];
  const options = profile.zoningMix.map((z) => [byCode.get(z.zone), z.share] as const).filter((x): x is readonly [ZoneRule, number] => !!x[0] && kinds.includes(x[0].kind));
  if (options.length > 0) return rng.weighted(options);
  const fallbackKind = kinds.find((k) => rules.some((r) => r.kind === k));
  return rules.find((r) => r.kind === fallbackKind) ?? byCode.get(DEFAULT_ZONE[state] ?? "R2") ?? rules[0];
}

function landFor(rng: Rng, type: PropertyTypeKey, zone: ZoneRule, typicalBlock: number): number | null {
  if (type === "Unit" || type === "Apartment") return null;
  if (type === "Townhouse") return rng.int(120, 350);
  const ln = (median: number, sigma: number) => median * Math.exp(sigma * rng.normal());
  let land: number;
  switch (zone.kind) {
    case "high":
    case "medium":
      land = ln(Math.max(250, typicalBlock * 0.8), 0.3);
      break;
    case "low":
      land = ln(typicalBlock, 0.28);
      break;
    case "township":
      land = ln(Math.max(typicalBlock, 800), 0.3);
      break;
    case "large-lot":
      land = ln(Math.max(zone.minLot * 1.5, typicalBlock), 0.45);
      break;
    case "rural":
      land = ln(Math.max(typicalBlock, 40_000), 0.8);
      break;
  }
  return Math.max(120, Math.round(land / 5) * 5);
}

function layoutFor(rng: Rng, type: PropertyTypeKey, beds: number, land: number | null, year: number | null): Layout | null {
  if (type === "Land") return null;
  const house = type === "House";
  const levels = type === "Townhouse" ? (rng.chance(0.85) ? 2 : 1) : house ? (rng.chance((year ?? 1990) >= 1990 ? 0.45 : 0.2) ? 2 : 1) : 1;
  const living = beds >= 4 ? (rng.chance(0.15) ? 3 : rng.chance(0.7) ? 2 : 1) : beds === 3 ? (rng.chance(0.4) ? 2 : 1) : 1;
  const kitchens = house && rng.chance(beds >= 5 ? 0.15 : 0.04) ? 2 : 1;
  const hasGrannyFlat = house && (land ?? 0) >= 450 && rng.chance(0.06);
  const separateEntrance = kitchens >= 2 ? rng.chance(0.7) : hasGrannyFlat ? rng.chance(0.85) : rng.chance(0.04);
  const ensuites = beds >= 5 && rng.chance(0.3) ? 2 : beds >= 3 && rng.chance(0.65) ? 1 : beds >= 2 && !house && rng.chance(0.5) ? 1 : 0;
  return { separateEntrance, kitchens, ensuites, livingAreas: living, hasGrannyFlat, levels };
}

function featuresFor(rng: Rng, type: PropertyTypeKey, state: string, band: Band, layout: Layout | null, cars: number, year: number | null): string[] {
  if (type === "Land") return rng.chance(0.1) ? ["shed"] : [];
  const f: string[] = [];
  const house = type === "House";
  if (rng.chance(house ? (POOL_RATE[state] ?? 0.15) : type === "Apartment" ? 0.15 : 0.05)) f.push("pool");
  if (rng.chance(state === "TAS" ? 0.35 : 0.68)) f.push("aircon");
  if (cars > 0 && rng.chance(house ? 0.65 : type === "Townhouse" ? 0.7 : 0.2)) f.push("garage");
  if (rng.chance((year ?? 2000) >= 1990 ? 0.8 : 0.5)) f.push("dishwasher");
  if (rng.chance(0.85)) f.push("builtinWardrobe");
  if (layout && layout.ensuites > 0) f.push("ensuite");
  if (rng.chance(layout && layout.livingAreas >= 2 ? 0.4 : 0.2)) f.push("study");
  if (rng.chance(type === "Apartment" ? 0.9 : type === "Unit" ? 0.5 : type === "Townhouse" ? 0.35 : 0.1)) f.push("balcony");
  if (rng.chance(type === "Townhouse" ? 0.6 : type === "Unit" ? 0.35 : house ? 0.1 : 0.05)) f.push("courtyard");
  if (house && rng.chance(band === "rural" ? 0.75 : 0.3)) f.push("shed");
  return f;
}

const TYPE_WORDS: Record<PropertyTypeKey, string> = { House: "house", Unit: "unit", Townhouse: "townhouse", Apartment: "apartment", Land: "vacant block" };
const FEATURE_WORDS: Record<string, string> = {
  pool: "pool", aircon: "air conditioning", garage: "garage", dishwasher: "dishwasher", builtinWardrobe: "built-in wardrobes",
  ensuite: "ensuite", study: "study", balcony: "balcony", courtyard: "courtyard", shed: "shed",
};

/** Suburbs a listing can sit in: a known state and people living there. */
export function eligibleSuburbs<S extends SuburbInput>(suburbs: readonly S[]): S[] {
  return suburbs.filter((s) => isKnownState(s.state) && (s.population ?? 0) > 0).sort((a, b) => a.id - b.id);
}

export function generateCatalogue<S extends SuburbInput>(opts: {
  suburbs: readonly S[];
  count: number;
  seed?: number;
  /** First listing number (demo-000001 by default). */
  startAt?: number;
}): GeneratedListing[] {
  const pool = eligibleSuburbs(opts.suburbs);
  if (pool.length === 0 || opts.count <= 0) return [];
  const rng = createRng(hash32(`catalogue:${opts.seed ?? 42}`));
  const cumulative = new Float64Array(pool.length);
  let total = 0;
  for (let i = 0; i < pool.length; i++) {
    total += pool[i].population ?? 0;
    cumulative[i] = total;
  }
  const profiles = new Map<number, SuburbProfile>();
  const out: GeneratedListing[] = new Array(opts.count);
  const start = opts.startAt ?? 1;

  for (let n = 0; n < opts.count; n++) {
    const x = rng.next() * total;
    let lo = 0;
    let hi = pool.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    const s = pool[lo];
    let profile = profiles.get(s.id);
    if (!profile) {
      profile = profileOfSuburb(s);
      profiles.set(s.id, profile);
    }
    out[n] = generateOne(rng, s, profile, demoListingId(start + n));
  }
  return out;
}

function generateOne(rng: Rng, s: SuburbInput, profile: SuburbProfile, listingId: string): GeneratedListing {
  const state = s.state;
  const band = bandOf(s);
  const type = pickPairs(rng, TYPE_MIX[band]);
  const beds = pickPairs(rng, BEDROOMS[type]);
  const baths =
    type === "Land"
      ? 0
      : beds <= 2
        ? rng.chance(type === "House" ? 0.1 : 0.3) && beds === 2 ? 2 : 1
        : beds === 3
          ? rng.chance(0.6) ? 2 : 1
          : beds === 4
            ? rng.chance(0.3) ? 3 : 2
            : rng.weighted([[2, 0.3], [3, 0.55], [4, 0.15]] as const);
  const cars =
    type === "Land"
      ? 0
      : type === "House"
        ? band === "inner"
          ? rng.weighted([[0, 0.3], [1, 0.5], [2, 0.2]] as const)
          : rng.weighted([[1, 0.3], [2, 0.55], [3, 0.1], [4, 0.05]] as const)
        : rng.weighted([[0, type === "Apartment" ? 0.25 : 0.15], [1, 0.6], [2, 0.2]] as const);
  const zone = zoneFor(rng, profile, type, state);
  const land = landFor(rng, type, zone, profile.typicalBlock);
  const lotty = type === "House" || type === "Land";
  const isBattleAxe = lotty && (zone.kind === "low" || zone.kind === "township") && rng.chance(0.05);
  const isCorner = lotty && !isBattleAxe && rng.chance(0.08);
  let frontage: number | null = null;
  if (land !== null) {
    if (isBattleAxe) frontage = round1(3.5 + rng.next());
    else if (type === "Townhouse") frontage = round1(6 + 3 * rng.next());
    else frontage = round1(Math.sqrt(land / (1.8 + 1.6 * rng.next())) * (isCorner ? 1.15 : 1));
  }
  const year = yearBuiltFor(rng, type, band);
  const style = styleFor(rng, type, year, state);
  const condition = conditionFor(rng, year);
  const layout = layoutFor(rng, type, beds, land, year);
  const features = featuresFor(rng, type, state, band, layout, cars, year);

  const texts = OVERLAY_TEXT[state] ?? OVERLAY_TEXT.NSW;
  const fire = s.bushfireProneFraction ?? 0;
  const bushfireOverlay = rng.chance(fire * (type === "Apartment" ? 0.3 : 1))
    ? `${rng.pick(texts.bushfire)}${state === "NSW" || state === "WA" || state === "QLD" || state === "VIC" ? ` (${rng.pick(BAL)})` : ""}`
    : null;
  const elev = s.elevation ?? 50;
  const floodOverlay = rng.chance(elev < 10 ? 0.18 : elev < 30 ? 0.09 : elev < 100 ? 0.04 : 0.015) ? rng.pick(texts.flood) : null;
  const heritageOverlay =
    year !== null && rng.chance((year < 1915 ? 0.4 : year < 1945 ? 0.15 : 0.02) * (band === "inner" ? 1.3 : 1)) ? rng.pick(texts.heritage) : null;

  const expected = expectedValue(profile, type, beds, land);
  const current = valueAtCondition(expected, type, conditionIndex(condition));
  const asking = current * Math.exp(0.09 * rng.normal());
  const step = asking >= 1_000_000 ? 10_000 : 5_000;
  const onRequest = rng.chance(0.09);
  const price = onRequest ? null : Math.max(step, Math.round(asking / step) * step);
  const priceText = price === null ? rng.pick(["Price on request", "Contact agent", "Auction"]) : formatMoney(price);
  const marketStatus = rng.chance(0.8) ? "For Sale" : "Off Market";
  const baseRent = estimateRent(profile, type, beds);
  const rentWeekly =
    baseRent === null ? null : Math.max(100, Math.round((baseRent * (1 + 0.3 * (conditionIndex(condition) - 0.6)) * Math.exp(0.07 * rng.normal())) / 5) * 5);

  const streetRng = createRng(hash32(`street:${s.id}:${rng.int(0, 39)}`));
  const street = `${streetRng.pick(STREET_NAMES)} ${streetRng.weighted(STREET_TYPES)}`;
  const number = rng.int(1, type === "Land" || band === "rural" ? 400 : 180);
  const addressStreet = type === "Unit" || type === "Apartment" ? `${rng.int(1, 40)}/${number} ${street}` : type === "Land" ? `Lot ${rng.int(1, 300)} ${street}` : `${number} ${street}`;
  const spreadKm = Math.min(5, Math.sqrt(Math.max(0.05, s.areaSqkm ?? 1)) / 2);
  const lat = s.lat + ((rng.next() - 0.5) * 2 * spreadKm) / 111;
  const lng = s.lng + ((rng.next() - 0.5) * 2 * spreadKm) / (111 * Math.cos((s.lat * Math.PI) / 180));

  const featureText = features.map((f) => FEATURE_WORDS[f] ?? f);
  const description =
    type === "Land"
      ? `Vacant ${land} m² block in ${s.name}, zoned ${zone.code} (${zone.name}).${featureText.length ? ` Includes a ${featureText.join(", ")}.` : ""} Demo listing generated by Propie: not a real property.`
      : `${style ? `${style} ` : ""}${beds}-bedroom, ${baths}-bathroom ${TYPE_WORDS[type]}${land ? ` on ${land} m²` : ""} in ${s.name}${year ? `, built ${year}` : ""}.` +
        `${featureText.length ? ` Features: ${featureText.join(", ")}.` : ""} Zoned ${zone.code}. Demo listing generated by Propie: not a real property.`;

  const listing: GeneratedListing = {
    listingId,
    source: "demo",
    addressStreet,
    suburb: s.name,
    state,
    postcode: s.postcode,
    suburbId: s.id,
    lga: s.lga,
    urbanArea: s.urbanArea,
    propertyType: type,
    marketStatus,
    price,
    searchPrice: price ?? current,
    bedrooms: beds,
    bathrooms: baths,
    carSpaces: cars,
    landSize: land,
    frontage,
    isCorner,
    isBattleAxe,
    yearBuilt: year,
    condition,
    layout,
    features,
    zoning: zone.code,
    floodOverlay,
    bushfireOverlay,
    heritageOverlay,
    rentWeekly,
    listingUrl: null,
    satelliteImage: null,
    floorPlans: null,
    lat: Math.round(lat * 1e6) / 1e6,
    lng: Math.round(lng * 1e6) / 1e6,
    style,
    description,
    priceText,
    // As toEngineListing() works it when a row is read: whether the listing's words say it is new (lib/finance).
    saysNew: saysNew({ features, propertyType: type }),
  };
  return listing;
}
