import { expect, type Locator, type Page } from "@playwright/test";

/** /preferences: the filters panel and the search flow's dialog. */
export class PreferencesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/preferences");
    await expect(this.page.getByRole("heading", { level: 1, name: "Your Preferences" })).toBeVisible();
    await expect(this.page.getByTestId("filters-loading")).toHaveCount(0);
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
  toast(text: string | RegExp): Locator {
    return this.page.getByTestId("toast").filter({ hasText: text });
  }
  findMatches() {
    return this.page.getByTestId("find-matches");
  }
  dialog() {
    return this.page.getByTestId("search-dialog");
  }

  async setMaxPrice(label: string) {
    await this.page.getByLabel("Maximum price").selectOption({ label });
  }
  async setMinPrice(label: string) {
    await this.page.getByLabel("Minimum price").selectOption({ label });
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
