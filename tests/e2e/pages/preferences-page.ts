import { expect, type Locator, type Page } from "@playwright/test";
import { MatchesPage } from "./matches-page";
import { WELCOME_SEEN_KEY } from "@/client/welcome-seen";

/** /preferences: the filters panel and the search flow's dialog. */
export class PreferencesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/preferences");
    await expect(this.page.getByRole("heading", { level: 1, name: "Your Preferences" })).toBeVisible();
    await expect(this.page.getByTestId("filters-loading")).toHaveCount(0);
  }

  /**
   * Opens the form and fills a cash-flow brief for houses in Victoria up to $1.5M. The first autosave creates the
   * guest's session and its guest key: it lands before the next edits, whose saves would otherwise race it.
   */
  async openVictorianCashFlowBrief() {
    await this.open();
    const firstSave = this.page.waitForResponse((r) => r.url().endsWith("/api/preferences") && r.request().method() === "PUT");
    await this.setMaxPrice("$1,500,000");
    expect((await firstSave).ok()).toBe(true);
    await this.rank("investmentGoals");
    await this.addLocation("Vict", "Victoria");
    await this.keySearch("House", "2+");
    await this.check("goal-highcashflow");
  }

  sessionId() {
    return this.page.getByTestId("session-id");
  }
  progress() {
    return this.page.getByTestId("progress-count");
  }
  section(id: string): Locator {
    return this.page.getByTestId(`section-${id}`);
  }
  /** A button of the importance section's "Your strategy" quick pick, by its label ("Cash flow"). */
  strategy(label: string): Locator {
    return this.page.getByTestId("strategy-pick").getByRole("button", { name: label, exact: true });
  }
  toast(text: string | RegExp): Locator {
    return this.page.getByTestId("toast").filter({ hasText: text });
  }
  findMatches() {
    return this.page.getByTestId("find-matches");
  }
  dialog() {
    return this.page.getByTestId("search-dialog");
  }

  /** Picks or types a price bound ("$900,000", "$675k"); it is committed as it leaves the box. */
  async setMaxPrice(text: string) {
    await this.setPrice("Maximum price", text);
  }
  async setMinPrice(text: string) {
    await this.setPrice("Minimum price", text);
  }
  private async setPrice(label: string, text: string) {
    const box = this.page.getByLabel(label, { exact: true });
    await box.fill(text);
    await box.blur();
  }
  async rank(...factors: string[]) {
    for (const f of factors) await this.page.getByTestId(`factor-${f}`).click();
  }
  async addLocation(query: string, description: string) {
    const input = this.page.getByTestId("location-input");
    await input.fill(query);
    await this.page
      .getByRole("option")
      .filter({ has: this.page.getByText(description, { exact: true }) })
      .click();
    await expect(this.page.getByTestId("chosen-location").filter({ hasText: description })).toBeVisible();
  }
  async keySearch(type: string, bedrooms: string) {
    await this.page.getByLabel("Property type").selectOption(type);
    await this.page.getByLabel("Bedrooms").selectOption(bedrooms);
  }
  async check(testId: string) {
    await this.page.getByTestId(testId).check();
  }

  /** Fills every always-shown step and three ranked factors' sections (investment, dual living, renovation). */
  async fillEverything({ location = ["Vict", "Victoria"] as [string, string], maxPrice = "$3,000,000", bedrooms = "2+" } = {}) {
    await this.setMaxPrice(maxPrice);
    await this.rank("investmentGoals", "splitLiving", "renovationPotential");
    await this.addLocation(location[0], location[1]);
    await this.keySearch("House", bedrooms);
    await this.check("goal-highcashflow");
    await this.check("split-grannyFlat");
    await this.page.getByLabel("Renovation budget").selectOption({ label: "$100k" });
  }
}

/**
 * Find Matches from /preferences and wait there ("No thanks I'll wait"), through to the matches page with
 * the first-results welcome ("Bellissimo, your pie is ready!") dismissed and a first row shown.
 */
export async function searchToMatches(page: Page, prefs: PreferencesPage): Promise<MatchesPage> {
  await expect(prefs.findMatches()).toBeVisible();
  const firstResultsHere = await page.evaluate((key) => window.localStorage.getItem(key) !== "1", WELCOME_SEEN_KEY);
  await prefs.findMatches().click();
  const dialog = prefs.dialog();
  await expect(dialog.getByRole("heading", { name: "Search Results Ready" })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "No thanks I'll wait" }).click();
  await page.waitForURL(/\/matches/, { timeout: 90_000 });
  const matches = new MatchesPage(page);
  const welcome = page.getByTestId("welcome-dialog");
  // The welcome opens for the first results this browser sees (client/welcome-seen.ts); later searches have the toast alone.
  if (firstResultsHere) await welcome.getByRole("button", { name: "View My Matches" }).click({ timeout: 60_000 });
  await expect(welcome).toHaveCount(0);
  await expect(matches.items().first()).toBeVisible({ timeout: 60_000 });
  return matches;
}
