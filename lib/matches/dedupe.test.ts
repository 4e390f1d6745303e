import { describe, expect, it } from "vitest";
import { dedupeByListingId } from "./dedupe";

describe("dedupeByListingId", () => {
  it("keeps the newest row of each listing and the order of the survivors", () => {
    const rows = [
      { listing_id: "A", created_at: "2026-01-01T00:00:00Z", v: 1 },
      { listing_id: "B", created_at: "2026-01-02T00:00:00Z", v: 2 },
      { listing_id: "A", created_at: "2026-01-03T00:00:00Z", v: 3 },
      { listing_id: "B", created_at: new Date("2026-01-01T00:00:00Z"), v: 4 },
    ];
    expect(dedupeByListingId(rows).map((r) => r.v)).toEqual([2, 3]);
  });

  it("keeps the first of two rows with the same time", () => {
    const rows = [
      { listing_id: "A", created_at: "2026-01-01T00:00:00Z", v: 1 },
      { listing_id: "A", created_at: "2026-01-01T00:00:00Z", v: 2 },
    ];
    expect(dedupeByListingId(rows).map((r) => r.v)).toEqual([1]);
  });
});
