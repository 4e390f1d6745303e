/**
 * A buyer's own money never leaves their account (docs/SECURITY.md, "Personal data"). A signed-in
 * buyer enters distinctive finance figures, searches, talks money with the assistant, stars a
 * listing and shares the search. Then every route a share link reaches is called as a guest with
 * no cookie, as another signed-in user (with finance of their own) and as an unapproved user, and
 * the raw bytes of every answer are searched for the planted figures and for figures worked from
 * them (the owner's loan, repayment and maximum loan). The pages' HTML is searched the same way in
 * tests/e2e/privacy.e2e.ts.
 */
import "./viewer-mock";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postChat, GET as getChat } from "@/app/api/chat/route";
import { GET as getNotifications } from "@/app/api/notifications/route";
import { GET as getPreferences, PUT as putPreferences } from "@/app/api/preferences/route";
import { GET as getEstimate } from "@/app/api/search/estimate/route";
import { GET as getCompare } from "@/app/api/sessions/[id]/compare/route";
import { GET as getExport } from "@/app/api/sessions/[id]/export/route";
import { GET as getListing } from "@/app/api/sessions/[id]/listings/[listingId]/route";
import { GET as getListings } from "@/app/api/sessions/[id]/listings/route";
import { GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postShare } from "@/app/api/sessions/[id]/share/route";
import { PUT as putStar } from "@/app/api/sessions/[id]/stars/[listingId]/route";
import { GET as getStars } from "@/app/api/sessions/[id]/stars/route";
import { getDb } from "@/db/client";
import { saveSessionData } from "@/db/queries/sessions";
import { createRun } from "@/db/queries/search-runs";
import { setFinanceDefaults } from "@/db/queries/users";
import { analyseListing, prepareFinance, resolveFinanceProfile, type FinanceProfileInput, type ListingFacts } from "@/lib/finance";
import { formatMoney } from "@/lib/money";
import { toSearchPayload } from "@/lib/preferences/convert";
import { previewImageLines, previewTags } from "@/lib/previews/session-preview";
import { runSearchJob } from "@/server/search/search-job";
import { getSessionPreview } from "@/server/previews";
import { completePreferences, createUser, getRequest, jsonRequest, newId, seedCatalogue, viewer } from "./search-fixtures";
import { getRequest as getRequestWith, jsonRequest as jsonRequestWith, TEST_BROWSER_COOKIE } from "./search-fixtures";
import { stopSearchWorker } from "./search-worker";

/** The owner's finance: figures that appear nowhere else. */
const OWNER_FINANCE: FinanceProfileInput = {
  buyerType: "investor",
  deposit: { kind: "dollars", dollars: 87_654 },
  loanType: "principalAndInterest",
  interestRate: 7.137,
  loanTermYears: 27,
  taxableIncome: 123_457,
  otherDebtRepayments: 2_346,
  managementFeePercent: 8.73,
  vacancyWeeks: 3.7,
  // The portfolio (docs/FINANCE.md §17): an investment in every state a listing may be in, so land tax is on the aggregate.
  // Each loan's term left and interest-only years left too (serviceability assesses it over the 20 years after them).
  portfolio: [
    { state: "NSW", value: 913_579, loan: 468_246, rate: 5.913, weeklyRent: 731, costs: 4_567, ownerOccupied: false, landValue: 602_817, loanYearsLeft: 23, interestOnly: true, interestOnlyYearsLeft: 3 },
    ...(["VIC", "QLD", "SA", "WA"] as const).map((state) => ({ state, value: 913_579, loan: 468_246, rate: 5.913, weeklyRent: 731, costs: 4_567, ownerOccupied: false, landValue: 602_817, loanYearsLeft: 23, interestOnly: true, interestOnlyYearsLeft: 3 })),
  ],
  savings: 57_913,
  useEquity: true,
};
/** Another signed-in viewer's own finance: theirs to see, and only in their own answers. */
const OTHER_FINANCE: FinanceProfileInput = { deposit: { kind: "percent", percent: 15 }, interestRate: 5.55, taxableIncome: 98_760 };

const ctx = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });
const groups = (n: number) => formatMoney(n).replace("$", "");

/** Every way a planted figure could be written: plain, grouped, with cents. */
function spellings(n: number): string[] {
  const whole = Math.round(n);
  return [...new Set([String(n), String(whole), groups(whole)])].filter((s) => s.replace(/\D/g, "").length >= 4);
}

let sessionId = "";
let ownerId = "";
let listingIds: string[] = [];
/**
 * The same search by someone with no finance entered, shared too: what a viewer legitimately sees there (standard
 * figures, ids) can equal a needle by chance, and such a figure is no leak.
 */
const control = { sessionId: "", listingIds: [] as string[] };
/** Written forms of the owner's figures, entered and worked from them. */
const needles: string[] = [];

/**
 * The needles found in a text, each as a figure of its own: not part of a longer number (a listing's
 * price or a coordinate can hold "2346" by chance; that is no leak). Each hit comes with what surrounds it.
 */
function leaks(text: string, among: readonly string[] = needles): string[] {
  const escape = (n: string) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return among.flatMap((n) => {
    const m = new RegExp(`(?<![\\w.,-])${escape(n)}(?![\\w-]|[.,]\\d{3}(?!\\d))`).exec(text);
    return m ? [`${n} in "…${text.slice(Math.max(0, m.index - 40), m.index + n.length + 40)}…"`] : [];
  });
}

beforeAll(async () => {
  delete process.env.ESTIMATE_WEBHOOK_URL;
  delete process.env.SEARCH_WEBHOOK_URL;
  await seedCatalogue({ count: 300 });
  const owner = await createUser(`owner-${newId()}@example.com`);
  ownerId = owner.id;
  viewer.current = owner;
  sessionId = newId();
  const preferences = completePreferences({ finance: OWNER_FINANCE, priceRange: { min: null, max: 2_000_000 } });
  const db = await getDb();
  await saveSessionData({ db, sessionId, userId: owner.id, sessionData: preferences });
  const payload = toSearchPayload({ sessionId, userId: owner.id, preferences });
  const run = await createRun({ db, sessionId, userId: owner.id, engine: "builtin", status: "queued", payload, notifyEmail: null });
  expect((await runSearchJob({ runId: run.id, attempt: 0 })).outcome).toBe("complete");

  // The owner's view: their listings, worked on their finance.
  const list = (await (await getListings(getRequest(`/api/sessions/${sessionId}/listings`), ctx({ id: sessionId }))).json()) as { listings: { listing_id: string }[]; numbers_basis: string };
  expect(list.numbers_basis).toBe("owner");
  listingIds = list.listings.map((l) => l.listing_id);
  expect(listingIds.length).toBeGreaterThan(10);

  // The owner talks money with the assistant, stars two listings and shares the search.
  for (const text of ["my taxable income is 123457 and I pay 2346 a month on a car loan", "what would my repayments be on the first one?", "can I borrow enough for number 2?"]) {
    const res = await postChat(jsonRequest("/api/chat", { sessionId, message: { text } }), ctx({}));
    expect(res.status).toBe(200);
    await res.text();
  }
  for (const id of listingIds.slice(0, 2)) expect((await putStar(jsonRequest(`/api/sessions/${sessionId}/stars/${id}`, {}, { method: "PUT" }), ctx({ id: sessionId, listingId: id }))).status).toBeLessThan(300);
  expect((await postShare(jsonRequest(`/api/sessions/${sessionId}/share`, {}), ctx({ id: sessionId }))).status).toBe(200);

  // The control: the same search, with no finance of its owner's.
  const controlOwner = await createUser(`control-${newId()}@example.com`);
  viewer.current = controlOwner;
  control.sessionId = newId();
  const controlPrefs = completePreferences({ priceRange: { min: null, max: 2_000_000 } });
  await saveSessionData({ db, sessionId: control.sessionId, userId: controlOwner.id, sessionData: controlPrefs });
  const controlRun = await createRun({ db, sessionId: control.sessionId, userId: controlOwner.id, engine: "builtin", status: "queued", payload: toSearchPayload({ sessionId: control.sessionId, userId: controlOwner.id, preferences: controlPrefs }), notifyEmail: null });
  expect((await runSearchJob({ runId: controlRun.id, attempt: 0 })).outcome).toBe("complete");
  expect((await postShare(jsonRequest(`/api/sessions/${control.sessionId}/share`, {}), ctx({ id: control.sessionId }))).status).toBe(200);
  control.listingIds = ((await (await getListings(getRequest(`/api/sessions/${control.sessionId}/listings`), ctx({ id: control.sessionId }))).json()) as { listings: { listing_id: string }[] }).listings.map((l) => l.listing_id);
  viewer.current = owner;

  // The needles: the planted figures, and what the owner's finance makes of the first listings.
  for (const v of [123_457, 2_346, 87_654]) needles.push(...spellings(v));
  needles.push("7.137", "8.73");
  // The portfolio's figures, and its usable equity: 5 × (80 % × 913,579 − 468,246) = 1,313,086.
  for (const v of [913_579, 468_246, 602_817, 57_913, 1_313_086]) needles.push(...spellings(v));
  needles.push("5.913");
  const calc = prepareFinance(resolveFinanceProfile(OWNER_FINANCE));
  // The loans' terms: the field names themselves (no shared answer has them) and the repayments assessed on them.
  needles.push("loanYearsLeft", "interestOnlyYearsLeft");
  needles.push(...spellings(calc.holdings.repaymentsAssessed));
  for (const id of listingIds.slice(0, 5)) {
    const detail = (await (await getListing(getRequest(`/api/sessions/${sessionId}/listings/${id}`), ctx({ id: sessionId, listingId: id }))).json()) as {
      listing: { scoring_inputs: { finance?: { facts: ListingFacts } } };
    };
    const facts = detail.listing.scoring_inputs.finance?.facts;
    if (!facts) continue;
    const a = analyseListing(calc, facts);
    needles.push(...spellings(a.loan.amount.value), ...spellings(a.loan.monthlyRepayment.value));
    if (a.serviceability.maxLoan) needles.push(...spellings(a.serviceability.maxLoan.value));
    if (a.portfolio?.landTax) needles.push(...spellings(a.portfolio.landTax.aggregateLand.value));
    // The equity drawn for this listing's deposit, and its interest (a loan against the owner's properties).
    if (a.loan.equityLoan) needles.push(...spellings(a.loan.equityLoan.value));
    if (a.cashFlow.equityInterest) needles.push(...spellings(a.cashFlow.equityInterest.value));
  }
  // The owner's own answers do carry them: the needles are real.
  const own = await (await getListing(getRequest(`/api/sessions/${sessionId}/listings/${listingIds[0]}`), ctx({ id: sessionId, listingId: listingIds[0] }))).text();
  expect(leaks(own).length).toBeGreaterThan(0);
  const ownPrefs = await (await getPreferences(getRequest(`/api/preferences?sessionId=${sessionId}`), ctx({}))).text();
  expect(ownPrefs).toContain("123457");
  expect(ownPrefs).toContain("913579");
  // The owner's working carries the portfolio's usable equity as a deposit source: that needle is real too.
  expect(own).toContain("1313086");
  // ... and the equity loan's interest, and the portfolio's loan terms in the stored preferences.
  expect(own).toMatch(/"equityInterest":\{"value":\d{4,}/);
  expect(ownPrefs).toContain('"loanYearsLeft":23');
  expect(ownPrefs).toContain('"interestOnlyYearsLeft":3');
}, 120_000);
afterAll(stopSearchWorker);

type Answer = { name: string; status: number; text: string };

/** Every route a share link reaches, read as whoever viewer.current is, from a browser with this cookie header. */
async function readEverything(cookie: string, target = { sessionId, listingIds }): Promise<Answer[]> {
  const getRequest = (url: string) => getRequestWith(url, cookie);
  const jsonRequest = (url: string, body: unknown, init: RequestInit = {}) => jsonRequestWith(url, body, { ...init, headers: { cookie } });
  const { sessionId: id, listingIds } = target;
  const top = listingIds.slice(0, 3);
  const calls: [string, () => Promise<Response>][] = [
    ["GET /api/sessions/[id]", () => getSession(getRequest(`/api/sessions/${id}`), ctx({ id }))],
    ["GET /api/preferences", () => getPreferences(getRequest(`/api/preferences?sessionId=${id}`), ctx({}))],
    ["GET /api/sessions/[id]/listings", () => getListings(getRequest(`/api/sessions/${id}/listings`), ctx({ id }))],
    ...listingIds.map((l): [string, () => Promise<Response>] => [`GET /api/sessions/[id]/listings/${l}`, () => getListing(getRequest(`/api/sessions/${id}/listings/${l}`), ctx({ id, listingId: l }))]),
    ["GET /api/sessions/[id]/compare", () => getCompare(getRequest(`/api/sessions/${id}/compare?ids=${top.join(",")}`), ctx({ id }))],
    ["GET /api/sessions/[id]/stars", () => getStars(getRequest(`/api/sessions/${id}/stars`), ctx({ id }))],
    ["GET /api/chat", () => getChat(getRequest(`/api/chat?sessionId=${id}`), ctx({}))],
    ["GET /api/notifications", () => getNotifications(getRequest(`/api/notifications?sessionId=${id}`), ctx({}))],
    ["GET /api/search/estimate", () => getEstimate(getRequest(`/api/search/estimate?sessionId=${id}`), ctx({}))],
    // Writes through the link are refused; their answers carry nothing either.
    ["PUT /api/preferences", () => putPreferences(jsonRequest("/api/preferences", { sessionId: id, preferences: completePreferences() }, { method: "PUT" }), ctx({}))],
    ["POST /api/chat", () => postChat(jsonRequest("/api/chat", { sessionId: id, message: { text: "what is my income?" } }), ctx({}))],
  ];
  const out: Answer[] = [];
  for (const [name, call] of calls) {
    const res = await call();
    out.push({ name, status: res.status, text: await res.text() });
  }
  for (const scope of ["matches", "shortlist"] as const) {
    for (const format of ["csv", "xlsx"] as const) {
      const res = await getExport(getRequest(`/api/sessions/${id}/export?format=${format}&scope=${scope}`), ctx({ id }));
      const name = `GET /api/sessions/[id]/export ${format} ${scope}`;
      const disposition = res.headers.get("content-disposition") ?? "";
      if (format === "xlsx" && res.ok) {
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(await res.arrayBuffer());
        const cells: string[] = [disposition];
        book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))));
        out.push({ name, status: res.status, text: cells.join("\n") });
      } else out.push({ name, status: res.status, text: `${disposition}\n${await res.text()}` });
    }
  }
  // The link preview: its tags and the lines drawn into its image.
  const preview = await getSessionPreview(id);
  out.push({ name: "link preview", status: 200, text: JSON.stringify([previewTags(preview), previewImageLines(preview)]) });
  return out;
}

describe("a shared search, read by anyone but its owner", () => {
  const viewers = {
    "a guest with no cookie": async () => ({ user: null, cookie: "" }),
    "another signed-in user with finance of their own": async () => {
      const other = await createUser(`other-${newId()}@example.com`);
      const db = await getDb();
      await setFinanceDefaults({ db, userId: other.id, finance: OTHER_FINANCE });
      return { user: other, cookie: TEST_BROWSER_COOKIE };
    },
    "a signed-in user who isn't approved": async () => ({ user: await createUser(`unapproved-${newId()}@example.com`, { approved: false }), cookie: TEST_BROWSER_COOKIE }),
  };

  for (const [who, make] of Object.entries(viewers)) {
    it(`carries none of the owner's finance to ${who}`, async () => {
      const { user, cookie } = await make();
      viewer.current = user;
      const answers = await readEverything(cookie);
      // A needle this viewer also meets in the control search is a coincidence of figures (at most a few of dozens).
      const coincidences = new Set((await readEverything(cookie, control)).flatMap((a) => needles.filter((n) => leaks(a.text, [n]).length)));
      expect(coincidences.size).toBeLessThan(needles.length / 4);
      const found = answers.flatMap((a) => leaks(a.text, needles.filter((n) => !coincidences.has(n))).map((n) => `${a.name} (${a.status}): ${n}`));
      expect(found).toEqual([]);
      // The reads that a link allows answered (the rest were refusals, checked above to carry nothing).
      const ok = (name: string) => answers.find((a) => a.name === name)!.status;
      expect(ok("GET /api/sessions/[id]/listings")).toBe(200);
      expect(ok("GET /api/preferences")).toBe(200);
      expect(ok("PUT /api/preferences")).toBeGreaterThanOrEqual(400);
      // An approved tester may export a search shared with them: the files were read too.
      if (who.startsWith("another")) expect(answers.filter((a) => a.name.includes("/export")).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    }, 120_000);
  }

  it("ranks the shared matches as the owner's search ranked them", async () => {
    viewer.current = null;
    const shared = (await (await getListings(getRequest(`/api/sessions/${sessionId}/listings`), ctx({ id: sessionId }))).json()) as { listings: { listing_id: string; property_score: number }[]; numbers_basis: string };
    expect(shared.listings.map((l) => l.listing_id)).toEqual(listingIds);
    expect(shared.numbers_basis).toBe("standard");
  });

  it("works a signed-in viewer's numbers on their own finance, and says so", async () => {
    const other = await createUser(`mine-${newId()}@example.com`);
    const db = await getDb();
    await setFinanceDefaults({ db, userId: other.id, finance: OTHER_FINANCE });
    viewer.current = other;
    const res = await getListing(getRequest(`/api/sessions/${sessionId}/listings/${listingIds[0]}`), ctx({ id: sessionId, listingId: listingIds[0] }));
    const body = (await res.json()) as { numbers_basis: string; listing: { scoring_inputs: { finance: { basis: string; profile: unknown; facts: ListingFacts; analysis: { loan: { amount: { value: number } } } } } } };
    expect(body.numbers_basis).toBe("yours");
    expect(body.listing.scoring_inputs.finance.profile).toEqual(OTHER_FINANCE);
    const theirs = analyseListing(prepareFinance(resolveFinanceProfile(OTHER_FINANCE)), body.listing.scoring_inputs.finance.facts);
    expect(body.listing.scoring_inputs.finance.analysis.loan.amount.value).toBe(theirs.loan.amount.value);
  });

  it("keeps the owner's conversation to the owner", async () => {
    viewer.current = null;
    const shared = (await (await getChat(getRequest(`/api/chat?sessionId=${sessionId}`), ctx({}))).json()) as { messages: unknown[]; withheld: boolean; writable: boolean };
    expect(shared).toMatchObject({ messages: [], withheld: true, writable: false });
    viewer.current = { id: ownerId, email: "owner@example.com" };
    const own = (await (await getChat(getRequest(`/api/chat?sessionId=${sessionId}`), ctx({}))).json()) as { messages: unknown[]; withheld: boolean };
    expect(own.withheld).toBe(false);
    expect(own.messages.length).toBeGreaterThanOrEqual(6);
  });
});

describe("the byte search covers every route a share link reaches", () => {
  it("names every session-reading GET route of the API", () => {
    const root = path.join(process.cwd(), "app", "api");
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name === "route.ts") files.push(path.relative(root, path.dirname(full)).split(path.sep).join("/"));
      }
    };
    walk(root);
    // Routes under a session, and the ones that take a session id: each must be read above.
    const covered = ["sessions/[id]", "sessions/[id]/listings", "sessions/[id]/listings/[listingId]", "sessions/[id]/compare", "sessions/[id]/stars", "sessions/[id]/export", "preferences", "chat", "notifications", "search/estimate"];
    // Session routes that only write (each refuses anyone but the owner: access-matrix.test.ts), and realtime auth (a signature, no data).
    const writesOnly = ["sessions/[id]/share", "sessions/[id]/claim", "sessions/[id]/stars/[listingId]", "realtime/auth", "realtime"];
    const sessionRoutes = files.filter((f) => f.startsWith("sessions/") || ["preferences", "chat", "notifications", "search/estimate", "realtime/auth", "realtime"].includes(f));
    expect(sessionRoutes.filter((f) => !covered.includes(f) && !writesOnly.includes(f))).toEqual([]);
  });
});
