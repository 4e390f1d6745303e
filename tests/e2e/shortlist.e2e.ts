import { readFile } from "node:fs/promises";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import postgres from "postgres";
import type { Download, Page } from "@playwright/test";
import { expect as baseExpect, seriousA11yViolations, test } from "./fixtures";
import { MatchesPage, shot, signIn } from "./pages/matches-page";
import { closeSeed, createUser } from "./pages/matches-seed";
import { searchedSession } from "./pages/searched-session";
import { e2eDatabaseUrl } from "./support/database";

/**
 * Shortlist, compare and export end to end (docs/WATCHES.md, "Shortlist, compare and
 * export"), at 1280 and 390 px: a tester's real search, three listings starred from the matches,
 * the shortlist compared side by side (a table, or swiped cards on a phone), then the shortlist
 * exported as XLSX and CSV; both files are parsed back and their values checked against the page.
 */
test.afterAll(closeSeed);

// The machine that runs the suite may be loaded by other builds: the first load of 200 matches can take a while.
const expect = baseExpect.configure({ timeout: 45_000 });

type Shown = { id: string; address: string; score: number };

/** What the matches page shows of a listing: its id, its address and its score out of 100. */
async function shownListing(matches: MatchesPage, index: number): Promise<Shown> {
  const item = matches.items().nth(index);
  return {
    id: (await item.getAttribute("data-listing-id"))!,
    address: (await item.getByTestId("listing-address").innerText()).trim(),
    score: Number((await item.getByTestId("property-score").innerText()).match(/\d+/)![0]),
  };
}

/** A figure of the compare view for a listing, as its cell carries it (data-value) and shows it. */
async function compareFigure(page: Page, mobile: boolean, listingId: string, row: string): Promise<{ value: number; text: string; best: boolean }> {
  const cell = mobile
    ? page.locator(`[data-testid=compare-card][data-listing-id="${listingId}"] [data-row="${row}"] [data-testid=compare-cell]`)
    : page.locator(`[data-testid=compare-table] [data-row="${row}"] [data-testid=compare-cell]`).nth(await columnOf(page, listingId));
  await expect(cell).toBeVisible();
  return { value: Number(await cell.getAttribute("data-value")), text: (await cell.getByTestId("compare-value").innerText()).trim(), best: (await cell.getAttribute("data-best")) === "true" };
}

async function columnOf(page: Page, listingId: string): Promise<number> {
  const ids = await page.locator("[data-testid=compare-table] [data-testid=compare-column]").evaluateAll((els) => els.map((e) => e.getAttribute("data-listing-id")));
  return ids.indexOf(listingId);
}

async function downloaded(page: Page, button: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(button).click()]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

test("a tester stars three listings, compares them side by side and exports the shortlist as XLSX and CSV", { tag: "@phone" }, async ({ page }, info) => {
  test.setTimeout(300_000);
  const mobile = info.project.name === "mobile";
  const user = await createUser("shortlister");
  await signIn(page, user.email);
  const sql = postgres(e2eDatabaseUrl(), { max: 1, onnotice: () => {} });
  try {
    // A real search of the built-in engine, started as the search screen starts it, saved under a name.
    const sessionId = await searchedSession(page, sql, user.id, { savedName: "Victorian houses" });

    // Star the first, third and fourth listings from the table (cards on a phone).
    const matches = new MatchesPage(page);
    await matches.open(sessionId);
    await expect(matches.count()).toContainText("property matches");
    await expect(matches.items().first()).toBeVisible();
    const starred: Shown[] = [];
    for (const index of [0, 2, 3]) {
      const listing = await shownListing(matches, index);
      const star = matches.items().nth(index).getByTestId("star-button");
      await expect(star).toHaveAttribute("aria-pressed", "false");
      await star.click();
      await expect(star).toHaveAttribute("aria-pressed", "true");
      starred.push(listing);
    }
    await expect(page.getByTestId("view-shortlist")).toContainText("Shortlist (3 of 500)");

    // The shortlist view holds exactly those three; the compare picker starts with all of them.
    await page.getByTestId("view-shortlist").click();
    await expect(matches.items()).toHaveCount(3);
    expect((await matches.items().evaluateAll((els) => els.map((e) => e.getAttribute("data-listing-id")))).sort()).toEqual(starred.map((s) => s.id).sort());
    await expect(page.getByTestId("compare-chip")).toHaveCount(3);
    await page.screenshot({ path: shot("shortlist", info.project.name), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Export the shortlist: XLSX, then CSV, named after the saved session and the day; the month's exports left count down.
    const left = page.getByTestId("exports-left");
    await expect(left).toHaveText("50 of 50 exports left this month");
    const xlsx = await downloaded(page, "export-xlsx");
    expect(xlsx.download.suggestedFilename()).toMatch(/^propie-victorian-houses-shortlist-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(left).toHaveText("49 of 50 exports left this month");
    const csv = await downloaded(page, "export-csv");
    expect(csv.download.suggestedFilename()).toMatch(/^propie-victorian-houses-shortlist-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(left).toHaveText("48 of 50 exports left this month");

    // Compare them: the shareable view of this session.
    await page.getByTestId("compare-link").click();
    await expect(page).toHaveURL(new RegExp(`/session/${sessionId}/compare\\?ids=`));
    await expect(page.getByRole("heading", { level: 1, name: "Compare listings" })).toBeVisible();
    const view = page.getByTestId(mobile ? "compare-cards" : "compare-table");
    await expect(view).toBeVisible();
    await expect(page.getByTestId(mobile ? "compare-table" : "compare-cards")).toBeHidden();
    await expect(view.getByTestId(mobile ? "compare-card" : "compare-column")).toHaveCount(3);
    for (const s of starred) await expect(view.locator(`[data-listing-id="${s.id}"]`).getByTestId("compare-address")).toHaveText(s.address);
    // Each row marks its best value; the overall score's is the highest of the three.
    const scores = await Promise.all(starred.map((s) => compareFigure(page, mobile, s.id, "property_score")));
    expect(scores.map((s) => Math.round(s.value))).toEqual(starred.map((s) => s.score));
    const top = Math.max(...scores.map((s) => s.value));
    expect(scores.filter((s) => s.best).every((s) => s.value === top)).toBe(true);
    if (new Set(scores.map((s) => s.value)).size > 1) expect(scores.some((s) => s.best)).toBe(true);
    // The buyer's finance figures ("Your numbers", from scoring_inputs.finance) are there, with their sources.
    await expect(view.locator('[data-row="cash_flow_after_tax"]').first()).toBeVisible();
    if (mobile) {
      // The cards swipe sideways: the last one scrolls into view.
      const cards = page.getByTestId("compare-cards");
      await cards.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(view.getByTestId("compare-card").last()).toBeInViewport();
    }
    await page.screenshot({ path: shot("compare", info.project.name), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    const onPage = new Map<string, { price: number; cashFlow: number; yourCashFlow: number }>();
    for (const s of starred) {
      onPage.set(s.id, {
        price: (await compareFigure(page, mobile, s.id, "price")).value,
        cashFlow: (await compareFigure(page, mobile, s.id, "monthly_cash_flow")).value,
        yourCashFlow: (await compareFigure(page, mobile, s.id, "cash_flow_after_tax")).value,
      });
    }

    // The XLSX file: one row per starred listing, money as numbers in a dollar format, the page's values.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(xlsx.bytes).buffer);
    const sheet = book.getWorksheet("Shortlist")!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    // The list has filter arrows, and each starred listing a projection sheet of its own.
    expect(sheet.autoFilter).toMatch(/^A1:[A-Z]+4$/);
    expect(book.worksheets.map((w) => w.name).slice(1)).toHaveLength(3);
    const col = (name: string) => header.indexOf(name) + 1;
    expect(sheet.rowCount).toBe(4);
    for (let r = 2; r <= 4; r++) {
      const row = sheet.getRow(r);
      const id = String(row.getCell(col("Listing ID")).value);
      const shown = starred.find((s) => s.id === id)!;
      const figures = onPage.get(id)!;
      expect(shown, id).toBeTruthy();
      expect(row.getCell(col("Address")).value).toBe(shown.address);
      expect(Math.round(Number(row.getCell(col("Overall score")).value))).toBe(shown.score);
      // A price-on-request listing has no price: the compare view and the files show the engine's estimate.
      const listed = row.getCell(col("Price"));
      const price = listed.value === null ? row.getCell(col("Estimated value (price on request)")) : listed;
      expect(typeof price.value).toBe("number");
      expect(price.value).toBe(figures.price);
      expect(price.numFmt).toContain('"$"#,##0');
      expect(row.getCell(col("Cash flow per month")).value).toBeCloseTo(figures.cashFlow, 0);
      expect(row.getCell(col("Your cash flow per month (after tax)")).value).toBeCloseTo(figures.yourCashFlow, 0);
      expect(row.getCell(col("Starred")).value).toBe("Yes");
    }

    // The CSV file: the same rows and values.
    const rows: Record<string, string>[] = parseCsv(csv.bytes, { columns: true, bom: true });
    expect(rows.map((r) => r["Listing ID"]).sort()).toEqual(starred.map((s) => s.id).sort());
    for (const r of rows) {
      const shown = starred.find((s) => s.id === r["Listing ID"])!;
      const figures = onPage.get(shown.id)!;
      expect(r.Address).toBe(shown.address);
      expect(Math.round(Number(r["Overall score"]))).toBe(shown.score);
      expect(Number(r.Price || r["Estimated value (price on request)"])).toBe(figures.price);
      expect(Number(r["Cash flow per month"])).toBeCloseTo(figures.cashFlow, 0);
      expect(r["Data confidence"]).toMatch(/^(high|medium|low)$/);
      // Duty, LMI and the highest offer to break even, on the buyer's finance (LMI nil at a 20 % deposit).
      expect(Number(r["Transfer duty"])).toBeGreaterThan(0);
      expect(r.LMI).toMatch(/^\d+(\.\d+)?$/);
      expect(r).toHaveProperty("Highest offer to break even");
      expect(r["Listing link"] === "" || r["Listing link"].startsWith("http")).toBe(true);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
});
