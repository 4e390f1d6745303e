import { expect, type Page } from "@playwright/test";

/** The top navigation when signed in: the avatar menu on desktop, the collapsible menu on mobile. */
export class AuthNav {
  constructor(
    private readonly page: Page,
    private readonly mobile: boolean,
  ) {}

  private async openMenu() {
    if (this.mobile) await this.page.getByRole("button", { name: "Open menu" }).click();
    else await this.page.getByRole("button", { name: "Account menu" }).click();
  }

  async expectSignedInAs(email: string) {
    if (this.mobile) {
      await this.openMenu();
      await expect(this.page.locator("#mobile-menu").getByText(email)).toBeVisible();
      await expect(this.page.locator("#mobile-menu").getByText(email.slice(0, 1), { exact: true })).toBeVisible();
      await this.page.getByRole("button", { name: "Close menu" }).click();
    } else {
      const avatar = this.page.getByRole("button", { name: "Account menu" });
      await expect(avatar).toHaveText(email.slice(0, 1));
      await avatar.click();
      await expect(this.page.getByTestId("user-email")).toHaveText(email);
      await this.page.keyboard.press("Escape");
    }
  }

  async openAccount() {
    await this.openMenu();
    const scope = this.mobile ? this.page.locator("#mobile-menu") : this.page.getByRole("menu");
    await scope.getByRole(this.mobile ? "link" : "menuitem", { name: "Account" }).click();
    await expect(this.page).toHaveURL(/\/account$/);
  }

  async signOut() {
    await this.openMenu();
    const scope = this.mobile ? this.page.locator("#mobile-menu") : this.page.getByRole("menu");
    await scope.getByRole(this.mobile ? "button" : "menuitem", { name: "Sign Out" }).click();
    await expect(this.page.getByRole("link", { name: "Sign In" }).or(this.page.getByRole("button", { name: "Open menu" })).first()).toBeVisible();
  }

  async expectSignedOut() {
    if (this.mobile) {
      await this.page.getByRole("button", { name: "Open menu" }).click();
      await expect(this.page.locator("#mobile-menu").getByRole("link", { name: "Sign In" })).toBeVisible();
      await this.page.getByRole("button", { name: "Close menu" }).click();
    } else {
      await expect(this.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
    }
  }
}
