import { expect, test } from "./fixtures";
import { FinanceSection, YourNumbers } from "./pages/finance-section";
import { PreferencesPage, searchToMatches } from "./pages/preferences-page";

/**
 * The buyer's portfolio (docs/FINANCE.md §17) at 1280 and 390 px: an investment property in Victoria entered in Your
 * finance with "use my equity" and savings; the Next purchase summary states a price for each state; a search in
 * Victoria, and the first listing's "Your numbers" shows the deposit drawn from usable equity first, that equity's
 * interest as its own line, the other loan assessed over its term left, and land tax on the two holdings' land together.
 */
const money = (text: string | null) => Number((text ?? "").replace(/[^\d-]/g, ""));

test.describe("portfolio", () => {
  test("a property entered in Your finance funds the deposit from usable equity and puts land tax on the aggregate", { tag: "@phone" }, async ({ page }) => {
    test.setTimeout(300_000);
    const prefs = new PreferencesPage(page);
    await prefs.openVictorianCashFlowBrief();
    const finance = new FinanceSection(page);
    await finance.root.getByLabel("Taxable income ($ a year, optional)").fill("150000");
    // $800,000 × 80 % − $300,000 = $340,000 of usable equity. The loan: 20 years left, 3 of them interest-only.
    const holding = await finance.addHolding({ state: "VIC", value: "800000", loan: "300000", rate: "6", weeklyRent: "550", costs: "4000", landValue: "500000", loanYearsLeft: "50", interestOnlyYearsLeft: "3" });
    // A term left over 40 years is refused with its own message, on its field; 20 is taken.
    await expect(holding.getByText("A property's loan term left must be a whole number of years, 1 to 40.")).toBeVisible();
    await holding.getByTestId("finance-holding-0-loanYearsLeft").fill("20");
    await expect(holding.getByText(/loan term left must be/)).toHaveCount(0);
    await finance.useEquity("40000");
    await expect(finance.root.getByText(/A property's|Choose the state/)).toHaveCount(0);

    const summary = finance.root.getByTestId("next-purchase");
    await expect(summary.getByTestId("next-purchase-funds")).toContainText("$380,000");
    await expect(summary.getByTestId("next-purchase-funds")).toContainText("usable equity $340,000");
    await expect(summary.getByTestId("next-purchase-VIC").locator("td").first()).toHaveText(/^\$[\d,]+$/);
    await expect(summary.getByTestId("next-purchase-VIC").locator("td").nth(1)).toHaveText(/^(your cash|what you could borrow)$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

    const matches = await searchToMatches(page, prefs);
    await matches.waitForSearchEnd();
    await expect(matches.items().first()).toBeVisible();
    const numbers = new YourNumbers(await matches.expandFirst());
    await expect(numbers.root).toBeVisible({ timeout: 60_000 });
    const portfolio = numbers.figure("portfolio");
    await expect(portfolio).toBeVisible();

    // The deposit: usable equity first, then savings.
    await expect(numbers.figure("usable-equity")).toHaveText("$340,000");
    const fromEquity = money(await numbers.figure("from-equity").textContent());
    expect(fromEquity).toBeGreaterThan(0);
    expect(fromEquity).toBeLessThanOrEqual(340_000);
    await expect(numbers.figure("from-savings")).toHaveText(/^\$[\d,]+$/);

    // The equity drawn is borrowed: its interest is its own line in the cash flow, at the new loan's 6.25 % interest-only
    // (the default), and serviceability weighs it with the loan.
    await expect(numbers.figure("equity-interest")).toHaveText(/^−\$[\d,]+$/);
    const equityInterest = money(await numbers.figure("equity-interest").textContent());
    expect(Math.abs(equityInterest - fromEquity * 0.0625)).toBeLessThanOrEqual(1);
    await expect(numbers.figure("equity-loan")).toHaveText(`$${fromEquity.toLocaleString("en-AU")}`);
    await expect(numbers.figure("equity-assessed")).toHaveText(`$${fromEquity.toLocaleString("en-AU")}`);
    // The other loan, assessed P&I at 6 + 3 = 9 % over the 17 years after its 3 interest-only years: $34,517 a year (30 years: $28,966).
    await expect(numbers.figure("other-repayments")).toHaveText("$34,517");

    // Land tax on the two holdings' land together: this listing adds the aggregate's tax less what the other pays alone.
    await expect(portfolio.getByText("Land tax on your 2 holdings")).toBeVisible();
    const aggregate = money(await numbers.figure("land-tax-aggregate").textContent());
    const adds = money(await numbers.figure("land-tax-adds").textContent());
    expect(adds).toBeGreaterThan(0);
    expect(aggregate).toBeGreaterThan(adds);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await portfolio.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `docs/screenshots/portfolio-${test.info().project.name}.png` });
  });
});
