import { describe, expect, it } from "vitest";
import {
  formatCapitalGrowth,
  formatCashFlow,
  formatOffer,
  formatOneDecimal,
  formatPercent,
  formatListPrice,
  formatUndervaluation,
  ADDRESS_WITHHELD,
  copyableAddress,
  isAddressWithheld,
  joinAddress,
  marketStatusTone,
  marketStatusNote,
  MARKET_HEAT_UNKNOWN,
  overlayTone,
  parsePercent,
  propertyScoreTone,
  sectionScoreBand,
  undervaluationValue,
  estimateNote,
} from "./format";

describe("score colour bands", () => {
  it("colours a property score red under 30, amber from 30 to 60 and green above 60", () => {
    expect(propertyScoreTone(29.9)).toBe("red");
    expect(propertyScoreTone(30)).toBe("amber");
    expect(propertyScoreTone(60)).toBe("amber");
    expect(propertyScoreTone(60.1)).toBe("green");
    expect(propertyScoreTone(null)).toBe("grey");
  });

  it("bands section scores under 40% Low/red, 40-70% Medium/amber and 70%+ High/green", () => {
    expect(sectionScoreBand(39.9)).toEqual({ tone: "red", label: "Low" });
    expect(sectionScoreBand(40)).toEqual({ tone: "amber", label: "Medium" });
    expect(sectionScoreBand(69.9)).toEqual({ tone: "amber", label: "Medium" });
    expect(sectionScoreBand(70)).toEqual({ tone: "green", label: "High" });
    expect(sectionScoreBand(null)).toEqual({ tone: "grey", label: null });
  });

  it("reads percent strings, numbers and blanks", () => {
    expect(parsePercent("72%")).toBe(72);
    expect(parsePercent(" 72.5 % ")).toBe(72.5);
    expect(parsePercent(64)).toBe(64);
    expect(parsePercent("")).toBeNull();
    expect(parsePercent("n/a")).toBeNull();
    expect(parsePercent(undefined)).toBeNull();
  });
});

describe("numbers", () => {
  it("shows one decimal and puts negatives in brackets", () => {
    expect(formatPercent(4.26)).toEqual({ text: "4.3%", negative: false, missing: false });
    expect(formatPercent(-2.04)).toEqual({ text: "(2.0%)", negative: true, missing: false });
    expect(formatPercent(0)).toEqual({ text: "0.0%", negative: false, missing: false });
    expect(formatOneDecimal(-0.04).text).toBe("0.0");
    expect(formatPercent(null).missing).toBe(true);
    expect(formatPercent("3.14").text).toBe("3.1%");
  });

  it("shows capital growth of 1000 or more as $nK", () => {
    expect(formatCapitalGrowth(42_350).text).toBe("$42.4K");
    expect(formatCapitalGrowth(1000).text).toBe("$1.0K");
    expect(formatCapitalGrowth(999).text).toBe("$999");
    expect(formatCapitalGrowth(-12_500)).toEqual({ text: "($12.5K)", negative: true, missing: false });
    expect(formatCapitalGrowth(undefined).missing).toBe(true);
  });

  it("flips the undervaluation sign: below the median is positive and green", () => {
    expect(formatUndervaluation(-12.34)).toEqual({ text: "12.3%", negative: false, missing: false, position: "below" });
    expect(formatUndervaluation(8)).toEqual({ text: "(8.0%)", negative: true, missing: false, position: "above" });
    expect(formatUndervaluation(0).position).toBe("at");
    expect(formatUndervaluation(null).position).toBeNull();
    expect(undervaluationValue(-10)).toBe(10);
  });
});

describe("overlays and market status", () => {
  it("colours 'not detected' green, other text red and absent grey", () => {
    expect(overlayTone("Not detected")).toBe("green");
    expect(overlayTone("Flood overlay: not detected")).toBe("green");
    expect(overlayTone("Heritage overlay HO123")).toBe("red");
    expect(overlayTone(null)).toBe("grey");
    expect(overlayTone("  ")).toBe("grey");
  });

  it("maps hot, warm, cool and cold statuses", () => {
    expect(marketStatusTone("Hot market")).toBe("hot");
    expect(marketStatusTone("COLD")).toBe("cold");
    expect(marketStatusTone("For Sale")).toBeNull();
  });

  it("says why a status has no colour, and nothing for one that has its colour or no status", () => {
    expect(marketStatusNote("For Sale")).toBe(MARKET_HEAT_UNKNOWN);
    expect(marketStatusNote("Off Market")).toBe(MARKET_HEAT_UNKNOWN);
    expect(marketStatusNote("Warm market")).toBeNull();
    expect(marketStatusNote(null)).toBeNull();
    expect(marketStatusNote(" ")).toBeNull();
  });
});

describe("price and address", () => {
  it("shows Price on request when missing and prefixes a $ when absent", () => {
    expect(formatListPrice(null)).toBe("Price on request");
    expect(formatListPrice("  ")).toBe("Price on request");
    expect(formatListPrice("850,000")).toBe("$850,000");
    expect(formatListPrice("$1.2m")).toBe("$1.2m");
    expect(formatListPrice("Offers over $900,000")).toBe("Offers over $900,000");
    expect(formatListPrice(725000)).toBe("$725,000");
  });

  it("joins street, suburb, state and postcode, skipping blanks", () => {
    expect(joinAddress({ address_street: "12 Smith St", address_suburb: "Richmond", address_state: "VIC", address_postcode: "3121" })).toBe(
      "12 Smith St, Richmond, VIC, 3121",
    );
    expect(joinAddress({ address_street: " ", address_suburb: "Richmond", address_state: null, address_postcode: "3121" })).toBe("Richmond, 3121");
  });

  it("says a withheld street is available on request, and copies only the place", () => {
    const withheld = { address_street: ADDRESS_WITHHELD, address_suburb: "Alfredton", address_state: "VIC", address_postcode: "3350" };
    expect(isAddressWithheld(withheld)).toBe(true);
    expect(joinAddress(withheld)).toBe("Address available on request, Alfredton, VIC, 3350");
    expect(copyableAddress(withheld)).toBe("Alfredton, VIC, 3350");
    const street = { ...withheld, address_street: "12 Smith St" };
    expect(isAddressWithheld(street)).toBe(false);
    expect(copyableAddress(street)).toBe("12 Smith St, Alfredton, VIC, 3350");
  });
});

describe("estimateNote", () => {
  it("says a price-on-request listing matched the price range on the engine's estimate", () => {
    expect(estimateNote({ list_price: null, estimated_price: 812_000 }, true)).toBe("est. $812,000; matched your price range on this estimate");
    expect(estimateNote({ list_price: "", estimated_price: 812_000 }, false)).toBe("est. $812,000");
  });
  it("says nothing for a listed price or without an estimate", () => {
    expect(estimateNote({ list_price: "$750,000", estimated_price: 812_000 }, true)).toBeNull();
    expect(estimateNote({ list_price: null, estimated_price: null }, true)).toBeNull();
  });
});

describe("the buyer's finance columns", () => {
  it("show the monthly cash flow signed, a loss in red, and the highest offer in thousands", () => {
    expect(formatCashFlow(120.4)).toEqual({ text: "+$120", negative: false, missing: false });
    expect(formatCashFlow(-1240)).toEqual({ text: "−$1,240", negative: true, missing: false });
    expect(formatCashFlow(null).missing).toBe(true);
    expect(formatOffer(612_345).text).toBe("$612.3K");
    expect(formatOffer(null).missing).toBe(true);
    expect(formatOffer(0).missing).toBe(true);
  });
});
