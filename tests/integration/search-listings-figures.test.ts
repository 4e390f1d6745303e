// @drivers: both — the generated columns are SQL (jsonb paths, a regular expression, numeric casts) that each engine computes itself
/**
 * The figures the matches list carries from scoring_inputs are stored generated columns of
 * search_listings (db/schema/listings.ts, db/schema/scoring-figures.ts): PostgreSQL works them out
 * for every writer's row. They give the list exactly what it read before with JSON paths in its
 * query; no value in scoring_inputs, however malformed, fails an insert; and the migration that adds
 * them fills the rows already there.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, rowsOf } from "@/db/client";
import { upsertSearchListings } from "@/db/queries/search-runs";
import { getSessionListings } from "@/server/matches/listings";
import { searchListings } from "@/db/schema";
import { toSearchListingRow } from "@/server/search/search-job";
import { rankCandidates } from "@/server/search/scoring";
import type { ScoredListing } from "@/lib/engine/types";
import { newId, newSession, payloadFor, seedCatalogue } from "./search-fixtures";

let ranked: ScoredListing[] = [];
beforeAll(async () => {
  await seedCatalogue({ count: 300 });
  ranked = (await rankCandidates(payloadFor(newId(), { locations: ["Victoria", "Tasmania"], propertyType: null, bedrooms: "1+" }), 60, undefined)).ranked;
}, 120_000);

/** The list's query before the figures were columns: the same paths read as text, then Number() in JS. */
const BEFORE = sql`
  scoring_inputs #>> '{investmentGoals,highgrowth,capital_growth_value}' as capital_growth_value,
  scoring_inputs #>> '{investmentGoals,undervalued,diff_percent}' as diff_percent,
  scoring_inputs #>> '{confidence,level}' as data_confidence,
  scoring_inputs #>> '{finance,analysis,cashFlow,monthlyAfterTax,value}' as finance_cash_flow,
  scoring_inputs #>> '{finance,analysis,highestOffer,breakEven,price}' as finance_highest_offer,
  scoring_inputs #>> '{finance,analysis,purchase,cashInvested,value}' as finance_cash_needed,
  ((scoring_inputs #>> '{finance,facts,price}')::numeric + (scoring_inputs #>> '{finance,analysis,purchase,total,value}')::numeric)::text as finance_price_after_costs,
  scoring_inputs #>> '{finance,tenYear,totalReturnPercent}' as finance_ten_year_return,
  case when scoring_inputs #>> '{investmentGoals,highcashflow,price_basis}' = 'estimate' then scoring_inputs #>> '{investmentGoals,highcashflow,price_used}' end as estimated_price`;
const NUMBER_FIELDS = ["capital_growth_value", "diff_percent", "estimated_price", "finance_cash_flow", "finance_highest_offer", "finance_cash_needed", "finance_price_after_costs", "finance_ten_year_return"] as const;
const beforeNumber = (v: string | null) => (v === null || !Number.isFinite(Number(v)) ? null : Number(v));

async function listed(sessionId: string) {
  return new Map((await getSessionListings({ sessionId })).map((l) => [l.listing_id, l]));
}

describe("search_listings' generated figures", () => {
  it("give the list what it read from scoring_inputs before, for the search job's rows", async () => {
    const sessionId = await newSession();
    const db = await getDb();
    await db.transaction((tx) => upsertSearchListings({ db: tx, rows: ranked.map((s, i) => toSearchListingRow(sessionId, s, i + 1)) }));
    const before = rowsOf<Record<string, string | null> & { listing_id: string }>(await db.execute(sql`select listing_id, ${BEFORE} from search_listings where session_id = ${sessionId}`));
    const now = await listed(sessionId);
    expect(before).toHaveLength(ranked.length);
    // The rows exercise every figure: a price on request (estimated price) and a finance block among them.
    expect([...now.values()].some((l) => l.estimated_price !== null)).toBe(true);
    expect([...now.values()].every((l) => l.finance_cash_flow !== null && l.finance_price_after_costs !== null && l.finance_ten_year_return !== null)).toBe(true);
    for (const b of before) {
      const l = now.get(b.listing_id)!;
      for (const f of NUMBER_FIELDS) expect([b.listing_id, f, l[f]]).toEqual([b.listing_id, f, beforeNumber(b[f])]);
      expect(l.data_confidence).toBe(b.data_confidence);
    }
    // And what the engine wrote, read in JS.
    for (const s of ranked) {
      const l = now.get(s.listing_id)!;
      const si = s.scoring_inputs;
      expect(l.capital_growth_value).toBe(si.investmentGoals.highgrowth.capital_growth_value);
      expect(l.diff_percent).toBe(si.investmentGoals.undervalued.diff_percent);
      expect(l.estimated_price).toBe(si.investmentGoals.highcashflow.price_basis === "estimate" ? si.investmentGoals.highcashflow.price_used : null);
      expect(l.finance_highest_offer).toBe(si.finance?.analysis.highestOffer.breakEven.price ?? null);
      expect(l.finance_price_after_costs).toBe(si.finance ? si.finance.facts.price + si.finance.analysis.purchase.total.value : null);
    }
  });

  it("follow scoring_inputs when a row is delivered again", async () => {
    const sessionId = await newSession();
    const db = await getDb();
    const row = toSearchListingRow(sessionId, ranked[0], 1);
    await db.transaction((tx) => upsertSearchListings({ db: tx, rows: [row] }));
    await db.transaction((tx) => upsertSearchListings({ db: tx, rows: [{ ...row, scoringInputs: { investmentGoals: { highgrowth: { capital_growth_value: 1234 } } } }] }));
    const l = (await listed(sessionId)).get(row.listingId)!;
    expect([l.capital_growth_value, l.diff_percent, l.finance_cash_flow, l.data_confidence]).toEqual([1234, null, null, null]);
  });

  it("take a workflow's numbers sent as text, and never fail an insert on anything else", async () => {
    const sessionId = await newSession();
    const db = await getDb();
    const growth = (v: unknown) => ({ investmentGoals: { highgrowth: { capital_growth_value: v } } });
    const cases: [string, unknown, number | null][] = [
      ["number", 650000.5, 650000.5],
      ["text", "650000", 650000],
      ["spaced-signed", " -12.5 ", -12.5],
      ["plus-dot", "+.5", 0.5],
      ["exponent", "1.5e3", 1500],
      ["huge-number", 1e308, 1e308],
      ["empty", "", null],
      ["words", "about $650,000", null],
      ["hex", "0x10", null],
      ["nan", "NaN", null],
      ["infinity", "Infinity", null],
      ["big-exponent", "1e99999", null],
      ["many-digits", "9".repeat(5000), null],
      ["non-ascii-space", "\u00a0650000", null],
      ["true", true, null],
      ["object", { value: 1 }, null],
      ["array", [1], null],
      ["null", null, null],
    ];
    await db.insert(searchListings).values(cases.map(([id, v]) => ({ sessionId, listingId: id, scoringInputs: growth(v) })));
    // scoring_inputs that isn't an object at all.
    for (const [id, si] of [["si-array", [1, 2]], ["si-string", "text"], ["si-number", 5], ["si-null", null]] as const) {
      await db.execute(sql`insert into search_listings (session_id, listing_id, scoring_inputs) values (${sessionId}, ${id}, ${JSON.stringify(si)}::jsonb)`);
    }
    await db.insert(searchListings).values([
      { sessionId, listingId: "estimate", scoringInputs: { investmentGoals: { highcashflow: { price_basis: "estimate", price_used: "700000" } }, confidence: { level: "low" } } },
      { sessionId, listingId: "asking", scoringInputs: { investmentGoals: { highcashflow: { price_basis: "list_price", price_used: 700000 } }, confidence: { level: "HIGH" } } },
      { sessionId, listingId: "costs", scoringInputs: { finance: { facts: { price: 500000 }, analysis: { purchase: { total: { value: "25000" } } } } } },
      { sessionId, listingId: "costs-half", scoringInputs: { finance: { facts: { price: 500000 }, analysis: { purchase: { total: { value: "n/a" } } } } } },
    ]);
    const now = await listed(sessionId);
    for (const [id, , expected] of cases) expect([id, now.get(id)?.capital_growth_value]).toEqual([id, expected]);
    for (const id of ["si-array", "si-string", "si-number", "si-null"]) {
      const l = now.get(id)!;
      expect([id, ...NUMBER_FIELDS.map((f) => l[f]), l.data_confidence]).toEqual([id, ...NUMBER_FIELDS.map(() => null), null]);
    }
    expect([now.get("estimate")?.estimated_price, now.get("estimate")?.data_confidence]).toEqual([700000, "low"]);
    expect([now.get("asking")?.estimated_price, now.get("asking")?.data_confidence]).toEqual([null, null]);
    expect([now.get("costs")?.finance_price_after_costs, now.get("costs-half")?.finance_price_after_costs]).toEqual([525000, null]);
    // The column keeps the text as written; the list shows only the three levels.
    const [asking] = await db.select({ level: searchListings.dataConfidence }).from(searchListings).where(eq(searchListings.listingId, "asking"));
    expect(asking.level).toBe("HIGH");
  });

  it("are filled for the rows already there when the migration adds them", async () => {
    const dir = path.join(process.cwd(), "db", "migrations");
    const file = readdirSync(dir).find((f) => f.endsWith(".sql") && readFileSync(path.join(dir, f), "utf8").includes('ADD COLUMN "capital_growth_value"'));
    expect(file).toBeDefined();
    const statements = readFileSync(path.join(dir, file!), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    const db = await getDb();
    // A table as search_listings was before the migration, with a row the search job wrote.
    await db.execute(sql`create table listings_before_figures (id serial primary key, scoring_inputs jsonb)`);
    await db.execute(sql`insert into listings_before_figures (scoring_inputs) values (${JSON.stringify(ranked[0].scoring_inputs)}::jsonb), (null)`);
    for (const s of statements) await db.execute(sql.raw(s.replaceAll('"search_listings"', '"listings_before_figures"')));
    const rows = rowsOf<{ capital_growth_value: string | number | null; data_confidence: string | null; finance_cash_flow: string | number | null }>(
      await db.execute(sql`select capital_growth_value, data_confidence, finance_cash_flow from listings_before_figures order by id`),
    );
    const si = ranked[0].scoring_inputs;
    expect(rows.map((r) => [r.capital_growth_value === null ? null : Number(r.capital_growth_value), r.data_confidence, r.finance_cash_flow === null ? null : Number(r.finance_cash_flow)])).toEqual([
      [si.investmentGoals.highgrowth.capital_growth_value, si.confidence.level, si.finance?.analysis.cashFlow.monthlyAfterTax.value ?? null],
      [null, null, null],
    ]);
  });
});
