import { describe, expect, it } from "vitest";
import * as L from "./labels";
import * as S from "./schema";

const PAIRS: [readonly string[], Record<string, string>][] = [
  [S.FEATURES, L.FEATURE_LABELS],
  [S.RISK_FILTERS, L.RISK_FILTER_LABELS],
  [S.AVOID_FILTERS, L.AVOID_FILTER_LABELS],
  [S.SPLIT_LIVING_OPTIONS, L.SPLIT_LIVING_LABELS],
  [S.DEVELOPMENT_OPTIONS, L.DEVELOPMENT_LABELS],
  [S.INVESTMENT_GOALS, L.INVESTMENT_GOAL_LABELS],
  [S.AMENITY_CATEGORIES, L.AMENITY_LABELS],
  [S.TRANSPORT_MODES, L.TRANSPORT_MODE_LABELS],
];

describe("option labels", () => {
  it("label every option of each list, and nothing else, with words rather than the key", () => {
    for (const [options, labels] of PAIRS) {
      expect(Object.keys(labels).sort()).toEqual([...options].sort());
      for (const o of options) expect(labels[o]).toMatch(/^[A-Z][a-z]/);
    }
  });
});
