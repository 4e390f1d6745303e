import { expect, type Page } from "@playwright/test";

/** /account: Change Password and Delete Account. */
export class AccountPage {
  constructor(private readonly page: Page) {}

  async expectEmail(email: string) {
    await expect(this.page.getByTestId("account-email")).toHaveText(email);
  }

  async changePassword(currentPassword: string, password: string) {
    await this.page.getByLabel("Current password", { exact: true }).fill(currentPassword);
    await this.page.getByLabel("New password", { exact: true }).fill(password);
    await this.page.getByLabel("Confirm new password", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Update Password" }).click();
    await expect(this.page.getByTestId("toast").filter({ hasText: "Your password has been updated successfully" })).toBeVisible();
  }

  async deleteAccount() {
    await this.page.getByRole("button", { name: "Delete Account" }).click();
    // The dialog element itself has no box (its panel is fixed-positioned), so wait on its contents.
    const dialog = this.page.getByRole("alertdialog", { name: "Delete your account?" });
    const confirm = dialog.getByRole("button", { name: "Yes, delete my account" });
    await expect(confirm).toBeVisible();
    await confirm.click();
    await this.page.waitForURL((url) => url.pathname === "/");
  }
}
