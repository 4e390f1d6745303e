import { expect, type Page } from "@playwright/test";

/** /request-access: the beta request form and "I already have access". */
export class RequestAccessPage {
  constructor(private readonly page: Page) {}

  async expectOpen() {
    await expect(this.page.getByRole("heading", { name: "Private Beta – Access Required" })).toBeVisible();
  }

  async submit({ fullName, mobile, planInterest }: { fullName: string; mobile: string; planInterest: "Free" | "Half Pie" | "Whole Pie" }) {
    await this.page.getByLabel("Full name").fill(fullName);
    await this.page.getByLabel("Mobile").fill(mobile);
    await this.page.getByLabel("Plan interest").selectOption(planInterest);
    await this.page.getByRole("checkbox").check();
    await this.page.getByRole("button", { name: "Request Access" }).click();
    await expect(this.page.getByTestId("beta-request-sent")).toBeVisible();
  }

  async recheck() {
    await this.page.getByRole("button", { name: "I already have access" }).click();
  }
}
