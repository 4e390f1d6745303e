/** The buyer's portfolio (docs/FINANCE.md §17): land tax on the aggregate, serviceability with other loans and rents, usable equity, next purchase. */
import { describe, expect, it } from "vitest";
import { analyseListing } from "./analyse";
import { prepareFinance, type ListingFacts } from "./calculator";
import { readFinanceForm, financeFormOf, emptyHoldingForm } from "./form";
import { amortisedMonthly, loanForRepayment } from "./loan";
import { nextPurchase } from "./portfolio";
import { assessedRepayment, assessmentYearsOf } from "./holdings";
import {
  financeProfileInputSchema,
  resolveFinanceProfile,
  PORTFOLIO_MAX_MESSAGE,
  HOLDING_IO_YEARS_MESSAGE,
  HOLDING_LAND_MESSAGE,
  HOLDING_YEARS_LEFT_MESSAGE,
  type FinanceProfileInput,
  type Holding,
} from "./profile";
import { projectListing, projectionAssumptions } from "./projection";
import { incomeTax } from "./tax";

const DATE = "2026-09-01"; // 2026-27: incomeTax() is that year's scale
const nswHouse: ListingFacts = { price: 1_000_000, weeklyRent: 800, type: "House", state: "NSW", yearBuilt: 2005, bedrooms: 4 };
const rental = (over: Partial<Holding> = {}): Holding => ({ state: "NSW", value: 1_200_000, loan: 400_000, rate: 6, weeklyRent: 500, costs: 3_000, ownerOccupied: false, landValue: 800_000, ...over });
const calcOf = (input: FinanceProfileInput) => prepareFinance(resolveFinanceProfile({ contractDate: DATE, ...input }));

describe("land tax on the aggregate", () => {
  it("adds the new holding's land to the other investment in the same state, at the state's rates", () => {
    // Alone: land 55 % × $1,000,000 = $550,000, under NSW's $1,075,000 threshold: nil.
    expect(calcOf({}).numbers(nswHouse).landTax).toBe(0);
    // With an investment's $800,000 of land in NSW: aggregate $1,350,000 → $100 + 1.6 % × ($1,350,000 − $1,075,000) = $4,500;
    // the other land alone ($800,000) pays nil, so this holding adds $4,500.
    const calc = calcOf({ portfolio: [rental(), rental({ ownerOccupied: true, landValue: 2_000_000, value: 2_500_000 }), rental({ state: "VIC" })] });
    expect(calc.numbers(nswHouse).landTax).toBeCloseTo(4_500, 6);
    const a = analyseListing(calc, nswHouse);
    expect(a.holding.landTax!.value).toBe(4_500);
    expect(a.portfolio!.landTax).toMatchObject({ holdings: 2, aggregateLand: { value: 1_350_000 }, aggregateTax: { value: 4_500 }, othersAlone: { value: 0 }, thisAdds: { value: 4_500 } });
    expect(a.assumptions.join(" ")).toContain("your other investment's land in NSW");
    // A home lived in is left out (exempt) and another state's land is not added.
    expect(calcOf({ portfolio: [rental({ ownerOccupied: true })] }).numbers(nswHouse).landTax).toBe(0);
    expect(calcOf({ portfolio: [rental({ state: "VIC" })] }).numbers(nswHouse).landTax).toBe(0);
  });
  it("charges only the difference when the others already pay: two investments over the threshold", () => {
    // Others $1,275,000 of land pay $100 + 1.6 % × 200,000 = $3,300; with $550,000 more: $100 + 1.6 % × 750,000 = $12,100; this adds $8,800.
    const calc = calcOf({ portfolio: [rental({ landValue: 675_000 }), rental({ landValue: 600_000 })] });
    expect(calc.numbers(nswHouse).landTax).toBeCloseTo(8_800, 6);
    expect(analyseListing(calc, nswHouse).portfolio!.landTax).toMatchObject({ holdings: 3, othersAlone: { value: 3_300 }, aggregateTax: { value: 12_100 } });
  });
  it("keeps the fast paths equal to the working, and the projection's later years on the aggregate", () => {
    const calc = calcOf({ portfolio: [rental()], taxableIncome: 150_000 });
    const n = calc.numbers(nswHouse);
    expect(calc.cashFlow(nswHouse.price, 800, 0, 0, 2005, 0, 4)).toBe(n.monthly);
    const out = new Float64Array(1);
    calc.cashFlows(Float64Array.of(nswHouse.price), Float64Array.of(800), Uint8Array.of(0), Int8Array.of(0), Float64Array.of(2005), 0, out, null, 0, 1, Float64Array.of(4));
    expect(out[0]).toBe(n.monthly);
    const hold = projectListing(calc, nswHouse, projectionAssumptions({ years: 3, growthPercent: 5 }));
    // Year 2: land 55 % × $1,050,000 = $577,500 on top of $800,000 → $100 + 1.6 % × 302,500 = $4,940.
    expect(hold.years[1].landTax).toBeCloseTo(4_940, 6);
  });
});

describe("serviceability with other loans and rents", () => {
  it("counts each loan at its rate + 3 % P&I over 30 years, its costs, and its rent at 80 %", () => {
    const base = { taxableIncome: 150_000, loanType: "principalAndInterest" as const, interestRate: 6 };
    const without = calcOf(base).numbers(nswHouse);
    const withIt = calcOf({ ...base, portfolio: [rental()] }).numbers(nswHouse);
    // The other loan: $400,000 at 6 + 3 = 9 % over 30 years = $3,218.49 a month, $38,621.86 a year.
    const assessed = 12 * amortisedMonthly(400_000, 9, 30);
    expect(assessed / 12).toBeCloseTo(3_218.49, 2);
    // Its rent: $500 × 52 × 80 % = $20,800 counted, taxed with the income; its costs $3,000 a year.
    const shadedThis = 800 * 52 * 0.8;
    const net = (x: number) => x - incomeTax(x);
    // And this listing's own land tax rises from nil to $4,500 on the aggregate (serviceability counts it too).
    expect(withIt.landTax - without.landTax).toBeCloseTo(4_500, 6);
    const surplusChange = net(150_000 + shadedThis + 20_800) - net(150_000 + shadedThis) - assessed - 3_000 - 4_500;
    // The maximum loan moves by that surplus ÷ 12 as a repayment at 9 % over 30 years.
    expect(withIt.maxLoan - without.maxLoan).toBeCloseTo((surplusChange / 12) * loanForRepayment(1, 9, 30), 4);
    expect(withIt.maxLoan).toBeLessThan(without.maxLoan);
    // Debt to income counts every loan against the income and both rents.
    expect(withIt.dti).toBeCloseTo((800_000 + 400_000) / (150_000 + 800 * 52 + 500 * 52), 9);
    const lines = analyseListing(calcOf({ ...base, portfolio: [rental()] }), nswHouse).portfolio!.serviceability!;
    expect(lines.repayments.value).toBe(38_622);
    expect(lines.rentCounted.value).toBe(20_800);
  });
});

describe("usable equity", () => {
  it("is 80 % of each value less its loan, never below nil, and pays the deposit and costs first when used", () => {
    // $700,000 × 80 % − $400,000 = $160,000; $500,000 × 80 % − $450,000 < 0 → nil.
    const portfolio = [rental({ value: 700_000, loan: 400_000, landValue: null }), rental({ value: 500_000, loan: 450_000, ownerOccupied: true, landValue: null })];
    const calc = calcOf({ portfolio, useEquity: true, savings: 50_000 });
    expect(calc.holdings.usableEquity).toBe(160_000);
    const a = analyseListing(calc, nswHouse);
    const d = a.portfolio!.deposit!;
    expect(d.cashNeeded.value).toBe(a.purchase.cashInvested.value);
    expect(d.fromEquity.value).toBe(160_000);
    expect(d.fromSavings.value).toBe(a.purchase.cashInvested.value - 160_000);
    // $200,000 deposit + duty etc. less $160,000 of equity is more than $50,000 of savings.
    expect(d.shortfall!.value).toBe(d.fromSavings.value - 50_000);
    // Not used: all from savings.
    const off = analyseListing(calcOf({ portfolio, savings: 50_000 }), nswHouse).portfolio!.deposit!;
    expect(off.fromEquity.value).toBe(0);
    expect(off.fromSavings.value).toBe(a.purchase.cashInvested.value);
  });
});

describe("next purchase", () => {
  it("states each state's reach: the lower of the cash limit and the borrowing limit", () => {
    const calc = calcOf({ taxableIncome: 150_000, savings: 100_000, useEquity: true, portfolio: [rental({ value: 700_000, loan: 400_000 })] });
    const np = nextPurchase(calc);
    expect(np.funds).toBe(260_000);
    expect(np.rows).toHaveLength(8);
    for (const r of np.rows) {
      expect(r.price).toBe(Math.min(r.cashLimit!, r.borrowLimit!));
      expect(r.price! % 1_000).toBe(0);
      // At the cash limit the purchase's cash fits the funds; $2,000 more doesn't.
      const at = calc.numbers({ price: r.cashLimit!, weeklyRent: (r.cashLimit! * 0.04) / 52, type: "House", state: r.state });
      expect(at.cashInvested).toBeLessThanOrEqual(260_000);
      const over = calc.numbers({ price: r.cashLimit! + 2_000, weeklyRent: ((r.cashLimit! + 2_000) * 0.04) / 52, type: "House", state: r.state });
      expect(over.cashInvested).toBeGreaterThan(260_000);
    }
    expect(np.missing).toBeNull();
    // Without savings, equity or income it says what's missing.
    expect(nextPurchase(calcOf({})).missing).toMatch(/savings.*income/);
    expect(nextPurchase(calcOf({})).rows.every((r) => r.price === null)).toBe(true);
  });
});

describe("validation", () => {
  it("refuses more than 20 properties and insane figures, with the field's message", () => {
    const many = financeProfileInputSchema.safeParse({ portfolio: Array.from({ length: 21 }, () => rental()) });
    expect(many.success).toBe(false);
    expect(many.error!.issues[0].message).toBe(PORTFOLIO_MAX_MESSAGE);
    expect(financeProfileInputSchema.safeParse({ portfolio: Array.from({ length: 20 }, () => rental()) }).success).toBe(true);
    const form = financeFormOf({});
    form.portfolio = [{ ...emptyHoldingForm(), state: "NSW", value: "600000", landValue: "700000", rate: "45" }, { ...emptyHoldingForm(), value: "abc" }];
    const r = readFinanceForm(form);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors["portfolio.0.landValue"]).toEqual([HOLDING_LAND_MESSAGE]);
    expect(r.errors["portfolio.0.rate"]?.[0]).toMatch(/between 0% and 30%/);
    expect(r.errors["portfolio.1.state"]?.[0]).toMatch(/state/);
    expect(r.errors["portfolio.1.value"]?.[0]).toMatch(/value/);
  });
  it("round-trips a good entry through the form (empty loan, rent and costs are nil)", () => {
    const form = financeFormOf({});
    form.portfolio = [{ ...emptyHoldingForm(), state: "QLD", value: "$650,000" }];
    form.useEquity = true;
    const r = readFinanceForm(form);
    expect(r).toEqual({ ok: true, input: { portfolio: [{ state: "QLD", value: 650_000, loan: 0, rate: 0, weeklyRent: 0, costs: 0, ownerOccupied: false }], useEquity: true } });
    expect(financeFormOf(r.ok ? r.input : undefined).portfolio[0].value).toBe("650000");
  });
});

describe("existing loans on their years left", () => {
  const base = { taxableIncome: 150_000, loanType: "principalAndInterest" as const, interestRate: 6 };
  it("assesses each loan P&I at its rate + 3 % over its years left, after any interest-only years", () => {
    // No term given (an older profile): 30 years, as before. $400,000 at 9 % over 30 years = $3,218.49 a month.
    expect(assessmentYearsOf(rental())).toBe(30);
    expect(assessedRepayment(rental()) / 12).toBeCloseTo(3_218.49, 2);
    // 20 years left: $400,000 × 0.0075 ÷ (1 − 1.0075^−240) = $3,598.90 a month, $43,186.85 a year.
    const twenty = rental({ loanYearsLeft: 20 });
    expect(assessmentYearsOf(twenty)).toBe(20);
    expect(assessedRepayment(twenty) / 12).toBeCloseTo(3_598.9, 2);
    // Interest-only with 3 of 25 years left interest-only: P&I over the 22 after them = $3,484.70 a month.
    const io = rental({ loanYearsLeft: 25, interestOnly: true, interestOnlyYearsLeft: 3 });
    expect(assessmentYearsOf(io)).toBe(22);
    expect(assessedRepayment(io) / 12).toBeCloseTo(3_484.7, 2);
    // Interest-only with no years given: 5, so 30 − 5 = 25; with 4 years left, 3 of them (a year of P&I at least).
    expect(assessmentYearsOf(rental({ interestOnly: true }))).toBe(25);
    expect(assessmentYearsOf(rental({ interestOnly: true, loanYearsLeft: 4 }))).toBe(1);
    // Interest-only years left given without the box ticked: read as P&I.
    expect(assessmentYearsOf(rental({ loanYearsLeft: 20, interestOnlyYearsLeft: 3 }))).toBe(20);
  });
  it("moves the maximum loan by exactly the surplus the shorter term takes", () => {
    const thirty = calcOf({ ...base, portfolio: [rental()] }).numbers(nswHouse);
    const twenty = calcOf({ ...base, portfolio: [rental({ loanYearsLeft: 20 })] }).numbers(nswHouse);
    // The shorter term assesses $3,598.90 − $3,218.49 = $380.41 a month more: × the new loan's annuity at 9 % over 30 years.
    expect(thirty.maxLoan - twenty.maxLoan).toBeCloseTo((amortisedMonthly(400_000, 9, 20) - amortisedMonthly(400_000, 9, 30)) * loanForRepayment(1, 9, 30), 4);
    const lines = analyseListing(calcOf({ ...base, portfolio: [rental({ loanYearsLeft: 20 })] }), nswHouse).portfolio!.serviceability!;
    expect(lines.repayments.value).toBe(43_187);
    expect(lines.repayments.provenance.detail).toContain("years left");
  });
  it("reads an older profile's JSON as before, and refuses bad terms with the field's message", () => {
    const old = { portfolio: [{ state: "NSW", value: 1_200_000, loan: 400_000, rate: 6, weeklyRent: 500, costs: 3_000, ownerOccupied: false, landValue: 800_000 }] };
    expect(financeProfileInputSchema.parse(old)).toEqual(old);
    const bad = (h: Partial<Holding>) => financeProfileInputSchema.safeParse({ portfolio: [rental(h)] });
    expect(bad({ loanYearsLeft: 0 }).error!.issues[0].message).toBe(HOLDING_YEARS_LEFT_MESSAGE);
    expect(bad({ loanYearsLeft: 41 }).error!.issues[0].message).toBe(HOLDING_YEARS_LEFT_MESSAGE);
    expect(bad({ loanYearsLeft: 12.5 }).error!.issues[0].message).toBe(HOLDING_YEARS_LEFT_MESSAGE);
    expect(bad({ interestOnly: true, loanYearsLeft: 3, interestOnlyYearsLeft: 3 }).error!.issues[0]).toMatchObject({ path: ["portfolio", 0, "interestOnlyYearsLeft"], message: HOLDING_IO_YEARS_MESSAGE });
    expect(bad({ interestOnly: true, interestOnlyYearsLeft: 11 }).error!.issues[0].message).toBe(HOLDING_IO_YEARS_MESSAGE);
    // Through the form: each message lands on its own field; an empty term is the default (left out).
    const form = financeFormOf({});
    form.portfolio = [{ ...emptyHoldingForm(), state: "NSW", value: "600000", loanYearsLeft: "50", interestOnly: true, interestOnlyYearsLeft: "x" }];
    const r = readFinanceForm(form);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors["portfolio.0.loanYearsLeft"]).toEqual([HOLDING_YEARS_LEFT_MESSAGE]);
    expect(r.errors["portfolio.0.interestOnlyYearsLeft"]).toEqual([HOLDING_IO_YEARS_MESSAGE]);
    form.portfolio = [{ ...emptyHoldingForm(), state: "NSW", value: "600000", loanYearsLeft: "22", interestOnly: true, interestOnlyYearsLeft: "2" }];
    const ok = readFinanceForm(form);
    expect(ok).toEqual({ ok: true, input: { portfolio: [{ state: "NSW", value: 600_000, loan: 0, rate: 0, weeklyRent: 0, costs: 0, ownerOccupied: false, loanYearsLeft: 22, interestOnly: true, interestOnlyYearsLeft: 2 }] } });
    const back = financeFormOf(ok.ok ? ok.input : undefined).portfolio[0];
    expect([back.loanYearsLeft, back.interestOnly, back.interestOnlyYearsLeft]).toEqual(["22", true, "2"]);
  });
});

describe("the equity drawn is a loan", () => {
  // $700,000 × 80 % − $400,000 = $160,000 usable; a $1,000,000 NSW house at 20 % takes $200,000 + duty and fees: all $160,000 is drawn.
  const portfolio = [rental({ value: 700_000, loan: 400_000 })];
  const io = { taxableIncome: 150_000, loanType: "interestOnly" as const, interestRate: 6, interestOnlyYears: 5, portfolio };
  it("counts its interest in the cash flow before and after tax (deducted), year one worked by hand", () => {
    const without = calcOf(io).numbers(nswHouse);
    const withIt = calcOf({ ...io, useEquity: true }).numbers(nswHouse);
    expect(withIt.equityLoan).toBe(160_000);
    expect(without.equityLoan).toBe(0);
    // Interest-only at the new loan's 6 %: $160,000 × 6 % = $9,600 a year, $800 a month.
    expect(withIt.equityInterest).toBeCloseTo(9_600, 9);
    expect(withIt.equityMonthlyRepayment).toBeCloseTo(800, 9);
    // Before tax: $9,600 a year less. After tax: the interest is deducted at 30 % + 2 % Medicare (the income stays in the 30 % band): −$9,600 + $3,072 = −$6,528.
    expect(withIt.cashFlowPreTax - without.cashFlowPreTax).toBeCloseTo(-9_600, 6);
    expect(withIt.netRentalIncome - without.netRentalIncome).toBeCloseTo(-9_600, 6);
    expect(withIt.taxEffect - without.taxEffect).toBeCloseTo(3_072, 6);
    expect(withIt.cashFlowAfterTax - without.cashFlowAfterTax).toBeCloseTo(-6_528, 6);
    // The loan and its repayment are the purchase's own; the break-even rent covers the equity loan too ($800 × 12 ÷ the rent's net share).
    expect(withIt.monthlyRepayment).toBe(without.monthlyRepayment);
    expect(withIt.breakEvenRent - without.breakEvenRent).toBeCloseTo(9_600 / (52 * ((1 - 1.5 / 52) * 0.92 - 0.05)), 6);
    // The fast paths agree with the working to the bit.
    const calc = calcOf({ ...io, useEquity: true });
    expect(calc.cashFlow(nswHouse.price, 800, 0, 0, 2005, 0, 4)).toBe(withIt.monthly);
    const out = new Float64Array(2);
    calc.cashFlows(Float64Array.of(nswHouse.price, 300_000), Float64Array.of(800, 400), Uint8Array.of(0, 0), Int8Array.of(0, 0), Float64Array.of(2005, 1990), 0, out, null, 0, 2, Float64Array.of(4, 3));
    expect(out[0]).toBe(withIt.monthly);
    // A cheaper listing takes less than the usable equity: all of its cash is drawn.
    const cheap = calc.numbers({ price: 300_000, weeklyRent: 400, type: "House", state: "NSW", yearBuilt: 1990, bedrooms: 3 });
    expect(cheap.equityLoan).toBe(cheap.cashInvested);
    expect(out[1]).toBe(cheap.monthly);
  });
  it("is a principal and interest split on a P&I loan: $160,000 over 30 years at 6 % is $959.28 a month", () => {
    const n = calcOf({ ...io, loanType: "principalAndInterest", useEquity: true }).numbers(nswHouse);
    expect(n.equityMonthlyRepayment).toBeCloseTo(959.28, 2);
    // Year one's interest: 12 × $959.28 less the principal repaid, below 6 % of $160,000.
    expect(n.equityInterest).toBeLessThan(9_600);
    expect(n.equityInterest).toBeGreaterThan(9_400);
  });
  it("shows as its own lines in the working, and serviceability counts it as new borrowing", () => {
    const a = analyseListing(calcOf({ ...io, useEquity: true }), nswHouse);
    expect(a.cashFlow.equityInterest!.value).toBe(9_600);
    expect(a.loan.equityLoan!.value).toBe(160_000);
    expect(a.loan.equityRepayment!.value).toBe(800);
    expect(a.serviceability.equityLoan!.value).toBe(160_000);
    expect(a.portfolio!.deposit!.fromEquity.provenance.detail).toContain("its interest counted in the cash flow");
    expect(a.assumptions.join(" ")).toContain("$160,000 drawn from your usable equity is a loan at the new loan's rate");
    expect(analyseListing(calcOf(io), nswHouse).cashFlow.equityInterest).toBeNull();
    // The maximum loan is the same; the verdict weighs the loan and the equity drawn together, and debt to income adds it.
    const calcOn = calcOf({ ...io, useEquity: true });
    const on = calcOn.numbers(nswHouse);
    const off = calcOf(io).numbers(nswHouse);
    expect(on.maxLoan).toBe(off.maxLoan);
    expect(on.serviceable).toBe(800_000 + 160_000 <= on.maxLoan ? 1 : 0);
    expect(on.dti).toBeCloseTo((800_000 + 160_000 + 400_000) / (150_000 + 800 * 52 + 500 * 52), 9);
    // On $200,000 the maximum loan is about $868,000: the $800,000 loan alone fits, with the $160,000 drawn it doesn't.
    const tight = { ...io, taxableIncome: 200_000 };
    const m = calcOf(tight).numbers(nswHouse).maxLoan;
    expect(m).toBeGreaterThan(800_000);
    expect(m).toBeLessThan(960_000);
    expect(calcOf(tight).numbers(nswHouse).serviceable).toBe(1);
    expect(calcOf({ ...tight, useEquity: true }).numbers(nswHouse).serviceable).toBe(0);
    // The highest price to borrow for falls: the equity drawn is borrowed too.
    expect(analyseListing(calcOn, nswHouse).highestOffer.borrowing.price!).toBeLessThan(analyseListing(calcOf(io), nswHouse).highestOffer.borrowing.price!);
  });
  it("runs through the projection year by year: interest each year, repaid from the sale, returns on the buyer's own cash", () => {
    const assumptions = projectionAssumptions({ years: 3, growthPercent: 5 });
    const off = projectListing(calcOf(io), nswHouse, assumptions);
    const on = projectListing(calcOf({ ...io, useEquity: true }), nswHouse, assumptions);
    expect(on.equityLoan).toBe(160_000);
    for (let t = 0; t < 3; t++) {
      const [a, b] = [on.years[t], off.years[t]];
      // Interest-only years: $9,600 a year, the balance stays $160,000; the year's after-tax cost $6,528 (30 % band).
      expect(a.equityInterest).toBeCloseTo(9_600, 6);
      expect(a.equityRepayments).toBeCloseTo(9_600, 6);
      expect(a.equityLoanBalance).toBeCloseTo(160_000, 6);
      expect(a.cashFlowPreTax - b.cashFlowPreTax).toBeCloseTo(-9_600, 6);
      expect(a.cashFlowAfterTax - b.cashFlowAfterTax).toBeCloseTo(-6_528, 6);
      expect(a.equity).toBeCloseTo(b.equity - 160_000, 6);
    }
    // Year one is the working's, to the dollar.
    expect(on.years[0].cashFlowAfterTax).toBeCloseTo(calcOf({ ...io, useEquity: true }).numbers(nswHouse).cashFlowAfterTax, 6);
    // The sale repays the equity loan; the buyer's own cash is $160,000 less: the total return falls by the three years' after-tax interest.
    expect(on.exit.equityLoanRepaid).toBeCloseTo(160_000, 6);
    expect(on.exit.netProceeds - off.exit.netProceeds).toBeCloseTo(-160_000, 6);
    expect(on.totalReturn - off.totalReturn).toBeCloseTo(-3 * 6_528, 6);
    expect(on.cashInvested).toBe(off.cashInvested);
  });
});
