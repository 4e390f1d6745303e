import type { ListingSummary } from "./types";

/** A complete listing summary for tests; override what the test is about. */
export function listingFixture(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    listing_id: "L1",
    session_id: "9b2f8a52-3c1e-4c7e-9a51-0f6d2b1a7e10",
    created_at: "2026-01-01T00:00:00.000Z",
    source: "demo",
    address_street: "12 Smith St",
    address_suburb: "Richmond",
    address_state: "VIC",
    address_postcode: "3121",
    list_price: "$850,000",
    market_status: "For Sale",
    property_type: "House",
    bedrooms: 3,
    bathrooms: 1,
    car_spaces: 1,
    land_size: 450,
    listing_url: null,
    satellite_image: null,
    heritage_overlay: "Not detected",
    flood_overlay: "Not detected",
    bushfire_overlay: "Not detected",
    rental_yield: 4.2,
    capital_growth: 5.1,
    property_score: 55,
    section_scores: { investmentGoals: "60%", developmentPotential: "40%", renovationPotential: "70%", splitLiving: "20%", riskOverlay: "100%" },
    analysis_complete: true,
    rank: 1,
    capital_growth_value: 42_000,
    diff_percent: -5,
    estimated_price: null,
    suburb_centroid: { lat: -37.82, lng: 145.0 },
    ...overrides,
  };
}
