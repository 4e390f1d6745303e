/**
 * scoreListing: one listing against one strategy, with the working shown. property_score
 * combines the integer section scores with integer rank weights, so it can be redone by
 * hand from the percentages the user sees: Σ weight × section ÷ Σ weight, to one decimal.
 */
import type { Importance } from "@/lib/preferences/schema";
import { listingBase } from "./base";
import { financeBlock } from "./finance";
import { confidenceOf, provenanceOf } from "./provenance";
import { listPriceText, percentText } from "./format";
import { compileQuery, type EngineData, type EngineQuery } from "./query";
import { developmentInputs } from "./sections/development";
import { investmentInputs } from "./sections/investment";
import { renovationInputs } from "./sections/renovation";
import { riskOverlayInputs, overlayText } from "./sections/risk-overlay";
import { splitLivingInputs } from "./sections/split-living";
import { effectiveProfile, suburbMedianOf } from "./statistics";
import type { EngineListing, ScoredListing, SectionKey, SuburbProfile } from "./types";
import { typeKey } from "./valuation";

export type SectionScores = Record<SectionKey, number>;

/** Σ weight × section score ÷ Σ weight, rounded to one decimal (the sum is an integer, so this is exact). */
export function propertyScoreOf(sections: SectionScores, q: EngineQuery): number {
  let sum = 0;
  for (const w of q.weights) sum += w.weight * sections[w.factor];
  return Math.round((sum * 10) / q.weightTotal) / 10;
}

export function scoreListingWith(listing: EngineListing, suburbProfile: SuburbProfile, q: EngineQuery): ScoredListing {
  const profile = effectiveProfile(suburbProfile, typeKey(listing.propertyType), listing.bedrooms);
  const b = listingBase(listing, profile);
  const investmentGoals = investmentInputs(listing, profile, b, q);
  const developmentPotential = developmentInputs(listing, b, q);
  const renovationPotential = renovationInputs(listing, b, q);
  const splitLiving = splitLivingInputs(listing, b, q);
  const riskOverlay = riskOverlayInputs(listing, q);
  const sections: SectionScores = {
    investmentGoals: investmentGoals.score,
    developmentPotential: developmentPotential.score,
    renovationPotential: renovationPotential.score,
    splitLiving: splitLiving.score,
    riskOverlay: riskOverlay.score,
  };
  const property_score = propertyScoreOf(sections, q);
  const provenance = provenanceOf(listing, profile, b);
  const finance = financeBlock(listing, profile, b, q.finance, provenance);
  return {
    listing_id: listing.listingId,
    source: listing.source,
    address_street: listing.addressStreet,
    address_suburb: listing.suburb,
    address_state: listing.state,
    address_postcode: listing.postcode,
    list_price: listPriceText(listing.price),
    price_text: listing.priceText ?? null,
    market_status: listing.marketStatus,
    property_type: listing.propertyType,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    car_spaces: listing.carSpaces,
    land_size: listing.landSize,
    listing_url: listing.listingUrl,
    satellite_image: listing.satelliteImage,
    photos: listing.photos ?? [],
    heritage_overlay: overlayText(listing.heritageOverlay),
    flood_overlay: overlayText(listing.floodOverlay),
    bushfire_overlay: overlayText(listing.bushfireOverlay),
    rental_yield: investmentGoals.highcashflow.gross_yield,
    capital_growth: b.growth,
    property_score,
    section_scores: {
      investmentGoals: percentText(sections.investmentGoals),
      developmentPotential: percentText(sections.developmentPotential),
      renovationPotential: percentText(sections.renovationPotential),
      splitLiving: percentText(sections.splitLiving),
      riskOverlay: percentText(sections.riskOverlay),
    },
    scoring_inputs: {
      investmentGoals,
      developmentPotential,
      renovationPotential,
      splitLiving,
      riskOverlay,
      weighting: q.weights.map((w) => ({ factor: w.factor, rank: w.rank, weight: w.weight, score: sections[w.factor] })),
      weightingRule: q.weightingRule,
      suburbProfile: {
        source: profile.source,
        medianPrice: suburbMedianOf(profile, b.type),
        weeklyRent: b.type === "Land" ? null : (profile.measured?.rent[b.type]?.value ?? profile.weeklyRent[b.type]),
        growth12m: b.growth,
      },
      provenance,
      confidence: confidenceOf(provenance, b.type, q),
      finance,
    },
    image_analysis: { imageUrls: { floorPlans: listing.floorPlans ?? [] } },
  };
}

/** Scores one listing against the search payload's `data` and `importance`. */
export function scoreListing(listing: EngineListing, profile: SuburbProfile, data: EngineData | null | undefined, importance: Importance | null | undefined): ScoredListing {
  return scoreListingWith(listing, profile, compileQuery(data, importance));
}
