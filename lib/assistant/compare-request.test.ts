import { describe, expect, it } from "vitest";
import { compareRequest } from "./compare-request";

describe("compareRequest: the comparison table asked for in the buyer's words", () => {
  it.each([
    ["put the first three side by side", [1, 2, 3]],
    ["table of the top 3 please", [1, 2, 3]],
    ["compare the top two", [1, 2]],
    ["compare 1, 2 and 3", [1, 2, 3]],
    ["compare 1 and 3", [1, 3]],
    ["#2 and #4 side by side?", [2, 4]],
    ["can you compare #2 and #4", [2, 4]],
    ["Could I see the first and third ones in a table", [1, 3]],
    ["the first one vs the third one", [1, 3]],
    ["number 1 versus number 4", [1, 4]],
    ["how do the 3 best stack up against each other", [1, 2, 3]],
    ["line up the top four for me", [1, 2, 3, 4]],
    ["compare all three", [1, 2, 3]],
    ["compare these two", [1, 2]],
    ["side-by-side of 1-3", [1, 2, 3]],
    ["tabulate listings 2, 3 & 5", [2, 3, 5]],
    ["Compare 1,2,3", [1, 2, 3]],
    ["head to head: second and fourth", [2, 4]],
    ["what's the difference between 1 and 2", [1, 2]],
    ["compare the top 3 houses", [1, 2, 3]],
    ["compare the first couple", [1, 2]],
    ["COMPARE THE TOP 5", [1, 2, 3, 4, 5]],
  ])("%s → %j", (message, ranks) => {
    expect(compareRequest(message, 10)).toEqual(ranks);
  });

  it.each([
    // A brief, not a request about the results.
    "a side by side duplex with 3 bed",
    "compare 3 bed and 4 bed houses",
    "compare prices between 500k and 700k",
    "put 2 cars side by side in the garage",
    "top 3 suburbs for growth as a table",
    "I'm a first home buyer, compare Ballarat and Geelong",
    "a 2 to 3 bedroom house with room for a dining table",
    "compare $450,000 and $520,000",
    "compare 1.5 and 2 bathrooms",
    // About the results, but not a table of several.
    "why is the first one top?",
    "tell me about the top 3",
    "compare the cash flow of the first",
    "show me 1 and 2",
    "compare them",
  ])("not: %s", (message) => {
    expect(compareRequest(message, 10)).toBeNull();
  });

  it("keeps the ranks there are, and asks for two at least", () => {
    expect(compareRequest("compare the top 5", 3)).toEqual([1, 2, 3]);
    expect(compareRequest("compare 1 and 7", 3)).toBeNull();
    expect(compareRequest("compare 2 and 2", 5)).toBeNull();
  });
});
