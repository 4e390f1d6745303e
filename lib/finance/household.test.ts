/**
 * Households, loans and depreciation (docs/FINANCE.md §8-§10), worked by hand from the published
 * schedules each describe names: each applicant taxed on their own income (the income year's scale,
 * the low income tax offset, the Medicare levy), HECS/HELP repayments, card limits, the
 * living-expense benchmark, interest-only assessment, offset, repayment frequencies, and Division 43
 * from an estimate of the construction cost.
 */
import { describe, expect, it } from "vitest";
import { analyseListing } from "./analyse";
import { constructionCostEstimate, div43RateFor, newHouseCost, prepareFinance, type ListingFacts } from "./calculator";
import { amortisedMonthly, loanForRepayment } from "./loan";
import { financeProfileSchema, resolveFinanceProfile, APPLICANTS_MESSAGE, CONTRACT_DATE_MESSAGE, type FinanceProfileInput } from "./profile";
import { incomeTaxYearAt } from "./schedules";
import { packIncomeTax, personTax, helpRepayment, livingBenchmark, lowIncomeOffset, equivalenceScale } from "./tax";
import { readNewBuild } from "./new-build";

const DATE = "2026-09-01"; // 2026-27
const calc = (input: FinanceProfileInput) => prepareFinance(resolveFinanceProfile({ contractDate: DATE, ...input }));
const home: ListingFacts = { price: 800_000, weeklyRent: 600, type: "House", state: "NSW", yearBuilt: 1995, bedrooms: 3 };
const tax2627 = packIncomeTax(incomeTaxYearAt("2026-09-01").scale);
const tax2526 = packIncomeTax(incomeTaxYearAt("2025-09-01").scale);

describe("tax on each applicant's own income (ATO resident rates, LITO, Medicare levy 2 %)", () => {
  it("2026-27 (15% from $18,201): $90,000 pays 4,020 + 30% × 45,000 + 2% Medicare = $19,320", () => {
    expect(personTax(tax2627, 90_000)).toBeCloseTo(4_020 + 13_500 + 1_800, 6);
  });
  it("2026-27: $180,000 pays 31,020 + 37% × 45,000 + 3,600 = $51,270 (no offset above $66,667)", () => {
    expect(personTax(tax2627, 180_000)).toBeCloseTo(31_020 + 16_650 + 3_600, 6);
  });
  it("2025-26 (16%): $40,000 pays 16% × 21,800 = 3,488, less LITO 700 − 5% × 2,500 = 575, + Medicare 800 = $3,713", () => {
    expect(lowIncomeOffset(40_000)).toBeCloseTo(575, 6);
    expect(personTax(tax2526, 40_000)).toBeCloseTo(3_488 - 575 + 800, 6);
  });
  it("LITO: $700 to $37,500; $325 at $45,000; nil from $66,667", () => {
    expect(lowIncomeOffset(30_000)).toBe(700);
    expect(lowIncomeOffset(45_000)).toBeCloseTo(325, 6);
    expect(lowIncomeOffset(66_667)).toBeCloseTo(0, 2);
    expect(lowIncomeOffset(120_000)).toBe(0);
  });
  it("the offset never makes tax negative: $20,000 in 2026-27 pays 15% × 1,800 = 270 − 700 → nil, Medicare phase-in nil below $27,222", () => {
    expect(personTax(tax2627, 20_000)).toBe(0);
  });
});

describe("a household of two: each taxed on their own (issue 35's $180k couple)", () => {
  const one = calc({ buyerType: "ownerOccupier", applicants: [{ income: 180_000 }] }).numbers(home);
  const two = calc({ buyerType: "ownerOccupier", applicants: [{ income: 90_000 }, { income: 90_000 }] }).numbers(home);
  it("a couple on $90k each borrows more than one earner on $180k, as lenders' calculators give", () => {
    // net income: one 180,000 − 51,270 = 128,730; two 2 × (90,000 − 19,320) = 141,360 (+12,630)
    // living: one 19,240 + 8% × 120,000 = 28,840; two 19,240 × 1.5 + 9,600 = 38,460 (+9,620)
    expect(one.livingExpenses).toBeCloseTo(28_840, 6);
    expect(two.livingExpenses).toBeCloseTo(38_460, 6);
    // surplus gain 12,630 − 9,620 = 3,010 a year more, at 9.25% over 30 years
    expect(two.maxLoan - one.maxLoan).toBeCloseTo((3_010 / 12) * loanForRepayment(1, 9.25, 30), 0);
    expect(two.maxLoan).toBeGreaterThan(one.maxLoan);
  });
  it("an investor couple's rental loss is split between them, each at their own rate", () => {
    const inv1 = calc({ applicants: [{ income: 180_000 }] }).numbers(home);
    const inv2 = calc({ applicants: [{ income: 90_000 }, { income: 90_000 }] }).numbers(home);
    // the one earner saves at 47% (37% + 2% + … ), the couple at 32%: same loss, smaller saving
    expect(inv1.taxEffect).toBeGreaterThan(inv2.taxEffect);
    expect(inv2.taxEffect).toBeCloseTo(-inv2.netRentalIncome * 0.32, 0);
  });
});

describe("HECS/HELP (2025-26 marginal repayments) and card limits (3.8% a month)", () => {
  it("ATO example figures: $70,000 repays 15% × 3,000 = $450; $90,000 repays $3,450; $140,000 repays 8,700 + 17% × 15,000 = $11,250", () => {
    expect(helpRepayment(70_000, 50_000)).toBeCloseTo(450, 6);
    expect(helpRepayment(90_000, 50_000)).toBeCloseTo(3_450, 6);
    expect(helpRepayment(140_000, 50_000)).toBeCloseTo(11_250, 6);
    expect(helpRepayment(200_000, 50_000)).toBeCloseTo(20_000, 6); // 10% of the whole from $179,286
    expect(helpRepayment(140_000, 4_000)).toBe(4_000); // never more than is owed
    expect(helpRepayment(140_000, 0)).toBe(0);
  });
  it("a HECS/HELP balance and card limits lower the maximum loan by their repayments at the assessment rate", () => {
    const base = calc({ buyerType: "ownerOccupier", applicants: [{ income: 140_000 }] }).numbers(home);
    const owing = calc({ buyerType: "ownerOccupier", applicants: [{ income: 140_000, helpBalance: 30_000, cardLimits: 10_000 }] }).numbers(home);
    expect(owing.helpRepayments).toBeCloseTo(11_250, 6);
    expect(owing.cardCommitments).toBeCloseTo(10_000 * 0.038 * 12, 6); // $4,560 a year
    expect(base.maxLoan - owing.maxLoan).toBeCloseTo(((11_250 + 4_560) / 12) * loanForRepayment(1, 9.25, 30), 0);
  });
});

describe("living expenses: the higher of the household benchmark and the buyer's own figure", () => {
  it("benchmark: $370 a week × 52 × (1 + 0.5 a second adult + 0.3 a child) + 8% of income over $60,000", () => {
    expect(equivalenceScale(2, 2)).toBeCloseTo(2.1, 9); // ACOSS's couple-with-two-children line is 2.1 × the single's
    expect(livingBenchmark(1, 0, 50_000)).toBeCloseTo(19_240, 6);
    expect(livingBenchmark(2, 2, 150_000)).toBeCloseTo(19_240 * 2.1 + 7_200, 6);
  });
  it("dependants raise it; a higher figure of the buyer's own replaces it", () => {
    const none = calc({ buyerType: "ownerOccupier", applicants: [{ income: 120_000 }] }).numbers(home);
    const kids = calc({ buyerType: "ownerOccupier", applicants: [{ income: 120_000 }], dependants: 2 }).numbers(home);
    const own = calc({ buyerType: "ownerOccupier", applicants: [{ income: 120_000 }], livingExpenses: 60_000 }).numbers(home);
    const low = calc({ buyerType: "ownerOccupier", applicants: [{ income: 120_000 }], livingExpenses: 5_000 }).numbers(home);
    expect(kids.livingExpenses - none.livingExpenses).toBeCloseTo(19_240 * 0.6, 6);
    expect(own.livingExpenses).toBe(60_000);
    expect(low.livingExpenses).toBeCloseTo(none.livingExpenses, 9);
    expect(kids.maxLoan).toBeLessThan(none.maxLoan);
  });
});

describe("loan defaults by buyer, interest-only assessment, offset and repayment frequencies", () => {
  it("owner-occupiers and first home buyers default to P&I; investors to interest-only", () => {
    expect(resolveFinanceProfile({ buyerType: "ownerOccupier" }).loanType).toBe("principalAndInterest");
    expect(resolveFinanceProfile({ buyerType: "ownerOccupier", firstHomeBuyer: true }).loanType).toBe("principalAndInterest");
    expect(resolveFinanceProfile({}).loanType).toBe("interestOnly");
  });
  it("an interest-only loan is assessed as P&I over the term left after the interest-only years", () => {
    const io = calc({ loanType: "interestOnly", interestOnlyYears: 5, applicants: [{ income: 150_000 }] });
    const pi = calc({ loanType: "principalAndInterest", applicants: [{ income: 150_000 }] });
    expect(io.assessmentYears).toBe(25);
    expect(pi.assessmentYears).toBe(30);
    const ioN = io.numbers(home);
    const piN = pi.numbers(home);
    expect(ioN.maxLoan / piN.maxLoan).toBeCloseTo(loanForRepayment(1, 9.25, 25) / loanForRepayment(1, 9.25, 30), 9);
    // after the 5 years: $640,000 over 25 years at 6.25% = 640,000 × amortised(1, 6.25, 25)
    expect(io.repaymentAfterInterestOnly(640_000)).toBeCloseTo(amortisedMonthly(640_000, 6.25, 25), 6);
  });
  it("an offset balance reduces the interest: interest-only $640,000 with $40,000 offset at 6.25% is 600,000 × 6.25% ÷ 12 = $3,125 a month", () => {
    const n = calc({ loanType: "interestOnly", offsetBalance: 40_000 }).numbers(home);
    expect(n.monthlyRepayment).toBeCloseTo(3_125, 6);
    expect(n.offsetSaving).toBeCloseTo(2_500, 6);
  });
  it("fortnightly is monthly × 12 ÷ 26 and weekly monthly × 12 ÷ 52", () => {
    const n = calc({ buyerType: "ownerOccupier", deposit: { kind: "percent", percent: 20 } }).numbers(home);
    expect(n.monthlyRepayment).toBeCloseTo(amortisedMonthly(640_000, 6.25, 30), 6); // $3,940.59
    expect(n.fortnightlyRepayment).toBeCloseTo((n.monthlyRepayment * 12) / 26, 9);
    expect(n.weeklyRepayment).toBeCloseTo((n.monthlyRepayment * 12) / 52, 9);
  });
});

describe("Division 43 from the estimated construction cost (ABS average new-house cost; ATO rates by construction date)", () => {
  it("the ABS anchors: $200,802 in 2005 (2004-05), $320,238 in 2019 (2018-19), 3.4% a year outside", () => {
    expect(newHouseCost(2005)).toBeCloseTo(200_802, 6);
    expect(newHouseCost(2019)).toBeCloseTo(320_238, 6);
    expect(newHouseCost(1995)).toBeCloseTo(200_802 / 1.034 ** 10, 6);
  });
  it("the ATO's rates: 2.5% for 40 years from 1988, 4% for 25 years for 1986-87, nothing before", () => {
    expect(div43RateFor(1995, 2026)).toBe(0.025);
    expect(div43RateFor(1986, 2026)).toBe(0); // 4%, but its 25 years ended in 2011
    expect(div43RateFor(1986, 2010)).toBe(0.04);
    expect(div43RateFor(1984, 2010)).toBe(0);
    expect(div43RateFor(1986, 2026)).toBe(0);
    expect(div43RateFor(1987, 2011)).toBe(0.04);
  });
  it("a 1995 two-bedroom unit: 2.5% of 0.6 × the 1995 house cost ($143,800), about $2,157, not 2.5% of its price's building share ($12,750)", () => {
    const investor = calc({ applicants: [{ income: 120_000 }] });
    const unit: ListingFacts = { price: 600_000, weeklyRent: 550, type: "Unit", state: "VIC", yearBuilt: 1995, bedrooms: 2 };
    const n = investor.numbers(unit);
    expect(n.constructionCost).toBeCloseTo(constructionCostEstimate("Unit", 1995, 2), 6);
    expect(n.constructionCost).toBeCloseTo((200_802 / 1.034 ** 10) * 0.6, 6);
    expect(n.div43).toBeCloseTo(0.025 * n.constructionCost, 6);
    expect(n.div43).toBeLessThan(0.025 * 600_000 * 0.85 * 0.2);
    const a = analyseListing(investor, unit);
    expect(a.tax.div43.provenance.detail).toMatch(/estimated construction cost/);
    expect(a.tax.div43.provenance.kind).toBe("estimate");
  });
  it("a 1960s house gets none; a new build gets it on this year's cost, and Division 40 on its plant", () => {
    const investor = calc({});
    expect(investor.numbers({ ...home, yearBuilt: 1965 }).div43).toBe(0);
    const fresh = investor.numbers({ ...home, yearBuilt: 2026, bedrooms: 4 });
    expect(fresh.newBuild).toBe(1);
    expect(fresh.div43).toBeCloseTo(0.025 * newHouseCost(2026), 6);
    expect(fresh.div40).toBeCloseTo(newHouseCost(2026) * 0.1 * 0.2, 6);
  });
});

describe("new builds: from the listing's words, or its age, and said so", () => {
  it("reads off the plan and new-build words, else the year built", () => {
    expect(readNewBuild({ features: ["Off-the-plan apartment"], yearBuilt: null }, 2026)).toMatchObject({ newBuild: true, offThePlan: true, source: "listing" });
    expect(readNewBuild({ features: ["Brand new home", "Pool"], yearBuilt: 2020 }, 2026)).toMatchObject({ newBuild: true, offThePlan: false, source: "listing" });
    expect(readNewBuild({ features: ["Renovated kitchen"], yearBuilt: 2026 }, 2026)).toMatchObject({ newBuild: true, source: "year built" });
    expect(readNewBuild({ features: ["Newly renovated"], yearBuilt: 2001 }, 2026)).toMatchObject({ newBuild: false, source: null });
  });
});

describe("the profile's new fields", () => {
  it("refuses a third applicant and a date that isn't one", () => {
    const r = financeProfileSchema.safeParse({ applicants: [{}, {}, {}], contractDate: "2026-02-30" });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([APPLICANTS_MESSAGE, CONTRACT_DATE_MESSAGE]));
  });
  it("taxableIncome, when given, is the first applicant's income, and the household's is their sum", () => {
    const p = resolveFinanceProfile({ taxableIncome: 100_000, applicants: [{ income: 50_000 }, { income: 70_000 }] });
    expect(p.applicants.map((a) => a.income)).toEqual([100_000, 70_000]);
    expect(p.taxableIncome).toBe(170_000);
    expect(p.defaults).toContain("taxableIncome");
  });
  it("the contract date defaults to the day given (today), and picks the financial year", () => {
    expect(resolveFinanceProfile({}, "2027-03-04").contractDate).toBe("2027-03-04");
    expect(prepareFinance(resolveFinanceProfile({}, "2027-03-04")).financialYear).toBe("2026-27");
    expect(prepareFinance(resolveFinanceProfile({}, "2027-07-01")).financialYear).toBe("2027-28");
  });
});
