/**
 * Deterministic listings in the shape the engine writes to search_listings (spec
 * Listing fields, scoring_inputs as lib/engine/types.ts), for the matches e2e tests
 * and the bench. Labelled as demo data, like the generated catalogue.
 */
import { mulberry32 } from "@/lib/catalogue/prng";
import type { ListingSummary } from "@/lib/matches/types";

export type ListingRow = Omit<ListingSummary, "id" | "created_at" | "capital_growth_value" | "diff_percent" | "suburb_centroid" | "estimated_price" | "data_confidence" | "finance_cash_flow" | "finance_highest_offer" | "finance_cash_needed" | "finance_price_after_costs" | "finance_ten_year_return"> & {
  scoring_inputs: Record<string, unknown>;
  image_analysis: Record<string, unknown>;
};

const SUBURBS = [
  ["Richmond", "VIC", "3121"],
  ["Toowong", "QLD", "4066"],
  ["Newtown", "NSW", "2042"],
  ["Norwood", "SA", "5067"],
  ["Subiaco", "WA", "6008"],
  ["Sandy Bay", "TAS", "7005"],
  ["Braddon", "ACT", "2612"],
  ["Parap", "NT", "0820"],
] as const;
const STREETS = ["Smith St", "Wattle Rd", "Banksia Ave", "Jacaranda Cres", "Gum Tree Lane", "Harbour View Pde", "Station St", "Church St"];
const AREAS = ["kitchen", "bathrooms", "flooring", "interiorPaint", "exterior", "roof", "landscaping"] as const;
const SWATCHES = ["#8fb573", "#a3b18a", "#b7c4a0", "#9cae86", "#c9c1a0", "#7f9c6b"];

const round1 = (n: number) => Math.round(n * 10) / 10;
const pct = (n: number) => `${Math.round(n)}%`;

/** A small inline SVG "satellite" tile: data URLs pass the CSP and need no network. */
function tile(i: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="88" height="72"><rect width="88" height="72" fill="${SWATCHES[i % SWATCHES.length]}"/><rect x="24" y="18" width="40" height="30" fill="#d6d3d1"/><rect x="0" y="60" width="88" height="12" fill="#78716c"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An image URL that fails to decode (without a network request that would log a 404). */
const BROKEN_IMAGE = "data:image/png;base64,bm90IGFuIGltYWdl";

/** `images`: "mixed" (data-URL tiles, missing and broken ones, for the e2e states) or "sparse" (a third with a tile, like the bench). */
export function makeListingRows(sessionId: string, count: number, seed = 1, images: "mixed" | "sparse" | "none" = "mixed"): ListingRow[] {
  const rand = mulberry32(seed);
  const rows: ListingRow[] = [];
  for (let i = 0; i < count; i++) {
    const [suburb, state, postcode] = SUBURBS[i % SUBURBS.length];
    const type = i % 6 === 5 ? "Unit" : "House";
    const beds = 1 + Math.floor(rand() * 6);
    const land = type === "Unit" ? null : 250 + Math.floor(rand() * 900);
    const price = 450_000 + Math.floor(rand() * 1_500_000);
    const growth = round1(-6 + rand() * 18);
    const diff = round1(-25 + rand() * 45);
    const score = round1(5 + rand() * 93);
    const sections = {
      investmentGoals: rand() * 100,
      developmentPotential: rand() * 100,
      renovationPotential: rand() * 100,
      splitLiving: rand() * 100,
      riskOverlay: rand() * 100,
    };
    const areas: Record<string, unknown> = {};
    let total = 0;
    for (const area of AREAS) {
      const condition = 1 + Math.floor(rand() * 10);
      const cost = condition >= 8 ? 0 : Math.round((9 - condition) * (2_000 + rand() * 6_000));
      total += cost;
      areas[area] = { score: condition, cost, work: cost === 0 ? "None" : condition <= 3 ? "Replace" : "Renovate", conditionAfter: Math.max(condition, 8) };
    }
    const flood = i % 9 === 4 ? "Flood overlay: Land Subject to Inundation (LSIO)" : i % 13 === 6 ? null : "Not detected";
    rows.push({
      listing_id: `E2E-${String(i).padStart(4, "0")}`,
      session_id: sessionId,
      source: "demo",
      address_street: `${1 + ((i * 7) % 180)} ${STREETS[i % STREETS.length]}`,
      address_suburb: suburb,
      address_state: state,
      address_postcode: postcode,
      list_price: i % 8 === 3 ? null : i % 8 === 5 ? `${price.toLocaleString("en-AU")}` : `$${price.toLocaleString("en-AU")}`,
      price_text: null,
      photo: null,
      photo_count: 0,
      market_status: i % 4 === 1 ? "Off Market" : "For Sale",
      property_type: type,
      bedrooms: beds,
      bathrooms: 1 + Math.floor(beds / 2),
      car_spaces: i % 3,
      land_size: land,
      listing_url: `https://example.com/listings/${i}`,
      satellite_image: images === "none" ? null : images === "sparse" ? (i % 3 === 0 ? tile(i) : null) : i % 5 === 2 ? null : i % 7 === 3 ? BROKEN_IMAGE : tile(i),
      heritage_overlay: i % 11 === 7 ? "Heritage overlay HO123" : "Not detected",
      flood_overlay: flood,
      bushfire_overlay: state === "TAS" ? "Bushfire Prone Area" : "Not detected",
      rental_yield: round1(-1 + rand() * 8),
      capital_growth: growth,
      property_score: score,
      section_scores: Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, pct(v)])),
      analysis_complete: true,
      rank: null,
      scoring_inputs: {
        investmentGoals: {
          score: sections.investmentGoals,
          highgrowth: { selected: true, score: 50, capital_growth_percent: growth, capital_growth_value: Math.round((price * growth) / 100) },
          undervalued: { selected: true, score: 50, diff_percent: diff, suburb_median: Math.round(price / (1 + diff / 100)), expected_price: Math.round(price / (1 + diff / 100)) },
          highcashflow: { selected: false, score: 40, gross_yield: 4.1 },
        },
        renovationPotential: {
          score: sections.renovationPotential,
          commentary: "Dated interiors with sound bones.",
          finishLevel: "Standard",
          budget: 150_000,
          withinBudget: total <= 150_000,
          conditionAssumed: false,
          estimatedRenovationCost: total,
          currentValue: price,
          postRenovationValue: price + Math.round(total * 1.4),
          renovators_margin: Math.round(total * 0.4) - 30_000,
          renovators_margin_percent: round1(((total * 0.4 - 30_000) / price) * 100),
          ...areas,
        },
        developmentPotential: {
          score: sections.developmentPotential,
          commentary: land && land > 600 ? "A wide block that could take a second dwelling." : "A small block: development is unlikely.",
          landSize: land,
          zoning: "General Residential Zone (GRZ1)",
          zoningAssumed: i % 2 === 0,
          subdivisionPotential: land && land > 800 ? "High" : land && land > 600 ? "Medium" : "Low",
          minLotSize: 300,
          frontage: land ? round1(land / 40) : null,
          frontageEstimated: true,
          lotsPossible: land ? Math.max(1, Math.floor(land / 300)) : 1,
          options: {
            sideByside: { selected: true, score: Math.round(sections.developmentPotential), requiredLand: 600, requiredFrontage: 15, reason: "Needs about 600 m² and 15 m of frontage." },
            battleAxe: { selected: false, score: Math.round(sections.developmentPotential / 2), requiredLand: 700, requiredFrontage: 12, reason: "Needs a driveway down one side." },
          },
        },
        splitLiving: {
          score: sections.splitLiving,
          commentary: `Layout: ${beds} bedrooms over one level.`,
          roomingHouse: { selected: true, raw_score: beds >= 4 ? 60 : 0, reason: beds >= 4 ? `${beds} bedrooms.` : "Needs at least 4 bedrooms." },
          grannyFlat: { selected: false, raw_score: land && land > 450 ? 55 : 0, reason: "Depends on the lot size." },
          internalDualliving: { selected: false, raw_score: 15, reason: "One kitchen but two living areas." },
          duplexPair: { selected: false, raw_score: 10, reason: "Dual occupancy needs a bigger lot." },
          separateEntrance: i % 4 === 0,
          kitchenFacilities: 1,
          privateBathroom: i % 3,
          roomConfiguration: `${beds} bedrooms, ${1 + Math.floor(beds / 2)} bathrooms, 2 living areas, 1 level`,
          layoutAssumed: true,
        },
        riskOverlay: { score: sections.riskOverlay, commentary: "Overlays checked." },
        // Every third listing has a measured rent (high), the others a modelled one (medium); a price on request is low.
        ...confidenceOf(i, i % 8 === 3, suburb),
      },
      image_analysis: { imageUrls: { floorPlans: [] } },
    });
  }
  return rows;
}

/** scoring_inputs.provenance and .confidence as the engine writes them (lib/engine/provenance.ts). */
function confidenceOf(i: number, onRequest: boolean, suburb: string) {
  const measured = i % 3 === 0;
  const rent = measured
    ? { kind: "measured", detail: "the suburb median rent for 3-bed houses, $620 a week: 42 leases in the 12 months to Jun 2026", sample_size: 42, period_start: "2025-07-01", period_end: "2026-06-30", source: "domain" }
    : { kind: "listing", detail: "the listing's own rent, $560 a week" };
  const median = measured
    ? { kind: "measured", detail: `the median sale price of 3-bed houses in ${suburb}, $820,000: 31 sales in the 12 months to Jun 2026`, sample_size: 31, period_start: "2025-07-01", period_end: "2026-06-30", source: "domain" }
    : { kind: "modelled", detail: `the median for houses in ${suburb}, $800,000, is modelled from the suburb profile (no measured data)` };
  const level = onRequest ? "low" : measured ? "high" : "medium";
  const verdict = onRequest
    ? "Low confidence: the price is on request, so every figure rests on an estimate of it."
    : measured
      ? "High confidence: the price, the rent and the suburb median are the listing's own or measured."
      : "Medium confidence: the suburb median is modelled.";
  return {
    provenance: {
      price: onRequest ? { kind: "assumption", detail: "price on request: the estimated value, $800,000, from the suburb median (modelled) for this size in its stated condition" } : { kind: "listing", detail: "the asking price" },
      weekly_rent: rent,
      suburb_median: median,
      growth: { kind: "modelled", detail: "+4.0% over 12 months, modelled from the suburb profile (no measured growth)" },
    },
    confidence: { level, reasons: [verdict, `Rent: ${rent.detail}.`, `Suburb median: ${median.detail}.`] },
  };
}

/** What GET /api/sessions/{id}/listings answers for these rows. */
export function toSummaries(rows: ListingRow[], createdAt = "2026-01-01T00:00:00.000Z"): ListingSummary[] {
  return rows.map((row, i) => {
    const { scoring_inputs, image_analysis: _ignored, ...rest } = row;
    const goals = (scoring_inputs.investmentGoals ?? {}) as { highgrowth?: { capital_growth_value?: number }; undervalued?: { diff_percent?: number } };
    const confidence = (scoring_inputs.confidence ?? {}) as { level?: ListingSummary["data_confidence"] };
    return {
      ...rest,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      created_at: createdAt,
      capital_growth_value: goals.highgrowth?.capital_growth_value ?? null,
      diff_percent: goals.undervalued?.diff_percent ?? null,
      estimated_price: null,
      data_confidence: confidence.level ?? null,
      finance_cash_flow: null,
      finance_highest_offer: null,
      finance_cash_needed: null,
      finance_price_after_costs: null,
      finance_ten_year_return: null,
      suburb_centroid: null,
    };
  });
}
