// @drivers: both — the two-phase ranking's SQL (ties, order, name lookups) must match on each engine
/**
 * The search's two-phase ranking (core fields of every candidate, whole rows only for those
 * the pruning walk completes; server/search/scoring.ts rankCandidates) gives exactly what the
 * earlier path gave: every candidate's whole row read, its profile keys looked up by code and
 * by name, rankCatalogue() over all of them. Same listings, same scores and explanations, same
 * order, ties included — on both drivers, on a catalogue with stored and derived suburb
 * profiles, listings found by name only, measured statistics and prices on request.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, rowsOf } from "@/db/client";
import { selectCandidateListings } from "@/db/queries/catalogue";
import { getSuburbProfiles } from "@/db/queries/suburbs";
import { insertCatalogueRows, refreshListingStats, toCatalogueRow } from "@/db/queries/catalogue-writes";
import { getSuburbStatistics, upsertSuburbStatistics } from "@/db/queries/suburb-statistics";
import { withProfiles } from "@/db/seed/catalogue";
import { readSuburbRows, seedSuburbs } from "@/db/seed/suburbs";
import { breakTies, profileKeysOf, rankCatalogue, withMeasuredStatistics } from "@/lib/engine";
import { generateCatalogue } from "@/lib/catalogue";
import type { StoredPreferences } from "@/lib/preferences/schema";
import { catalogueInMemory, forgetCatalogue } from "@/server/search/catalogue-cache";
import { rankCandidates, warmSearchCaches } from "@/server/search/scoring";
import { newId, payloadFor } from "./search-fixtures";

/** The generated catalogue (for the writes of the cache tests). */
let generated: ReturnType<typeof generateCatalogue> = [];

beforeAll(async () => {
  const db = await getDb();
  // VIC with stored profiles, TAS without (derived when read).
  const rows = readSuburbRows();
  await db.transaction((tx) => seedSuburbs({ db: tx, rows: [...withProfiles(rows.filter((r) => r.state === "VIC")), ...rows.filter((r) => r.state === "TAS")] }));
  const suburbRows = await db.execute(sql`select id, name, state, postcode, urban_area as "urbanArea", locality_type as "localityType", lga,
    statistic_area as "statisticArea", elevation, population, median_income as "medianIncome", area_sqkm as "areaSqkm", lat, lng,
    bushfire_prone_fraction as "bushfireProneFraction" from suburbs`);
  const list = (Array.isArray(suburbRows) ? suburbRows : (suburbRows as { rows: unknown[] }).rows) as Parameters<typeof generateCatalogue>[0]["suburbs"];
  generated = generateCatalogue({ suburbs: list, count: 3_000, seed: 5 });
  // Every 17th listing imported without an ABS code (its profile found by name); every 53rd in a suburb nobody knows (a fallback profile).
  const listings = generated.map((l, i) =>
    i % 53 === 0 ? { ...l, source: "import", suburbId: null, suburb: `Nowhere ${i % 3}` } : i % 17 === 0 ? { ...l, source: "import", suburbId: null } : l,
  );
  await db.transaction((tx) => insertCatalogueRows({ db: tx, rows: listings.map((l) => toCatalogueRow(l)) }));
  // Measured statistics for a few suburbs of the catalogue.
  const some = [...new Map(generated.map((l) => [`${l.suburb}|${l.state}`, l])).values()].slice(0, 40);
  await upsertSuburbStatistics({
    db,
    rows: some.flatMap((l, i) => [
      { suburb: l.suburb, state: l.state, postcode: l.postcode, propertyCategory: "house" as const, bedrooms: null, medianSalePrice: 600_000 + i * 25_000, saleSampleSize: 40, medianRentWeekly: 520 + i * 5, rentSampleSize: 30, source: "test", periodStart: "2025-01-01", periodEnd: "2025-12-31" },
      { suburb: l.suburb, state: l.state, postcode: l.postcode, propertyCategory: "unit" as const, bedrooms: 2, medianSalePrice: 450_000 + i * 10_000, saleSampleSize: 25, medianRentWeekly: null, rentSampleSize: null, source: "test", periodStart: "2025-01-01", periodEnd: "2025-12-31" },
    ]),
  });
  await refreshListingStats({ db, vacuum: false });
}, 180_000);

/** The earlier path: every candidate's whole row, profiles by every key, rankCatalogue over all. */
async function wholeRowRanking(payload: ReturnType<typeof payloadFor>, k: number) {
  const db = await getDb();
  const candidates = await selectCandidateListings({ db, data: payload.data });
  if (candidates.length === 0) return { ranked: [], matched: 0 };
  const keys = [...new Set(candidates.flatMap((l) => profileKeysOf(l)))];
  const profiles = await getSuburbProfiles({ db, keys });
  const stats = await getSuburbStatistics({ db, keys: keys.filter((key) => !key.startsWith("#")) });
  const merged = withMeasuredStatistics(profiles, stats, candidates);
  return { ranked: breakTies(rankCatalogue(candidates, merged, payload.data, payload.importance, { k, sortKey: "property_score" })), matched: candidates.length };
}

const ranking: Pick<StoredPreferences, "importanceRanking" | "investmentGoals" | "renovationPotential" | "splitLiving"> = {
  importanceRanking: ["investmentGoals", "renovationPotential", "splitLiving"],
  investmentGoals: { highcashflow: true, undervalued: false, highcapitalgrowth: false },
  renovationPotential: { enabled: true, renovationBudget: 100_000, finishLevel: "Standard" },
  splitLiving: { grannyFlat: true, internalDualliving: false, roomingHouse: false, duplexPair: false },
};

const searches: [string, Partial<StoredPreferences>, number][] = [
  ["broad (two states, any type, 1+ bedrooms)", { locations: ["Victoria", "Tasmania"], propertyType: null, bedrooms: "1+", priceRange: { min: null, max: 10_000_000 }, ...ranking }, 200],
  ["typical (Victoria, houses 3+, up to $1.5m)", { locations: ["Victoria"], propertyType: "House", bedrooms: "3+", priceRange: { min: null, max: 1_500_000 }, ...ranking }, 200],
  ["narrow (one council area)", { locations: ["Hobart (City), TAS"], propertyType: "House", bedrooms: "2+", priceRange: { min: 300_000, max: 3_000_000 }, ...ranking }, 200],
  ["price on request (a price band that takes estimated prices in), undervalued first", { locations: ["Victoria", "Tasmania"], propertyType: null, bedrooms: "1+", priceRange: { min: 400_000, max: 900_000 }, importanceRanking: ["investmentGoals", "riskOverlay"], investmentGoals: { highcashflow: false, undervalued: true, highcapitalgrowth: false } }, 200],
  // The buyer's finance: an investor with tax effects (the cash flow reads the year built, which the
  // first phase doesn't: a bound until the listing's row is read), and an owner-occupier paying 5%.
  ["with an investor's finance (10% deposit, P&I, $140k income, after tax)", { locations: ["Victoria", "Tasmania"], propertyType: null, bedrooms: "1+", priceRange: { min: null, max: 10_000_000 }, ...ranking, finance: { deposit: { kind: "percent", percent: 10 }, loanType: "principalAndInterest", interestRate: 6.5, taxableIncome: 140_000 } }, 200],
  ["with a first home buyer's finance (5% deposit, owner-occupier)", { locations: ["Victoria"], propertyType: "House", bedrooms: "3+", priceRange: { min: null, max: 1_500_000 }, ...ranking, finance: { buyerType: "ownerOccupier", firstHomeBuyer: true, deposit: { kind: "percent", percent: 5 } } }, 200],
  ["ties (split living alone: many equal scores at the 50th)", { locations: ["Victoria", "Tasmania"], propertyType: null, bedrooms: "1+", priceRange: { min: null, max: 10_000_000 }, importanceRanking: ["splitLiving"], splitLiving: { grannyFlat: true, internalDualliving: false, roomingHouse: false, duplexPair: false } }, 50],
];

describe("the two-phase ranking equals ranking the whole rows", () => {
  it.each(searches)("%s", async (_name, prefs, k) => {
    const payload = payloadFor(newId(), prefs);
    const before = await wholeRowRanking(payload, k);
    const after = await rankCandidates(payload, k, undefined);
    expect(before.matched).toBeGreaterThan(0);
    expect(after.matched).toBe(before.matched);
    expect(after.ranked.map((s) => `${s.listing_id} ${s.property_score}`)).toEqual(before.ranked.map((s) => `${s.listing_id} ${s.property_score}`));
    // Every field of every result, the explanations included.
    expect(after.ranked).toEqual(before.ranked);
  });

  it("covers what it claims: prices on request, listings by name and by fallback, derived profiles, ties at the k-th", async () => {
    const por = payloadFor(newId(), searches[3][1]);
    const { ranked } = await rankCandidates(por, 3_000, undefined);
    expect(ranked.some((s) => s.list_price === null)).toBe(true);
    expect(ranked).toEqual((await wholeRowRanking(por, 3_000)).ranked);
    const broad = await rankCandidates(payloadFor(newId(), searches[0][1]), 3_000, undefined);
    expect(broad.ranked.some((s) => s.source === "import" && s.address_suburb.startsWith("Nowhere"))).toBe(true);
    expect(broad.ranked.some((s) => s.source === "import" && !s.address_suburb.startsWith("Nowhere"))).toBe(true);
    expect(broad.ranked.some((s) => s.address_state === "TAS")).toBe(true);
    const tieSearch = searches.find(([name]) => name.startsWith("ties"))![1];
    const ties = await rankCandidates(payloadFor(newId(), tieSearch), 50, undefined);
    const kth = ties.ranked[49].property_score;
    const whole = await wholeRowRanking(payloadFor(newId(), tieSearch), 3_000);
    expect(whole.ranked.filter((s) => s.property_score === kth).length).toBeGreaterThan(ties.ranked.filter((s) => s.property_score === kth).length);
  });
});

/**
 * The search keeps the catalogue in memory between searches (server/search/catalogue-cache.ts):
 * the cores and whole rows under their row versions, the profiles under the tables' fingerprint.
 * Whatever is written between two searches — by the app or by an operator's SQL — the next
 * search equals the whole-row ranking of the database as it is then.
 */
describe("the catalogue kept in memory follows every write", () => {
  const broad = () => payloadFor(newId(), searches[0][1]);
  /** A broad search from memory, checked against the whole rows read afresh. */
  async function searchAndCheck(k = 200) {
    const payload = broad();
    const fromMemory = await rankCandidates(payload, k, undefined);
    const whole = await wholeRowRanking(payload, k);
    expect(fromMemory.matched).toBe(whole.matched);
    expect(fromMemory.ranked).toEqual(whole.ranked);
    return fromMemory;
  }
  const ids = (r: { ranked: { listing_id: string }[] }) => r.ranked.map((s) => s.listing_id);

  it("a repeated search equals the whole-row ranking", async () => {
    const first = await searchAndCheck();
    const second = await searchAndCheck();
    expect(second.ranked).toEqual(first.ranked);
  });

  it("a worker's warm-up keeps every listing's core, and the search after it follows a write made since", async () => {
    const db = await getDb();
    forgetCatalogue({ db });
    const warm = await warmSearchCaches();
    const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from listings`));
    expect(warm.listings).toBe(n);
    expect(catalogueInMemory({ db }).cores).toBe(n);
    // A listing far down the ranking becomes a bargain after the warm-up: the search must see it.
    const before = await wholeRowRanking(broad(), 3_000);
    const victim = before.ranked.find((s, i) => i > 1_000 && s.list_price !== null)!;
    await db.execute(sql`update listings set price = price / 4, search_price = search_price / 4 where listing_id = ${victim.listing_id}`);
    const after = await searchAndCheck(3_000);
    expect(after.ranked.findIndex((s) => s.listing_id === victim.listing_id)).toBeLessThan(before.ranked.findIndex((s) => s.listing_id === victim.listing_id));
  });

  it("a listing changed by SQL between two searches is read again", async () => {
    const db = await getDb();
    const before = await searchAndCheck(3_000);
    const victim = before.ranked.find((s, i) => i > 1_000 && s.list_price !== null && (s.scoring_inputs as { rent_weekly?: number | null } | undefined) !== undefined)!;
    await db.execute(sql`update listings set rent_weekly = coalesce(rent_weekly, 400) * 5, price = price / 3, search_price = search_price / 3 where listing_id = ${victim.listing_id}`);
    const after = await searchAndCheck(3_000);
    expect(after.ranked.findIndex((s) => s.listing_id === victim.listing_id)).toBeLessThan(before.ranked.findIndex((s) => s.listing_id === victim.listing_id));
  });

  it("a listing that stops passing the filters, a deleted one and a new one are followed", async () => {
    const db = await getDb();
    const before = await searchAndCheck();
    const [filteredOut, deleted] = [before.ranked[0].listing_id, before.ranked[1].listing_id];
    await db.execute(sql`update listings set bedrooms = 0 where listing_id = ${filteredOut}`);
    await db.execute(sql`delete from listings where listing_id = ${deleted}`);
    // A copy of the best listing under a new id: it ties with the best, so it ranks in the top 200.
    const best = generated.find((l) => l.listingId === before.ranked[2].listing_id)!;
    await db.transaction((tx) => insertCatalogueRows({ db: tx, rows: [toCatalogueRow({ ...best, listingId: `${best.listingId}-copy` })] }));
    const after = await searchAndCheck();
    expect(after.matched).toBe(before.matched - 1);
    expect(ids(after)).not.toContain(filteredOut);
    expect(ids(after)).not.toContain(deleted);
    expect(ids(after)).toContain(`${best.listingId}-copy`);
  });

  it("a suburb's profile and its measured statistics are read again after a write", async () => {
    const db = await getDb();
    const before = await searchAndCheck();
    const top = before.ranked[0];
    // The top listing's suburb becomes far dearer: its listings are worse buys.
    await db.execute(sql`update suburbs set profile = jsonb_set(profile, '{medianPrice,house}', to_jsonb(((profile->'medianPrice'->>'house')::numeric * 4)::int))
      where lower(name) = lower(${top.address_suburb}) and state = ${top.address_state} and profile is not null`);
    const afterProfile = await searchAndCheck();
    // A measured rent for a suburb of the ranking: its listings' cash flow changes.
    const other = afterProfile.ranked[5];
    await upsertSuburbStatistics({
      db,
      rows: [{ suburb: other.address_suburb, state: other.address_state, postcode: null, propertyCategory: "house", bedrooms: null, medianSalePrice: 150_000, saleSampleSize: 80, medianRentWeekly: 2_000, rentSampleSize: 60, source: "test-cache", periodStart: "2026-01-01", periodEnd: "2026-10-31" }],
    });
    const afterStatistics = await searchAndCheck();
    expect(afterStatistics.ranked).not.toEqual(afterProfile.ranked);
  });
});
