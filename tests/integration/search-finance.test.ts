// @drivers: both — the search job through the real queue; stored working read back per engine
/**
 * The buyer's finance through a built-in search (docs/SCORING.md §10): the estimate counts the
 * same listings (finance ranks, it doesn't filter) and refuses a deposit above the maximum price;
 * the search job ranks on the buyer's cash flow and stores each result's working
 * (scoring_inputs.finance) as the engine made it.
 */
import "./viewer-mock";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postEstimate } from "@/app/api/search/estimate/route";
import { getDb } from "@/db/client";
import { createRun } from "@/db/queries/search-runs";
import { searchListings } from "@/db/schema";
import { DEPOSIT_ABOVE_PRICE_MESSAGE, type FinanceProfileInput } from "@/lib/finance";
import type { ScoringFinance } from "@/lib/engine";
import type { ScoringInputs } from "@/lib/engine/types";
import { estimateResponseSchema } from "@/lib/search/api";
import { runSearchJob } from "@/server/search/search-job";
import { builtinScoring } from "@/server/search/scoring";
import { getSessionListings } from "@/server/matches/listings";
import { analyseFinance, financeInputsOf } from "@/lib/matches/finance";
import { jsonRequest, newId, newSession, payloadFor, seedCatalogue, viewer } from "./search-fixtures";
import { stopSearchWorker } from "./search-worker";

const ctx = {};
const finance: FinanceProfileInput = { deposit: { kind: "percent", percent: 10 }, loanType: "principalAndInterest", interestRate: 6.5, taxableIncome: 140_000 };
// A cash-flow strategy: the buyer's finance decides the order.
const cashFlowFirst = { importanceRanking: ["investmentGoals" as const], investmentGoals: { highcashflow: true, undervalued: false, highcapitalgrowth: false }, propertyType: null, bedrooms: "1+" as const };

beforeAll(async () => {
  delete process.env.ESTIMATE_WEBHOOK_URL;
  delete process.env.SEARCH_WEBHOOK_URL;
  await seedCatalogue({ count: 600 });
});
afterAll(stopSearchWorker);

async function estimate(payload: unknown) {
  const res = await postEstimate(jsonRequest("/api/search/estimate", payload), ctx);
  return { status: res.status, body: (await res.json()) as unknown };
}

async function search(overrides: Parameters<typeof payloadFor>[1]) {
  const sessionId = await newSession();
  const payload = payloadFor(sessionId, overrides);
  const run = await createRun({ db: await getDb(), sessionId, userId: null, engine: "builtin", status: "queued", payload, notifyEmail: null });
  expect((await runSearchJob({ runId: run.id, attempt: 0 })).outcome).toBe("complete");
  const db = await getDb();
  const rows = await db.select().from(searchListings).where(eq(searchListings.sessionId, sessionId)).orderBy(asc(searchListings.rank));
  return { payload, rows: rows.map((r) => ({ listingId: r.listingId, inputs: r.scoringInputs as unknown as ScoringInputs })) };
}

describe("the estimate with the buyer's finance", () => {
  it("counts the same listings as without it", async () => {
    viewer.current = null;
    const plain = estimateResponseSchema.parse((await estimate(payloadFor(newId(), cashFlowFirst))).body);
    const withFinance = estimateResponseSchema.parse((await estimate(payloadFor(newId(), { ...cashFlowFirst, finance }))).body);
    if (plain.status !== "ok" || withFinance.status !== "ok") throw new Error("expected ok");
    expect(plain.estimate?.searchCount).toBeGreaterThan(0);
    expect(withFinance.estimate?.searchCount).toBe(plain.estimate?.searchCount);
  });

  it("refuses a deposit above the maximum price with its message", async () => {
    viewer.current = null;
    const payload = payloadFor(newId(), { ...cashFlowFirst, priceRange: { min: null, max: 800_000 } });
    const res = await estimate({ ...payload, data: { ...payload.data, finance: { deposit: { kind: "dollars", dollars: 800_001 } } } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { message: DEPOSIT_ABOVE_PRICE_MESSAGE } });
  });
});

describe("a search with the buyer's finance", () => {
  it("ranks on their cash flow and stores each result's working as the engine made it", async () => {
    const standard = await search(cashFlowFirst);
    const buyer = await search({ ...cashFlowFirst, finance });
    expect(buyer.rows.length).toBe(standard.rows.length);
    expect(buyer.rows.length).toBeGreaterThan(25);

    // The standard loan's rows say so; the buyer's carry their loan and the score's cash flow.
    expect(standard.rows.every((r) => r.inputs.finance?.basis === "standard")).toBe(true);
    for (const { inputs } of buyer.rows) {
      const f = inputs.finance as ScoringFinance;
      expect(f.basis).toBe("profile");
      expect(f.analysis.loan.rate.value).toBe(6.5);
      expect(f.analysis.loan.lvrPercent.value).toBe(90);
      expect(f.analysis.cashFlow.monthlyAfterTax.value).toBe(inputs.investmentGoals.highcashflow.monthly_cash_flow);
    }

    // A 10% deposit at 6.5% costs more a month than the standard 80% interest-only loan at 6.25%, before tax.
    const byId = new Map(standard.rows.map((r) => [r.listingId, r.inputs]));
    const both = buyer.rows.filter((r) => byId.has(r.listingId));
    expect(both.length).toBeGreaterThan(0);
    for (const r of both) expect(r.inputs.finance!.analysis.cashFlow.monthlyPreTax.value).toBeLessThan(byId.get(r.listingId)!.investmentGoals.highcashflow.monthly_cash_flow!);
    // The order changed with the finance.
    expect(buyer.rows.map((r) => r.listingId)).not.toEqual(standard.rows.map((r) => r.listingId));

    // What was stored (JSON in the database) is what the engine gives for those listings now.
    const ids = buyer.rows.slice(0, 10).map((r) => r.listingId);
    const again = await builtinScoring.scoreByIds({ payload: buyer.payload, ids });
    expect(again.map((s) => s.scoring_inputs.finance)).toEqual(buyer.rows.slice(0, 10).map((r) => r.inputs.finance));

    // The "Your numbers" block redoes the stored working in the browser from the kept facts and
    // profile (docs/FINANCE.md §14): the same figures, to the dollar, on either basis.
    for (const { inputs } of [...buyer.rows.slice(0, 10), ...standard.rows.slice(0, 3)]) {
      const kept = financeInputsOf(inputs)!;
      expect(kept).not.toBeNull();
      expect(analyseFinance(kept)).toEqual(inputs.finance!.analysis);
    }
    expect((buyer.rows[0].inputs.finance as ScoringFinance).profile).toEqual(finance);
    expect((standard.rows[0].inputs.finance as ScoringFinance).profile).toEqual({});

    // The table's two finance columns are the stored cash flow and highest offer.
    const summaries = await getSessionListings({ sessionId: buyer.payload.session_id });
    const byListing = new Map(buyer.rows.map((r) => [r.listingId, r.inputs.finance!.analysis]));
    for (const s of summaries) {
      const a = byListing.get(s.listing_id)!;
      expect(s.finance_cash_flow).toBe(a.cashFlow.monthlyAfterTax.value);
      expect(s.finance_highest_offer).toBe(a.highestOffer.breakEven.price);
    }
  });
});
