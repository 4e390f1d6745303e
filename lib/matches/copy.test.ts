import { describe, expect, it } from "vitest";
import { matchCountLine } from "./copy";

describe("matchCountLine", () => {
  it("says top N of M where the search kept only the best of the matches", () => {
    expect(matchCountLine(200, 1234)).toBe("Showing the top 200 of 1,234 property matches");
  });
  it("keeps the spec's wording when every match is shown or the total is unknown", () => {
    expect(matchCountLine(12, 12)).toBe("Found 12 property matches");
    expect(matchCountLine(12, null)).toBe("Found 12 property matches");
    expect(matchCountLine(0, 40)).toBe("No properties found yet");
  });
  it("says one match in the singular", () => {
    expect(matchCountLine(1, 1)).toBe("Found 1 property match");
    expect(matchCountLine(1, null)).toBe("Found 1 property match");
  });
});
