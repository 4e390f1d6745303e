import { expect, seriousA11yViolations, test } from "./fixtures";
import { AuthPage } from "./pages/auth-page";
import { OutboxPage } from "./pages/auth-outbox";
import { ChatPage } from "./pages/chat-page";
import { readmeApprovalSql, runOperatorSql } from "./support/database";
import { CHAT_COPY, STARTER_PROMPTS } from "@/lib/chat/copy";
import { CHAT_TOO_LONG_MESSAGE } from "@/lib/chat/types";
import { CHAT_MESSAGE_MAX_CHARS, SEARCH_RESULT_LIMIT } from "@/lib/constants";

/**
 * The Property Assistant as a new user meets it (docs/ASSISTANT.md; the chat screen of
 * docs/ASSISTANT.md): a brief in their own words, the search followed under the reply with
 * its best matches and a way to all of them, a question about the ranking, a comparison as
 * a table, Stop, editing the last message, starter prompts, the message limit, New Search,
 * and the same conversation opened from another browser through the session link.
 */
const BRIEF = "3 bed house in Geelong or Ballarat under 650k, want good cash flow, no flood zones";
// Broad enough that more listings match than the search ranks, so the announcement says so.
const BROAD_BRIEF = "3 bed house in Victoria under 1.5m, for capital growth";
const WHY = "why is the top one first?";
const rowsOf = (mobile: boolean) => (mobile ? "[data-testid=match-card]" : "[data-testid=match-row]");

test("a guest briefs the assistant, sees the best matches inline, opens all of them, asks why the top one is first, and the conversation follows the session", { tag: "@phone" }, async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const mobile = project === "mobile";
  const chat = new ChatPage(page);
  await chat.open();

  // Spec 1 section 2: the empty chat, with three starter prompts.
  await expect(page.getByTestId("chat-empty")).toContainText("Start a conversation with your AI property assistant");
  await expect(page.getByTestId("chat-sign-in-tip")).toBeVisible();
  await expect(page.getByTestId("chat-disclaimer")).toContainText("not financial advice");
  if (mobile) {
    // A phone's disclaimer is one line with "more" (it took ~130 px of an 844 px screen), and opens in full.
    const fold = page.getByTestId("chat-disclaimer-fold");
    expect((await page.getByTestId("chat-disclaimer").boundingBox())!.height).toBeLessThanOrEqual(36);
    await fold.getByText("more", { exact: true }).click();
    await expect(fold.locator("p")).toBeVisible();
    expect((await page.getByTestId("chat-disclaimer").boundingBox())!.height).toBeGreaterThan(50);
    await fold.getByText("less", { exact: true }).click();
    await expect(fold.locator("p")).toBeHidden();
  }
  await expect(chat.starters()).toHaveText([...STARTER_PROMPTS]);
  await expect(chat.sendButton()).toBeDisabled();
  await chat.input().fill("   ");
  await expect(chat.sendButton()).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await page.screenshot({ path: `docs/screenshots/chat-empty-${project}.png` });

  // The brief; a form for anything missing; then the search runs and is followed here, not on another page.
  await chat.sendBrief(BRIEF);
  await expect(chat.messages("user").first().getByTestId("chat-message-text")).toHaveText(BRIEF);
  await expect(chat.results()).toHaveCount(3, { timeout: 60_000 });
  expect(page.url()).toMatch(/\/chat$/);
  for (const card of await chat.results().all()) {
    await expect(card).toContainText(/Geelong|Ballarat|Corio|Lara|Belmont|Grovedale|Sebastopol|Wendouree|VIC/i);
    await expect(card).toContainText(/\$[\d,]+|Price on request/);
    await expect(card.getByTestId("property-score")).toContainText(/\d+/);
  }
  await expect(chat.searchStatus()).toHaveAttribute("data-phase", "complete", { timeout: 60_000 });
  await expect(chat.searchStatus()).toHaveText("All property analysis complete");
  // One live brief above the conversation; the reply shows what it added.
  await expect(await chat.openBrief()).toContainText("3+ bedrooms");
  await expect(chat.messages("assistant").first().getByTestId("chat-brief-added")).toContainText("3+ bedrooms");
  await expect(chat.seeAll()).toHaveText(/^See all [\d,]+ match(es)?$/);
  await page.screenshot({ path: `docs/screenshots/chat-results-${project}.png` });

  await chat.seeAll().click();
  await page.waitForURL(/\/matches/);
  const rows = page.locator(rowsOf(mobile));
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect(rows.first()).toContainText(/Geelong|Ballarat|Corio|Lara|Belmont|Grovedale|Sebastopol|Wendouree|VIC/i);
  await page.screenshot({ path: `docs/screenshots/chat-matches-${project}.png` });

  // Back in the chat: the conversation is there, the search still shown complete under its reply.
  await chat.open();
  await expect(chat.messages("user").first()).toContainText("3 bed house in Geelong");
  await expect(chat.lastAssistant()).toContainText(/property matches/i);
  await expect(chat.results()).toHaveCount(3, { timeout: 30_000 });
  await expect(chat.searchStatus()).toHaveAttribute("data-phase", "complete", { timeout: 30_000 });
  // No notification bubbles: the search's notices stay on its one line.
  await expect(chat.messages()).toHaveCount(2);
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
  await expect(chat.transcript()).toHaveAttribute("aria-busy", "true");
  const firstLine = await loading.textContent();
  await expect(loading).not.toHaveText(firstLine ?? "", { timeout: 5_000 });
  await expect(chat.messages("assistant")).toHaveCount(repliesBefore + 1, { timeout: 30_000 });
  const answer = chat.lastAssistant();
  await expect(answer).toContainText(/first|top|ranked/i);
  await page.unroute("**/api/chat");
  await expect(answer).toContainText(/\$[\d,]+|\d+(\.\d+)?\s?%/);
  await expect(chat.transcript()).toHaveAttribute("aria-busy", "false");
  // The finished reply is announced once, as words (no markdown), in the polite live region.
  const answerText = (await answer.getByTestId("chat-message-text").textContent()) ?? "";
  await expect(chat.announcer()).toContainText(answerText.replace(/\s+/g, " ").slice(0, 20));
  expect(page.url()).toMatch(/\/chat$/);
  await page.screenshot({ path: `docs/screenshots/chat-why-${project}.png`, fullPage: true });

  // Another browser opens the session's link: the search and its results, but the conversation stays with the
  // buyer who had it (it can quote their money: docs/SECURITY.md, "Personal data"), said so in its place.
  const sessionId = await chat.sessionId();
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const otherPage = await other.newPage();
  await otherPage.goto(`/session/${sessionId}`, { waitUntil: "commit" });
  await otherPage.waitForURL(/\/matches/);
  const otherChat = new ChatPage(otherPage);
  await otherChat.open();
  await expect(otherPage.getByTestId("chat-read-only")).toHaveText(CHAT_COPY.withheld);
  await expect(otherChat.messages()).toHaveCount(0);
  await expect(otherChat.input()).toBeDisabled();
  await otherPage.screenshot({ path: `docs/screenshots/chat-shared-${project}.png` });
  await other.close();

  // New Search: a fresh session, an empty chat, the old conversation kept with its session.
  await chat.newSearch().click();
  await expect(page.getByTestId("chat-empty")).toBeVisible();
  await expect(chat.messages()).toHaveCount(0);
  await expect(chat.brief()).toHaveCount(0);
  const fresh = await chat.sessionId();
  expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
  expect(fresh).not.toBe(sessionId);
  expect(await page.evaluate((id) => window.sessionStorage.getItem(`session_preferences_${id}`), sessionId)).toBeNull();
  await page.reload();
  await expect(page.getByTestId("chat-empty")).toBeVisible();
  await chat.open(`?session=${sessionId}`);
  // New Search waits while a session is being restored (2 s from the page's start, whenever its history arrives).
  await expect(chat.newSearch()).toBeDisabled();
  await expect(chat.messages("user")).toHaveCount(2);
  await expect(chat.newSearch()).toBeEnabled({ timeout: 5_000 });
});

test("a broad brief says the best 200 are ranked, a comparison comes as a table, and the screen passes axe with messages present", { tag: "@phone" }, async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.sendBrief(BROAD_BRIEF);
  // The same wording as the search dialog and the matches page.
  await expect(chat.lastAssistant()).toContainText(new RegExp(`Found [\\d,]+ property matches for your brief\\. The best ${SEARCH_RESULT_LIMIT} by your filters will be analysed and ranked\\.`));
  await expect(chat.results()).toHaveCount(3, { timeout: 60_000 });
  await expect(chat.searchStatus()).toHaveAttribute("data-phase", "complete", { timeout: 60_000 });
  await expect(chat.seeAll()).toHaveText(`See all ${SEARCH_RESULT_LIMIT} matches`);

  await chat.send("compare 1 and 3");
  await expect(chat.messages("assistant")).toHaveCount(2, { timeout: 30_000 });
  const table = chat.lastAssistant().locator("table");
  await expect(table).toHaveCount(1);
  await expect(table.locator("th").first()).toBeVisible();
  await expect(table.locator("th")).toContainText([/#1/, /#3/]);
  await expect(table.locator("tbody tr").first().locator("td").first()).not.toBeEmpty();
  // No pipe-and-dash markdown left in the bubble.
  expect(await chat.lastAssistant().getByTestId("chat-message-text").textContent()).not.toMatch(/\|\s*-{3,}/);
  await page.screenshot({ path: `docs/screenshots/chat-compare-${testInfo.project.name}.png`, fullPage: true });

  // axe (WCAG 2.2 A/AA) with a brief, results, a table and the input.
  expect(await seriousA11yViolations(page)).toEqual([]);
  // The page never scrolls sideways: a wide table scrolls inside its bubble.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});

test("Stop ends a reply being produced: the request is aborted and the box is usable again", async ({ page }) => {
  test.setTimeout(120_000);
  const chat = new ChatPage(page);
  await chat.open();
  // The reply takes as long as the test wants: the request is held on its way out until the page drops it.
  let held = 0;
  const aborted: string[] = [];
  let dropped = () => {};
  const pageDropped = new Promise<void>((resolve) => (dropped = resolve));
  page.on("requestfailed", (r) => {
    if (!r.url().includes("/api/chat") || r.method() !== "POST") return;
    aborted.push(r.failure()?.errorText ?? "");
    dropped();
  });
  await page.route("**/api/chat", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    held++;
    await pageDropped;
    await route.abort().catch(() => undefined);
  });
  await chat.send("2 bed unit in Brisbane under 550k");
  await expect(chat.stopButton()).toBeVisible();
  await expect(chat.transcript()).toHaveAttribute("aria-busy", "true");
  await expect(page.getByTestId("chat-loading")).toBeVisible();
  await expect(chat.sendButton()).toBeDisabled();
  expect(held).toBe(1);

  await chat.stopButton().click();
  await expect(chat.stopButton()).toHaveCount(0);
  await expect(page.getByTestId("chat-loading")).toHaveCount(0);
  await expect(chat.transcript()).toHaveAttribute("aria-busy", "false");
  await expect.poll(() => aborted).toEqual([expect.stringMatching(/ERR_ABORTED|cancel/i)]);
  await expect(chat.messages("user")).toHaveCount(1);
  await expect(chat.messages("assistant")).toHaveCount(0);
  await expect(chat.messages("user").first().getByTestId("chat-stopped")).toHaveText("Stopped");
  await expect(chat.input()).toBeFocused();

  // The box works again, and the next message gets its answer.
  await page.unroute("**/api/chat");
  await chat.send("What does gross yield mean?");
  await expect(chat.messages("assistant")).toHaveCount(1, { timeout: 30_000 });
  await expect(chat.lastAssistant()).toContainText(/gross yield/i);
  await expect(chat.messages("user").first().getByTestId("chat-stopped")).toHaveCount(0);
});

test("editing the last message replaces that turn, on the screen and in the stored conversation", async ({ page }) => {
  test.setTimeout(180_000);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send("2 bed unit in Hobart under 500k with a car space");
  await expect(chat.messages("assistant")).toHaveCount(1, { timeout: 30_000 });
  await expect(await chat.openBrief()).toContainText("Hobart");

  // Only the last user message offers Edit, and not while a reply is produced.
  await expect(chat.editButton()).toHaveCount(1);
  await chat.editButton().click();
  const editor = chat.editor();
  await expect(editor.getByRole("textbox")).toBeFocused();
  await expect(editor.getByRole("textbox")).toHaveValue("2 bed unit in Hobart under 500k with a car space");
  // Cancel leaves it as it was.
  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect(chat.messages("user").first().getByTestId("chat-message-text")).toHaveText("2 bed unit in Hobart under 500k with a car space");

  await chat.editButton().click();
  await editor.getByRole("textbox").fill("2 bed unit in Launceston under 500k with a car space");
  await editor.getByRole("button", { name: "Send edit" }).click();
  await expect(chat.messages("user")).toHaveCount(1);
  await expect(chat.messages("user").first().getByTestId("chat-message-text")).toHaveText("2 bed unit in Launceston under 500k with a car space");
  await expect(chat.messages("assistant")).toHaveCount(1, { timeout: 30_000 });
  await expect(chat.lastAssistant()).toContainText("Launceston");
  const brief = await chat.openBrief();
  await expect(brief).toContainText("Launceston");
  await expect(brief).not.toContainText("Hobart");

  // The server replaced the turn: a reload shows the edited conversation, and the brief without Hobart.
  await page.reload();
  await expect(chat.messages("user")).toHaveCount(1);
  await expect(chat.messages("user").first().getByTestId("chat-message-text")).toHaveText("2 bed unit in Launceston under 500k with a car space");
  await expect(chat.messages("assistant")).toHaveCount(1);
  const reloaded = await chat.openBrief();
  await expect(reloaded).toContainText("Launceston");
  await expect(reloaded).not.toContainText("Hobart");
});

test("a starter prompt is sent as it reads and answered", async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await expect(chat.starters()).toHaveCount(3);
  await chat.starters().filter({ hasText: "What does gross yield mean?" }).click();
  await expect(chat.messages("user").first().getByTestId("chat-message-text")).toHaveText("What does gross yield mean?");
  await expect(chat.messages("assistant")).toHaveCount(1, { timeout: 30_000 });
  await expect(chat.lastAssistant()).toContainText(/rent/i);
  await expect(page.getByTestId("chat-empty")).toHaveCount(0);
});

test("the box counts near its limit and refuses a longer message before sending, never cutting it", async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  const max = CHAT_MESSAGE_MAX_CHARS;
  const near = "a".repeat(Math.ceil(max * 0.9));
  await chat.input().fill("a".repeat(Math.floor(max * 0.5)));
  await expect(chat.counter()).toHaveCount(0);
  await chat.input().fill(near);
  await expect(chat.counter()).toContainText(`${near.length.toLocaleString("en-AU")} / ${max.toLocaleString("en-AU")}`);
  await expect(chat.sendButton()).toBeEnabled();

  const long = `3 bed house in Geelong under 650k. ${"We like quiet streets. ".repeat(Math.ceil(max / 20))}`;
  await chat.input().fill(long);
  await expect(chat.tooLong()).toHaveText(CHAT_TOO_LONG_MESSAGE);
  await expect(chat.sendButton()).toBeDisabled();
  await chat.input().press("Enter");
  await expect(chat.messages()).toHaveCount(0);
  // Nothing was cut: the whole message is still in the box to shorten.
  await expect(chat.input()).toHaveValue(long);
  await expect(chat.input()).toHaveAttribute("aria-invalid", "true");

  await chat.input().fill(long.slice(0, max));
  await expect(chat.tooLong()).toHaveCount(0);
  await expect(chat.sendButton()).toBeEnabled();

  // An initial message (?q=) over the limit waits in the box with the reason instead of being sent or cut.
  await chat.open(`?q=${encodeURIComponent(long)}`);
  await expect(chat.input()).toHaveValue(long.trim());
  await expect(chat.tooLong()).toHaveText(CHAT_TOO_LONG_MESSAGE);
  await expect(chat.messages()).toHaveCount(0);
});

test("an ambiguous place gets a form; its answers go back as one message", { tag: "@phone" }, async ({ page }, testInfo) => {
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
  // The reply reads the chosen Richmond back, in the live brief; the answered form can't be sent again.
  await expect(chat.messages("assistant")).toHaveCount(2, { timeout: 30_000 });
  await expect(await chat.openBrief()).toContainText(/Richmond, [A-Z]{2,3} \d{4}/);
  await expect(page.getByTestId("chat-form").first().getByRole("button", { name: "Send answers" })).toHaveCount(0);
});

test("opening Matches while the chat's search is still writing its first results shows the loading cards, not 'No properties found yet'", { tag: "@phone" }, async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const chat = new ChatPage(page);
  await chat.open();
  await chat.sendBrief(BRIEF);
  // The matches page's reads find the search running with nothing written yet (as they may when it is opened the
  // moment the search starts) until the skeleton has been seen; its later reads, and every read the chat itself
  // makes, are real. Held until then, not for one read: the e2e server polls every second (POLL_INTERVAL_MS).
  let held = false;
  let released = false;
  await page.route("**/api/sessions/*/listings", async (route) => {
    const fromMatches = (route.request().headers()["referer"] ?? "").includes("/matches");
    if (released || !fromMatches || route.request().method() !== "GET") return route.continue();
    held = true;
    await route.fulfill({
      json: { listings: [], numbers_basis: "owner", analysis: { total: 0, complete: 0, search_running: true, matched: null, price_filtered: false, source_notes: [] } },
    });
  });
  // A guest's own search opens without the beta gate.
  await page.goto("/matches");
  await expect.poll(() => held).toBe(true);
  await expect(page.getByTestId("matches-skeleton")).toBeVisible();
  await expect(page.getByTestId("matches-empty")).toHaveCount(0);
  released = true;
  // The next poll brings the results.
  const rows = page.locator(rowsOf(testInfo.project.name === "mobile"));
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
  await expect(chat.editButton()).toHaveCount(0);
  await page.getByRole("button", { name: "Take it over" }).click();
  await expect(page.getByTestId("chat-claim")).toHaveCount(0);
  await expect(chat.input()).toBeEnabled();
  await chat.answerForm({ price: "under 600k" });
  await expect(chat.messages("user")).toHaveCount(2);
  await expect(chat.messages("assistant")).toHaveCount(2, { timeout: 30_000 });
});
