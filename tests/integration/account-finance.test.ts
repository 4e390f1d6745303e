/**
 * The account finance defaults (docs/FINANCE.md §14) through GET/PUT /api/account/finance on the
 * real database: saved and read back as entered, kept per user, cleared, deleted with the account,
 * each bad figure refused with lib/finance's message while nothing is stored, and a guest refused.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GET, PUT } from "@/app/api/account/finance/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { DEPOSIT_ABOVE_PRICE_MESSAGE, DEPOSIT_NEGATIVE_MESSAGE, HOLDING_LAND_MESSAGE, HOLDING_STATE_MESSAGE, PORTFOLIO_MAX_MESSAGE, RATE_TOO_HIGH_MESSAGE, RATE_TOO_LOW_MESSAGE, TERM_TOO_LONG_MESSAGE, type FinanceProfileInput } from "@/lib/finance";
import { createUser, getRequest, jsonRequest, newId, signInAs, viewer } from "./search-fixtures";

vi.mock("@/server/auth/current-user", async () => {
  const { viewer: v } = await import("./search-fixtures");
  return { getCurrentUser: async () => v.current };
});

const ctx = {};
const put = (finance: unknown) => PUT(jsonRequest("/api/account/finance", { finance }, { method: "PUT" }), ctx);
const get = async () => (await (await GET(getRequest("/api/account/finance"), ctx)).json()) as { finance: FinanceProfileInput | null };
const storedOf = async (id: string) => {
  const db = await getDb();
  const [row] = await db.select({ finance: users.financeDefaults }).from(users).where(eq(users.id, id));
  return row?.finance ?? null;
};

const finance: FinanceProfileInput = {
  buyerType: "ownerOccupier",
  firstHomeBuyer: true,
  deposit: { kind: "dollars", dollars: 150_000 },
  loanType: "principalAndInterest",
  interestRate: 6.1,
  loanTermYears: 30,
  taxableIncome: 140_000,
};

/** A property already owned (docs/FINANCE.md §17). */
const holding = { state: "QLD", value: 650_000, loan: 380_000, rate: 6.2, weeklyRent: 560, costs: 4_200, ownerOccupied: false } as const;

describe("the account finance defaults", () => {
  it("keep a portfolio, savings and \"use my equity\" as entered", async () => {
    await signInAs("fin-portfolio");
    const withPortfolio = { ...finance, portfolio: [holding, { ...holding, state: "NSW", ownerOccupied: true, weeklyRent: 0, landValue: 400_000 }], savings: 60_000, useEquity: true };
    expect((await put(withPortfolio)).status).toBe(200);
    expect(await get()).toEqual({ finance: withPortfolio });
  });

  it("start empty, are saved as entered and read back, per user", async () => {
    const jane = await createUser(`fin-jane-${newId()}@example.com`);
    const sam = await createUser(`fin-sam-${newId()}@example.com`);
    viewer.current = jane;
    expect(await get()).toEqual({ finance: null });
    const res = await put(finance);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finance });
    expect(await get()).toEqual({ finance });
    expect(await storedOf(jane.id)).toEqual(finance);
    viewer.current = sam;
    expect(await get()).toEqual({ finance: null });
    expect(await storedOf(sam.id)).toBeNull();
  });

  it("are cleared by null or by nothing entered", async () => {
    const u = await signInAs("fin-clear");
    await put(finance);
    expect((await put(null)).status).toBe(200);
    expect(await storedOf(u.id)).toBeNull();
    await put(finance);
    expect((await put({})).status).toBe(200);
    expect(await get()).toEqual({ finance: null });
  });

  it.each([
    ["a negative deposit", { deposit: { kind: "dollars", dollars: -1 } }, DEPOSIT_NEGATIVE_MESSAGE, "finance.deposit.dollars"],
    ["a deposit above the price (over 100%)", { deposit: { kind: "percent", percent: 101 } }, DEPOSIT_ABOVE_PRICE_MESSAGE, "finance.deposit.percent"],
    ["a rate of 0%", { interestRate: 0 }, RATE_TOO_LOW_MESSAGE, "finance.interestRate"],
    ["a rate over 30%", { interestRate: 30.01 }, RATE_TOO_HIGH_MESSAGE, "finance.interestRate"],
    ["a term over 40 years", { loanTermYears: 41 }, TERM_TOO_LONG_MESSAGE, "finance.loanTermYears"],
    ["21 properties", { portfolio: Array.from({ length: 21 }, () => holding) }, PORTFOLIO_MAX_MESSAGE, "finance.portfolio"],
    ["a property in no state", { portfolio: [{ ...holding, state: "XX" }] }, HOLDING_STATE_MESSAGE, "finance.portfolio.0.state"],
    ["land worth more than its property", { portfolio: [{ ...holding, landValue: 700_000 }] }, HOLDING_LAND_MESSAGE, "finance.portfolio.0.landValue"],
  ] as const)("refuse %s with its own message and store nothing", async (_, bad, message, field) => {
    const u = await signInAs("fin-bad");
    await put(finance);
    const res = await put({ ...finance, ...bad });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; fields: Record<string, string[]> } };
    expect(body.error.fields[field]).toEqual([message]);
    expect(await storedOf(u.id)).toEqual(finance);
  });

  it("are refused to a guest (401) and go with the account", async () => {
    viewer.current = null;
    expect((await GET(getRequest("/api/account/finance"), ctx)).status).toBe(401);
    expect((await put(finance)).status).toBe(401);
    const u = await signInAs("fin-gone");
    await put(finance);
    const db = await getDb();
    await db.delete(users).where(eq(users.id, u.id));
    expect((await put(finance)).status).toBe(401);
    viewer.current = null;
  });
});
