/**
 * Suburb profiles derived from real attributes: distance to the state capital's CBD,
 * median income, density (population ÷ area), locality type and remoteness, elevation.
 * No open nationwide price data can ship, so medians, rents and growth are modelled from
 * these attributes around published capital-city and rest-of-state figures (docs/SCORING.md).
 * Deterministic: the per-suburb variation comes from a hash of the suburb code.
 */
import type { PropertyTypeKey, Remoteness, SuburbProfile, ZoneShare } from "@/lib/engine/types";
import { ZONES, DEFAULT_ZONE, type ZoneKind } from "@/lib/engine/zoning";
import { createRng, hash32 } from "./prng";

/** The attributes of a `suburbs` row the profile is derived from (a Drizzle row fits). */
export type SuburbInput = {
  id: number;
  name: string;
  state: string;
  postcode: string | null;
  urbanArea: string | null;
  localityType: string | null;
  lga: string | null;
  statisticArea: string | null;
  elevation: number | null;
  population: number | null;
  medianIncome: number | null;
  areaSqkm: number | null;
  lat: number;
  lng: number;
  bushfireProneFraction: number | null;
  profile?: unknown;
};

/** GPO / city-centre coordinates of the eight capitals. */
export const CAPITALS: Record<string, { name: string; lat: number; lng: number }> = {
  NSW: { name: "Sydney", lat: -33.8688, lng: 151.2093 },
  VIC: { name: "Melbourne", lat: -37.8136, lng: 144.9631 },
  QLD: { name: "Brisbane", lat: -27.4698, lng: 153.0251 },
  WA: { name: "Perth", lat: -31.9523, lng: 115.8613 },
  SA: { name: "Adelaide", lat: -34.9285, lng: 138.6007 },
  TAS: { name: "Hobart", lat: -42.8821, lng: 147.3272 },
  NT: { name: "Darwin", lat: -12.4634, lng: 130.8456 },
  ACT: { name: "Canberra", lat: -35.2809, lng: 149.13 },
};

/** Median house value, capital city and rest of state, 2025, rounded (Cotality/CoreLogic Home Value Index). */
const CAPITAL_HOUSE: Record<string, number> = { NSW: 1_500_000, VIC: 950_000, QLD: 980_000, WA: 850_000, SA: 880_000, ACT: 1_000_000, TAS: 700_000, NT: 620_000 };
const REGIONAL_HOUSE: Record<string, number> = { NSW: 780_000, VIC: 620_000, QLD: 720_000, WA: 560_000, SA: 480_000, ACT: 900_000, TAS: 560_000, NT: 480_000 };
/** Median unit value in the capital at the capital's median house price (same source). */
const CAPITAL_UNIT: Record<string, number> = { NSW: 850_000, VIC: 600_000, QLD: 650_000, WA: 480_000, SA: 550_000, ACT: 600_000, TAS: 520_000, NT: 380_000 };
/** Gross house yields in the capital (Cotality/SQM Research, 2025, rounded). */
const CAPITAL_HOUSE_YIELD: Record<string, number> = { NSW: 0.03, VIC: 0.033, QLD: 0.038, WA: 0.042, SA: 0.037, ACT: 0.04, TAS: 0.042, NT: 0.058 };
/** 12-month change in house values, capital and rest of state, percent (Cotality, 2025, rounded). */
const CAPITAL_GROWTH: Record<string, number> = { NSW: 4, VIC: 2.5, QLD: 9, WA: 10, SA: 8, ACT: 1.5, TAS: 2, NT: 7 };
const REGIONAL_GROWTH: Record<string, number> = { NSW: 5, VIC: 3.5, QLD: 8, WA: 9, SA: 7.5, ACT: 1.5, TAS: 3, NT: 4 };
/** National median personal income of the 2016 Census suburbs, $/yr: the income factor's reference. */
export const REFERENCE_INCOME = 32_000;

const REMOTENESS_PRICE: Record<Remoteness, number> = { "Major Cities": 1.2, "Inner Regional": 1, "Outer Regional": 0.75, Remote: 0.6, "Very Remote": 0.5 };
const REMOTENESS_YIELD: Record<Remoteness, number> = { "Major Cities": 0.003, "Inner Regional": 0.006, "Outer Regional": 0.012, Remote: 0.02, "Very Remote": 0.025 };

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const round1 = (x: number) => Math.round(x * 10) / 10;
const roundTo = (x: number, step: number) => Math.round(x / step) * step;

export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const R = 6371;
  const dLat = ((bLat - aLat) * Math.PI) / 180;
  const dLng = ((bLng - aLng) * Math.PI) / 180;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos((aLat * Math.PI) / 180) * Math.cos((bLat * Math.PI) / 180) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const isKnownState = (state: string) => state in CAPITALS;

export function densityOf(s: Pick<SuburbInput, "population" | "areaSqkm">): number | null {
  if (!s.population || !s.areaSqkm || s.areaSqkm <= 0) return null;
  return s.population / s.areaSqkm;
}

const inGreaterCapital = (s: SuburbInput) => s.state === "ACT" || (s.statisticArea ?? "").startsWith("Greater ");
const isRural = (s: SuburbInput) => (s.localityType ?? "").startsWith("Rural");

/**
 * An approximation of the ABS Remoteness Areas from the locality type, whether the suburb is
 * in a Greater Capital City area, and the distance to the capital (not the ASGS classification).
 */
export function remotenessOf(s: SuburbInput, distance: number): Remoteness {
  const major = (s.localityType ?? "").startsWith("Major Urban");
  if (inGreaterCapital(s)) return isRural(s) ? "Inner Regional" : "Major Cities";
  if (major && distance < 200) return "Major Cities";
  if (distance < 250) return "Inner Regional";
  if (distance < 600) return "Outer Regional";
  if (distance < 1_200) return "Remote";
  return "Very Remote";
}

/** Settlement band: drives the mix of property types, zones and block sizes. */
export type Band = "inner" | "middle" | "outer" | "town" | "rural";
export function bandOf(s: SuburbInput): Band {
  const d = densityOf(s) ?? 0;
  if (isRural(s)) return "rural";
  if (d >= 4_000) return "inner";
  if (d >= 1_500) return "middle";
  if (!inGreaterCapital(s) && !(s.localityType ?? "").startsWith("Major Urban")) return "town";
  return "outer";
}

/** Typical house block by density, log-interpolated (inner suburbs ~250 m², rural ~4 ha). */
const BLOCK_BY_DENSITY: [number, number][] = [
  [8_000, 250], [4_000, 350], [2_000, 550], [1_000, 650], [400, 800], [100, 1_200], [20, 4_000], [5, 20_000], [1, 40_000],
];
export function typicalBlockFor(density: number | null): number {
  if (density === null) return 700;
  if (density >= BLOCK_BY_DENSITY[0][0]) return BLOCK_BY_DENSITY[0][1];
  for (let i = 1; i < BLOCK_BY_DENSITY.length; i++) {
    const [d1, b1] = BLOCK_BY_DENSITY[i];
    if (density >= d1) {
      const [d0, b0] = BLOCK_BY_DENSITY[i - 1];
      const t = (Math.log(density) - Math.log(d1)) / (Math.log(d0) - Math.log(d1));
      return roundTo(Math.exp(Math.log(b1) + t * (Math.log(b0) - Math.log(b1))), 10);
    }
  }
  return BLOCK_BY_DENSITY[BLOCK_BY_DENSITY.length - 1][1];
}

const BAND_ZONE_KINDS: Record<Band, [ZoneKind, number][]> = {
  inner: [["high", 0.35], ["medium", 0.4], ["low", 0.25]],
  middle: [["high", 0.1], ["medium", 0.3], ["low", 0.6]],
  outer: [["high", 0.03], ["medium", 0.15], ["low", 0.8], ["large-lot", 0.02]],
  town: [["medium", 0.1], ["low", 0.55], ["township", 0.3], ["large-lot", 0.05]],
  rural: [["township", 0.25], ["large-lot", 0.45], ["rural", 0.3]],
};

export function zoningMixFor(state: string, band: Band): ZoneShare[] {
  const zones = ZONES[state] ?? ZONES.NSW;
  const shares = new Map<string, number>();
  for (const [kind, share] of BAND_ZONE_KINDS[band]) {
    let of = zones.filter((z) => z.kind === kind);
    if (of.length === 0) of = zones.filter((z) => z.kind === "low");
    for (const z of of) shares.set(z.code, (shares.get(z.code) ?? 0) + share / of.length);
  }
  const mix = [...shares.entries()].map(([zone, share]) => ({ zone, share: Math.round(share * 100) / 100 })).filter((z) => z.share > 0);
  if (mix.length === 0) return [{ zone: DEFAULT_ZONE[state] ?? "R2", share: 1 }];
  return mix.sort((a, b) => b.share - a.share || (a.zone < b.zone ? -1 : 1));
}

export function deriveSuburbProfile(s: SuburbInput): SuburbProfile {
  const state = isKnownState(s.state) ? s.state : "NSW";
  const cap = CAPITALS[state];
  const distance = distanceKm(s.lat, s.lng, cap.lat, cap.lng);
  const remoteness = remotenessOf(s, distance);
  const density = densityOf(s);
  const rng = createRng(hash32(`profile:${s.id}`));
  const noise = Math.exp(0.08 * rng.normal());
  const incomeFactor = s.medianIncome && s.medianIncome > 0 ? clamp(Math.pow(s.medianIncome / REFERENCE_INCOME, 0.6), 0.65, 1.9) : 1;

  let houseBase: number;
  if (inGreaterCapital(s)) houseBase = CAPITAL_HOUSE[state] * (0.5 + 0.95 * Math.exp(-distance / 18));
  else houseBase = REGIONAL_HOUSE[state] * REMOTENESS_PRICE[remoteness] * (1 + 0.3 * Math.exp(-distance / 120));
  const house = Math.max(120_000, roundTo(houseBase * incomeFactor * noise, 1_000));
  const rel = house / CAPITAL_HOUSE[state];
  const unit = inGreaterCapital(s)
    ? Math.max(150_000, roundTo(CAPITAL_UNIT[state] * Math.sqrt(rel), 1_000))
    : Math.max(100_000, roundTo(house * 0.68, 1_000));
  const band = bandOf(s);
  const landShare = band === "rural" ? 0.35 : inGreaterCapital(s) ? 0.55 : 0.42;
  const medianPrice: Record<PropertyTypeKey, number> = {
    House: house,
    Townhouse: roundTo(house * 0.78, 1_000),
    Unit: unit,
    Apartment: roundTo(unit * 1.05, 1_000),
    Land: roundTo(house * landShare, 1_000),
  };

  const houseYield =
    CAPITAL_HOUSE_YIELD[state] * Math.pow(clamp(1 / rel, 0.3, 3), 0.25) + (inGreaterCapital(s) ? 0 : REMOTENESS_YIELD[remoteness]);
  const unitYield = houseYield + 0.008;
  const rent = (price: number, y: number) => Math.max(150, roundTo((price * y) / 52, 5));

  const growthBase = inGreaterCapital(s) ? CAPITAL_GROWTH[state] : REGIONAL_GROWTH[state];
  const houseGrowth = round1(clamp(growthBase + 2 * (1 - clamp(rel, 0.3, 2)) + 1.5 * rng.normal(), -6, 20));

  return {
    version: 1,
    source: "derived",
    suburbId: s.id,
    suburb: s.name,
    state,
    postcode: s.postcode,
    lga: s.lga,
    urbanArea: s.urbanArea,
    capital: cap.name,
    distanceToCbdKm: round1(distance),
    remoteness,
    medianIncome: s.medianIncome,
    densityPerSqkm: density === null ? null : Math.round(density),
    elevation: s.elevation,
    bushfireProneFraction: s.bushfireProneFraction,
    medianPrice,
    weeklyRent: {
      House: rent(medianPrice.House, houseYield),
      Townhouse: rent(medianPrice.Townhouse, (houseYield + unitYield) / 2),
      Unit: rent(medianPrice.Unit, unitYield),
      Apartment: rent(medianPrice.Apartment, unitYield),
    },
    growth12m: {
      House: houseGrowth,
      Townhouse: round1(houseGrowth - 0.7),
      Unit: round1(houseGrowth - 1.5),
      Apartment: round1(houseGrowth - 2),
      Land: round1(houseGrowth + 0.5),
    },
    typicalBlock: band === "rural" ? Math.max(2_000, typicalBlockFor(density)) : typicalBlockFor(density),
    zoningMix: zoningMixFor(state, band),
  };
}

/** The stored profile if it is one of ours (profileOfSuburb uses it as it is), else null. */
export function storedProfile(profile: unknown): SuburbProfile | null {
  const p = profile as SuburbProfile | null | undefined;
  return p && typeof p === "object" && p.version === 1 && p.medianPrice && p.growth12m ? p : null;
}

/** A stored profile if it is one of ours, else derived afresh. */
export function profileOfSuburb(s: SuburbInput): SuburbProfile {
  return storedProfile(s.profile) ?? deriveSuburbProfile(s);
}
