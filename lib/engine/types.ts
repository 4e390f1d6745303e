/**
 * The engine's plain data shapes. Nothing here knows about the database: a catalogue row
 * becomes an EngineListing through toEngineListing(), and a scored listing maps 1:1 onto
 * the spec's Listing (snake_case) so a caller can write a search_listings row from it.
 */
import type { ScoredFactor } from "@/lib/preferences/schema";
import type { ScoringFinance } from "./finance";
import type { DataConfidence, ScoringProvenance } from "./provenance";
import type { ProfileMeasurements, PropertyCategory } from "./statistics";
import type { BuiltTypeKey, PropertyTypeKey } from "@/lib/property/types";

/** The property vocabulary lives in lib/property (shared with lib/finance); re-exported for the engine's readers. */
export { PROPERTY_TYPE_KEYS, type BuiltTypeKey, type PropertyTypeKey } from "@/lib/property/types";

export const CONDITION_AREAS = ["kitchen", "bathrooms", "flooring", "interiorPaint", "exterior", "roof", "landscaping"] as const;
export type ConditionArea = (typeof CONDITION_AREAS)[number];
export type Condition = Record<ConditionArea, number>;

export type Layout = {
  separateEntrance: boolean;
  kitchens: number;
  /** Bedrooms with their own bathroom. */
  ensuites: number;
  livingAreas: number;
  hasGrannyFlat: boolean;
  levels: number;
};

export type EngineListing = {
  listingId: string;
  source: string;
  addressStreet: string;
  suburb: string;
  state: string;
  postcode: string | null;
  /** ABS suburb code when the listing is tied to a row of `suburbs`; picks its profile exactly. */
  suburbId: number | null;
  lga: string | null;
  urbanArea: string | null;
  propertyType: string;
  marketStatus: string;
  /** Asking price in dollars; null = price on request. */
  price: number | null;
  /** Price used by price-range filters: the asking price, or the engine's estimate when on request. */
  searchPrice: number | null;
  bedrooms: number;
  bathrooms: number;
  carSpaces: number;
  landSize: number | null;
  frontage: number | null;
  isCorner: boolean;
  isBattleAxe: boolean;
  yearBuilt: number | null;
  condition: Condition | null;
  layout: Layout | null;
  features: string[];
  zoning: string | null;
  /** Overlay texts; null = not detected. */
  floodOverlay: string | null;
  bushfireOverlay: string | null;
  heritageOverlay: string | null;
  rentWeekly: number | null;
  listingUrl: string | null;
  satelliteImage: string | null;
  floorPlans: string[] | null;
  /** The listing's photos (a live source's); carried to the results, never scored. */
  photos?: string[] | null;
  /** The agent's price text ("Contact agent", a range, "Auction"), shown beside the price basis. */
  priceText?: string | null;
  /** Whether the listing's own words (features, type) say it is new or off the plan: lib/finance saysNew(), worked once as the row is read (toEngineListing); absent, it is worked when needed. */
  saysNew?: boolean;
};

export const REMOTENESS = ["Major Cities", "Inner Regional", "Outer Regional", "Remote", "Very Remote"] as const;
export type Remoteness = (typeof REMOTENESS)[number];

export type ZoneShare = { zone: string; share: number };

/** What the engine compares a listing against: derived per suburb by lib/catalogue. */
export type SuburbProfile = {
  version: 1;
  /** "derived" from the suburb's real attributes, or a state-wide "fallback" for an unknown suburb. */
  source: "derived" | "fallback";
  suburbId: number | null;
  suburb: string;
  state: string;
  postcode: string | null;
  lga: string | null;
  urbanArea: string | null;
  capital: string;
  distanceToCbdKm: number;
  remoteness: Remoteness;
  medianIncome: number | null;
  densityPerSqkm: number | null;
  elevation: number | null;
  bushfireProneFraction: number | null;
  /** Median price by property type, dollars, for a typical size (TYPICAL_BEDROOMS, typicalBlock). */
  medianPrice: Record<PropertyTypeKey, number>;
  /** Median weekly rent by type, dollars, for a typical size. */
  weeklyRent: Record<BuiltTypeKey, number>;
  /** Last-12-month change in median value, percent, one decimal. */
  growth12m: Record<PropertyTypeKey, number>;
  /** Typical house block, m². */
  typicalBlock: number;
  zoningMix: ZoneShare[];
  /**
   * Measured suburb statistics merged in (lib/engine/statistics.ts): which of the figures above
   * are measured, and the per-bedroom figures. Absent on a purely modelled profile.
   */
  measured?: ProfileMeasurements;
  /**
   * Why a statistics source could not give this suburb's figures of a category (its last
   * attempt failed and nothing measured is at hand): the figures stay modelled, and the
   * data-confidence note says why (lib/engine/provenance.ts).
   */
  statisticsUnavailable?: Partial<Record<PropertyCategory, string>>;
};

export type FinishLevel = "Budget" | "Standard" | "Premium";
export type SectionKey = ScoredFactor;

export const SORT_KEYS = [
  "property_score",
  "rental_yield",
  "capital_growth",
  "highgrowth_capital_growth",
  "undervaluation",
  "land_size",
  "splitLiving",
  "riskOverlay",
  "renovationPotential",
  "developmentPotential",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/* ---------- scoring_inputs, in the spec's shape (extra keys explain the working) ---------- */

export type PriceBasis = "list_price" | "estimate";

export type InvestmentGoalsInputs = {
  score: number;
  goals: ("highcashflow" | "undervalued" | "highcapitalgrowth")[];
  commentary: string;
  highcashflow: {
    selected: boolean;
    score: number;
    gross_yield: number | null;
    net_yield: number | null;
    monthly_cash_flow: number | null;
    weekly_rent: number | null;
    rent_estimated: boolean;
    price_used: number;
    price_basis: PriceBasis;
    annual_costs: number;
    loan_interest: number;
    /** The sentence that explains the cash flow: the first of `commentary` (for-viewer.ts redoes it on another basis). */
    working?: string;
  };
  undervalued: {
    selected: boolean;
    score: number;
    /** (price − expected) / expected × 100; negative = below the suburb median for this type and size. */
    diff_percent: number | null;
    suburb_median: number;
    expected_price: number;
  };
  highgrowth: {
    selected: boolean;
    score: number;
    capital_growth_percent: number;
    /** Dollars the price would have gained over the last 12 months at the suburb's growth. */
    capital_growth_value: number;
  };
};

export type DevelopmentOptionKey = "sideByside" | "battleAxe" | "cornerLotsplit" | "multiTownhouse";
export type DevelopmentOption = {
  selected: boolean;
  score: number;
  requiredLand: number | null;
  requiredFrontage: number | null;
  reason: string;
};
export type DevelopmentPotentialInputs = {
  score: number;
  commentary: string;
  landSize: number | null;
  zoning: string | null;
  zoningAssumed: boolean;
  subdivisionPotential: "High" | "Medium" | "Low" | "None";
  minLotSize: number | null;
  minFrontage: number | null;
  frontage: number | null;
  frontageEstimated: boolean;
  lotsPossible: number;
  options: Record<DevelopmentOptionKey, DevelopmentOption>;
};

export type RenovationArea = {
  /** Current condition, 1 (poor) to 10 (as new). */
  score: number;
  /** Cost of bringing the area to the chosen finish level, dollars (0 when it needs no work). */
  cost: number;
  work: "None" | "Refresh" | "Renovate" | "Replace";
  conditionAfter: number;
};
export type RenovationPotentialInputs = {
  score: number;
  commentary: string;
  finishLevel: FinishLevel;
  budget: number | null;
  withinBudget: boolean;
  conditionAssumed: boolean;
  estimatedRenovationCost: number;
  currentValue: number;
  postRenovationValue: number;
  price_used: number;
  price_basis: PriceBasis;
  /** Post-renovation value − (price + purchase costs + renovation cost), dollars. */
  renovators_margin: number;
  renovators_margin_percent: number;
  value_uplift_percent: number;
  /** The spec's per-area entries sit at the top level: renovationPotential.kitchen = { score, cost, … }. */
} & Partial<Record<ConditionArea, RenovationArea>>;

export type SplitOptionKey = "roomingHouse" | "grannyFlat" | "internalDualliving" | "duplexPair";
export type SplitOption = { selected: boolean; raw_score: number; reason: string };
export type SplitLivingInputs = {
  score: number;
  commentary: string;
  roomingHouse: SplitOption;
  grannyFlat: SplitOption;
  internalDualliving: SplitOption;
  duplexPair: SplitOption;
  separateEntrance: boolean;
  kitchenFacilities: number;
  privateBathroom: number;
  roomConfiguration: string;
  layoutAssumed: boolean;
};

export type OverlayKey = "flood" | "bushfire" | "heritage";
export type RiskOverlayInputs = {
  score: number;
  commentary: string;
  flood: { text: string; detected: boolean; avoided: boolean; penalty: number };
  bushfire: { text: string; detected: boolean; avoided: boolean; penalty: number };
  heritage: { text: string; detected: boolean; avoided: boolean; penalty: number };
};

export type ScoringInputs = {
  investmentGoals: InvestmentGoalsInputs;
  developmentPotential: DevelopmentPotentialInputs;
  renovationPotential: RenovationPotentialInputs;
  splitLiving: SplitLivingInputs;
  riskOverlay: RiskOverlayInputs;
  /** How property_score was combined: the ranked sections, their weights and the default used. */
  weighting: { factor: SectionKey; rank: number | null; weight: number; score: number }[];
  weightingRule: "rank" | "default-equal";
  /** medianPrice and weeklyRent: the measured medians where provenance says so, else the profile's. */
  suburbProfile: { source: SuburbProfile["source"]; medianPrice: number; weeklyRent: number | null; growth12m: number };
  /** Where each figure came from (listing, measured, modelled, assumption). */
  provenance: ScoringProvenance;
  /** The data-confidence level of the score, and why (docs/SCORING.md §15). */
  confidence: DataConfidence;
  /**
   * The buyer's numbers for this listing (lib/finance's working, every figure with where it comes
   * from: docs/SCORING.md §10); null in a territory without published schedules.
   */
  finance: ScoringFinance | null;
};

/** The spec's Listing fields the engine computes (snake_case, ready for search_listings). */
export type ScoredListing = {
  listing_id: string;
  source: string;
  address_street: string;
  address_suburb: string;
  address_state: string;
  address_postcode: string | null;
  list_price: string | null;
  /** The agent's price text, when the source gives one. */
  price_text: string | null;
  market_status: string;
  property_type: string;
  bedrooms: number;
  bathrooms: number;
  car_spaces: number;
  land_size: number | null;
  listing_url: string | null;
  satellite_image: string | null;
  photos: string[];
  heritage_overlay: string;
  flood_overlay: string;
  bushfire_overlay: string;
  rental_yield: number | null;
  capital_growth: number;
  property_score: number;
  section_scores: Record<SectionKey, string>;
  scoring_inputs: ScoringInputs;
  image_analysis: { imageUrls: { floorPlans: string[] } };
};
