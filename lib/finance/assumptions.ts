/**
 * Propie's own modelled figures: not published schedules, so every figure that rests on one is an
 * "estimate" (docs/FINANCE.md, "Modelled assumptions"). The holding costs are the engine's
 * (docs/SCORING.md §10), split into their parts so they can be itemised.
 */
import { PROPERTY_TYPE_KEYS, type PropertyTypeKey } from "@/lib/property/types";

/** The engine's order of property types: the index the fast path takes is the engine's type id. */
export const PROPERTY_KINDS: readonly PropertyTypeKey[] = PROPERTY_TYPE_KEYS;

/**
 * A year's council rates and water, building insurance (landlord cover for strata), strata levies;
 * dollars. The engine's fixed holding costs are these (docs/SCORING.md §10): one table for both.
 */
export const HOLDING_COSTS: Record<PropertyTypeKey, { ratesWater: number; insurance: number; strata: number }> = {
  House: { ratesWater: 2_800, insurance: 2_000, strata: 0 },
  Unit: { ratesWater: 1_900, insurance: 500, strata: 3_500 },
  Townhouse: { ratesWater: 2_200, insurance: 900, strata: 3_000 },
  Apartment: { ratesWater: 1_900, insurance: 500, strata: 4_500 },
  Land: { ratesWater: 1_800, insurance: 0, strata: 0 },
};

/** Repairs and maintenance: 5 % of the gross rent (the engine's rule of thumb). */
export const MAINTENANCE_SHARE = 0.05;

/**
 * The land's share of the price, for land tax (on land value) and for the building's share
 * (standing in for its construction cost in the depreciation estimate). A strata lot's land value
 * is its share of the block's, so small.
 */
export const LAND_SHARE: Record<PropertyTypeKey, number> = { House: 0.55, Unit: 0.15, Townhouse: 0.35, Apartment: 0.15, Land: 1 };

/** Plant and equipment in a new dwelling: 10 % of the construction cost, declining 20 % in the first year (diminishing value, 10-year life). */
export const NEW_PLANT_SHARE = 0.1;
export const NEW_PLANT_FIRST_YEAR_RATE = 0.2;

/** Serviceability: lenders count 80 % of rental income. */
export const RENT_SHADING = 0.8;
/** Serviceability: living expenses assumed for the household, dollars a year (not HEM, which isn't public). */
export const LIVING_EXPENSES = 30_000;
/** A debt-to-income ratio at or above this is flagged (APRA's high-DTI threshold). */
export const HIGH_DTI = 6;
/** Borrowing costs (LMI, mortgage registration) are deducted over 5 years (ATO: borrowing expenses over $100). */
export const BORROWING_COST_YEARS = 5;

/** Usable equity: lenders lend to 80 % of a property's value without LMI, so 80 % of each value less its loan (docs/FINANCE.md §17). */
export const EQUITY_LVR = 0.8;
/** The land's share of an existing property's value when its land value isn't given: a house's (LAND_SHARE). */
export const HOLDING_LAND_SHARE = 0.55;
/** "Next purchase": the rent a reference house is assumed to earn, gross, a year as a share of its price (Propie's assumption). */
export const NEXT_PURCHASE_GROSS_YIELD = 0.04;
