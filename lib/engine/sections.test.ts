/**
 * Hand-computed expectations for every section. The profile (sample-listings) has round
 * medians: House $800,000 / Unit $500,000, rents $600 / $480 a week, growth 6 % / 4 %,
 * typical block 600 m²; the listing defaults to a 3-bed, 1-bath NSW house on 600 m² in
 * zone R2 (min lot 450 m², frontage 15 m; dual occupancy 400 m² / 12 m), all areas 6/10.
 */
import { describe, expect, it } from "vitest";
import { scoreListing } from "./score";
import { condition, listingFixture, profileFixture } from "@/lib/testkit/engine-listings";
import type { EngineListing } from "./types";
import type { EngineData } from "./query";
import type { Importance } from "@/lib/preferences/schema";

const P = profileFixture();
const score = (l: EngineListing, data: EngineData = {}, importance: Importance = { investmentGoals: 1 }) => scoreListing(l, P, data, importance);

describe("investmentGoals", () => {
  it("scores a fairly priced house 10% under the expected price (L1)", () => {
    const s = score(listingFixture());
    const i = s.scoring_inputs.investmentGoals;
    // Expected: 800,000 × bedrooms (3 = typical → 1.0) × land ((600/600)^0.3 = 1) = 800,000.
    expect(i.undervalued.expected_price).toBe(800_000);
    // Gross: 560 × 52 = 29,120 a year ÷ 720,000 = 4.044 % → 4.04.
    expect(i.highcashflow.gross_yield).toBe(4.04);
    // Collected 29,120 × 0.97 = 28,246.40; costs 28,246.40 × 8 % + 29,120 × 5 % + 4,800 = 8,515.71 → 8,516.
    expect(i.highcashflow.annual_costs).toBe(8_516);
    // Net: (28,246.40 − 8,516) ÷ (720,000 × 1.05) = 2.61 %.
    expect(i.highcashflow.net_yield).toBe(2.61);
    // Interest 720,000 × 0.8 × 6.25 % = 36,000; monthly (28,246.40 − 8,516 − 36,000) ÷ 12 = −1,355.8 → −1,356.
    expect(i.highcashflow.loan_interest).toBe(36_000);
    expect(i.highcashflow.monthly_cash_flow).toBe(-1_356);
    // Cash-flow score: ½ × (4.04 − 2) × 20 + ½ × (−1,356 + 1,500) ÷ 20 = 20.4 + 3.6 = 24.
    expect(i.highcashflow.score).toBe(24);
    // (720,000 − 800,000) ÷ 800,000 = −10 % → 50 + 2.5 × 10 = 75.
    expect(i.undervalued.diff_percent).toBe(-10);
    expect(i.undervalued.score).toBe(75);
    // Growth 6 % → (6 + 5) × 5 = 55; 720,000 × 6 % = 43,200.
    expect(i.highgrowth.score).toBe(55);
    expect(i.highgrowth.capital_growth_value).toBe(43_200);
    // No goal ticked: all three, (24 + 75 + 55) ÷ 3 = 51.33 → 51.
    expect(i.score).toBe(51);
    expect(s.section_scores.investmentGoals).toBe("51%");
    expect(s.rental_yield).toBe(4.04);
    expect(s.capital_growth).toBe(6);
  });

  it("averages only the goals the user ticked", () => {
    const onlyCash = score(listingFixture(), { investmentGoals: { highcashflow: true, undervalued: false, highcapitalgrowth: false } });
    expect(onlyCash.scoring_inputs.investmentGoals.score).toBe(24);
    // (75 + 55) ÷ 2 = 65.
    const twoGoals = score(listingFixture(), { investmentGoals: { highcashflow: false, undervalued: true, highcapitalgrowth: true } });
    expect(twoGoals.scoring_inputs.investmentGoals.score).toBe(65);
  });

  it("scores a high-yield unit (L2)", () => {
    const s = score(listingFixture({ propertyType: "Unit", bedrooms: 2, price: 450_000, rentWeekly: 520, landSize: null, frontage: null }));
    const i = s.scoring_inputs.investmentGoals;
    // 520 × 52 = 27,040 ÷ 450,000 = 6.009 % → 6.01.
    expect(i.highcashflow.gross_yield).toBe(6.01);
    // Costs 27,040 × 0.97 × 8 % + 27,040 × 5 % + 5,900 (unit: rates 1,900 + insurance 500 + strata 3,500) = 9,350.30 → 9,350.
    expect(i.highcashflow.annual_costs).toBe(9_350);
    // Net (26,228.80 − 9,350) ÷ 472,500 = 3.57 %.
    expect(i.highcashflow.net_yield).toBe(3.57);
    // Monthly (26,228.80 − 9,350 − 22,500) ÷ 12 = −468.43 → −468.
    expect(i.highcashflow.monthly_cash_flow).toBe(-468);
    // ½ × 80.2 + ½ × (1,032 ÷ 20 = 51.6) = 65.9 → 66.
    expect(i.highcashflow.score).toBe(66);
    // −10 % → 75; unit growth 4 % → 45; (66 + 75 + 45) ÷ 3 = 62.
    expect(i.undervalued.score).toBe(75);
    expect(i.highgrowth.score).toBe(45);
    expect(i.score).toBe(62);
  });

  it("works from estimates for a price-on-request house without rent or condition (L3)", () => {
    const s = score(listingFixture({ bedrooms: 4, price: null, landSize: 900, rentWeekly: null, condition: null }));
    const i = s.scoring_inputs.investmentGoals;
    // 800,000 × 1.1 (one bedroom above 3) × 1.5^0.3 (= 1.129346) = 993,824.8 → 993,825; average condition → same.
    expect(i.undervalued.expected_price).toBe(993_825);
    expect(i.highcashflow.price_basis).toBe("estimate");
    // Rent 600 × 1.12 = 672 → nearest $5 = 670.
    expect(i.highcashflow.weekly_rent).toBe(670);
    expect(i.highcashflow.rent_estimated).toBe(true);
    // 670 × 52 = 34,840 ÷ 993,825 = 3.506 % → 3.51.
    expect(i.highcashflow.gross_yield).toBe(3.51);
    // Monthly (33,794.80 − 9,246 − 49,691) ÷ 12 = −2,095.18 → −2,095: cash-flow half scores 0.
    expect(i.highcashflow.monthly_cash_flow).toBe(-2_095);
    // ½ × (3.51 − 2) × 20 = 15.1 → 15.
    expect(i.highcashflow.score).toBe(15);
    // Price on request: no diff, neutral 50.
    expect(i.undervalued.diff_percent).toBeNull();
    expect(i.undervalued.score).toBe(50);
    // 993,825 × 6 % = 59,629.5 → 59,630; (15 + 50 + 55) ÷ 3 = 40.
    expect(i.highgrowth.capital_growth_value).toBe(59_630);
    expect(i.score).toBe(40);
    expect(s.list_price).toBeNull();
  });
});

describe("developmentPotential", () => {
  const dev = (l: EngineListing, data: EngineData = {}) => score(l, data, { developmentPotential: 1 }).scoring_inputs.developmentPotential;

  it("finds a side-by-side split on a wide 1,000 m² R2 block (D1)", () => {
    const d = dev(listingFixture({ landSize: 1000, frontage: 30 }));
    // Side by side needs 2 × 450 = 900 m² and 2 × 15 = 30 m: land 1000/900 = 1.11 → 70 + 30 × 0.11/0.5 = 76.7;
    // frontage 30/30 = 1 → 70; the lower, 70.
    expect(d.options.sideByside.score).toBe(70);
    // Battle-axe needs 900 + 120 = 1,020 m² and 15 + 3.5 = 18.5 m: land 0.980 → 70 × (0.980 − 0.75)/0.25 = 64.5 → 65.
    expect(d.options.battleAxe.score).toBe(65);
    expect(d.options.cornerLotsplit.score).toBe(0); // not a corner
    expect(d.options.multiTownhouse.score).toBe(0); // R2: no multi-dwelling
    expect(d.score).toBe(70);
    expect(d.subdivisionPotential).toBe("High");
    expect(d.lotsPossible).toBe(2); // floor(1000 / 450)
    expect(d.zoning).toBe("R2");
    expect(d.landSize).toBe(1000);
  });

  it("finds a corner-lot split on a narrow R3 corner block (D2)", () => {
    const d = dev(listingFixture({ landSize: 700, frontage: 12, isCorner: true, zoning: "R3" }));
    // R3: 300 m², 10 m. Side by side 600 m² / 20 m: frontage 12/20 = 0.6 → 0.
    expect(d.options.sideByside.score).toBe(0);
    // Battle-axe 720 m² / 13.5 m: land 0.972 → 62.2, frontage 0.889 → 70 × 0.139/0.25 = 38.9 → 39.
    expect(d.options.battleAxe.score).toBe(39);
    // Corner 600 m² / 10 m: land 1.167 → 80, frontage 1.2 → 82 → 80.
    expect(d.options.cornerLotsplit.score).toBe(80);
    // Multi-dwelling 600 m² / 18 m: frontage 0.667 → 0.
    expect(d.options.multiTownhouse.score).toBe(0);
    expect(d.score).toBe(80);
    // Only side-by-side ticked: the best ticked option is 0.
    expect(dev(listingFixture({ landSize: 700, frontage: 12, isCorner: true, zoning: "R3" }), { developmentPotential: { sideByside: true, battleAxe: false, multiTownhouse: false, cornerLotsplit: false } }).score).toBe(0);
  });

  it("gives nothing for a strata unit or an existing battle-axe lot (D3, D4)", () => {
    const unit = dev(listingFixture({ propertyType: "Unit", landSize: null, frontage: null }));
    expect(unit.score).toBe(0);
    expect(unit.subdivisionPotential).toBe("None");
    // 1,200 m² without a frontage: estimated √(1200/2.5) = 21.9 m, under 0.75 × 30 m for a side-by-side;
    // the battle-axe route is closed because it already is one.
    const axe = dev(listingFixture({ landSize: 1200, frontage: null, isBattleAxe: true }));
    expect(axe.frontage).toBe(21.9);
    expect(axe.frontageEstimated).toBe(true);
    expect(axe.options.sideByside.score).toBe(0);
    expect(axe.options.battleAxe.score).toBe(0);
    expect(axe.score).toBe(0);
  });
});

describe("renovationPotential", () => {
  const reno = (l: EngineListing, data: EngineData) => score(l, data, { renovationPotential: 1 }).scoring_inputs.renovationPotential;
  const tired = { kitchen: 3, bathrooms: 4, flooring: 5, interiorPaint: 5, exterior: 6, roof: 7, landscaping: 8 };

  it("costs a tired house at a standard finish within budget (R1)", () => {
    const r = reno(listingFixture({ price: 760_000, condition: tired }), { renovationPotential: { renovationBudget: 100_000, finishLevel: "Standard" } });
    // Floor area 60 + 30 × 3 = 150 m². Cost = full × (10 − score)/9, to the nearest $100:
    // kitchen 30,000 × 7/9 = 23,333 → 23,300; bathrooms 22,000 × 6/9 → 14,700; flooring 90 × 150 × 5/9 = 7,500;
    // paint 45 × 150 × 5/9 = 3,750 → 3,800; exterior 15,000 × 4/9 → 6,700; roof 15,000 × 3/9 = 5,000; landscaping 8/10 → 0.
    expect(r.kitchen).toMatchObject({ score: 3, cost: 23_300 });
    expect(r.bathrooms).toMatchObject({ score: 4, cost: 14_700 });
    expect(r.flooring?.cost).toBe(7_500);
    expect(r.interiorPaint?.cost).toBe(3_800);
    expect(r.exterior?.cost).toBe(6_700);
    expect(r.roof?.cost).toBe(5_000);
    expect(r.landscaping).toMatchObject({ score: 8, cost: 0, work: "None" });
    expect(r.estimatedRenovationCost).toBe(61_000);
    // Condition index (0.75 + 0.8 + 0.5 + 0.5 + 0.72 + 0.91 + 0.8)/10 = 0.498 → 0.50: today 800,000 × 0.95 = 760,000.
    expect(r.currentValue).toBe(760_000);
    // After (areas below 8 → 9): index 0.89 → 800,000 × (1 + 0.5 × 0.29) = 916,000.
    expect(r.postRenovationValue).toBe(916_000);
    // Margin 916,000 − 760,000 × 1.05 − 61,000 = 57,000; ÷ 859,000 = 6.6 %.
    expect(r.renovators_margin).toBe(57_000);
    expect(r.renovators_margin_percent).toBe(6.6);
    // Uplift (916,000 − 760,000)/760,000 = 20.5 %. Score ½ × (50 + 2.5 × 6.6 = 66.5) + ½ × min(100, 5 × 20.5) = 83.25 → 83.
    expect(r.value_uplift_percent).toBe(20.5);
    expect(r.withinBudget).toBe(true);
    expect(r.score).toBe(83);
  });

  it("scales the score by budget ÷ cost when over budget", () => {
    const r = reno(listingFixture({ price: 760_000, condition: tired }), { renovationPotential: { renovationBudget: 50_000, finishLevel: "Standard" } });
    // 83.25 × 50,000 / 61,000 = 68.24 → 68.
    expect(r.withinBudget).toBe(false);
    expect(r.score).toBe(68);
  });

  it("leaves a unit's common property to the owners corporation (R2)", () => {
    const r = reno(listingFixture({ propertyType: "Unit", bedrooms: 2, price: 450_000, condition: condition(4), landSize: null }), {
      renovationPotential: { renovationBudget: null, finishLevel: "Budget" },
    });
    // Floor 35 + 25 × 2 = 85 m². Budget: kitchen 15,000 × 6/9 = 10,000; bathroom 12,000 × 6/9 = 8,000;
    // flooring 50 × 85 × 6/9 = 2,833 → 2,800; paint 30 × 85 × 6/9 = 1,700. Exterior, roof, landscaping: strata's.
    expect(r.estimatedRenovationCost).toBe(22_500);
    expect(r.exterior).toBeUndefined();
    // Index after: (0.65 × 8 + 0.35 × 4)/10 = 0.66 → 500,000 × 1.03 = 515,000; today 0.4 → 450,000.
    expect(r.postRenovationValue).toBe(515_000);
    // Margin 515,000 − 472,500 − 22,500 = 20,000 (4.0 %) → 60; uplift 14.4 % → 72; (60 + 72)/2 = 66.
    expect(r.renovators_margin).toBe(20_000);
    expect(r.score).toBe(66);
  });

  it("sees little to gain in a house in good condition (R4)", () => {
    const r = reno(listingFixture({ price: 800_000, condition: condition(9) }), {});
    // Nothing below 8: no cost; value 800,000 × 1.15 = 920,000 before and after; margin 920,000 − 840,000 = 80,000 (9.5 %)
    // → 73.75; uplift 0 → 0; (73.75 + 0)/2 = 36.875 → 37.
    expect(r.estimatedRenovationCost).toBe(0);
    expect(r.renovators_margin).toBe(80_000);
    expect(r.score).toBe(37);
  });
});

describe("splitLiving", () => {
  const split = (l: EngineListing, data: EngineData = {}) => score(l, data, { splitLiving: 1 }).scoring_inputs.splitLiving;

  it("rates a two-kitchen, two-level family home (S1)", () => {
    const s = split(
      listingFixture({ bedrooms: 5, bathrooms: 3, landSize: 700, frontage: 16, layout: { kitchens: 2, separateEntrance: true, levels: 2, livingAreas: 3, ensuites: 2, hasGrannyFlat: false } }),
    );
    // Rooming: 15 × (5 − 2) = 45 + bathrooms 3 per ⌈5/2⌉ = 3 → 15 + 2 ensuites × 5 = 70.
    expect(s.roomingHouse.raw_score).toBe(70);
    // Granny flat room: 700 ≥ 450 → 50 + 20 × min(1, 250/225) = 70.
    expect(s.grannyFlat.raw_score).toBe(70);
    // Internal: 2 kitchens 60 + entrance 25 + two levels 15 = 100.
    expect(s.internalDualliving.raw_score).toBe(100);
    // Duplex: 700/400 = 1.75 → 100; 16/12 = 1.33 → 90 → 90.
    expect(s.duplexPair.raw_score).toBe(90);
    expect(s.score).toBe(100);
    expect(s).toMatchObject({ separateEntrance: true, kitchenFacilities: 2, privateBathroom: 2 });
  });

  it("rates a two-level townhouse (S2)", () => {
    const l = listingFixture({
      propertyType: "Townhouse",
      bedrooms: 3,
      bathrooms: 2,
      landSize: 200,
      frontage: 7,
      layout: { kitchens: 1, separateEntrance: false, levels: 2, livingAreas: 2, ensuites: 1, hasGrannyFlat: false },
    });
    const s = split(l);
    // Rooming needs 4 bedrooms; granny flat and duplex need a house lot; internal: two levels + two living areas = 30.
    expect([s.roomingHouse.raw_score, s.grannyFlat.raw_score, s.internalDualliving.raw_score, s.duplexPair.raw_score]).toEqual([0, 0, 30, 0]);
    expect(s.score).toBe(30);
    expect(split(l, { splitLiving: { roomingHouse: true, grannyFlat: false, internalDualliving: false, duplexPair: false } }).score).toBe(0);
  });

  it("assumes a typical layout when none is stated (S3)", () => {
    const s = split(listingFixture({ bedrooms: 4, bathrooms: 2, landSize: 500, frontage: 14, layout: null }));
    expect(s.layoutAssumed).toBe(true);
    // Rooming 15 × 2 + 15 (2 bathrooms per ⌈4/2⌉) = 45; granny 50 + 20 × 50/225 = 54.4 → 54;
    // internal: assumed 2 living areas → 15; duplex 500/400 = 1.25 → 85, 14/12 = 1.17 → 80 → 80.
    expect([s.roomingHouse.raw_score, s.grannyFlat.raw_score, s.internalDualliving.raw_score, s.duplexPair.raw_score]).toEqual([45, 54, 15, 80]);
    expect(s.score).toBe(80);
  });
});

describe("riskOverlay", () => {
  const risk = (l: EngineListing, data: EngineData = {}) => score(l, data, { riskOverlay: 1 });
  const floodAndHeritage = listingFixture({ floodOverlay: "Flood planning area", heritageOverlay: "Heritage conservation area" });

  it("takes off only what the user avoids (K1)", () => {
    // Avoiding flood only: 100 − 40 = 60; heritage is shown but doesn't count.
    const s = risk(floodAndHeritage, { riskFilters: { flood: true, bushfire: false, heritage: false } });
    expect(s.scoring_inputs.riskOverlay.score).toBe(60);
    expect(s.flood_overlay).toBe("Flood planning area");
    expect(s.bushfire_overlay).toBe("Not detected");
    expect(s.heritage_overlay).toBe("Heritage conservation area");
    // No filter ticked: all three count, 100 − 40 − 25 = 35.
    expect(risk(floodAndHeritage).scoring_inputs.riskOverlay.score).toBe(35);
  });

  it("scores 0 with every avoided overlay present (K2)", () => {
    expect(risk(listingFixture({ floodOverlay: "LSIO", bushfireOverlay: "BAL-29", heritageOverlay: "HO" })).scoring_inputs.riskOverlay.score).toBe(0);
  });

  it("reads 'Not detected' texts as absent (K3)", () => {
    const s = risk(listingFixture({ floodOverlay: "Not detected", bushfireOverlay: "none" }));
    expect(s.scoring_inputs.riskOverlay.score).toBe(100);
    expect([s.flood_overlay, s.bushfire_overlay, s.heritage_overlay]).toEqual(["Not detected", "Not detected", "Not detected"]);
  });
});
