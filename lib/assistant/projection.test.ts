/**
 * "What would this be worth in ten years at 4 % growth?" (docs/ASSISTANT.md, "Money questions"):
 * every figure expected here is the Ten years tab's own (lib/matches/finance.ts projectFinance) on
 * the session's stored finance and the listing's kept facts, and must appear in the answer exactly.
 */
import { describe, expect, it } from "vitest";
import type { FinanceProfileInput } from "@/lib/finance";
import { financeInputsOf, projectFinance, signedMoney } from "@/lib/matches/finance";
import { formatMoney } from "@/lib/money";
import { emptyPreferences } from "@/lib/preferences/schema";
import { sampleAssistantResults } from "@/lib/testkit/assistant-results";
import { TEST_PLACES } from "@/lib/testkit/places";
import { assistantTurn, createPlaceIndex, initialAssistantState, type AssistantResult, type AssistantState } from "./index";
import { MONEY_DISCLAIMER } from "./money";
import { isProjectionQuestion, projectionAsked } from "./projection";

const places = createPlaceIndex(TEST_PLACES);
const finance: FinanceProfileInput = { deposit: { kind: "percent", percent: 20 }, loanType: "principalAndInterest", interestRate: 6, taxableIncome: 140_000 };
const results = sampleAssistantResults(finance);

function ask(message: string, opts: { finance?: FinanceProfileInput; results?: AssistantResult[] } = {}) {
  const state: AssistantState = {
    ...initialAssistantState(),
    preferences: { ...emptyPreferences(), locations: ["Geelong, VIC 3220"], propertyType: "House", ...(opts.finance ? { finance: opts.finance } : {}) },
    lastSearch: "{}",
  };
  const out = assistantTurn({ state, message, places, results: opts.results ?? results });
  return { text: out.reply.text, before: state, after: out.state };
}

/** The tab's projection of a result on a profile, with the question's hold and growth. */
function tab(r: AssistantResult, profile: FinanceProfileInput, overrides: { years: number; growthPercent?: number }) {
  const inputs = financeInputsOf(r.scoringInputs)!;
  return projectFinance({ ...inputs, profile }, undefined, overrides);
}

describe("the assistant's projection answers", () => {
  it("reads the question: a value over years, the hold and the growth", () => {
    for (const q of ["what would this be worth in ten years at 4 % growth?", "what's #2 worth in 10 years", "value of the first one after 5 years at 6% a year?", "what equity would I have in #3 after 15 years with growth of 3%"]) expect(isProjectionQuestion(q), q).toBe(true);
    for (const q of ["what would my repayments be on #1?", "3 bed house in Geelong under 650k", "why is the top one first?", "worth a look?", "Tamworth, a house, and one that is likely to go up in value over ten years."]) expect(isProjectionQuestion(q), q).toBe(false);
    expect(projectionAsked("what would this be worth in ten years at 4 % growth?")).toEqual({ years: 10, growthPercent: 4 });
    expect(projectionAsked("value after 5 years at 6% a year")).toEqual({ years: 5, growthPercent: 6 });
    expect(projectionAsked("worth in 7 years with growth of 2.5%")).toEqual({ years: 7, growthPercent: 2.5 });
    expect(projectionAsked("worth in 12 years")).toEqual({ years: 12, growthPercent: null });
  });

  it("answers from the Ten years function on the buyer's own finance: value, equity, cash flow and return", () => {
    const { text, before, after } = ask("what would this be worth in ten years at 4 % growth?", { finance });
    const p = tab(results[0], finance, { years: 10, growthPercent: 4 });
    const last = p.years[9];
    expect(text).toContain(`**#1 ${results[0].address}**`);
    expect(text).toContain(`Worth about **${formatMoney(last.value)}** after 10 years at 4% a year.`);
    expect(text).toContain(`equity of **${formatMoney(last.equity)}**`);
    expect(text).toContain(`Cash flow after tax over the hold: ${signedMoney(last.cumulativeCashFlow)}`);
    expect(text).toContain(`total return of **${signedMoney(p.totalReturn)}**`);
    expect(text).toContain("- Capital growth: 4% a year (as you asked)");
    expect(text).toContain("- Worked on your finance.");
    expect(text).toContain(MONEY_DISCLAIMER);
    // A question never changes the brief.
    expect(after.preferences).toEqual(before.preferences);
  });

  it("picks the listing named ('the second one', '#3'), the hold asked, and the suburb's growth when none is said", () => {
    const second = ask("what would the second one be worth in 5 years?", { finance }).text;
    const p = tab(results[1], finance, { years: 5 });
    expect(second).toContain(`**#2 ${results[1].address}**`);
    expect(second).toContain(`Worth about **${formatMoney(p.years[4].value)}** after 5 years`);
    expect(second).toMatch(/- Capital growth: [\d.−-]+% a year \((the suburb's (measured|modelled) figure|Propie's assumption)\)/);
    expect(ask("what would #3 be worth in 10 years at 4% growth", { finance }).text).toContain(`**#3 ${results[2].address}**`);
  });

  it("works on Propie's standard loan, said so, when no finance is entered; the buyer's income changes the figures", () => {
    const standard = ask("what would #1 be worth in ten years at 4% growth?").text;
    expect(standard).toContain("- Worked on Propie's standard loan: no finance was entered for this search.");
    const p = tab(results[0], {}, { years: 10, growthPercent: 4 });
    expect(standard).toContain(`Cash flow after tax over the hold: ${signedMoney(p.years[9].cumulativeCashFlow)}`);
    expect(standard).not.toBe(ask("what would #1 be worth in ten years at 4% growth?", { finance }).text);
  });

  it("says what it can't do: no search yet, a hold out of range", () => {
    expect(ask("what would #1 be worth in 10 years?", { results: [] }).text).toMatch(/^I haven't run a search yet/);
    expect(ask("what would #1 be worth in 40 years?", { finance }).text).toBe("I can project a hold of 1 to 30 years. Ask again with a hold in that range.");
  });
});
