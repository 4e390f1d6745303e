import { readFileSync } from "node:fs";
import { normaliseName } from "@/lib/engine/locations";
import { describe, expect, it } from "vitest";
import { buildPlaceIndex, finaliseSuggestions, GOOGLE_AUTOCOMPLETE_OPTIONS, googlePlaceKind, searchPlaceIndex } from "./search";

const rows = [
  { name: "Richmond", state: "VIC", postcode: "3121", lga: "Yarra (C)" },
  { name: "Richmond", state: "NSW", postcode: "2753", lga: "Hawkesbury (C)" },
  { name: "Richmond Hill", state: "NSW", postcode: "2480", lga: "Lismore (C)" },
  { name: "East Albury", state: "NSW", postcode: "2640", lga: "Albury (C)" },
  { name: "Lavington", state: "NSW", postcode: "2641", lga: "Albury (C)" },
  { name: "Victoria Point", state: "QLD", postcode: "4165", lga: "Redland (C)" },
];
const index = buildPlaceIndex(rows);

describe("built-in places", () => {
  it("starts above 2 characters", () => {
    expect(searchPlaceIndex(index, "ri")).toEqual([]);
    expect(searchPlaceIndex(index, "ric").length).toBeGreaterThan(0);
  });
  it("lists regions before suburbs, then alphabetically", () => {
    expect(searchPlaceIndex(index, "vic").map((s) => s.description)).toEqual(["Victoria", "Victoria Point, QLD 4165"]);
    expect(searchPlaceIndex(index, "alb").map((s) => s.description)).toEqual(["Albury (C), NSW", "East Albury, NSW 2640"]);
    expect(searchPlaceIndex(index, "rich").map((s) => s.description)).toEqual(["Richmond Hill, NSW 2480", "Richmond, NSW 2753", "Richmond, VIC 3121"]);
  });
  it("hides places already chosen", () => {
    expect(searchPlaceIndex(index, "rich", ["Richmond, VIC 3121"]).map((s) => s.description)).not.toContain("Richmond, VIC 3121");
  });
  it("finds suburbs by postcode", () => {
    expect(searchPlaceIndex(index, "2641").map((s) => s.description)).toEqual(["Lavington, NSW 2641"]);
  });
  it("drops descriptions that start with digits", () => {
    expect(finaliseSuggestions([{ description: "12 Smith St, Richmond VIC", kind: "suburb" }, { description: "Richmond VIC", kind: "suburb" }])).toEqual([
      { description: "Richmond VIC", kind: "suburb" },
    ]);
  });
  it("finds matches on a list the size of the real suburbs (speed: npm run bench:search)", () => {
    const big = buildPlaceIndex(
      Array.from({ length: 15_000 }, (_, i) => ({ name: `Suburb${i} Heights`, state: "NSW", postcode: String(2000 + (i % 900)), lga: `Council${i % 550} (C)` })),
    );
    const found = searchPlaceIndex(big, "suburb1 ");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((s) => s.description.toLowerCase().startsWith("suburb1"))).toBe(true);
  });
});

describe("Google Places autocomplete request", () => {
  it("asks for the spec's types in Australia: localities, states, LGAs and addresses, not postcodes", () => {
    expect(GOOGLE_AUTOCOMPLETE_OPTIONS.includedRegionCodes).toEqual(["au"]);
    expect(GOOGLE_AUTOCOMPLETE_OPTIONS.includedPrimaryTypes).toEqual(["locality", "administrative_area_level_1", "administrative_area_level_2", "street_address"]);
    expect(GOOGLE_AUTOCOMPLETE_OPTIONS.includedPrimaryTypes).not.toContain("postal_code");
  });

  it("reads states, LGAs, and suburbs (an address counts as its suburb) from a prediction's types", () => {
    expect(googlePlaceKind(["administrative_area_level_1", "political"])).toBe("state");
    expect(googlePlaceKind(["administrative_area_level_2", "political"])).toBe("lga");
    expect(googlePlaceKind(["locality", "political"])).toBe("suburb");
    expect(googlePlaceKind(["street_address", "geocode"])).toBe("suburb");
  });
});

describe("the prefix index behind searchPlaceIndex", () => {
  // The real suburb list (15,000+ places): every place must still be found by its own name and postcode.
  const csv = readFileSync("db/seed/data/au-suburbs-2016.csv", "utf8").replace(/"/g, "");
  const [header, ...lines] = csv.split("\n").filter(Boolean);
  const cols = header.split(",");
  const col = (name: string) => cols.indexOf(name);
  const rows = lines.map((l) => {
    const c = l.split(",");
    return { name: c[col("suburb")], state: c[col("state")], postcode: c[col("postcode")] || null, lga: c[col("local_goverment_area")] || null, population: Number(c[col("population")]) || 0 };
  });
  const index = buildPlaceIndex(rows);

  it("finds every 97th place by its full name and by its postcode", () => {
    expect(index.length).toBeGreaterThan(15_000);
    for (let i = 0; i < index.length; i += 97) {
      const e = index[i];
      expect(searchPlaceIndex(index, e.name, [], 50).some((s) => normaliseName(s.description).startsWith(e.key))).toBe(true);
      if (e.postcode && e.postcode.length >= 3) expect(searchPlaceIndex(index, e.postcode, [], 10).length).toBeGreaterThan(0);
    }
  });

  it("finds places by a word inside the name ('east' finds Albury - East) and multi-word prefixes", () => {
    expect(searchPlaceIndex(index, "east").map((s) => s.description).join("|")).toMatch(/East/);
    expect(searchPlaceIndex(index, "st kil").map((s) => s.description)).toContain("St Kilda, VIC 3182");
    expect(searchPlaceIndex(index, "port mel").some((s) => s.description.startsWith("Port Melbourne"))).toBe(true);
  });
});
