import { expect, test } from "./fixtures";
import type { MatchesPage } from "./pages/matches-page";
import { PreferencesPage, searchToMatches } from "./pages/preferences-page";

/**
 * The buyer's pass/fail criteria (docs/SCORING.md §17) at 1280 and 390 px: a search on a 12 % loan,
 * where every listing loses money (the page says so), with "positively geared" as a criterion:
 * "Meets my criteria" finds none and shows the nearest three with what each misses by, and a
 * listing's details fail it. Then the criterion changed on /preferences to a gross yield between the
 * lowest and highest shown: the filter keeps only the listings at or above it, sorted lowest first.
 */

/** The gross yields of the listings in the order shown (null for "-"). */
async function shownYields(matches: MatchesPage, n: number): Promise<(number | null)[]> {
  const texts = await matches.items().evaluateAll((els) => els.map((e) => e.querySelector("[data-testid=cell-yield]")?.textContent ?? ""));
  return texts.slice(0, n).map((t) => {
    const m = /(-?\d+(?:\.\d+)?)%/.exec(t);
    return m ? Number(m[1]) : null;
  });
}

test.describe("criteria", () => {
  test("every listing loses money: said; Meets my criteria shows the nearest; a yield criterion filters, sorted lowest first", { tag: "@phone" }, async ({ page }) => {
    test.setTimeout(360_000);
    const prefs = new PreferencesPage(page);
    await prefs.openVictorianCashFlowBrief();
    // A 12 % loan: no listing's rent covers it.
    await prefs.section("finance").getByLabel("Interest rate (% a year)").fill("12");
    const criteria = prefs.section("criteria");
    await criteria.getByTestId("criteria-minGrossYield").fill("lots");
    await expect(criteria.getByRole("alert")).toHaveText("The minimum gross yield must be a percentage from 0 to 100.");
    await criteria.getByTestId("criteria-minGrossYield").fill("");
    await criteria.getByTestId("criteria-minCashFlow").fill("0");

    const matches = await searchToMatches(page, prefs);
    await matches.waitForSearchEnd();
    await expect(page.getByTestId("all-lose-money")).toHaveText(/^Every listing in this search loses money/);

    // None passes: the filter says so plainly and shows the nearest three, each with what it misses by.
    const filter = page.getByTestId("meets-criteria");
    await expect(filter).toHaveText("Meets my criteria (0)");
    await filter.click();
    const empty = page.getByTestId("criteria-empty");
    await expect(empty.getByRole("heading", { name: "No listing meets your criteria" })).toBeVisible();
    await expect(empty.getByTestId("criteria-nearest")).toHaveCount(3);
    for (const text of await empty.getByTestId("criteria-misses").allTextContents()) expect(text).toMatch(/^FailCash flow a month, at least \(0 = positively geared\)-\$[\d,]+ a month, misses by \$[\d,]+ a month$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await filter.click();

    // A listing's details check each criterion.
    const details = await matches.expandFirst();
    const check = details.getByTestId("panel-criteria").getByTestId("criteria-check");
    await expect(check).toHaveCount(1, { timeout: 60_000 });
    await expect(check).toHaveAttribute("data-status", "fail");
    if (matches.isMobile) await expect(matches.items().first().getByTestId("criteria-badge")).toHaveText("Misses 1 of 1 criteria");

    // Gross yield, highest first then lowest first: the highest yield is the threshold, above the lowest.
    await matches.sortBy("Gross Yield");
    await expect(page.getByTestId("sort-direction")).toHaveAttribute("data-direction", "desc");
    const threshold = (await shownYields(matches, 12)).find((y): y is number => y !== null);
    await page.getByTestId("sort-direction").click();
    await expect(page.getByTestId("sort-direction")).toHaveAttribute("data-direction", "asc");
    const yields = (await shownYields(matches, 12)).filter((y): y is number => y !== null);
    expect(yields).toEqual([...yields].sort((a, b) => a - b));
    expect(threshold).toBeGreaterThan(yields[0]);

    await prefs.open();
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/preferences") && r.request().method() === "PUT" && (r.request().postData() ?? "").includes(`"minGrossYield":${threshold}`));
    await criteria.getByTestId("criteria-minCashFlow").fill("");
    await criteria.getByTestId("criteria-minGrossYield").fill(String(threshold));
    expect((await saved).ok()).toBe(true);
    await page.goto("/matches");
    await expect(matches.items().first()).toBeVisible({ timeout: 60_000 });
    const total = Number(/\d+/.exec((await page.getByTestId("view-all").textContent()) ?? "")?.[0]);
    await filter.click();
    const passing = Number(/\((\d+)\)/.exec((await filter.textContent()) ?? "")?.[1]);
    expect(passing).toBeGreaterThan(0);
    expect(passing).toBeLessThan(total);
    await matches.sortBy("Gross Yield");
    await page.getByTestId("sort-direction").click();
    await expect(page.getByTestId("sort-direction")).toHaveAttribute("data-direction", "asc");
    const kept = (await shownYields(matches, 12)).filter((y): y is number => y !== null);
    expect(kept.length).toBeGreaterThan(0);
    for (const y of kept) expect(y).toBeGreaterThanOrEqual(threshold!);
    if (matches.isMobile) await expect(matches.items().first().getByTestId("criteria-badge")).toHaveText("Meets your criteria");
  });
});
