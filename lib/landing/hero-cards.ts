import { deriveSuburbProfile, type SuburbInput } from "@/lib/catalogue/profile";
import { scoreListing, type EngineListing, type ScoredListing } from "@/lib/engine";
import type { Condition, ConditionArea } from "@/lib/engine/types";

/**
 * The landing hero's cards: for each rotating word, one demo listing in a real suburb
 * (Alfredton, Ballarat: 2016 Census attributes from db/seed/data) scored by the pure
 * engine with the matching factor ranked first. Nothing here is a typed-in result: change
 * a demo listing and the card's figures follow, because they are the engine's output.
 */

/** Alfredton VIC 3350, as db/seed/data/au-suburbs-2016.csv has it. */
const ALFREDTON: SuburbInput = {
  id: 20022,
  name: "Alfredton",
  state: "VIC",
  postcode: "3350",
  urbanArea: "Ballarat",
  localityType: "Urban locality",
  lga: "Ballarat (City)",
  statisticArea: "Rest of VIC",
  elevation: 457,
  population: 9220,
  medianIncome: 35_360,
  areaSqkm: 8.01,
  lat: -37.55517,
  lng: 143.80089,
  bushfireProneFraction: null,
};

const allAreas = (n: number): Condition => ({ kitchen: n, bathrooms: n, flooring: n, interiorPaint: n, exterior: n, roof: n, landscaping: n });

function demoListing(overrides: Partial<EngineListing>): EngineListing {
  return {
    listingId: "DEMO",
    source: "demo",
    addressStreet: "",
    suburb: ALFREDTON.name,
    state: ALFREDTON.state,
    postcode: ALFREDTON.postcode,
    suburbId: ALFREDTON.id,
    lga: ALFREDTON.lga,
    urbanArea: ALFREDTON.urbanArea,
    propertyType: "House",
    marketStatus: "For Sale",
    price: 560_000,
    searchPrice: 560_000,
    bedrooms: 3,
    bathrooms: 1,
    carSpaces: 2,
    landSize: 650,
    frontage: 16,
    isCorner: false,
    isBattleAxe: false,
    yearBuilt: 1985,
    condition: allAreas(7),
    layout: { separateEntrance: false, kitchens: 1, ensuites: 0, livingAreas: 1, hasGrannyFlat: false, levels: 1 },
    features: [],
    zoning: "GRZ1",
    floodOverlay: null,
    bushfireOverlay: null,
    heritageOverlay: null,
    rentWeekly: null,
    listingUrl: null,
    satelliteImage: null,
    floorPlans: null,
    ...overrides,
  };
}

export const HERO_DEMO_LISTINGS = {
  property: demoListing({ listingId: "DEMO-YIELD", addressStreet: "14 Wiltshire Lane", price: 545_000, searchPrice: 545_000, rentWeekly: 560 }),
  subdivision: demoListing({ listingId: "DEMO-LOT", addressStreet: "3 Cuthberts Road", price: 720_000, searchPrice: 720_000, landSize: 1_150, frontage: 24, isCorner: true }),
  renovation: demoListing({
    listingId: "DEMO-RENO",
    addressStreet: "27 Gillies Street",
    price: 470_000,
    searchPrice: 470_000,
    yearBuilt: 1958,
    condition: { kitchen: 3, bathrooms: 2, flooring: 4, interiorPaint: 3, exterior: 5, roof: 7, landscaping: 4 },
  }),
  rooming: demoListing({
    listingId: "DEMO-ROOMS",
    addressStreet: "9 Hertford Street",
    price: 690_000,
    searchPrice: 690_000,
    bedrooms: 5,
    bathrooms: 3,
    landSize: 720,
    layout: { separateEntrance: true, kitchens: 2, ensuites: 2, livingAreas: 2, hasGrannyFlat: false, levels: 2 },
  }),
} as const;

export type HeroCardKind = keyof typeof HERO_DEMO_LISTINGS;

const DATA = { renovationPotential: { renovationBudget: 120_000, finishLevel: "Standard" as const } };
const FIRST: Record<HeroCardKind, "investmentGoals" | "developmentPotential" | "renovationPotential" | "splitLiving"> = {
  property: "investmentGoals",
  subdivision: "developmentPotential",
  renovation: "renovationPotential",
  rooming: "splitLiving",
};

/** One demo listing scored with its card's factor ranked first (and risk overlays second). */
export function scoreHeroListing(kind: HeroCardKind): ScoredListing {
  const profile = deriveSuburbProfile(ALFREDTON);
  return scoreListing(HERO_DEMO_LISTINGS[kind], profile, DATA, { [FIRST[kind]]: 1, riskOverlay: 2 });
}

const AREA_LABELS: Record<ConditionArea, string> = {
  kitchen: "Kitchen",
  bathrooms: "Bathrooms",
  flooring: "Flooring",
  interiorPaint: "Paint",
  exterior: "Exterior",
  roof: "Roof",
  landscaping: "Garden",
};

export type HeroCard = {
  kind: HeroCardKind;
  address: string;
  price: number;
  score: number;
  facts: string;
  property: { grossYield: number | null; netYield: number | null; monthlyCashFlow: number | null; weeklyRent: number | null; growth: number };
  subdivision: { verdict: string; landSize: number | null; zoning: string | null; minLotSize: number | null; lotsPossible: number; sectionScore: number };
  renovation: { areas: { label: string; cost: number }[]; total: number; margin: number; marginPercent: number; postValue: number; sectionScore: number };
  rooming: { configuration: string; roomingScore: number; reason: string; separateEntrance: boolean; kitchens: number; privateBathrooms: number; sectionScore: number };
};

/** Everything a hero card shows, read from the engine's output for its demo listing. */
export function heroCard(kind: HeroCardKind): HeroCard {
  const s = scoreHeroListing(kind);
  const l = HERO_DEMO_LISTINGS[kind];
  const inv = s.scoring_inputs.investmentGoals;
  const dev = s.scoring_inputs.developmentPotential;
  const reno = s.scoring_inputs.renovationPotential;
  const split = s.scoring_inputs.splitLiving;
  const areas = (Object.keys(AREA_LABELS) as ConditionArea[]).flatMap((a) => {
    const entry = reno[a];
    return entry && entry.cost > 0 ? [{ label: AREA_LABELS[a], cost: entry.cost }] : [];
  });
  return {
    kind,
    address: `${s.address_street}, ${s.address_suburb} ${s.address_state} ${s.address_postcode ?? ""}`.trim(),
    price: inv.highcashflow.price_used,
    score: s.property_score,
    facts: `${l.bedrooms} bed · ${l.bathrooms} bath · ${l.landSize ?? "–"} m²`,
    property: {
      grossYield: inv.highcashflow.gross_yield,
      netYield: inv.highcashflow.net_yield,
      monthlyCashFlow: inv.highcashflow.monthly_cash_flow,
      weeklyRent: inv.highcashflow.weekly_rent,
      growth: inv.highgrowth.capital_growth_percent,
    },
    subdivision: {
      verdict: dev.subdivisionPotential,
      landSize: dev.landSize,
      zoning: dev.zoning,
      minLotSize: dev.minLotSize,
      lotsPossible: dev.lotsPossible,
      sectionScore: dev.score,
    },
    renovation: {
      areas,
      total: reno.estimatedRenovationCost,
      margin: reno.renovators_margin,
      marginPercent: reno.renovators_margin_percent,
      postValue: reno.postRenovationValue,
      sectionScore: reno.score,
    },
    rooming: {
      configuration: split.roomConfiguration,
      roomingScore: split.roomingHouse.raw_score,
      reason: split.roomingHouse.reason,
      separateEntrance: split.separateEntrance,
      kitchens: split.kitchenFacilities,
      privateBathrooms: split.privateBathroom,
      sectionScore: split.score,
    },
  };
}

export const HERO_CARD_ORDER: readonly HeroCardKind[] = ["property", "subdivision", "renovation", "rooming"];
