/**
 * The finance section of the stored preferences through PUT /api/preferences: saved and read
 * back as entered, an old copy without one still read, and each bad figure refused with the
 * finance core's message while nothing is stored (docs/FINANCE.md §1).
 */
import "./viewer-mock";
import { describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/preferences/route";
import {
  DEPOSIT_ABOVE_PRICE_MESSAGE,
  DEPOSIT_NEGATIVE_MESSAGE,
  RATE_TOO_HIGH_MESSAGE,
  RATE_TOO_LOW_MESSAGE,
  TERM_TOO_LONG_MESSAGE,
  type FinanceProfileInput,
} from "@/lib/finance";
import { toSearchPayload } from "@/lib/preferences/convert";
import { asGuest, completePreferences, getRequest, jsonRequest, newId, sessionRow } from "./search-fixtures";

const ctx = {};
const put = (sessionId: string, preferences: unknown) => PUT(jsonRequest("/api/preferences", { sessionId, preferences }, { method: "PUT" }), ctx);
const get = async (sessionId: string) => ((await (await GET(getRequest(`/api/preferences?sessionId=${sessionId}`), ctx)).json()) as { preferences: Record<string, unknown> | null }).preferences;
const stored = async (sessionId: string) => (await sessionRow(sessionId))?.sessionData;

const finance: FinanceProfileInput = {
  buyerType: "investor",
  deposit: { kind: "dollars", dollars: 150_000 },
  loanType: "principalAndInterest",
  interestRate: 6.5,
  loanTermYears: 30,
  taxableIncome: 140_000,
};

describe("the finance section of the stored preferences", () => {
  it("is saved as entered, read back, and carried to the search payload", async () => {
    const sessionId = asGuest();
    const prefs = completePreferences({ priceRange: { min: null, max: 900_000 }, finance });
    expect((await put(sessionId, prefs)).status).toBe(200);
    expect(await get(sessionId)).toEqual(prefs);
    expect((await stored(sessionId)) as { finance: unknown }).toHaveProperty("finance", finance);
    const saved = (await get(sessionId)) as typeof prefs;
    expect(toSearchPayload({ sessionId, userId: null, preferences: saved }).data.finance).toEqual(finance);
  });

  it("is optional: a copy saved without one reads back without one", async () => {
    const sessionId = asGuest();
    const prefs = completePreferences();
    expect((await put(sessionId, prefs)).status).toBe(200);
    const back = await get(sessionId);
    expect(back).toEqual(prefs);
    expect(back).not.toHaveProperty("finance");
  });

  it.each([
    ["a negative deposit", { deposit: { kind: "dollars", dollars: -1 } }, DEPOSIT_NEGATIVE_MESSAGE, "preferences.finance.deposit.dollars"],
    ["a deposit above the price (the price range's maximum)", { deposit: { kind: "dollars", dollars: 900_001 } }, DEPOSIT_ABOVE_PRICE_MESSAGE, "preferences.finance.deposit"],
    ["a rate of 0%", { interestRate: 0 }, RATE_TOO_LOW_MESSAGE, "preferences.finance.interestRate"],
    ["a rate over 30%", { interestRate: 31 }, RATE_TOO_HIGH_MESSAGE, "preferences.finance.interestRate"],
    ["a term over 40 years", { loanTermYears: 45 }, TERM_TOO_LONG_MESSAGE, "preferences.finance.loanTermYears"],
  ] as const)("refuses %s with its own message and stores nothing", async (_, bad, message, field) => {
    const sessionId = asGuest();
    const good = completePreferences({ priceRange: { min: null, max: 900_000 }, finance });
    expect((await put(sessionId, good)).status).toBe(200);
    const res = await put(sessionId, { ...good, finance: { ...finance, ...bad } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; fields: Record<string, string[]> } };
    expect(body.error.message).toBe(message);
    expect(body.error.fields).toEqual({ [field]: [message] });
    // The copy saved before is untouched, and a session never saved isn't created.
    expect(await get(sessionId)).toEqual(good);
    const fresh = newId();
    expect((await put(fresh, { ...good, finance: { ...finance, ...bad } })).status).toBe(400);
    expect(await stored(fresh)).toBeUndefined();
  });
});
