import { z } from "zod";
import { sessionIdSchema } from "@/lib/session-id";
import { storedPreferencesSchema } from "@/lib/preferences/schema";
import type { ConfidenceLevel } from "./confidence";

/**
 * The wire shapes of the matches and sessions API, shared by the route handlers
 * and the browser. Field names follow the spec's Listing (snake_case).
 */

/** One row of the matches table (spec 2, call 11). scoring_inputs is left out of the list to keep
 * 2,000 rows light; the two figures the table shows from it are lifted out by the query. */
export type ListingSummary = {
  id: string;
  listing_id: string;
  session_id: string;
  created_at: string;
  /** 'demo' (generated demo data), 'import' or 'domain' (a live listing from Domain). */
  source: string;
  address_street: string | null;
  address_suburb: string | null;
  address_state: string | null;
  address_postcode: string | null;
  list_price: string | null;
  /** The agent's price text ("Contact agent", "$650,000 - $700,000", "Auction"), when the source gives one. */
  price_text: string | null;
  market_status: string | null;
  property_type: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  car_spaces: number | null;
  land_size: number | null;
  listing_url: string | null;
  satellite_image: string | null;
  /** The listing's first photo and how many it has (the detail carries them all). */
  photo: string | null;
  photo_count: number;
  heritage_overlay: string | null;
  flood_overlay: string | null;
  bushfire_overlay: string | null;
  rental_yield: number | null;
  capital_growth: number | null;
  property_score: number | null;
  section_scores: Record<string, string> | null;
  analysis_complete: boolean;
  rank: number | null;
  /** scoring_inputs.investmentGoals.highgrowth.capital_growth_value (dollars, last 12 months). */
  capital_growth_value: number | null;
  /** scoring_inputs.investmentGoals.undervalued.diff_percent (negative = below the suburb median). */
  diff_percent: number | null;
  /** A price-on-request listing's value as the engine estimated it (price filters compare it); null otherwise. */
  estimated_price: number | null;
  /** scoring_inputs.confidence.level: how much of the score rests on the listing's own or measured figures; null when not rated (docs/SCORING.md §15). */
  data_confidence: ConfidenceLevel | null;
  /** The suburb's centroid (from the suburbs reference data) for the offline locator map; null when the suburb isn't known. */
  suburb_centroid: { lat: number; lng: number } | null;
};

/** One listing with everything the expanded panels explain (spec 2, call 12). */
export type ListingDetail = ListingSummary & {
  photos: string[];
  scoring_inputs: Record<string, unknown> | null;
  image_analysis: Record<string, unknown> | null;
};

export type ListingsResponse = {
  listings: ListingSummary[];
  /**
   * search_running: the session's latest search is queued or running (more rows may come);
   * matched: how many listings passed the filters in the search that ranked these (null: not recorded);
   * price_filtered: that search had a minimum or maximum price.
   */
  analysis: {
    total: number;
    complete: number;
    search_running: boolean;
    matched: number | null;
    price_filtered: boolean;
    /** Notes of the latest search about listing sources it had to leave out ("Live listings from Domain are unavailable right now …"). */
    source_notes: string[];
  };
};

/** The answer for a session nobody has written yet: no listings, no search. */
export const NO_LISTINGS: ListingsResponse = {
  listings: [],
  analysis: { total: 0, complete: 0, search_running: false, matched: null, price_filtered: false, source_notes: [] },
};

export type SessionInfo = {
  session_id: string;
  is_public: boolean;
  is_owner: boolean;
  has_owner: boolean;
  chat_count: number;
  created_at: string;
  session_data: Record<string, unknown>;
};

export type SavedPreferenceItem = {
  id: string;
  name: string;
  preferences: Record<string, unknown>;
  results_count: number;
  session_id: string | null;
  created_at: string;
};

export type ApiError = { error: { code: string; message: string; ownerEmail?: string | null } };

export { sessionIdSchema };
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
