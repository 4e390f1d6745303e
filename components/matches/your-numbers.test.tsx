/** The "Your numbers" block as rendered: the working's figures with their sources, beside the data-confidence level (docs/FINANCE.md §14). */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { analyseListing, prepareFinance, resolveFinanceProfile, type FinanceProfileInput, type KeptFacts } from "@/lib/finance";
import { financeInputsOf, projectFinance, stressFinance } from "@/lib/matches/finance";
import { formatMoney } from "@/lib/money";
import { TenYears, ticks } from "./ten-years";
import { keepWhatIf, YourNumbers } from "./your-numbers";
import { FinanceFields } from "@/components/preferences/finance-fields";

const facts: KeptFacts = { price: 650_000, weeklyRent: 560, type: "Unit", state: "QLD", yearBuilt: 2012, newBuild: false, regional: false };

function render(profile: FinanceProfileInput, basis: "profile" | "standard" = "profile") {
  const analysis = analyseListing(prepareFinance(resolveFinanceProfile(profile)), facts);
  const inputs = financeInputsOf({ finance: { basis, facts, profile, analysis }, provenance: { price: { kind: "listing", detail: "the listing's price" } } })!;
  return { analysis, html: renderToStaticMarkup(<YourNumbers inputs={inputs} confidence="high" />) };
}

const testIdText = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];

describe("Your numbers", () => {
  it("shows the repayment, duty, LMI and cash flow the working gives, each tagged with its source", () => {
    const { analysis, html } = render({ deposit: { kind: "percent", percent: 10 }, interestRate: 6.5, loanType: "principalAndInterest", taxableIncome: 120_000 });
    expect(testIdText(html, "your-numbers-repayment")).toBe(formatMoney(analysis.loan.monthlyRepayment.value));
    expect(testIdText(html, "your-numbers-duty")).toBe(formatMoney(analysis.purchase.duty.value));
    expect(analysis.purchase.lmi.value).toBeGreaterThan(0);
    expect(testIdText(html, "your-numbers-lmi")).toBe(formatMoney(analysis.purchase.lmi.value));
    expect(testIdText(html, "your-numbers-cash-flow-after")).toMatch(/^[+−]?\$[\d,]+$/);
    expect(html).toContain("published schedule, ");
    expect(html).toContain('data-provenance="yours"');
    expect(html).toContain('data-provenance="estimate"');
    // Beside the listing's data-confidence level.
    expect(html).toMatch(/Data confidence: high/);
    expect(html).toContain("most you could pay and still break even");
    expect(html).toMatch(/Within what you could borrow|More than you could borrow/);
  });

  it("without income, asks for it instead of a serviceability verdict; on the standard basis says how to rank with yours", () => {
    const { html } = render({}, "standard");
    expect(html).toContain("Enter your taxable income");
    expect(html).toContain('data-testid="your-numbers-standard"');
  });
});

describe("the what-if drawer across a row's re-mount", () => {
  it("comes back open with its what-if for the same listing and figures, and closed for another listing", () => {
    const profile: FinanceProfileInput = { interestRate: 6.5 };
    const analysis = analyseListing(prepareFinance(resolveFinanceProfile(profile)), facts);
    const inputs = financeInputsOf({ finance: { basis: "profile", facts, profile, analysis } })!;
    keepWhatIf(`L1|${JSON.stringify(inputs)}`, { open: true, whatIf: { price: 600_000, rate: 7.5, depositPercent: 20, weeklyRent: 560 } });
    const kept = renderToStaticMarkup(<YourNumbers inputs={inputs} confidence={null} stateKey="L1" />);
    expect(kept).toContain('data-testid="what-if-drawer"');
    expect(kept).toContain('data-what-if="true"');
    expect(kept).toContain("7.50%");
    const other = renderToStaticMarkup(<YourNumbers inputs={inputs} confidence={null} stateKey="L2" />);
    expect(other).not.toContain('data-testid="what-if-drawer"');
  });
});

describe("the finance fields", () => {
  it("mark every field left alone as default", () => {
    const html = renderToStaticMarkup(<FinanceFields idPrefix="t" value={undefined} maxPrice={null} onValid={() => undefined} />);
    for (const f of ["buyerType", "loanType", "firstHomeBuyer", "foreignPurchaser", "includeTax", "deposit"]) expect(html).toContain(`data-testid="finance-default-${f}"`);
    expect(html).toContain("default: 6.25% a year");
    expect(html).toContain("default: 20% of the price");
  });

  it("show an entered figure as yours, without its default tag", () => {
    const html = renderToStaticMarkup(<FinanceFields idPrefix="t" value={{ interestRate: 6.5, buyerType: "ownerOccupier" }} maxPrice={null} onValid={() => undefined} />);
    expect(html).not.toContain('data-testid="finance-default-buyerType"');
    expect(html).toContain('value="6.5"');
    expect(html).not.toContain("default: 6.25% a year");
  });
});

describe("Ten years", () => {
  it("works the hold on the block's basis, growth from the suburb with its confidence, and draws the chart and the rate-stress table", () => {
    const profile: FinanceProfileInput = { interestRate: 6, taxableIncome: 120_000 };
    const analysis = analyseListing(prepareFinance(resolveFinanceProfile(profile)), facts);
    const inputs = financeInputsOf({
      finance: { basis: "profile", facts, profile, analysis },
      suburbProfile: { source: "modelled", medianPrice: 700_000, weeklyRent: 550, growth12m: 3.4 },
      provenance: { growth: { kind: "modelled", detail: "+3.4% over 12 months" } },
    })!;
    expect(inputs.growth).toEqual({ value: 3.4, kind: "modelled" });
    const projection = projectFinance(inputs);
    expect(projection.years).toHaveLength(10);
    expect(projection.assumptions.growthPercent).toMatchObject({ value: 3.4, confidence: "modelled" });
    // The same first year as the block.
    expect(Math.round(projection.years[0].cashFlowAfterTax)).toBe(analysis.cashFlow.yearlyAfterTax.value);
    const html = renderToStaticMarkup(<TenYears projection={projection} stress={stressFinance(inputs)} />);
    expect(html).toContain('data-testid="ten-years-chart"');
    expect(html).toContain('role="img"');
    expect(html.match(/data-testid="rate-stress-row"/g)).toHaveLength(3);
    expect(html).toContain("Show as table");
    expect(html).toContain("(modelled)");
  });
});

describe("the chart's axis", () => {
  it("runs from a round step at or below the lowest value to one at or above the highest", () => {
    for (const [lo, hi] of [
      [0, 387_000],
      [-24_500, 512_345],
      [-80_000, 0],
      [0, 999],
      [-1, 1],
    ]) {
      const t = ticks(lo, hi);
      expect(t[0]).toBeLessThanOrEqual(lo);
      expect(t[t.length - 1]).toBeGreaterThanOrEqual(hi);
      expect(t.length).toBeGreaterThanOrEqual(2);
      expect(t.length).toBeLessThanOrEqual(12);
    }
    expect(ticks(0, 387_000)).toEqual([0, 100_000, 200_000, 300_000, 400_000]);
  });
});
