import { describe, expect, it } from "vitest";
import { createPlaceIndex } from "./places";
import { TEST_PLACES } from "@/lib/testkit/places";
import { understand } from "./understand";

const places = createPlaceIndex(TEST_PLACES);
const read = (m: string, expecting: Parameters<typeof understand>[1]["expecting"] = []) => understand(m, { places, expecting });

describe("prices", () => {
  it.each([
    ["under 750k", { max: 750_000 }],
    ["$600,000 to $800,000", { min: 600_000, max: 800_000 }],
    ["1.2m", { max: 1_200_000 }],
    ["max 900", { max: 900_000 }],
    ["between 500 and 650k", { min: 500_000, max: 650_000 }],
    ["$550-650k", { min: 550_000, max: 650_000 }],
    ["1-1.2m", { min: 1_000_000, max: 1_200_000 }],
    ["no more than $600,000", { max: 600_000 }],
    ["no less than 500k", { min: 500_000 }],
    ["over 900k", { min: 900_000 }],
    ["800k+", { min: 800_000 }],
    // Millions said without their scale, or with the next tenth after it; thousands then millions in one range.
    ["houses up to one point three", { max: 1_300_000 }],
    ["comfortable up to a million two", { max: 1_200_000 }],
    ["a house between nine hundred and one point one", { min: 900_000, max: 1_100_000 }],
    // A bare hundreds figure in a brief, before any word of the brief but a measure or a count.
    ["unit 2 bed 500 near the bus", { max: 500_000 }],
    ["3 bed house 450 shed", { max: 450_000 }],
    ["nothing over $620k", { max: 620_000 }],
    ["400 grand", { max: 400_000 }],
    ["under 1.1 mil", { max: 1_100_000 }],
    ["$650 000", { max: 650_000 }],
    ["450,000 dollars max", { max: 450_000 }],
    ["budget's 800", { max: 800_000 }],
    ["3 bed house u/450k", { max: 450_000 }],
    ["budget 4-fifty to 5-twenty", { min: 450_000, max: 520_000 }],
    // A range of years or a clock time is no price.
    ["650k to 780k, we will hold for 15 to 20 years", { min: 650_000, max: 780_000 }],
    ["under 750, he hates the school run at 0830", { max: 750_000 }],
  ])("%s", (text, price) => {
    expect(read(text).price).toEqual(price);
  });

  it("does not read counts, sizes, rents or renovation budgets as prices", () => {
    for (const text of ["3 bed 2 bath", "600sqm block", "rent $550 per week", "20m frontage", "reno budget 80k", "built in 1975", "5 minutes to the station"]) {
      expect(read(text).price, text).toBeNull();
    }
    expect(read("reno budget 80k").renovation.budget).toBe(80_000);
    expect(read("$100k for renos").renovation.budget).toBe(100_000);
    // An amount too small for a price, in the sentence that names the renovation's finish.
    expect([read("Budget finish, keep it to 40k.").price, read("Budget finish, keep it to 40k.").renovation.budget]).toEqual([null, 40_000]);
  });

  it("reads a bare number as a price to ask about, unless the form asked for the price", () => {
    const unsure = read("650");
    expect(unsure.price).toEqual({ max: 650_000 });
    expect(unsure.doubts.map((d) => d.field)).toEqual(["priceRange"]);
    const answer = read("650", ["price"]);
    expect(answer.price).toEqual({ max: 650_000 });
    expect(answer.doubts).toEqual([]);
  });
});

describe("rooms, land and type", () => {
  it.each([
    ["3 bed", 3, undefined, undefined],
    ["4x2", 4, 2, undefined],
    ["4x2x2", 4, 2, 2],
    ["4/2/2", 4, 2, 2],
    ["three bedroom", 3, undefined, undefined],
    ["3 bdrm 2 bthrm 1 car", 3, 2, 1],
    ["double garage", undefined, undefined, 2],
    ["DLUG", undefined, undefined, 2],
    ["1-2 bed", 1, undefined, undefined],
    ["Bedrooms: 3+", 3, undefined, undefined],
  ])("%s", (text, bed, bath, car) => {
    const d = read(text);
    expect([d.bedrooms, d.bathrooms, d.parking]).toEqual([bed, bath, car]);
  });

  it.each([
    ["600sqm+", 600],
    ["quarter acre block", 1012],
    ["half an acre", 2023],
    ["800 m2", 800],
    ["block of 700", 700],
    ["2 hectares", 20_000],
  ])("land %s", (text, size) => {
    expect(read(text).landSize).toBe(size);
  });

  it("reads a flat as a unit, but not a flat block, a block that must be flat or a granny flat", () => {
    expect(read("2 br flat in Footscray, max 420").propertyType).toBe("Unit");
    expect(read("side by side duplex site in Lara, flat block, 650 square metres or bigger").propertyType).toBeUndefined();
    expect(read("knockdown rebuild block in Corio, needs to be flat, 600 square metres").propertyType).toBeUndefined();
    expect(read("a house in Lara with a granny flat").propertyType).toBe("House");
  });

  it("reads types, and negated types as exclusions", () => {
    // A choice between kinds settles no type (issue 34: the writers' corpus); a unit or an apartment is one kind.
    expect(read("townhouse or house").propertyType).toBeNull();
    expect(read("unit or apartment").propertyType).toBe("Unit");
    expect(read("a 3 bed hse").propertyType).toBe("House");
    expect(read("vacant block of land").propertyType).toBe("Land");
    // Land named before a place, and a block to build on, are land; land as a size, or under a house, is not.
    expect(read("DA-approved land in Box Hill, sub 800k").propertyType).toBe("Land");
    expect(read("is there any land at Humpty Doo?").propertyType).toBe("Land");
    expect(read("a block in Googong for a client to build on").propertyType).toBe("Land");
    expect(read("- Gawler\n- land at least 800 m²").propertyType).toBeUndefined();
    expect(read("a house with land in Gympie").propertyType).toBe("House");
    expect(read("battle axe block in Orange, want to build a second dwelling out the back").propertyType).toBeUndefined();
    expect(read("no units").propertyType).toBeUndefined();
    expect(read("no units").excludedTypes).toEqual(["Unit"]);
    expect(read("granny flat").propertyType).toBeUndefined();
    // In a run-on, a new noun phrase after the negated one ends the negation; right after the negator it is negated.
    expect(read("not woodridge and not kingston a house with a granny flat").propertyType).toBe("House");
    expect(read("no townhouses or units just houses with a yard")).toMatchObject({ propertyType: "House", excludedTypes: ["Townhouse", "Unit"] });
    expect(read("not off market stuff 4 bed house").propertyType).toBe("House");
    expect(read("we don't want a unit").excludedTypes).toEqual(["Unit"]);
    expect(read("rooming house").propertyType).toBeUndefined();
  });
});

describe("features, strategies, risks and negations", () => {
  it("reads features and their negation", () => {
    expect(read("with a pool, BIRs and ducted cooling").features).toEqual({ pool: true, builtinWardrobe: true, aircon: true });
    expect(read("no pool needed").features).toEqual({ pool: false });
    expect(read("drop the pool").features).toEqual({ pool: false });
    expect(read("don't need the garage").features).toEqual({ garage: false });
  });

  it("reads risks to avoid, and acceptance", () => {
    expect(read("not flood prone").risks).toEqual({ flood: true });
    expect(read("no flood zones or bushfire").risks).toEqual({ flood: true, bushfire: true });
    expect(read("heritage is fine").risks).toEqual({ heritage: false });
    expect(read("don't mind bushfire").risks).toEqual({ bushfire: false });
  });

  it("reads strategies in the order named", () => {
    const d = read("granny flat, cash flow and a corner block to subdivide, renovate with a premium finish");
    expect(d.split).toEqual({ grannyFlat: true });
    expect(d.goals).toEqual({ highcashflow: true });
    expect(d.development).toEqual({ cornerLotsplit: true });
    expect(d.renovation).toMatchObject({ enabled: true, finish: "Premium" });
    expect(d.factorOrder).toEqual(["splitLiving", "investmentGoals", "developmentPotential", "renovationPotential"]);
  });

  it("reads 'not after growth' as turning growth off", () => {
    expect(read("not after growth, just cash flow").goals).toEqual({ highcapitalgrowth: false, highcashflow: true });
  });

  it("reads amenities nearby and a place to reach, which is not a place to live", () => {
    const near = read("close to schools, parks and the train station, walking distance");
    expect(near.amenities).toEqual({ categories: ["schools", "publicTransport", "parks"], transportMode: "walking", maxTravelTime: 15 });
    const commute = read("Ballarat, and I commute to Footscray by train, max an hour");
    expect(commute.addPlaces.map((p) => p.description)).toEqual(["Ballarat (City), VIC"]);
    expect(commute.destination).toEqual({ address: "Footscray, VIC 3011", transportMode: "publicTransport", maxTravelTime: 60 });
    expect(read("within 20 minutes drive of Geelong").destination).toEqual({ address: "Greater Geelong (City), VIC", transportMode: "car", maxTravelTime: 30 });
    expect(read("a house that needs work in Geelong").destination).toBeUndefined();
  });

  it("reads a goal preferred over another as not wanting the other", () => {
    expect(read("capital growth over yield").goals).toEqual({ highcapitalgrowth: true, highcashflow: false });
  });

  it("reads a bare hyphenated range as prices in thousands", () => {
    expect(read("townhouse 3br 2ba Hobart 600-700").price).toEqual({ min: 600_000, max: 700_000 });
  });

  it("lifts limits on request", () => {
    expect(read("remove the price limit").price).toEqual({ max: null });
    expect(read("any number of bedrooms is fine").bedrooms).toBeNull();
  });

  it("lets the later mention of a place win within one message", () => {
    const d = read("Geelong, add Ballarat, remove Geelong");
    expect(d.addPlaces.map((p) => p.description)).toEqual(["Ballarat (City), VIC"]);
    expect(d.removePlaces.map((p) => p.place?.description)).toEqual(["Greater Geelong (City), VIC"]);
  });

  it("reads removals and replacements of places", () => {
    const drop = read("drop Ballarat");
    expect(drop.removePlaces.map((p) => p.place?.description)).toEqual(["Ballarat (City), VIC"]);
    expect(drop.addPlaces).toEqual([]);
    // A swap takes out the place swapped out and brings in the other; the brief's other places stay.
    const swap = read("swap Geelong for Ballarat");
    expect(swap.replacePlaces).toBe(false);
    expect(swap.removePlaces.map((p) => p.place?.description)).toEqual(["Greater Geelong (City), VIC"]);
    expect(swap.addPlaces.map((p) => p.description)).toEqual(["Ballarat (City), VIC"]);
  });

  it("corrects misspelt property words", () => {
    const d = read("4 bedrom townhosue, subdevide");
    expect([d.bedrooms, d.propertyType, d.developmentGeneric]).toEqual([4, "Townhouse", true]);
    // …and the words of asking to see ("is there anyhting in Launceton").
    expect(adds("is there anyhting in Footscray for a first investment").length).toBe(1);
  });
});

const adds = (m: string) => read(m).addPlaces.map((p) => p.description);

describe("short and labelled forms of a brief's options", () => {
  it("reads ages said as a span or in brackets, and a double garage abbreviated", () => {
    expect(read("townhouse in Lara, newish (last 5 yrs)").age).toEqual(["0-5"]);
    expect(read("House in Lara, contemporary, 0–5 years old").age).toEqual(["0-5"]);
    expect(read("house in Lara built in the last 5 yeras").age).toEqual(["0-5"]);
    expect(read("4 bed house in Lara, dbl garage").parking).toBe(2);
  });

  it("reads a feature labelled and answered no as ruled out, not 'no problem'", () => {
    expect(read("* Lara or Corio\n* 4 bedrooms\n* Pool: no thank you\n* Budget: 1.15m max").excludedFeatures).toEqual(["pool"]);
    expect(read("House in Corio under 500. Pool no.").excludedFeatures).toEqual(["pool"]);
    expect(read("House in Corio under 500, pool no problem").excludedFeatures).toEqual([]);
  });

  it("reads a major road by its motorway number or a named drive or avenue, and staying off the main road", () => {
    expect(read("Lara townhouse, must NOT back onto the M1").avoid.nextToMajorRoad).toBe(true);
    expect(read("unit in Lara, not facing Northbourne Avenue, please").avoid.nextToMajorRoad).toBe(true);
    expect(read("3br house in Lara, under 550, off the main rd").avoid.nextToMajorRoad).toBe(true);
    expect(read("house in Lara, we'd rather stay off the main road into town").avoid.nextToMajorRoad).toBe(true);
    expect(read("house in Lara near the M1").avoid.nextToMajorRoad).toBeUndefined();
  });

  it("reads fractions and spoken counts of an acre, and a house 'on 600+'", () => {
    expect(read("house in Lara on two-thirds of an acre").landSize).toBe(2698);
    expect(read("house in Lara on a third of an acre").landSize).toBe(1349);
    expect(read("house in Lara on a couple of acres").landSize).toBe(8094);
    expect(read("house in Lara on 5+ acres").landSize).toBe(20234);
    expect(read("make that a full acre").landSize).toBe(4047);
    expect(read("4 bed house in Lara on 500+, 650 to 850").landSize).toBe(500);
  });

  it("reads subdivision dropped ('leave the subdivision out') and building around ('too much development going on') as no plan", () => {
    expect(read("No hang on, leave the subdivision out, just the big block.").developmentGeneric).toBe(false);
    expect(read("house in Lara, leave out Corio (too much development going on)").developmentGeneric).toBeUndefined();
    expect(read("house in Lara with subdivision potential").developmentGeneric).toBe(true);
  });

  it("reads a trip to work said before its time, a time with a hyphen, and a mode said 'by bus/train'", () => {
    expect(read("We both work in Corio and would like a townhouse in Lara within a 20-minute cycle of the office").travelToWork).toEqual({ transportMode: "bicycle", maxTravelTime: 30 });
    expect(read("I work in Corio, house in Lara, want to drive to work — max 30 min").travelToWork).toEqual({ transportMode: "car", maxTravelTime: 30 });
    const d = read("She works from an office in Corio and wants to walk there — 20 minutes on foot at most. 2 bed townhouse in Lara");
    expect(d.workplace).toBe("Corio, VIC 3214");
    expect(d.travelToWork?.transportMode).toBe("walking");
    expect(read("unit in Lara within 30 min by bus/train of Geelong Hospital").destination).toMatchObject({ address: "Geelong Hospital", transportMode: "publicTransport", maxTravelTime: 30 });
  });

  it("reads rooms as bedrooms, 'bedrm', and dictation's 'a for bedroom house'", () => {
    expect(read("rooming house in Lara, 5+ rooms, under 600k").bedrooms).toBe(5);
    expect(read("house in Lara, 2 living rooms").bedrooms).toBeUndefined();
    expect(read("3 bedrm house in Lara").bedrooms).toBe(3);
    expect(read("a for bedroom house in Lara").bedrooms).toBe(4);
    expect(read("a too bedroom unit in Lara").bedrooms).toBe(2);
    expect(read("room for bedroom furniture in Lara").bedrooms).toBeUndefined();
  });

  it("reads a renovation budget brought down to an amount said in words", () => {
    const d = read("Bring the reno budget down to a hundred and fifty, and call it a standard finish.");
    expect(d.renovation.budget).toBe(150_000);
    expect(d.price).toBeNull();
  });

  it("reads a shop nearby, and a feature after 'and' at the end of a question", () => {
    expect(read("House in Lara close to beach and shop").amenities.categories).toContain("shopping");
    expect(read("3 bed house in Lara between $780,000 and $880,000, with a study and built-in wardrobes?").features).toMatchObject({ study: true, builtinWardrobe: true });
  });
});

describe("places named with the places in them", () => {
  it("drops a town heading a list of places in it after a dash, keeps it listed with them or said 'itself'", () => {
    expect(adds("bendigo - kangaroo flat or golden square. 3br hse").sort()).toEqual(["Golden Square, VIC 3555", "Kangaroo Flat, VIC 3555"]);
    expect(adds("we'd rather Busselton itself or Vasse, 4 bed house").sort()).toEqual(["Busselton (City), WA", "Vasse, WA 6280"]);
  });

  it("reads where someone works 'out at' a place as their work, never searched", () => {
    const d = read("i work out at footscray on the tools all week so not there lol. looking at a 2br unit in lara");
    expect(d.contextPlaces.map((c) => [c.place?.description, c.role])).toEqual([["Footscray, VIC 3011", "work"]]);
    expect(d.addPlaces.map((c) => c.description)).toEqual(["Lara, VIC 3212"]);
  });

  it("puts a hedged place forward in a question, and keeps an edit beside a question about a place", () => {
    expect(adds("My parents are in Geelong and I work in the city, so somewhere in between — maybe Werribee? Definitely not Point Cook. 3 bed house")).toEqual(["Werribee, VIC 3030"]);
    expect(read("exclude Werribee... thats in Wyndham council isnt it? exclude it anyway").ruledOutPlaces).toContain("Werribee, VIC 3030");
  });
});

describe("scope: context, exclusion and lists", () => {
  it("leaves out places named as where the buyer lives, rents, works, grew up or owns, and others' places", () => {
    for (const m of [
      "we live in Echuca but want a house in Shepparton",
      "currently renting in Echuca, looking to buy in Shepparton",
      "grew up in Echuca, now after a house in Shepparton",
      "I work in Echuca. Want a house in Shepparton",
      "we already own two units in Echuca; this time a house in Shepparton",
      "my brother lives in Echuca and reckons it's good value, so a house in Shepparton",
      "moving from Echuca to Shepparton, house please",
      "we rent out our place in Echuca and want to buy in Shepparton",
    ]) {
      expect(adds(m), m).toEqual(["Greater Shepparton (City), VIC"]);
    }
    const owned = read("we own a unit in Echuca already. Now we want a house in Shepparton");
    expect(owned.propertyType).toBe("House");
    expect(owned.contextPlaces.map((c) => [c.place?.description, c.role])).toEqual([["Echuca, VIC 3564", "own"]]);
  });

  it("still reads a wish to live somewhere", () => {
    expect(adds("we'd love to live in Echuca")).toEqual(["Echuca, VIC 3564"]);
    expect(adds("I'm after a house to live in, Echuca")).toEqual(["Echuca, VIC 3564"]);
  });

  it("removes what is ruled out, a whole list at a time", () => {
    expect(read("not Echuca or Shepparton").removePlaces.map((p) => p.place?.description)).toEqual(["Echuca, VIC 3564", "Greater Shepparton (City), VIC"]);
    expect(adds("Echuca rather than Shepparton")).toEqual(["Echuca, VIC 3564"]);
    expect(adds("instead of Echuca let's look at Shepparton")).toEqual(["Greater Shepparton (City), VIC"]);
    expect(adds("I'd take Echuca over Shepparton")).toEqual(["Echuca, VIC 3564"]);
    expect(read("take Echuca off").removePlaces.map((p) => p.place?.description)).toEqual(["Echuca, VIC 3564"]);
    expect(adds("anywhere in Geelong but Corio")).toEqual(["Greater Geelong (City), VIC"]);
    // A comma alone does not join a removal to what follows.
    expect(adds("forget Richmond, Footscray instead")).toEqual(["Footscray, VIC 3011"]);
  });

  it("reads a region or suburb named with its city or council as that one place", () => {
    expect(adds("Manly Brisbane")).toEqual(["Manly, QLD 4179"]);
    expect(adds("Inner West Sydney")).toEqual(["Inner West (Area), NSW"]);
    expect(adds("Sebastopol Ballarat")).toEqual(["Sebastopol, VIC 3356"]);
    expect(adds("Richmond or Hawthorn, Melbourne").sort()).toEqual(["Hawthorn, VIC 3122", "Richmond, VIC 3121"]);
    // Two places of their own stay two.
    expect(adds("Geelong or Ballarat").sort()).toEqual(["Ballarat (City), VIC", "Greater Geelong (City), VIC"]);
  });

  it("reads a council called in the plural, lower-case state codes, and a year that is no postcode", () => {
    expect(adds("in the Redlands")).toEqual(["Redland (City), QLD"]);
    expect(adds("perth wa")).toEqual(["Perth (City), WA"]);
    expect(adds("our last place flooded in 2022, so somewhere in Geelong")).toEqual(["Greater Geelong (City), VIC"]);
    expect(adds("in 2022")).toEqual(["Bondi Junction, NSW 2022"]);
  });

  it("does not read a word of a place's name as a property word", () => {
    const d = read("3 bed house in Kangaroo Flat");
    expect(d.propertyType).toBe("House");
    expect(d.addPlaces.map((p) => p.description)).toEqual(["Kangaroo Flat, VIC 3555"]);
  });
});

describe("market status, cleared filters, style and age", () => {
  it.each([
    ["off market only", "Off Market", undefined],
    ["on market only", "For Sale", undefined],
    ["no off-market please", "For Sale", undefined],
    ["only what's listed (not interested in off-market)", "For Sale", undefined],
    ["off market is fine too", undefined, "Off Market"],
    ["include the listed ones as well", undefined, "For Sale"],
    ["don't mind off market", undefined, "Off Market"],
    ["on or off market", "All Properties", undefined],
    ["no off-the-plan", undefined, undefined],
  ])("%s", (m, status, widen) => {
    const d = read(m);
    expect([d.marketStatus, d.marketWiden]).toEqual([status, widen]);
  });

  it("clears a field the buyer no longer minds", () => {
    expect(read("the number of bathrooms doesn't matter").bathrooms).toBeNull();
    expect(read("forget the parking requirement").parking).toBeNull();
    expect(read("scrap the minimum").price).toEqual({ min: null });
    expect(read("any style is fine").clearStyle).toBe(true);
    expect(read("never mind the age").age).toBeNull();
    expect(read("flood risk doesn't worry me").risks).toEqual({ flood: false });
    expect(read("garage isn't essential").features).toEqual({ garage: false });
    expect(read("schools don't matter").amenitiesRemoved).toEqual(["schools"]);
    expect(read("we don't need to be near the train station").amenitiesRemoved).toEqual(["publicTransport"]);
  });

  it.each([
    ["a Federation home", ["Federation"], undefined],
    ["Queenslander", ["Queenslander"], undefined],
    ["modern 3 bed townhouse", ["Contemporary"], undefined],
    ["californian bungalow", [], ["51+"]],
    ["new build", [], ["0-5"]],
    ["under 5 years old", [], ["0-5"]],
    ["no older than 10 years", [], ["0-5", "6-15"]],
    ["less than 15 years old", [], ["0-5", "6-15"]],
    ["over 60 years old", [], ["51+"]],
    ["at least 50 years old", [], ["31-50", "51+"]],
  ])("style and age: %s", (m, styles, age) => {
    const d = read(m);
    expect(Object.keys(d.style).filter((k) => d.style[k as keyof typeof d.style])).toEqual(styles);
    expect(d.age).toEqual(age);
  });
});

describe("number forms and doubts", () => {
  it.each([
    ["half a mil", { max: 500_000 }],
    ["three quarters of a million", { max: 750_000 }],
    ["budget four seventy five", { max: 475_000 }],
    ["between six fifty and seven twenty", { min: 650_000, max: 720_000 }],
    ["four hundred and twenty thousand", { max: 420_000 }],
    ["one point two million", { max: 1_200_000 }],
    ["380 to 430", { min: 380_000, max: 430_000 }],
    ["budget is maybe 550 or so", { max: 550_000 }],
    ["can't go over $390,000", { max: 390_000 }],
    ["north of 600k", { min: 600_000 }],
    ["make it 700", { max: 700_000 }],
    ["somewhere around the 650 mark", { max: 650_000 }],
    ["650k not 560k", { max: 650_000 }],
  ])("%s", (m, price) => {
    const d = read(m);
    expect(d.price).toEqual(price);
    expect(d.doubts).toEqual([]);
  });

  it("reads a half bathroom as the whole ones", () => {
    expect(read("2.5 bath").bathrooms).toBe(2);
    expect(read("3 bed 1.5 bathroom").bathrooms).toBe(1);
  });

  it("keeps the count a sentence gave over a later 'one is …'", () => {
    expect(read("we need at least 4 bedrooms. Two bathrooms, one is a nightmare").bedrooms).toBe(4);
  });

  it("doubts contradictions and numbers it can't place, and keeps neither side of a contradiction", () => {
    const prices = read("under 500k but at least 600k");
    expect(prices.price).toBeNull();
    expect(prices.doubts.map((d) => d.field)).toEqual(["priceRange"]);
    const beds = read("2 bedrooms max but at least 3 bedrooms");
    expect(beds.bedrooms).toBeUndefined();
    expect(beds.doubts.map((d) => d.field)).toEqual(["bedrooms"]);
    const small = read("budget is 9");
    expect(small.price).toBeNull();
    expect(small.doubts[0].question).toMatch(/budget/);
    expect(read("need 2 minimum").doubts.map((d) => d.field)).toEqual([null]);
    expect(read("we have 2 dogs").doubts).toEqual([]);
    expect(read("in Geelong or Wattlebrook Heights").doubts.map((d) => d.field)).toEqual(["locations"]);
  });
});

describe("words buyers use", () => {
  it.each([
    // (A home is any dwelling: most writers leave the type unsaid for "a 3 bedroom home", "family home"; a brick one is a house.)
    ["3 bedroom home", undefined],
    ["a family home in Horsham", undefined],
    ["brick home", "House"],
    ["a brick veneer home, 3 bed", "House"],
    ["a block with a house on it", "House"],
    ["first home buyers after a 2 bed unit", "Unit"],
    ["site for a few townhouses", undefined],
  ])("type: %s", (m, type) => {
    expect(read(m).propertyType).toBe(type);
  });

  it("reads ducted heating, the suburb median, a granny, dual key, townhouse sites and subdivvy", () => {
    expect(read("ducted heating").features).toEqual({ aircon: true });
    expect(read("priced below the suburb median").goals).toEqual({ undervalued: true });
    expect(read("house + granny").split).toEqual({ grannyFlat: true });
    expect(read("dual-key apartment").split).toEqual({ internalDualliving: true });
    expect(read("big enough for a couple of townhouses").development).toEqual({ multiTownhouse: true });
    expect(read("keen to subdivvy").developmentGeneric).toBe(true);
    expect(read("a granny flat instead of rooming").split).toEqual({ grannyFlat: true, roomingHouse: false });
    expect(read("granny flat or dual living, actually just granny flat").split).toEqual({ grannyFlat: true, internalDualliving: false });
    expect(read("high-end fit-out").renovation.finish).toBe("Premium");
    expect(read("cash flow matters most, growth too").topFactor).toBe("investmentGoals");
  });

  it("refers back: 'one of those' to the concept asked about, 'there' to its places, 'work' to the workplace", () => {
    const one = understand("find me one in Echuca", { places, topic: { places: [], concept: { field: "split", key: "grannyFlat" } } });
    expect(one.split).toEqual({ grannyFlat: true });
    expect(one.factorOrder).toEqual(["splitLiving"]);
    const there = understand("a 3 bed house there", { places, topic: { places: ["Echuca, VIC 3564"], concept: null } });
    expect(there.addPlaces.map((p) => p.description)).toEqual(["Echuca, VIC 3564"]);
    expect(understand("is there a pool?", { places, topic: { places: ["Echuca, VIC 3564"], concept: null } }).addPlaces).toEqual([]);
    const work = understand("within 30 mins of work on public transport", { places, workplace: "Royal Melbourne Hospital" });
    expect(work.destination).toEqual({ address: "Royal Melbourne Hospital", transportMode: "publicTransport", maxTravelTime: 30 });
    const same = read("we both work in Geelong so within 45 minutes of it, house in Ballarat");
    expect(same.destination).toEqual({ address: "Greater Geelong (City), VIC", transportMode: "car", maxTravelTime: 45 });
    expect(same.addPlaces.map((p) => p.description)).toEqual(["Ballarat (City), VIC"]);
    expect(read("I work at the Royal Melbourne Hospital").workplace).toBe("Royal Melbourne Hospital");
  });
});

describe("when it was built, in years, decades or words", () => {
  const ages = (m: string) => understand(m, { places, year: 2026 }).age;
  it.each([
    ["a 1970s brick house", ["31-50", "51+"]],
    ["something from the 1920s or earlier", ["51+"]],
    ["a '90s townhouse", ["16-30", "31-50"]],
    ["a house built after 2012", ["0-5", "6-15"]],
    ["built 2016-2019ish, 3 bed, 600k", ["6-15"]],
    ["pre-1960 character home", ["51+"]],
    ["built within the last twelve years", ["0-5", "6-15"]],
    ["nothing older than about twenty years", ["0-5", "6-15", "16-30"]],
    ["over a hundred years old", ["51+"]],
  ])("%s", (message, expected) => {
    expect(ages(message)).toEqual(expected);
  });

  it("reads no age into an event or a span of time, and no price into a year", () => {
    expect(ages("nothing that flooded after 2022, 3 bed house")).toBeUndefined();
    expect(ages("a house for growth over fifteen years")).toBeUndefined();
    expect(understand("house built 2016-2019ish, 3 bed, 600 max", { places, year: 2026 }).price).toEqual({ max: 600_000 });
  });
});

describe("a price right after its cue, whatever word follows", () => {
  it.each([
    ["house under 420 not near the highway", { max: 420_000 }],
    ["unit under three sixty good yield please", { max: 360_000 }],
    ["townhouse, 470 cap, 2 bed", { max: 470_000 }],
  ])("%s", (text, price) => {
    expect(read(text).price).toEqual(price);
  });

  it("still reads a count after a cue as a count, and a rental income as no buyer's income", () => {
    expect(read("under 3 kids in the house").price).toBeNull();
    expect(read("house for rental income 420k max").finance.taxableIncome).toBeUndefined();
    expect(read("house for rental income 420k max").price).toEqual({ max: 420_000 });
  });
});

describe("a bare figure that is no price", () => {
  it("reads a measure or a count after it, and a renovation's budget too small for a price", () => {
    expect(read("3 bed house, 500 metres to the beach").price ?? null).toBeNull();
    expect(read("house, 300 students at the local school").price ?? null).toBeNull();
    const reno = read("bendigo house, renovation, 60k budget");
    expect(reno.price ?? null).toBeNull();
    expect(reno.renovation.budget).toBe(60_000);
  });
});
