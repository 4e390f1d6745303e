import "server-only";
import { getDb } from "@/db/client";
import {
  getListingDetailFieldsByIds,
  getSessionListingRow,
  getSessionListingRows,
  getSessionListingRowsByIds,
  iterateSessionListingRows,
  type ListingDetailRow,
  type ListingSummaryRow,
  type SuburbCentroid,
} from "@/db/queries/search-listings";
import { confidenceLevelOf } from "@/lib/matches/confidence";
import type { ListingDetail, ListingSummary } from "@/lib/matches/types";

/**
 * A session's scored listings as the API sends them (spec calls 11 and 12): the rows of
 * db/queries/search-listings.ts made into ListingSummary and ListingDetail. Callers check access first.
 */

function toNumber(value: string | number | null): number | null {
  if (value === null) return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function finite(value: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : null;
}

/** A scored row as the list's item; `suburbCentroid` where the read looked it up (the export's rows have none). */
export function toListingSummary(row: ListingSummaryRow & { suburbCentroid?: SuburbCentroid }): ListingSummary {
  return {
    id: row.id,
    listing_id: row.listingId,
    session_id: row.sessionId,
    created_at: row.createdAt.toISOString(),
    source: row.source,
    address_street: row.addressStreet,
    address_suburb: row.addressSuburb,
    address_state: row.addressState,
    address_postcode: row.addressPostcode,
    list_price: row.listPrice,
    price_text: row.priceText,
    market_status: row.marketStatus,
    property_type: row.propertyType,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    car_spaces: row.carSpaces,
    land_size: row.landSize,
    listing_url: row.listingUrl,
    satellite_image: row.satelliteImage,
    photo: row.photo,
    photo_count: toNumber(row.photoCount) ?? 0,
    heritage_overlay: row.heritageOverlay,
    flood_overlay: row.floodOverlay,
    bushfire_overlay: row.bushfireOverlay,
    rental_yield: finite(row.rentalYield),
    capital_growth: finite(row.capitalGrowth),
    property_score: finite(row.propertyScore),
    section_scores: row.sectionScores ?? null,
    analysis_complete: row.analysisComplete,
    rank: row.rank,
    capital_growth_value: finite(row.capitalGrowthValue),
    diff_percent: finite(row.diffPercent),
    estimated_price: finite(row.estimatedPrice),
    data_confidence: confidenceLevelOf(row.dataConfidence),
    finance_cash_flow: finite(row.financeCashFlow),
    finance_highest_offer: finite(row.financeHighestOffer),
    finance_cash_needed: finite(row.financeCashNeeded),
    finance_price_after_costs: finite(row.financePriceAfterCosts),
    finance_ten_year_return: finite(row.financeTenYearReturn),
    suburb_centroid: row.suburbCentroid ?? null,
  };
}

/** A scored row with its photos, scoring_inputs and image analysis as the detail. */
export function toListingDetail(row: ListingDetailRow & { suburbCentroid?: SuburbCentroid }): ListingDetail {
  return { ...toListingSummary(row), ...detailFields(row) };
}

const detailFields = (row: Pick<ListingDetailRow, "photos" | "scoringInputs" | "imageAnalysis"> | undefined) => ({
  photos: row?.photos ?? [],
  scoring_inputs: row?.scoringInputs ?? null,
  image_analysis: row?.imageAnalysis ?? null,
});

/** Spec 2, call 11: a session's listings, best ranked first (then the higher score; among equals, newest first). */
export async function getSessionListings({ sessionId }: { sessionId: string }): Promise<ListingSummary[]> {
  const db = await getDb();
  const listings = (await getSessionListingRows({ db, sessionId })).map(toListingSummary);
  return listings.sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || (b.property_score ?? -1) - (a.property_score ?? -1));
}

/** Spec 2, call 12: one listing of a session with its scoring_inputs. */
export async function getListingForSession({ sessionId, listingId }: { sessionId: string; listingId: string }): Promise<ListingDetail | null> {
  const db = await getDb();
  const row = await getSessionListingRow({ db, sessionId, listingId });
  return row ? toListingDetail(row) : null;
}

/** The listings of a session with these ids, with their scoring_inputs (the compare view; ids not in the session are left out). */
export async function getListingDetailsForSession({ sessionId, listingIds }: { sessionId: string; listingIds: string[] }): Promise<ListingDetail[]> {
  const db = await getDb();
  return (await getSessionListingRowsByIds({ db, sessionId, listingIds })).map(toListingDetail);
}

/** The session's listings with their scoring_inputs, best ranked first, a page at a time (the exports). */
export async function* iterateSessionListingDetails({ sessionId, pageSize }: { sessionId: string; pageSize?: number }): AsyncGenerator<ListingDetail[]> {
  const db = await getDb();
  for await (const rows of iterateSessionListingRows({ db, sessionId, pageSize })) yield rows.map(toListingDetail);
}

/**
 * The session's best `limit` listings (the order of getSessionListings) with their
 * scoring_inputs: what the assistant explains rankings from.
 */
export async function getTopListingDetails({ sessionId, limit }: { sessionId: string; limit: number }): Promise<ListingDetail[]> {
  const top = (await getSessionListings({ sessionId })).slice(0, limit);
  if (top.length === 0) return [];
  const db = await getDb();
  const byId = new Map((await getListingDetailFieldsByIds({ db, ids: top.map((l) => l.id) })).map((r) => [r.id, r]));
  return top.map((l) => ({ ...l, ...detailFields(byId.get(l.id)) }));
}
