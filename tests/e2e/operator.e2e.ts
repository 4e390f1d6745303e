import { spawn } from "node:child_process";
import { expect, test } from "./fixtures";
import { AuthPage } from "./pages/auth-page";
import { OutboxPage } from "./pages/auth-outbox";
import { PreferencesPage } from "./pages/preferences-page";
import { RequestAccessPage } from "./pages/auth-request-access";
import { readmeApprovalSql, runOperatorSql, servedPgliteUrl } from "./support/database";
import { defaultInstallServer, type DefaultInstall } from "./support/default-install";

/**
 * The operator's path on the default install (README, Operations): a tester signs up, confirms
 * from the outbox and requests access; the operator approves with the README's SQL
 * while the app runs; the tester gets the "you're in" e-mail, signs in from it and
 * reaches /preferences. Always on the embedded database: when the suite's server runs on
 * PostgreSQL, this starts one on the default install beside it.
 */
let server: DefaultInstall | undefined;
test.afterAll(async () => {
  await server?.stop();
});

test("an operator approves a tester with the README's SQL while the app runs, and the tester hears about it", async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the operator's path runs once, at desktop width");
  test.setTimeout(300_000);
  server ??= await defaultInstallServer();
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const email = `operator-${testInfo.project.name}-${Date.now()}@example.com`;
  const password = "operator passphrase 1";
  const auth = new AuthPage(page);
  const outbox = new OutboxPage(page);
  const requestAccess = new RequestAccessPage(page);

  await auth.signUp(email, password);
  await page.goto(await outbox.latestLink(email, "Confirm your Propie account"));
  await expect(page.getByText("Your email is confirmed. You can sign in now.")).toBeVisible();
  await auth.submitSignIn(email, password);
  await expect(auth.toast("Welcome back!")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");

  await page.goto("/preferences");
  await expect(page).toHaveURL(/\/request-access\?redirectTo=%2Fpreferences$/);
  await requestAccess.submit({ fullName: "Olive Operator", mobile: "0412 345 678", planInterest: "Free" });

  // The README's statement, run the way the README says (psql to the app's port).
  const approved = await runOperatorSql(readmeApprovalSql({ email, fullName: "Olive Operator" }), servedPgliteUrl(server.pgliteDir));
  expect(approved.output).toContain("INSERT 0 1");

  // The scheduled job tells the tester, once, with a link to sign in.
  const link = await outbox.latestLink(email, "You're in: your Propie beta access is ready", { timeout: 60_000 });
  expect(new URL(link).pathname + new URL(link).search).toBe("/auth?mode=signin");
  await expect(page.locator(`[data-testid="outbox-message"][data-to="${email}"]`).filter({ hasText: "You're in" })).toHaveCount(1);

  // A fresh browser: the tester follows the link, signs in and reaches /preferences.
  await page.context().clearCookies();
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.goto(link);
  await auth.submitSignIn(email, password);
  await expect(auth.toast("Welcome back!")).toBeVisible();
  await page.waitForURL((url) => url.pathname !== "/auth");
  await new PreferencesPage(page).open();
  await expect(page).toHaveURL(/\/preferences$/);
  await context.close();
});

test("production refuses to start without APP_URL, saying so", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough");
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), PGLITE_DIR: "memory://", LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" };
  delete env.APP_URL;
  const port = String(Number(process.env.E2E_PORT ?? 3100) + 50);
  const child = spawn("node_modules/.bin/next", ["start", "-p", port, "-H", "127.0.0.1"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      resolve(null);
    }, 60_000);
    child.on("exit", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  expect(output).toContain("The server refuses to start:");
  expect(output).toContain("APP_URL is required in production");
  expect(code).toBe(1);
});
