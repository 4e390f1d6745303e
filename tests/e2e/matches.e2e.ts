import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { availableSortOptions, sortListings } from "@/lib/matches/sort";
import { SEARCH_MESSAGES } from "@/lib/search/messages";
import { WELCOME_SEEN_KEY } from "@/client/welcome-seen";
import { makeListingRows, toSummaries } from "./pages/matches-data";
import { freshContext, MatchesPage, shot, signIn } from "./pages/matches-page";
import { BETA_MESSAGES } from "@/lib/beta/messages";
import { closeSeed, completeAnalysis, createSession, createUser, withholdAddressesOnRequest } from "./pages/matches-seed";

test.afterAll(closeSeed);

/** Signs in a new owner of a seeded session (prepared by `before`, if given) and opens its matches screen. */
async function openOwnedSession(page: Page, prefix: string, session: Omit<Parameters<typeof createSession>[0], "userId">, { before, query }: { before?: (sessionId: string) => Promise<void>; query?: string } = {}) {
  const owner = await createUser(prefix);
  const sessionId = await createSession({ userId: owner.id, ...session });
  await before?.(sessionId);
  await signIn(page, owner.email);
  const matches = new MatchesPage(page);
  await matches.open(sessionId, query);
  return { sessionId, matches };
}

test.describe("matches screen", () => {
  test("renders scored matches, reorders rows for every sort option and expands a row into its three panels", { tag: "@phone" }, async ({ page }, info) => {
    const { sessionId, matches } = await openOwnedSession(page, "owner", { listings: 12, seed: 7 }, { query: "?welcome=1" });

    // First results: the ready dialog; View My Matches closes it.
    const welcome = page.getByRole("dialog", { name: "Bellissimo, your pie is ready!" });
    await expect(welcome).toBeVisible({ timeout: 30_000 });
    await welcome.getByRole("button", { name: "View My Matches" }).click();
    await expect(welcome).toBeHidden();
    await expect(page).toHaveURL(/\/matches$/);

    await expect(matches.heading()).toBeVisible();
    await expect(matches.count()).toHaveText("Found 12 property matches");
    await expect(matches.sessionIdText()).toHaveText(sessionId);
    await expect(page.getByTestId("ai-disclaimer")).toContainText("not financial advice");
    await expect(page.getByTestId("demo-notice")).toBeVisible();
    await expect(page.getByTestId("guest-hint")).toHaveCount(0);
    for (const name of ["Share Results", "Save Session", "Load Session", "Refresh"]) await expect(matches.button(name)).toBeVisible();
    if (matches.isMobile) {
      await expect(page.getByTestId("matches-table")).toHaveCount(0);
      await expect(page.getByTestId("match-card").first()).toBeVisible();
    } else {
      const table = page.getByRole("table");
      for (const header of ["Properties", "Overlays", "Gross Yield", "L12M Price Growth %", "L12M Capital Growth $", "Price vs Expected Price", "Development", "Renovation", "Rooming"]) {
        await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
      }
    }
    // Scores and display rules on the first row.
    const first = matches.items().first();
    await expect(first.getByTestId("property-score")).toHaveText(/\d+\/100/);
    await expect(first.getByTestId("cell-yield")).toHaveText(/^\(?\d+\.\d%\)?$/);
    await expect(first.getByText("Demo data")).toBeVisible();
    await page.screenshot({ path: shot("list", info.project.name), fullPage: !matches.isMobile });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Every sort option reorders the rows as lib/matches sorts them.
    const expected = toSummaries(makeListingRows(sessionId, 12, 7));
    // The options these listings have figures for (the buyer's-finance sorts need a finance block, which these lack).
    const options = availableSortOptions(expected);
    const labels = await matches.sortSelect().locator("option").allTextContents();
    expect(labels).toEqual(options.map((o) => o.label));
    const seen = new Set<string>();
    for (const option of options) {
      await matches.sortBy(option.label);
      const want = sortListings(expected, option.key).slice(0, 4).map((l) => l.listing_id);
      await expect.poll(() => matches.visibleIds(4), { message: option.label }).toEqual(want);
      seen.add(want.join());
    }
    expect(seen.size).toBeGreaterThan(5);
    await matches.sortBy("Overall Fit");

    // The data confidence sits beside the score, in words for a screen reader too.
    const top = sortListings(expected, "property_score")[0];
    const level = top.data_confidence!;
    const badge = matches.items().first().getByTestId("data-confidence");
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute("data-level", level);
    await expect(badge).toContainText(`Data confidence: ${level}.`);
    await expect(badge).toContainText(level === "high" ? "High" : level === "medium" ? "Medium" : "Low");

    // Expand: Renovation Potential (donut + 40/30/30 bar), Development Potential, Dual Living & Rooming.
    const details = await matches.expandFirst();
    await expect(details.getByRole("heading", { name: "Renovation Potential" })).toBeVisible();
    await expect(details.getByRole("heading", { name: "Development Potential" })).toBeVisible();
    await expect(details.getByRole("heading", { name: "Dual Living & Rooming" })).toBeVisible();
    await expect(details.getByTestId("renovation-donut")).toBeVisible();
    await expect(details.getByTestId("zone")).toHaveCount(3);
    await expect(details.getByTestId("panel-renovation")).toContainText("renovator's margin");
    await expect(details.getByTestId("panel-development")).toContainText("Zoning");
    await expect(details.getByTestId("panel-split-living")).toContainText("Rooming house");
    // The expanded panel explains the confidence in words.
    const confidence = details.getByRole("region", { name: "Data confidence" });
    await expect(confidence.getByRole("heading", { name: "Data confidence" })).toBeVisible();
    await expect(confidence.getByTestId("confidence-verdict")).toHaveText(new RegExp(`^${level[0].toUpperCase()}${level.slice(1)} confidence: `));
    await expect(confidence.getByTestId("confidence-reasons")).toContainText("Rent: ");
    await details.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("expanded", info.project.name) });

    // Keyboard: the expander is a button, Enter collapses it again.
    const toggle = matches.isMobile
      ? matches.items().first().getByRole("button", { name: "Hide details" })
      : matches.items().first().getByRole("button", { name: /^Hide details for/ });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("listing-details")).toHaveCount(0);

    await matches.button("Refresh").click();
    await expect(matches.toast("Refreshed")).toContainText("Property matches have been updated.");
  });

  test("issue 38: a later search's first results have the ready toast alone, not the welcome dialog again", async ({ page }) => {
    // This browser has seen the welcome before (its first search): one modal per search is the Search Results Ready dialog.
    await page.addInitScript((key) => window.localStorage.setItem(key, "1"), WELCOME_SEEN_KEY);
    const { matches } = await openOwnedSession(page, "again", { listings: 6, seed: 11 }, { query: "?welcome=1" });
    await expect(matches.items().first()).toBeVisible();
    await expect(matches.toast(SEARCH_MESSAGES.matchesReady.title)).toBeVisible();
    await expect(page.getByTestId("welcome-dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/matches$/);
  });

  test("shows the satellite image states and the price, overlay and bracket rules", { tag: "@phone" }, async ({ page }) => {
    const { matches } = await openOwnedSession(page, "rules", { listings: 8, seed: 3 });
    await expect(matches.count()).toHaveText("Found 8 property matches");
    // Without an image, or when it fails, a locator map of Australia with the suburb's centroid says which.
    const missing = page.getByTestId("satellite-missing").first();
    await expect(missing.getByRole("img", { name: /^Locator map of Australia showing .+\. No satellite view available$/ })).toBeVisible();
    await expect(missing.getByTestId("locator-point")).toHaveCount(1);
    const failed = page.getByTestId("satellite-failed").first();
    await expect(failed.getByRole("img", { name: /Satellite image unavailable$/ })).toBeVisible();
    await expect(failed.locator("img")).toHaveCount(0);
    // An image that loads covers the map.
    const loaded = page.getByTestId("satellite-image").first();
    await expect(loaded.getByRole("img", { name: /^Satellite view of / })).toBeVisible();
    if (matches.isMobile) await expect(missing).toContainText("No satellite view available");
    await expect(page.getByText("Price on request").first()).toBeVisible();
  });

  test("draws a locator map for every listing without a satellite image (screenshots of the list)", { tag: "@phone" }, async ({ page }, info) => {
    const { matches } = await openOwnedSession(page, "maps", { listings: 16, seed: 5, images: "none" });
    await expect(matches.items().first()).toBeVisible();
    const shown = await matches.items().count();
    await expect(page.getByTestId("locator-point")).toHaveCount(shown);
    // Each marker is what the eye meets at its centre: no badge over it (1280 px rows and 390 px cards).
    for (const point of await page.getByTestId("locator-point").all()) {
      if (!(await point.isVisible())) continue;
      const covered = await point.evaluate((g) => {
        const dot = g.querySelectorAll("circle")[1].getBoundingClientRect();
        if (dot.bottom <= 0 || dot.top >= window.innerHeight) return null;
        const top = document.elementFromPoint(dot.x + dot.width / 2, dot.y + dot.height / 2);
        return top && g.contains(top) ? null : (top?.outerHTML.slice(0, 120) ?? "nothing");
      });
      expect(covered).toBeNull();
    }
    await page.screenshot({ path: shot("locator-maps", info.project.name) });
  });

  test("keeps a withheld address and a price on request inside their row at 1280 px, badges and facts whole", async ({ page }, info) => {
    test.skip(info.project.name !== "desktop", "the table is the desktop layout (rows of a fixed height)");
    const { matches } = await openOwnedSession(page, "withheld", { listings: 16, seed: 3 }, { before: withholdAddressesOnRequest });
    await matches.sortBy("Overall Fit");
    const rows = matches.items().filter({ hasText: "Address available on request" });
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      await row.scrollIntoViewIfNeeded();
      await expect(row).toContainText("Price on request");
      const outside = await row.evaluate((r) => {
        const bottom = r.getBoundingClientRect().bottom;
        const parts = r.querySelectorAll("[data-testid=listing-address], [data-testid=listing-facts], [data-testid=estimate-note], [data-testid=agent-price], [data-testid=data-confidence], [data-testid=property-score], span.rounded");
        return [...parts].filter((e) => e.getBoundingClientRect().bottom > bottom + 0.5).map((e) => e.textContent);
      });
      expect(outside).toEqual([]);
    }
    await page.screenshot({ path: shot("table-withheld-1280", info.project.name) });
  });

  test("shows whole addresses and facts at 1280 px, five or more rows to a screen", async ({ page }, info) => {
    test.skip(info.project.name !== "desktop", "the table is the desktop layout");
    const { matches } = await openOwnedSession(page, "wide", { listings: 20, seed: 11 });
    await expect(matches.items().first()).toBeVisible();
    const scroller = page.getByTestId("matches-scroll");
    const box = (await scroller.boundingBox())!;
    const rows = await matches.items().evaluateAll((els, bottom) => els.filter((e) => e.getBoundingClientRect().bottom <= bottom).length, box.y + box.height);
    expect(rows).toBeGreaterThanOrEqual(5);
    for (const row of await matches.items().all()) {
      if (!(await row.isVisible())) continue;
      const address = row.getByTestId("listing-address");
      // Street, suburb, state and postcode, none of it clipped.
      await expect(address).toHaveText(/^\d+ [A-Za-z ]+, [A-Za-z ]+, [A-Z]{2,3}, \d{4}$/);
      for (const el of [address, row.getByTestId("listing-facts")]) {
        const clipped = await el.evaluate((e) => {
          const r = e.getBoundingClientRect();
          const cell = e.closest("[role=row]")!.getBoundingClientRect();
          return e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight || r.bottom > cell.bottom;
        });
        expect(clipped, (await el.textContent()) ?? "").toBe(false);
      }
      await expect(row.getByTestId("listing-facts")).toHaveText(/ car · [\d,]+ m²$|Unit · \d bed · \d bath · \d car$/);
    }
    await page.screenshot({ path: shot("table-1280", info.project.name) });
  });

  test("marks listings still being analysed and polls until their analysis completes", async ({ page }) => {
    const { sessionId, matches } = await openOwnedSession(page, "analysing", { listings: 5, analysing: 2 });
    await expect(matches.count()).toHaveText("Found 5 property matches");
    await expect(page.getByTestId("analysing")).toHaveCount(2);
    await expect(page.getByText("Analysing 2 properties…")).toBeVisible();
    await completeAnalysis(sessionId);
    // The screen polls while a listing is analysing (every 5 s; every 1 s on the e2e server, POLL_INTERVAL_MS).
    await expect(page.getByTestId("analysing")).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByText(/Analysing \d+ propert/)).toHaveCount(0);
  });

  test("shows the empty state with a way back to preferences", async ({ page }, info) => {
    const { matches } = await openOwnedSession(page, "empty", { listings: 0 });
    await expect(matches.count()).toHaveText("No properties found yet");
    await expect(matches.button("Share Results")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Go back to preferences" })).toHaveAttribute("href", "/preferences");
    await page.screenshot({ path: shot("empty", info.project.name) });
  });

  test("a newly approved tester opens /matches before any search: the empty state, and no failed request in the console", async ({ page }) => {
    const tester = await createUser("new");
    await signIn(page, tester.email);
    const matches = new MatchesPage(page);
    // A session id this browser made up and nobody has written yet.
    await matches.open(crypto.randomUUID());
    await expect(matches.count()).toHaveText("No properties found yet");
    await expect(page.getByRole("link", { name: "Go back to preferences" })).toBeVisible();
  });

  test("gates on the server: a signed-in tester who isn't approved gets the beta message in the page's HTML, a guest their session", { tag: "@phone" }, async ({ page, browser, baseURL }) => {
    const sessionId = await createSession({ userId: null, listings: 3 });
    const waiting = await createUser("waiting", { approved: false });
    await signIn(page, waiting.email);
    // The server's answer itself carries the gate and its message: no browser check, no "Verifying beta access...".
    const html = await (await page.request.get("/matches")).text();
    expect(html).toContain(BETA_MESSAGES.gateTitle);
    expect(html).toContain(BETA_MESSAGES.requiredForFeatures);
    expect(html).not.toContain(BETA_MESSAGES.verifying);
    const matches = new MatchesPage(page);
    await matches.open(sessionId);
    await expect(page.getByTestId("beta-gate")).toContainText(BETA_MESSAGES.requiredForFeatures);
    await expect(page.getByTestId("beta-gate").getByRole("link", { name: "Request Access" })).toHaveAttribute("href", "/request-access?redirectTo=%2Fmatches");
    await expect(page.getByText(BETA_MESSAGES.verifying)).toHaveCount(0);
    await expect(matches.items()).toHaveCount(0);

    // A guest with the session's id sees its matches, as on /preferences and /chat (no approval to show).
    const guestContext = await freshContext(browser, page, baseURL as string);
    const guest = new MatchesPage(await guestContext.newPage());
    await guest.open(sessionId);
    await expect(guest.count()).toHaveText("Found 3 property matches");
    await expect(guest.page.getByTestId("beta-gate")).toHaveCount(0);
    await guestContext.close();
  });
});
