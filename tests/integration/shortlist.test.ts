// @drivers: both — two stars at once race for the last place: locking
/**
 * The shortlist, compare view and exports (docs/WATCHES.md, "Shortlist, compare and
 * export") through their routes, on the real database: stars added and removed, kept after a
 * later search drops the listing, a guest's stars moving to the account with the session, the
 * plan's shortlist size and exports per month, and what the CSV and XLSX files hold.
 */
import { randomUUID } from "node:crypto";
import { parse as parseCsv } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { setUserPlan } from "@/db/queries/plans";
import { deleteSessionResults } from "@/db/queries/search-runs";
import { linkSessionToUser } from "@/db/queries/sessions";
import { listingStars, planUsage, savedPreferences, searchListings, userSessions } from "@/db/schema";
import type { PlanId } from "@/lib/plans";
import { EXPORT_COLUMNS } from "@/lib/shortlist/columns";
import { dayIn, dayKey, monthKey } from "@/lib/zoned-time";
import { completePreferences, createUser, newId, TEST_BROWSER_COOKIE, TEST_BROWSER_KEY_HASH, viewer } from "./search-fixtures";

vi.mock("@/server/auth/current-user", async () => {
  const { viewer: v } = await import("./search-fixtures");
  return { getCurrentUser: async () => v.current };
});

const starsRoute = await import("@/app/api/sessions/[id]/stars/route");
const starRoute = await import("@/app/api/sessions/[id]/stars/[listingId]/route");
const compareRoute = await import("@/app/api/sessions/[id]/compare/route");
const exportRoute = await import("@/app/api/sessions/[id]/export/route");
const listingRoute = await import("@/app/api/sessions/[id]/listings/[listingId]/route");
const claimRoute = await import("@/app/api/sessions/[id]/claim/route");

afterEach(() => {
  viewer.current = null;
});

const ctx = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });
// Every request comes from one browser (its guest key cookie), as in a browser: a guest's session stays theirs.
const req = (path: string, init?: RequestInit) => new Request(`http://localhost${path}`, { ...init, headers: { cookie: TEST_BROWSER_COOKIE, ...init?.headers } });
const star = (id: string, listingId: string) => starRoute.PUT(req(`/api/sessions/${id}/stars/${listingId}`, { method: "PUT" }), ctx({ id, listingId }));
const unstar = (id: string, listingId: string) => starRoute.DELETE(req(`/api/sessions/${id}/stars/${listingId}`, { method: "DELETE" }), ctx({ id, listingId }));
const shortlist = async (id: string) => {
  const res = await starsRoute.GET(req(`/api/sessions/${id}/stars`), ctx({ id }));
  expect(res.status).toBe(200);
  return res.json();
};
const compare = (id: string, ids: string) => compareRoute.GET(req(`/api/sessions/${id}/compare?ids=${ids}`), ctx({ id }));
const exportFile = (id: string, format: string, scope = "matches") => exportRoute.GET(req(`/api/sessions/${id}/export?format=${format}&scope=${scope}`), ctx({ id }));

/** A scored listing with the figures the exports and the compare view read. */
function scored(sessionId: string, n: number) {
  return {
    sessionId,
    listingId: `L${n}`,
    rank: n,
    source: "demo",
    addressStreet: `${n} Test Street`,
    addressSuburb: "Brunswick",
    addressState: "VIC",
    addressPostcode: "3056",
    listPrice: `${700_000 + n * 10_000}`,
    propertyType: "House",
    bedrooms: 3,
    bathrooms: 1,
    carSpaces: 1,
    landSize: 400 + n,
    listingUrl: `https://example.com/listing/${n}`,
    rentalYield: 4 + n / 10,
    capitalGrowth: 5.5,
    propertyScore: 90 - n,
    sectionScores: { investmentGoals: `${60 + n}%`, renovationPotential: "40%", developmentPotential: "55%", splitLiving: "20%", riskOverlay: "100%" },
    analysisComplete: true,
    scoringInputs: {
      investmentGoals: {
        highcashflow: { monthly_cash_flow: -300 + n * 100, net_yield: 3.1, weekly_rent: 600 + n, rent_estimated: false, price_used: 700_000 + n * 10_000 },
        undervalued: { diff_percent: -5 + n, suburb_median: 900_000, expected_price: 750_000 },
        highgrowth: { capital_growth_percent: 5.5, capital_growth_value: 38_500 },
      },
      provenance: { weekly_rent: { kind: "measured", detail: "ABS median rent for Brunswick" } },
      confidence: { level: n === 1 ? "high" : "medium", reasons: ["Medium confidence: the rent is modelled."] },
      finance: {
        basis: "profile",
        analysis: {
          cashFlow: { monthlyPreTax: { value: -200 + n * 50, provenance: { kind: "yours", detail: "your finance" } }, monthlyAfterTax: { value: -100 + n * 50, provenance: { kind: "estimate", detail: "assumed 30% marginal rate" } } },
          purchase: { cashInvested: { value: 180_000 + n, provenance: { kind: "yours", detail: "20% deposit" } } },
        },
      },
    },
  };
}

async function sessionWith({ userId, count = 3, isPublic = false }: { userId: string | null; count?: number; isPublic?: boolean }) {
  const id = randomUUID();
  const db = await getDb();
  await db.insert(userSessions).values({ sessionId: id, userId, isPublic, sessionData: completePreferences() });
  if (count > 0) await db.insert(searchListings).values(Array.from({ length: count }, (_, i) => scored(id, i + 1)));
  return id;
}

async function userOn(plan: PlanId | null) {
  const user = await createUser(`shortlist-${newId()}@example.com`);
  const db = await getDb();
  if (plan) await setUserPlan({ db, email: user.email, plan });
  return user;
}

async function expectPlanLimit(res: Response, message: RegExp) {
  expect(res.status).toBe(403);
  const body = await res.json();
  expect(body.error).toMatchObject({ code: "forbidden", reason: "plan_limit" });
  expect(body.error.message).toMatch(message);
}

describe("stars", () => {
  it("stars, lists, keeps a listing a later search dropped (marked dropped), and unstars", async () => {
    const user = await userOn(null);
    viewer.current = user;
    const id = await sessionWith({ userId: user.id });

    const first = await star(id, "L2");
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ listing_id: "L2", created: true, count: 1 });
    const again = await star(id, "L2");
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ created: false, count: 1 });
    expect((await star(id, "L1")).status).toBe(201);
    expect((await star(id, "nope")).status).toBe(404);

    let list = await shortlist(id);
    expect(list.items.map((i: { listing_id: string }) => i.listing_id).sort()).toEqual(["L1", "L2"]);
    expect(list.items.every((i: { dropped: boolean }) => !i.dropped)).toBe(true);
    expect(list.can_edit).toBe(true);
    expect(list.limit).toBe(500);

    // A new search replaces the session's results: the stars stay, shown from their snapshots.
    const db = await getDb();
    await deleteSessionResults({ db, sessionId: id });
    await db.insert(searchListings).values(scored(id, 3));
    list = await shortlist(id);
    expect(list.items).toHaveLength(2);
    expect(list.items.every((i: { dropped: boolean }) => i.dropped)).toBe(true);
    const l2 = list.items.find((i: { listing_id: string }) => i.listing_id === "L2");
    expect(l2.listing).toMatchObject({ address_street: "2 Test Street", list_price: "720000", property_score: 88 });
    // Its details (the expanded panel) and the compare view still answer, from the snapshot.
    const detail = await listingRoute.GET(req(`/api/sessions/${id}/listings/L2`), ctx({ id, listingId: "L2" }));
    expect(detail.status).toBe(200);
    expect((await detail.json()).listing.scoring_inputs.investmentGoals.highcashflow.monthly_cash_flow).toBe(-100);
    const both = await compare(id, "L2,L3");
    expect(both.status).toBe(200);
    const cmp = await both.json();
    expect(cmp.listings.map((l: { listing_id: string; dropped: boolean }) => [l.listing_id, l.dropped])).toEqual([["L2", true], ["L3", false]]);
    expect(cmp.path).toBe(`/session/${id}/compare?ids=L2,L3`);
    // A listing neither in the results nor starred: 404.
    expect((await compare(id, "L3,L9")).status).toBe(404);

    expect((await unstar(id, "L2")).status).toBe(204);
    expect((await unstar(id, "L2")).status).toBe(204);
    list = await shortlist(id);
    expect(list.items.map((i: { listing_id: string }) => i.listing_id)).toEqual(["L1"]);
    expect((await compare(id, "L2,L3")).status).toBe(404);
  });

  it("asks for two to four distinct listings to compare", async () => {
    const user = await userOn(null);
    viewer.current = user;
    const id = await sessionWith({ userId: user.id, count: 5 });
    for (const ids of ["L1", "L1,L1", "L1,L2,L3,L4,L5", ""]) {
      const res = await compare(id, ids);
      expect(res.status, ids).toBe(400);
    }
    expect((await compare(id, "L4,L1,L3,L2")).status).toBe(200);
  });
});

describe("a guest's stars", () => {
  it("are the guest's within their session, and move to the account when a signed-in user takes the session over", async () => {
    const id = await sessionWith({ userId: null });
    viewer.current = null;
    expect((await star(id, "L1")).status).toBe(201);
    expect((await star(id, "L3")).status).toBe(201);
    const db = await getDb();
    expect((await db.select().from(listingStars).where(eq(listingStars.sessionId, id))).map((s) => s.userId)).toEqual([null, null]);

    const user = await userOn(null);
    viewer.current = user;
    // Until it is taken over, a signed-in user is asked to claim it before starring.
    expect((await star(id, "L2")).status).toBe(409);
    expect((await claimRoute.POST(req(`/api/sessions/${id}/claim`, { method: "POST" }), ctx({ id }))).status).toBe(200);
    const rows = await db.select().from(listingStars).where(eq(listingStars.sessionId, id));
    expect(rows.map((s) => s.userId)).toEqual([user.id, user.id]);
    expect((await shortlist(id)).items.map((i: { listing_id: string }) => i.listing_id).sort()).toEqual(["L1", "L3"]);
    expect((await star(id, "L2")).status).toBe(201);
  });

  it("move with the session when the guest signs up from the search (the guest-account step links it)", async () => {
    const id = await sessionWith({ userId: null });
    viewer.current = null;
    expect((await star(id, "L2")).status).toBe(201);
    const user = await userOn(null);
    // The guest-account step runs in the browser that started the session: its guest key.
    expect(await linkSessionToUser({ db: await getDb(), sessionId: id, userId: user.id, guestKey: TEST_BROWSER_KEY_HASH })).toBe(true);
    const db = await getDb();
    expect((await db.select().from(listingStars).where(eq(listingStars.sessionId, id))).map((s) => [s.listingId, s.userId])).toEqual([["L2", user.id]]);
    // Another account's session can't be linked, and its stars stay where they are.
    const other = await userOn(null);
    expect(await linkSessionToUser({ db, sessionId: id, userId: other.id, guestKey: null })).toBe(false);
    expect((await db.select().from(listingStars).where(eq(listingStars.sessionId, id)))[0].userId).toBe(user.id);
  });
});

describe("plan limits", () => {
  it("holds a Slice account's session to 10 stars, with the limit in words; a Half Pie account goes past it", async () => {
    const free = await userOn("Free");
    viewer.current = free;
    const id = await sessionWith({ userId: free.id, count: 12 });
    for (let n = 1; n <= 10; n++) expect((await star(id, `L${n}`)).status).toBe(201);
    await expectPlanLimit(await star(id, "L11"), /^Your Slice plan's shortlist holds up to 10 listings per session\. Unstar one to add another\. Half Pie includes a shortlist of 100/);
    // Starring one already starred is not an addition.
    expect((await star(id, "L10")).status).toBe(200);
    expect((await unstar(id, "L1")).status).toBe(204);
    expect((await star(id, "L11")).status).toBe(201);
    expect((await shortlist(id)).limit).toBe(10);

    const half = await userOn("Half Pie");
    viewer.current = half;
    const other = await sessionWith({ userId: half.id, count: 12 });
    for (let n = 1; n <= 11; n++) expect((await star(other, `L${n}`)).status).toBe(201);
  });

  it("lets only one of two stars at once take the last place", async () => {
    const free = await userOn("Free");
    viewer.current = free;
    const id = await sessionWith({ userId: free.id, count: 12 });
    for (let n = 1; n <= 9; n++) expect((await star(id, `L${n}`)).status).toBe(201);
    const statuses = (await Promise.all([star(id, "L10"), star(id, "L11")])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 403]);
  });

  it("holds a guest's session to the Slice shortlist", async () => {
    const id = await sessionWith({ userId: null, count: 11 });
    viewer.current = null;
    for (let n = 1; n <= 10; n++) expect((await star(id, `L${n}`)).status).toBe(201);
    await expectPlanLimit(await star(id, "L11"), /holds up to 10 listings per session/);
  });

  it("refuses exports on Slice and Half Pie, and counts a Whole Pie account's exports per month (the reset date in words)", async () => {
    for (const plan of ["Free", "Half Pie"] as const) {
      const user = await userOn(plan);
      viewer.current = user;
      await expectPlanLimit(await exportFile(await sessionWith({ userId: user.id }), "csv"), /^Exports aren't included in the (Slice|Half Pie) plan\. Whole Pie includes 50 exports per month/);
    }
    const user = await userOn("Whole Pie");
    viewer.current = user;
    const id = await sessionWith({ userId: user.id });
    const db = await getDb();
    await db.insert(planUsage).values({ userId: user.id, kind: "exports", period: monthKey(dayIn(new Date())), used: 49 });
    const last = await exportFile(id, "xlsx");
    expect(last.status).toBe(200);
    await last.arrayBuffer();
    await expectPlanLimit(await exportFile(id, "csv"), /^Your Whole Pie plan includes 50 exports per month and you've used them\. They reset on 1 \w+ \(Sydney time\)\./);
  });
});

describe("export contents", () => {
  async function exporter() {
    const user = await userOn(null);
    viewer.current = user;
    const id = await sessionWith({ userId: user.id, count: 3 });
    const db = await getDb();
    await db.insert(savedPreferences).values({ userId: user.id, name: "Brunswick houses", preferences: {}, sessionId: id, resultsCount: 3 });
    return { user, id };
  }
  const today = () => dayKey(dayIn(new Date()));

  it("writes every column and score input of the matches as CSV, named after the session and the day", async () => {
    const { id } = await exporter();
    expect((await star(id, "L2")).status).toBe(201);
    const res = await exportFile(id, "csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain(`filename="propie-brunswick-houses-${today()}.csv"`);
    const text = await res.text();
    const rows: Record<string, string>[] = parseCsv(text, { columns: true, bom: true });
    expect(Object.keys(rows[0])).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    expect(rows.map((r) => r["Listing ID"])).toEqual(["L1", "L2", "L3"]);
    expect(rows[1]).toMatchObject({
      Address: "2 Test Street, Brunswick, VIC, 3056",
      Price: "720000",
      Source: "demo",
      "Listing link": "https://example.com/listing/2",
      "Overall score": "88",
      "Data confidence": "medium",
      "Investment score %": "62",
      "Gross yield %": "4.2",
      "Cash flow per month": "-100",
      "Your cash flow per month (after tax)": "0",
      "Cash invested": "180002",
      "Rent source": "ABS median rent for Brunswick",
      Starred: "Yes",
      "Dropped out of latest results": "No",
    });
    expect(rows[0].Starred).toBe("No");
  });

  it("writes typed XLSX cells (money as numbers in a dollar format) and the shortlist with what dropped out", async () => {
    const { id } = await exporter();
    expect((await star(id, "L1")).status).toBe(201);
    expect((await star(id, "L3")).status).toBe(201);
    const db = await getDb();
    await deleteSessionResults({ db, sessionId: id });
    await db.insert(searchListings).values(scored(id, 3));

    const res = await exportFile(id, "xlsx", "shortlist");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toContain(`filename="propie-brunswick-houses-shortlist-${today()}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet("Shortlist")!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    const col = (name: string) => EXPORT_COLUMNS.findIndex((c) => c.header === name) + 1;
    const byId = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row, n) => {
      if (n > 1) byId.set(String(row.getCell(col("Listing ID")).value), row);
    });
    expect([...byId.keys()].sort()).toEqual(["L1", "L3"]);
    const l1 = byId.get("L1")!;
    const price = l1.getCell(col("Price"));
    expect(price.value).toBe(710_000);
    expect(price.numFmt).toContain('"$"#,##0');
    expect(l1.getCell(col("Cash flow per month")).value).toBe(-200);
    expect(l1.getCell(col("Gross yield %")).value).toBeCloseTo(4.1);
    expect(l1.getCell(col("Bedrooms")).value).toBe(3);
    expect(l1.getCell(col("Dropped out of latest results")).value).toBe("Yes");
    expect(byId.get("L3")!.getCell(col("Dropped out of latest results")).value).toBe("No");
    expect(l1.getCell(col("Listing link")).value).toMatchObject({ hyperlink: "https://example.com/listing/1" });
  });

  it("streams a large session in pages: 450 listings, all of them, best ranked first", async () => {
    const user = await userOn(null);
    viewer.current = user;
    const id = await sessionWith({ userId: user.id, count: 450 });
    const rows: Record<string, string>[] = parseCsv(await (await exportFile(id, "csv")).text(), { columns: true, bom: true });
    expect(rows).toHaveLength(450);
    expect(rows.map((r) => Number(r.Rank))).toEqual(Array.from({ length: 450 }, (_, i) => i + 1));
  });

  it("keeps a text cell a spreadsheet would run as a formula from running", async () => {
    const user = await userOn(null);
    viewer.current = user;
    const id = await sessionWith({ userId: user.id, count: 0 });
    const db = await getDb();
    await db.insert(searchListings).values({ ...scored(id, 1), addressStreet: '=HYPERLINK("http://evil")' });
    const rows: Record<string, string>[] = parseCsv(await (await exportFile(id, "csv")).text(), { columns: true, bom: true });
    expect(rows[0].Street).toBe(`'=HYPERLINK("http://evil")`);
  });
});
