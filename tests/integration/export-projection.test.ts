/**
 * The XLSX export's projection sheets and the export's other parts through the route, on the real
 * database (docs/WATCHES.md, "Shortlist, compare and export"): a sheet per listing (up to
 * PROJECTION_SHEETS_MAX) worked by the Ten years tab's function on the exporter's own basis, the
 * autofilter on the list, the CSV's duty, LMI and highest-offer columns, and the exports left this
 * month. A shared search's export never carries its owner's finance: another viewer's projection
 * is worked on their own finance, and none of the owner's planted figures is anywhere in the file.
 */
import "./viewer-mock";
import { randomUUID } from "node:crypto";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterEach, describe, expect, it } from "vitest";
import { GET as getExport } from "@/app/api/sessions/[id]/export/route";
import { GET as getStars } from "@/app/api/sessions/[id]/stars/route";
import { getDb } from "@/db/client";
import { setFinanceDefaults } from "@/db/queries/users";
import { searchListings, userSessions } from "@/db/schema";
import { analyseListing, prepareFinance, resolveFinanceProfile, type FinanceProfileInput, type KeptFacts } from "@/lib/finance";
import { financeInputsOf, projectFinance } from "@/lib/matches/finance";
import { PROJECTION_SHEETS_MAX } from "@/lib/shortlist/projection-sheet";
import { completePreferences, createUser, getRequest, newId, viewer } from "./search-fixtures";

/** The owner's finance: figures that appear nowhere else. */
const OWNER: FinanceProfileInput = { buyerType: "investor", deposit: { kind: "dollars", dollars: 187_654 }, interestRate: 7.137, taxableIncome: 223_457, loanType: "principalAndInterest", contractDate: "2026-07-01" };
const OTHER: FinanceProfileInput = { deposit: { kind: "percent", percent: 15 }, interestRate: 5.55, taxableIncome: 98_760, contractDate: "2026-07-01" };

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const exportFile = (id: string, format: "csv" | "xlsx") => getExport(getRequest(`/api/sessions/${id}/export?format=${format}&scope=matches`), ctx(id));

afterEach(() => {
  viewer.current = null;
});

function factsOf(n: number): KeptFacts {
  return { price: 600_000 + n * 10_000, weeklyRent: 600 + n, type: "House", state: "VIC", yearBuilt: 2005, newBuild: false, regional: false };
}

/** A scored listing as the built-in engine keeps it for the owner: the finance block worked on the owner's profile. */
function scored(sessionId: string, n: number) {
  const facts = factsOf(n);
  const analysis = analyseListing(prepareFinance(resolveFinanceProfile(OWNER)), facts);
  return {
    sessionId,
    listingId: `P${n}`,
    rank: n,
    source: "demo",
    addressStreet: `${n} Hold Street`,
    addressSuburb: "Brunswick",
    addressState: "VIC",
    addressPostcode: "3056",
    listPrice: String(facts.price),
    propertyType: "House",
    bedrooms: 3,
    propertyScore: 90 - n / 10,
    analysisComplete: true,
    financeCashFlow: analysis.cashFlow.monthlyAfterTax.value,
    financeHighestOffer: analysis.highestOffer.breakEven.price,
    scoringInputs: {
      finance: { basis: "profile", facts, profile: OWNER, analysis },
      suburbProfile: { growth12m: 4.5 },
      provenance: { growth: { kind: "modelled", detail: "modelled" } },
    },
  };
}

async function sharedSession(count: number) {
  const owner = await createUser(`proj-owner-${newId()}@example.com`);
  const id = randomUUID();
  const db = await getDb();
  await db.insert(userSessions).values({ sessionId: id, userId: owner.id, isPublic: true, sessionData: completePreferences() });
  await db.insert(searchListings).values(Array.from({ length: count }, (_, i) => scored(id, i + 1)));
  return { owner, id };
}

async function workbookOf(res: Response) {
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  return book;
}
const textOf = (sheet: ExcelJS.Worksheet) => {
  const cells: string[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text))));
  return cells;
};
/** The sheet's year rows: the rows under the one whose first cell is "Year", by their header. */
function yearTable(sheet: ExcelJS.Worksheet): Record<string, number>[] {
  let header: string[] | null = null;
  const rows: Record<string, number>[] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    if (values[0] === "Year") header = values.map(String);
    else if (header && typeof values[0] === "number" && rows.length < 30 && values.length === header.length) rows.push(Object.fromEntries(header.map((h, i) => [h, values[i] as number])));
  });
  return rows;
}

describe("the XLSX export's projection sheets", () => {
  it("gives the owner a sheet per listing on their finance, up to the cap, and an autofilter on the list", async () => {
    const { owner, id } = await sharedSession(PROJECTION_SHEETS_MAX + 3);
    viewer.current = owner;
    const book = await workbookOf(await exportFile(id, "xlsx"));
    const names = book.worksheets.map((w) => w.name);
    expect(names[0]).toBe("Matches");
    // The list keeps every listing; the first PROJECTION_SHEETS_MAX get a sheet, in the export's order.
    expect(book.getWorksheet("Matches")!.rowCount).toBe(PROJECTION_SHEETS_MAX + 4);
    expect(names).toHaveLength(1 + PROJECTION_SHEETS_MAX);
    expect(names.slice(1, 3)).toEqual(["1. 1 Hold Street", "2. 2 Hold Street"]);
    expect(book.getWorksheet("Matches")!.autoFilter).toMatch(/^A1:[A-Z]+54$/);

    const sheet = book.getWorksheet("1. 1 Hold Street")!;
    expect(textOf(sheet)).toContain("Worked on your finance.");
    const expected = projectFinance(financeInputsOf(scored(id, 1).scoringInputs)!);
    const years = yearTable(sheet);
    expect(years.map((y) => y.Year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(years.map((y) => y["Tax effect"])).toEqual(expected.years.map((y) => Math.round(y.taxEffect)));
    expect(years[9].Equity).toBe(Math.round(expected.years[9].equity));
    let headerRow = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value === "Year") headerRow = n;
    });
    expect(sheet.getRow(headerRow + 1).getCell(2).numFmt).toContain('"$"#,##0');
  });

  it("works another viewer's sheets on their own finance, and carries none of the owner's", async () => {
    const { id } = await sharedSession(3);
    const other = await createUser(`proj-other-${newId()}@example.com`);
    const db = await getDb();
    await setFinanceDefaults({ db, userId: other.id, finance: OTHER });
    viewer.current = other;
    const book = await workbookOf(await exportFile(id, "xlsx"));
    const sheet = book.getWorksheet("1. 1 Hold Street")!;
    expect(textOf(sheet).some((t) => t.startsWith("Worked on your own finance from your account, not on the finances of the person who shared this search"))).toBe(true);
    const facts = factsOf(1);
    const theirs = projectFinance({ basis: "profile", facts, profile: OTHER, priceProvenance: { kind: "yours", detail: "" }, rentProvenance: { kind: "yours", detail: "" }, growth: { value: 4.5, kind: "modelled" } });
    const owners = projectFinance(financeInputsOf(scored(id, 1).scoringInputs)!);
    const years = yearTable(sheet);
    expect(years.map((y) => y.Interest)).toEqual(theirs.years.map((y) => Math.round(y.interest)));
    expect(years[0].Interest).not.toBe(Math.round(owners.years[0].interest));

    // Nothing of the owner's finance, in any sheet: the deposit, the rate, the income, or the owner's year-one interest.
    const everything = book.worksheets.flatMap(textOf).join("\n");
    for (const needle of ["187,654", "187654", "7.137", "223,457", "223457", String(Math.round(owners.years[0].interest))]) expect(everything).not.toContain(needle);
  });

  it("works a guest-basis viewer without finance on Propie's standard assumptions, labelled so", async () => {
    const { id } = await sharedSession(1);
    viewer.current = await createUser(`proj-std-${newId()}@example.com`);
    const sheet = (await workbookOf(await exportFile(id, "xlsx"))).getWorksheet("1. 1 Hold Street")!;
    expect(textOf(sheet)).toContain("Worked on Propie's standard assumptions, not on the finances of the person who shared this search.");
  });
});

describe("the CSV export and the exports left", () => {
  it("has duty, LMI and the highest offer, on the exporter's basis", async () => {
    const { owner, id } = await sharedSession(2);
    viewer.current = owner;
    const mine: Record<string, string>[] = parseCsv(await (await exportFile(id, "csv")).text(), { columns: true, bom: true });
    const own = analyseListing(prepareFinance(resolveFinanceProfile(OWNER)), factsOf(1));
    expect(mine[0]).toMatchObject({ "Transfer duty": String(own.purchase.duty.value), LMI: String(own.purchase.lmi.value), "Highest offer to break even": String(own.highestOffer.breakEven.price) });

    const other = await createUser(`proj-csv-${newId()}@example.com`);
    const db = await getDb();
    await setFinanceDefaults({ db, userId: other.id, finance: OTHER });
    viewer.current = other;
    const theirs: Record<string, string>[] = parseCsv(await (await exportFile(id, "csv")).text(), { columns: true, bom: true });
    const their = analyseListing(prepareFinance(resolveFinanceProfile(OTHER)), factsOf(1));
    expect(theirs[0]).toMatchObject({ LMI: String(their.purchase.lmi.value), "Highest offer to break even": String(their.highestOffer.breakEven.price) });
    expect(theirs[0]["Highest offer to break even"]).not.toBe(mine[0]["Highest offer to break even"]);
  });

  it("says how many of the month's exports are left, and counts one down after an export", async () => {
    const { owner, id } = await sharedSession(1);
    viewer.current = owner;
    const stars = async () => (await (await getStars(getRequest(`/api/sessions/${id}/stars`), ctx(id))).json()).exports;
    expect(await stars()).toEqual({ limit: 50, left: 50 });
    await (await exportFile(id, "csv")).text();
    expect(await stars()).toEqual({ limit: 50, left: 49 });
    viewer.current = null;
    expect(await stars()).toBeNull();
  });
});
