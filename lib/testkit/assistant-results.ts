/** Scored listings as the assistant is given them (its results), for the assistant's tests and evaluation. */
import type { AssistantResult } from "@/lib/assistant/results";
import { rankListings, scoreListing, type ScoredListing } from "@/lib/engine";
import type { FinanceProfileInput } from "@/lib/finance/profile";
import { listingFixture, profileFixture } from "./engine-listings";

/** The engine's rows ranked, in the shape the assistant reads (rank, address, price, score, scoring_inputs). */
export function asAssistantResults(scored: ScoredListing[]): AssistantResult[] {
  return rankListings(scored).map((s, i) => ({
    rank: i + 1,
    listingId: s.listing_id,
    address: `${s.address_street}, ${s.address_suburb}`,
    price: s.list_price,
    score: s.property_score,
    propertyType: s.property_type,
    bedrooms: s.bedrooms,
    bathrooms: s.bathrooms,
    scoringInputs: s.scoring_inputs,
  }));
}

/** Three houses scored for cash flow (with this finance section, kept in scoring_inputs.finance). */
export function sampleAssistantResults(finance?: FinanceProfileInput): AssistantResult[] {
  const data = { investmentGoals: { highcashflow: true, undervalued: false, highcapitalgrowth: false }, finance };
  return asAssistantResults(
    [
      listingFixture({ listingId: "A", addressStreet: "1 High St", price: 500_000, searchPrice: 500_000, rentWeekly: 650, landSize: 600 }),
      listingFixture({ listingId: "B", addressStreet: "2 Low St", price: 800_000, searchPrice: 800_000, rentWeekly: 500, landSize: 1_000 }),
      listingFixture({ listingId: "C", addressStreet: "3 Mid St", price: 620_000, searchPrice: 620_000, rentWeekly: 560, landSize: 700 }),
    ].map((l) => scoreListing(l, profileFixture(), data, { investmentGoals: 1 })),
  );
}
