import { expect, test } from "./fixtures";
import { ChatPage } from "./pages/chat-page";

/**
 * The assistant reads a brief's structure (issue 34): a suburb ruled out inside a wanted council area is kept out
 * of the results, and a place named only as where the buyer lives is never searched. At 1280 and 390 px.
 */
test("a suburb ruled out inside a wanted council stays out of the results, and where the buyer rents is never searched", { tag: "@phone" }, async ({ page }) => {
  test.setTimeout(180_000);
  const chat = new ChatPage(page);
  await chat.open();

  // Hume council (Craigieburn, Sunbury, Fawkner…): the whole council but Sunbury.
  await chat.sendBrief("3 bed house anywhere in the City of Hume except Sunbury, under 2 million, for cash flow");
  const brief = await chat.openBrief();
  await expect(brief).toContainText("Hume (City), VIC");
  await expect(brief).toContainText("Not: Sunbury, VIC 3429");
  await expect(chat.lastAssistant()).toContainText("without Sunbury");
  await expect(chat.searchStatus()).toHaveAttribute("data-phase", "complete", { timeout: 90_000 });
  const sessionId = await chat.sessionId();
  const body = (await (await page.request.get(`/api/sessions/${sessionId}/listings`)).json()) as { listings: { address_suburb: string | null }[] };
  expect(body.listings.length).toBeGreaterThan(0);
  const places = body.listings.map((l) => l.address_suburb ?? "");
  expect(places.filter((p) => /sunbury/i.test(p))).toEqual([]);
  expect(places.some((p) => /craigieburn|fawkner|meadow heights|roxburgh park|broadmeadows|greenvale/i.test(p))).toBe(true);

  // A new brief that names where the buyer rents: that place is left out of the search, and said so.
  await chat.newSearch().click();
  await expect(page.getByTestId("chat-empty")).toBeVisible();
  await chat.sendBrief("we rent in Broadmeadows at the moment, after a 3 bed house in Craigieburn under 900k for cash flow");
  const next = await chat.openBrief();
  await expect(next).toContainText("Craigieburn");
  await expect(next).not.toContainText("Broadmeadows");
  await expect(chat.lastAssistant()).toContainText("I've left out Broadmeadows");
});

/**
 * A money question is told apart from a brief (issue 34 item 6): a buyer with a brief asks about a property with a
 * rent of its own; the answer shows the cash flow's figures and the brief ("Your brief") is left as it was.
 */
test("a money question with a rent is answered with the cash flow, and the brief stays as it was", { tag: "@phone" }, async ({ page }) => {
  test.setTimeout(180_000);
  const chat = new ChatPage(page);
  await chat.open();

  await chat.sendBrief("3 bed house in Geelong under 650k for cash flow");
  const brief = await chat.openBrief();
  await expect(brief).toContainText("Greater Geelong (City), VIC");
  const before = await brief.locator("li").allTextContents();
  expect(before.length).toBeGreaterThanOrEqual(4);

  const assistantCount = await chat.messages("assistant").count();
  await chat.send("what would the cash flow be on a 600k house in Geelong that'd lease for 480 a week, 20% deposit at 6.2%?");
  await expect(chat.messages("assistant")).toHaveCount(assistantCount + 1, { timeout: 60_000 });
  await expect(chat.transcript()).toHaveAttribute("aria-busy", "false", { timeout: 60_000 });
  const answer = chat.lastAssistant();
  await expect(answer).toContainText("$600,000 house in VIC");
  await expect(answer).toContainText("Rent of $480 a week is a gross yield of");
  await expect(answer).toContainText(/a month before tax/);
  await expect(answer).toContainText(/the tax effect is [+−-]\$[\d,]+ a year/);
  await expect(answer).toContainText("break even before tax");
  await expect(answer).toContainText("general information only");
  await expect(answer.getByTestId("chat-form")).toHaveCount(0);

  // The brief's chips are as they were: the question's price, rent and deposit are a what-if, never the brief.
  const after = await chat.openBrief();
  await expect(after.locator("li")).toHaveText(before);
  await expect(after).not.toContainText("600,000");
});
