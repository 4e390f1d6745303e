import { describe, expect, it } from "vitest";
import { breakTies, tieBreakOrder } from "./rank";
import { scoreListing } from "./score";
import { listingFixture, profileFixture } from "@/lib/testkit/engine-listings";
import type { ScoredListing, SectionKey } from "./types";

const P = profileFixture();
/** Only investment goals ranked: the situation in which many listings tie at 100/100. */
const base = scoreListing(listingFixture(), P, {}, { investmentGoals: 1 });

function variant(id: string, score: number, sections: Partial<Record<SectionKey, number>>, price = 800_000): ScoredListing {
  const inputs = structuredClone(base.scoring_inputs);
  for (const [k, v] of Object.entries(sections) as [SectionKey, number][]) inputs[k].score = v;
  inputs.investmentGoals.highcashflow.price_used = price;
  return { ...base, listing_id: id, property_score: score, scoring_inputs: inputs };
}

describe("breakTies", () => {
  it("orders equal property scores by the next sections (ranked first, then the spec's order), then the lower price, then id", () => {
    const ranked = [
      variant("A", 100, { investmentGoals: 100, developmentPotential: 40, renovationPotential: 90 }),
      variant("B", 100, { investmentGoals: 100, developmentPotential: 70, renovationPotential: 10 }),
      variant("C", 100, { investmentGoals: 100, developmentPotential: 40, renovationPotential: 90 }, 650_000),
      variant("D", 98, { investmentGoals: 98, developmentPotential: 100, renovationPotential: 100 }),
      variant("E", 100, { investmentGoals: 100, developmentPotential: 40, renovationPotential: 90 }, 650_000),
    ];
    expect(breakTies(ranked).map((s) => s.listing_id)).toEqual(["B", "C", "E", "A", "D"]);
  });

  it("follows the user's ranking before the unranked sections", () => {
    const s = scoreListing(listingFixture(), P, {}, { splitLiving: 1, riskOverlay: 2 });
    expect(tieBreakOrder(s)).toEqual(["splitLiving", "riskOverlay", "investmentGoals", "developmentPotential", "renovationPotential"]);
    expect(tieBreakOrder(base)[0]).toBe("investmentGoals");
  });
});
