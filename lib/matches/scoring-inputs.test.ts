import { describe, expect, it } from "vitest";
import { developmentView, humanise, RENOVATION_BAR_ZONES, renovationView, splitLivingView } from "./scoring-inputs";

const inputs = {
  renovationPotential: {
    score: 64,
    commentary: "Dated kitchen and bathrooms.",
    finishLevel: "Standard",
    budget: 100_000,
    withinBudget: true,
    conditionAssumed: false,
    estimatedRenovationCost: 60_000,
    currentValue: 800_000,
    postRenovationValue: 920_000,
    renovators_margin: 25_000,
    renovators_margin_percent: 2.7,
    kitchen: { score: 3, cost: 40_000, work: "Renovate", conditionAfter: 8 },
    bathrooms: { score: 4, cost: 20_000, work: "Renovate", conditionAfter: 8 },
    roof: { score: 9, cost: 0, work: "None", conditionAfter: 9 },
    flooring: { cost: 5_000 },
  },
  developmentPotential: {
    score: 55,
    commentary: "Wide block.",
    landSize: 820,
    zoning: "GRZ",
    zoningAssumed: true,
    subdivisionPotential: "Medium",
    minLotSize: 400,
    frontage: 18.3,
    frontageEstimated: true,
    lotsPossible: 2,
    options: { sideByside: { selected: true, score: 70, reason: "Frontage suits two lots." }, battleAxe: { selected: false, score: 30, reason: "" } },
  },
  splitLiving: {
    score: 48,
    commentary: "Two living areas.",
    roomingHouse: { selected: true, raw_score: 62, reason: "Four bedrooms." },
    grannyFlat: { selected: false, raw_score: 10, reason: "No room out back." },
    internalDualliving: { selected: false, raw_score: "35" },
    separateEntrance: false,
    kitchenFacilities: 1,
    privateBathroom: 2,
    roomConfiguration: "4 bed, 2 living",
  },
};

describe("renovationView", () => {
  it("charts costs only for areas with a score, in order, as fractions of the total", () => {
    const v = renovationView(inputs, "64%");
    expect(v.areas.map((a) => a.key)).toEqual(["kitchen", "bathrooms", "roof"]);
    expect(v.donut.map((s) => [s.key, s.fraction])).toEqual([
      ["kitchen", 40_000 / 60_000],
      ["bathrooms", 20_000 / 60_000],
    ]);
    expect(v.donut[1].startFraction).toBeCloseTo(2 / 3);
    expect(v.score).toBe(64);
    expect(v.estimatedCost).toBe(60_000);
  });

  it("explains the numbers in words", () => {
    const text = renovationView(inputs, "64%").sentences.join(" ");
    expect(text).toContain("standard finish would cost about $60,000");
    expect(text).toContain("fits within your $100,000 budget");
    expect(text).toContain("renovator's margin of about $25,000 (2.7%)");
    expect(text).toContain("kitchen needs the most work (condition 3 out of 10)");
  });

  it("agrees the verb with a plural area", () => {
    const worstBathrooms = { renovationPotential: { ...inputs.renovationPotential, kitchen: { score: 6, cost: 40_000 } } };
    const text = renovationView(worstBathrooms, "64%").sentences.join(" ");
    expect(text).toContain("The bathrooms need the most work (condition 4 out of 10).");
  });

  it("uses 40/30/30 bar zones matching the section bands", () => {
    expect(RENOVATION_BAR_ZONES.map((z) => z.to - z.from)).toEqual([40, 30, 30]);
  });

  it("tolerates missing scoring inputs", () => {
    const v = renovationView(null, null);
    expect(v).toMatchObject({ score: null, areas: [], donut: [], estimatedCost: null, sentences: [] });
    expect(renovationView({ renovationPotential: "oops" }, "12%").score).toBe(12);
  });
});

describe("developmentView", () => {
  it("reads land, zoning and subdivision potential", () => {
    const v = developmentView(inputs, undefined);
    expect(v.score).toBe(55);
    expect(v.options.map((o) => o.label)).toEqual(["Side-by-side", "Battle-axe"]);
    expect(v.sentences.join(" ")).toContain("The block is 820 m² against a minimum lot size of 400 m².");
    expect(v.sentences.join(" ")).toContain("Zoning is GRZ (assumed from the suburb's usual zoning).");
    expect(v.sentences.join(" ")).toContain("Subdivision potential: Medium, with room for about 2 lots.");
  });

  it("tolerates an empty object", () => {
    expect(developmentView({ developmentPotential: {} }, null)).toMatchObject({ score: null, options: [], sentences: [] });
  });
});

describe("splitLivingView", () => {
  it("lists each option with its raw score and the layout facts", () => {
    const v = splitLivingView(inputs, "48%");
    expect(v.options.map((o) => [o.key, o.score])).toEqual([
      ["roomingHouse", 62],
      ["grannyFlat", 10],
      ["internalDualliving", 35],
    ]);
    expect(v.facts).toEqual([
      { label: "Separate entrance", value: "No" },
      { label: "Kitchen facilities", value: "1 kitchen" },
      { label: "Private bathrooms", value: "2 bedrooms have their own bathroom" },
      { label: "Room configuration", value: "4 bed, 2 living" },
    ]);
  });

  it("marks the options the user picked, and none when they picked none (the engine then weighs every option)", () => {
    expect(splitLivingView(inputs, "48%").options.filter((o) => o.selected).map((o) => o.key)).toEqual(["roomingHouse"]);
    const all = (score: number) => ({ selected: true, raw_score: score, reason: "" });
    const nonePicked = { splitLiving: { roomingHouse: all(0), grannyFlat: all(70), internalDualliving: all(40), duplexPair: all(20) } };
    expect(splitLivingView(nonePicked, "70%").options.some((o) => o.selected)).toBe(false);
    const devNonePicked = { developmentPotential: { options: { sideByside: { selected: true, score: 0 }, battleAxe: { selected: true, score: 0 }, cornerLotsplit: { selected: true, score: 0 }, multiTownhouse: { selected: true, score: 0 } } } };
    expect(developmentView(devNonePicked, "0%").options.some((o) => o.selected)).toBe(false);
  });
});

it("humanises camelCase keys", () => {
  expect(humanise("interiorPaint")).toBe("Interior paint");
  expect(humanise("solar_panels")).toBe("Solar panels");
});
