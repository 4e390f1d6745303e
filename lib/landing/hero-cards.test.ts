import { describe, expect, it } from "vitest";
import { HERO_CARD_ORDER, heroCard, scoreHeroListing } from "./hero-cards";

describe("the landing hero's cards", () => {
  it("show the engine's output for each demo listing, not typed-in figures", () => {
    const property = scoreHeroListing("property");
    const card = heroCard("property");
    expect(card.score).toBe(property.property_score);
    expect(card.property.grossYield).toBe(property.scoring_inputs.investmentGoals.highcashflow.gross_yield);
    expect(card.property.monthlyCashFlow).toBe(property.scoring_inputs.investmentGoals.highcashflow.monthly_cash_flow);
    expect(heroCard("subdivision").subdivision.verdict).toBe(scoreHeroListing("subdivision").scoring_inputs.developmentPotential.subdivisionPotential);
    expect(heroCard("renovation").renovation.margin).toBe(scoreHeroListing("renovation").scoring_inputs.renovationPotential.renovators_margin);
    expect(heroCard("rooming").rooming.roomingScore).toBe(scoreHeroListing("rooming").scoring_inputs.splitLiving.roomingHouse.raw_score);
  });

  it("picks demo listings that show each strategy at its best", () => {
    expect(HERO_CARD_ORDER.map((k) => heroCard(k).kind)).toEqual(["property", "subdivision", "renovation", "rooming"]);
    expect(heroCard("property").property.grossYield).toBeGreaterThan(5);
    expect(heroCard("subdivision").subdivision.lotsPossible).toBeGreaterThanOrEqual(2);
    expect(heroCard("renovation").renovation.margin).toBeGreaterThan(0);
    expect(heroCard("renovation").renovation.areas.reduce((n, a) => n + a.cost, 0)).toBe(heroCard("renovation").renovation.total);
    expect(heroCard("rooming").rooming.roomingScore).toBeGreaterThan(50);
  });
});
