import { describe, expect, it } from "vitest";
import { confidenceDescription, confidenceLevelOf, confidenceView } from "./confidence";

describe("confidenceView", () => {
  it("reads the level, the reasons and each figure's source", () => {
    const v = confidenceView({
      confidence: { level: "high", reasons: ["High confidence: …", "Rent: the suburb median rent for 3-bed houses, $620 a week: 42 leases in the 12 months to Jun 2026.", 7] },
      provenance: {
        price: { kind: "listing", detail: "the asking price, $850,000" },
        weekly_rent: { kind: "measured", detail: "the suburb median rent for 3-bed houses", sample_size: 42 },
        suburb_median: { kind: "guess", detail: "x" },
        zoning: { kind: "assumption", detail: "not stated" },
      },
    });
    expect(v?.level).toBe("high");
    expect(v?.reasons).toHaveLength(2);
    expect(v?.figures.map((f) => [f.label, f.kind])).toEqual([
      ["Price", "listing"],
      ["Rent", "measured"],
      ["Zoning", "assumption"],
    ]);
  });

  it("is null for a listing without a confidence level (an external workflow's)", () => {
    expect(confidenceView({ investmentGoals: {} })).toBeNull();
    expect(confidenceView(null)).toBeNull();
    expect(confidenceView({ confidence: { level: "very high" } })).toBeNull();
  });
});

describe("confidenceLevelOf and confidenceDescription", () => {
  it("accepts the three levels only, and describes each for a screen reader", () => {
    expect(["high", "medium", "low", "High", null, 3].map(confidenceLevelOf)).toEqual(["high", "medium", "low", null, null, null]);
    expect(confidenceDescription("low")).toMatch(/^Data confidence: low\./);
  });
});
