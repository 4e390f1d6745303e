import { describe, expect, it } from "vitest";
import { hardFilterPredicate } from "@/lib/engine/filter";
import { PROPERTY_TYPES } from "@/lib/preferences/schema";
import {
  DOMAIN_TYPES_FOR,
  amountsIn,
  domainLocationsOf,
  domainSearchBody,
  listingUrlOf,
  mapDomainListing,
  parseSearchPage,
  parseSuburbStatistics,
  priceOf,
  specFeaturesOf,
  specTypeOf,
  suburbStatisticsPath,
  type DomainListing,
} from "./domain";

const listing = (over: Partial<DomainListing> = {}, details: Record<string, unknown> = {}): DomainListing =>
  ({
    id: 2019283746,
    listingType: "Sale",
    priceDetails: { price: 850_000, displayPrice: "$850,000" },
    propertyDetails: {
      propertyType: "House",
      allPropertyTypes: ["House"],
      bedrooms: 3,
      bathrooms: 2,
      carspaces: 1,
      landArea: 612.4,
      displayableAddress: "12 Smith Street, Alfredton",
      unitNumber: "",
      streetNumber: "12",
      street: "Smith Street",
      suburb: "ALFREDTON",
      postcode: "3350",
      state: "Vic",
      latitude: -37.56,
      longitude: 143.81,
      features: ["SwimmingPool", "AirConditioning", "Double garage"],
      ...details,
    },
    headline: "Family home on a big block",
    summaryDescription: "Three bedrooms, two bathrooms.",
    hasFloorplan: true,
    media: [
      { category: "Image", url: "https://bucket-api.domain.com.au/v1/bucket/image/1.jpg" },
      { category: "Image", url: "http://insecure.example.com/2.jpg" },
      // Not in the search answer's media enum (Image only); read as nothing.
      { category: "Floorplan", url: "https://bucket-api.domain.com.au/v1/bucket/image/plan.jpg" },
    ],
    listingSlug: "12-smith-street-alfredton-vic-3350-2019283746",
    ...over,
  }) as DomainListing;

/** Stands in for the server's HTML-to-text (server/listing-sources/description.ts has its own tests): marks what it was given. */
const textOf = (html: string) => `«${html}»`;

function mapped(l: DomainListing) {
  const r = mapDomainListing(l, { textOf });
  if (!("listing" in r)) throw new Error(`skipped: ${r.skipped}`);
  return r.listing;
}

describe("Domain property types", () => {
  it("maps every residential type Domain asks for back to the spec type it was asked for", () => {
    for (const t of PROPERTY_TYPES) {
      for (const d of DOMAIN_TYPES_FOR[t]) {
        // Rural types are a house with bedrooms, land without.
        expect(specTypeOf(d, t === "Land" ? 0 : 3), `${d} for ${t}`).toBe(t);
      }
    }
  });

  it("reads Domain's spellings in either case and leaves out what Propie doesn't judge", () => {
    expect(specTypeOf("apartmentUnitFlat")).toBe("Unit");
    expect(specTypeOf("ApartmentUnitFlat")).toBe("Unit");
    expect(specTypeOf("semiDetached")).toBe("Townhouse");
    expect(specTypeOf("vacantLand")).toBe("Land");
    expect(specTypeOf("villa")).toBe("Unit");
    expect(specTypeOf("Penthouse")).toBe("Apartment");
    expect(specTypeOf("AcreageSemiRural", 4)).toBe("House");
    expect(specTypeOf("AcreageSemiRural", 0)).toBe("Land");
    expect(specTypeOf("CarSpace")).toBeNull();
    expect(specTypeOf("RetirementVillage")).toBeNull();
    expect(specTypeOf("Livestock")).toBeNull();
    expect(specTypeOf("Spaceship")).toBeNull();
    expect(specTypeOf(null)).toBeNull();
  });

  it("falls back to allPropertyTypes when the main type is one Propie doesn't know", () => {
    const l = mapped(listing({}, { propertyType: "Unknown", allPropertyTypes: ["Unknown", "Townhouse"] }));
    expect(l.propertyType).toBe("Townhouse");
  });
});

describe("Domain prices", () => {
  it("keeps an asking price and the agent's text", () => {
    expect(priceOf({ price: 850_000, displayPrice: "$850,000" })).toEqual({ price: 850_000, priceText: "$850,000" });
  });
  it("takes a range's midpoint to the nearest thousand", () => {
    expect(priceOf({ priceFrom: 800_000, priceTo: 875_000, displayPrice: "$800,000 - $875,000" })).toEqual({ price: 838_000, priceText: "$800,000 - $875,000" });
  });
  it("reads the amounts of a display price when the numbers are withheld", () => {
    expect(priceOf({ displayPrice: "Offers over $1.2m" })).toEqual({ price: 1_200_000, priceText: "Offers over $1.2m" });
    expect(priceOf({ displayPrice: "$640k - $690k" }).price).toBe(665_000);
    expect(amountsIn("$450 per week")).toEqual([]);
  });
  it("leaves Contact agent and Auction on request (the engine estimates them)", () => {
    expect(priceOf({ displayPrice: "Contact agent" })).toEqual({ price: null, priceText: "Contact agent" });
    expect(priceOf({ displayPrice: "Auction" })).toEqual({ price: null, priceText: "Auction" });
    expect(priceOf(null)).toEqual({ price: null, priceText: "Contact agent" });
  });
});

describe("mapDomainListing", () => {
  it("maps a full listing into the catalogue's shape", () => {
    const l = mapped(listing());
    expect(l).toMatchObject({
      listingId: "domain-2019283746",
      source: "domain",
      addressStreet: "12 Smith Street",
      suburb: "Alfredton",
      state: "VIC",
      postcode: "3350",
      propertyType: "House",
      marketStatus: "For Sale",
      price: 850_000,
      priceText: "$850,000",
      bedrooms: 3,
      bathrooms: 2,
      carSpaces: 1,
      landSize: 612,
      lat: -37.56,
      lng: 143.81,
      listingUrl: "https://www.domain.com.au/12-smith-street-alfredton-vic-3350-2019283746",
      photos: ["https://bucket-api.domain.com.au/v1/bucket/image/1.jpg"],
      // Search results carry photos only, whatever hasFloorplan says: no floor plan is promised from them.
      floorPlans: [],
      condition: null,
      layout: null,
      rentWeekly: null,
    });
    expect(l.features).toEqual(["pool", "aircon", "garage"]);
    // Headline and summary each through the HTML-to-text the server gives.
    expect(l.description).toBe("«Family home on a big block»\n\n«Three bedrooms, two bathrooms.»");
  });

  it("copes with every optional field missing", () => {
    const l = mapped({ id: 77, propertyDetails: { propertyType: "ApartmentUnitFlat", suburb: "Carlton", state: "VIC" } } as DomainListing);
    expect(l).toMatchObject({
      listingId: "domain-77",
      addressStreet: "Address available on request",
      propertyType: "Unit",
      postcode: null,
      price: null,
      priceText: "Contact agent",
      bedrooms: 0,
      landSize: null,
      lat: null,
      lng: null,
      photos: [],
      floorPlans: [],
      features: [],
      description: null,
      listingUrl: "https://www.domain.com.au/77",
    });
  });

  it("joins unit and street numbers", () => {
    expect(mapped(listing({}, { unitNumber: "3", streetNumber: "12" })).addressStreet).toBe("3/12 Smith Street");
  });

  it("never takes the suburb for the street of an address the agent withheld", () => {
    const withheld = { unitNumber: "", streetNumber: "", street: "", displayableAddress: "Alfredton" };
    // As Domain sends it: an empty street, the suburb as the displayable address, with or without a type saying so.
    expect(mapped(listing({}, withheld)).addressStreet).toBe("Address available on request");
    expect(mapped(listing({}, { ...withheld, displayAddressType: "suburbOnly" })).addressStreet).toBe("Address available on request");
    expect(mapped(listing({}, { ...withheld, displayableAddress: "Ballarat, VIC 3350", area: "Ballarat" })).addressStreet).toBe("Address available on request");
    // A type that hides the street wins over the parts.
    expect(mapped(listing({}, { displayAddressType: "areaOnly" })).addressStreet).toBe("Address available on request");
    // A street given only in the displayable address is kept.
    expect(mapped(listing({}, { street: "", streetNumber: "", displayableAddress: "12 Smith Street, Alfredton" })).addressStreet).toBe("12 Smith Street");
  });

  it("skips rentals, unknown types and listings without a place", () => {
    expect(mapDomainListing(listing({ listingType: "Rent" }), { textOf })).toEqual({ skipped: "listing type Rent" });
    expect(mapDomainListing(listing({}, { propertyType: "CarSpace", allPropertyTypes: ["CarSpace"] }), { textOf })).toEqual({ skipped: "property type CarSpace" });
    expect(mapDomainListing(listing({}, { suburb: null }), { textOf })).toEqual({ skipped: "no suburb or state" });
    expect(mapDomainListing(listing({ propertyDetails: null }), { textOf })).toEqual({ skipped: "no property details" });
  });

  it("gives land no bedrooms and ignores coordinates outside Australia", () => {
    const land = mapped(listing({}, { propertyType: "VacantLand", bedrooms: 2, latitude: 51.5, longitude: -0.1 }));
    expect(land.bedrooms).toBe(0);
    expect(land.lat).toBeNull();
    expect(land.lng).toBeNull();
  });

  it("links to Domain only: a foreign seoUrl or a strange slug falls back to the id", () => {
    expect(listingUrlOf({ id: 5, seoUrl: "https://www.domain.com.au/some-home-5", listingSlug: null })).toBe("https://www.domain.com.au/some-home-5");
    expect(listingUrlOf({ id: 5, seoUrl: "https://evil.example.com/x", listingSlug: "../../x" })).toBe("https://www.domain.com.au/5");
  });
});

describe("features", () => {
  it("reads Domain's enum and free-text features", () => {
    expect(specFeaturesOf(["BuiltInWardrobes", "Ensuite", "Study", "BalconyDeck", "GardenCourtyard", "Shed", "Dishwasher", "Gas"])).toEqual([
      "dishwasher",
      "builtinWardrobe",
      "ensuite",
      "study",
      "balcony",
      "courtyard",
      "shed",
    ]);
    expect(specFeaturesOf(["Split system air conditioning", "In-ground pool"])).toEqual(["pool", "aircon"]);
  });
});

describe("the search request", () => {
  const predicate = (data: Parameters<typeof hardFilterPredicate>[0]) => hardFilterPredicate(data);

  it("carries the hard filters in Domain's names", () => {
    const p = predicate({
      marketStatus: "For Sale",
      locations: ["Alfredton, VIC 3350", "Ballarat Central VIC", "Tasmania"],
      propertyType: "House",
      bedrooms: "3+",
      bathrooms: "2+",
      parking: "1+",
      minPrice: "500000",
      maxPrice: "900000",
      landSize: "600",
      features: { pool: true, garage: true } as unknown as NonNullable<Parameters<typeof hardFilterPredicate>[0]>["features"],
    });
    const body = domainSearchBody(p, domainLocationsOf(p.locations), 100);
    expect(body).toEqual({
      listingType: "Sale",
      locations: [
        { state: "VIC", suburb: "Alfredton", postCode: "3350", includeSurroundingSuburbs: false },
        { state: "VIC", suburb: "Ballarat Central", includeSurroundingSuburbs: false },
        { state: "TAS", includeSurroundingSuburbs: false },
      ],
      propertyTypes: DOMAIN_TYPES_FOR.House,
      propertyFeatures: ["SwimmingPool"],
      minBedrooms: 3,
      minBathrooms: 2,
      minCarspaces: 1,
      minPrice: 500_000,
      maxPrice: 900_000,
      minLandArea: 600,
      pageSize: 100,
    });
  });

  it("asks for at most 100 a page, the residential search's documented maximum", () => {
    const p = predicate({ locations: ["Alfredton, VIC 3350"] });
    expect(domainSearchBody(p, domainLocationsOf(p.locations), 200)?.pageSize).toBe(100);
    expect(domainSearchBody(p, domainLocationsOf(p.locations), 20)?.pageSize).toBe(20);
  });

  it("asks nothing for an Off Market search or one with no location Domain knows", () => {
    const off = predicate({ marketStatus: "Off Market", locations: ["Alfredton, VIC 3350"] });
    expect(domainSearchBody(off, domainLocationsOf(off.locations), 100)).toBeNull();
    const none = predicate({ locations: [] });
    expect(domainSearchBody(none, domainLocationsOf(none.locations), 100)).toBeNull();
  });

  it("adds suburbs the server expanded from a region, once each", () => {
    const p = predicate({ locations: ["Alfredton, VIC 3350"] });
    const locs = domainLocationsOf(p.locations, [
      { name: "Alfredton", state: "VIC", postcode: "3350" },
      { name: "Wendouree", state: "VIC", postcode: "3355" },
    ]);
    expect(locs.map((l) => l.suburb)).toEqual(["Alfredton", "Wendouree"]);
  });
});

describe("parseSearchPage", () => {
  it("reads PropertyListing results and every listing of a Project, skipping unreadable ones and other types", () => {
    const page = parseSearchPage([
      { type: "PropertyListing", listing: listing() },
      { type: "Project", project: { id: 9, name: "Gardens" }, listings: [listing({ id: 2 }), listing({ id: 3 }), { id: "not a number" }] },
      { type: "PropertyListing" },
      { type: "Agency", listing: listing({ id: 4 }) },
      "garbage",
    ]);
    expect(page).toMatchObject({ ok: true, results: 5, skipped: 4, skippedTypes: { Agency: 1 } });
    if (page.ok) expect(page.listings.map((l) => l.id)).toEqual([2019283746, 2, 3]);
  });
  it("refuses an answer that isn't a list", () => {
    expect(parseSearchPage({ message: "oops" })).toEqual({ ok: false, reason: "the answer is not a list of results" });
  });
});

describe("suburb performance statistics", () => {
  const req = { state: "VIC", suburb: "Alfredton", postcode: "3350", propertyCategory: "house" as const, bedrooms: 3 };

  it("asks for the last twelve months, the state upper case and the suburb as Domain names it", () => {
    expect(suburbStatisticsPath(req)).toBe(
      "/v2/suburbPerformanceStatistics/VIC/Alfredton/3350?propertyCategory=house&periodSize=years&startingPeriodRelativeToCurrent=1&totalPeriods=1&bedrooms=3",
    );
    expect(suburbStatisticsPath({ ...req, state: "Victoria", suburb: "ST KILDA EAST", bedrooms: null }).split("?")[0]).toBe("/v2/suburbPerformanceStatistics/VIC/St%20Kilda%20East/3350");
    expect(suburbStatisticsPath({ ...req, state: "vic", suburb: "Kingsville (Vic.)" }).split("?")[0]).toBe("/v2/suburbPerformanceStatistics/VIC/Kingsville/3350");
  });

  it("names the period in one of the documented sizes", () => {
    const periodSize = new URLSearchParams(suburbStatisticsPath(req).split("?")[1]).get("periodSize");
    expect(["quarters", "halfYears", "years"]).toContain(periodSize);
  });

  it("reads the newest period's medians and sample sizes", () => {
    const r = parseSuburbStatistics(
      {
        header: { suburb: "Alfredton", state: "VIC", propertyCategory: "house", bedrooms: "3" },
        series: {
          seriesInfo: [
            { year: 2024, month: 9, values: { medianSoldPrice: 590_000, numberSold: 80, medianRentListingPrice: 470, numberRentListing: 30 } },
            { year: 2025, month: 9, values: { medianSoldPrice: 612_500, numberSold: 74, medianRentListingPrice: 495, numberRentListing: 42 } },
          ],
        },
      },
      req,
    );
    expect(r).toEqual({
      row: {
        suburb: "Alfredton",
        state: "VIC",
        postcode: "3350",
        propertyCategory: "house",
        bedrooms: 3,
        medianSalePrice: 612_500,
        saleSampleSize: 74,
        medianRentWeekly: 495,
        rentSampleSize: 42,
        periodStart: "2024-10-01",
        periodEnd: "2025-09-30",
      },
    });
  });

  it("has no row when Domain has no figure, and calls garbage malformed", () => {
    expect(parseSuburbStatistics({ series: { seriesInfo: [{ year: 2025, month: 1, values: { medianSoldPrice: null } }] } }, req)).toEqual({ row: null });
    expect(parseSuburbStatistics("<html>", req)).toEqual({ malformed: "the answer has no series of statistics" });
  });
});
