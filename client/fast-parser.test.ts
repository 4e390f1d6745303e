import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listingsResponseSchema, type ListingsResponse } from "@/lib/matches/types";
import { makeListingRows, toSummaries } from "@/tests/e2e/pages/matches-data";
import { fastParser } from "./fast-parser";

const answer = (rows: number): ListingsResponse => ({
  listings: toSummaries(makeListingRows("9b2f8a52-3c1e-4c7e-9a51-0f6d2b1a7e10", rows, 7, "mixed")),
  numbers_basis: "owner",
  analysis: { total: rows, complete: rows, search_running: false, matched: null, price_filtered: false, source_notes: [] },
});

describe("fastParser", () => {
  const parser = fastParser(listingsResponseSchema);

  it("accepts what the schema accepts, and hands the answer back as it is", () => {
    const data = answer(50);
    expect(listingsResponseSchema.safeParse(data).success).toBe(true);
    const parsed = parser.safeParse(data);
    expect(parsed.success && parsed.data).toBe(data);
  });

  it("refuses, as zod does, every field of a listing given the wrong type", () => {
    const good = answer(1);
    const wrong = (v: unknown) => (v === null ? true : typeof v === "string" ? 1 : typeof v === "number" ? "1" : typeof v === "boolean" ? "true" : 7);
    for (const field of Object.keys(listingsResponseSchema.shape.listings.element.shape)) {
      const listing = { ...good.listings[0], [field]: wrong(good.listings[0][field as keyof (typeof good.listings)[0]]) };
      const data = { ...good, listings: [listing] };
      expect([field, parser.safeParse(data).success]).toEqual([field, listingsResponseSchema.safeParse(data).success]);
      expect([field, parser.safeParse(data).success]).toEqual([field, false]);
    }
  });

  it("agrees with zod on the edges: a missing field, Infinity, a record of numbers, an unknown confidence, extra keys", () => {
    const [listing] = answer(1).listings;
    const { rank: _rank, ...noRank } = listing;
    const cases = [
      noRank,
      { ...listing, property_score: Number.POSITIVE_INFINITY },
      { ...listing, section_scores: { investmentGoals: 80 } },
      { ...listing, data_confidence: "certain" },
      { ...listing, suburb_centroid: { lat: 1 } },
      { ...listing, extra: "kept" },
      { ...listing, section_scores: null, data_confidence: null, suburb_centroid: { lat: -37.8, lng: 144.9 } },
    ];
    for (const l of cases) {
      const data = { ...answer(0), listings: [l] };
      expect(parser.safeParse(data).success).toBe(listingsResponseSchema.safeParse(data).success);
    }
    expect(parser.safeParse({ listings: [], analysis: null }).success).toBe(false);
  });

  it("leaves a schema that changes values to zod", () => {
    const trimmed = z.object({ name: z.string().trim() });
    expect(fastParser(trimmed)).toBe(trimmed);
    const defaulted = z.object({ n: z.number().default(3) });
    expect(fastParser(defaulted).safeParse({})).toEqual({ success: true, data: { n: 3 } });
  });
});
