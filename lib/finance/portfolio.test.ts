/** The buyer's portfolio (docs/FINANCE.md §17): land tax on the aggregate, serviceability with other loans and rents, usable equity, next purchase. */
import { describe, expect, it } from "vitest";
import { analyseListing } from "./analyse";
import { prepareFinance, type ListingFacts } from "./calculator";
import { readFinanceForm, financeFormOf, emptyHoldingForm } from "./form";
import { amortisedMonthly, loanForRepayment } from "./loan";
import { nextPurchase } from "./portfolio";
import { financeProfileInputSchema, resolveFinanceProfile, PORTFOLIO_MAX_MESSAGE, HOLDING_LAND_MESSAGE, type FinanceProfileInput, type Holding } from "./profile";
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
