import { toggleFactor } from "./edit";
import type { INVESTMENT_GOALS, StoredPreferences } from "./schema";
import { STEPS, type StepId } from "./steps";

/**
 * The preferences form's "Your strategy" quick pick: an investor names the strategy in one click instead of finding
 * its factor in the importance grid and its section further down. Each strategy is the importance factor that
 * scores it and, for cash flow and growth (both scored as investment goals), the goal that says which.
 */
export const STRATEGIES = ["cashFlow", "growth", "renovation", "development", "splitLiving"] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** A strategy's factor is one whose conditional section it opens: a step id as well as a factor id. */
type StrategyFactor = "investmentGoals" | "renovationPotential" | "developmentPotential" | "splitLiving";

export type StrategyPick = {
  label: string;
  factor: StrategyFactor;
  goal?: (typeof INVESTMENT_GOALS)[number];
};

export const STRATEGY_PICKS: Record<Strategy, StrategyPick> = {
  cashFlow: { label: "Cash flow", factor: "investmentGoals", goal: "highcashflow" },
  growth: { label: "Growth", factor: "investmentGoals", goal: "highcapitalgrowth" },
  renovation: { label: "Renovation", factor: "renovationPotential" },
  development: { label: "Development (subdivision)", factor: "developmentPotential" },
  splitLiving: { label: "Split living", factor: "splitLiving" },
};

/** Chosen: its factor is ranked and, for cash flow and growth, its goal ticked. */
export function isStrategyChosen(p: StoredPreferences, strategy: Strategy): boolean {
  const { factor, goal } = STRATEGY_PICKS[strategy];
  return p.importanceRanking.includes(factor) && (goal === undefined || p.investmentGoals[goal]);
}

/**
 * Picking a strategy ranks its factor if it isn't ranked yet (toggleFactor: next in rank, renovation switched on) and
 * ticks its goal; the ranking and choices already made are kept. Picking a chosen one changes nothing (the same object).
 */
export function pickStrategy(p: StoredPreferences, strategy: Strategy): StoredPreferences {
  if (isStrategyChosen(p, strategy)) return p;
  const { factor, goal } = STRATEGY_PICKS[strategy];
  const ranked = p.importanceRanking.includes(factor) ? p : toggleFactor(p, factor);
  return goal === undefined ? ranked : { ...ranked, investmentGoals: { ...ranked.investmentGoals, [goal]: true } };
}

/** The filters panel's section a strategy opens: the conditional section of its factor. */
export function strategySection(strategy: Strategy): StepId {
  const { factor } = STRATEGY_PICKS[strategy];
  const step = STEPS.find((s) => s.factor === factor);
  if (!step) throw new Error(`No section for the factor ${factor}`);
  return step.id;
}
