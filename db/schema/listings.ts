import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { figure, numberAt, textAt, textFigure } from "./scoring-figures";
import type { Condition, Layout } from "@/lib/engine/types";
import { LIST_FIGURE_PATHS as P } from "@/lib/engine/scoring-inputs";

/**
 * Real Australian suburbs (2016 Census, MIT) joined with their bushfire-prone fraction
 * (360info, CC BY 4.0). The profile_* columns are derived by the demo catalogue generator
 * from the real attributes, and are what the engine compares a listing against.
 */
export const suburbs = pgTable(
  "suburbs",
  {
    id: integer("id").primaryKey(), // ABS 2016 suburb (SSC) code
    name: text("name").notNull(),
    state: text("state").notNull(), // NSW, VIC, QLD, SA, WA, TAS, NT, ACT, OT
    postcode: text("postcode"),
    urbanArea: text("urban_area"),
    localityType: text("locality_type"),
    lga: text("lga"),
    statisticArea: text("statistic_area"),
    elevation: real("elevation"),
    population: integer("population"),
    medianIncome: integer("median_income"),
    areaSqkm: real("area_sqkm"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    timezone: text("timezone"),
    bushfireProneFraction: real("bushfire_prone_fraction"),
    /** Derived suburb profile (see lib/catalogue): medians, rents, growth, block size, zoning mix. */
    profile: jsonb("profile").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("suburbs_name_idx").on(t.name),
    index("suburbs_lga_idx").on(t.lga),
    index("suburbs_state_idx").on(t.state),
    index("suburbs_postcode_idx").on(t.postcode),
  ],
);

/** The catalogue the built-in engine searches: demo listings (source = 'demo') and imported ones. */
export const listings = pgTable(
  "listings",
  {
    id: uuidPrimaryKey(),
    listingId: text("listing_id").notNull(),
    source: text("source").notNull().default("demo"), // 'demo' | 'import' | 'domain'
    addressStreet: text("address_street").notNull(),
    suburb: text("suburb").notNull(),
    state: text("state").notNull(),
    postcode: text("postcode"),
    suburbId: integer("suburb_id"),
    lga: text("lga"),
    urbanArea: text("urban_area"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    propertyType: text("property_type").notNull(), // House | Unit | Townhouse | Apartment | Land
    marketStatus: text("market_status").notNull(), // For Sale | Off Market
    /** Asking price in dollars; null means "Price on request". */
    price: integer("price"),
    /** What price-range filters compare: the asking price, or the engine's estimate when on request. */
    searchPrice: integer("search_price"),
    priceText: text("price_text"),
    bedrooms: integer("bedrooms").notNull().default(0),
    bathrooms: integer("bathrooms").notNull().default(0),
    carSpaces: integer("car_spaces").notNull().default(0),
    landSize: integer("land_size"), // m²
    frontage: real("frontage"), // m
    isCorner: boolean("is_corner").notNull().default(false),
    isBattleAxe: boolean("is_battle_axe").notNull().default(false),
    yearBuilt: integer("year_built"),
    style: text("style"),
    // Stored as the engine reads them: per-area condition scores 1 (poor) to 10 (as new), and the layout facts the split-living scorer reads.
    condition: jsonb("condition").$type<Condition>(),
    layout: jsonb("layout").$type<Layout>(),
    features: text("features").array().notNull().default([]),
    zoning: text("zoning"),
    floodOverlay: text("flood_overlay"),
    bushfireOverlay: text("bushfire_overlay"),
    heritageOverlay: text("heritage_overlay"),
    rentWeekly: integer("rent_weekly"),
    description: text("description"),
    listingUrl: text("listing_url"),
    satelliteImage: text("satellite_image"),
    floorPlans: jsonb("floor_plans").$type<string[]>(),
    /** Photo URLs (a live source's listing photos); null for the demo catalogue. */
    photos: jsonb("photos").$type<string[]>(),
    /** Location keys (lib/engine/locations.ts listingLocationKeys): suburb, LGA, urban area, state. */
    locationKeys: text("location_keys").array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("listings_listing_id_key").on(t.listingId),
    index("listings_filter_idx").on(t.propertyType, t.bedrooms, t.price),
    index("listings_state_idx").on(t.state),
    index("listings_suburb_idx").on(t.suburb, t.state),
    index("listings_lga_idx").on(t.lga),
    index("listings_urban_area_idx").on(t.urbanArea),
    index("listings_price_idx").on(t.price),
    // The estimate's count: locations and features are array overlaps/containment (GIN).
    // listings_count_idx (property_type, search_price) INCLUDE (every filter column, source and updated_at too) lives in a
    // custom migration (drizzle can't declare INCLUDE): it answers counts by index-only scans.
    index("listings_location_keys_idx").using("gin", t.locationKeys),
    index("listings_features_idx").using("gin", t.features),
    index("listings_type_search_price_idx").on(t.propertyType, t.searchPrice),
    index("listings_source_idx").on(t.source),
  ],
);

/** The scored listings of one search session: the spec's Listing. */
export const searchListings = pgTable(
  "search_listings",
  {
    id: uuidPrimaryKey(),
    listingId: text("listing_id").notNull(),
    sessionId: uuid("session_id").notNull(),
    source: text("source").notNull().default("demo"),
    addressStreet: text("address_street"),
    addressSuburb: text("address_suburb"),
    addressState: text("address_state"),
    addressPostcode: text("address_postcode"),
    listPrice: text("list_price"),
    /** The agent's price text ("Contact agent", "$800,000 - $875,000", "Auction"), when the source gives one. */
    priceText: text("price_text"),
    marketStatus: text("market_status"),
    propertyType: text("property_type"),
    bedrooms: integer("bedrooms"),
    bathrooms: integer("bathrooms"),
    carSpaces: integer("car_spaces"),
    landSize: integer("land_size"),
    listingUrl: text("listing_url"),
    satelliteImage: text("satellite_image"),
    photos: jsonb("photos").$type<string[]>(),
    heritageOverlay: text("heritage_overlay"),
    floodOverlay: text("flood_overlay"),
    bushfireOverlay: text("bushfire_overlay"),
    rentalYield: real("rental_yield"),
    capitalGrowth: real("capital_growth"),
    propertyScore: real("property_score"),
    sectionScores: jsonb("section_scores").$type<Record<string, string>>(),
    scoringInputs: jsonb("scoring_inputs").$type<Record<string, unknown>>(),
    imageAnalysis: jsonb("image_analysis").$type<Record<string, unknown>>(),
    analysisComplete: boolean("analysis_complete").notNull().default(false),
    rank: integer("rank"),
    createdAt: createdAt(),
    /*
     * The figures of scoring_inputs the matches list carries and sorts by (ListingSummary's fields of
     * the same names, lib/engine/scoring-inputs.ts LIST_FIGURE_PATHS), generated so that every
     * writer fills them without knowing of them, and the list never reads scoring_inputs itself.
     */
    capitalGrowthValue: figure("capital_growth_value", numberAt(P.capitalGrowthValue)),
    diffPercent: figure("diff_percent", numberAt(P.diffPercent)),
    /** A price-on-request listing's value as the engine estimated it (what price filters compared); null otherwise. */
    estimatedPrice: figure("estimated_price", `case when ${textAt(P.priceBasis)} = 'estimate' then ${numberAt(P.priceUsed)} end`),
    /** As stored; the reader keeps "high", "medium" or "low" (lib/matches/confidence.ts confidenceLevelOf). */
    dataConfidence: textFigure("data_confidence", textAt(P.dataConfidence)),
    financeCashFlow: figure("finance_cash_flow", numberAt(P.financeCashFlow)),
    financeHighestOffer: figure("finance_highest_offer", numberAt(P.financeHighestOffer)),
    financeCashNeeded: figure("finance_cash_needed", numberAt(P.financeCashNeeded)),
    financePriceAfterCosts: figure("finance_price_after_costs", `(${numberAt(P.financePrice)}) + (${numberAt(P.financePurchaseCosts)})`),
    financeTenYearReturn: figure("finance_ten_year_return", numberAt(P.financeTenYearReturn)),
  },
  (t) => [
    uniqueIndex("search_listings_session_listing_key").on(t.sessionId, t.listingId),
    index("search_listings_session_created_idx").on(t.sessionId, t.createdAt),
  ],
);

export type Suburb = typeof suburbs.$inferSelect;
export type NewSuburb = typeof suburbs.$inferInsert;
export type CatalogueListing = typeof listings.$inferSelect;
export type NewCatalogueListing = typeof listings.$inferInsert;
export type SearchListing = typeof searchListings.$inferSelect;
export type NewSearchListing = typeof searchListings.$inferInsert;
