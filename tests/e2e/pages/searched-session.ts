import { expect, type Page } from "@playwright/test";
import type postgres from "postgres";
import { toSearchPayload } from "@/lib/preferences/convert";
import { storedPreferencesSchema } from "@/lib/preferences/schema";
import type { FinanceProfileInput } from "@/lib/finance/profile";

/** Houses for sale in Victoria, ranked for cash flow and renovation: well over ten matches in the demo catalogue. */
export const VICTORIAN_HOUSES = storedPreferencesSchema.parse({
  marketStatus: "For Sale",
  priceRange: { min: null, max: 5_000_000 },
  importanceRanking: ["investmentGoals", "renovationPotential"],
  locations: ["Victoria"],
  propertyType: "House",
  bedrooms: "2+",
  investmentGoals: { highcashflow: true },
  renovationPotential: { enabled: true, renovationBudget: 100_000, finishLevel: "Standard" },
});

/**
 * A session of `userId` searched for real by the built-in engine, started as the search screen starts it (estimate,
 * then start, as the signed-in `page`), saved under `savedName` when given, on the buyer's `finance` when given;
 * resolves once the search has ended with at least ten results.
 */
export async function searchedSession(page: Page, sql: postgres.Sql, userId: string, { savedName, finance }: { savedName?: string; finance?: FinanceProfileInput } = {}): Promise<string> {
  const sessionId = crypto.randomUUID();
  const stored = finance ? storedPreferencesSchema.parse({ ...VICTORIAN_HOUSES, finance }) : VICTORIAN_HOUSES;
  const preferences = stored as postgres.JSONValue;
  await sql`insert into user_sessions (session_id, user_id, session_data) values (${sessionId}, ${userId}, ${sql.json(preferences)})`;
  if (savedName) await sql`insert into saved_preferences (user_id, name, preferences, session_id) values (${userId}, ${savedName}, ${sql.json(preferences)}, ${sessionId})`;
  const payload = toSearchPayload({ sessionId, userId, preferences: stored });
  expect((await page.request.post("/api/search/estimate", { data: payload })).ok()).toBe(true);
  expect((await page.request.post("/api/search/start", { data: payload })).ok()).toBe(true);
  await expect
    .poll(
      async () => {
        const body = await (await page.request.get(`/api/sessions/${sessionId}/listings`)).json();
        return body.analysis.search_running === false && body.listings.length >= 10;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return sessionId;
}
