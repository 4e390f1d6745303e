import { describe, expect, it } from "vitest";
import { spokenAmountsToDigits, wordsToNumber } from "./spoken";

/** One test per text: the text with its amounts in words written in digits. */
const readsAs = (cases: [string, string][]) =>
  it.each(cases)("%s → %s", (said, digits) => {
    expect(spokenAmountsToDigits(said)).toBe(digits);
  });

describe("amounts said in words", () => {
  readsAs([
    ["half a mil", "0.5 mil"],
    ["a quarter of a million", "0.25 million"],
    ["one and a half million", "1.5 million"],
    ["a mil and a half", "1.5 mil"],
    ["one point two five million", "1.25 million"],
    ["four hundred and twenty thousand", "420 thousand"],
    ["two thousand two hundred a month", "2200 a month"],
    ["repayments on 5 hundred k", "repayments on 500 k"],
    ["a thousand five hundred and fifty a month", "1550 a month"],
    ["seven hundred and fifty grand", "750 grand"],
    ["a hundred grand", "100 grand"],
    ["I earn a hundred and thirty-five", "I earn 135"],
    ["mike's on one oh five", "mike's on 105"],
    ["a hundred metres from the beach", "a hundred metres from the beach"],
    ["up at six oh five am", "up at six oh five am"],
    ["six fifty", "650"],
    ["four seventy five", "475"],
    ["seven-twenty", "720"],
    ["six fifty k", "650 k"],
    ["budget nine hundred", "budget 900"],
    // A count after the hundreds is no part of them.
    ["under four hundred three bed", "under 400 three bed"],
    ["under four hundred and three bedrooms", "under 400 and three bedrooms"],
    ["four hundred and three dollars", "403 dollars"],
    // Millions and thousands said in full, the thousands' scale said or left out as a price is said.
    ["up to one million three hundred thousand", "up to 1.3 million"],
    ["one million one hundred maximum", "1.1 million maximum"],
    ["one million fifty thousand", "1.05 million"],
    ["a million five hundred grand", "1.5 million"],
    ["two million, two hundred and fifty thousand", "2.25 million"],
    ["two million three bedrooms", "2 million three bedrooms"],
    // The hundreds in a digit, the rest in words; a rate in words before its "per cent".
    ["budget 4-fifty to 5-twenty", "budget 450 to 520"],
    ["at six and a half per cent", "at 6.5 per cent"],
  ]);

  it.each(["two bedrooms, one is plenty", "three thirty pm", "two twenty year olds", "a 3 bed house in Geelong", "five minutes to the station"])("leaves %s alone", (text) => {
    expect(spokenAmountsToDigits(text)).toBe(text);
  });

  it("counts words up to 999", () => {
    expect(wordsToNumber("nine hundred and ninety nine")).toBe(999);
    expect(wordsToNumber("twelve")).toBe(12);
    expect(wordsToNumber("zebra")).toBeNull();
  });
});

describe("an area's size in words is its own number (issue 34)", () => {
  readsAs([
    ["on at least a thousand square metres", "on at least 1000 square metres"],
    ["a block of fourteen hundred square", "a block of 1400 square"],
    ["one and a half thousand sqm", "1500 sqm"],
    ["a thousand three hundred square metres", "1300 square metres"],
    ["three acres or more", "3 acres or more"],
    ["twelve hectares", "12 hectares"],
  ]);

  it("leaves prices and counts as they were", () => {
    expect(spokenAmountsToDigits("four hundred and twenty thousand")).toBe("420 thousand");
    expect(spokenAmountsToDigits("three bedrooms, two bathrooms")).toBe("three bedrooms, two bathrooms");
  });
});
