import { expect, test } from "./fixtures";
import { FinanceSection, YourNumbers } from "./pages/finance-section";
import { PreferencesPage, searchToMatches } from "./pages/preferences-page";

/**
 * A household of two first home buyers under the Home Guarantee Scheme (issue 35), at 1280 and
 * 390 px: two incomes (one with a HECS/HELP balance) and a 5% deposit entered in Your finance,
 * then "Your numbers" for a Victorian house under the scheme's price caps shows no LMI with the
 * scheme named, the maximum loan for two applicants, repayments monthly, fortnightly and weekly,
 * and the financial year the rules are for.
 */
test.describe("a household's numbers", () => {
  test("two applicants, a first home buyer with 5% down under the Home Guarantee Scheme: Your numbers shows no LMI, the scheme, and the couple's borrowing", { tag: "@phone" }, async ({ page }, testInfo) => {
    test.setTimeout(360_000);
    const prefs = new PreferencesPage(page);
    await prefs.open();
    // Houses in Victoria to $650,000: under the scheme's cap in Melbourne ($950,000) and outside it ($650,000).
    await prefs.setMaxPrice("$650,000");
    await prefs.rank("investmentGoals");
    await prefs.addLocation("Vict", "Victoria");
    await prefs.keySearch("House", "2+");
    await prefs.check("goal-highcashflow");

    const finance = new FinanceSection(page);
    await finance.firstHomeBuyer();
    await finance.depositPercent("5");
    await finance.twoApplicants("95000", "70000", "25000");
    // A home to live in defaults to principal and interest; every scheme is on until switched off.
    await expect(finance.root.getByTestId("finance-loan-principalAndInterest")).toHaveAttribute("aria-pressed", "true");
    await expect(finance.scheme("homeGuarantee")).toBeChecked();
    await expect(finance.root.getByLabel("Second applicant's taxable income ($ a year)")).toHaveValue("70000");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await finance.root.screenshot({ path: `test-results/screenshots/households-finance-${testInfo.project.name}.png` });

    const matches = await searchToMatches(page, prefs);
    await matches.waitForSearchEnd();

    const numbers = new YourNumbers(await matches.expandFirst());
    // The panels' code loads with a row's first expand: on a loaded 2-core machine that can take a while.
    await expect(numbers.root).toBeVisible({ timeout: 60_000 });
    // 5% down under the cap: no LMI, and the First Home Guarantee is the reason, with its source.
    await expect(numbers.figure("lmi")).toHaveText("$0");
    const scheme = numbers.scheme("homeGuarantee");
    await expect(scheme).toHaveAttribute("data-applied", "true");
    await expect(scheme).toContainText("First Home Guarantee");
    await expect(scheme).toContainText(/counted, \$[\d,]+/);
    await expect(scheme.locator("[data-provenance=published]")).toHaveText(/^published schedule, 1 Oct 2025/);
    // The couple's serviceability: two applicants, living expenses and the HECS/HELP repayment counted.
    await expect(numbers.root.getByText("Indicative maximum loan (two applicants)")).toBeVisible();
    await expect(numbers.figure("max-loan")).toHaveText(/^\$[\d,]+$/);
    await expect(numbers.figure("living")).toHaveText(/^\$[\d,]+$/);
    await expect(numbers.root.getByText("HECS/HELP repayments, a year")).toBeVisible();
    // Repayments by frequency, principal and interest.
    for (const id of ["repayment", "repayment-fortnightly", "repayment-weekly"]) await expect(numbers.figure(id)).toHaveText(/^\$[\d,]+$/);
    const money = async (id: string) => Number((await numbers.figure(id).textContent())!.replace(/[$,]/g, ""));
    const [monthly, weekly] = [await money("repayment"), await money("repayment-weekly")];
    expect(Math.abs(weekly - (monthly * 12) / 52)).toBeLessThanOrEqual(1);
    // The rules' financial year, and duty as an estimate assuming eligibility.
    await expect(numbers.figure("year")).toContainText(/\(\d{4}-\d{2} financial year\)/);
    await expect(numbers.figure("year")).toContainText("estimates that assume you are eligible");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await numbers.root.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/households-your-numbers-${testInfo.project.name}.png` });
  });
});
