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
