import { expect, type Page } from "@playwright/test";

/** The top navigation, desktop bar or mobile menu depending on the viewport. */
export class SiteNav {
  constructor(private readonly page: Page) {}

  isMobile() {
    return (this.page.viewportSize()?.width ?? 1280) < 768;
  }

  async openMobileMenu() {
    await this.page.getByRole("button", { name: "Open menu" }).click();
    await expect(this.page.locator("#mobile-menu")).toBeVisible();
  }

  /** Follows a top-level link the way a person at this width would. */
  async follow(label: string) {
    if (this.isMobile()) {
      await this.openMobileMenu();
      await this.page.locator("#mobile-menu").getByRole("link", { name: label, exact: true }).click();
    } else {
      await this.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true }).click();
    }
  }
}
