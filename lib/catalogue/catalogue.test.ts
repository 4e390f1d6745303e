import { describe, expect, it } from "vitest";
import { suburbInputOf } from "@/db/seed/catalogue";
import { readSuburbRows } from "@/db/seed/suburbs";
import { listingLocationKeys, searchPriceOf, filterListings } from "@/lib/engine";
import { zoneRuleFor } from "@/lib/engine/zoning";
import { generateCatalogue, eligibleSuburbs } from "./generate";
import { createRng, hash32, mulberry32 } from "./prng";
import { deriveSuburbProfile, distanceKm, typicalBlockFor, type SuburbInput } from "./profile";

const all = readSuburbRows().map(suburbInputOf);
const byName = (name: string, state: string) => all.find((s) => s.name === name && s.state === state)!;

describe("seeded PRNG", () => {
  it("repeats for a seed and differs between seeds", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const xs = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(xs);
    expect(c()).not.toBe(xs[0]);
    expect(hash32("abc")).toBe(hash32("abc"));
    const r = createRng(1);
    for (let i = 0; i < 1000; i++) {
      const x = r.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe("deriveSuburbProfile", () => {
  it("is deterministic", () => {
    const s = byName("Lavington", "NSW");
    expect(deriveSuburbProfile(s)).toEqual(deriveSuburbProfile({ ...s }));
  });

  it("prices inner, wealthy suburbs above outer and remote ones", () => {
    const mosman = deriveSuburbProfile(byName("Mosman", "NSW"));
    const penrith = deriveSuburbProfile(byName("Penrith", "NSW"));
    const brokenHill = deriveSuburbProfile(byName("Broken Hill", "NSW"));
    expect(mosman.medianPrice.House).toBeGreaterThan(penrith.medianPrice.House);
    expect(penrith.medianPrice.House).toBeGreaterThan(brokenHill.medianPrice.House);
    expect(mosman.remoteness).toBe("Major Cities");
    expect(brokenHill.remoteness).toBe("Remote");
    // Cheaper places yield more.
    const y = (p: typeof mosman) => (p.weeklyRent.House * 52) / p.medianPrice.House;
    expect(y(brokenHill)).toBeGreaterThan(y(mosman));
    for (const p of [mosman, penrith, brokenHill]) {
      expect(p.medianPrice.Unit).toBeLessThan(p.medianPrice.House);
      expect(p.zoningMix.reduce((s, z) => s + z.share, 0)).toBeCloseTo(1, 1);
      for (const z of p.zoningMix) expect(zoneRuleFor("NSW", z.zone).assumed).toBe(false);
    }
  });

  it("measures distance to the capital and block size from density", () => {
    const fitzroy = deriveSuburbProfile(byName("Fitzroy", "VIC"));
    expect(fitzroy.capital).toBe("Melbourne");
    expect(fitzroy.distanceToCbdKm).toBeLessThan(5);
    expect(distanceKm(-33.8688, 151.2093, -37.8136, 144.9631)).toBeGreaterThan(700);
    expect(typicalBlockFor(10_000)).toBe(250);
    expect(typicalBlockFor(1_000)).toBe(650);
    expect(typicalBlockFor(3)).toBeGreaterThan(20_000);
  });
});

describe("generateCatalogue", () => {
  const suburbs = all.filter((s) => s.state === "NSW" || s.state === "TAS" || s.state === "");
  const list = generateCatalogue({ suburbs, count: 3_000, seed: 7 });

  it("is deterministic for a seed, whatever the order of the suburbs", () => {
    expect(generateCatalogue({ suburbs: [...suburbs].reverse(), count: 3_000, seed: 7 })).toEqual(list);
    expect(generateCatalogue({ suburbs, count: 50, seed: 8 })).not.toEqual(list.slice(0, 50));
  });

  it("marks every listing as a demo and numbers it", () => {
    expect(list[0].listingId).toBe("demo-000001");
    expect(list[2_999].listingId).toBe("demo-003000");
    expect(list.every((l) => l.source === "demo" && l.description.includes("Demo listing"))).toBe(true);
    expect(list.every((l) => l.satelliteImage === null && l.listingUrl === null)).toBe(true);
  });

  it("places listings only in populated suburbs of the eight states, weighted by population", () => {
    const eligible = new Map(eligibleSuburbs(suburbs).map((s) => [s.id, s]));
    expect(list.every((l) => eligible.has(l.suburbId!))).toBe(true);
    expect(list.some((l) => l.state === "")).toBe(false);
    // NSW has ~15 times Tasmania's people.
    const nsw = list.filter((l) => l.state === "NSW").length;
    const tas = list.filter((l) => l.state === "TAS").length;
    expect(nsw / tas).toBeGreaterThan(8);
  });

  it("makes coherent listings", () => {
    for (const l of list) {
      expect(["House", "Unit", "Townhouse", "Apartment", "Land"]).toContain(l.propertyType);
      if (l.propertyType === "Land") expect(l.bedrooms + l.bathrooms + l.carSpaces).toBe(0);
      if (l.propertyType === "Unit" || l.propertyType === "Apartment") expect(l.landSize).toBeNull();
      else expect(l.landSize).toBeGreaterThan(0);
      if (l.price === null) expect(["Price on request", "Contact agent", "Auction"]).toContain(l.priceText);
      expect(zoneRuleFor(l.state, l.zoning).assumed).toBe(false);
      if (l.isBattleAxe) expect(l.frontage).toBeLessThan(5);
      expect(l.isCorner && l.isBattleAxe).toBe(false);
    }
    const onRequest = list.filter((l) => l.price === null).length / list.length;
    expect(onRequest).toBeGreaterThan(0.04);
    expect(onRequest).toBeLessThan(0.15);
  });

  it("stores the search price the engine would estimate", () => {
    const profiles = new Map(suburbs.map((s) => [s.id, deriveSuburbProfile(s)]));
    for (const l of list.slice(0, 500)) expect(l.searchPrice).toBe(searchPriceOf(l, profiles.get(l.suburbId!)!));
  });

  it("draws bushfire overlays in proportion to the suburb's bushfire-prone fraction", () => {
    const fire = (fraction: number): SuburbInput[] => suburbs.filter((s) => (s.population ?? 0) > 500).slice(0, 40).map((s) => ({ ...s, bushfireProneFraction: fraction, elevation: 500 }));
    const none = generateCatalogue({ suburbs: fire(0), count: 1_000, seed: 1 });
    const half = generateCatalogue({ suburbs: fire(0.5), count: 2_000, seed: 1 });
    expect(none.filter((l) => l.bushfireOverlay).length).toBe(0);
    const share = half.filter((l) => l.bushfireOverlay).length / half.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.55);
  });

  it("can be found by region", () => {
    const albury = filterListings(list, { locations: ["City of Albury"] });
    expect(albury.length).toBeGreaterThan(0);
    expect(albury.every((l) => l.lga === "Albury (City)")).toBe(true);
    expect(listingLocationKeys(albury[0])).toContain("l:albury|NSW");
  });
});
