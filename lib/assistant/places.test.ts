import { describe, expect, it } from "vitest";
import { createPlaceIndex, findPlaces, pickOption, resolveCandidates } from "./places";
import { soundSkeleton } from "./text";
import { TEST_PLACES } from "@/lib/testkit/places";

const index = createPlaceIndex(TEST_PLACES);
const found = (text: string, opts = {}) => findPlaces(index, text, opts).map((m) => m.place?.description ?? `?${m.options.map((o) => o.description).join("|")}`);

describe("place understanding", () => {
  it("matches suburbs, councils and states case-insensitively, a council over its same-named suburb", () => {
    expect(found("3 bed house in GEELONG")).toEqual(["Greater Geelong (City), VIC"]);
    expect(found("lara or corio")).toEqual(["Lara, VIC 3212", "Corio, VIC 3214"]);
    expect(found("anywhere in Victoria")).toEqual(["Victoria"]);
    expect(found("ballarat")).toEqual(["Ballarat (City), VIC"]);
  });

  it("tolerates typos in longer names but not in short everyday words", () => {
    expect(found("house in Geelng")).toEqual(["Greater Geelong (City), VIC"]);
    expect(found("Footscary unit")).toEqual(["Footscray, VIC 3011"]);
    expect(found("a young family")).toEqual([]);
    expect(found("house in Young")).toEqual(["Young, NSW 2594"]);
  });

  it("reads a misspelt name with its compass word after it as the longer name", () => {
    const rows = [
      { name: "Sunshine", state: "VIC", postcode: "3020", lga: "Brimbank (City)", population: 9000 },
      { name: "Sunshine West", state: "VIC", postcode: "3020", lga: "Brimbank (City)", population: 17000 },
    ];
    const compass = createPlaceIndex(rows);
    expect(findPlaces(compass, "house in Sunshin West, 4 bed").map((m) => m.place?.description)).toEqual(["Sunshine West, VIC 3020"]);
    expect(findPlaces(compass, "house in Sunshin, 4 bed").map((m) => m.place?.description)).toEqual(["Sunshine, VIC 3020"]);
  });

  it("asks which Richmond: the likely candidates across states, most populous first", () => {
    expect(found("unit in Richmond")).toEqual(["?Richmond, VIC 3121|Richmond, NSW 2753|Richmond, SA 5033|Richmond, TAS 7025"]);
  });

  it("takes a name's place when it is far more populous than its namesakes together, keeping them as options", () => {
    const [m] = findPlaces(index, "2 bed unit Hawthorn under 700k");
    expect(m.place?.description).toBe("Hawthorn, VIC 3122");
    expect(m.options.map((o) => o.description)).toEqual(["Hawthorn, SA 5062"]);
    // Richmond, VIC (27,705) beside Richmond, NSW, SA and TAS (10,249 together) is still asked about.
    expect(found("Richmond")).toEqual(["?Richmond, VIC 3121|Richmond, NSW 2753|Richmond, SA 5033|Richmond, TAS 7025"]);
    expect(found("house in Guildford")).toEqual(["Guildford, NSW 2161"]);
    // The places beside it, or the conversation's, settle it first.
    expect(found("perth eastern suburbs, midland n guildford")).toContain("Guildford, WA 6055");
    expect(found("and Guildford", { contextStates: ["WA"] })).toEqual(["Guildford, WA 6055"]);
  });

  it("reads a name doing what people do, or with people of its own, as a person, unless a place goes there", () => {
    expect(found("Is Geelong humid in February? Young wants to take the children.")).toEqual(["Greater Geelong (City), VIC"]);
    expect(found("Hi, Young's partner here, a house in Lara")).toEqual(["Lara, VIC 3212"]);
    expect(found("a house in Young, please")).toEqual(["Young, NSW 2594"]);
  });

  it("reads abbreviated words of names: Pk, Sq", () => {
    expect(found("townhse, Kurralta Pk/Camden Pk")).toEqual(["Kurralta Park, SA 5037", "Camden Park, SA 5038"]);
    expect(found("Golden Sq or Kangaroo Flat")).toEqual(["Golden Square, VIC 3555", "Kangaroo Flat, VIC 3555"]);
  });

  it("settles a repeated name with a state or postcode beside it, the brief's other places, or a state both names share", () => {
    expect(found("Richmond NSW")).toEqual(["Richmond, NSW 2753"]);
    expect(found("Richmond 5033")).toEqual(["Richmond, SA 5033"]);
    expect(found("Richmond or Footscray")).toEqual(["Richmond, VIC 3121", "Footscray, VIC 3011"]);
    expect(found("Richmond", { contextStates: ["TAS"] })).toEqual(["Richmond, TAS 7025"]);
    expect(found("Richmond or Hawthorn")).toEqual(["Richmond, VIC 3121", "Hawthorn, VIC 3122"]);
  });

  it("knows capital cities, local names and urban areas", () => {
    expect(found("apartment in Perth")).toEqual(["Perth (City), WA"]);
    expect(found("3 bedder in the Gong")).toEqual(["Wollongong (City), NSW"]);
    expect(found("Hervey Bay house")).toEqual(["Hervey Bay, QLD"]);
    expect(found("house in Pt Cook")).toEqual(["Point Cook, VIC 3030"]);
    expect(found("anything in 3030")).toEqual(["Point Cook, VIC 3030", "Werribee, VIC 3030"]);
  });

  it("reads a reply to 'which one?' by the option, its state, its postcode or its position", () => {
    const options = ["Richmond, VIC 3121", "Richmond, NSW 2753", "Richmond, SA 5033"];
    expect(pickOption(options, "Richmond, NSW 2753")).toBe("Richmond, NSW 2753");
    expect(pickOption(options, "the Victorian one")).toBe("Richmond, VIC 3121");
    expect(pickOption(options, "5033")).toBe("Richmond, SA 5033");
    expect(pickOption(options, "second")).toBe("Richmond, NSW 2753");
    expect(pickOption(options, "no idea")).toBeNull();
  });

  it("finds no places in everyday sentences, even where a word is close to a town's name", () => {
    const seed = createPlaceIndex([
      ...TEST_PLACES,
      { name: "Officer", state: "VIC", postcode: "3809", lga: "Cardinia (Shire)", population: 8000 },
      { name: "Butler", state: "WA", postcode: "6036", lga: "Wanneroo (City)", population: 9000 },
      { name: "Stirling", state: "SA", postcode: "5152", lga: "Adelaide Hills (Council)", population: 6000 },
    ]);
    for (const text of [
      "my husband works from home so we need a separate office",
      "open plan living, walk in pantry, butler's pantry, stone benchtops",
      "The kids are starting high school next year",
      "prefer a quiet street close to good schools and public transport",
      "looking for a tree change, somewhere peaceful with a view",
    ]) {
      expect(findPlaces(seed, text).map((m) => m.text), text).toEqual([]);
    }
    // The same names written as places are found.
    expect(findPlaces(seed, "house in Officer or Butler").map((m) => m.place?.description)).toEqual(["Officer, VIC 3809", "Butler, WA 6036"]);
  });

  it("resolves nothing from no candidates", () => {
    expect(resolveCandidates([])).toEqual({ place: null, options: [] });
  });
});

describe("a name's sound skeleton", () => {
  it.each([
    ["when doree", "wendouree"],
    ["bright ling", "braitling"],
    ["zoo coli", "zuccoli"],
    ["kairns", "cairns"],
  ])("%s sounds like %s", (said, name) => {
    expect(soundSkeleton(said)).toBe(soundSkeleton(name));
  });

  it("keeps the first letter as it sounds: Horsham is no 'or sham'", () => {
    expect(soundSkeleton("or sham")).not.toBe(soundSkeleton("horsham"));
  });
});

describe("names in several states, weighed together", () => {
  // Real names, councils and populations (2016): Bridgewater and Brighton are neighbours only in Tasmania.
  const own = createPlaceIndex([
    { name: "Bridgewater", state: "TAS", postcode: "7030", lga: "Brighton (Municipality)", urbanArea: "Brighton", population: 4045 },
    { name: "Brighton", state: "TAS", postcode: "7030", lga: "Brighton (Municipality)", urbanArea: "Brighton", population: 4086 },
    { name: "Bridgewater", state: "SA", postcode: "5155", lga: "Adelaide Hills (District Council)", urbanArea: "Adelaide Hills", population: 3558 },
    { name: "Brighton", state: "SA", postcode: "5048", lga: "Holdfast Bay (City)", urbanArea: "Holdfast Bay", population: 3564 },
    { name: "Bridgewater", state: "VIC", postcode: "3516", lga: "Loddon (Shire)", population: 142 },
    { name: "Brighton", state: "VIC", postcode: "3186", lga: "Bayside (City)", population: 23253 },
    { name: "New Town", state: "TAS", postcode: "7008", lga: "Glenorchy (City)", population: 6122 },
    { name: "New Town", state: "SA", postcode: "5554", lga: "Copper Coast (District Council)", population: 1234 },
  ]);
  const names = (text: string) => findPlaces(own, text).map((m) => m.place?.description ?? `?${m.options.length}`);
  it("takes the one state where they lie in one council, over each name's size", () => {
    expect(names("3 bed house in bridgewater or brighton")).toEqual(["Bridgewater, TAS 7030", "Brighton, TAS 7030"]);
  });
  it("keeps a name alone open, or taken for its size with the other named", () => {
    expect(names("house in bridgewater")).toEqual(["?2"]);
    const t = findPlaces(own, "2 bed unit in new town")[0];
    expect([t.place?.description, t.options.map((o) => o.description)]).toEqual(["New Town, TAS 7008", ["New Town, SA 5554"]]);
  });
});
