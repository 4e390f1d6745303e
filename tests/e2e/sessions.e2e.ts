import { expect, test } from "./fixtures";
import { freshContext, MatchesPage, shot, signIn } from "./pages/matches-page";
import { closeSeed, createSession, createUser } from "./pages/matches-seed";
import { storedPreferencesSchema } from "@/lib/preferences/schema";
import { SHARED_SEARCH_COPY } from "@/lib/sessions/copy";

test.afterAll(closeSeed);

test.describe("saved sessions and sharing", () => {
  test("a signed-in user saves the session, loads another by ID, restores the saved one and deletes it", { tag: "@phone" }, async ({ page, consoleErrors }, info) => {
    // Loading someone else's guest session by ID: its autosave is refused with 409 claim_required until the user takes it over.
    consoleErrors.allow(/status of 409 \(Conflict\) \(http:\/\/[^)]+\/api\/preferences\)$/);
    const owner = await createUser("saver");
    const mine = await createSession({ userId: owner.id, listings: 6, seed: 11 });
    const other = await createSession({ userId: null, listings: 3, seed: 12, preferences: false });
    await signIn(page, owner.email);
    const matches = new MatchesPage(page);
    await matches.open(mine);
    await expect(matches.count()).toHaveText("Found 6 property matches");

    // Save Current Preferences: the name is required, Enter submits.
    await matches.button("Save Session").click();
    const save = page.getByRole("dialog", { name: "Save Current Preferences" });
    await expect(save).toBeVisible();
    // Headless UI moves focus into the dialog on desktop; on touch screens it leaves the keyboard closed.
    if (matches.isMobile) await save.getByLabel("Name").click();
    await expect(save.getByLabel("Name")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(matches.toast("Name Required")).toContainText("Please enter a name for your saved preferences.");
    await save.getByLabel("Name").fill("Richmond houses");
    await page.keyboard.press("Enter");
    await expect(matches.toast("Preferences Saved")).toContainText('"Richmond houses" saved successfully.');
    await expect(save).toBeHidden();

    // Load Session by ID: Load is disabled while the field is blank.
    await matches.button("Load Session").click();
    const load = page.getByRole("dialog", { name: "Load Session" });
    await expect(load.getByRole("button", { name: "Load", exact: true })).toBeDisabled();
    await expect(load.getByTestId("saved-list")).toContainText("Richmond houses");
    await load.getByLabel("Session ID").fill(other);
    await load.getByRole("button", { name: "Load", exact: true }).click();
    // Not theirs (a guest's search): opened, not "restored" (issue 32), and nothing of anyone's money in it.
    await expect(matches.toast(SHARED_SEARCH_COPY.openedToast.title)).toContainText(SHARED_SEARCH_COPY.openedToast.description);
    await expect(matches.toast("Session Restored")).toHaveCount(0);
    await expect(matches.sessionIdText()).toHaveText(other);
    await expect(matches.count()).toHaveText("Found 3 property matches");

    // That session has no preferences: Save Session is aria-disabled and explains why when pressed.
    await expect(matches.button("Save Session")).toHaveAttribute("aria-disabled", "true");
    await matches.button("Save Session").click({ force: true });
    await expect(matches.toast("No Preferences")).toContainText("Set some preferences first by using the chat or filters.");

    // Restore the saved item: back to the first session and its six matches.
    await matches.button("Load Session").click();
    await load.getByRole("button", { name: "Load Richmond houses" }).click();
    await expect(matches.sessionIdText()).toHaveText(mine);
    await expect(matches.count()).toHaveText("Found 6 property matches");

    // Saved Sessions page: cards, then delete with confirmation.
    await page.goto("/sessions");
    await expect(page.getByRole("heading", { name: "Saved Sessions" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Preferences" })).toHaveAttribute("href", "/preferences");
    const card = page.getByTestId("saved-card").filter({ hasText: "Richmond houses" });
    await expect(card).toContainText("6 matches");
    await page.screenshot({ path: shot("saved-sessions", info.project.name) });
    await card.getByRole("button", { name: "Delete Richmond houses" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete saved session?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(matches.toast("Deleted")).toContainText('"Richmond houses" has been deleted.');
    await expect(page.getByTestId("saved-card")).toHaveCount(0);
  });

  test("a shared link opened in a fresh browser context shows the same matches", async ({ page, browser, context, baseURL }, info) => {
    const owner = await createUser("sharer");
    const sessionId = await createSession({ userId: owner.id, listings: 9, seed: 21 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await signIn(page, owner.email);
    const matches = new MatchesPage(page);
    await matches.open(sessionId);
    await expect(matches.count()).toHaveText("Found 9 property matches");
    const ownerIds = await matches.visibleIds(5);

    await matches.button("Share Results").click();
    // Share says what it shares, and that the buyer's finances stay theirs, before it makes the link.
    const dialog = page.getByRole("dialog", { name: "Share this search?" });
    await expect(dialog).toContainText("Your finances are never shared");
    await dialog.getByRole("button", { name: "Share and copy link" }).click();
    const link = `${baseURL}/session/${sessionId}`;
    await expect(page.getByTestId("toast").filter({ hasText: /Link Copied!|Copy this link manually:/ })).toContainText(link);

    const guestContext = await freshContext(browser, page, baseURL as string);
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await expect(guest).toHaveURL(`${baseURL}/matches?session=${sessionId}`);
    const guestMatches = new MatchesPage(guest);
    await expect(guestMatches.count()).toHaveText("Found 9 property matches");
    await expect(guestMatches.sessionIdText()).toHaveText(sessionId);
    expect(await guestMatches.visibleIds(5)).toEqual(ownerIds);
    await expect(guest.getByTestId("guest-hint")).toBeVisible();
    await expect(guestMatches.button("Save Session")).toHaveCount(0);
    await guest.screenshot({ path: shot("shared-guest", info.project.name) });

    await guestContext.close();
  });

  // The server reads the shared session from the address (/matches?session={id}), not from the tab's storage: a reload keeps it.
  test("a signed-in tester who isn't approved meets the beta gate on /matches, but a shared link still opens, reload included", async ({ page, baseURL }) => {
    const owner = await createUser("sharer");
    const sessionId = await createSession({ userId: owner.id, isPublic: true, listings: 6, seed: 5 });
    const waiting = await createUser("shared-waiting", { approved: false });
    await signIn(page, waiting.email);
    await page.goto("/matches");
    await expect(page.getByTestId("beta-gate")).toBeVisible();
    await page.goto(`/session/${sessionId}`);
    await expect(page).toHaveURL(`${baseURL}/matches?session=${sessionId}`);
    const matches = new MatchesPage(page);
    await expect(matches.count()).toHaveText("Found 6 property matches");
    await page.reload();
    await expect(matches.count()).toHaveText("Found 6 property matches");
    await expect(page.getByTestId("beta-gate")).toHaveCount(0);
    expect(await matches.visibleIds(3)).toHaveLength(3);
  });

  test("a private session's link shows Login Required to a stranger and to another signed-in user", async ({ page, browser, baseURL }, info) => {
    const owner = await createUser("olivia");
    const sessionId = await createSession({ userId: owner.id, listings: 4, seed: 31 });

    await page.goto(`/session/${sessionId}`);
    await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
    await expect(page.getByTestId("owner-email")).toContainText(`o•••@example.com`);
    await expect(page.getByText(owner.email)).toHaveCount(0);
    await page.screenshot({ path: shot("login-required", info.project.name) });

    const otherContext = await freshContext(browser, page, baseURL as string);
    const other = await otherContext.newPage();
    const stranger = await createUser("sam");
    await signIn(other, stranger.email);
    await other.goto(`/session/${sessionId}`);
    await expect(other.getByRole("heading", { name: "Login Required" })).toBeVisible();
    // Knowing the id is not enough for the API either.
    expect((await other.request.get(`/api/sessions/${sessionId}/listings`)).status()).toBe(403);
    await otherContext.close();

    // Log In keeps the way back and the message for /auth.
    await page.getByRole("link", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/auth/);
    expect(await page.evaluate(() => [sessionStorage.getItem("redirectAfterLogin"), sessionStorage.getItem("loginMessage")])).toEqual([
      `/session/${sessionId}`,
      "Please log in to view your results",
    ]);

    // The session's compare view asks the same, and comes back to the comparison itself.
    await page.goto(`/session/${sessionId}/compare?ids=a1,b2`);
    await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
    await page.getByRole("link", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/auth/);
    expect(await page.evaluate(() => sessionStorage.getItem("redirectAfterLogin"))).toBe(`/session/${sessionId}/compare?ids=a1%2Cb2`);
  });

  test("a missing session shows Session Not Found, and /sessions asks a guest to sign in", async ({ page }) => {
    await page.goto("/session/6f1c2b9e-0d7a-4e55-9a0b-3c2d1e0f9a8b");
    await expect(page.getByRole("heading", { name: "Session Not Found" })).toBeVisible();
    await expect(page.getByText("The session you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.goto("/sessions");
    await expect(page.getByText("Please sign in to view your saved sessions")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Preferences" })).toBeVisible();
  });

  test("a browser's first page gives it its guest key, so the page's first saves can't race to mint two", async ({ browser, page, baseURL }) => {
    const context = await freshContext(browser, page, baseURL as string);
    try {
      const guest = await context.newPage();
      await guest.goto("/");
      const cookie = (await context.cookies()).find((c) => c.name === "propie_guest");
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe("Lax");
      // Two first saves of a new search at once (as a page's autosave and search flow can): both are this browser's.
      const sessionId = crypto.randomUUID();
      const preferences = storedPreferencesSchema.parse({
        marketStatus: "All Properties",
        priceRange: { min: null, max: 900_000 },
        importanceRanking: ["investmentGoals", "renovationPotential", "splitLiving"],
        locations: ["Victoria"],
        propertyType: "House",
        bedrooms: "2+",
        investmentGoals: { highcashflow: true },
        renovationPotential: { enabled: true, renovationBudget: 100_000, finishLevel: "Standard" },
        splitLiving: { grannyFlat: true },
      });
      const put = () => guest.request.put("/api/preferences", { data: { sessionId, preferences } });
      const answers = await Promise.all([put(), put()]);
      expect(answers.map((a) => a.status())).toEqual([200, 200]);
      // The key stayed the one the page gave: no answer set another.
      expect((await context.cookies()).find((c) => c.name === "propie_guest")?.value).toBe(cookie?.value);
      expect((await (await guest.request.get(`/api/preferences?sessionId=${sessionId}`)).json()).yours).toBe(true);
    } finally {
      await context.close();
    }
  });
});
