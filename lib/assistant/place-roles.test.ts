/**
 * Issue 34, by class of mistake: what a place named in a brief is for. Every sentence here is invented for the test;
 * the places are real (names, councils, greater capital areas, urban areas).
 */
import { describe, expect, it } from "vitest";
import { createPlaceIndex } from "@/lib/assistant";
import { conversationOn } from "@/lib/testkit/conversation";
import type { AssistantPlace } from "./places";

const SYD = "Greater Sydney";
const ROWS: AssistantPlace[] = [
  { name: "Sydney", state: "NSW", postcode: "2000", lga: "Sydney (City)", statisticArea: SYD, population: 17252 },
  { name: "Leichhardt", state: "NSW", postcode: "2040", lga: "Inner West (Area)", statisticArea: SYD, population: 14358 },
  { name: "Dee Why", state: "NSW", postcode: "2099", lga: "Northern Beaches (Area)", statisticArea: SYD, population: 21418 },
  { name: "Manly", state: "NSW", postcode: "2095", lga: "Northern Beaches (Area)", statisticArea: SYD, population: 15866 },
  { name: "Manly", state: "QLD", postcode: "4179", lga: "Brisbane (City)", statisticArea: "Greater Brisbane", population: 4064 },
  { name: "Wynnum", state: "QLD", postcode: "4178", lga: "Brisbane (City)", statisticArea: "Greater Brisbane", population: 13000 },
  { name: "Brisbane City", state: "QLD", postcode: "4000", lga: "Brisbane (City)", statisticArea: "Greater Brisbane", population: 9460 },
  { name: "Gosnells", state: "WA", postcode: "6110", lga: "Gosnells (City)", statisticArea: "Greater Perth", population: 8000 },
  { name: "Thornlie", state: "WA", postcode: "6108", lga: "Gosnells (City)", statisticArea: "Greater Perth", population: 23000 },
  { name: "Pialba", state: "QLD", postcode: "4655", lga: "Fraser Coast (Regional Council)", urbanArea: "Hervey Bay", population: 3000 },
  { name: "Urangan", state: "QLD", postcode: "4655", lga: "Fraser Coast (Regional Council)", urbanArea: "Hervey Bay", population: 8000 },
  { name: "Whitfield", state: "QLD", postcode: "4870", lga: "Cairns (Regional Council)", urbanArea: "Cairns", population: 4000 },
  { name: "Edge Hill", state: "QLD", postcode: "4870", lga: "Cairns (Regional Council)", urbanArea: "Cairns", population: 3600 },
  { name: "Cairns City", state: "QLD", postcode: "4870", lga: "Cairns (Regional Council)", urbanArea: "Cairns", population: 1500 },
  { name: "Kiama", state: "NSW", postcode: "2533", lga: "Kiama (Municipality)", population: 7700 },
  { name: "Gerringong", state: "NSW", postcode: "2534", lga: "Kiama (Municipality)", population: 3900 },
  { name: "Jamberoo", state: "NSW", postcode: "2533", lga: "Kiama (Municipality)", population: 1200 },
  { name: "Wollongong", state: "NSW", postcode: "2500", lga: "Wollongong (City)", population: 18442 },
  { name: "Port Kembla", state: "NSW", postcode: "2505", lga: "Wollongong (City)", population: 5000 },
  { name: "Plenty", state: "VIC", postcode: "3090", lga: "Nillumbik (Shire)", population: 900 },
  { name: "Meredith", state: "VIC", postcode: "3333", lga: "Golden Plains (Shire)", population: 700 },
  { name: "Sale", state: "VIC", postcode: "3850", lga: "Wellington (Shire)", population: 13000 },
  { name: "Bairnsdale", state: "VIC", postcode: "3875", lga: "East Gippsland (Shire)", population: 15000 },
  { name: "Orange", state: "NSW", postcode: "2800", lga: "Orange (City)", population: 40000 },
  { name: "Young", state: "NSW", postcode: "2594", lga: "Hilltops (Area)", population: 7295 },
  { name: "Cowra", state: "NSW", postcode: "2794", lga: "Cowra (Shire)", population: 8000 },
  { name: "Kingston", state: "TAS", postcode: "7050", lga: "Kingborough (Municipality)", population: 10409 },
  { name: "Kingston", state: "ACT", postcode: "2604", lga: "Unincorporated ACT", population: 2800 },
  { name: "Kingston", state: "QLD", postcode: "4114", lga: "Logan (City)", population: 10539 },
  { name: "Griffith", state: "ACT", postcode: "2603", lga: "Unincorporated ACT", population: 4500 },
  { name: "Griffith", state: "NSW", postcode: "2680", lga: "Griffith (City)", population: 20000 },
  { name: "Whyalla", state: "SA", postcode: "5600", lga: "Whyalla (City)", population: 21000 },
  { name: "Esperance", state: "WA", postcode: "6450", lga: "Esperance (Shire)", population: 10000 },
  { name: "Broken Hill", state: "NSW", postcode: "2880", lga: "Broken Hill (City)", population: 17000 },
  { name: "Tamworth", state: "NSW", postcode: "2340", lga: "Tamworth Regional (Area)", population: 42000 },
  { name: "Mount Isa", state: "QLD", postcode: "4825", lga: "Mount Isa (City)", population: 18000 },
  { name: "Moreland", state: "VIC", postcode: "3058", lga: "Merri-bek (City)", population: 5000 },
  { name: "Bathurst", state: "NSW", postcode: "2795", lga: "Bathurst Regional (Area)", population: 37000 },
  { name: "Emerald", state: "QLD", postcode: "4720", lga: "Central Highlands (Regional Council)", population: 13000 },
  { name: "Blackwater", state: "QLD", postcode: "4717", lga: "Central Highlands (Regional Council)", population: 4700 },
  { name: "Innisfail", state: "QLD", postcode: "4860", lga: "Cassowary Coast (Regional Council)", population: 7200 },
  { name: "Yeppoon", state: "QLD", postcode: "4703", lga: "Livingstone (Shire)", population: 16000 },
  { name: "Alstonville", state: "NSW", postcode: "2477", lga: "Ballina (Area)", population: 5700 },
  { name: "Newtown", state: "NSW", postcode: "2042", lga: "Inner West (Area)", statisticArea: SYD, population: 14000 },
  { name: "Wendouree", state: "VIC", postcode: "3355", lga: "Ballarat (City)", population: 9000 },
  { name: "Illawarra", state: "VIC", postcode: "3381", lga: "Northern Grampians (Shire)", population: 60 },
  { name: "Strahan", state: "TAS", postcode: "7468", lga: "West Coast (Municipality)", population: 650 },
  { name: "Burnie", state: "TAS", postcode: "7320", lga: "Burnie (City)", population: 19000 },
  { name: "Condobolin", state: "NSW", postcode: "2877", lga: "Lachlan (Area)", population: 3500 },
  { name: "Tanunda", state: "SA", postcode: "5352", lga: "Barossa (Council)", population: 4700 },
  { name: "Warrnambool", state: "VIC", postcode: "3280", lga: "Warrnambool (City)", population: 30000 },
  { name: "Port Fairy", state: "VIC", postcode: "3284", lga: "Moyne (Shire)", population: 3300 },
  { name: "Port Douglas", state: "QLD", postcode: "4877", lga: "Douglas (Shire)", population: 3500 },
  { name: "Glenelg", state: "SA", postcode: "5045", lga: "Holdfast Bay (City)", population: 3300 },
  { name: "Portland", state: "VIC", postcode: "3305", lga: "Glenelg (Shire)", population: 11000 },
  { name: "Heywood", state: "VIC", postcode: "3304", lga: "Glenelg (Shire)", population: 1800 },
  { name: "Belconnen", state: "ACT", postcode: "2617", lga: "Unincorporated ACT", urbanArea: "Belconnen", population: 6600 },
  { name: "Florey", state: "ACT", postcode: "2615", lga: "Unincorporated ACT", urbanArea: "Belconnen", population: 4700 },
  { name: "Latham", state: "ACT", postcode: "2615", lga: "Unincorporated ACT", urbanArea: "Belconnen", population: 3600 },
  { name: "Wagga Wagga", state: "NSW", postcode: "2650", lga: "Wagga Wagga (City)", population: 48000 },
  { name: "Kapooka", state: "NSW", postcode: "2661", lga: "Wagga Wagga (City)", population: 1500 },
  { name: "Amberley", state: "QLD", postcode: "4306", lga: "Ipswich (City)", population: 1100 },
  { name: "Yamanto", state: "QLD", postcode: "4305", lga: "Ipswich (City)", population: 5600 },
  { name: "Sunnybank", state: "QLD", postcode: "4109", lga: "Brisbane (City)", statisticArea: "Greater Brisbane", population: 8900 },
  { name: "Runcorn", state: "QLD", postcode: "4113", lga: "Brisbane (City)", statisticArea: "Greater Brisbane", population: 15000 },
  { name: "Rockingham", state: "WA", postcode: "6168", lga: "Rockingham (City)", population: 14000 },
  { name: "Cooloongup", state: "WA", postcode: "6168", lga: "Rockingham (City)", population: 8000 },
  { name: "Holsworthy", state: "NSW", postcode: "2173", lga: "Liverpool (City)", statisticArea: SYD, population: 3000 },
  { name: "Wattle Grove", state: "NSW", postcode: "2173", lga: "Liverpool (City)", statisticArea: SYD, population: 8800 },
  { name: "Scone", state: "NSW", postcode: "2337", lga: "Upper Hunter (Shire)", population: 5000 },
  { name: "Bronte", state: "NSW", postcode: "2024", lga: "Waverley (Municipality)", statisticArea: SYD, population: 6000 },
];
const places = createPlaceIndex(ROWS);

const { say, locations: wanted } = conversationOn(places);

describe("a region named beside places in it only says where they are", () => {
  it.each([
    ["Sydney: Leichhardt or Dee Why, a 2 bed unit to 900k", ["Leichhardt, NSW", "Dee Why, NSW"]],
    ["a terrace near Leichhardt or Dee Why in Sydney, 1.4m", ["Leichhardt, NSW", "Dee Why, NSW"]],
    ["Sydney's north, maybe Manly or Dee Why, unit, 2 bed", ["Manly, NSW", "Dee Why, NSW"]],
    ["Brisbane (City) - Wynnum, 3 bed house up to 1m", ["Wynnum, QLD"]],
    ["Hervey Bay, Pialba or Urangan, a lowset house", ["Pialba, QLD", "Urangan, QLD"]],
    ["a unit in Urangan or Pialba (Hervey Bay), 2 bed", ["Urangan, QLD", "Pialba, QLD"]],
    ["Cairns, Whitfield or Edge Hill, house with a pool", ["Whitfield, QLD", "Edge Hill, QLD"]],
    ["the Inner West council area (Sydney), townhouse", ["Inner West (Area), NSW"]],
  ])("%s", (message, locations) => {
    expect(wanted(message)).toEqual(locations);
  });

  it("keeps a town listed with its neighbours, a capital listed with councils, and a capital's centre", () => {
    expect(wanted("Gosnells or Thornlie, a 3 bed house")).toEqual(["Gosnells (City), WA", "Thornlie, WA"]);
    expect(wanted("Sydney or the Northern Beaches, 2 bed unit")).toEqual(["Sydney (City), NSW", "Northern Beaches (Area), NSW"]);
    expect(wanted("an apartment in the Sydney CBD or Leichhardt")).toEqual(["Sydney (City), NSW", "Leichhardt, NSW"]);
  });

  it("narrows a region the brief wants to places named in it later, unless they are added to it", () => {
    expect(wanted("a 3 bed house around Cairns", "Whitfield or Edge Hill")).toEqual(["Whitfield, QLD", "Edge Hill, QLD"]);
    expect(wanted("a 3 bed house around Cairns", "add Whitfield too")).toEqual(["Cairns (Regional Council), QLD", "Whitfield, QLD"]);
    expect(wanted("a house in Sydney", "ideally Manly")).toEqual(["Manly, NSW"]);
    expect(wanted("a house in Gosnells", "Thornlie as well")).toEqual(["Gosnells (City), WA", "Thornlie, WA"]);
  });
});

describe("a word standing for a context place takes the role of its own clause", () => {
  const brief = (...messages: string[]) => {
    const p = say(...messages).preferences;
    return { locations: p.locations.map((l) => l.replace(/ \d{4}$/, "")), excluded: p.exclusions.locations.map((l) => l.replace(/ \d{4}$/, "")) };
  };
  it("rules out the place a context clause named", () => {
    expect(brief("a 3 bed house in Kiama or Gerringong. My aunt lives in Jamberoo so not there.")).toEqual({ locations: ["Kiama (Municipality), NSW", "Gerringong, NSW"], excluded: ["Jamberoo, NSW"] });
    expect(brief("We used to rent in Jamberoo, so please leave that one out. Kiama, 3 bed house.")).toEqual({ locations: ["Kiama (Municipality), NSW"], excluded: ["Jamberoo, NSW"] });
    expect(brief("a house in Kiama, 2 bed", "my brother rents in Jamberoo now and hates it. Drop it from the list too.").excluded).toEqual(["Jamberoo, NSW"]);
  });

  it("adds it when told to, and reads no place into a pronoun that is not one", () => {
    expect(brief("a house in Gerringong, 2 bed", "my cousin lives in Jamberoo and swears by it. Let's add it please.").locations).toEqual(["Gerringong, NSW", "Jamberoo, NSW"]);
    expect(brief("I grew up in Jamberoo. A house in Gerringong, keep it under 900k.")).toEqual({ locations: ["Gerringong, NSW"], excluded: [] });
  });
});

describe("a clause that wants or rules out a place is no off-topic talk", () => {
  it("reads the wish beside laughter or a story", () => {
    expect(wanted("a 3 bed house in Kiama", "lol my sister's in Gerringong, no thanks. we want Jamberoo")).toEqual(["Jamberoo, NSW"]);
    expect(wanted("a 3 bed house in Kiama", "take out Kiama haha, too pricey")).toEqual([]);
  });

  it("leaves the brief alone for a place named in off-topic talk", () => {
    expect(wanted("a 3 bed house in Kiama", "who won the footy on the weekend? jim says Gerringong, the missus says no way")).toEqual(["Kiama (Municipality), NSW"]);
    // Trivia, timetables, a good night, the weather on a trip home: the brief stays as it was.
    for (const aside of [
      "what's the capital of New South Wales again, Tom reckons it's Wollongong",
      "ferry times to Gerringong from Wollongong",
      "By the way, the Wollongong time difference, is it an hour behind Perth?",
      "hey what's the weather going to be like in Jamberoo this weekend I'm driving home to see mum",
      // Food and greetings.
      "best dumplings in Gerringong? the in-laws want to take us out Sunday",
      "can u recommend a good ramen place in Wollongong",
      "could you recommend a decent Thai restaurant in Gerringong for Saturday?",
      // A task for a personal assistant, with a clock time; a trip's time in a question; a grand final, not a granny flat.
      "set a reminder for 0630 to ring the bank",
      "good fishing spots within 2 hrs of Wollongong for the long weekend?",
      "who won the NRL GF? been out at Jamberoo all week with no reception",
    ])
      expect(say("a 3 bed house in Kiama", aside).preferences, aside).toEqual(say("a 3 bed house in Kiama").preferences);
    expect(say("3 bed in Kiama under 900k", "I'm driving home tonight, talk tomorrow").preferences.propertyType).toBeNull();
    expect(say("3 bed in Kiama under 900k", "hey there, anyone home?").preferences.propertyType).toBeNull();
    // A tired buyer is no tired house.
    expect(say("3 bed house in Kiama under 900k", "can you tell me a joke I am tired from work").preferences.renovationPotential.enabled).toBe(false);
    expect(say("a tired old house in Kiama under 900k").preferences.renovationPotential.enabled).toBe(true);
  });
});

describe("corrections and fresh starts say which places they replace", () => {
  it("starts afresh after \"scrap that\" when a new brief with places and figures follows, unless the rest is kept", () => {
    const fresh = say("a 3 bed house in Kiama with a pool up to 900k", "Scrap that. Let's look at Gerringong instead, 2 bedrooms, up to 700k.").preferences;
    expect([fresh.locations, fresh.propertyType, fresh.bedrooms, fresh.priceRange.max, fresh.features.pool]).toEqual([["Gerringong, NSW 2534"], null, "2+", 700_000, false]);
    const same = say("a 3 bed house in Kiama with a pool up to 900k", "scrap that, let's look at Jamberoo instead, 4 bed, same money").preferences;
    expect([same.locations, same.propertyType, same.bedrooms, same.priceRange.max]).toEqual([["Jamberoo, NSW 2533"], null, "4+", 900_000]);
    // Only the place swapped, or the rest kept: the brief stays.
    const swapped = say("a 3 bed house in Kiama with a pool up to 900k", "scrap that, Gerringong instead").preferences;
    expect([swapped.locations, swapped.propertyType, swapped.features.pool]).toEqual([["Gerringong, NSW 2534"], "House", true]);
    const kept = say("a 3 bed house in Kiama with a pool up to 900k", "scrap that, Jamberoo instead, 4 bed, same specs otherwise").preferences;
    expect([kept.propertyType, kept.bedrooms, kept.features.pool]).toEqual(["House", "4+", true]);
  });

  it("drops a place the brief wanted before it started over, without ruling it out", () => {
    const p = say("a 2 bed unit in Kiama up to 500k", "start over, forget Kiama: a house in Gerringong, 3 bed, under 900k").preferences;
    expect([p.locations, p.exclusions.locations]).toEqual([["Gerringong, NSW 2534"], []]);
  });

  it("starts afresh at the start of any clause, keeping what it says to keep", () => {
    const p = say("a 2 bed unit in Kiama up to 500k", "Hmm no. Let's start over: Gerringong, a house, 3 bed").preferences;
    expect([p.locations, p.propertyType, p.priceRange.max]).toEqual([["Gerringong, NSW 2534"], "House", null]);
    expect(say("a 2 bed unit in Kiama up to 500k", "nah, start fresh. Jamberoo, same budget").preferences.priceRange.max).toBe(500_000);
  });

  it("replaces the brief's places with a correction's, or only the place it takes back", () => {
    expect(wanted("a house in Leichhardt", "oops, I meant Dee Why")).toEqual(["Dee Why, NSW"]);
    expect(wanted("a house in Leichhardt or Manly NSW", "sorry, not Manly, I meant Dee Why")).toEqual(["Leichhardt, NSW", "Dee Why, NSW"]);
    expect(say("a house in Leichhardt", "sorry, I typed Leichhardt by mistake, I meant Dee Why").preferences).toMatchObject({ locations: ["Dee Why, NSW 2099"], exclusions: { locations: [] } });
  });

  it("adds when the message adds, whatever else it says; replaces on \"instead\"", () => {
    expect(wanted("a house in Leichhardt", "actually, add Dee Why as well")).toEqual(["Leichhardt, NSW", "Dee Why, NSW"]);
    expect(wanted("a house in Leichhardt", "Leichhardt is too dear. Let's do Dee Why instead.")).toEqual(["Dee Why, NSW"]);
  });

  it("narrows the brief's places to those a later message limits it to", () => {
    expect(wanted("houses in Kiama council under 1m", "ok, limit it to Gerringong")).toEqual(["Gerringong, NSW"]);
    expect(wanted("houses in Kiama council under 1m", "let's narrow it down to Jamberoo")).toEqual(["Jamberoo, NSW"]);
    expect(wanted("houses in Kiama council under 1m", "stick with Gerringong")).toEqual(["Gerringong, NSW"]);
  });

  it("reads a misspelt word that acts on the brief as the word (\"exlcude\", \"actualy\")", () => {
    expect(say("houses in Kiama council under 1m", "also exlcude Jamberoo").preferences.exclusions.locations).toEqual(["Jamberoo, NSW 2533"]);
    expect(wanted("houses in Kiama council under 1m", "also exlcude Jamberoo")).toEqual(["Kiama (Municipality), NSW"]);
  });

  it("reads a place's name that names a person as the person: the subject of saying, an aside, an introduction", () => {
    expect(wanted("Meredith says I have to be specific: a house in Orange, under 700k. Happy now, Meredith")).toEqual(["Orange (City), NSW"]);
    expect(wanted("a house in Orange under 700k", "it's Meredith. and yes, Meredith, aircon")).toEqual(["Orange (City), NSW"]);
    // A place it is, after a preposition or in a list.
    expect(wanted("a house in Meredith or Orange under 700k")).toEqual(["Meredith, VIC", "Orange (City), NSW"]);
  });

  it("keeps the capitalised words before a place in a facility's name to reach", () => {
    expect(say("near the Royal Wollongong Hospital, 15 min drive, 3 bed house in Dee Why under 900k").preferences.destinations).toMatchObject({ address: "Royal Wollongong Hospital", maxTravelTime: 15 });
  });

  it("never searches a place told as the point another is measured from", () => {
    expect(wanted("a house in Jamberoo, half an hour's drive from Wollongong, under 900k")).toEqual(["Jamberoo, NSW"]);
    expect(wanted("acreage in Jamberoo out past Kiama, under 1.2m")).toEqual(["Jamberoo, NSW"]);
    expect(wanted("Gerringong, down the coast from Wollongong, 3 bed house under 1.1m")).toEqual(["Gerringong, NSW"]);
    // "Out" before a place is no "leave it out".
    expect(say("acreage in Jamberoo out past Kiama, under 1.2m").preferences.exclusions.locations).toEqual([]);
  });

  it("takes back an addition the same message corrects, unless the correction adds too", () => {
    expect(wanted("a house in Kiama under 1m", "add Jamberoo — actually no, keep it to Gerringong")).toEqual(["Kiama (Municipality), NSW", "Gerringong, NSW"]);
    expect(wanted("a house in Kiama under 1m", "add Jamberoo — actually no, sorry, Gerringong as well")).toEqual(["Kiama (Municipality), NSW", "Jamberoo, NSW", "Gerringong, NSW"]);
  });

  it("reads a request phrased as a question as a wish", () => {
    expect(wanted("a 3 bed house in Leichhardt", "could you also include Dee Why?")).toEqual(["Leichhardt, NSW", "Dee Why, NSW"]);
    expect(wanted("Is it possible to search for houses in Jamberoo under 900k?")).toEqual(["Jamberoo, NSW"]);
  });
});

describe("the scope of a negation", () => {
  it("takes in what an exception rules out", () => {
    expect(say("anything but units in Kiama, 900k").preferences).toMatchObject({ propertyType: null, exclusions: { propertyTypes: ["Unit"] } });
    expect(say("Kiama, any property type bar apartments, 2 bed").preferences.exclusions.propertyTypes).toEqual(["Apartment"]);
  });

  it("ends at a place named after the negation", () => {
    const p = say("Kiama council area but not Jamberoo a townhouse with 2 beds").preferences;
    expect([p.propertyType, p.exclusions.propertyTypes, p.exclusions.locations]).toEqual(["Townhouse", [], ["Jamberoo, NSW 2533"]]);
  });

  it("does not end at a street's name", () => {
    expect(say("a house in Kiama, 3 bed, but I don't want anything near the Jamberoo Highway").preferences.avoidFilters.nextToMajorRoad).toBe(true);
    expect(say("a house in Kiama, 3 bed, nowhere near the train line").preferences.avoidFilters.trainTracks).toBe(true);
  });
});

describe("a place's name inside a facility's or a street's is no place to search", () => {
  it("reads a travel time to a facility as a destination, in words or digits, before or after it", () => {
    const p = say("a 3 bed house in Kiama within twenty minutes' drive of Wollongong Hospital").preferences;
    expect([p.locations, p.destinations.address, p.destinations.maxTravelTime, p.destinations.transportMode]).toEqual([["Kiama (Municipality), NSW"], "Wollongong Hospital", 30, "car"]);
    const q = say("a unit in Gerringong, 2 bed, near the Port Kembla steelworks 15 min drive").preferences;
    expect([q.locations, q.destinations.address, q.destinations.maxTravelTime]).toEqual([["Gerringong, NSW 2534"], "Port Kembla steelworks", 15]);
  });

  it("takes \"the airport\" as the one of the place wanted, and ignores a street", () => {
    expect(say("Wollongong unit within 30 min of the airport by car").preferences.destinations.address).toBe("Wollongong airport");
    expect(say("a house in Kiama, 3 bed, not right on Jamberoo Rd please").preferences.exclusions.locations).toEqual([]);
  });
});

describe("a commute is read wherever it is said, and the place to reach is not searched", () => {
  const trip = (...messages: string[]) => {
    const p = say(...messages).preferences;
    return [p.locations, p.destinations.enabled ? [p.destinations.address, p.destinations.maxTravelTime, p.destinations.transportMode] : null];
  };
  it("reads a place then its commute, and a base named by its service or with its kind after it", () => {
    expect(trip("Kapooka commute, 25 min. Wagga, 3 bed house")).toEqual([["Wagga Wagga (City), NSW"], ["Kapooka, NSW 2661", 30, "car"]]);
    expect(trip("Yamanto, 4 bed house. RAAF Amberley within 15 min")).toEqual([["Yamanto, QLD 4305"], ["RAAF Amberley", 15, "car"]]);
    expect(trip("house in Yamanto, close to the Amberley base, 15 min drive")).toEqual([["Yamanto, QLD 4305"], ["Amberley base", 15, "car"]]);
    expect(trip("Yamanto, near RAAF Amberley, 3 bed house, no more than 15 minutes from the base")).toEqual([["Yamanto, QLD 4305"], ["RAAF Amberley", 15, "car"]]);
  });
  it("takes \"there\" as the household's workplace or the facility the message names", () => {
    expect(trip("a unit in Runcorn. My husband's clinic is in Sunnybank, so no more than 15 minutes by car from there")).toEqual([["Runcorn, QLD 4113"], ["Sunnybank", 15, "car"]]);
    expect(trip("a 2 bed unit in Gerringong. I'm on a contract at the Port Kembla steelworks, so 30 minutes by car from there")).toEqual([["Gerringong, NSW 2534"], ["Port Kembla steelworks", 30, "car"]]);
    expect(trip("Runcorn, 3 bed house. She has to be able to drive to Sunnybank within 15 minutes")).toEqual([["Runcorn, QLD 4113"], ["Sunnybank, QLD 4109", 15, "car"]]);
  });
  it("reads a posting or a job offer as where someone will work", () => {
    expect(wanted("Holsworthy posting next year. Wattle Grove townhouse, 3 bed")).toEqual(["Wattle Grove, NSW"]);
    expect(wanted("my husband has a job offer at a clinic in Sunnybank, so a house in Runcorn, 4 bed")).toEqual(["Runcorn, QLD"]);
  });
  it("reads a place compared with, and where visitors come from, as no place wanted", () => {
    expect(wanted("a rental in Kiama, aircon a must, it's hotter than Wollongong in January")).toEqual(["Kiama (Municipality), NSW"]);
    expect(wanted("a granny flat for my brother when he visits from Tamworth, house in Gerringong")).toEqual(["Gerringong, NSW"]);
    // The visit ends at the bracket: the house after it is wanted.
    expect(say("5 bed (mum visits from Tamworth a lot) hse in Gerringong").preferences.propertyType).toBe("House");
    expect(wanted("anything other than Kiama, maybe Gerringong")).toEqual(["Gerringong, NSW"]);
  });
});

describe("an exception and a heading say which places of a region are wanted", () => {
  it("reads \"bar\" after \"anywhere\" as an exception", () => {
    const p = say("anywhere in the Rockingham council area bar Cooloongup, 3 bed house").preferences;
    expect([p.locations, p.exclusions.locations]).toEqual([["Rockingham (City), WA"], ["Cooloongup, WA 6168"]]);
  });
  it("rules out every place of a list joined by commas alone after a verb that rules out, not a place put forward after it", () => {
    const p = say("Brisbane council area. Exclude Sunnybank, Runcorn, Wynnum. 3 bed house").preferences;
    expect([p.locations, p.exclusions.locations]).toEqual([["Brisbane (City), QLD"], ["Sunnybank, QLD 4109", "Runcorn, QLD 4113", "Wynnum, QLD 4178"]]);
    expect(wanted("a house in Kiama", "oh wait not Kiama, Gerringong better")).toEqual(["Gerringong, NSW"]);
  });
  it("takes a suburb heading the places of the district named after it as where they are", () => {
    expect(wanted("Belconnen - Florey or Latham, 3 bed house")).toEqual(["Florey, ACT", "Latham, ACT"]);
    expect(wanted("Belconnen:\n- Florey\n- Latham")).toEqual(["Florey, ACT", "Latham, ACT"]);
    expect(wanted("Belconnen or Florey, 3 bed house")).toEqual(["Belconnen, ACT", "Florey, ACT"]);
    expect(wanted("Belconnen side, so Florey or Latham, 2 bed townhouse")).toEqual(["Florey, ACT", "Latham, ACT"]);
  });
});

describe("a letter's writer, a story of the past and a place not to be shown are no places wanted", () => {
  it.each([
    // The writer's own name: after the sign-off, or opening the letter with "here".
    ["Good morning,\n\nLachlan here. A house in Tanunda under 650k please.\n\nKind regards,\nLachlan", ["Tanunda, SA"]],
    ["Tanunda for a duplex up to 625.\n\nThanks ever so,\nLachlan", ["Tanunda, SA"]],
    // A clause telling of the past, with no wish in it.
    ["I had a holiday in Port Douglas twenty years ago. A house in Warrnambool under 750k.", ["Warrnambool (City), VIC"]],
    // …while a clause that wishes something keeps its place.
    ["We sold in Tanunda back in 2018 and want Warrnambool now, a house under 750k", ["Warrnambool (City), VIC"]],
  ])("%s", (message, locations) => {
    expect(wanted(message)).toEqual(locations);
  });

  it("reads a region called with 'the' in another state than all the other places as talk about where they are", () => {
    expect(wanted("a mate says the Illawarra is where the value is: a house in Wollongong or Port Kembla")).toEqual(["Wollongong (City), NSW", "Port Kembla, NSW"]);
    // Alone, or in the state of the others, it is a place.
    expect(wanted("a house in Illawarra")).toEqual(["Illawarra, VIC"]);
  });

  it("reads a region qualified by a place or a direction of another state as that place's region, not a council of its name", () => {
    // A region right after a place of another state is that place's ("the cairns northern beaches").
    expect(wanted("a unit on the cairns northern beaches or in Edge Hill")).not.toContain("Northern Beaches (Area), NSW");
    // A direction joined by a hyphen makes a region of the coast, not the West Coast council.
    expect(wanted("a house in Burnie, somewhere on the north-west coast")).toEqual(["Burnie (City), TAS"]);
    // A locality of a few dozen people named beside places all in another state is the region of that name.
    expect(wanted("Illawarra\n- Wollongong, Port Kembla\n- 4 bed house")).toEqual(["Wollongong (City), NSW", "Port Kembla, NSW"]);
    // …while a big place named beside places of another state stays.
    expect(wanted("Strahan or Wollongong, a house")).toEqual(["Strahan, TAS", "Wollongong (City), NSW"]);
  });

  it("rules out the place the buyer asks not to be shown", () => {
    expect(say("A house in Warrnambool under 750k. Please don't show me anything in Port Fairy.").preferences).toMatchObject({
      locations: ["Warrnambool (City), VIC"],
      exclusions: { locations: ["Port Fairy, VIC 3284"] },
    });
  });
});

describe("a name that is an everyday word is a place only where a place goes", () => {
  it.each([
    ["two bedrooms is plenty, a house in Bairnsdale", ["Bairnsdale, VIC"]],
    ["Sale or Bairnsdale, a 3 bed house", ["Sale, VIC", "Bairnsdale, VIC"]],
    ["houses in sale under 400k", ["Sale, VIC"]],
    ["we go there every March. A house in Orange, 3 bed", ["Orange (City), NSW"]],
    ["Cowra, Young or Orange, a house under 450k", ["Cowra (Shire), NSW", "Young, NSW", "Orange (City), NSW"]],
  ])("%s", (message, locations) => {
    expect(wanted(message)).toEqual(locations);
  });

  it.each([
    // Two everyday words listed where a brief's places go: at its start, before what it says of the home.
    ["emerald or blackwater four bed house under 400k", ["Emerald, QLD", "Blackwater, QLD"]],
    // A name dictation split in two, opening a brief; a word of it is no misspelt property word ("ville" is no villa).
    ["innis fail cheap house under 280k", ["Innisfail, QLD"]],
    ["yep poon house under 600k", ["Yeppoon, QLD"]],
    ["alston ville house four bedrooms", ["Alstonville, NSW"]],
    // …or words that sound like it, where a place goes ("when doree": Wendouree), never from everyday words alone.
    ["3 bed house in when doree or Sale", ["Wendouree, VIC", "Sale, VIC"]],
    // Not elsewhere, nor two words that only join into a name: "new town house" is a new townhouse.
    ["red or white house in Sale", ["Sale, VIC"]],
    ["new town house please, in Sale", ["Sale, VIC"]],
  ])("%s", (message, locations) => {
    expect(wanted(message)).toEqual(locations);
  });

  it("reads no place into an everyday word a verb governs", () => {
    expect(say("a house in Sale, 3 bed, 400k", "remove the price limit please").preferences).toMatchObject({ locations: ["Sale, VIC 3850"], exclusions: { locations: [] } });
  });
});

describe("a place ruled out stays out; one taken off the list or corrected is only dropped", () => {
  const brief = (...messages: string[]) => {
    const p = say(...messages).preferences;
    return { locations: p.locations.map((l) => l.replace(/ \d{4}$/, "")), excluded: p.exclusions.locations.map((l) => l.replace(/ \d{4}$/, "")) };
  };
  it("keeps a wanted place ruled out as an exclusion", () => {
    expect(brief("a 3 bed house in Leichhardt or Dee Why", "rule Dee Why out completely")).toEqual({ locations: ["Leichhardt, NSW"], excluded: ["Dee Why, NSW"] });
    expect(brief("a 3 bed house in Leichhardt or Dee Why", "on reflection I don't want Dee Why").excluded).toEqual(["Dee Why, NSW"]);
  });

  it("only drops a place taken off the list, taken back by a correction, or passed over for another", () => {
    expect(brief("a 3 bed house in Leichhardt or Dee Why", "take Dee Why out")).toEqual({ locations: ["Leichhardt, NSW"], excluded: [] });
    expect(brief("a 3 bed house in Leichhardt", "sorry, not Leichhardt, I meant Dee Why")).toEqual({ locations: ["Dee Why, NSW"], excluded: [] });
    expect(brief("a 3 bed house in Leichhardt or Dee Why", "Dee Why, not Leichhardt")).toEqual({ locations: ["Dee Why, NSW"], excluded: [] });
  });

  it("reads lists joined by \"n\" or \"+\", and a negation no further than the word standing for a place", () => {
    expect(brief("anywhere in the Kiama council area except jamberoo n gerringong, house").excluded).toEqual(["Jamberoo, NSW", "Gerringong, NSW"]);
    expect(brief("we holiday at Gerringong every year so not there Leichhardt's the one, a house")).toEqual({ locations: ["Leichhardt, NSW"], excluded: ["Gerringong, NSW"] });
  });
});

describe("a state named after places says where they are", () => {
  it.each([
    ["a 3 bed house in Kingston or Griffith in Canberra", ["Kingston, ACT", "Griffith, ACT"]],
    ["Kingston, up in the north of Tasmania... no, the south, 3 bed", ["Kingston, TAS"]],
    ["Griffith area NSW, house, 4 bed", ["Griffith (City), NSW"]],
  ])("%s", (message, locations) => {
    expect(wanted(message)).toEqual(locations);
  });

  it("replaces a place of the same name in another state, and narrows a state to places in it", () => {
    expect(wanted("a unit in Kingston ACT, 1 bed", "wait, I mean Kingston Tasmania, a house")).toEqual(["Kingston, TAS"]);
    expect(wanted("a unit somewhere in Canberra, 2 bed", "Kingston or Griffith")).toEqual(["Kingston, ACT", "Griffith, ACT"]);
  });

  it("reads a named person's home or work as context", () => {
    expect(wanted("a house in Griffith NSW, Mia works in Canberra")).toEqual(["Griffith (City), NSW"]);
  });
});

describe("a place written as it sounds, or put forward with a question", () => {
  it.each([
    // Dictation's split names and a thumb's typos, with the state beside them: that state's places only.
    ["why alla in south australia, a house under 200k", ["Whyalla (City), SA"]],
    ["esper ants in WA, 2 bed under 350k", ["Esperance (Shire), WA"]],
    // A possessive without its apostrophe.
    ["broken hills got cheap houses, 3 bed under 150k", ["Broken Hill (City), NSW"]],
    // Two letters off, in lower case, listed after a place found; a name's first word right and the next misspelt.
    ["whyalla or esperanse, a cheap house under 300k", ["Whyalla (City), SA", "Esperance (Shire), WA"]],
    ["mount iser cheap house under 220k", ["Mount Isa (City), QLD"]],
    // A name dictation split into words, listed with a place found; never everyday words on their own ("more land").
    ["whyalla or esper rance for a cheap house under 300k", ["Whyalla (City), SA", "Esperance (Shire), WA"]],
    // A first letter said alike, where a place goes.
    ["a 3 bed house in Kiyama under 900k", ["Kiama (Municipality), NSW"]],
    ["a 3 bed house in Tamwerth or Cowra under 500k", ["Tamworth Regional (Area), NSW", "Cowra (Shire), NSW"]],
    ["a 3 bed house in Kowra under 500k", ["Cowra (Shire), NSW"]],
    ["a 3 bed house in Tamworth and more land for the dog, under 500k", ["Tamworth Regional (Area), NSW"]],
    // A place alone with its question marks is put forward; one turned down after it is not searched.
    ["Tamworth?? 3 bed house under 400k", ["Tamworth Regional (Area), NSW"]],
    ["Tamworth or Bathurst?? can't decide so show us both. 3 bed houses 550-700k", ["Tamworth Regional (Area), NSW", "Bathurst Regional (Area), NSW"]],
    // Asking to see what there is asks for a search.
    ["What's available in Tamworth under $380,000 with a pool? Three bedroom house.", ["Tamworth Regional (Area), NSW"]],
    ["Tamworth? nah too dear. Orange then, 3 bed under 600k", ["Orange (City), NSW"]],
    // A bracket holds a clause of its own: someone else's place inside it, the wanted one before it.
    ["Bathurst NSW (my sister lives in Orange), 3 bed house under 600k", ["Bathurst Regional (Area), NSW"]],
  ])("%s", (message, locations) => {
    expect(wanted(message)).toEqual(locations);
  });
  it("rules out \"nothing in\" a place", () => {
    expect(say("3 bed house in Kiama under 900k", "and nothing in Jamberoo please").preferences.exclusions.locations).toEqual(["Jamberoo, NSW 2533"]);
  });
  it("keeps a state alone where no place in it is written before it", () => {
    expect(wanted("a cheap house in SA under 300k")).toEqual(["South Australia"]);
  });
});

describe("a list under a heading that rules out, and emoji that say no", () => {
  it("rules out each item under \"Not interested in:\", on its line or below it, until the next label", () => {
    expect(say("Kiama criteria\nMust have: 3 bed, 2 bath, under $900,000\nNot interested in: units, anything in Jamberoo").preferences.exclusions).toMatchObject({ locations: ["Jamberoo, NSW 2533"], propertyTypes: ["Unit"] });
    const s = say("Needs:\n1) House, 4x2\nNot interested in:\n1) Jamberoo or Gerringong\n2) Houses without air conditioning\nLocation: Kiama (Municipality)\nPrice: up to $950k");
    expect(s.preferences.locations).toEqual(["Kiama (Municipality), NSW"]);
    expect(s.preferences.exclusions.locations).toEqual(["Jamberoo, NSW 2533", "Gerringong, NSW 2534"]);
    // Ruling out a house without a feature wants the feature.
    expect(s.preferences.exclusions.propertyTypes).toEqual([]);
    expect(s.preferences.features.aircon).toBe(true);
  });
  it("rules out the items of \"Exclusions:\", \"Out of scope:\" and a lettered \"Exclude –\" as well", () => {
    expect(say("Location: Kiama council\nProperty: house\nExclusions: Jamberoo, Gerringong\nPrice: up to $900k").preferences.exclusions.locations).toEqual(["Jamberoo, NSW 2533", "Gerringong, NSW 2534"]);
    const scoped = say("In scope: Kiama council, houses, up to $900k\nOut of scope: Jamberoo; units").preferences;
    expect(scoped.exclusions).toMatchObject({ locations: ["Jamberoo, NSW 2533"], propertyTypes: ["Unit"] });
    expect(say("a) Location – Kiama council\nb) Property – house\nc) Exclude – Gerringong").preferences.exclusions.locations).toEqual(["Gerringong, NSW 2534"]);
    expect(say("Requirements:\n- house, 3 bed, Kiama council\nExclusions:\n- Units and townhouses\nBudget: up to $900k").preferences.exclusions.propertyTypes).toEqual(["Townhouse", "Unit"]);
  });
  it("rules out a place \"with the exception of\" or to \"disregard\"", () => {
    expect(say("Location: Kiama council, with the exception of Jamberoo. Houses to $900k").preferences.exclusions.locations).toEqual(["Jamberoo, NSW 2533"]);
    expect(say("Houses in Kiama council to $900k. Please disregard Gerringong.").preferences.exclusions.locations).toEqual(["Gerringong, NSW 2534"]);
  });
  it("reads ❌ before a place and 🙅 after one as no, ➕ as add", () => {
    expect(say("Kiama council:\n✅ 3 bed\n❌ Jamberoo\n💰 $900,000 ceiling").preferences.exclusions.locations).toEqual(["Jamberoo, NSW 2533"]);
    expect(wanted("Wollongong 🌊 house under 900k", "Port Kembla 🙅‍♀️ Kiama ✅ Gerringong ✅")).toEqual(["Wollongong (City), NSW", "Kiama (Municipality), NSW", "Gerringong, NSW"]);
    expect(wanted("Kiama 3 bed house under 900k", "➕ Gerringong")).toEqual(["Kiama (Municipality), NSW", "Gerringong, NSW"]);
  });
});

describe("what a message takes back, starts over, or only names", () => {
  it.each([
    // A correction inside the message takes back the places before it.
    [["Kiama or Gerringong... actually Kiama only. Houses under 1m"], ["Kiama (Municipality), NSW"]],
    [["I'm interested in Jamberoo... sorry, I meant Gerringong. Houses under 900k"], ["Gerringong, NSW"]],
    [["Unit in Wollongong is ok? No, sorry, Port Kembla. Under 450k, 2 bed"], ["Port Kembla, NSW"]],
    // Starting over in the buyer's words.
    [["houses in Kiama under 900k", "okay I'm going to start again forget everything before I want a unit in Wollongong two bed under 500"], ["Wollongong (City), NSW"]],
    [["units in Kiama, max 350k", "ignore all that. houses in Gerringong, 3 bed, 550 max"], ["Gerringong, NSW"]],
    // A river, a walk-in robe and a field's label are no places.
    [["Kiama 3 bed house, no flood overlay (Wollongong River)"], ["Kiama (Municipality), NSW"]],
    [["Two houses in Kiama. Price 600 to 800 thousand."], ["Kiama (Municipality), NSW"]],
  ])("%j", (messages, locations) => {
    expect(wanted(...messages)).toEqual(locations);
  });
});

describe("someone the buyer searches for, and the people named on the way", () => {
  it.each([
    // A client or a relation: where they are is context, what they want (or could do) is the search.
    [["for a client who lives in Wollongong, wants something in Kiama, 3 bed house under 1m"], ["Kiama (Municipality), NSW"]],
    [["Gerringong house, 3 bed, under 900k, and the client lives in Wollongong so she won't see it much"], ["Gerringong, NSW"]],
    [["Kiama or Jamberoo, 4 bed. Client's moving down from Wollongong"], ["Kiama (Municipality), NSW", "Jamberoo, NSW"]],
    [["client in Tamworth, he can put two townhouses on it, Gerringong or Jamberoo, 800 sqm"], ["Gerringong, NSW", "Jamberoo, NSW"]],
    // A person's first name is no place: after a relation, before a family possessive, before a verb of saying.
    [["for my friend Orange from bowls: a unit in Kiama, 2 bed"], ["Kiama (Municipality), NSW"]],
    [["a townhouse in Gerringong for Young's eldest, 3 bed"], ["Gerringong, NSW"]],
    // Asking what there is asks for a search.
    [["what is there in Bathurst for around 600?"], ["Bathurst Regional (Area), NSW"]],
    [["Would there be anything in Broken Hill? I grew up there."], ["Broken Hill (City), NSW"]],
    [["Is there anything with subdivision potential in Tamworth?"], ["Tamworth Regional (Area), NSW"]],
  ])("%j", (messages, locations) => {
    expect(wanted(...messages)).toEqual(locations);
  });
});

describe("a name that is a town in one state and a shire in another", () => {
  it("is the town when said alone, and the shire when its word or a place in its state says so", () => {
    expect(wanted("a 2 bed unit in Glenelg near the beach, 650")).toEqual(["Glenelg, SA"]);
    expect(wanted("anywhere in the Glenelg Shire, 3 bed house")).toEqual(["Glenelg (Shire), VIC"]);
    expect(wanted("Warrnambool or Glenelg, 3 bed house")).toEqual(["Warrnambool (City), VIC", "Glenelg (Shire), VIC"]);
  });
});

describe("the house in the buyer's words", () => {
  it.each([
    ["3 bed hose in Cowra under 400"],
    ["an old weatherboard in Cowra, 3 bed"],
    ["a farmhouse on acreage near Cowra"],
  ])("%s", (message) => {
    expect(say(message).preferences.propertyType).toBe("House");
  });
});

describe("places refused, added and held, in the buyer's words", () => {
  const excluded = (...messages: string[]) => say(...messages).preferences.exclusions.locations.map((l) => l.replace(/ \d{4}$/, ""));

  it("rules out a place answered no: 'is a no', 'no (…)', 'it's … I don't want'", () => {
    expect(excluded("Wollongong is a no from us. Kiama or Gerringong house")).toEqual(["Wollongong (City), NSW"]);
    expect(wanted("Wollongong is a no from us. Kiama or Gerringong house")).toEqual(["Kiama (Municipality), NSW", "Gerringong, NSW"]);
    expect(excluded("Kiama council, a house. Jamberoo no (too far out)")).toEqual(["Jamberoo, NSW"]);
    expect(excluded("Kiama council, a house, not Gerringong", "actually Gerringong is fine, it's Jamberoo I don't want")).toEqual(["Jamberoo, NSW"]);
    // ("Kiama, we don't want to overpay": a wish about something else.)
    expect(excluded("Kiama, we don't want to overpay, 3 bed house")).toEqual([]);
  });

  it("rules out a list said to be out, no good or not wanted, and a place named before that a pronoun rules out", () => {
    expect(excluded("Kiama council, Gerringong and Jamberoo are out, a house")).toEqual(["Gerringong, NSW", "Jamberoo, NSW"]);
    expect(excluded("Kiama council:\n- Gerringong and Jamberoo NOT wanted\n- house")).toEqual(["Gerringong, NSW", "Jamberoo, NSW"]);
    expect(excluded("a house in Kiama council", "my son says Gerringong and Jamberoo are no good. Leave those out.")).toEqual(["Gerringong, NSW", "Jamberoo, NSW"]);
    expect(excluded("a unit in Kiama or Gerringong", "Gerringong floods. Rule it out.")).toEqual(["Gerringong, NSW"]);
    expect(excluded("Kiama council, not Jamberoo itself", "and Gerringong's too dear so not there either")).toEqual(["Jamberoo, NSW", "Gerringong, NSW"]);
    // ("Kiama house, drop it to 500k": a price, not the place.)
    expect(wanted("Kiama house, drop it to 500k")).toEqual(["Kiama (Municipality), NSW"]);
  });

  it("names the exception after 'save', and keeps a list going past 'itself'", () => {
    expect(excluded("Anything in the Kiama council area, save Jamberoo and Gerringong: a house")).toEqual(["Jamberoo, NSW", "Gerringong, NSW"]);
    expect(excluded("Kiama council, but not Gerringong itself, nor Jamberoo. A house")).toEqual(["Gerringong, NSW", "Jamberoo, NSW"]);
    expect(excluded("In the Kiama council area, anything except Gerringong itself and Jamberoo: a house")).toEqual(["Gerringong, NSW", "Jamberoo, NSW"]);
    // ("not in Kiama itself, Gerringong is fine": the place after a bare comma is no part of the list.)
    expect(wanted("somewhere near the coast but not in Kiama itself, Gerringong is fine, a house")).toEqual(["Gerringong, NSW"]);
  });

  it("adds places asked for politely, or under an 'Additions' heading", () => {
    expect(wanted("a house in Kiama", "Add Jamberoo and Gerringong to that, would you?")).toEqual(["Kiama (Municipality), NSW", "Jamberoo, NSW", "Gerringong, NSW"]);
    expect(wanted("a house in Kiama", "Add Jamberoo?")).toEqual(["Kiama (Municipality), NSW", "Jamberoo, NSW"]);
    expect(wanted("Search brief:\n- Kiama\n- house", "Additions:\n- Gerringong")).toEqual(["Kiama (Municipality), NSW", "Gerringong, NSW"]);
    // ("Would you buy in Kiama?" is still a question for advice.)
    expect(wanted("a house in Cowra", "would you buy in Kiama?")).toEqual(["Cowra (Shire), NSW"]);
  });

  it("swaps only the place swapped out, and reads 'instead' said of another thing as no replacement", () => {
    expect(wanted("a house in Kiama or Gerringong", "Jamberoo too", "no wait, swap Kiama out for Wollongong")).toEqual(["Gerringong, NSW", "Jamberoo, NSW", "Wollongong (City), NSW"]);
    expect(wanted("a house in Kiama or Gerringong", "Swap Gerringong for Wollongong.")).toEqual(["Kiama (Municipality), NSW", "Wollongong (City), NSW"]);
    expect(wanted("a unit in Kiama", "make it a townhouse instead and add Gerringong")).toEqual(["Kiama (Municipality), NSW", "Gerringong, NSW"]);
    expect(wanted("Search:\n1. Kiama council\n2. 3 bed house", "Update:\n1. also Wollongong\n2. 4 bedroom now instead of 3")).toEqual(["Kiama (Municipality), NSW", "Wollongong (City), NSW"]);
    // Replacements still replace: "instead" after the new place, or "rather than" the rest.
    expect(wanted("a house in Kiama", "Gerringong instead")).toEqual(["Gerringong, NSW"]);
    expect(wanted("a house in Kiama council", "add Gerringong and Jamberoo specifically, rather than the whole council")).toEqual(["Gerringong, NSW", "Jamberoo, NSW"]);
    expect(wanted("a house in Kiama or Wollongong", "take out Wollongong", "and add Gerringong instead")).toEqual(["Kiama (Municipality), NSW", "Gerringong, NSW"]);
  });

  it("reads an exclusion list, a place said to be fine again, a home bought for someone, and 'whats available'", () => {
    expect(excluded("a house in Kiama council", "add Jamberoo to the excluded list")).toEqual(["Jamberoo, NSW"]);
    expect(excluded("Kiama council, not Jamberoo or Gerringong", "Gerringong's ok actually")).toEqual(["Jamberoo, NSW"]);
    expect(wanted("Kiama council, not Jamberoo or Gerringong", "Gerringong's ok actually")).toEqual(["Kiama (Municipality), NSW"]);
    expect(wanted("unit for the niece in Gerringong or Jamberoo, one bedroom")).toEqual(["Gerringong, NSW", "Jamberoo, NSW"]);
    expect(wanted("my niece in Wollongong says Gerringong is lovely, a unit in Gerringong")).toEqual(["Gerringong, NSW"]);
    expect(wanted("whats available in Cowra under 380k?")).toEqual(["Cowra (Shire), NSW"]);
    // What someone the buyer buys for asks for is the brief; where they live is not.
    expect(wanted("Mum's asking for Gerringong or Jamberoo, a house, 3br")).toEqual(["Gerringong, NSW", "Jamberoo, NSW"]);
    expect(wanted("Mum lives in Wollongong. A house in Kiama")).toEqual(["Kiama (Municipality), NSW"]);
  });

  it("reads a place held, held before, or told of in the past as context", () => {
    expect(wanted("We already have the cottage at Kiama; for the second one, Gerringong or Jamberoo, 2 bed")).toEqual(["Gerringong, NSW", "Jamberoo, NSW"]);
    expect(wanted("we still owe 180 on the Wollongong place, looking at a 2nd in Kiama, house")).toEqual(["Kiama (Municipality), NSW"]);
    expect(wanted("Sold my Wollongong flat in 2015. A house in Kiama please")).toEqual(["Kiama (Municipality), NSW"]);
    expect(wanted("Gerringong, 3 bed house under 900, not next to a school, had that with our old Wollongong rental")).toEqual(["Gerringong, NSW"]);
    expect(wanted("Jamberoo house under 800, sold in Wollongong a few yrs back")).toEqual(["Jamberoo, NSW"]);
    expect(wanted("a house in Gerringong. We holidayed in Kiama last year and loved it")).toEqual(["Gerringong, NSW"]);
    expect(wanted("Cowra 4 bed, a pool would be good, Vince's brother had one in Orange")).toEqual(["Cowra (Shire), NSW"]);
    // ("our first investment property in Orange" is the one wanted.)
    expect(wanted("We want our first investment property in Orange")).toEqual(["Orange (City), NSW"]);
  });

  it("reads shorthand 'x' as 'not', and a risk's place as no place ruled out", () => {
    expect(excluded("Kiama council x Jamberoo; house; to $900k")).toEqual(["Jamberoo, NSW"]);
    expect(excluded("Jamberoo x; Gerringong x; rest of Kiama council ok. 3br house")).toEqual(["Jamberoo, NSW", "Gerringong, NSW"]);
    expect(wanted("Jamberoo x; Gerringong x; rest of Kiama council ok. 3br house")).toEqual(["Kiama (Municipality), NSW"]);
    // ("x Warrnambool flood zones" rules out the flood zones.)
    expect(excluded("Port Fairy; 3br; x Warrnambool flood zones")).toEqual([]);
    expect(wanted("Port Fairy; 3br; x Warrnambool flood zones")).toEqual(["Port Fairy, VIC"]);
    // A name before a semicolon opens the brief, even an everyday word.
    expect(wanted("Sale; 3br; to $500k")).toEqual(["Sale, VIC"]);
  });

  it("reads the writer's own name as no misspelt place", () => {
    expect(wanted("Sione again. A house in Cowra, 3 bed.\n\nMalo,\nSione")).toEqual(["Cowra (Shire), NSW"]);
    expect(wanted("bro I want a house in Cowra")).toEqual(["Cowra (Shire), NSW"]);
  });

  it("reads the household's places by label, holdings without a subject, others' purchases and trips as context", () => {
    expect(wanted("1. Home: Wollongong (keeping it)\n2. Want: Kiama or Gerringong")).toEqual(["Kiama (Municipality), NSW", "Gerringong, NSW"]);
    expect(wanted("Jo's office: Wollongong. Kids: Orange + Cowra. Next one should be Kiama; 3br")).toEqual(["Kiama (Municipality), NSW"]);
    expect(wanted("Own in Wollongong already (leased). Next: Kiama house")).toEqual(["Kiama (Municipality), NSW"]);
    expect(wanted("We're Wollongong; a house in Kiama or Jamberoo")).toEqual(["Kiama (Municipality), NSW", "Jamberoo, NSW"]);
    expect(wanted("Friends of ours just bought in Gerringong and love it. We want Kiama, 3 bed")).toEqual(["Kiama (Municipality), NSW"]);
    expect(wanted("Just back from Port Douglas, ok serious now: Cowra 3 bed under 400")).toEqual(["Cowra (Shire), NSW"]);
    expect(wanted("Jade works in Wollongong so somewhere near there, Kiama or Jamberoo, 3 bed")).toEqual(["Kiama (Municipality), NSW", "Jamberoo, NSW"]);
    expect(wanted("we used to own a unit in Wollongong, sold it, so a house in Kiama this time")).toEqual(["Kiama (Municipality), NSW"]);
  });

  it("reads a verdict on a place as talk, and 'forget that' or 'real one' as a replacement", () => {
    expect(wanted("a house in Orange", "nah, orange's sus. Cowra instead, same specs")).toEqual(["Cowra (Shire), NSW"]);
    expect(wanted("Esperance or Whyalla, 3 bed house. actually Whyalla only, Esperance is a 10hr drive from the olds")).toEqual(["Whyalla (City), SA"]);
    expect(wanted("a house in Orange", "forget that. Cowra, 3 bed, under 400")).toEqual(["Cowra (Shire), NSW"]);
    expect(wanted("dream list: Manly 4 bed under 3 mil lol", "jk real one: Cowra 3 bed under 400")).toEqual(["Cowra (Shire), NSW"]);
  });

  it("ends a sentence after '950k.', reads places said alone as wanted, and a council asked for as a request", () => {
    expect(wanted("a house in Kiama under 950k. my folks holiday in Jamberoo every year so I know the area")).toEqual(["Kiama (Municipality), NSW"]);
    expect(wanted("Something cheap around Cairns. House, 3 beds, 380k to 500k. Whitfield or Edge Hill.")).toEqual(["Whitfield, QLD", "Edge Hill, QLD"]);
    expect(wanted("a house in Kiama", "can you add Wollongong council too")).toEqual(["Kiama (Municipality), NSW", "Wollongong (City), NSW"]);
    // ("within 15 minutes of a beach" is no landmark named after the place.)
    expect(say("a house in the Kiama council area, within 15 minutes of a beach").preferences.destinations.address).toBe("");
  });

  it("takes a place out of the search when a later turn says it is the buyer's home, laughter and all", () => {
    expect(wanted("Kiama 2br unit under 600", "lol jk we live in Kiama. we want the same but in Gerringong")).toEqual(["Gerringong, NSW"]);
    expect(wanted("Kiama; 3br; to $650k", "Oops, we LIVE in Kiama, that's not the search. Want Jamberoo. Rest same.")).toEqual(["Jamberoo, NSW"]);
    // (A question beside laughter is still off topic: the brief stays.)
    expect(wanted("a unit in Kiama under 400", "also whens the Wollongong show on this yr lol")).toEqual(["Kiama (Municipality), NSW"]);
  });

  it("reads 'For Sale listings' as the market, not the town", () => {
    expect(wanted("a search of For Sale listings in Bairnsdale, houses up to $550k")).toEqual(["Bairnsdale, VIC"]);
    expect(wanted("a house in Sale, up to $550k")).toEqual(["Sale, VIC"]);
  });

  it("rules out a place put forward and turned down", () => {
    expect(excluded("Kiama? NO too dear. Gerringong or Jamberoo, house 4 bed")).toEqual(["Kiama (Municipality), NSW"]);
    expect(wanted("Kiama? NO too dear. Gerringong or Jamberoo, house 4 bed")).toEqual(["Gerringong, NSW", "Jamberoo, NSW"]);
  });

  it("reads news of the day naming a place as talk, and a place put forward as a wish", () => {
    expect(wanted("a house in Kiama", "My supplier in Wollongong is late again this week. So annoying.")).toEqual(["Kiama (Municipality), NSW"]);
    expect(wanted("Good morning! A lovely hard frost in Jamberoo today")).toEqual([]);
    expect(wanted("a house in Kiama", "Random q - is Jamberoo worth a day trip? I'm up there next week")).toEqual(["Kiama (Municipality), NSW"]);
    expect(wanted("a house in Kiama", "and Wollongong")).toEqual(["Kiama (Municipality), NSW", "Wollongong (City), NSW"]);
  });

  it("reads a daily trip and a trip home as context", () => {
    expect(wanted("Can you find a 3 bedroom home in Kiama or Gerringong? I drive the bus to Wollongong every day so not too far.")).toEqual(["Kiama (Municipality), NSW", "Gerringong, NSW"]);
    expect(wanted("I'm driving back from Wollongong after dropping stuff at mum's. Find me something in Kiama, three bedroom house")).toEqual(["Kiama (Municipality), NSW"]);
  });

  it("reads an everyday-word town opening a turn with 'and' as the list going on, not a person doing something", () => {
    expect(wanted("a house in Cowra", "and orange")).toEqual(["Cowra (Shire), NSW", "Orange (City), NSW"]);
    expect(wanted("a house in Cowra", "and young too")).toEqual(["Cowra (Shire), NSW", "Young, NSW"]);
    expect(wanted("a house in Cowra", "and young people rent there a lot")).toEqual(["Cowra (Shire), NSW"]);
  });

  it("puts forward places said alone beside talk of the weather, but not a name signing a letter", () => {
    expect(wanted("Cowra, cheap house under 400", "actually Cowra's too cold, my sister nearly froze visiting there in July. Orange or Young")).toEqual(["Orange (City), NSW", "Young, NSW"]);
    expect(wanted("a house in Cowra", "Good morning!\n\nHow are you today? Vintage is finally done and I'm in a celebratory mood.\n\nCondobolin")).toEqual(["Cowra (Shire), NSW"]);
  });

  it("puts forward places asked about with a hedge, and reads rent covering the repayments as a wish, not a sum", () => {
    expect(wanted("Cowra is a no go after the floods, but Orange or Young might be ok?? house 3 bed")).toEqual(["Orange (City), NSW", "Young, NSW"]);
    expect(wanted("Cowra, a house under 400 that rents for enough to cover the repayments.")).toEqual(["Cowra (Shire), NSW"]);
  });

  it("ends someone's situation at the buyer's next 'I'd' or 'try', and keeps places after a type ruled out", () => {
    expect(wanted("four bedroom house in Kiama", "hang on that's where my brother lives I'd never hear the end of it not kiama try gerringong or jamberoo")).toEqual(["Gerringong, NSW", "Jamberoo, NSW"]);
    expect(wanted("any type except apartments in Gerringong or Jamberoo, up to 700")).toEqual(["Gerringong, NSW", "Jamberoo, NSW"]);
  });

  it("reads 'I'm done with the heat' as no story of the buyer's past", () => {
    expect(wanted("I'm done with the heat move me to the coast, gerringong or jamberoo three bed house six fifty")).toEqual(["Gerringong, NSW", "Jamberoo, NSW"]);
  });

  it("reads a remover whose object is a noun of its own as no ruling out of the place after it", () => {
    expect(wanted("Kiama or Jamberoo, house, 3 bed", "not near the train line Kiama has the line right through it")).toEqual(["Kiama (Municipality), NSW", "Jamberoo, NSW"]);
  });
});

