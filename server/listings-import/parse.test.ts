import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatRowError, parseListingsFile } from "./parse";

const fixture = (name: string) => readFileSync(path.join(process.cwd(), "tests", "fixtures", "import", name));

describe("parseListingsFile", () => {
  it("reads a good CSV, with prices on request, lists and yes/no cells", () => {
    const r = parseListingsFile(fixture("good.csv"), "good.csv");
    if (!r.ok) throw new Error(r.fatal);
    expect(r.format).toBe("csv");
    expect(r.errors).toEqual([]);
    expect(r.rows.map((x) => x.listing.listingId)).toEqual(["AGENCY-1001", "AGENCY-1002", "AGENCY-1003", "AGENCY-1004"]);
    const [a, b, c] = r.rows.map((x) => x.listing);
    expect(a).toMatchObject({ price: 545_000, features: ["pool", "garage", "aircon"], zoning: "R2 Low Density Residential", marketStatus: "For Sale" });
    expect(a.condition).toEqual({ kitchen: 4, bathrooms: 3, flooring: 5, interiorPaint: 4, exterior: 6, roof: 5, landscaping: 6 });
    expect(b.features).toEqual(["dishwasher", "balcony"]);
    expect(b.landSize).toBeNull();
    expect(c).toMatchObject({ price: null, isCorner: true, marketStatus: "Off Market", floodOverlay: "Flood planning area (1% AEP)", condition: null, listingUrl: "/listings/agency-1003" });
    expect(r.rows[0].line).toBe(2);
  });

  it("reports every bad row by line with all its reasons", () => {
    const r = parseListingsFile(fixture("bad-rows.csv"), "bad-rows.csv");
    if (!r.ok) throw new Error(r.fatal);
    expect(r.total).toBe(11);
    expect(r.rows.map((x) => x.listing.listingId)).toEqual(["GOOD-1", "GOOD-2"]);
    const messages = r.errors.map(formatRowError);
    expect(messages).toEqual([
      "line 3 (BAD-PRICE): price: must be a whole number of dollars; leave it empty for price on request",
      "line 4 (BAD-STATE): state: must be an Australian state or territory (NSW, VIC, QLD, SA, WA, TAS, NT, ACT)",
      "line 5: listing_id: is required",
      "line 6 (BAD-TYPE): property_type: must be one of House, Unit, Townhouse, Apartment, Land",
      expect.stringContaining('line 7 (BAD-FEATURE): features.1: unknown feature "helipad"'),
      expect.stringMatching(/^line 8 \(BAD-CONDITION\): condition_kitchen: must be at most 10; condition: give all seven condition scores or none/),
      'line 9 (demo-000001): listing_id: must not start with "demo-" (reserved for the demo catalogue)',
      "line 10 (BAD-WIDTH): expected 15 fields, found 3",
      "line 11 (GOOD-1): listing_id: duplicate of the row on line 2",
    ]);
  });

  it("rejects a file that is not CSV at all, or has the wrong header, as a whole", () => {
    const prose = parseListingsFile(fixture("not-csv.txt"), "not-csv.txt");
    expect(prose).toMatchObject({ ok: false });
    if (!prose.ok) expect(prose.fatal).toMatch(/isn't a listings header/);
    const header = parseListingsFile(fixture("wrong-header.csv"), "wrong-header.csv");
    expect(header.ok).toBe(false);
    if (!header.ok) expect(header.fatal).toContain('unknown column "prce" (did you mean "price"?)');
    const png = parseListingsFile(fixture("image.png"), "image.png");
    expect(png).toEqual({ ok: false, format: "unknown", fatal: "not a text file (CSV or JSON expected)" });
    expect(parseListingsFile("", "x.csv").ok).toBe(false);
    expect(parseListingsFile('listing_id,address_street,suburb,state,property_type\n"A-1,1 St', "x.csv")).toMatchObject({ ok: false, format: "csv" });
    expect(parseListingsFile("listing_id,address_street,suburb,state,property_type\n", "x.csv")).toMatchObject({ ok: false });
  });

  it("reads JSON arrays with line numbers, and rejects malformed JSON", () => {
    const r = parseListingsFile(fixture("listings.json"), "listings.json");
    if (!r.ok) throw new Error(r.fatal);
    expect(r.rows[0].listing).toMatchObject({ listingId: "JSON-1", state: "NSW", propertyType: "House", features: ["pool", "shed"] });
    expect(r.rows[0].listing.layout).toEqual({ separateEntrance: true, kitchens: 2, ensuites: 0, livingAreas: 1, hasGrannyFlat: false, levels: 1 });
    expect(r.errors.map(formatRowError)).toEqual(["line 18 (JSON-2): price: must be a whole number of dollars; leave it empty for price on request"]);
    expect(parseListingsFile("[{", "x.json")).toMatchObject({ ok: false, format: "json" });
    expect(parseListingsFile('{"items": []}', "x.json")).toMatchObject({ ok: false });
    expect(parseListingsFile('[{"listing_id":"A","colour":"red"}]', "x.json")).toMatchObject({ ok: false });
    expect(parseListingsFile('{"listings": [{"listing_id":"A-1","address_street":"1 St","suburb":"Albury","state":"NSW","property_type":"Land"}]}').ok).toBe(true);
  });
});
