import { describe, expect, it } from "vitest";
import { listingLocationKeys, locationMatches, normaliseLga, parseLocation, stateAbbr } from "./locations";

const lavington = { suburb: "Lavington", state: "NSW", lga: "Albury (City)", urbanArea: "Albury - West" };
const eastAlbury = { suburb: "East Albury", state: "NSW", lga: "Albury (City)", urbanArea: "Albury - East" };
const parramatta = { suburb: "Parramatta", state: "NSW", lga: "Parramatta (City)", urbanArea: "Holroyd" };
const richmondVic = { suburb: "Richmond", state: "VIC", lga: "Yarra (City)", urbanArea: "Yarra" };
const richmondNsw = { suburb: "Richmond", state: "NSW", lga: "Hawkesbury (City)", urbanArea: "Hawkesbury - Richmond" };

describe("parseLocation", () => {
  it("reads a suburb with state and postcode", () => {
    expect(parseLocation("Lavington, NSW 2641")).toMatchObject({ kind: "suburb", name: "Lavington", state: "NSW", postcode: "2641", keys: ["s:lavington|NSW"] });
    expect(parseLocation("Sydney NSW 2000, Australia")).toMatchObject({ kind: "suburb", name: "Sydney", state: "NSW", postcode: "2000" });
  });

  it("reads 'Name STATE' as any place of that name", () => {
    const p = parseLocation("Lavington NSW");
    expect(p).toMatchObject({ kind: "any", name: "Lavington", state: "NSW" });
    expect(p?.keys).toEqual(["s:lavington|NSW", "l:lavington|NSW", "u:lavington|NSW"]);
  });

  it("reads a Google Places description", () => {
    expect(parseLocation("Parramatta NSW, Australia")).toMatchObject({ name: "Parramatta", state: "NSW", kind: "any" });
    expect(parseLocation("12 Smith St, Lavington NSW 2641, Australia")).toMatchObject({ kind: "suburb", name: "Lavington", state: "NSW" });
    expect(parseLocation("New South Wales, Australia")).toMatchObject({ kind: "state", state: "NSW", keys: ["st:NSW"] });
  });

  it("reads local government areas in their several spellings", () => {
    expect(parseLocation("Albury (City), NSW")).toMatchObject({ kind: "lga", keys: ["l:albury|NSW"] });
    expect(parseLocation("City of Albury")).toMatchObject({ kind: "lga", keys: ["l:albury"] });
    expect(parseLocation("Albury City Council, NSW, Australia")).toMatchObject({ kind: "lga", keys: ["l:albury|NSW"] });
    expect(normaliseLga("Toowoomba (Regional Council)")).toBe("toowoomba");
    expect(normaliseLga("Council of the City of Sydney")).toBe("sydney");
    expect(normaliseLga("Mid-Coast (Area)")).toBe("mid coast");
  });

  it("reads urban areas and states", () => {
    expect(parseLocation("Albury - East, NSW")).toMatchObject({ kind: "urbanArea", keys: ["u:albury east|NSW"] });
    expect(parseLocation("NSW")).toMatchObject({ kind: "state", state: "NSW" });
    expect(parseLocation("Victoria")).toMatchObject({ kind: "state", state: "VIC" });
    expect(stateAbbr("Australian Capital Territory")).toBe("ACT");
  });

  it("keeps place names that merely contain a state name", () => {
    expect(parseLocation("Victoria Park, WA")).toMatchObject({ name: "Victoria Park", state: "WA" });
    expect(parseLocation("Port Victoria SA")).toMatchObject({ name: "Port Victoria", state: "SA" });
  });

  it("returns null for nothing place-like", () => {
    expect(parseLocation("   ")).toBeNull();
    expect(parseLocation("Australia")).toBeNull();
  });
});

describe("locationMatches", () => {
  it("matches a suburb, and only in its state when the state is given", () => {
    expect(locationMatches(lavington, "Lavington, NSW 2641")).toBe(true);
    expect(locationMatches(eastAlbury, "Lavington, NSW 2641")).toBe(false);
    expect(locationMatches(richmondVic, "Richmond VIC")).toBe(true);
    expect(locationMatches(richmondNsw, "Richmond VIC")).toBe(false);
    expect(locationMatches(richmondNsw, "Richmond")).toBe(true);
  });

  it("matches a region by its LGA, urban area or state", () => {
    expect(locationMatches(lavington, "City of Albury")).toBe(true);
    expect(locationMatches(eastAlbury, "Albury (City), NSW")).toBe(true);
    expect(locationMatches(parramatta, "Albury (City), NSW")).toBe(false);
    expect(locationMatches(eastAlbury, "Albury - East, NSW")).toBe(true);
    expect(locationMatches(lavington, "Albury - East, NSW")).toBe(false);
    expect(locationMatches(lavington, "New South Wales")).toBe(true);
    expect(locationMatches(richmondVic, "NSW")).toBe(false);
  });

  it("matches 'Parramatta NSW' as the suburb and the city", () => {
    expect(locationMatches(parramatta, "Parramatta NSW, Australia")).toBe(true);
    expect(locationMatches({ suburb: "Harris Park", state: "NSW", lga: "Parramatta (City)", urbanArea: "Parramatta" }, "Parramatta NSW")).toBe(true);
  });

  it("gives each listing seven keys at most", () => {
    expect(listingLocationKeys(lavington)).toEqual([
      "st:NSW",
      "s:lavington|NSW",
      "s:lavington",
      "l:albury|NSW",
      "l:albury",
      "u:albury west|NSW",
      "u:albury west",
    ]);
  });
});
