import { z } from "zod";
import { sessionIdSchema } from "@/lib/session-id";
import { storedPreferencesSchema } from "@/lib/preferences/schema";
import { CONFIDENCE_LEVELS } from "./confidence";

/**
 * The wire shapes of the matches and sessions API, shared by the route handlers
 * and the browser. Field names follow the spec's Listing (snake_case).
 */

const text = z.string().nullable();
const count = z.number().nullable();

/** One row of the matches table (spec 2, call 11). scoring_inputs is left out of the list to keep
 * 2,000 rows light; the figures the table shows from it are columns generated from it (db/schema/listings.ts). */
export const listingSummarySchema = z.object({
  id: z.string(),
  listing_id: z.string(),
  session_id: z.string(),
  created_at: z.string(),
  /** 'demo' (generated demo data), 'import' or 'domain' (a live listing from Domain). */
  source: z.string(),
  address_street: text,
  address_suburb: text,
  address_state: text,
  address_postcode: text,
  list_price: text,
  /** The agent's price text ("Contact agent", "$650,000 - $700,000", "Auction"), when the source gives one. */
  price_text: text,
  market_status: text,
  property_type: text,
  bedrooms: count,
  bathrooms: count,
  car_spaces: count,
  land_size: count,
  listing_url: text,
  satellite_image: text,
  /** The listing's first photo and how many it has (the detail carries them all). */
  photo: text,
  photo_count: z.number(),
  heritage_overlay: text,
  flood_overlay: text,
  bushfire_overlay: text,
  rental_yield: count,
  capital_growth: count,
  property_score: count,
  section_scores: z.record(z.string(), z.string()).nullable(),
  analysis_complete: z.boolean(),
  rank: count,
  /** scoring_inputs.investmentGoals.highgrowth.capital_growth_value (dollars, last 12 months). */
  capital_growth_value: count,
  /** scoring_inputs.investmentGoals.undervalued.diff_percent (negative = below the suburb median). */
  diff_percent: count,
  /** A price-on-request listing's value as the engine estimated it (price filters compare it); null otherwise. */
  estimated_price: count,
  /** scoring_inputs.confidence.level: how much of the score rests on the listing's own or measured figures; null when not rated (docs/SCORING.md §15). */
  data_confidence: z.enum(CONFIDENCE_LEVELS).nullable(),
  /** scoring_inputs.finance.analysis.cashFlow.monthlyAfterTax: the buyer's monthly cash flow (after tax when their profile counts tax, else before; docs/FINANCE.md §14); null without the finance block. */
  finance_cash_flow: count,
  /** scoring_inputs.finance.analysis.highestOffer.breakEven.price: the most the buyer could pay and break even before tax; null when none or without the block. */
  finance_highest_offer: count,
  /** scoring_inputs.finance.analysis.purchase.cashInvested: the cash the purchase takes (deposit and costs, less any grant); null without the block. */
  finance_cash_needed: count,
  /** scoring_inputs.finance facts.price + analysis.purchase.total: the price with duty, fees and LMI; null without the block. */
  finance_price_after_costs: count,
  /** scoring_inputs.finance.tenYear.totalReturnPercent: a ten-year hold's total return, percent of the cash put in (docs/FINANCE.md §15); null without it. */
  finance_ten_year_return: count,
  /** The suburb's centroid (from the suburbs reference data) for the offline locator map; null when the suburb isn't known. */
  suburb_centroid: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

/** One listing with everything the expanded panels explain (spec 2, call 12). */
export const listingDetailSchema = listingSummarySchema.extend({
  photos: z.array(z.string()),
  scoring_inputs: z.record(z.string(), z.unknown()).nullable(),
  image_analysis: z.record(z.string(), z.unknown()).nullable(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

/**
 * Whose finance a listing's own-money figures ("Your numbers", the finance columns, compare and
 * exports) are worked on (docs/SECURITY.md, "Personal data"): the viewer searched and these are
 * their figures ("owner"); someone else's search, worked on the viewer's own account finance
 * ("yours"); or someone else's search on Propie's standard assumptions ("standard"). The searcher's
 * own finance reaches nobody else.
 */
export const NUMBERS_BASES = ["owner", "yours", "standard"] as const;
export const numbersBasisSchema = z.enum(NUMBERS_BASES);
export type NumbersBasis = z.infer<typeof numbersBasisSchema>;

export const listingsResponseSchema = z.object({
  listings: z.array(listingSummarySchema),
  numbers_basis: numbersBasisSchema,
  /**
   * search_running: the session's latest search is queued or running (more rows may come);
   * matched: how many listings passed the filters in the search that ranked these (null: not recorded);
   * price_filtered: that search had a minimum or maximum price.
   */
  analysis: z.object({
    total: z.number(),
    complete: z.number(),
    search_running: z.boolean(),
    matched: count,
    price_filtered: z.boolean(),
    /** Notes of the latest search about listing sources it had to leave out ("Live listings from Domain are unavailable right now …"). */
    source_notes: z.array(z.string()),
  }),
});
export type ListingsResponse = z.infer<typeof listingsResponseSchema>;

/** The answer for a session nobody has written yet: no listings, no search. */
export const NO_LISTINGS: ListingsResponse = {
  listings: [],
  numbers_basis: "owner",
  analysis: { total: 0, complete: 0, search_running: false, matched: null, price_filtered: false, source_notes: [] },
};

export const sessionInfoSchema = z.object({
  session_id: z.string(),
  is_public: z.boolean(),
  is_owner: z.boolean(),
  has_owner: z.boolean(),
  chat_count: z.number(),
  created_at: z.string(),
  /** The stored preferences; for anyone but the owner of its personal data, without it (lib/privacy/personal.ts). */
  session_data: z.record(z.string(), z.unknown()),
  /** Whether the viewer owns the session's personal data: the searcher (signed in, or the browser that started it as a guest). */
  yours: z.boolean().default(false),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const savedPreferenceItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  preferences: z.record(z.string(), z.unknown()),
  results_count: z.number(),
  session_id: z.string().nullable(),
  created_at: z.string(),
});
export type SavedPreferenceItem = z.infer<typeof savedPreferenceItemSchema>;

/** The answers of GET /api/sessions/{id}, GET …/listings/{listingId}, POST …/share and /api/saved-preferences. */
export const sessionResponseSchema = z.object({ session: sessionInfoSchema });
export const listingResponseSchema = z.object({ listing: listingDetailSchema, numbers_basis: numbersBasisSchema });
export const shareResponseSchema = z.object({ session_id: z.string(), is_public: z.boolean(), path: z.string() });
export const savedPreferencesResponseSchema = z.object({ items: z.array(savedPreferenceItemSchema) });
export const savedPreferenceResponseSchema = z.object({ item: savedPreferenceItemSchema });

export const sessionParamsSchema = z.object({ id: sessionIdSchema });
export const listingParamsSchema = z.object({ id: sessionIdSchema, listingId: z.string().trim().min(1).max(200) });
export const savedPreferenceParamsSchema = z.object({ id: z.uuid("Saved preference not found") });

export const savePreferenceBodySchema = z.object({
  name: z.string().trim().min(1, "Please enter a name for your saved preferences.").max(120),
  /** The stored preference form, normalised (unknown keys dropped, defaults filled). */
  preferences: storedPreferencesSchema,
  results_count: z.number().int().min(0).max(1_000_000).default(0),
  session_id: sessionIdSchema.nullable().default(null),
});
export type SavePreferenceBody = z.input<typeof savePreferenceBodySchema>;
