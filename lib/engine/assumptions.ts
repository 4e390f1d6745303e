/**
 * Every number the engine assumes, in one place. docs/SCORING.md names the public
 * source each figure was taken from; they are indicative, national or state-wide
 * figures, never advice about a particular property.
 */
import { HOLDING_COSTS, MAINTENANCE_SHARE } from "@/lib/finance/assumptions";
import type { ConditionArea, FinishLevel, PropertyTypeKey } from "./types";

/* ---------- finance: Propie's standard loan (cash flow and yields when the buyer gives no finance) ---------- */
// The buyer's own figures (deposit, rate, tax, land tax, duty) come from lib/finance; these are the
// fixed loan the cash flow is worked on when the search carries no finance profile
// (docs/SCORING.md §4 and §10). The holding costs are lib/finance's table, shared by both.
/** Investor variable rate, interest-only (RBA Statistical Table F6, investor lending rates, 2025). */
export const INTEREST_RATE = 0.0625;
/** 20 % deposit: the 80 % LVR above which lenders charge mortgage insurance. */
export const DEPOSIT_SHARE = 0.2;
export const LOAN_SHARE = 1 - DEPOSIT_SHARE;
/** Transfer duty (~4 % at typical prices) plus conveyancing, inspections and loan fees (~1 %). */
export const PURCHASE_COSTS_SHARE = 0.05;
/** ~1.5 weeks a year untenanted (SQM Research vacancy rates, 1-3 % in 2024-25). */
export const VACANCY_RATE = 0.03;
/** Letting and management fees incl. GST, share of rent collected (agency fee surveys: 6-10 %). */
export const MANAGEMENT_FEE_RATE = 0.08;
/** Repairs and maintenance, share of gross rent (a common rule of thumb: 5 %). */
export const MAINTENANCE_RATE = MAINTENANCE_SHARE;

/** Fixed annual holding costs by type: council rates + water, insurance, strata levies (dollars; lib/finance's HOLDING_COSTS). */
export const annualFixedCosts = (type: PropertyTypeKey) => {
  const c = HOLDING_COSTS[type];
  return c.ratesWater + c.insurance + c.strata;
};

/* ---------- investment-goal score scales ---------- */
/** Gross yield score: 2 % → 0, 7 % → 100, linear. */
export const GROSS_YIELD_FLOOR = 2;
export const GROSS_YIELD_POINTS_PER_PCT = 20;
/** Monthly cash-flow score: −$1,500 → 0, +$500 → 100, linear ($20 a point). */
export const CASHFLOW_FLOOR = -1_500;
export const CASHFLOW_DOLLARS_PER_POINT = 20;
/** Undervaluation score: 50 at the expected price, ±2.5 points per percent below/above. */
export const UNDERVALUED_POINTS_PER_PCT = 2.5;
/** Growth score: −5 % → 0, +15 % → 100 (5 points per percent). */
export const GROWTH_FLOOR = -5;
export const GROWTH_POINTS_PER_PCT = 5;

/* ---------- valuation: how a suburb median becomes the expected price of this listing ---------- */
export const TYPICAL_BEDROOMS: Record<PropertyTypeKey, number> = { House: 3, Townhouse: 3, Unit: 2, Apartment: 2, Land: 0 };
/** Each bedroom above/below the typical count moves value by 10 % (capped 0.7-1.4). */
export const BEDROOM_VALUE_STEP = 0.1;
export const BEDROOM_FACTOR_MIN = 0.7;
export const BEDROOM_FACTOR_MAX = 1.4;
/** Each bedroom moves rent by 12 % (capped 0.7-1.5). */
export const BEDROOM_RENT_STEP = 0.12;
export const BEDROOM_RENT_MIN = 0.7;
export const BEDROOM_RENT_MAX = 1.5;
/** Land value elasticity: value ∝ (land / typical block)^0.3 for houses and land (capped 0.75-1.6). */
export const LAND_ELASTICITY = 0.3;
export const LAND_FACTOR_MIN = 0.75;
export const LAND_FACTOR_MAX = 1.6;
/** Market value moves ±0.5 × (condition index − 0.6): a median home is in average (6/10) condition. */
export const CONDITION_VALUE_SLOPE = 0.5;
export const AVERAGE_CONDITION_INDEX = 0.6;
/** How much each area's condition weighs in the value of a home (sums to 1). */
export const CONDITION_VALUE_WEIGHTS: Record<ConditionArea, number> = {
  kitchen: 0.25,
  bathrooms: 0.2,
  flooring: 0.1,
  interiorPaint: 0.1,
  exterior: 0.12,
  roof: 0.13,
  landscaping: 0.1,
};
/** Condition assumed for an imported listing that doesn't state it. */
export const ASSUMED_CONDITION = 6;

/* ---------- renovation ---------- */
/** An area scored 8 or more needs no work; below, the work costs full cost × (10 − score) / 9. */
export const RENOVATION_THRESHOLD = 8;
export const CONDITION_AFTER: Record<FinishLevel, number> = { Budget: 8, Standard: 9, Premium: 10 };
export const FINISH_INDEX: Record<FinishLevel, 0 | 1 | 2> = { Budget: 0, Standard: 1, Premium: 2 };
export const FINISH_LEVEL_LIST: FinishLevel[] = ["Budget", "Standard", "Premium"];
/**
 * Full cost of each area at each finish level (Budget, Standard, Premium), 2025 dollars.
 * "unit" says what the cost is multiplied by. Sources: HIA and Rawlinsons cost guides,
 * hipages and Archicentre published renovation cost ranges (see SCORING.md).
 */
export const RENOVATION_COSTS: Record<ConditionArea, { unit: "kitchen" | "bathroom" | "m2" | "building"; cost: [number, number, number] }> = {
  kitchen: { unit: "kitchen", cost: [15_000, 30_000, 60_000] },
  bathrooms: { unit: "bathroom", cost: [12_000, 22_000, 40_000] },
  flooring: { unit: "m2", cost: [50, 90, 160] },
  interiorPaint: { unit: "m2", cost: [30, 45, 70] },
  exterior: { unit: "building", cost: [8_000, 15_000, 30_000] },
  roof: { unit: "building", cost: [8_000, 15_000, 35_000] },
  landscaping: { unit: "building", cost: [5_000, 12_000, 30_000] },
};
/** Share of the "building" areas an owner pays for: strata pays for common property. */
export const BUILDING_SHARE: Record<PropertyTypeKey, number> = { House: 1, Townhouse: 0.6, Unit: 0, Apartment: 0, Land: 0 };
/** Floor area estimate, m²: base + per bedroom. */
export const FLOOR_AREA: Record<PropertyTypeKey, { base: number; perBedroom: number }> = {
  House: { base: 60, perBedroom: 30 },
  Townhouse: { base: 50, perBedroom: 25 },
  Unit: { base: 35, perBedroom: 25 },
  Apartment: { base: 35, perBedroom: 25 },
  Land: { base: 0, perBedroom: 0 },
};
/** Renovator's-margin score: 50 at break-even, 2.5 points per percent. Value-uplift score: 5 points per percent. */
export const MARGIN_POINTS_PER_PCT = 2.5;
export const UPLIFT_POINTS_PER_PCT = 5;

/* ---------- development ---------- */
/** Below 75 % of a requirement scores 0; 75-100 % rises to 70; 100-150 % rises to 100. */
export const REQ_START = 0.75;
export const REQ_MET_SCORE = 70;
export const REQ_FULL = 1.5;
/** Battle-axe: an access handle ~3.5 m wide, ~120 m² of land, taken from the parent lot. */
export const BATTLE_AXE_HANDLE_WIDTH = 3.5;
export const BATTLE_AXE_HANDLE_AREA = 120;
/** Frontage estimate when a listing doesn't state it: a lot 2.5 times as deep as it is wide. */
export const LOT_DEPTH_RATIO = 2.5;

/* ---------- split living ---------- */
/** A rooming house needs at least 4 lettable bedrooms (NSW Boarding Houses Act 2012 registers 5+ residents). */
export const ROOMING_MIN_BEDROOMS = 4;

/* ---------- risk overlays ---------- */
/** Points an avoided, detected overlay takes off 100 (sum 100: all three → 0). */
export const OVERLAY_PENALTY = { flood: 40, bushfire: 35, heritage: 25 } as const;
