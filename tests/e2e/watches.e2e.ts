import { execFile } from "node:child_process";
import postgres from "postgres";
import { RUNTIME_SENTINELS } from "../support/sentinels";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { MatchesPage, shot, signIn } from "./pages/matches-page";
import { closeSeed, createUser } from "./pages/matches-seed";
import { searchedSession } from "./pages/searched-session";
import { e2eDatabaseUrl } from "./support/database";

/**
 * Watched searches end to end (docs/WATCHES.md): a tester searches, watches
 * the session from the matches page, a price cut is written into the catalogue, the operator's
 * `npm run watch:run` runs the watch now, and the digest in the outbox names that listing and the
 * reason; /sessions shows the watch's last and next run; the digest's unsubscribe link works once.
 */
test.afterAll(closeSeed);

/** The operator's command, as the README gives it, against the e2e server's database (through the app's port on the embedded one). */
function watchRun(email: string, baseURL: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, APP_URL: baseURL, AUTH_SECRET: RUNTIME_SENTINELS.AUTH_SECRET, LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  else env.PGLITE_DIR = process.env.E2E_PGLITE_DIR;
  return new Promise((resolve) =>
    execFile("npm", ["run", "--silent", "watch:run", "--", email], { env, timeout: 120_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

test("a tester watches a session; a price cut in the catalogue brings one digest that names the listing and why", { tag: "@phone" }, async ({ page, baseURL }, info) => {
  test.setTimeout(180_000);
  const user = await createUser("watcher");
  await signIn(page, user.email);
  const sql = postgres(e2eDatabaseUrl(), { max: 1, onnotice: () => {} });
  try {
    // A real search of the built-in engine, started as the search screen starts it.
    const sessionId = await searchedSession(page, sql, user.id);

    // Watch it from the matches page: top 10, and any score that moves by a point or more.
    const matches = new MatchesPage(page);
    await matches.open(sessionId);
    await expect(matches.count()).toContainText("property matches");
    await matches.button("Watch").click();
    const dialog = page.getByRole("dialog", { name: "Watch this search" });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByLabel("Name").fill("Victorian cash-flow houses");
    await dialog.getByLabel("Tell me when a score moves by at least").selectOption({ label: "1 point" });
    await expect(dialog.getByLabel("Tell me about new listings in my top")).toHaveValue("10");
    await dialog.getByRole("button", { name: "Watch this search" }).click();
    await expect(matches.toast("Watching")).toContainText('We\'ll e-mail you when "Victorian cash-flow houses" changes.');
    await expect(matches.button("Watching")).toBeVisible();
    await page.screenshot({ path: shot("watching", info.project.name) });

    // A price cut on a listing of the top 10, written straight into the catalogue as an import or a live refresh would
    // (each width's test searches the same catalogue at once, so each cuts its own listing).
    const rank = info.project.name === "mobile" ? 8 : 10;
    const [tenth] = await sql<{ listing_id: string; address: string; price: number }[]>`
      select s.listing_id, concat_ws(', ', s.address_street, concat_ws(' ', s.address_suburb, s.address_state, s.address_postcode)) as address, l.price
      from search_listings s join listings l on l.listing_id = s.listing_id
      where s.session_id = ${sessionId} and s.rank = ${rank}`;
    const cut = Math.round((tenth.price * 0.15) / 1000) * 1000;
    await sql`update listings set price = price - ${cut}, search_price = search_price - ${cut} where listing_id = ${tenth.listing_id}`;

    // The operator runs the watch now: one digest, and a second run in the same period changes nothing.
    const first = await watchRun(user.email, baseURL!);
    expect(first.stderr).not.toMatch(/Error/);
    expect(first.stdout).toMatch(/: digest sent, \d+ changes?/);
    expect(first.code).toBe(0);
    const again = await watchRun(user.email, baseURL!);
    expect(again.stdout).toContain("already run (or running) in this period: left alone");

    const money = `$${cut.toLocaleString("en-AU")}`;
    await page.goto("/dev/outbox");
    // Besides the "you're in" and "matches are ready" e-mails, one digest.
    const digest = page.locator(`[data-testid="outbox-message"][data-to="${user.email}"]`).filter({ hasText: '"Victorian cash-flow houses"' });
    await expect(digest).toHaveCount(1);
    await expect(digest.getByTestId("outbox-subject")).toHaveText(/^\d+ changes? in "Victorian cash-flow houses"$/);
    await digest.locator("summary").click();
    await expect(digest.locator("pre")).toContainText(`${tenth.address}: `);
    await expect(digest.locator("pre")).toContainText(`price cut ${money}`);
    await expect(digest.locator("pre")).toContainText(`View the session: ${baseURL}/session/${sessionId}`);
    await page.screenshot({ path: shot("watch-digest", info.project.name), fullPage: true });
    const unsubscribe = await digest.getByTestId("outbox-link").filter({ hasText: "/unsubscribe?token=" }).getAttribute("href");

    // /sessions lists the watch with its last run and its next one.
    await page.goto("/sessions");
    const item = page.getByTestId("watch-item").filter({ hasText: "Victorian cash-flow houses" });
    await expect(item).toContainText("Daily · top 10 · scores moving 1+ point");
    await expect(item.getByTestId("watch-last-run")).toContainText("digest sent");
    await expect(item.getByTestId("watch-next-run")).toContainText(/\d{4}/);
    await page.screenshot({ path: shot("watched-searches", info.project.name), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The digest's unsubscribe link: one click, no sign-in, and it works once.
    await page.context().clearCookies();
    await page.goto(unsubscribe!);
    await expect(page.getByText('Stop the e-mails about "Victorian cash-flow houses"?')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByTestId("unsubscribe-result")).toHaveText('Done: you won\'t get e-mails about "Victorian cash-flow houses" any more.');
    await page.reload();
    await expect(page.getByTestId("unsubscribe-used")).toBeVisible();
    expect((await sql`select 1 from search_watches where user_id = ${user.id}`).length).toBe(0);
  } finally {
    await sql.end({ timeout: 5 });
  }
});
