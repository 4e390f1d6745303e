import { describe, expect, it } from "vitest";
import { parseStoredPreferences } from "@/lib/preferences/convert";
import { clip, imageSafeText, previewImageLines, previewTags, PRIVATE_PREVIEW, PRIVATE_PREVIEW_TEXT, publicSessionPreview, topScoresLine } from "./session-preview";

const richmond = parseStoredPreferences({
  marketStatus: "For Sale",
  locations: ["Richmond VIC"],
  propertyType: "House",
  bedrooms: "3+",
  priceRange: { min: 500_000, max: 800_000 },
  importanceRanking: ["investmentGoals"],
  investmentGoals: { highcashflow: true },
});

describe("publicSessionPreview", () => {
  it("says the brief in words (place, price, type, bedrooms, strategy), the page's count line and the best three scores", () => {
    const p = publicSessionPreview({ preferences: richmond, count: 9, matched: 9, scores: [61.4, null, 87.6, 80.5, 79.2] });
    expect(p).toEqual({
      kind: "public",
      brief: "A house with 3+ bedrooms in Richmond VIC, $500,000 to $800,000, focused on strong cash flow, currently for sale only",
      countLine: "Found 9 property matches",
      topScores: [88, 81, 79],
    });
  });

  it("uses the page's 'top N of M' line when the search kept the best of more matches", () => {
    expect(publicSessionPreview({ preferences: richmond, count: 50, matched: 1234, scores: [] })).toMatchObject({ countLine: "Showing the top 50 of 1,234 property matches", topScores: [] });
  });

  it("leaves no dangling words for a ranked strategy with nothing chosen under it", () => {
    const p = publicSessionPreview({ preferences: parseStoredPreferences({ importanceRanking: ["investmentGoals"] }), count: 0, matched: null, scores: [] });
    expect(p).toMatchObject({ brief: "A property", countLine: "No properties found yet" });
  });
});

describe("previewTags", () => {
  it("say only 'Propie: a private search' for a private session", () => {
    expect(previewTags(PRIVATE_PREVIEW)).toEqual({ title: PRIVATE_PREVIEW_TEXT, description: PRIVATE_PREVIEW_TEXT });
    expect(previewImageLines(PRIVATE_PREVIEW)).toEqual({ heading: PRIVATE_PREVIEW_TEXT, brief: null, countLine: null, topScores: [] });
  });

  it("put the brief in the title and the count and top scores in the description of a public one", () => {
    const tags = previewTags(publicSessionPreview({ preferences: richmond, count: 9, matched: 9, scores: [87, 81, 79] }));
    expect(tags.title).toMatch(/^Propie search: A house with 3\+ bedrooms in Richmond VIC, \$500,000 to \$800,000, focused on strong cash flow/);
    expect(tags.title.length).toBeLessThanOrEqual(110);
    expect(tags.description).toBe("Found 9 property matches. Top scores: 87, 81 and 79 out of 100.");
  });

  it("say a single score in the singular and leave scores out when there are none", () => {
    expect(topScoresLine([72])).toBe("Top score: 72 out of 100.");
    expect(topScoresLine([])).toBeNull();
    expect(previewTags(publicSessionPreview({ preferences: richmond, count: 0, matched: null, scores: [] })).description).toBe("No properties found yet.");
  });
});

describe("clip", () => {
  it("keeps short text and cuts long text at a word with an ellipsis", () => {
    expect(clip("a house in Richmond", 40)).toBe("a house in Richmond");
    expect(clip("a house with 3+ bedrooms in Richmond VIC, up to $800,000", 30)).toBe("a house with 3+ bedrooms in…");
  });
});

describe("imageSafeText", () => {
  it("keeps what the image's font draws and turns the rest (emoji, CJK, controls) into spaces", () => {
    expect(imageSafeText("Land 600 m²+ – near the café → 2 km")).toBe("Land 600 m²+ – near the café → 2 km");
    expect(imageSafeText("Richmond 🏠 VIC\u0007 東京")).toBe("Richmond VIC");
  });
});
