/**
 * A public (shared) session with `count` scored listings, written the way the search job
 * writes them: the built-in scoring over the seeded demo catalogue, toSearchListingRow,
 * upsertSearchListings, its preferences in session_data, then made public as Share Results does. Used by the benchmarks
 * (bench:http, bench:lighthouse) on a database that is already migrated and seeded and
 * that this process reaches through the app's own connection (getDbHandle: DATABASE_URL,
 * or PGLITE_DIR). Needs `--conditions=react-server` (it loads server-only modules).
 * Returns the session id; closes the connection it opened.
 */
export async function seedSharedSession({ count = 100 }: { count?: number } = {}): Promise<string> {
  const { getDbHandle } = await import("@/db/client");
  const { saveSessionData, setSessionPublic } = await import("@/db/queries/sessions");
  const { upsertSearchListings } = await import("@/db/queries/search-runs");
  const { toSearchListingRow } = await import("@/server/search/search-job");
  const { builtinScoring } = await import("@/server/search/scoring");
  const { toSearchPayload } = await import("@/lib/preferences/convert");
  const { storedPreferencesSchema } = await import("@/lib/preferences/schema");
  const sessionId = crypto.randomUUID();
  const preferences = storedPreferencesSchema.parse({
    locations: ["New South Wales", "Victoria", "Queensland"],
    bedrooms: "1+",
    priceRange: { min: null, max: 10_000_000 },
    importanceRanking: ["investmentGoals", "renovationPotential", "splitLiving"],
    investmentGoals: { highcashflow: true },
  });
  // The session holds the preferences it was searched with, as the preferences page saves them.
  const handle = await getDbHandle();
  await saveSessionData({ db: handle.db, sessionId, userId: null, sessionData: preferences });
  const payload = toSearchPayload({ sessionId, userId: null, preferences });
  const { ranked } = await builtinScoring.scoreCandidates({ payload, limit: count });
  if (ranked.length < count) throw new Error(`only ${ranked.length} listings matched: seed a larger catalogue`);
  await upsertSearchListings({ db: handle.db, rows: ranked.slice(0, count).map((s, i) => toSearchListingRow(sessionId, s, i + 1)) });
  await setSessionPublic({ db: handle.db, sessionId });
  await handle.close();
  return sessionId;
}
