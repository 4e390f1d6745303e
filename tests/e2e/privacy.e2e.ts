import postgres from "postgres";
import { expect, test, type Page } from "./fixtures";
import { freshContext, MatchesPage, signIn } from "./pages/matches-page";
import { closeSeed, createUser } from "./pages/matches-seed";
import { PreferencesPage } from "./pages/preferences-page";
import { searchedSession } from "./pages/searched-session";
import { e2eDatabaseUrl } from "./support/database";
import type { FinanceProfileInput } from "@/lib/finance/profile";
import { NUMBERS_BASIS_LABEL, SHARED_SEARCH_COPY } from "@/lib/sessions/copy";

/**
 * A buyer's own money never leaves their account (docs/SECURITY.md, "Personal data"), at 1280 and
 * 390 px: the owner's planted finance figures appear nowhere in the pages a share link reaches (the
 * HTML and its RSC payload, the compare page, the browser storage the shared page writes), as a guest
 * and as another signed-in user; Share says what it shares; the guest's "Your numbers" says whose
 * finance it is worked on; and a guest's edit is saved as their own copy, never quietly dropped.
 * The API answers are searched the same way in tests/integration/privacy-share.test.ts.
 */
const OWNER_FINANCE: FinanceProfileInput = { deposit: { kind: "dollars", dollars: 87_654 }, interestRate: 7.137, taxableIncome: 123_457, otherDebtRepayments: 2_346, loanType: "principalAndInterest" };
const NEEDLES = ["123457", "123,457", "87654", "87,654", "2346", "2,346", "7.137"];
/** Each needle as a figure of its own, not inside a longer number or an id (a listing's price or a UUID can hold "2346" by chance). */
const leaks = (text: string) => NEEDLES.filter((n) => new RegExp(`(?<![\\w.,-])${n.replace(/\./g, "\\.")}(?![\\w-]|[.,]\\d{3}(?!\\d))`).test(text));

test.afterAll(closeSeed);

/** The raw bytes of a page as a browser first gets it, and its RSC payload as the App Router fetches it. */
async function rawPage(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const rsc = await (await page.request.get(path, { headers: { RSC: "1" } })).text();
  return html + rsc;
}

test("a share link carries none of the owner's finance; the guest's numbers say whose they are, and a guest's edit becomes their own copy", { tag: "@phone" }, async ({ page, browser, baseURL }, info) => {
  test.setTimeout(300_000);
  const owner = await createUser("sharer");
  await signIn(page, owner.email);
  const sql = postgres(e2eDatabaseUrl(), { max: 1, onnotice: () => {} });
  let sessionId: string;
  try {
    sessionId = await searchedSession(page, sql, owner.id, { finance: OWNER_FINANCE });
  } finally {
    await sql.end({ timeout: 5 });
  }
  // The owner's own page does carry them: the needles are real.
  expect(leaks(await (await page.request.get(`/api/preferences?sessionId=${sessionId}`)).text()).length).toBeGreaterThan(0);

  // Share says what it shares before it does.
  const matches = new MatchesPage(page);
  await matches.open(sessionId);
  await expect(matches.items().first()).toBeVisible();
  await matches.button("Share Results").click();
  const dialog = page.getByTestId("share-dialog");
  await expect(dialog.getByRole("heading", { name: SHARED_SEARCH_COPY.shareDialog.title })).toBeVisible();
  await expect(dialog.getByTestId("share-dialog-private")).toHaveText(SHARED_SEARCH_COPY.shareDialog.private);
  await page.screenshot({ path: `test-results/screenshots/privacy-share-dialog-${info.project.name}.png` });
  await dialog.getByRole("button", { name: SHARED_SEARCH_COPY.shareDialog.confirm }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("toast").filter({ hasText: /Link Copied!|Copy this link manually/ })).toBeVisible();
  const ids = await matches.visibleIds(2);

  // Another signed-in user, with finance of their own, and a guest with no cookie.
  const other = await createUser("recipient");
  const otherContext = await freshContext(browser, page, baseURL!);
  await signIn(otherContext, other.email);
  expect((await otherContext.request.put("/api/account/finance", { data: { finance: { deposit: { kind: "percent", percent: 15 }, interestRate: 5.55 } } })).ok()).toBe(true);
  const guestContext = await freshContext(browser, page, baseURL!);
  try {
    for (const [who, context] of [["another signed-in user", otherContext], ["a guest", guestContext]] as const) {
      const viewer = await context.newPage();
      // The pages a link opens (the link and the address its restorer sets render its first rows on the server: the
      // viewer's own figures), and the ones it leads on to (they render no session on the server, and must stay so).
      for (const path of [`/session/${sessionId}`, `/matches?session=${sessionId}`, `/session/${sessionId}/compare?ids=${ids.join(",")}`, "/matches", "/preferences", "/chat"]) {
        expect(leaks(await rawPage(viewer, path)), `${path} as ${who}`).toEqual([]);
      }
      await viewer.close();
    }

    // The guest opens the link: not "Session Restored" (it isn't theirs), and numbers on standard assumptions, said so.
    const guest = await guestContext.newPage();
    await guest.goto(`/session/${sessionId}`);
    await expect(guest.getByTestId("toast").filter({ hasText: SHARED_SEARCH_COPY.openedToast.title })).toBeVisible();
    await expect(guest.getByTestId("toast").filter({ hasText: "Session Restored" })).toHaveCount(0);
    const shared = new MatchesPage(guest);
    await expect(shared.items().first()).toBeVisible();
    await expect(guest.getByTestId("numbers-basis")).toHaveText(`${NUMBERS_BASIS_LABEL.standard}.`);
    const details = await shared.expandFirst();
    await expect(details.getByTestId("your-numbers-basis")).toHaveText(`${NUMBERS_BASIS_LABEL.standard}.`);
    await guest.screenshot({ path: `test-results/screenshots/privacy-guest-numbers-${info.project.name}.png` });
    expect(leaks(await details.innerText())).toEqual([]);
    // What the shared page wrote into the guest's browser storage.
    const stored = await guest.evaluate(() => JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]));
    expect(leaks(stored)).toEqual([]);

    // The guest's edit on /preferences: said beforehand, saved as their own copy, the original untouched.
    const prefs = new PreferencesPage(guest);
    await prefs.open();
    await expect(guest.getByTestId("shared-search-notice")).toHaveText(SHARED_SEARCH_COPY.preferencesNotice);
    await expect(prefs.sessionId()).toHaveText(sessionId);
    expect(leaks(await guest.locator("main").innerText())).toEqual([]);
    await guest.getByTestId("market-All Properties").click();
    await expect(prefs.toast(SHARED_SEARCH_COPY.copiedToast.title)).toBeVisible();
    await expect(prefs.sessionId()).not.toHaveText(sessionId);
    await expect(guest.getByTestId("copied-search-notice")).toBeVisible();
    await expect(guest.getByTestId("save-error")).toHaveCount(0);
    await guest.screenshot({ path: `test-results/screenshots/privacy-guest-copy-${info.project.name}.png` });
    const copyId = (await prefs.sessionId().textContent())!.trim();
    await expect.poll(async () => (await (await guest.request.get(`/api/preferences?sessionId=${copyId}`)).json()).yours).toBe(true);
    // The owner's search is as it was, their finance still theirs.
    const original = await (await page.request.get(`/api/preferences?sessionId=${sessionId}`)).json();
    expect(original.preferences.marketStatus).toBe("For Sale");
    expect(original.preferences.finance.taxableIncome).toBe(123_457);
  } finally {
    await otherContext.close();
    await guestContext.close();
  }
});
