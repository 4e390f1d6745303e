import { expect, type Locator, type Page } from "@playwright/test";

/** The /auth page in its four modes. */
export class AuthPage {
  constructor(private readonly page: Page) {}

  readonly email = () => this.page.getByLabel("Email", { exact: true });
  readonly password = () => this.page.getByLabel(/^(New password|Password)$/);
  readonly confirmPassword = () => this.page.getByLabel("Confirm password", { exact: true });
  readonly subtitle = () => this.page.getByTestId("auth-subtitle");
  readonly error = () => this.page.getByTestId("auth-error");

  toast(text: string | RegExp): Locator {
    return this.page.getByTestId("toast").filter({ hasText: text });
  }

  async open(query = "") {
    await this.page.goto(`/auth${query}`);
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  async signUp(email: string, password: string) {
    await this.open();
    await this.page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(this.page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(this.toast("Please check your email to confirm your account")).toBeVisible();
  }

  async submitSignIn(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole("button", { name: "Sign In", exact: true }).click();
  }

  async signIn(email: string, password: string) {
    await this.open();
    await this.submitSignIn(email, password);
    await expect(this.toast("You have been signed in successfully")).toBeVisible();
    await this.page.waitForURL((url) => url.pathname !== "/auth");
  }

  async requestReset(email: string) {
    await this.open();
    await this.page.getByRole("button", { name: "Forgot your password?" }).click();
    await expect(this.page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await this.email().fill(email);
    await this.page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(this.toast("Reset Email Sent")).toBeVisible();
    await expect(this.page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  }

  /** On the page the reset link opened (recovery mode). */
  async setNewPassword(password: string) {
    await expect(this.page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
    await this.password().fill(password);
    await this.confirmPassword().fill(password);
    await this.page.getByRole("button", { name: "Update Password" }).click();
    await expect(this.toast("Your password has been updated successfully")).toBeVisible();
    await expect(this.page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  }
}
