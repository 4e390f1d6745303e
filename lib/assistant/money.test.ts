/**
 * Money questions and finance phrases (docs/ASSISTANT.md, "Money questions", "Finance in a brief"):
 * each expected figure is worked here with lib/finance on the inputs the listing panel uses (the
 * stored finance section and scoring_inputs.finance.facts), and must appear in the answer exactly.
 */
import { describe, expect, it } from "vitest";
import { sampleAssistantResults } from "@/lib/testkit/assistant-results";
import {
  amortisedMonthly,
  analyseListing,
  emptyNumbers,
  prepareFinance,
  resolveFinanceProfile,
  transferDuty,
  RATE_TOO_HIGH_MESSAGE,
  TERM_TOO_LONG_MESSAGE,
  DEPOSIT_ABOVE_PRICE_MESSAGE,
  type FinanceProfileInput,
  type ListingFacts,
} from "@/lib/finance";
import { formatMoney, formatSignedMoney } from "@/lib/money";
import { emptyPreferences } from "@/lib/preferences/schema";
import { assistantTurn, createPlaceIndex, initialAssistantState, type AssistantResult, type AssistantState } from "./index";
import { ADVICE_LEAD, isAdviceQuestion, isMoneyQuestion, listingFinanceFacts, MONEY_DISCLAIMER } from "./money";
import { readMoneyFigures } from "./money-figures";
import { spokenAmountsToDigits } from "./spoken";
import { referencedRanks } from "./results";
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

  it("works a question with no figure of its own on the brief's price and state, asks without a brief, and says when there are no results to number", () => {
    expect(ask("how much stamp duty would I pay?").text).toContain("**A $900,000 house in VIC** (your brief's price)");
    const none = assistantTurn({ state: initialAssistantState(), message: "how much stamp duty would I pay?", places, results: [] });
    expect(none.reply.text).toContain("I need a price and the state");
    expect(ask("what would my repayments be on #1?").text).toContain("I haven't run a search yet");
  });

  it("refuses a rate the finance schema refuses, with its message", () => {
    expect(ask("what would repayments be on #1 at an interest rate of 35%?", { results: sampleAssistantResults() }).text).toContain(RATE_TOO_HIGH_MESSAGE);
  });
});

describe("borrowing power asked as a price", () => {
  it("answers with the loan and the price it reaches, from both incomes said in words", () => {
    const { reply } = ask("we've got a hundred and ten grand saved how much could we spend on an investment if i'm on ninety and mike's on one oh five");
    expect(reply.text).toContain("On two incomes of $90,000 and $105,000");
    expect(reply.text).toContain("With $110,000 of your own");
  });
  it("asks for the income when only savings are given", () => {
    expect(ask("ive got thirty five saved so how much house can i actually buy").reply.text).toContain("borrowing power from your income");
  });
});

describe("money questions are their own intent", () => {
  it.each(["would it pay for itself?", "a 480k house renting at 520 a week, pays for itself?", "what would my repayments be at 6.5 % on #1?", "stamp duty on #2?", "what if rates rise 1%?", "the most I can offer on #3 to break even?", "can I afford #1 on 150k income?", "stamp duty on a 700k house in Brisbane for a first home buyer?"])("%s", (q) => {
    expect(isMoneyQuestion(q)).toBe(true);
  });
  it.each(["3 bed house in Geelong under 650k, 150k deposit", "we can afford 600k max, house in Lara", "first home buyers after a 2 bed unit in Footscray", "good cash flow in Geelong"])("not a question: %s", (q) => {
    expect(isMoneyQuestion(q)).toBe(false);
  });
});

describe("a money question is told by its form, beside a property's words too", () => {
  // Written for these tests: a question word in a later clause, a figure's name asked for, a figure's name "on" a property.
  it.each([
    "price 610k, rent 2,450 a month, what yield",
    "lease is 430 a week, bought at 515k; how much cash flow",
    "what deposit do we need for a 3 bed house at 560k in Orange",
    "how big a loan would the bank give us on 140k together",
    "cash flow on a 3 bed townhouse in Mackay, 440k, renting 530/wk?",
    "net yield for a 2br unit in Launceston at 390k with rent 420pw?",
    "hw much could i borrow on 92k",
    // A rate, an amount and a period to pay it in, however short.
    "lender quoting 6.1 var, what's that on 420k p/fortnight",
    "610 loan over 25 at 6.05. monthly",
    // The price borrowing power reaches, asked as a price.
    "We have 135k saved and incomes of 121k and 109k. What price range could we realistically look at?",
    "With $120k saved and incomes of $112k and $79k, what is the maximum price we could look at?",
    "we've got a hundred and ten grand saved how much could we spend on an investment if i'm on ninety and mike's on one oh five",
    // The yield by its other names, named last after a full stop with a rent, a deposit beside a rate and a period.
    "whats the rent return on a 310k house in Dubbo at 430 pw",
    "whats the rent yeild on a 2 bed unit bought for 390 renting 540/wk",
    "dubbo 210 rent 360 pw. gross yield",
    "gross yield. 2br unit in Orange. 480 buy. 520 a week rent",
    "340 unit. 80 deposit. 6.2%. 25 yrs. fortnightly",
    "how much do they need saved for a 950k place in Orange??",
  ])("%s", (q) => {
    expect(isMoneyQuestion(q)).toBe(true);
    const { after, before, reply } = ask(q);
    expect(reply.runSearch ?? false).toBe(false);
    expect(after.preferences).toEqual(before.preferences);
  });
  it.each([
    "4 bed house in Cairns under 700k that pays for itself",
    // A question of finding, with the wish that it pays for itself said after it.
    "Would there be anything in Broken Hill? A solid old cottage, two or three bedrooms, something that rents well and pays for itself.",
    "units in Launceston, strong yield, 2 bed, under 400k",
    "townhouse in Mackay with good cash flow for a first IP",
    "dubbo. duplex pair. both sides rented. 300 max. yield",
  ])("a brief: %s", (q) => {
    expect(isMoneyQuestion(q)).toBe(false);
  });
});

describe("amounts in words: a teen's hundreds, hyphened words, a correction mid-message", () => {
  it.each([
    ["the tenants pay nineteen hundred a month and we owe two hundred and eighty thousand at six point one percent, are we ahead?", { rent: { amount: 1_900, per: "month" }, loan: 280_000, rate: 6.1 }],
    ["it would lease for twelve fifty a fortnight and costs four-hundred-and-ten-thousand-dollars", { rent: { amount: 1_250, per: "fortnight" }, price: 410_000 }],
    ["upfront costs on a six-hundred-thousand-dollar unit in Perth?", { price: 600_000 }],
    ["rent of 450 a week, sorry I mean 470 a week, on a 520k townhouse, yield?", { rent: { amount: 470, per: "week" }, price: 520_000 }],
    ["cash flow if I pay 610k, make that 590k, and it rents at 560 a week", { price: 590_000, rent: { amount: 560, per: "week" } }],
  ])("%s", (q, expected) => {
    expect(readMoneyFigures(q)).toMatchObject(expected);
  });
  it("a rent against a loan with no price: what goes in or out each month before holding costs", () => {
    const message = "if the rent is sixteen hundred a month and the loan is 300k at 6% p&i over 30 years, will I be paying in?";
    const { text } = assistantTurn({ state: initialAssistantState(), message, places }).reply;
    const monthly = amortisedMonthly(300_000, 6, 30);
    expect(text).toContain(`${formatSignedMoney((1_600 * 12) / 52 * 52 / 12 - monthly)} a month`);
    expect(text).toContain("$1,600 a month");
  });
});

describe("a short turn that only adds to the money question before it is read with it", () => {
  const talk = (...messages: string[]) => {
    let state = initialAssistantState();
    const outs = [];
    for (const message of messages) {
      const out = assistantTurn({ state, message, places });
      outs.push(out);
      state = out.state;
    }
    return outs;
  };
  it("a state, then the buyer's kind", () => {
    const outs = talk("whats the transfer duty on 640k", "it's in qld", "we're first home buyers");
    expect(outs[1].reply.text).toContain("$640,000 house in QLD**");
    expect(outs[2].reply.text).toContain("$640,000 house in QLD**");
    expect(outs[2].reply.text).toContain("first home buyer");
    for (const o of outs) expect(o.state.preferences).toEqual(emptyPreferences());
  });
  it("an income, then savings", () => {
    const maxLoan = prepareFinance(resolveFinanceProfile({ taxableIncome: 105_000 })).compute(0, 0, 0, -1, 0, 0, emptyNumbers()).maxLoan;
    const outs = talk("how much could I borrow", "on 105k", "plus 30k saved");
    expect(outs[1].reply.text).toContain(`about **${$(maxLoan)}**`);
    expect(outs[2].reply.text).toContain("With $30,000 of your own");
    for (const o of outs) expect(o.state.preferences).toEqual(emptyPreferences());
  });
  it("a turn that asks it again changes what it names: the state, the rate", () => {
    const duty = talk("stamp duty on $640,000 in VIC?", "and in SA for the same price?", "what about QLD?");
    expect(duty[1].reply.text).toContain("$640,000 house in SA**");
    expect(duty[2].reply.text).toContain("$640,000 house in QLD**");
    const rate = talk("repayments on 450k at 6.2%?", "what about at 6.8%?");
    expect(rate[1].reply.text).toContain("At 6.8%");
    for (const o of [...duty, ...rate]) expect(o.state.preferences).toEqual(emptyPreferences());
  });
  it("a term or a frequency alone carries the last question on", () => {
    const outs = talk("repayments on 450k loan at 6.3%?", "over 25 years not 30");
    expect(outs[1].reply.text).toContain("A loan of $450,000");
  });
  it("a brief after a money question is a brief", () => {
    const outs = talk("repayments on 500k?", "3 bed house in Lara under 600k");
    expect(outs[1].state.preferences.locations).toEqual(["Lara, VIC 3212"]);
    expect(outs[1].state.pendingMoney).toBeNull();
  });
});

describe("the highest price savings cover", () => {
  it.each([
    ["we've put away 120k, what's the most we could pay in Queensland with a 10% deposit?", 120_000, 10, "QLD"],
    ["got 75 grand saved, what price unit could I buy in tassie, 20% down plus duty?", 75_000, 20, "TAS"],
  ] as const)("%s", (q, savings, percent, state) => {
    const { text, before, after } = ask(q);
    const price = Number(/cover a price of up to about \*\*\$([\d,]+)\*\*/.exec(text)?.[1].replace(/,/g, ""));
    const cash = (p: number) => analyseListing(prepareFinance(resolveFinanceProfile({ deposit: { kind: "percent", percent } })), { price: p, weeklyRent: null, type: /unit/.test(q) ? "Unit" : "House", state }).purchase.cashInvested.value;
    expect(price).toBeGreaterThan(0);
    expect(cash(price)).toBeLessThanOrEqual(savings);
    expect(cash(price + 2_000)).toBeGreaterThan(savings);
    expect(after.preferences).toEqual(before.preferences);
  });
  it("without a state, duty and fees are left out and said so", () => {
    const { text } = assistantTurn({ state: initialAssistantState(), message: "if I've got 60k in the bank what's the highest price I could pay and dodge LMI", places }).reply;
    expect(text).toContain("cover a price of up to about **$300,000**");
    expect(text).toContain("tell me the state");
  });
});

describe("an ordinal counting the buyer's own purchases names no listing", () => {
  it.each([
    "we're on 130k and 85k, how much could we borrow for a fourth IP?",
    "my niece is on 81k, what could she borrow for her first unit?",
    "second investment, incomes 120k and 60k: borrowing capacity?",
  ])("%s", (q) => {
    const { text } = ask(q);
    expect(text).not.toContain("haven't run a search");
    expect(text).toMatch(/maximum loan is about \*\*\$[\d,]+\*\*/);
  });
  it("the listing an ordinal names is still worked", () => {
    expect(referencedRanks("stamp duty on the third one?", 5)).toEqual([3]);
    expect(referencedRanks("how much could we borrow for a third ip?", 5)).toEqual([]);
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

describe("a money question's state and price from its places and the brief, whatever the clause", () => {
  const turns = (...messages: string[]) => {
    let state = initialAssistantState();
    let out = assistantTurn({ state, message: messages[0], places });
    for (const m of messages.slice(1)) {
      state = out.state;
      out = assistantTurn({ state, message: m, places });
    }
    return { text: out.reply.text, before: state, after: out.state };
  };
  it("a place in someone else's situation still gives the state", () => {
    expect(ask("My sister is a first home buyer looking at a 520k townhouse in Wollongong. What transfer duty would she pay?").text).toContain("$520,000 townhouse in NSW**");
  });
  it('"there" in the middle of a question is the brief\'s place', () => {
    const { text, before, after } = turns("3 bed houses in Echuca under 560k please", "and the stamp duty on 560k out there? plus the other fees, what does it all come to?");
    expect(text).toContain("$560,000 house in VIC**");
    expect(after.preferences).toEqual(before.preferences);
  });
  it("a loan and a rent with no price of their own are on the brief's property: the rest of its price is the deposit", () => {
    const { text } = turns("house in Shepparton around 600", "it'd rent for 520 a week, if I borrow 450 at 6.3 whats the cash flow?");
    expect(text).toContain("$600,000 house in VIC** (your brief's price) with a loan of $450,000");
    expect(text).toContain("A loan of $450,000 (75% LVR)");
  });
  it('"this" standing alone is the brief\'s property', () => {
    const { text } = turns("4 bed house in Werribee, 720k max", "we earn 95k and 70k with 90k saved, could we borrow enough for this?");
    expect(text).toContain("$720,000 house in VIC** (your brief's price)");
    expect(text).toMatch(/Indicatively \*\*(?:yes|no)\*\*/);
  });
  it("upfront costs to budget for are costs (no advice), in the brief's state; \"what would that cost\" is the brief's price", () => {
    const costs = turns("3 bed house in Werribee, 520k max", "what upfront costs should we budget for on a 520k purchase? first home, we have 60k saved");
    expect(costs.text).toContain("$520,000 house in VIC**");
    const duty = turns("three bedroom house in Echuca under 320 for a rental", "what would that cost us in stamp duty over in Victoria");
    expect(duty.text).toContain("$320,000 house in VIC** (your brief's price)");
    // "should we buy…?" is still advice.
    expect(turns("a house in Echuca", "should we buy in Echuca or Shepparton?").text).toContain("personal financial advice");
  });
  it("a verb \"be\" before \"on\" leaves the amount a price", () => {
    expect(readMoneyFigures("what would the duty be on 640k in Perth?")).toMatchObject({ price: 640_000, incomes: [] });
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

/* ----------------------- Issue 34 item 6: the classes of money question ----------------------- */

describe("a loan-only question needs no state", () => {
  it("repayments on a 600k loan at 6.2%: monthly, fortnightly and weekly, from lib/finance", () => {
    // P&I over the default 30 years: the amortised repayment, fortnightly and weekly as × 12 ÷ 26 and ÷ 52.
    const monthly = amortisedMonthly(600_000, 6.2, 30);
    expect(Math.round(monthly)).toBe(3675);
    const { text, before, after, reply } = ask("what are repayments on a 600k loan at 6.2% P&I?");
    expect(text).toContain("**A loan of $600,000**");
    expect(text).toContain(`**${$(monthly)} a month** (${$((monthly * 12) / 26)} a fortnight, or ${$((monthly * 12) / 52)} a week)`);
    expect(text).not.toContain("I need");
    expect(text).toContain(MONEY_DISCLAIMER);
    expect(after.preferences).toEqual(before.preferences);
    expect(reply.runSearch).toBeFalsy();
  });

  it("puts the frequency asked for first, and reads a rate and term said in words", () => {
    const monthly = amortisedMonthly(420_000, 6.4, 25);
    const { text } = ask("How much would my fortnightly repayments be if I borrowed four hundred and twenty thousand over twenty-five years at six point four percent, principal and interest");
    expect(text).toContain(`**${$((monthly * 12) / 26)} a fortnight** (${$(monthly)} a month, or ${$((monthly * 12) / 52)} a week)`);
  });

  it("a price with no state: the calculator's figures without state schedules, and the state asked for duty", () => {
    const { text } = ask("weekly repayments on 1.2 mil? 240k down, 6%, 30 yrs P&I");
    const monthly = amortisedMonthly(960_000, 6, 30);
    expect(text).toContain("**A $1,200,000 house**");
    expect(text).toContain(`**${$((monthly * 12) / 52)} a week**`);
    expect(text).toContain("depend on the state");
  });
});

describe("a rent gives the cash flow, break-even and tax effect", () => {
  it("it'd lease for 480 a week: the listing panel's analysis on the question's own figures", () => {
    const { text, after, before } = ask("a 560k unit in Brisbane, it'd lease for about 480 a week, 112k deposit, rate 6.15. does it wash its face?");
    const a = analyseListing(
      prepareFinance(resolveFinanceProfile({ deposit: { kind: "dollars", dollars: 112_000 }, interestRate: 6.15, buyerType: "investor" })),
      { price: 560_000, weeklyRent: 480, type: "Unit", state: "QLD" },
    );
    expect(text).toContain("**A $560,000 unit in QLD**");
    expect(text).toContain(`Rent of $480 a week is a gross yield of **${a.returns.grossYield.value}%**`);
    expect(text).toContain(`**${formatSignedMoney(a.cashFlow.monthlyPreTax.value)} a month before tax**`);
    expect(text).toContain(`the tax effect is ${formatSignedMoney(a.tax.effect.value)} a year`);
    expect(a.highestOffer.breakEven.price).not.toBeNull();
    expect(text).toContain(`about **${$(a.highestOffer.breakEven.price!)}**`);
    expect(after.preferences).toEqual(before.preferences);
  });

  it("rent 2,100 a month: said as given and worked a week (× 12 ÷ 52)", () => {
    const { text } = ask("cash flow check: price 495k in Adelaide, rent 2,100 a month, loan 396k at 6.2");
    const weekly = (2_100 * 12) / 52;
    const a = analyseListing(
      prepareFinance(resolveFinanceProfile({ deposit: { kind: "dollars", dollars: 99_000 }, interestRate: 6.2, buyerType: "investor" })),
      { price: 495_000, weeklyRent: weekly, type: "House", state: "SA" },
    );
    expect(text).toContain(`Rent of $2,100 a month (${$(weekly)} a week)`);
    expect(text).toContain(`**${formatSignedMoney(a.cashFlow.monthlyPreTax.value)} a month before tax**`);
  });

  it("rents of a property's parts add up ('main house 420/wk, granny flat 280/wk')", () => {
    expect(readMoneyFigures("house 520k, granny flat rents 280/wk, main house 420/wk. cash flow?").rent).toEqual({ amount: 700, per: "week" });
    expect(readMoneyFigures("5 rooms at 220 each per wk on a 650k place, cash flow?").rent).toEqual({ amount: 1_100, per: "week" });
  });
});

describe("two incomes are two people", () => {
  const maxLoanOf = (input: FinanceProfileInput) => prepareFinance(resolveFinanceProfile(input)).compute(0, 0, 0, -1, 0, 0, emptyNumbers()).maxLoan;

  it.each([
    ["I earn 95k and my partner 70k, how much can we borrow?", [95_000, 70_000]],
    ["me n my partner earn 95 and 70, how much can we borrow", [95_000, 70_000]],
    ["pulling in 165 between the two of us, what can we borrow?", [82_500, 82_500]],
  ])("%s", (q, incomes) => {
    const expected = maxLoanOf({ applicants: incomes.map((income) => ({ income })) });
    // Two people taxed separately borrow more than one person on the same household income.
    expect(expected).toBeGreaterThan(maxLoanOf({ taxableIncome: incomes[0] + incomes[1] }));
    const { text, after, before } = ask(q);
    expect(text).toContain(`your indicative maximum loan is about **${$(expected)}**`);
    expect(text).toContain(`two incomes of ${$(incomes[0])} and ${$(incomes[1])}`);
    expect(after.preferences).toEqual(before.preferences);
  });
});

describe("every amount takes its role from its clause", () => {
  it.each([
    ["i earn 110k and have 40k saved, how much can i borrow", { incomes: [110_000], savings: 40_000, price: null }],
    ["is 60k enough deposit for a 450k place?", { deposit: { kind: "dollars", dollars: 60_000 }, price: 450_000 }],
    ["is 10% enough deposit on 380k?", { deposit: { kind: "percent", percent: 10 }, price: 380_000, rate: null }],
    ["if rent is 620 a wk and price 540 whats yield", { rent: { amount: 620, per: "week" }, price: 540_000 }],
    ["would a 420k unit renting at 480 a week be positive cash flow if i put 84k down and the rate's 6.4?", { price: 420_000, rent: { amount: 480, per: "week" }, deposit: { kind: "dollars", dollars: 84_000 }, rate: 6.4 }],
    ["weekly repayments on 350k over 30 years at 5.99", { loan: 350_000, termYears: 30, rate: 5.99, price: null, incomes: [] }],
    ["reno kitty about 60, buying at 650, rate 6.1", { renovation: 60_000, price: 650_000, rate: 6.1 }],
    ["LMI at LVR 85 on 400k?", { lvrPercent: 85, price: 400_000 }],
    // The figure right after a deposit given as a share is the price; a period hyphenated to a rent is its period.
    ["lmi on 8% deposit 510k?", { deposit: { kind: "percent", percent: 8 }, price: 510_000 }],
    ["what does a $1,900-a-month rent on a $420,000 villa give as a gross yield?", { rent: { amount: 1_900, per: "month" }, price: 420_000 }],
    // Hundreds in slang, and stamp duty abbreviated.
    ["sd on 6 hundy in adelaide?", { price: 600_000, incomes: [] }],
  ])("%s", (q, expected) => {
    expect(readMoneyFigures(q)).toMatchObject(expected);
  });

  it.each([
    "what does a $1,900-a-month rent on a $420,000 villa give as a gross yield?",
    "Mackay 3br rents 640 a wk, buying at 480k w/ 96k deposit at 6.2%. weekly cash flow?",
    "min deposit for investors on a 410k house in Dubbo?",
    "what cash do we need on top of the deposit for a 520k place in Mackay?",
  ])("a money question: %s", (q) => {
    expect(isMoneyQuestion(q)).toBe(true);
  });

  // Roles from the clause's structure (issue 34 item 3), in sentences written for these tests.
  it.each([
    // "on" an amount after a person is an income; after a money word or a property it is the price.
    ["could a retired teacher on 64k with 150k put away borrow enough for a 420k villa?", { incomes: [64_000], savings: 150_000, price: 420_000 }],
    ["transfer duty on 615k in qld?", { price: 615_000, incomes: [] }],
    // A share before "LVR" or "loan" is the LVR; the amount after it is the price.
    ["mortgage insurance at 92% lvr 530k?", { lvrPercent: 92, price: 530_000 }],
    ["90% loan on a 610k place at 6.3, repayments?", { lvrPercent: 90, price: 610_000, rate: 6.3 }],
    // The figure a share is taken of is the price.
    ["how much is a 15% deposit of 720k?", { deposit: { kind: "percent", percent: 15 }, price: 720_000 }],
    // Past forms of paying and buying cue the price.
    ["we bought for 610k and it leases at 2,400 a month, yield?", { price: 610_000, rent: { amount: 2_400, per: "month" } }],
    // A rent per part ("each flat rents 300") is counted for every part.
    ["block of 4 flats, each flat rents 300 a week, asking 1.1 mil, gross yield?", { rent: { amount: 1_200, per: "week" }, price: 1_100_000 }],
    // The buyer's own rent is what they pay now, not the property's.
    ["we're paying 610 a week in Newtown. a 500k unit renting for 450 a week, cash flow with 100k down?", { rent: { amount: 450, per: "week" }, price: 500_000 }],
    // An income said "each" is two earners'; uncued earner-sized amounts in a borrowing question are incomes.
    ["what could we borrow with 85k each coming in?", { incomes: [85_000, 85_000] }],
    ["borrowing power for us two? J 72k, M 118k", { incomes: [72_000, 118_000], price: null }],
    // A scale word typed with its letters swapped keeps its amount's scale.
    ["the unit is 430 thousnad and rents 410 a week, whats the yield", { price: 430_000, rent: { amount: 410, per: "week" } }],
    ["repayments on 540 thosand over 30 years?", { loan: 540_000, termYears: 30 }],
    ["we have 95 thuosadn saved, borrowing power?", { savings: 95_000 }],
    // A labelled list: what follows a figure on the next line is not its unit.
    ["Price: $480,000\nRent: $500 a week\nLoan: $400,000 at 6.1%", { price: 480_000, rent: { amount: 500, per: "week" }, loan: 400_000, rate: 6.1 }],
    // A state before "on" is no earner.
    ["stamp duty in VIC on $640,000?", { price: 640_000, incomes: [] }],
    ["a nurse in Ballarat on 98k, what can I borrow?", { incomes: [98_000] }],
  ])("%s", (q, expected) => {
    expect(readMoneyFigures(q)).toMatchObject(expected);
  });

  it("a rate written after a deposit is kept", () => {
    const f = readMoneyFigures("with a 20% deposit at 6.5% what are repayments on 700k?");
    expect(f).toMatchObject({ deposit: { kind: "percent", percent: 20 }, rate: 6.5, price: 700_000 });
  });
});

describe("states in any letter case", () => {
  it.each([
    ["vic stamp duty on 750k? first home buyer", "VIC"],
    ["sa stamp duty on a 520k investment property", "SA"],
    ["stamp duty on 530k in WESTERN AUSTRALIA", "WA"],
    ["NSW stamp duty on 720k", "NSW"],
  ])("%s", (q, code) => {
    expect(ask(q).text).toContain(` in ${code}**`);
  });
});

describe("personal advice gets general advice, no search, no brief change", () => {
  it.each([
    "should i go interest only or p&i on an investment",
    "is it a good idea for me to buy off the plan in the cbd?",
    "would you buy in Launceston right now, if you were me?",
    "my friend says I should buy two cheap houses instead of one good one is that a good plan for me",
    "buying off the plan in hobart is that just asking for trouble",
    "my wife wants to buy near her work and i want the best yield, who's right",
    "Renovate and sell, or renovate and hold?",
    // Written for these tests: an opinion asked for, a choice weighed, an adverb of obligation.
    "Would it be a sound decision for us to buy in Ballarat purely for cash flow?",
    "In your honest opinion, should first home buyers buy an older house or pay more for something new?",
    "keep the bendigo ip or sell it n buy 2 in mildura?",
    "Ought I to subdivide and sell the rear lot?",
    "shld we sell our home n rentvest instead??",
    "is orange a smart buy for cash flow or is it a trap?",
    // The choice left to the reader, an idea weighed in shorthand, a hold-or-sell asked of "you".
    "mate at work says buy in Mackay now before it booms. good idea or nah",
    "you think I should buy the house in the flood area if the price is cheap",
    "is it okay idea to buy the house in Hobart, I never been there",
    "Mildura or Renmark to retire to. your call",
    "granny flat on our acreage vs a separate unit for mum. which stacks up better money wise",
    "Would you keep a unit near a uni as an investment once the kids finish, or sell it?",
  ])("%s", (q) => {
    expect(isAdviceQuestion(q)).toBe(true);
    const { text, before, after, reply } = ask(q);
    expect(text).toContain(ADVICE_LEAD);
    expect(text).toContain(MONEY_DISCLAIMER);
    expect(reply.runSearch).toBeFalsy();
    expect(after.preferences).toEqual(before.preferences);
  });

  it("with figures, the general numbers that apply", () => {
    const monthly = amortisedMonthly(500_000, 6, 30);
    const { text } = ask("should I take a 500k loan at 6% P&I?");
    expect(text).toContain(ADVICE_LEAD);
    expect(text).toContain(`**${$(monthly)} a month**`);
  });

  it.each(["he thinks buying is a better idea than renting, 2 bed apartment in Belconnen under 580k", "3 bed house in Geelong under 650k, good rental yield", "what is cash flow?", "what is gross yield?", "toowoomba, positive geared, house or townhouse? house i think. under 480"])(
    "a brief that weighs things up stays a brief, a term to explain stays a term: %s",
    (q) => {
      expect(isAdviceQuestion(q) || isMoneyQuestion(q)).toBe(false);
    },
  );
});

describe("a listing's figures are the panel's, on one labelled basis", () => {
  const finance: FinanceProfileInput = { deposit: { kind: "percent", percent: 10 }, loanType: "principalAndInterest", interestRate: 6, taxableIncome: 140_000 };
  const results = sampleAssistantResults(finance);

  it("says the basis, and a rent the question gives is worked on the listing's facts", () => {
    const { text } = ask("what would the cash flow on #1 be if it rented for 650 a week?", { finance, results });
    const facts = { ...listingFinanceFacts(results[0])!, weeklyRent: 650 };
    const a = analyseListing(prepareFinance(resolveFinanceProfile({ ...finance, buyerType: "investor" })), facts);
    expect(text).toContain("same basis as the listing's Your numbers panel");
    expect(text).toContain(`**${formatSignedMoney(a.cashFlow.monthlyPreTax.value)} a month before tax**`);
  });
});

describe("what the buyer's money buys or needs, asked in their words", () => {
  const one = (q: string) => assistantTurn({ state: initialAssistantState(), message: q, places: createPlaceIndex(TEST_PLACES) });
  it("answers duty on a price with no state in every state, and leaves the brief alone", () => {
    const out = one("how much stamp duty on a 520k IP");
    expect(out.reply.text).toContain("in each state");
    for (const s of ["NSW $", "VIC $", "QLD $", "SA $", "WA $", "TAS $", "ACT $", "NT $"]) expect(out.reply.text).toContain(s);
    expect(out.state.preferences).toEqual(emptyPreferences());
  });
  it("reads \"what price can we look at\" with savings, and \"deposit needed on\" a price, as money questions", () => {
    expect(one("we have 150 saved. if we go 5% dep + costs what price can we look at").reply.text).toContain("$150,000 of savings");
    const deposit = one("deposit needed on a 350k unit in Geelong for a first home buyer");
    expect(deposit.reply.text).toContain("$350,000 unit in VIC");
    expect(deposit.state.preferences).toEqual(emptyPreferences());
  });
});

describe("a money question typed loosely, said in words, or named after what it is on", () => {
  const one = (q: string) => assistantTurn({ state: initialAssistantState(), message: q, places: createPlaceIndex(TEST_PLACES) });
  // Written for these tests: misspelt money words, a rate in words, a figure's name after a dash, a loan type first.
  it.each([
    ["how much depost for a 410k unit in Geelong", "$410,000"],
    ["casflow if we borow 300k on a 420k house renting 510 a wk", "$510"],
    ["interest only on three hundred grand at seven and a quarter per cent, what's that a fortnight", "$300,000"],
    ["Geelong townhouse 480k, rents 520pw - yield", "$520"],
    ["P&I monthly on 350k, 30 yrs, 6.4%", "$350,000"],
    ["All-in costs to settle a 455k Geelong house?", "$455,000"],
    ["we're on 130 and 85 with 100 saved, what's the most we could spend", "$130,000"],
    ["how much do we need to put down on a four hundred thousand place so we avoid the bank's insurance", "$400,000"],
  ])("%s", (q, figure) => {
    const out = one(q);
    expect(out.reply.runSearch ?? false).toBe(false);
    expect(out.reply.text).toContain(figure);
    expect(out.state.preferences).toEqual(emptyPreferences());
  });
  it("keeps a brief's bullet that names a strategy a brief, and reads a rate in words only before its \"per cent\"", () => {
    expect(isMoneyQuestion("Search:\n- Geelong\n- 3 bed house\n- 600\n- cash flow")).toBe(false);
    expect(spokenAmountsToDigits("at six point one percent, or six and a half per cent")).toBe("at 6.1 percent, or 6.5 per cent");
  });
});

describe("rent against the repayments the buyer gives", () => {
  it("works the month's difference from a weekly rent and a monthly mortgage, said in words", () => {
    const before = initialAssistantState();
    const out = assistantTurn({ state: before, places, message: "so the rent is five twenty a week and the mortgage is about two thousand eight hundred a month, are we positive or negative?" });
    // 520 × 52 ÷ 12 = 2,253.33 a month, less 2,800.
    expect(out.reply.text).toContain(`leaves **${formatSignedMoney(Math.round((520 * 52) / 12 - 2800))} a month**`);
    expect(out.state.preferences).toEqual(before.preferences);
  });
});

describe("a repayment asked in shorthand", () => {
  it("reads 'on 640 over 30 at 5.99' as a loan, its term and its rate, repaid principal and interest", () => {
    const out = assistantTurn({ state: initialAssistantState(), places, message: "wat would the fortnightly be on 640 over 30 at 5.99" });
    const monthly = amortisedMonthly(640_000, 5.99, 30);
    expect(out.reply.text).toContain(`**${formatMoney(Math.round((monthly * 12) / 26))} a fortnight**`);
    expect(out.reply.text).toContain("principal and interest over 30 years");
  });
});

describe("a figure's name and what it is on, asked", () => {
  it("answers 'deposit on 580 in WA?' and leaves the brief as it was", () => {
    let state = initialAssistantState();
    ({ state } = assistantTurn({ state, places, message: "a 2 bed unit in Perth up to 600k" }));
    const out = assistantTurn({ state, places, message: "deposit on 580 in WA?" });
    expect(out.state.preferences).toEqual(state.preferences);
    expect(out.reply.text).toContain("$580,000");
  });
});

describe("a figure's name opening the message with a rent in it", () => {
  it("answers 'yield on a 2br unit 280k renting 1400 a month' as a sum, not a brief", () => {
    const before = initialAssistantState();
    const out = assistantTurn({ state: before, places, message: "yield on a 2br unit 280k renting 1400 a month" });
    // 1,400 × 12 ÷ 280,000 = 6 %.
    expect(out.reply.text).toContain("gross yield of **6%**");
    expect(out.state.preferences).toEqual(before.preferences);
  });
});

describe("the rent a target yield asks for", () => {
  it("works it from the price: 420,000 × 7 % a year, said a week", () => {
    const before = initialAssistantState();
    const out = assistantTurn({ state: before, places, message: "what rent would i need on a four twenty place to get a seven percent yield" });
    expect(out.reply.text).toContain(`**${formatMoney(Math.round((420_000 * 0.07) / 52))} a week**`);
    expect(out.state.preferences).toEqual(before.preferences);
  });
});

describe("savings in an offset, and the buyer's own purchase count", () => {
  it("reads '95k sitting in offset' as savings, and 'IP #3' as no listing", () => {
    const a = assistantTurn({ state: initialAssistantState(), places, message: "95k sitting in offset, enough for the deposit on a 450k place in Hobart?" });
    expect(a.reply.text).toContain("Your savings of $95,000");
    const b = assistantTurn({ state: initialAssistantState(), places, message: "Mei on 118k + Daniel on 146k, how much more can we borrow for IP #3?" });
    expect(b.reply.text).toContain("two incomes of $118,000 and $146,000");
  });
});

describe("the costs of buying by their names, and whether a rent covers a loan", () => {
  it("answers 'conveyancer, building and pest, how much for a 400 place in tassie' and 'would 420 a week rent cover a 380k loan at 6.2'", () => {
    const a = assistantTurn({ state: initialAssistantState(), places, message: "conveyancer, building and pest, all that, how much roughly for a 400 place in tassie" });
    expect(a.reply.text).toContain("**A $400,000 house in TAS**");
    const b = assistantTurn({ state: initialAssistantState(), places, message: "after rates and insurance would 420 a week rent cover a 380k loan at 6.2" });
    // 380,000 × 6.2 % ÷ 12 interest-only = 1,963 a month; 420 × 52 ÷ 12 = 1,820.
    expect(b.reply.text).toContain(`leaves **${formatSignedMoney(Math.round((420 * 52) / 12 - (380_000 * 0.062) / 12))} a month**`);
    expect([a.state.preferences, b.state.preferences]).toEqual([initialAssistantState().preferences, initialAssistantState().preferences]);
  });
});

describe("a fortnight's repayment on the whole price", () => {
  it("reads 'what would i pay a fortnight on 350 if we borrow the lot … at 6.5 over 30 years' as a repayment, not a projection or an income", () => {
    const out = assistantTurn({ state: initialAssistantState(), places, message: "what would i pay a fortnight on 350 if we borrow the lot? like 100% by using equity in our own house, at 6.5 over 30 years" });
    expect(out.reply.text).toContain(`**${formatMoney(Math.round((amortisedMonthly(350_000, 6.5, 30) * 12) / 26))} a fortnight**`);
  });
});


describe("figures read in shorthand", () => {
  it("reads 'dubbo 210 rent 360 pw' as a price and a rent, and '900k acreage' as a price", () => {
    const f = readMoneyFigures("dubbo 210 rent 360 pw. gross yield");
    expect([f.price, f.rent]).toEqual([210_000, { amount: 360, per: "week" }]);
    expect(readMoneyFigures("vic stamp duty on 900k acreage at Kyneton").price).toBe(900_000);
  });
});
