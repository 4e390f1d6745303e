import { expect, test } from "./fixtures";
import { YourNumbers } from "./pages/finance-section";
import { MatchesPage } from "./pages/matches-page";
import { PreferencesPage, searchToMatches } from "./pages/preferences-page";

/**
 * The hold and rate stress in "Your numbers" (docs/FINANCE.md §15-16), and sorting both ways with
 * Price a sort (§14), at 1280 and 390 px: a search with an income entered, its matches sorted by
 * price lowest first then highest first, a row expanded, the "Ten years" tab's chart and its
 * year-by-year table (10 rows, figures formatted), the rate-stress table (3 rows), and the compare
 * view of the first two listings with the same ten-year and rate-stress figures.
 */

/** The prices of the first `n` listings in the order shown: the first dollar figure of each one's price line (the list price, or "est. $…" for a price on request); null when none. */
async function shownPrices(matches: MatchesPage, n: number): Promise<(number | null)[]> {
  const selector = matches.isMobile ? "article > div > div > p.text-sm" : "[data-testid=listing-address] + p";
  const texts = await matches.items().evaluateAll(
    (els, sel) => els.map((e) => e.querySelector(sel)?.textContent ?? ""),
    selector,
  );
  return texts.slice(0, n).map((t) => {
    const m = /\$([\d,]+)/.exec(t);
    return m ? Number(m[1].replace(/,/g, "")) : null;
  });
}

/** Whether the known prices run one way, with the unknown ones after them. */
function ordered(prices: (number | null)[], direction: "asc" | "desc"): boolean {
  const firstNull = prices.indexOf(null);
  if (firstNull >= 0 && prices.slice(firstNull).some((p) => p !== null)) return false;
  const known = prices.filter((p): p is number => p !== null);
  return known.every((p, i) => i === 0 || (direction === "asc" ? known[i - 1] <= p : known[i - 1] >= p));
}

test.describe("ten years and rate stress", () => {
  test("Price sorts lowest then highest first; Your numbers' Ten years tab draws equity and cash flow with a 10-row table, and a 3-row rate-stress table", { tag: "@phone" }, async ({ page }, testInfo) => {
    test.setTimeout(420_000);
    const project = testInfo.project.name;
    const prefs = new PreferencesPage(page);
    await prefs.openVictorianCashFlowBrief();
    // An income, so each rate-stress row says whether the loan could still be borrowed.
    await prefs.section("finance").getByLabel("Taxable income ($ a year, optional)").fill("150000");

    const matches = await searchToMatches(page, prefs);
    await matches.waitForSearchEnd();
    await expect(matches.items().first()).toBeVisible();

    // Price, lowest first: chosen from the header at 1280 px, from the menu on a phone.
    if (matches.isMobile) await matches.sortBy("Price");
    else await page.getByTestId("sort-header-price").click();
    await expect(matches.sortSelect()).toHaveValue("price");
    await expect(page.getByTestId("sort-direction")).toHaveAttribute("data-direction", "asc");
    await expect(page.getByTestId("sort-direction")).toHaveText("Lowest first");
    if (!matches.isMobile) {
      // Price sorts from its header in the Properties column, where each row shows its price.
      await expect(page.getByRole("columnheader", { name: "Properties", exact: true })).toHaveAttribute("aria-sort", "ascending");
      await expect(page.getByTestId("sort-header-price")).toHaveAttribute("data-sort", "asc");
    }
    await expect.poll(async () => ordered(await shownPrices(matches, 8), "asc")).toBe(true);
    const ascending = await shownPrices(matches, 8);
    expect(ascending.filter((p) => p !== null).length).toBeGreaterThan(1);

    // Then highest first: the header again at 1280 px, the direction button on a phone.
    if (matches.isMobile) await page.getByTestId("sort-direction").click();
    else await page.getByTestId("sort-header-price").click();
    await expect(page.getByTestId("sort-direction")).toHaveAttribute("data-direction", "desc");
    await expect(page.getByTestId("sort-direction")).toHaveText("Highest first");
    if (!matches.isMobile) {
      await expect(page.getByRole("columnheader", { name: "Properties", exact: true })).toHaveAttribute("aria-sort", "descending");
      await expect(page.getByTestId("sort-header-price")).toHaveAttribute("data-sort", "desc");
    }
    await expect.poll(async () => ordered(await shownPrices(matches, 8), "desc")).toBe(true);
    const descending = await shownPrices(matches, 8);
    expect(descending).not.toEqual(ascending);
    await page.screenshot({ path: `docs/screenshots/projection-sort-${project}.png` });

    // Your numbers for the first listing: "This year" by default, then "Ten years".
    const numbers = new YourNumbers(await matches.expandFirst());
    // The panels' code loads with a row's first expand: on a loaded 2-core machine that can take a while.
    await expect(numbers.root).toBeVisible({ timeout: 60_000 });
    const yearTab = numbers.root.getByRole("tab", { name: "This year" });
    const tenTab = numbers.root.getByRole("tab", { name: "Ten years" });
    await expect(yearTab).toHaveAttribute("aria-selected", "true");
    await expect(numbers.figure("repayment")).toBeVisible();
    await tenTab.click();
    await expect(tenTab).toHaveAttribute("aria-selected", "true");
    await expect(numbers.figure("repayment")).toBeHidden();

    const ten = numbers.root.getByTestId("ten-years");
    const chart = ten.getByTestId("ten-years-chart");
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute("role", "img");
    await expect(chart.locator("title")).toHaveText("Equity and cumulative cash flow after tax, year by year");
    await expect(chart.getByTestId("ten-years-equity-line")).toHaveAttribute("d", /^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+){9}$/);
    await expect(chart.getByTestId("ten-years-cash-line")).toHaveAttribute("d", /^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+){9}$/);

    // The chart's data as a table, on request.
    const toggle = ten.getByTestId("ten-years-table-toggle");
    await expect(toggle).toHaveText("Show as table");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const table = ten.getByTestId("ten-years-table");
    await expect(table).toBeVisible();
    await expect(table.locator("caption")).toHaveText("Year by year");
    const rows = table.getByTestId("ten-years-row");
    await expect(rows).toHaveCount(10);
    await expect(rows.first().getByRole("rowheader")).toHaveText(/^1/);
    await expect(rows.last().getByRole("rowheader")).toHaveText(/^10/);
    for (const text of await table.getByTestId("ten-years-equity").allTextContents()) expect(text).toMatch(/^-?\$[\d,]+$/);
    for (const text of await table.getByTestId("ten-years-cumulative").allTextContents()) expect(text).toMatch(/^[+−]?\$[\d,]+$/);
    // The sale at the end, with its return and IRR.
    await expect(ten.getByTestId("ten-years-net-proceeds")).toHaveText(/^-?\$[\d,]+$/);
    await expect(ten.getByTestId("ten-years-irr")).toHaveText(/^(-?\d+\.\d% a year|none)$/);
    await expect(ten.getByTestId("ten-years-assumption")).toHaveCount(4);

    // Rate stress: +1, +2 and +3 points, each with the repayment, the cash flow and whether it could be borrowed.
    await expect(ten.getByTestId("rate-stress-today")).toHaveText(/^Today \d+(\.\d+)?%: [+−]?\$[\d,]+ a month after tax\./);
    const stress = ten.getByTestId("rate-stress");
    await expect(stress.locator("caption")).toHaveText(/at 1, 2 and 3 points/);
    await expect(stress.getByTestId("rate-stress-row")).toHaveCount(3);
    const points = await stress.getByTestId("rate-stress-row").getByRole("rowheader").allTextContents();
    expect(points).toEqual(["+1 point", "+2 points", "+3 points"]);
    const rates = (await stress.getByTestId("rate-stress-row").locator("td:nth-of-type(1)").allTextContents()).map((t) => Number(t.replace("%", "")));
    expect(rates[1] - rates[0]).toBeCloseTo(1, 6);
    expect(rates[2] - rates[1]).toBeCloseTo(1, 6);
    for (const cell of await stress.getByTestId("rate-stress-row").locator("td:nth-of-type(5)").allTextContents()) expect(cell).toMatch(/^(Yes|No), up to \$[\d,]+$/);

    // Nothing wider than the screen: the tables scroll inside their own regions.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    if (matches.isMobile) await numbers.root.screenshot({ path: `docs/screenshots/projection-ten-years-${project}.png` });
    else {
      // At 1280 px the panel sits in the table's scrolling region: the screen as the buyer sees it.
      await chart.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/screenshots/projection-ten-years-${project}.png` });
    }
    await stress.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `docs/screenshots/projection-rate-stress-${project}.png` });

    // Compare shows the same figures side by side: the first two listings, the first one's equity after 10 years as its tab says.
    const equity10 = (await table.getByTestId("ten-years-equity").last().textContent())!.trim();

    // Every assumption can be changed: a 20-year hold at 2 % growth redraws the chart and the table at once; a hold
    // past 30 years says so under its field and changes nothing; "back to the defaults" restores the ten years.
    await ten.getByTestId("ten-years-assumptions-toggle").click();
    const form = ten.getByTestId("ten-years-assumptions-form");
    await expect(form).toBeVisible();
    await form.getByLabel("Hold (years)").fill("20");
    await expect(rows).toHaveCount(20);
    await expect(chart.getByTestId("ten-years-equity-line")).toHaveAttribute("d", /^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+){19}$/);
    await expect(ten.getByText("Equity and cash flow over 20 years")).toBeVisible();
    await form.getByLabel("Capital growth (% a year)").fill("2");
    await expect(ten.getByTestId("ten-years-assumption").first()).toHaveAttribute("data-confidence", "yours");
    await form.getByLabel("Vacancy (weeks a year)").fill("4");
    await expect(ten.getByTestId("ten-years-rent-setting").first()).toHaveText(/4 weeks a year/);
    const equity20 = (await table.getByTestId("ten-years-equity").last().textContent())!.trim();
    await form.getByLabel("Hold (years)").fill("31");
    await expect(form.getByRole("alert")).toHaveText("Hold: enter a whole number from 1 to 30 years.");
    await expect(rows).toHaveCount(20);
    await expect(table.getByTestId("ten-years-equity").last()).toHaveText(equity20);
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `docs/screenshots/projection-assumptions-${project}.png` });
    await ten.getByTestId("ten-years-assumptions-reset").click();
    await expect(rows).toHaveCount(10);
    await expect(table.getByTestId("ten-years-equity").last()).toHaveText(equity10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    const [first, second] = await matches.visibleIds(2);
    const sessionId = (await page.getByTestId("session-id").textContent())!.trim();
    await page.goto(`/session/${sessionId}/compare?ids=${first},${second}`);
    const cell = (row: string) =>
      matches.isMobile
        ? page.locator(`[data-testid=compare-card][data-listing-id="${first}"] [data-row="${row}"] [data-testid=compare-value]`)
        : page.locator(`[data-testid=compare-table] [data-row="${row}"] [data-testid=compare-value]`).first();
    await expect(page.getByTestId(matches.isMobile ? "compare-cards" : "compare-table")).toBeVisible();
    await expect(cell("ten_equity")).toHaveText(equity10);
    await expect(cell("ten_irr")).toHaveText(/^(-?\d+\.\d% a year)$/);
    for (const row of ["stress_1", "stress_2", "stress_3"]) await expect(cell(row)).toHaveText(/^[+−]?\$[\d,]+$/);
    if (!matches.isMobile) {
      await expect(page.getByTestId("compare-section-ten_years")).toBeVisible();
      await expect(page.getByTestId("compare-section-rate_stress").getByTestId("compare-row")).toHaveCount(3);
    }
    await page.getByTestId(matches.isMobile ? "compare-cards" : "compare-section-ten_years").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `docs/screenshots/projection-compare-${project}.png` });
  });
});
