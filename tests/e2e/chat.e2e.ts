import { expect, test } from "./fixtures";
import { AuthPage } from "./pages/auth-page";
import { OutboxPage } from "./pages/auth-outbox";
import { ChatPage } from "./pages/chat-page";
import { readmeApprovalSql, runOperatorSql } from "./support/database";

/**
 * The Property Assistant as a new user meets it (issue 10, "Done when"): a brief in
 * their own words, the matches it finds, a question about the ranking, New Search,
 * and the same conversation opened from another browser through the session link.
 */
const BRIEF = "3 bed house in Geelong or Ballarat under 650k, want good cash flow, no flood zones";
const WHY = "why is the top one first?";

test("a guest briefs the assistant, lands on scored matches, asks why the top one is first, and the conversation follows the session", async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const chat = new ChatPage(page);
  await chat.open();

  // Spec 1 section 2: the empty chat.
  await expect(page.getByTestId("chat-empty")).toContainText("Start a conversation with your AI property assistant");
  await expect(page.getByTestId("chat-sign-in-tip")).toBeVisible();
  await expect(page.getByTestId("chat-disclaimer")).toContainText("not financial advice");
  await expect(chat.sendButton()).toBeDisabled();
  await chat.input().fill("   ");
  await expect(chat.sendButton()).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await page.screenshot({ path: `docs/screenshots/chat-empty-${project}.png` });

  // The brief; a form for anything missing; then the search runs and the page goes to /matches.
  await chat.send(BRIEF);
  await expect(chat.messages("user").first().getByTestId("chat-message-text")).toHaveText(BRIEF);
  const navigated = page.waitForURL(/\/matches/, { timeout: 60_000 }).then(() => true);
  const formShown = chat.form().waitFor({ state: "visible", timeout: 60_000 }).then(() => false);
  if (!(await Promise.race([navigated, formShown]))) await chat.answerForm();
  await page.waitForURL(/\/matches/, { timeout: 60_000 });
  const rows = page.locator(project === "mobile" ? "[data-testid=match-card]" : "[data-testid=match-row]");
  await expect(rows.first()).toBeVisible({ timeout: 90_000 });
  await expect(rows.first()).toContainText(/Geelong|Ballarat|Corio|Lara|Belmont|Grovedale|Sebastopol|Wendouree|VIC/i);
  await page.screenshot({ path: `docs/screenshots/chat-matches-${project}.png` });

  // Back in the chat: the conversation is there; the ranking is explained with its figures.
  await chat.open();
  await expect(chat.messages("user").first()).toContainText("3 bed house in Geelong");
  await expect(chat.lastAssistant()).toContainText(/property matches/i);
  // The search's notifications: first poll 10 s after opening, then every 5 s, until the analysis is complete.
  await expect(chat.messages("notification").filter({ hasText: "All property analysis complete" })).toHaveCount(1, { timeout: 25_000 });
  // Slow the answer down so the loading lines can be seen rotating (3 s each, 300 ms fade).
  await page.route("**/api/chat", async (route) => {
    if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 5_000));
    await route.continue();
  });
  const repliesBefore = await chat.messages("assistant").count();
  await chat.send(WHY);
  const loading = page.getByTestId("chat-loading-message");
  await expect(loading).toBeVisible();
  await expect(chat.sendButton()).toBeDisabled();
  const firstLine = await loading.textContent();
  await expect(loading).not.toHaveText(firstLine ?? "", { timeout: 5_000 });
  await expect(chat.messages("assistant")).toHaveCount(repliesBefore + 1, { timeout: 30_000 });
  const answer = chat.lastAssistant();
  await expect(answer).toContainText(/first|top|ranked/i);
  await page.unroute("**/api/chat");
  await expect(answer).toContainText(/\$[\d,]+|\d+(\.\d+)?\s?%/);
  expect(page.url()).toMatch(/\/chat$/);
  await page.screenshot({ path: `docs/screenshots/chat-why-${project}.png`, fullPage: true });
  const answerText = (await answer.textContent()) ?? "";

  // Another browser opens the session's link: the same conversation.
  const sessionId = await chat.sessionId();
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const otherPage = await other.newPage();
  await otherPage.goto(`/session/${sessionId}`, { waitUntil: "commit" });
  await otherPage.waitForURL(/\/matches/);
  const otherChat = new ChatPage(otherPage);
  await otherChat.open();
  await expect(otherChat.messages("user")).toHaveCount(2);
  await expect(otherChat.messages("user").nth(1).getByTestId("chat-message-text")).toHaveText(WHY);
  await expect(otherChat.lastAssistant()).toContainText(answerText.slice(0, 40));
  await otherPage.screenshot({ path: `docs/screenshots/chat-shared-${project}.png` });
  await other.close();

  // New Search: a fresh session, an empty chat, the old conversation kept with its session.
  await chat.newSearch().click();
  await expect(page.getByTestId("chat-empty")).toBeVisible();
  await expect(chat.messages()).toHaveCount(0);
  const fresh = await chat.sessionId();
  expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
  expect(fresh).not.toBe(sessionId);
  expect(await page.evaluate((id) => window.sessionStorage.getItem(`session_preferences_${id}`), sessionId)).toBeNull();
  await page.reload();
  await expect(page.getByTestId("chat-empty")).toBeVisible();
  await chat.open(`?session=${sessionId}`);
  await expect(chat.messages("user")).toHaveCount(2);
  // New Search waits while a session is being restored.
  await expect(chat.newSearch()).toBeDisabled();
  await expect(chat.newSearch()).toBeEnabled({ timeout: 5_000 });
});

test("an ambiguous place gets a form; its answers go back as one message", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const chat = new ChatPage(page);
  await chat.open("?q=" + encodeURIComponent("2 bed unit in Richmond"));
  // The initial message is sent by itself into the empty conversation.
  await expect(chat.messages("user").first().getByTestId("chat-message-text")).toHaveText("2 bed unit in Richmond");
  const form = chat.form();
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole("radio").first()).toBeAttached();
  await page.screenshot({ path: `docs/screenshots/chat-form-${testInfo.project.name}.png`, fullPage: true });
  await chat.answerForm({ price: "under 600k" });
  await expect(chat.messages("user")).toHaveCount(2);
  await expect(chat.messages("user").nth(1)).toContainText("Price range: under 600k");
  await expect(chat.messages("user").nth(1)).toContainText(/Which Richmond do you mean: Richmond, [A-Z]{2,3} \d{4}/);
  // The reply reads the chosen Richmond back; the answered form can't be sent again.
  await expect(chat.messages("assistant")).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId("chat-understood").last()).toContainText(/Richmond, [A-Z]{2,3} \d{4}/);
  await expect(page.getByTestId("chat-form").first().getByRole("button", { name: "Send answers" })).toHaveCount(0);
});

test("while the assistant's search is still writing its first results, /matches shows the loading cards, not 'No properties found yet'", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const chat = new ChatPage(page);
  // The first read of the listings finds the search running with nothing written yet, as it
  // does when the assistant goes to /matches the moment the search starts; later reads are real.
  let held = false;
  await page.route("**/api/sessions/*/listings", async (route) => {
    if (held || route.request().method() !== "GET") return route.continue();
    held = true;
    await route.fulfill({
      json: { listings: [], analysis: { total: 0, complete: 0, search_running: true, matched: null, price_filtered: false, source_notes: [] } },
    });
  });
  await chat.open();
  await chat.send(BRIEF);
  const navigated = page.waitForURL(/\/matches/, { timeout: 60_000 }).then(() => true);
  const formShown = chat.form().waitFor({ state: "visible", timeout: 60_000 }).then(() => false);
  if (!(await Promise.race([navigated, formShown]))) await chat.answerForm();
  await page.waitForURL(/\/matches/, { timeout: 60_000 });
  await expect.poll(() => held).toBe(true);
  await expect(page.getByTestId("matches-skeleton")).toBeVisible();
  await expect(page.getByTestId("matches-empty")).toHaveCount(0);
  // The next poll (5 s) brings the results.
  const rows = page.locator(testInfo.project.name === "mobile" ? "[data-testid=match-card]" : "[data-testid=match-row]");
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("matches-empty")).toHaveCount(0);
});

test("a guest who signs up and comes back takes their conversation over instead of being told it is someone else's", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const chat = new ChatPage(page);
  // As a guest: a brief that needs a form.
  await chat.open("?q=" + encodeURIComponent("2 bed unit in Richmond"));
  await expect(chat.form()).toBeVisible({ timeout: 30_000 });

  // Sign up, confirm, approval by the operator, sign in, in the same browser.
  const email = `chat-claim-${testInfo.project.name}-${Date.now()}@example.com`;
  const password = "claim passphrase 1";
  const auth = new AuthPage(page);
  await auth.signUp(email, password);
  await page.goto(await new OutboxPage(page).latestLink(email, "Confirm your Propie account"));
  await runOperatorSql(readmeApprovalSql({ email, fullName: "Chat Claimer" }));
  await auth.submitSignIn(email, password);
  await expect(auth.toast("Welcome back!")).toBeVisible();

  // Back in the chat: their conversation, offered to take over, not "only its owner can continue it".
  await chat.open();
  await expect(chat.messages("user").first()).toContainText("2 bed unit in Richmond");
  await expect(page.getByTestId("chat-read-only")).toHaveCount(0);
  await expect(page.getByTestId("chat-claim")).toContainText("This conversation was started by someone who wasn't signed in.");
  await expect(chat.input()).toBeDisabled();
  await page.getByRole("button", { name: "Take it over" }).click();
  await expect(page.getByTestId("chat-claim")).toHaveCount(0);
  await expect(chat.input()).toBeEnabled();
  await chat.answerForm({ price: "under 600k" });
  await expect(chat.messages("user")).toHaveCount(2);
  await expect(chat.messages("assistant")).toHaveCount(2, { timeout: 30_000 });
});
