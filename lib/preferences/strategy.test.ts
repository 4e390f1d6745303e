import { describe, expect, it } from "vitest";
import { emptyPreferences, storedPreferencesSchema, type StoredPreferences } from "./schema";
import { isComingSoon, visibleSteps } from "./steps";
import { STRATEGIES, STRATEGY_PICKS, isStrategyChosen, pickStrategy, strategySection } from "./strategy";

const prefs = (data: Record<string, unknown>): StoredPreferences => storedPreferencesSchema.parse(data);

describe("the strategy quick pick", () => {
  it("ranks investment goals first and ticks high cash flow for a cash-flow investor", () => {
    const p = pickStrategy(emptyPreferences(), "cashFlow");
    expect(p.importanceRanking).toEqual(["investmentGoals"]);
    expect(p.investmentGoals).toEqual({ highcashflow: true, undervalued: false, highcapitalgrowth: false });
    expect(isStrategyChosen(p, "cashFlow")).toBe(true);
    expect(isStrategyChosen(p, "growth")).toBe(false);
    expect(visibleSteps(p).map((s) => s.id)).toContain(strategySection("cashFlow"));
  });

  it("adds growth's goal to a ranked investment goals without ranking it twice", () => {
    const p = pickStrategy(pickStrategy(emptyPreferences(), "cashFlow"), "growth");
    expect(p.importanceRanking).toEqual(["investmentGoals"]);
    expect(p.investmentGoals).toMatchObject({ highcashflow: true, highcapitalgrowth: true });
    expect(isStrategyChosen(p, "cashFlow") && isStrategyChosen(p, "growth")).toBe(true);
  });

  it("ranks a strategy's factor next, keeping the ranking already made", () => {
    const p = pickStrategy(prefs({ importanceRanking: ["riskOverlay"] }), "development");
    expect(p.importanceRanking).toEqual(["riskOverlay", "developmentPotential"]);
    expect(isStrategyChosen(p, "development")).toBe(true);
  });

  it("switches renovation on as ranking it in the grid does", () => {
    const p = pickStrategy(emptyPreferences(), "renovation");
    expect(p.importanceRanking).toEqual(["renovationPotential"]);
    expect(p.renovationPotential.enabled).toBe(true);
  });

  it("changes nothing when the strategy is chosen already", () => {
    const p = prefs({ importanceRanking: ["splitLiving", "investmentGoals"], investmentGoals: { highcashflow: true }, splitLiving: { grannyFlat: true } });
    for (const s of ["splitLiving", "cashFlow"] as const) expect(pickStrategy(p, s)).toBe(p);
  });

  it("ticks a missing goal on a ranked factor: ranked alone is not cash flow chosen", () => {
    const p = prefs({ importanceRanking: ["investmentGoals"] });
    expect(isStrategyChosen(p, "cashFlow")).toBe(false);
    expect(pickStrategy(p, "cashFlow").investmentGoals.highcashflow).toBe(true);
  });

  it("opens each strategy's factor section, none of them a coming-soon factor", () => {
    expect(STRATEGIES.map(strategySection)).toEqual(["investmentGoals", "investmentGoals", "renovationPotential", "developmentPotential", "splitLiving"]);
    for (const s of STRATEGIES) {
      const p = pickStrategy(emptyPreferences(), s);
      expect(isComingSoon(STRATEGY_PICKS[s].factor)).toBe(false);
      expect(p.importanceRanking).toEqual([STRATEGY_PICKS[s].factor]);
      expect(visibleSteps(p).some((step) => step.id === strategySection(s))).toBe(true);
    }
  });
});
