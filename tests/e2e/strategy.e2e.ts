import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { PreferencesPage } from "./pages/preferences-page";

/**
 * The "Your strategy" quick pick of the importance section, at 1280 and 390 px: a cash-flow investor names the strategy
 * in one click and lands on its section, open and uncovered by the sticky progress card; so does a step chip.
 */

/** How far below the sticky progress card's bottom an element's top is (negative: under the card). */
async function clearance(page: Page, element: Locator) {
  const card = (await page.getByTestId("filter-progress").boundingBox())!;
  const box = (await element.boundingBox())!;
  return Math.round(box.y - (card.y + card.height));
}

/** A section scrolled to: the smooth scroll ends with its top just below the card (its scroll margin), never under it. */
async function expectJustBelowCard(page: Page, section: Locator) {
  await expect(section).toBeInViewport();
  await expect.poll(() => clearance(page, section)).toBeLessThanOrEqual(24);
  // Where the scroll settles (the card can grow a step chip in the same frame): at or below the card's bottom.
  await expect.poll(() => clearance(page, section)).toBeGreaterThanOrEqual(0);
}

const scrollToTop = (page: Page) => page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));

test.describe("the strategy quick pick", () => {
  test("a cash-flow investor picks Cash flow in one click: Investment Goals ranked 1, high cash flow ticked, the section open in view below the sticky card", { tag: "@phone" }, async ({ page }, testInfo) => {
    const prefs = new PreferencesPage(page);
    await prefs.open();
    const pick = page.getByTestId("strategy-pick");
    await expect(pick.getByText("Your strategy", { exact: true })).toBeVisible();
    const cashFlow = prefs.strategy("Cash flow");
    for (const name of ["Cash flow", "Growth", "Renovation", "Development (subdivision)", "Split living"]) {
      const button = prefs.strategy(name);
      await expect(button).toHaveAttribute("aria-pressed", "false");
      // A touch target on a phone.
      if (testInfo.project.name === "mobile") expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    // The grid is unchanged below it: nine factors, four coming soon and disabled.
    await expect(page.getByRole("list", { name: "Importance factors" }).getByRole("button")).toHaveCount(9);
    for (const f of ["avoidOverlay", "propertyAgeStyle", "proximityToAmenities", "destinations"]) await expect(page.getByTestId(`factor-${f}`)).toBeDisabled();

    await cashFlow.click();
    await expect(cashFlow).toHaveAttribute("aria-pressed", "true");
    const section = prefs.section("investmentGoals");
    await expect(section.getByRole("button", { name: "Investment Goals", exact: true })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("goal-highcashflow")).toBeChecked();
    await expect(page.getByTestId("goal-highcapitalgrowth")).not.toBeChecked();
    // Scrolled to: in view, its top below the sticky card, and not left far below it.
    await expectJustBelowCard(page, section);
    await expect(page.getByTestId("factor-investmentGoals").getByLabel("Rank 1")).toBeVisible();
    await expect(prefs.progress()).toHaveText("3 of 6 completed");

    // By keyboard: Tab to Growth, Space. Investment goals stay ranked once; its second goal is ticked.
    const growth = prefs.strategy("Growth");
    await cashFlow.focus();
    await page.keyboard.press("Tab");
    await expect(growth).toBeFocused();
    await page.keyboard.press("Space");
    await expect(growth).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("goal-highcapitalgrowth")).toBeChecked();
    await expect(page.getByTestId("factor-investmentGoals").getByLabel("Rank 1")).toBeVisible();

    // A chosen strategy picked again changes nothing but opens its collapsed section and scrolls back to it.
    await section.getByRole("button", { name: "Investment Goals", exact: true }).click();
    await expect(page.getByTestId("goal-highcashflow")).toBeHidden();
    await scrollToTop(page);
    await cashFlow.press("Enter");
    await expect(cashFlow).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("goal-highcashflow")).toBeChecked();
    await expectJustBelowCard(page, section);

    // Split living ranks 2 and opens its section, further down, as clear of the card.
    await prefs.strategy("Split living").click();
    await expect(page.getByTestId("factor-splitLiving").getByLabel("Rank 2")).toBeVisible();
    await expectJustBelowCard(page, prefs.section("splitLiving"));

    // A step chip leaves its section's heading visible below the card too.
    await scrollToTop(page);
    await page.getByTestId("step-chip-investmentGoals").click();
    await expectJustBelowCard(page, section);
    const heading = section.getByRole("heading", { name: "Investment Goals" });
    await expect(heading).toBeInViewport();
    expect(await clearance(page, heading)).toBeGreaterThanOrEqual(0);

    // The importance step chip: the quick pick in view under the card, its three picks pressed, the grid's ranks beside.
    await page.getByTestId("step-chip-importance").click();
    await expectJustBelowCard(page, prefs.section("importance"));
    await expect(pick.getByRole("button", { pressed: true })).toHaveCount(3);
    await page.screenshot({ path: `docs/screenshots/preferences-strategy-${testInfo.project.name}.png` });
  });
});
