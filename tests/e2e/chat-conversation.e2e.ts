import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { ChatPage } from "./pages/chat-page";
import { MatchesPage } from "./pages/matches-page";
import { MONEY_DISCLAIMER, OFF_TOPIC_REPLY } from "@/lib/assistant";

/**
 * The assistant holds a conversation (docs/ASSISTANT.md, "Confidence", "Suggestions from data",
 * "Money questions"): it asks before it guesses and "Search now" searches, a place ruled out is
 * never stored, off-topic talk leaves the brief as it was, a suggested suburb's chip adds it, and
 * a money question is answered with the disclaimer, its repayment for #1 equal to the one #1's
 * "Your numbers" panel shows on /matches.
 */

/** A GET through the page's context; once more when a kept-alive socket the server had closed is reset (a loaded machine). */
async function get(page: Page, url: string) {
  try {
    return await page.request.get(url);
  } catch (err) {
    if (!/ECONNRESET|socket hang up/.test(String(err))) throw err;
    return page.request.get(url);
  }
}

/** The session's stored preferences, as the server has them. */
async function storedBrief(page: Page, sessionId: string): Promise<Record<string, unknown>> {
  const res = await get(page, `/api/sessions/${sessionId}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { session: { session_data: Record<string, unknown> } }).session.session_data;
}

/** Sends a message and waits for its reply to finish. */
async function say(chat: ChatPage, text: string) {
  const before = await chat.messages("assistant").count();
  await chat.send(text);
  await expect(chat.messages("assistant")).toHaveCount(before + 1, { timeout: 60_000 });
  await expect(chat.transcript()).toHaveAttribute("aria-busy", "false", { timeout: 60_000 });
  return chat.lastAssistant();
}

test("the assistant asks before it guesses, never stores an exclusion or off-topic talk, and a suggested suburb's chip adds it", { tag: "@phone" }, async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const chat = new ChatPage(page);
  await chat.open();

  // A bare number is read with low confidence: the summary, its question and "Search now", no search yet.
  const asked = await say(chat, "3 bed house in Geelong 650, for cash flow");
  const summary = asked.getByTestId("chat-summary");
  await expect(summary).toBeVisible();
  await expect(summary.getByTestId("chat-summary-question")).toContainText("650");
  await expect(summary.getByTestId("chat-summary-chips")).toContainText("Up to $650,000");
  await expect(summary.getByTestId("chat-summary-chips")).toContainText("3+ bedrooms");
  await expect(chat.searchStatus()).toHaveCount(0);
  // Each essential chip opens its editor with the value the form takes.
  await summary.getByRole("button", { name: /3\+ bedrooms/ }).click();
  await expect(summary.getByTestId("chat-summary-editor").getByLabel("Bedrooms")).toHaveValue("3+");
  await summary.getByTestId("chat-summary-editor").getByRole("button", { name: "Cancel" }).click();
  await expect(summary.getByTestId("chat-summary-editor")).toHaveCount(0);
  await page.screenshot({ path: `docs/screenshots/chat-summary-${testInfo.project.name}.png` });

  // "Search now" searches the brief as summarised.
  await summary.getByTestId("chat-search-now").getByRole("button", { name: "Search now" }).click();
  await expect(chat.messages("user").last()).toContainText("Search now");
  await expect(chat.searchStatus()).toBeVisible({ timeout: 60_000 });
  const sessionId = await chat.sessionId();
  expect((await storedBrief(page, sessionId)).locations).toEqual(["Greater Geelong (City), VIC"]);

  // A place ruled out is never searched: it is kept as an exclusion, and the brief says "Not: …".
  await say(chat, "add Ballarat too, anything except Penrith");
  const afterExclusion = await storedBrief(page, sessionId);
  expect(afterExclusion.locations).toEqual(["Greater Geelong (City), VIC", "Ballarat (City), VIC"]);
  expect((afterExclusion.exclusions as { locations: string[] }).locations).toEqual(["Penrith (City), NSW"]);
  await expect(await chat.openBrief()).toContainText("Not: Penrith (City), NSW");

  // Off-topic talk: one line, and the stored brief exactly as it was.
  const offTopic = await say(chat, "what's the weather like in Sydney tomorrow?");
  await expect(offTopic.getByTestId("chat-message-text")).toHaveText(OFF_TOPIC_REPLY);
  expect(await storedBrief(page, sessionId)).toEqual(afterExclusion);

  // Suggestions from data: a chip adds its suburb to the brief.
  const suggested = await say(chat, "which suburbs would you suggest for cash flow under 600k?");
  await expect(suggested).toContainText("not financial advice");
  const chips = suggested.getByTestId("chat-suggestion-chips").getByRole("button");
  expect(await chips.count()).toBeGreaterThan(0);
  const suburb = (await chips.first().locator(".truncate").textContent())?.trim() ?? "";
  expect(suburb).toMatch(/, [A-Z]{2,3} \d{4}$/);
  expect((await storedBrief(page, sessionId)).locations).not.toContain(suburb);
  const before = await chat.messages("assistant").count();
  await chips.first().click();
  await expect(chat.messages("assistant")).toHaveCount(before + 1, { timeout: 60_000 });
  await expect(chat.messages("user").last().getByTestId("chat-message-text")).toHaveText(`Add ${suburb}`);
  await expect.poll(async () => (await storedBrief(page, sessionId)).locations, { timeout: 30_000 }).toContain(suburb);
  await expect(await chat.openBrief()).toContainText(suburb);

  // Accessibility with a conversation on screen: the summary, suggestions, brief and results.
  await expect(chat.transcript()).toHaveAttribute("aria-busy", "false", { timeout: 60_000 });
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a money question is answered with the disclaimer, leaves the brief alone, and its repayment for #1 equals the listing's own working", async ({ page }) => {
  test.setTimeout(240_000);
  const chat = new ChatPage(page);
  await chat.open();

  // Finance said in the brief is stored in the finance section, and the search ranks on it.
  await chat.sendBrief("3 bed house in Geelong under 650k for cash flow, 10% deposit, P&I over 30 years");
  await expect(chat.searchStatus()).toHaveAttribute("data-phase", "complete", { timeout: 90_000 });
  const sessionId = await chat.sessionId();
  const brief = await storedBrief(page, sessionId);
  expect(brief.finance).toEqual({ deposit: { kind: "percent", percent: 10 }, loanType: "principalAndInterest", loanTermYears: 30 });

  // A what-if at another rate: figures, assumptions and the disclaimer; the brief untouched.
  const whatIf = await say(chat, "what would my repayments be at 6.5 % on #1?");
  await expect(whatIf).toContainText("a month");
  await expect(whatIf).toContainText("6.5% a year (as you asked)");
  await expect(whatIf).toContainText("Assumptions:");
  await expect(whatIf).toContainText(MONEY_DISCLAIMER);
  await expect(whatIf.getByTestId("chat-form")).toHaveCount(0);
  expect(await storedBrief(page, sessionId)).toEqual(brief);

  // The repayment for #1 on the stored finance is the one #1's "Your numbers" panel shows.
  const answer = await say(chat, "what would my repayments be on #1?");
  await expect(answer).toContainText("10% deposit");
  await expect(answer).toContainText(MONEY_DISCLAIMER);
  const answerText = await answer.innerText();
  expect(await storedBrief(page, sessionId)).toEqual(brief);

  const matches = new MatchesPage(page);
  await matches.open(sessionId);
  const panel = (await matches.expandFirst()).getByTestId("your-numbers");
  const repayment = (await panel.getByTestId("your-numbers-repayment").innerText()).trim();
  expect(repayment).toMatch(/^\$[\d,]+$/);
  expect(answerText).toContain(`${repayment} a month`);
  expect(await storedBrief(page, sessionId)).toEqual(brief);
});
