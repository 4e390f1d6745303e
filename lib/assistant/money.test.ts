/**
 * Money questions and finance phrases (docs/ASSISTANT.md, "Money questions", "Finance in a brief"):
 * each expected figure is worked here with lib/finance on the inputs the listing panel uses (the
 * stored finance section and scoring_inputs.finance.facts), and must appear in the answer exactly.
 */
import { describe, expect, it } from "vitest";
import { sampleAssistantResults } from "@/lib/testkit/assistant-results";
import {
  analyseListing,
  prepareFinance,
  resolveFinanceProfile,
  transferDuty,
  RATE_TOO_HIGH_MESSAGE,
  TERM_TOO_LONG_MESSAGE,
  DEPOSIT_ABOVE_PRICE_MESSAGE,
  type FinanceProfileInput,
  type ListingFacts,
} from "@/lib/finance";
import { formatMoney } from "@/lib/money";
import { emptyPreferences } from "@/lib/preferences/schema";
import { assistantTurn, createPlaceIndex, initialAssistantState, type AssistantResult, type AssistantState } from "./index";
import { isMoneyQuestion, listingFinanceFacts, MONEY_DISCLAIMER } from "./money";
import { TEST_PLACES } from "@/lib/testkit/places";

const places = createPlaceIndex(TEST_PLACES);
const $ = (n: number) => formatMoney(n);


const stateWith = (finance?: FinanceProfileInput): AssistantState => ({
  ...initialAssistantState(),
  preferences: { ...emptyPreferences(), locations: ["Geelong, VIC 3220"], priceRange: { min: null, max: 900_000 }, propertyType: "House", bedrooms: "3+", ...(finance ? { finance } : {}) },
  lastSearch: "{}",
});

function ask(message: string, opts: { finance?: FinanceProfileInput; results?: AssistantResult[] } = {}) {
  const state = stateWith(opts.finance);
  const out = assistantTurn({ state, message, places, results: opts.results ?? [] });
  return { text: out.reply.text, reply: out.reply, before: state, after: out.state };
}

/** The panel's working for a listing: the stored finance (with a what-if) on the engine's facts. */
const panel = (r: AssistantResult, finance: FinanceProfileInput = {}) => {
  const facts = listingFinanceFacts(r)!;
  return { facts, a: analyseListing(prepareFinance(resolveFinanceProfile(finance)), facts) };
};

describe("money questions about the current results", () => {
  const finance: FinanceProfileInput = { deposit: { kind: "percent", percent: 10 }, loanType: "principalAndInterest", interestRate: 6, taxableIncome: 140_000 };
  const results = sampleAssistantResults(finance);

  it("reads the listing's facts the engine kept, and with the stored finance gives the engine's own figures", () => {
    const r = results[0];
    const kept = (r.scoringInputs as { finance: { facts: ListingFacts; analysis: { loan: { monthlyRepayment: { value: number } } } } }).finance;
    expect(listingFinanceFacts(r)).toEqual(kept.facts);
    expect(panel(r, finance).a.loan.monthlyRepayment.value).toBe(kept.analysis.loan.monthlyRepayment.value);
    // The plain question answers with exactly the engine's (the panel's) repayment.
    const { text } = ask("what would my repayments be on #1?", { finance, results });
    expect(text).toContain(`**${$(kept.analysis.loan.monthlyRepayment.value)} a month**`);
  });

  it("what would my repayments be at 6.5 % on #1?", () => {
    const { a } = panel(results[0], { ...finance, interestRate: 6.5 });
    const { text, before, after, reply } = ask("what would my repayments be at 6.5 % on #1?", { finance, results });
    expect(text).toContain(`#1 ${results[0].address}`);
    expect(text).toContain(`A loan of ${$(a.loan.amount.value)} (90% LVR) at 6.5% principal and interest over 30 years is **${$(a.loan.monthlyRepayment.value)} a month**.`);
    expect(text).toContain("6.5% a year (as you asked)");
    expect(text).toContain(MONEY_DISCLAIMER);
    // Its own intent: the brief and the stored finance are untouched, and nothing is searched.
    expect(after.preferences).toEqual(before.preferences);
    expect(reply.runSearch).toBeFalsy();
    expect(reply.form).toBeUndefined();
  });

  it("stamp duty on #2?", () => {
    const { a, facts } = panel(results[1], finance);
    const duty = transferDuty(facts.state, facts.price, { ownerOccupier: false, firstHome: false, foreign: false, income: 140_000 }, { newBuild: false, regional: false });
    expect(a.purchase.duty.value).toBe(Math.round(duty.duty));
    const { text } = ask("stamp duty on #2?", { finance, results });
    expect(text).toContain(`#2 ${results[1].address}`);
    expect(text).toContain(`Stamp (transfer) duty for an investor: **${$(Math.round(duty.duty))}**`);
    expect(text).toMatch(/from \d{4}-\d{2}-\d{2}/);
    expect(text).toContain(MONEY_DISCLAIMER);
  });

  it("what if rates rise 1%? (the top three, now and at the new rate)", () => {
    const { text } = ask("what if rates rise 1%?", { finance, results });
    expect(text).toContain("from 6% to 7%");
    for (const r of results) {
      const now = panel(r, finance).a;
      const then = panel(r, { ...finance, interestRate: 7 }).a;
      expect(text).toContain(`| #${r.rank} ${r.address} | ${$(now.loan.monthlyRepayment.value)} | ${$(then.loan.monthlyRepayment.value)} |`);
      expect(then.loan.monthlyRepayment.value).toBeGreaterThan(now.loan.monthlyRepayment.value);
    }
  });

  it("the most I can offer on #3 to break even?", () => {
    const { a } = panel(results[2], finance);
    const { text } = ask("the most I can offer on #3 to break even?", { finance, results });
    expect(a.highestOffer.breakEven.price).not.toBeNull();
    expect(text).toContain(`#3 ${results[2].address}`);
    expect(text).toContain(`about **${$(a.highestOffer.breakEven.price!)}**`);
  });

  it("can I afford #1 on 150k income?", () => {
    const { a } = panel(results[0], { ...finance, taxableIncome: 150_000 });
    const { text, after, before } = ask("can I afford #1 on 150k income?", { finance, results });
    expect(a.serviceability.maxLoan).not.toBeNull();
    expect(text).toContain(`indicative maximum loan of ${$(a.serviceability.maxLoan!.value)}, assessed at 9%`);
    expect(text).toContain(a.serviceability.verdict === "within" ? "Indicatively **yes**" : "Indicatively **no**");
    expect(text).toContain("income $150,000 a year (as you asked)");
    // The income asked about is a what-if, never stored.
    expect(after.preferences.finance).toEqual(before.preferences.finance);
  });

  it("without a stored finance: the defaults, each said as a default", () => {
    const plain = sampleAssistantResults();
    const { a } = panel(plain[0]);
    const { text } = ask("what would my repayments be on #1?", { results: plain });
    expect(text).toContain(`**${$(a.loan.monthlyRepayment.value)} a month**`);
    expect(text).toContain("20% deposit (default), 6.25% a year (default), interest-only (default)");
  });
});

describe("money questions without results", () => {
  it("stamp duty on a 700k house in Brisbane for a first home buyer?", () => {
    const expected = transferDuty("QLD", 700_000, { ownerOccupier: true, firstHome: true, foreign: false, income: null }, { newBuild: false, regional: false });
    const { text, after, before } = ask("stamp duty on a 700k house in Brisbane for a first home buyer?");
    expect(text).toContain("**A $700,000 house in QLD**");
    expect(text).toContain(`Stamp (transfer) duty for a first home buyer (owner-occupier): **${$(Math.round(expected.duty))}**`);
    expect(text).toContain(MONEY_DISCLAIMER);
    expect(after.preferences).toEqual(before.preferences);
  });

  it("stamp duty on an 800k unit in Victoria as an investor, against VIC's general scale", () => {
    const expected = transferDuty("VIC", 800_000, { ownerOccupier: false, firstHome: false, foreign: false, income: null }, { newBuild: false, regional: false });
    const { text } = ask("how much stamp duty on an 800k unit in VIC?");
    expect(text).toContain(`**${$(Math.round(expected.duty))}**`);
  });

  it("asks for a price and a state it doesn't have, and says when there are no results to number", () => {
    expect(ask("how much stamp duty would I pay?").text).toContain("I need a price and the state");
    expect(ask("what would my repayments be on #1?").text).toContain("I haven't run a search yet");
  });

  it("refuses a rate the finance schema refuses, with its message", () => {
    expect(ask("what would repayments be on #1 at an interest rate of 35%?", { results: sampleAssistantResults() }).text).toContain(RATE_TOO_HIGH_MESSAGE);
  });
});

describe("money questions are their own intent", () => {
  it.each(["what would my repayments be at 6.5 % on #1?", "stamp duty on #2?", "what if rates rise 1%?", "the most I can offer on #3 to break even?", "can I afford #1 on 150k income?", "stamp duty on a 700k house in Brisbane for a first home buyer?"])("%s", (q) => {
    expect(isMoneyQuestion(q)).toBe(true);
  });
  it.each(["3 bed house in Geelong under 650k, 150k deposit", "we can afford 600k max, house in Lara", "first home buyers after a 2 bed unit in Footscray", "good cash flow in Geelong"])("not a question: %s", (q) => {
    expect(isMoneyQuestion(q)).toBe(false);
  });
});

describe("finance phrases in a brief go to the stored finance section", () => {
  const brief = (message: string) => assistantTurn({ state: initialAssistantState(), message, places }).state.preferences;

  it("150k deposit, first home buyer, on 140k a year, P&I over 30 years", () => {
    const p = brief("3 bed house in Geelong under 650k, 150k deposit, first home buyer, on 140k a year, P&I over 30 years");
    expect(p.finance).toEqual({ deposit: { kind: "dollars", dollars: 150_000 }, firstHomeBuyer: true, buyerType: "ownerOccupier", taxableIncome: 140_000, loanType: "principalAndInterest", loanTermYears: 30 });
    // None of those numbers is a price or an age.
    expect(p.priceRange).toEqual({ min: null, max: 650_000 });
    expect(p.propertyAge).toEqual([]);
  });

  it("interest only at 6.1%, and a cash buyer", () => {
    expect(brief("2 bed unit in Footscray max 700k, interest only at 6.1%").finance).toEqual({ loanType: "interestOnly", interestRate: 6.1 });
    expect(brief("cash buyer, 3 bed house in Lara up to 600k").finance).toEqual({ deposit: { kind: "cash" } });
  });

  it("a 20% deposit and a household income; the brief's other fields as before", () => {
    const p = brief("4 bed house Werribee 800k, 20% deposit, combined income 180k, good cash flow");
    expect(p.finance).toEqual({ deposit: { kind: "percent", percent: 20 }, taxableIncome: 180_000 });
    expect(p.investmentGoals.highcashflow).toBe(true);
    expect(p.priceRange.max).toBe(800_000);
  });

  it("an investor who is a first home buyer stays an investor", () => {
    expect(brief("first home buyer but this is an investment, 3 bed house in Lara 550k").finance).toEqual({ firstHomeBuyer: true });
  });

  it("refuses a rate over 30%, a term over 40 years and a deposit above the price, each with its message, storing none of them", () => {
    const rate = assistantTurn({ state: initialAssistantState(), message: "3 bed house in Lara 600k, interest rate 45%", places });
    expect(rate.state.preferences.finance?.interestRate).toBeUndefined();
    expect(rate.reply.text).toContain(RATE_TOO_HIGH_MESSAGE);
    const term = assistantTurn({ state: initialAssistantState(), message: "3 bed house in Lara 600k, P&I over 50 years", places });
    expect(term.state.preferences.finance?.loanTermYears).toBeUndefined();
    expect(term.reply.text).toContain(TERM_TOO_LONG_MESSAGE);
    const deposit = assistantTurn({ state: initialAssistantState(), message: "3 bed house in Lara under 500k, 600k deposit", places });
    expect(deposit.state.preferences.finance?.deposit).toBeUndefined();
    expect(deposit.reply.text).toContain(DEPOSIT_ABOVE_PRICE_MESSAGE);
  });

  it("shows the finance in the brief's lines, and a later turn adds to it", () => {
    let state = initialAssistantState();
    let out = assistantTurn({ state, message: "3 bed house in Lara 600k, 100k deposit", places });
    expect(out.reply.understood?.map((c) => c.label)).toContain("$100,000 deposit");
    state = out.state;
    out = assistantTurn({ state, message: "we're first home buyers", places });
    expect(out.state.preferences.finance).toEqual({ deposit: { kind: "dollars", dollars: 100_000 }, firstHomeBuyer: true, buyerType: "ownerOccupier" });
    expect(out.reply.understood?.map((c) => c.label)).toContain("First home buyer");
  });
});

describe("the state of a money question, in any letter case", () => {
  const dutyIn = (where: string) => ask(`stamp duty on a 700k house in ${where}?`).text;
  it.each([
    ["South Australia", "SA"],
    ["south australia", "SA"],
    ["SA", "SA"],
    ["sa", "SA"],
    ["the ACT", "ACT"],
    ["the act", "ACT"],
    ["Western Australia", "WA"],
    ["queensland", "QLD"],
  ])("reads %s as %s", (where, code) => {
    expect(dutyIn(where)).toContain(`house in ${code}`);
  });

  it("doesn't read 'act' or 'sa' used as words as a state", () => {
    expect(ask("I need to act fast: what's the stamp duty on a 700k house?").text).toContain("the state (or a suburb)");
  });
});
