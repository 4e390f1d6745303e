import { describe, expect, it } from "vitest";
import { formatMatchCount, formatRankedCount } from "./messages";

describe("the estimate dialog's counts", () => {
  it("says how many match and that only the best will be analysed and ranked when the search cuts", () => {
    expect(formatMatchCount(1234)).toBe("1,234 properties match");
    expect(formatRankedCount(1234, 200)).toBe("The best 200 by your filters will be analysed and ranked.");
  });
  it("says all of them are analysed when nothing is cut, and nothing when the engine doesn't say", () => {
    expect(formatRankedCount(12, 12)).toBe("All 12 will be analysed and ranked.");
    expect(formatRankedCount(1, 1)).toBe("It will be analysed and scored.");
    expect(formatRankedCount(12, undefined)).toBeNull();
  });
});
