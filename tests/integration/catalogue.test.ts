// @drivers: both — the estimate's SQL count must equal the engine's filter on each engine; seeding in transactions
/**
 * The catalogue in the database, on both drivers: seeding, the estimate's count equal to the
 * engine's filter on the same rows, candidate selection, suburb profiles, demo regeneration.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { countMatchingListings, selectCandidateListings } from "@/db/queries/catalogue";
import { getSuburbProfiles } from "@/db/queries/suburbs";
import { refreshListingStats, toCatalogueRow, insertCatalogueRows } from "@/db/queries/catalogue-writes";
import { listings, suburbs } from "@/db/schema";
import { seedIfEmpty } from "@/db/seed";
import { countListings, seedDemoCatalogue } from "@/db/seed/catalogue";
import { filterListings, profileKeysOf, profileFor, rankCatalogue, scoreListing, rankListings, type EngineData, type EngineListing } from "@/lib/engine";
import { FEATURES } from "@/lib/preferences/schema";
import { listingFixture } from "@/lib/testkit/engine-listings";

const features = (...on: string[]) => Object.fromEntries(FEATURES.map((f) => [f, on.includes(f)])) as NonNullable<EngineData["features"]>;

let all: EngineListing[] = [];

beforeAll(async () => {
  const db = await getDb();
  // A fresh database: the real suburbs with profiles and a small demo catalogue.
  await seedIfEmpty({ db, catalogueCount: 300 });
  // Then a larger catalogue in NSW and VIC only, where the location tests look.
  const subset = await db.select().from(suburbs).where(sql`${suburbs.state} in ('NSW', 'VIC')`);
  await db.transaction((tx) => seedDemoCatalogue({ db: tx, count: 4_000, seed: 3, suburbs: subset }));
  await refreshListingStats({ db });
  all = await selectCandidateListings({ db, data: {} });
}, 120_000);

describe("seeding", () => {
  it("seeds the suburbs with their profiles and a demo catalogue", async () => {
    const db = await getDb();
    const [row] = await db.select({ n: sql<number>`count(*)::int`, withProfile: sql<number>`count(${suburbs.profile})::int` }).from(suburbs);
    expect(Number(row.n)).toBeGreaterThan(15_000);
    expect(Number(row.withProfile)).toBeGreaterThan(15_000);
    expect(all).toHaveLength(4_000);
    expect(all.every((l) => l.source === "demo" && /^demo-\d{6}$/.test(l.listingId))).toBe(true);
  });

  it("does nothing when run again", async () => {
    const db = await getDb();
    await seedIfEmpty({ db, catalogueCount: 300 });
    expect(await countListings({ db })).toBe(4_000);
  });
});

describe("countMatchingListings and selectCandidateListings", () => {
  const queries: [string, EngineData][] = [
    ["everything", {}],
    ["for sale", { marketStatus: "For Sale" }],
    ["off market", { marketStatus: "Off Market" }],
    ["houses 3+ bed, $600k-$1.2M", { propertyType: "House", bedrooms: "3+", minPrice: "600000", maxPrice: "1200000" }],
    ["under $500k (price on request by estimate)", { maxPrice: "$500,000" }],
    ["from $2M", { minPrice: "2m" }],
    ["2+ bath, 2+ parking", { bathrooms: "2+", parking: "2+" }],
    ["land from 800 m²", { landSize: "800" }],
    ["pool and garage", { features: features("pool", "garage") }],
    ["an LGA", { locations: ["City of Albury"] }],
    ["a suburb with postcode", { locations: ["Lavington, NSW 2641"] }],
    ["an urban area", { locations: ["Albury - East, NSW"] }],
    ["a state", { locations: ["Victoria"] }],
    ["a name without a state", { locations: ["Richmond"] }],
    ["a Google Places description", { locations: ["Parramatta NSW, Australia"] }],
    ["several places", { locations: ["Brisbane (City), QLD", "Yarra (City), VIC", "Mosman NSW"] }],
    ["nothing readable", { locations: ["Australia"] }],
    ["a council less one of its suburbs, no units, no pools", { locations: ["City of Albury"], exclusions: { locations: ["Lavington, NSW 2641"], propertyTypes: ["Unit"], features: ["pool"] } }],
    ["everything at once", { marketStatus: "For Sale", locations: ["New South Wales"], propertyType: "House", bedrooms: "2+", maxPrice: "1500000", features: features("builtinWardrobe") }],
  ];

  it.each(queries)("counts what the engine keeps: %s", async (name, data) => {
    const db = await getDb();
    const expected = filterListings(all, data);
    if (name !== "nothing readable") expect(expected.length).toBeGreaterThan(0);
    expect(await countMatchingListings({ db, data })).toBe(expected.length);
    const candidates = await selectCandidateListings({ db, data });
    expect(candidates.map((l) => l.listingId)).toEqual(expected.map((l) => l.listingId));
  });

  it("honours a limit and reads in batches", async () => {
    const db = await getDb();
    const first = await selectCandidateListings({ db, data: {}, limit: 7 });
    expect(first.map((l) => l.listingId)).toEqual(all.slice(0, 7).map((l) => l.listingId));
  });
});

describe("getSuburbProfiles", () => {
  it("answers id and name keys, deriving a missing profile", async () => {
    const db = await getDb();
    const sample = all.slice(0, 50);
    const keys = [...new Set(sample.flatMap((l) => profileKeysOf(l)))];
    const profiles = await getSuburbProfiles({ db, keys });
    for (const l of sample) {
      const p = profileFor(l, profiles);
      expect(p.source).toBe("derived");
      expect(p.suburbId).toBe(l.suburbId);
    }
    const [lav] = await db.select().from(suburbs).where(sql`${suburbs.name} = 'Lavington' and ${suburbs.state} = 'NSW'`);
    await db.update(suburbs).set({ profile: null }).where(eq(suburbs.id, lav.id));
    const again = await getSuburbProfiles({ db, keys: ["lavington|NSW"] });
    expect(again.get("lavington|NSW")?.suburbId).toBe(lav.id);
    expect(again.get("lavington|NSW")?.source).toBe("derived");
  });

  it("lets the search score candidates end to end", async () => {
    const db = await getDb();
    const data: EngineData = { locations: ["New South Wales"], propertyType: "House" };
    const importance = { investmentGoals: 1, riskOverlay: 2 };
    const candidates = await selectCandidateListings({ db, data });
    const profiles = await getSuburbProfiles({ db, keys: [...new Set(candidates.flatMap((l) => profileKeysOf(l)))] });
    const top = rankCatalogue(candidates, profiles, data, importance, { k: 20 });
    const reference = rankListings(
      candidates.map((l) => scoreListing(l, profileFor(l, profiles), data, importance)),
      { k: 20 },
    );
    expect(top).toEqual(reference);
    expect(top[0].property_score).toBeGreaterThanOrEqual(top[19].property_score);
  });
});

describe("regenerating the demo catalogue", () => {
  it("replaces demo listings and never touches imported ones", async () => {
    const db = await getDb();
    const imported = listingFixture({ listingId: "AGENCY-1", source: "import", suburbId: null });
    await insertCatalogueRows({ db, rows: [toCatalogueRow(imported)] });
    await db.transaction((tx) => seedDemoCatalogue({ db: tx, count: 250, seed: 9 }));
    expect(await countListings({ db, source: "demo" })).toBe(250);
    expect(await countListings({ db, source: "import" })).toBe(1);
    const [row] = await db.select().from(listings).where(eq(listings.listingId, "AGENCY-1"));
    expect(row.locationKeys).toContain("l:albury|NSW");
  });
});
