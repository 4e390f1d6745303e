import { expect, test, type Page } from "./fixtures";
import { PreferencesPage, searchToMatches } from "./pages/preferences-page";
import { MatchesPage, signIn } from "./pages/matches-page";
import { closeSeed, createUser } from "./pages/matches-seed";
import { RATE_TOO_LOW_MESSAGE, TERM_TOO_LONG_MESSAGE } from "@/lib/finance/profile";

/**
 * The buyer's finance on the screens (docs/FINANCE.md §14), at 1280 and 390 px: Your finance on
 * /preferences changes the cash-flow figures and the ranking of a cash-flow strategy; a what-if
 * slider changes "Your numbers" without a request; the account's finance defaults start a new search.
 */

test.afterAll(closeSeed);

/** A cash-flow strategy: investment goals ranked alone, high cash flow picked. */
async function cashFlowStrategy(prefs: PreferencesPage) {
  await prefs.setMaxPrice("$3,000,000");
  await prefs.rank("investmentGoals");
  await prefs.addLocation("Vict", "Victoria");
  await prefs.keySearch("House", "2+");
  await prefs.check("goal-highcashflow");
}

/** The first `n` results in the order shown, with their "Your Cash Flow" cell. */
async function firstResults(matches: MatchesPage, n: number) {
  await expect(matches.items().first().getByTestId("cell-cash-flow")).toHaveText(/^[+−]?\$[\d,]+$/);
  return (
    await matches.items().evaluateAll((els) =>
      els.map((e) => ({ id: e.getAttribute("data-listing-id") ?? "", cashFlow: e.querySelector("[data-testid=cell-cash-flow]")?.textContent?.trim() ?? "" })),
    )
  ).slice(0, n);
}

/** Waits until the page has made no request for `quietMs` (call it once polling has stopped, for a request still in flight). */
async function waitForQuiet(page: Page, quietMs: number, maxMs = 90_000) {
  let last = Date.now();
  const onRequest = () => void (last = Date.now());
  page.on("request", onRequest);
  const start = Date.now();
  try {
    while (Date.now() - last < quietMs) {
      if (Date.now() - start > maxMs) throw new Error("the page never stopped making requests");
      await page.waitForTimeout(500);
    }
  } finally {
    page.off("request", onRequest);
  }
}

test.describe("the buyer's finance", () => {
  test("deposit, rate and income on /preferences change the cash flows and re-rank a cash-flow strategy; a what-if slider recomputes without a request", { tag: "@phone" }, async ({ page }, testInfo) => {
    test.setTimeout(480_000);
    const prefs = new PreferencesPage(page);
    await prefs.open();
    await cashFlowStrategy(prefs);
    // Nothing entered: every field says default.
    const section = prefs.section("finance");
    await expect(section.getByTestId("section-finance-state")).toHaveText("Optional");
    for (const f of ["buyerType", "deposit", "loanType", "includeTax"]) await expect(section.getByTestId(`finance-default-${f}`)).toBeVisible();
    await expect(section.getByText("default: 6.25% a year")).toBeVisible();

    const first = await searchToMatches(page, prefs);
    await first.waitForSearchEnd();
    const before = await firstResults(first, 20);
    await page.screenshot({ path: `test-results/screenshots/finance-matches-standard-${testInfo.project.name}.png` });

    await prefs.open();
    await expect(prefs.progress()).toHaveText(/^(\d+) of \1 completed$/);
    // A bad figure shows lib/finance's message and isn't stored: the search below runs on the good ones.
    const rate = section.getByLabel("Interest rate (% a year)");
    await rate.fill("0");
    await expect(section.getByText(RATE_TOO_LOW_MESSAGE)).toBeVisible();
    await section.getByLabel("Loan term (years)").fill("45");
    await expect(section.getByText(TERM_TOO_LONG_MESSAGE)).toBeVisible();
    await section.getByLabel("Loan term (years)").fill("");
    await rate.fill("8.5");
    await expect(section.getByText(RATE_TOO_LOW_MESSAGE)).toHaveCount(0);
    await section.getByLabel("Deposit (% of the price)").fill("5");
    await section.getByLabel("Taxable income ($ a year, optional)").fill("140000");
    await expect(section.getByTestId("finance-default-deposit")).toHaveCount(0);
    await expect(section.getByTestId("section-finance-state")).toHaveText("Optional");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await section.screenshot({ path: `test-results/screenshots/finance-preferences-${testInfo.project.name}.png` });

    const matches = await searchToMatches(page, prefs);
    // The table reorders as later batches land, which would move an expanded row away: compare and expand once all are in.
    await matches.waitForSearchEnd();
    const after = await firstResults(matches, 20);
    // The same listings cost the buyer more a month at 8.5% on a 95% loan…
    const was = new Map(before.map((r) => [r.id, r.cashFlow]));
    const common = after.filter((r) => was.has(r.id));
    expect(common.length + after.length).toBeGreaterThan(0);
    for (const r of common) expect(r.cashFlow).not.toBe(was.get(r.id));
    // …and the cash-flow strategy ranks them in another order.
    expect(after.map((r) => r.id)).not.toEqual(before.map((r) => r.id));
    // The table sorts by the buyer's cash flow, highest first.
    await matches.sortBy("Your Cash Flow");
    const sorted = await firstResults(matches, 10);
    // Signed amounts are written with the Unicode minus (formatSignedMoney).
    const dollars = (s: string) => Number(s.replace(/[$,+]/g, "").replace("−", "-"));
    for (let i = 1; i < sorted.length; i++) expect(dollars(sorted[i - 1].cashFlow)).toBeGreaterThanOrEqual(dollars(sorted[i].cashFlow));
    if (!matches.isMobile) {
      // At 1280 px the columns' headers sort too: Highest Offer, highest first, as the menu would.
      await page.getByTestId("sort-header-offer").click();
      await expect(page.getByRole("columnheader", { name: /Highest Offer/ })).toHaveAttribute("aria-sort", "descending");
      await expect(matches.sortSelect()).toHaveValue("finance_highest_offer");
      const offers = await matches.items().evaluateAll((els) => els.slice(0, 10).map((e) => e.querySelector("[data-testid=cell-highest-offer]")?.textContent?.trim() ?? ""));
      // Shown in thousands or millions ("$812K", "$1.2M").
      const scaled = (o: string) => Number(o.replace(/[$,KM]/g, "")) * (o.endsWith("M") ? 1_000_000 : o.endsWith("K") ? 1_000 : 1);
      const known = offers.filter((o) => /^\$[\d,.]+[KM]?$/.test(o)).map(scaled);
      expect(known.length).toBeGreaterThan(1);
      for (let i = 1; i < known.length; i++) expect(known[i - 1]).toBeGreaterThanOrEqual(known[i]);
      await page.getByTestId("sort-header-cashflow").click();
      await expect(matches.sortSelect()).toHaveValue("finance_cash_flow");
    }

    // "Your numbers" for the first listing, its sources beside the data-confidence level.
    const details = await matches.expandFirst();
    const numbers = details.getByTestId("your-numbers");
    await expect(numbers).toBeVisible();
    const repayment = numbers.getByTestId("your-numbers-repayment");
    await expect(repayment).toHaveText(/^\$[\d,]+$/);
    await expect(numbers.locator("[data-provenance=published]").first()).toHaveText(/^published schedule, \d{1,2} \w{3} \d{4}: /);
    await expect(numbers.locator("[data-provenance=yours]").first()).toBeVisible();
    await expect(numbers.locator("[data-provenance=estimate]").first()).toBeVisible();
    await expect(numbers.getByTestId("your-numbers-serviceability")).toHaveText(/could borrow/);
    await expect(numbers.getByTestId("your-numbers-highest-offer")).toBeVisible();
    const firstCashFlow = sorted[0].cashFlow;
    await expect(numbers.getByTestId("your-numbers-cash-flow-after")).toHaveText(firstCashFlow);

    // The what-if drawer: a slider moves, the figure changes, and the browser asks nothing of anyone.
    await numbers.getByTestId("what-if-toggle").click();
    const drawer = numbers.getByTestId("what-if-drawer");
    await expect(drawer).toBeVisible();
    // No poll left: the search's end (aria-busy false), then a moment with no request still on its way.
    await matches.waitForSearchEnd();
    await waitForQuiet(page, 1_500);
    const requests: string[] = [];
    // Next's prefetch of a link that scrolled into view (?_rsc=) isn't the what-if's: only data requests count.
    const onRequest = (r: { url(): string }) => void (new URL(r.url()).searchParams.has("_rsc") || requests.push(r.url()));
    page.on("request", onRequest);
    const before$ = await repayment.textContent();
    const slider = drawer.getByTestId("what-if-rate");
    await slider.focus();
    for (let i = 0; i < 20; i++) await slider.press("ArrowRight");
    await expect(repayment).not.toHaveText(before$ ?? "");
    await expect(numbers).toHaveAttribute("data-what-if", "true");
    await expect(drawer.getByText(/^Worked out in your browser in (under 1|\d+) ms; nothing is sent or saved\.$/)).toBeVisible();
    const ms = Number(await drawer.getByTestId("what-if-timing").getAttribute("data-ms"));
    // The figure is reported, not timed here: under CI's load a frame's budget (16 ms) failed on a loaded machine (issue 33;
    // house rule: speed is a benchmark's figure). bench:finance measures the per-listing cost the what-if recomputes.
    expect(Number.isFinite(ms) && ms >= 0, `the what-if reports its time (data-ms=${ms})`).toBe(true);
    const priceSlider = drawer.getByTestId("what-if-price");
    await priceSlider.focus();
    await priceSlider.press("ArrowLeft");
    await page.waitForTimeout(1_000);
    page.off("request", onRequest);
    expect(requests, "a what-if move makes no request").toEqual([]);
    if (!matches.isMobile) {
      // The virtual table unmounts a row scrolled out of its window; back in view, the drawer and its what-if are as left.
      const scroller = page.getByTestId("matches-scroll");
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await expect(page.getByTestId("what-if-drawer")).toHaveCount(0);
      await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
      await expect(drawer).toBeVisible();
      await expect(numbers).toHaveAttribute("data-what-if", "true");
      await expect(repayment).not.toHaveText(before$ ?? "");
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    // The viewport, not the element: a screenshot of an element taller than the viewport resizes it for the
    // capture, and the virtual table then re-renders its rows (which closes the drawer).
    await drawer.getByTestId("what-if-reset").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/finance-your-numbers-${testInfo.project.name}.png` });
    await drawer.getByTestId("what-if-reset").click();
    await expect(repayment).toHaveText(before$ ?? "");
  });

  test("a signed-in user's finance defaults on /account start a new search's preferences", async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUser("finance");
    await signIn(page, user.email);
    await page.goto("/account");
    const card = page.getByTestId("account-finance");
    await expect(card.getByRole("heading", { name: "Finance defaults" })).toBeVisible();
    await card.getByTestId("finance-deposit-dollars").click();
    await card.getByLabel("Deposit ($)").fill("-5");
    await expect(card.getByText("The deposit can't be negative.")).toBeVisible();
    await expect(card.getByTestId("finance-defaults-save")).toBeDisabled();
    await card.getByLabel("Deposit ($)").fill("150000");
    await card.getByLabel("Interest rate (% a year)").fill("6.1");
    await card.getByTestId("finance-loan-principalAndInterest").click();
    await card.getByTestId("finance-defaults-save").click();
    await expect(page.getByTestId("toast").filter({ hasText: "Finance defaults saved" })).toBeVisible();
    await page.reload();
    await expect(card.getByLabel("Interest rate (% a year)")).toHaveValue("6.1");

    const prefs = new PreferencesPage(page);
    await prefs.open();
    await page.getByRole("button", { name: "New", exact: true }).click();
    await expect(prefs.toast("New Session Started")).toBeVisible();
    const section = prefs.section("finance");
    await expect(section.getByLabel("Deposit ($)")).toHaveValue("150000");
    await expect(section.getByLabel("Interest rate (% a year)")).toHaveValue("6.1");
    await expect(section.getByTestId("finance-loan-principalAndInterest")).toHaveAttribute("aria-pressed", "true");
    await expect(section.getByTestId("finance-default-loanType")).toHaveCount(0);
    await expect(section.getByTestId("finance-default-buyerType")).toBeVisible();
    await expect(section.getByTestId("finance-account-note")).toBeVisible();
  });
});
