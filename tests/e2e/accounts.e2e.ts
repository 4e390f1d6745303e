import { expect, test } from "./fixtures";
import postgres from "postgres";
import { AccountPage } from "./pages/auth-account";
import { AuthNav } from "./pages/auth-nav";
import { AuthPage } from "./pages/auth-page";
import { OutboxPage } from "./pages/auth-outbox";
import { RequestAccessPage } from "./pages/auth-request-access";
import { e2eDatabaseUrl } from "./support/database";

/** The operator's approval, exactly as the README gives it. */
async function approveWithReadmeSql(email: string) {
  // On the default install this goes through the port the app serves its embedded database on.
  const sql = postgres(e2eDatabaseUrl(), { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`UPDATE beta_access_requests SET approved = true, approved_at = now() WHERE email = ${email} RETURNING email`;
    expect(rows).toHaveLength(1);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

test("a new user signs up, confirms, gets beta access, changes and resets the password, and deletes the account", { tag: "@phone" }, async ({ page, consoleErrors }, testInfo) => {
  // Signing in before confirming (403) and with the old password (401) are refused on purpose; Chromium logs each.
  consoleErrors.allow(/status of 40[13] \(.*\/api\/auth\/sign-in\)$/);
  test.setTimeout(180_000);
  const mobile = testInfo.project.name === "mobile";
  const email = `tester-${testInfo.project.name}-${Date.now()}@example.com`;
  const firstPassword = "first passphrase 1";
  const changedPassword = "second passphrase 2";
  const resetPassword = "third passphrase 3";

  const auth = new AuthPage(page);
  const outbox = new OutboxPage(page);
  const nav = new AuthNav(page, mobile);
  const account = new AccountPage(page);
  const requestAccess = new RequestAccessPage(page);

  // Sign up; the account can't sign in until the e-mail is confirmed.
  await auth.signUp(email, firstPassword);
  await auth.submitSignIn(email, firstPassword);
  await expect(auth.toast("Email not confirmed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend confirmation email" })).toBeVisible();

  // Follow the confirmation link from the outbox, then sign in.
  await page.goto(await outbox.latestLink(email, "Confirm your Propie account"));
  await expect(page).toHaveURL(/\/auth\?confirmed=1$/);
  await expect(page.getByText("Your email is confirmed. You can sign in now.")).toBeVisible();
  await auth.submitSignIn(email, firstPassword);
  await expect(auth.toast("Welcome back!")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  await nav.expectSignedInAs(email);

  // Not approved yet: /preferences sends them to /request-access.
  await page.goto("/preferences");
  await expect(page).toHaveURL(/\/request-access\?redirectTo=%2Fpreferences$/);
  await requestAccess.expectOpen();
  await requestAccess.recheck();
  await expect(page.getByTestId("toast").filter({ hasText: "You're not on the approved list yet. Please submit the form below to request access." })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await requestAccess.submit({ fullName: "Test Tester", mobile: "0412 345 678", planInterest: "Half Pie" });

  // The operator approves; "I already have access" lets them through.
  await approveWithReadmeSql(email);
  await requestAccess.recheck();
  await expect(page.getByTestId("toast").filter({ hasText: "Beta access granted! Welcome to the product" })).toBeVisible();
  await expect(page).toHaveURL(/\/preferences$/);
  expect(await page.evaluate(() => [sessionStorage.getItem("betaApproved"), sessionStorage.getItem("betaCheckedEmail")])).toEqual(["true", email]);

  // Change the password on /account, then sign out.
  await nav.openAccount();
  await account.expectEmail(email);
  await account.changePassword(firstPassword, changedPassword);
  await page.reload();
  await account.expectEmail(email); // this session was re-issued, so it survives the change
  await nav.signOut();
  await nav.expectSignedOut();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Try it free" })).toBeVisible();
  await expect(page.getByTestId("welcome-back")).toHaveCount(0);
  await nav.expectSignedOut();

  // Forgot password → follow the reset link → set a new one → sign in with it.
  await auth.requestReset(email);
  await page.goto(await outbox.latestLink(email, "Reset your Propie password"));
  await expect(page).toHaveURL(/\/auth\?type=recovery&token=/);
  await auth.setNewPassword(resetPassword);
  await auth.submitSignIn(email, changedPassword);
  await expect(auth.toast("Invalid login credentials")).toBeVisible();
  await auth.signIn(email, resetPassword);
  await nav.expectSignedInAs(email);

  // The landing page is static: an approved tester's welcome and buttons are filled in the browser.
  await page.goto("/");
  // By the name on their beta request ("Test Tester"), and no "your matches are waiting" before any search (issue 38, item 8).
  await expect(page.getByTestId("welcome-back")).toHaveText("Welcome, Test! Set your preferences or ask the assistant to find your first matches.");
  await expect(page.getByRole("link", { name: "Let's Go" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try it free" })).toHaveCount(0);

  // Delete the account; signing in fails afterwards.
  await nav.openAccount();
  await account.deleteAccount();
  await nav.expectSignedOut();
  await auth.open();
  await auth.submitSignIn(email, resetPassword);
  await expect(auth.toast("Authentication Error")).toBeVisible();
  await expect(auth.error()).toHaveText("Invalid login credentials");
});

test("every response carries the security headers", async ({ page, request }) => {
  const pageResponse = await page.goto("/auth");
  const apiResponse = await request.post("/api/beta-access/check", { data: {} });
  for (const res of [pageResponse, apiResponse]) {
    const headers = res?.headers() ?? {};
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  }
  expect(apiResponse.status()).toBe(401);
});

test("a signed-out visitor to /request-access sees Login / Sign Up and the form", async ({ page }) => {
  await page.goto("/request-access");
  await expect(page.getByRole("heading", { name: "Private Beta – Access Required" })).toBeVisible();
  await page.getByRole("button", { name: "Request Access" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Please fill in all required fields" })).toBeVisible();
  await page.getByRole("button", { name: "Login / Sign Up" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => sessionStorage.getItem("redirectAfterLogin"))).toBe("/request-access?redirectTo=%2Fpreferences");
});
