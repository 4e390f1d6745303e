/**
 * Shared set-up for the search, preferences, webhook, realtime and places integration
 * tests: real suburbs for a few states, a small generated catalogue, sessions and
 * payloads. (Not a test file itself: vitest only collects *.test.ts.)
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { insertCatalogueRows, toCatalogueRow } from "@/db/queries/catalogue-writes";
import { readSuburbRows, seedSuburbs } from "@/db/seed/suburbs";
import { userSessions, users, betaAccessRequests } from "@/db/schema";
import { generateCatalogue } from "@/lib/catalogue";
import { toSearchPayload } from "@/lib/preferences/convert";
import { storedPreferencesSchema, type StoredPreferences } from "@/lib/preferences/schema";
import { GUEST_COOKIE, withGuestKeyScope } from "@/server/auth/guest-key";

/** Who the mocked getCurrentUser() returns (each test file mocks @/lib/auth/current-user with it). */
export const viewer: { current: { id: string; email: string } | null } = { current: null };

export async function seedCatalogue({ states = ["VIC", "TAS"], count = 400 }: { states?: string[]; count?: number } = {}) {
  const db = await getDb();
  const rows = readSuburbRows().filter((r) => states.includes(r.state));
  await db.transaction(async (tx) => {
    await seedSuburbs({ db: tx, rows });
  });
  const suburbRows = await db.execute(sql`select id, name, state, postcode, urban_area as "urbanArea", locality_type as "localityType", lga,
    statistic_area as "statisticArea", elevation, population, median_income as "medianIncome", area_sqkm as "areaSqkm", lat, lng,
    bushfire_prone_fraction as "bushfireProneFraction" from suburbs`);
  const list = (Array.isArray(suburbRows) ? suburbRows : (suburbRows as { rows: unknown[] }).rows) as Parameters<typeof generateCatalogue>[0]["suburbs"];
  const generated = generateCatalogue({ suburbs: list, count, seed: 7 });
  await db.transaction(async (tx) => {
    await insertCatalogueRows({ db: tx, rows: generated.map((g) => toCatalogueRow(g)) });
  });
  return generated.length;
}

/** A confirmed account; an approved beta tester unless `approved: false` (lib/policy.ts gates the rest). */
export async function createUser(email: string, { approved = true }: { approved?: boolean } = {}): Promise<{ id: string; email: string }> {
  const db = await getDb();
  const [u] = await db.insert(users).values({ email, passwordHash: "x", emailConfirmedAt: new Date() }).returning({ id: users.id, email: users.email });
  if (approved) await approveTester(email);
  return u;
}

/** Signs in a new account `<prefix>-<uuid>@example.com` (as createUser makes it); the account. */
export async function signInAs(prefix: string, options?: { approved?: boolean }): Promise<{ id: string; email: string }> {
  const user = await createUser(`${prefix}-${newId()}@example.com`, options);
  viewer.current = user;
  return user;
}

export async function approveTester(email: string) {
  const db = await getDb();
  await db.insert(betaAccessRequests).values({ fullName: "Test Tester", email: email.trim().toLowerCase(), mobile: "0400000000", planInterest: "Free", disclaimerAccepted: true, approved: true, approvedAt: new Date() });
}

export async function createSession(sessionId: string, userId: string | null = null) {
  const db = await getDb();
  await db.insert(userSessions).values({ sessionId, userId }).onConflictDoNothing();
}

/** A new stored session, a guest's unless `userId` is given; its id. */
export async function newSession(userId: string | null = null): Promise<string> {
  const sessionId = newId();
  await createSession(sessionId, userId);
  return sessionId;
}

/** A session's stored row, or null when there is none. */
export async function sessionRow(sessionId: string) {
  const db = await getDb();
  const [row] = await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId));
  return row ?? null;
}

export const newId = () => crypto.randomUUID();

/** Signs the viewer out (a guest from here on) and gives them a new session id, not stored yet. */
export function asGuest(): string {
  viewer.current = null;
  return newId();
}

/** Preferences that every step accepts, with anything overridden. */
export function completePreferences(overrides: Partial<StoredPreferences> = {}): StoredPreferences {
  return storedPreferencesSchema.parse({
    marketStatus: "All Properties",
    priceRange: { min: null, max: 5_000_000 },
    importanceRanking: ["investmentGoals", "renovationPotential", "splitLiving"],
    locations: ["Victoria"],
    propertyType: "House",
    bedrooms: "2+",
    investmentGoals: { highcashflow: true },
    renovationPotential: { enabled: true, renovationBudget: 100_000, finishLevel: "Standard" },
    splitLiving: { grannyFlat: true },
    ...overrides,
  });
}

export function payloadFor(sessionId: string, overrides: Partial<StoredPreferences> = {}, userId: string | null = null) {
  return toSearchPayload({ sessionId, userId, preferences: completePreferences(overrides) });
}

/**
 * The guest key cookie (server/auth/guest-key.ts) of the one browser these helpers' requests come
 * from, so a guest's session stays theirs from one request to the next, as in a browser. A test of
 * another browser sends another (or none: `{ headers: { cookie: "" } }`).
 */
export const TEST_BROWSER_COOKIE = `${GUEST_COOKIE}=${"t".repeat(43)}`;
/** What a session this browser started keeps of its key (user_sessions.guest_owner). */
export const TEST_BROWSER_KEY_HASH = createHash("sha256").update("t".repeat(43)).digest("hex");

export function jsonRequest(url: string, body: unknown, init: RequestInit = {}) {
  return new Request(`http://localhost${url}`, {
    method: "POST",
    ...init,
    headers: {
      "Content-Type": "application/json",
      "x-forwarded-for": `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      cookie: TEST_BROWSER_COOKIE,
      ...(init.headers ?? {}),
    },
    body: JSON.stringify(body),
  });
}

export const getRequest = (url: string, cookie = TEST_BROWSER_COOKIE) => new Request(`http://localhost${url}`, { headers: { cookie } });

/** Runs server code called directly (not through a route) as a request from this browser would: with its guest key. */
export async function asTestBrowser<T>(fn: () => Promise<T>): Promise<T> {
  return (await withGuestKeyScope(getRequest("/"), fn)).response;
}

/** Polls until `check` returns a value, or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 30_000, everyMs = 100): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error("waitFor timed out");
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
