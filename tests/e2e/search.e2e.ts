import { expect, test, type Page } from "./fixtures";
import postgres from "postgres";
import { AuthPage } from "./pages/auth-page";
import { OutboxPage } from "./pages/auth-outbox";
import { PreferencesPage } from "./pages/preferences-page";
import { DIALOG_COPY } from "@/lib/search/messages";
import { PRICE_TYPED_MESSAGE } from "@/lib/preferences/schema";
import { e2eDatabaseUrl } from "./support/database";

/**
 * The search flow as a new user meets it, on the demo catalogue: preferences, the
 * estimate, the dialog, the background search and the way to /matches.
 */

async function expectMatches(page: Page) {
  await page.waitForURL(/\/matches/, { timeout: 60_000 });
  await expect(page.getByTestId("toast").filter({ hasText: "Bellissimo! Your matches are ready to view." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Property Matches" })).toBeVisible();
  const mobile = (page.viewportSize()?.width ?? 1280) < 768;
  await expect(page.locator(mobile ? "[data-testid=match-card]" : "[data-testid=match-row]").first()).toBeVisible({ timeout: 60_000 });
  // The results page starts at its top (the preferences form was scrolled to its end), heading clear of the sticky nav.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const nav = await page.locator("body > header").boundingBox();
  const heading = await page.getByRole("heading", { level: 1, name: "Property Matches" }).boundingBox();
  expect(heading!.y).toBeGreaterThanOrEqual(nav!.y + nav!.height);
}

test.describe("the search flow", () => {
  test("a guest fills every step, ranks three factors, shares an email and lands on their matches", { tag: "@phone" }, async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const prefs = new PreferencesPage(page);
    await prefs.open();
    await expect(page.getByTestId("sign-in-hint")).toContainText("to save your preferences and sessions.");
    await expect(prefs.sessionId()).toHaveText(/^[0-9a-f-]{36}$/);
    await expect(prefs.progress()).toHaveText("1 of 5 completed");
    await expect(prefs.findMatches()).toHaveCount(0);

    await prefs.fillEverything();
    await expect(prefs.progress()).toHaveText("8 of 8 completed");
    // The step chips wrap inside the card on a wide screen (a phone scrolls them, with a fade at the edge).
    if (testInfo.project.name === "desktop") {
      expect(await page.getByTestId("step-chips").evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    }
    // Nothing sticks out sideways, down to 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    for (const id of ["investmentGoals", "splitLiving", "renovationPotential"]) await expect(prefs.section(id)).toBeVisible();
    // A step chip scrolls its section to just below the sticky progress card, its heading uncovered (issue 38, item 8).
    await page.getByTestId("step-chip-investmentGoals").click();
    const clearance = async () => {
      const card = (await page.getByTestId("filter-progress").boundingBox())!;
      const section = (await prefs.section("investmentGoals").boundingBox())!;
      return Math.round(section.y - (card.y + card.height));
    };
    await expect.poll(clearance).toBeGreaterThanOrEqual(0);
    // Scrolled there: not left far below the card either (0.75rem below it; the nav is not counted twice).
    await expect.poll(clearance).toBeLessThanOrEqual(24);
    if (testInfo.project.name === "desktop") await page.screenshot({ path: "docs/screenshots/preferences-step-jump-desktop.png" });
    await expect(page.getByTestId("factor-investmentGoals").getByLabel("Rank 1")).toBeVisible();
    await expect(page.getByTestId("factor-renovationPotential").getByLabel("Rank 3")).toBeVisible();
    await expect(page.getByTestId("factor-proximityToAmenities")).toBeDisabled();

    // Autosave: the server copy survives a reload.
    await page.waitForTimeout(1_200);
    await page.reload();
    await expect(prefs.progress()).toHaveText("8 of 8 completed");

    await prefs.findMatches().click();
    const dialog = prefs.dialog();
    await expect(dialog.getByRole("heading", { name: "Search Results Ready" })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByTestId("match-count")).toHaveText(/^[\d,]+ propert(y matches|ies match)$/);
    await expect(dialog.getByTestId("estimated-time")).toHaveText("Estimated time: less than 1 minute");
    await expect(dialog.getByRole("button", { name: "No thanks I'll wait" })).toBeVisible();
    // Before an address is given, only Share email is promised an e-mail.
    await expect(dialog.getByTestId("search-background")).toHaveText(DIALOG_COPY.backgroundGuest);

    await dialog.getByRole("button", { name: "Share email" }).click();
    await expect(dialog.getByTestId("search-background")).toHaveText(DIALOG_COPY.background);
    // Spec 2 section 5: the dialog's own message, not the browser's, for an address without @.
    await dialog.getByLabel("Email", { exact: true }).fill("jane.example.com");
    await dialog.getByLabel("Confirm email").fill("jane.example.com");
    await dialog.getByRole("button", { name: "Create account & start search" }).click();
    await expect(prefs.toast("Invalid email")).toContainText("Please enter a valid email address.");
    const email = `guest-${testInfo.project.name}-${Date.now()}@example.com`;
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByLabel("Confirm email").fill(email.toUpperCase());
    await dialog.getByRole("button", { name: "Create account & start search" }).click();
    await expect(prefs.toast("The email addresses don't match exactly. Please try again.")).toBeVisible();
    await dialog.getByLabel("Confirm email").fill(email);
    await dialog.getByRole("button", { name: "Create account & start search" }).click();
    await expect(prefs.toast(`We'll send search results to ${email}.`)).toBeVisible();

    await expectMatches(page);
  });

  test("impossible filters show No Results Found, and Let's try again goes back to editing", async ({ page }) => {
    const prefs = new PreferencesPage(page);
    await prefs.open();
    await prefs.fillEverything({ location: ["Tasm", "Tasmania"], maxPrice: "$10,000,000", bedrooms: "5+" });
    await prefs.setMinPrice("$9,950,000");
    await prefs.findMatches().click();
    const dialog = prefs.dialog();
    await expect(dialog.getByRole("heading", { name: "No Results Found" })).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole("button", { name: "Let's try again" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(prefs.findMatches()).toBeVisible();
  });

  test("development potential without a land size stops with Missing Required Field", async ({ page }) => {
    const prefs = new PreferencesPage(page);
    await prefs.open();
    await prefs.fillEverything();
    await prefs.rank("developmentPotential");
    await prefs.check("dev-sideByside");
    await expect(prefs.progress()).toHaveText("9 of 9 completed");
    await prefs.findMatches().click();
    await expect(prefs.toast("Missing Required Field")).toBeVisible();
    await expect(prefs.toast("Min land size is required when development potential is selected under importance")).toBeVisible();
    await expect(prefs.dialog()).toHaveCount(0);
    // The toast's dismiss button is a touch target of at least 24 × 24 px (WCAG 2.5.8), on a phone too.
    const dismiss = prefs.toast("Missing Required Field").getByRole("button", { name: "Dismiss notification" });
    const box = await dismiss.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
    await dismiss.click();
    await expect(prefs.toast("Missing Required Field")).toHaveCount(0);
  });

  test("New starts a fresh session with empty preferences", async ({ page }) => {
    const prefs = new PreferencesPage(page);
    await prefs.open();
    const before = await prefs.sessionId().textContent();
    // A price cap is any amount, typed (issue 38, item 8): not only the $50k steps of the list.
    const cap = page.getByLabel("Maximum price", { exact: true });
    await prefs.setMaxPrice("lots");
    await expect(page.getByText(PRICE_TYPED_MESSAGE)).toBeVisible();
    await expect(prefs.progress()).toHaveText("1 of 5 completed");
    await prefs.setMaxPrice("$675k");
    await expect(cap).toHaveValue("$675,000");
    await expect(page.getByText(PRICE_TYPED_MESSAGE)).toHaveCount(0);
    await expect(prefs.progress()).toHaveText("2 of 5 completed");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await expect(prefs.toast("New Session Started")).toBeVisible();
    await expect(prefs.sessionId()).not.toHaveText(before ?? "");
    await expect(prefs.progress()).toHaveText("1 of 5 completed");
    await expect(page.getByLabel("Maximum price")).toHaveValue("");
  });

  test("an approved user signs up, gets an estimate, presses Let's go! and lands on their matches", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const email = `searcher-${testInfo.project.name}-${Date.now()}@example.com`;
    const password = "crusty pie search 7";
    const auth = new AuthPage(page);
    await auth.signUp(email, password);
    await page.goto(await new OutboxPage(page).latestLink(email, "Confirm your Propie account"));
    const sql = postgres(e2eDatabaseUrl(), { max: 1, onnotice: () => {} });
    try {
      await sql`insert into beta_access_requests (full_name, email, mobile, plan_interest, disclaimer_accepted, approved, approved_at)
                values ('E2E Searcher', ${email}, '0400000000', 'Half Pie', true, true, now())`;
    } finally {
      await sql.end({ timeout: 5 });
    }
    await auth.signIn(email, password);

    const prefs = new PreferencesPage(page);
    await prefs.open();
    await expect(page.getByTestId("sign-in-hint")).toHaveCount(0);
    await prefs.fillEverything();
    await prefs.findMatches().click();
    const dialog = prefs.dialog();
    await expect(dialog.getByRole("heading", { name: "Search Results Ready" })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole("button", { name: "Share email" })).toHaveCount(0);
    // On a fast machine the status can come and go between two polls, so it is recorded by an observer set up before the
    // click (Let's go! navigates on the client: the same document, so the record survives until the matches are shown).
    await page.evaluate(() => {
      const record = window as unknown as { sawSearchStatus?: boolean };
      const look = () => (record.sawSearchStatus ||= document.querySelector("[data-testid=search-status]") !== null);
      if (look()) return;
      const observer = new MutationObserver(() => look() && observer.disconnect());
      observer.observe(document, { childList: true, subtree: true });
    });
    await dialog.getByRole("button", { name: "Let's go!" }).click();
    await expectMatches(page);
    expect(await page.evaluate(() => (window as unknown as { sawSearchStatus?: boolean }).sawSearchStatus)).toBe(true);
  });
});
