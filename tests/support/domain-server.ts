import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Domain's developer API, over real HTTP on 127.0.0.1, as strict as
 * Domain's published definition (the "latest" OpenAPI 3.0.4 document of the Domain Public
 * API, with its conventions pages; docs/LISTING-SOURCES.md, "Checked against"):
 * - POST /v1/connect/token: OAuth client credentials (Basic client id:secret, form body),
 *   granting only the scopes the client has (`clientScopes`);
 * - POST /v1/listings/residential/_search (Listings_DetailedResidentialSearch): a body of
 *   DomainSearchWebApiV2ModelsSearchParameters fields only (any other field, a value outside
 *   an enum, a wrong type: 400), paged by pageNumber and pageSize (20 by default, never more
 *   than 100 a page, no page beyond the first 1,000 results), the total in X-Total-Count
 *   unless `totalCount` is off (Domain sends it "usually"); results of type
 *   "PropertyListing" ({ listing }) and "Project" ({ project, listings });
 * - GET /v2/suburbPerformanceStatistics/{state}/{suburb}/{postcode}
 *   (SuburbPerformance_Get_ByNamedSuburb): the state one of the upper-case codes, the
 *   suburb as Domain names it (matched exactly), the documented query parameters only,
 *   periodSize one of quarters, halfYears, years; { header, series }.
 * Every API answer carries the product's X-Quota-PerMinute-* and X-Quota-PerDay-* headers;
 * past a product's per-minute or daily quota it answers 429 with Retry-After and
 * X-Quota-Exceeded (Minute or Day). Listings and statistics are separate products with
 * separate quotas, plans (an API key's `keyPlans`) and scopes (a token's); a refusal (401,
 * 403) says why in X-Domain-Security-Reason. `mode` makes it misbehave on purpose.
 */
export type DomainMode = "ok" | "unauthorized" | "forbidden" | "quota-day" | "quota-minute" | "hang" | "garbage" | "shape";
export type DomainProduct = "listings" | "statistics";

export type RecordedDomainRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown; status: number };

export type DomainListingJson = {
  id: number;
  listingType?: string;
  projectId?: number;
  priceDetails?: { price?: number; priceFrom?: number; priceTo?: number; displayPrice?: string } | null;
  propertyDetails?: Record<string, unknown> | null;
  headline?: string;
  summaryDescription?: string;
  hasFloorplan?: boolean;
  media?: { category: "Image"; url: string }[];
  listingSlug?: string;
};

/** A new development (DomainSearchContractsV2Project) and its listings, answered as one "Project" result. */
export type DomainProjectJson = { project: Record<string, unknown> & { id: number }; listings: DomainListingJson[] };

type Quota = { perDay: number; perMinute: number };

export type DomainServer = {
  url: string;
  /** The token endpoint's URL (DOMAIN_AUTH_URL). */
  authUrl: string;
  apiKey: string;
  clientId: string;
  clientSecret: string;
  /** What the whole API does: "ok", or a failure on purpose. */
  mode: DomainMode;
  /** Mode of the statistics endpoint alone (e.g. "forbidden": the key's plan lacks it). */
  statisticsMode: DomainMode;
  /** Milliseconds each answer is held back (a slow Domain). */
  delayMs: number;
  listings: DomainListingJson[];
  projects: DomainProjectJson[];
  /** Answer only locations that name a suburb (a state-wide search finds nothing): keeps a shared e2e server's live listings to the suburbs a test asks for. */
  suburbsOnly: boolean;
  /** Statistics answers by statisticsKey(). */
  statistics: Map<string, unknown>;
  /** Send X-Total-Count (Domain does "usually"; without it, pages past the last come back empty). */
  totalCount: boolean;
  /** Scopes the OAuth client may be granted. */
  clientScopes: string[];
  /** The API packages the API key's project has. */
  keyPlans: Set<DomainProduct>;
  quotas: Record<DomainProduct, Quota>;
  /** How long the per-minute window lasts (a test shortens it). */
  minuteMs: number;
  requests: RecordedDomainRequest[];
  /** Back to a well-behaved Domain with fresh quotas and no recorded requests (listings and statistics stay). */
  reset(): void;
  close(): Promise<void>;
};

/** The key of a statistics answer: the path's state, suburb and postcode exactly as sent, and the category. */
export const statisticsKey = (r: { state: string; suburb: string; postcode: string; category: "house" | "unit" }) => `${r.state}/${r.suburb}/${r.postcode}|${r.category}`;

/* ---------- the definition's fields and enums ---------- */

const LISTING_TYPES = ["Sale", "Rent", "Share", "Sold", "NewHomes"];
const STATES = ["ACT", "NSW", "QLD", "VIC", "SA", "WA", "NT", "TAS"];
const PROPERTY_TYPES = [
  "AcreageSemiRural", "ApartmentUnitFlat", "Aquaculture", "BlockOfUnits", "CarSpace", "DairyFarming", "DevelopmentSite", "Duplex", "Farm",
  "FishingForestry", "NewHomeDesigns", "House", "NewHouseLand", "IrrigationServices", "NewLand", "Livestock", "NewApartments", "Penthouse",
  "RetirementVillage", "Rural", "SemiDetached", "SpecialistFarm", "Studio", "Terrace", "Townhouse", "VacantLand", "Villa", "Cropping",
  "Viticulture", "MixedFarming", "Grazing", "Horticulture", "Equine", "Farmlet", "Orchard", "RuralLifestyle",
];
const PROPERTY_FEATURES = [
  "AirConditioning", "BuiltInWardrobes", "CableOrSatellite", "Ensuite", "Floorboards", "Gas", "InternalLaundry", "PetsAllowed", "SecureParking",
  "SwimmingPool", "Furnished", "GroundFloor", "WaterViews", "NorthFacing", "CityViews", "IndoorSpa", "Gym", "AlarmSystem", "Intercom",
  "BroadbandInternetAccess", "Bath", "Fireplace", "SeparateDiningRoom", "Heating", "Dishwasher", "Study", "TennisCourt", "Shed", "FullyFenced",
  "BalconyDeck", "GardenCourtyard", "OutdoorSpa", "DoubleGlazedWindows", "EnergyEfficientAppliances", "WaterEfficientAppliances",
  "WallCeilingInsulation", "RainwaterStorageTank", "GreywaterSystem", "WaterEfficientFixtures", "SolarHotWater", "SolarPanels",
];
type FieldKind = "int" | "number" | "bool" | "string" | "date" | "ints" | "strings" | "object" | "objects";
/** DomainSearchWebApiV2ModelsSearchParameters: every property, with its type or enum. */
const SEARCH_FIELDS: Record<string, FieldKind | readonly string[]> = {
  listingType: LISTING_TYPES,
  propertyTypes: PROPERTY_TYPES,
  propertyFeatures: PROPERTY_FEATURES,
  listingAttributes: ["HasPhotos", "HasPrice", "NotUpForAuction", "NotUnderContract", "MarkedAsNew"],
  propertyEstablishedType: ["Any", "New", "Established"],
  minBedrooms: "number", maxBedrooms: "number", minBathrooms: "number", maxBathrooms: "number",
  minCarspaces: "int", maxCarspaces: "int", minPrice: "int", maxPrice: "int", minLandArea: "int", maxLandArea: "int",
  advertiserIds: "ints", adIds: "ints", excludeAdIds: "ints",
  locations: "objects", schoolCatchments: "objects", locationTerms: "string", keywords: "strings", newDevOnly: "bool",
  inspectionFrom: "date", inspectionTo: "date", auctionFrom: "date", auctionTo: "date", dateAvailableFrom: "date", dateAvailableTo: "date",
  ruralOnly: "bool", excludePriceWithheld: "bool", excludeDepositTaken: "bool", topspotKeywords: "strings",
  customSort: "object", sort: "object", pageSize: "int", geoWindow: "object", updatedSince: "date", listedSince: "date",
  includeInspectionAggregations: "bool", aggregations: "strings", tags: "objects", pageNumber: "int",
};
/** DomainSearchWebApiV2ModelsSearchLocation. */
const LOCATION_FIELDS: Record<string, FieldKind | readonly string[]> = {
  state: STATES, region: "string", area: "string", suburb: "string", postCode: "string", includeSurroundingSuburbs: "bool", surroundingRadiusInMeters: "int",
};
const STATISTICS_QUERY = new Set(["propertyCategory", "bedrooms", "periodSize", "startingPeriodRelativeToCurrent", "totalPeriods"]);
const PERIOD_SIZES = ["quarters", "halfYears", "years"];
/** The residential search holds at most this many results a page, and pages through the first 1,000. */
const MAX_PAGE_SIZE = 100;
const RESULT_CAP = 1_000;

const isInt32 = (v: unknown) => typeof v === "number" && Number.isInteger(v) && Math.abs(v) <= 2_147_483_647;

/** Enum fields that hold a list of values; the other enum fields hold one. */
const ENUM_LISTS = new Set(["propertyTypes", "propertyFeatures", "listingAttributes"]);

function fieldProblem(name: string, value: unknown, kind: FieldKind | readonly string[]): string | null {
  if (value === null) return null;
  if (typeof kind !== "string") {
    if (ENUM_LISTS.has(name) && !Array.isArray(value)) return `${name} must be an array`;
    const bad = (ENUM_LISTS.has(name) ? (value as unknown[]) : [value]).find((v) => typeof v !== "string" || !kind.includes(v));
    return bad === undefined ? null : `${JSON.stringify(bad)} is not a valid value of ${name}`;
  }
  const ok: Record<FieldKind, (v: unknown) => boolean> = {
    int: isInt32,
    number: (v) => typeof v === "number" && Number.isFinite(v),
    bool: (v) => typeof v === "boolean",
    string: (v) => typeof v === "string",
    date: (v) => typeof v === "string" && !Number.isNaN(Date.parse(v)),
    ints: (v) => Array.isArray(v) && v.every(isInt32),
    strings: (v) => Array.isArray(v) && v.every((x) => typeof x === "string"),
    object: (v) => typeof v === "object" && !Array.isArray(v),
    objects: (v) => Array.isArray(v) && v.every((x) => typeof x === "object" && x !== null && !Array.isArray(x)),
  };
  return ok[kind](value) ? null : `${name} is not a valid ${kind}`;
}

/** What is wrong with a search body, field by field (empty: nothing). */
export function searchBodyProblems(body: unknown): Record<string, string> {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { "": "the body must be a JSON object of search parameters" };
  const problems: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    const kind = SEARCH_FIELDS[name];
    if (!kind) problems[name] = `Could not find member '${name}' on object of type 'SearchParameters'`;
    else {
      const p = fieldProblem(name, value, kind);
      if (p) problems[name] = p;
    }
  }
  const locations = (body as { locations?: unknown }).locations;
  if (Array.isArray(locations)) {
    locations.forEach((loc, i) => {
      if (!loc || typeof loc !== "object") return;
      for (const [name, value] of Object.entries(loc)) {
        const kind = LOCATION_FIELDS[name];
        if (!kind) problems[`locations[${i}].${name}`] = `Could not find member '${name}' on object of type 'SearchLocation'`;
        else {
          const p = fieldProblem(name, value, kind);
          if (p) problems[`locations[${i}].${name}`] = p;
        }
      }
    });
  }
  return problems;
}

/* ---------- fixtures in Domain's shapes ---------- */

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const image = (id: number, n: number) => ({ category: "Image" as const, url: n === 1 ? `https://bucket-api.domain.com.au/v1/bucket/image/${id}_1_1_200101_000000-w1600-h1067` : `https://rimh2.domainstatic.com.au/${id}_${n}.jpg` });

/** A description as agents write them: an HTML fragment with paragraphs, a list, entities and a link. */
export const HTML_DESCRIPTION =
  '<p><b>Light-filled family home</b> on a quiet street.</p><p>Three bedrooms &amp; a study,<br />walk to Lake Wendouree.</p><ul><li>Solar panels</li><li>Double garage</li></ul><p><a href="https://example.com/inspect">Book an inspection</a></p><script>alert(1)</script>';

/**
 * Listings of one suburb covering every case a search meets: each residential property type
 * Domain has (House … Villa, rural and farm types too), an asking price, a range, "Contact
 * agent", "Auction", withheld addresses (an empty street and the suburb as the displayable
 * address, with and without a displayAddressType that says so), an HTML description, photos
 * (search results carry photos only: media of category "Image") with hasFloorplan, and one
 * with nothing but its id, type and place.
 */
export function domainListingsFor({ suburb, state, postcode, firstId, lat, lng }: { suburb: string; state: string; postcode: string; firstId: number; lat: number; lng: number }): DomainListingJson[] {
  const types = [
    "House", "House", "House", "ApartmentUnitFlat", "Townhouse", "VacantLand", "SemiDetached", "Villa", "Terrace", "Duplex",
    "NewApartments", "Penthouse", "Studio", "AcreageSemiRural", "NewLand", "BlockOfUnits", "NewHouseLand", "DevelopmentSite",
    "RuralLifestyle", "CarSpace", "RetirementVillage", "Livestock",
  ];
  const prices = [
    { price: 720_000, displayPrice: "$720,000" },
    { priceFrom: 650_000, priceTo: 700_000, displayPrice: "$650,000 - $700,000" },
    { displayPrice: "Contact agent" },
    { displayPrice: "Auction" },
    { displayPrice: "Offers over $580,000" },
  ];
  return types
    .map((type, i): DomainListingJson => {
      const id = firstId + i;
      const land = /land|site/i.test(type);
      const beds = land ? 0 : 1 + (i % 4);
      const number = String(10 + i);
      // The agent withheld the address: no street, the suburb as the displayable address.
      const withheld = i === 2 || i === 7;
      return {
        id,
        listingType: "Sale",
        priceDetails: prices[i % prices.length],
        propertyDetails: {
          state,
          features: i % 3 === 0 ? ["SwimmingPool", "AirConditioning", "BuiltInWardrobes"] : ["Dishwasher"],
          propertyType: type,
          allPropertyTypes: [type],
          bathrooms: land ? 0 : 1 + (i % 2),
          bedrooms: beds,
          carspaces: i % 3,
          unitNumber: type === "ApartmentUnitFlat" ? "4" : "",
          streetNumber: withheld ? "" : number,
          street: withheld ? "" : "Sturt Street",
          area: "Ballarat",
          region: "Ballarat & Central Highlands",
          suburb: suburb.toUpperCase(),
          postcode,
          displayableAddress: withheld ? suburb : `${number} Sturt Street, ${suburb}`,
          ...(i === 7 ? { displayAddressType: "suburbOnly" } : withheld ? {} : { displayAddressType: "fullAddress" }),
          latitude: lat + i * 0.001,
          longitude: lng + i * 0.001,
          landArea: land || type === "House" ? 450 + i * 40 : undefined,
          isRural: false,
          isNew: false,
        },
        headline: `${type} in ${suburb}`,
        summaryDescription: i === 0 ? HTML_DESCRIPTION : `A ${beds}-bedroom ${type.toLowerCase()} close to the centre of ${suburb}.<br /><br />Inspect by appointment.`,
        hasFloorplan: i % 2 === 0,
        media: [image(id, 1), image(id, 2)],
        listingSlug: `${withheld ? "" : `${number}-sturt-street-`}${slug(suburb)}-${state.toLowerCase()}-${postcode}-${id}`,
      };
    })
    .concat([
      // Nothing but the essentials: no price, no media, no address parts, no counts.
      { id: firstId + 100, listingType: "Sale", propertyDetails: { state, propertyType: "House", suburb, postcode } },
    ]);
}

/** A new development of `count` apartments in one suburb, as the search answers it: one "Project" result holding its listings. */
export function domainProjectFor({ suburb, state, postcode, projectId, firstId, count = 3 }: { suburb: string; state: string; postcode: string; projectId: number; firstId: number; count?: number }): DomainProjectJson {
  return {
    project: {
      id: projectId,
      name: `${suburb} Gardens`,
      displayableAddress: `1 Gillies Street, ${suburb}`,
      suburb,
      state,
      suburbId: 12_345,
      features: ["Gym"],
      media: [image(projectId, 1)],
      projectSlug: `${slug(suburb)}-gardens-${projectId}`,
    },
    listings: Array.from({ length: count }, (_, i) => {
      const id = firstId + i;
      return {
        id,
        listingType: "Sale",
        projectId,
        priceDetails: { price: 480_000 + i * 40_000, displayPrice: `From $${480 + i * 40},000` },
        propertyDetails: {
          state,
          propertyType: "NewApartments",
          allPropertyTypes: ["NewApartments", "ApartmentUnitFlat"],
          bathrooms: 1 + (i % 2),
          bedrooms: 1 + i,
          carspaces: 1,
          unitNumber: String(101 + i),
          streetNumber: "1",
          street: "Gillies Street",
          suburb: suburb.toUpperCase(),
          postcode,
          displayableAddress: `${101 + i}/1 Gillies Street, ${suburb}`,
          displayAddressType: "fullAddress",
          features: ["BalconyDeck"],
        },
        headline: `Apartment ${101 + i}`,
        summaryDescription: `<p>${1 + i}-bedroom apartment in ${suburb} Gardens.</p>`,
        hasFloorplan: true,
        media: [image(id, 1)],
        listingSlug: `${101 + i}-1-gillies-street-${slug(suburb)}-${state.toLowerCase()}-${postcode}-${id}`,
      };
    }),
  };
}

/** A suburb performance answer (GET /v2/suburbPerformanceStatistics) for one twelve-month period. */
export function suburbPerformanceJson({ suburb, state, category, year, month, medianSoldPrice, numberSold, medianRentListingPrice, numberRentListing }: {
  suburb: string;
  state: string;
  category: "house" | "unit";
  year: number;
  month: number;
  medianSoldPrice: number | null;
  numberSold: number | null;
  medianRentListingPrice: number | null;
  numberRentListing: number | null;
}) {
  return {
    header: { suburb, state, propertyCategory: category },
    series: {
      seriesInfo: [
        {
          year,
          month,
          values: {
            medianSoldPrice,
            numberSold,
            highestSoldPrice: medianSoldPrice === null ? null : Math.round(medianSoldPrice * 1.8),
            lowestSoldPrice: medianSoldPrice === null ? null : Math.round(medianSoldPrice * 0.5),
            medianRentListingPrice,
            numberRentListing,
            daysOnMarket: 31,
          },
        },
      ],
    },
  };
}

/* ---------- the search ---------- */

type SearchBody = {
  listingType?: string;
  propertyTypes?: string[];
  locations?: { state?: string; suburb?: string; postCode?: string }[];
  minBedrooms?: number;
  minBathrooms?: number;
  minCarspaces?: number;
  minPrice?: number;
  maxPrice?: number;
  minLandArea?: number;
  pageNumber?: number;
  pageSize?: number;
};

function matches(l: DomainListingJson, b: SearchBody, suburbsOnly: boolean): boolean {
  const d = (l.propertyDetails ?? {}) as Record<string, unknown>;
  if (b.listingType && l.listingType && b.listingType !== l.listingType) return false;
  const types = [d.propertyType, ...((d.allPropertyTypes as unknown[]) ?? [])];
  if (b.propertyTypes?.length && !b.propertyTypes.some((t) => types.includes(t))) return false;
  if (b.locations?.length) {
    const ok = b.locations.some(
      (loc) =>
        (!suburbsOnly || Boolean(loc.suburb)) &&
        (!loc.state || loc.state === d.state) &&
        (!loc.suburb || loc.suburb.toLowerCase() === String(d.suburb ?? "").toLowerCase()) &&
        (!loc.postCode || loc.postCode === d.postcode),
    );
    if (!ok) return false;
  }
  const n = (k: string) => (typeof d[k] === "number" ? (d[k] as number) : 0);
  if (b.minBedrooms && n("bedrooms") < b.minBedrooms) return false;
  if (b.minBathrooms && n("bathrooms") < b.minBathrooms) return false;
  if (b.minCarspaces && n("carspaces") < b.minCarspaces) return false;
  if (b.minLandArea && n("landArea") < b.minLandArea) return false;
  // Like Domain, a listing whose price is withheld still answers a price search.
  const p = l.priceDetails?.price ?? l.priceDetails?.priceFrom ?? null;
  if (p !== null && b.minPrice && p < b.minPrice) return false;
  if (p !== null && b.maxPrice && p > b.maxPrice) return false;
  return true;
}

const SCOPES: Record<DomainProduct, readonly string[]> = { listings: ["api_listings_read", "api_listings_write"], statistics: ["api_suburbperformance_read"] };

export async function startDomainServer(): Promise<DomainServer> {
  const issued = new Map<string, Set<string>>();
  const open = new Set<ServerResponse>();
  const used: Record<DomainProduct, { day: string; dayCalls: number; minuteStart: number; minuteCalls: number }> = {
    listings: { day: "", dayCalls: 0, minuteStart: 0, minuteCalls: 0 },
    statistics: { day: "", dayCalls: 0, minuteStart: 0, minuteCalls: 0 },
  };
  const defaults = () => ({
    mode: "ok" as DomainMode,
    statisticsMode: "ok" as DomainMode,
    delayMs: 0,
    totalCount: true,
    clientScopes: ["api_listings_read", "api_suburbperformance_read"],
    keyPlans: new Set<DomainProduct>(["listings", "statistics"]),
    quotas: { listings: { perDay: 500, perMinute: 1_000 }, statistics: { perDay: 500, perMinute: 1_000 } },
    minuteMs: 60_000,
  });
  const state: Omit<DomainServer, "url" | "authUrl" | "close"> = {
    apiKey: "key_test_3f9a1c0d5e7b2468",
    clientId: "client_test_5709bdf4",
    clientSecret: "secret_test_42e45d9a",
    ...defaults(),
    listings: [],
    projects: [],
    suburbsOnly: false,
    statistics: new Map(),
    requests: [],
    reset() {
      Object.assign(state, defaults());
      state.requests.length = 0;
      for (const u of Object.values(used)) Object.assign(u, { day: "", dayCalls: 0, minuteStart: 0, minuteCalls: 0 });
      issued.clear();
    },
  };

  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => void new Promise((r) => setTimeout(r, state.delayMs)).then(() => {
      open.add(res);
      res.on("close", () => open.delete(res));
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      let body: unknown = raw;
      try {
        body = raw && req.headers["content-type"]?.includes("json") ? JSON.parse(raw) : raw;
      } catch {
        // kept as text: the search refuses it below
      }
      const record: RecordedDomainRequest = { method: req.method ?? "GET", path: url.pathname + url.search, headers: req.headers, body, status: 0 };
      state.requests.push(record);
      const send = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
        record.status = status;
        res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
        res.end(typeof answer === "string" ? answer : JSON.stringify(answer));
      };

      if (req.method === "POST" && url.pathname === "/v1/connect/token") {
        const form = new URLSearchParams(raw);
        const basic = `Basic ${Buffer.from(`${state.clientId}:${state.clientSecret}`).toString("base64")}`;
        if (req.headers.authorization !== basic) return send(401, { error: "invalid_client" });
        if (form.get("grant_type") !== "client_credentials") return send(400, { error: "unsupported_grant_type" });
        const scopes = (form.get("scope") ?? "").split(/\s+/).filter(Boolean);
        if (scopes.some((s) => !state.clientScopes.includes(s))) return send(400, { error: "invalid_scope" });
        const token = `tok_${issued.size + 1}_${Math.random().toString(36).slice(2)}`;
        issued.set(token, new Set(scopes));
        return send(200, { access_token: token, expires_in: 43_200, token_type: "Bearer", scope: scopes.join(" ") });
      }

      const isSearch = req.method === "POST" && url.pathname === "/v1/listings/residential/_search";
      const stats = req.method === "GET" ? /^\/v2\/suburbPerformanceStatistics\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(url.pathname) : null;
      if (!isSearch && !stats) return send(404, { message: "No HTTP resource was found that matches the request URI." });
      const product: DomainProduct = isSearch ? "listings" : "statistics";

      // The quota of this product: counted on every authenticated call, sent on every answer.
      const u = used[product];
      const q = state.quotas[product];
      const now = Date.now();
      const quotaHeaders = () => ({
        "X-Quota-PerMinute-Limit": String(q.perMinute),
        "X-Quota-PerMinute-Remaining": String(Math.max(0, q.perMinute - u.minuteCalls)),
        "X-Quota-PerDay-Limit": String(q.perDay),
        "X-Quota-PerDay-Remaining": String(Math.max(0, q.perDay - u.dayCalls)),
      });
      const secondsToMidnightUtc = () => String(Math.ceil((Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() + 1) - now) / 1_000));
      const tooMany = (which: "Day" | "Minute") =>
        send(429, { type: "https://tools.ietf.org/html/rfc6585#section-4", title: "Too Many Requests", status: 429, detail: `${which} quota exceeded` }, {
          ...quotaHeaders(),
          "Retry-After": which === "Day" ? secondsToMidnightUtc() : String(Math.max(1, Math.ceil((u.minuteStart + state.minuteMs - now) / 1_000))),
          "X-Quota-Exceeded": which,
        });

      const mode = isSearch ? state.mode : state.mode === "ok" ? state.statisticsMode : state.mode;
      if (mode === "hang") return;
      if (mode === "unauthorized") return send(401, { message: "Authorization has been denied for this request." }, { "X-Domain-Security-Reason": "The Authorization token or API Key is invalid" });
      if (mode === "forbidden") return send(403, { message: "Forbidden" }, { "X-Domain-Security-Reason": "The API call is not allowed on the current Plan" });
      if (mode === "quota-day") return tooMany("Day");
      if (mode === "quota-minute") {
        u.minuteStart = now;
        return tooMany("Minute");
      }
      if (mode === "garbage") {
        record.status = 200;
        res.writeHead(200, { "Content-Type": "application/json" });
        return res.end("<html><body>Service Unavailable</body></html>{{{");
      }
      if (mode === "shape") return send(200, { errors: ["unexpected"] });

      // Who calls: an API key (and its project's plans), or a token (and its scopes).
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      const key = req.headers["x-api-key"];
      if (key !== undefined) {
        if (key !== state.apiKey) return send(401, { message: "Authorization has been denied for this request." }, { "X-Domain-Security-Reason": "The Authorization token or API Key is invalid" });
        if (!state.keyPlans.has(product)) return send(403, { message: "Forbidden" }, { "X-Domain-Security-Reason": "The API call is not allowed on the current Plan" });
      } else {
        const scopes = bearer === undefined ? undefined : issued.get(bearer);
        if (!scopes) return send(401, { message: "Authorization has been denied for this request." }, { "X-Domain-Security-Reason": "The Authorization token or API Key has expired or is invalid" });
        if (!SCOPES[product].some((s) => scopes.has(s))) return send(403, { message: "Forbidden" }, { "X-Domain-Security-Reason": `Missing required scope: ${SCOPES[product][0]}` });
      }

      const today = new Date(now).toISOString().slice(0, 10);
      if (u.day !== today) Object.assign(u, { day: today, dayCalls: 0 });
      if (now - u.minuteStart >= state.minuteMs) Object.assign(u, { minuteStart: now, minuteCalls: 0 });
      if (u.dayCalls >= q.perDay) return tooMany("Day");
      if (u.minuteCalls >= q.perMinute) return tooMany("Minute");
      u.dayCalls++;
      u.minuteCalls++;

      if (isSearch) {
        const problems = searchBodyProblems(body);
        if (Object.keys(problems).length) return send(400, { message: "The request is invalid.", errors: problems }, quotaHeaders());
        const b = body as SearchBody;
        const size = Math.min(MAX_PAGE_SIZE, Math.max(1, b.pageSize ?? 20));
        // pageNumber 0, negative or absent is the first page.
        const page = Math.max(1, b.pageNumber ?? 1);
        if ((page - 1) * size >= RESULT_CAP) return send(400, { message: `Cannot page beyond ${RESULT_CAP} records` }, quotaHeaders());
        const results: { id: number; result: unknown }[] = [
          ...state.listings.filter((l) => matches(l, b, state.suburbsOnly)).map((listing) => ({ id: listing.id, result: { type: "PropertyListing", listing } })),
          ...state.projects.flatMap((p) => {
            const listings = p.listings.filter((l) => matches(l, b, state.suburbsOnly));
            return listings.length ? [{ id: p.project.id, result: { type: "Project", project: p.project, listings } }] : [];
          }),
        ].sort((x, y) => x.id - y.id);
        const slice = results.slice((page - 1) * size, page * size).map((r) => r.result);
        return send(200, slice, { ...quotaHeaders(), ...(state.totalCount ? { "X-Total-Count": String(results.length) } : {}) });
      }

      // Suburb performance statistics: the path exactly as the definition has it.
      const [st, suburb, postcode] = stats!.slice(1).map(decodeURIComponent);
      const bad = (why: string) => send(400, { message: why }, quotaHeaders());
      if (!STATES.includes(st)) return bad(`The value '${st}' is not valid for state.`);
      if (!/^\d{4}$/.test(postcode)) return bad(`The value '${postcode}' is not valid for postcode.`);
      for (const k of url.searchParams.keys()) if (!STATISTICS_QUERY.has(k)) return bad(`Unknown parameter '${k}'.`);
      const category = (url.searchParams.get("propertyCategory") ?? "house").toLowerCase();
      // The definition's enum says House and Unit, its description house and unit: either case is taken.
      if (category !== "house" && category !== "unit") return bad(`The value '${category}' is not valid for propertyCategory.`);
      const periodSize = url.searchParams.get("periodSize") ?? "quarters";
      if (!PERIOD_SIZES.includes(periodSize)) return bad(`The value '${periodSize}' is not valid for periodSize.`);
      for (const k of ["bedrooms", "startingPeriodRelativeToCurrent", "totalPeriods"]) {
        const v = url.searchParams.get(k);
        if (v !== null && !/^\d+$/.test(v)) return bad(`The value '${v}' is not valid for ${k}.`);
      }
      const found = state.statistics.get(statisticsKey({ state: st, suburb, postcode, category }));
      return send(200, found ?? { header: { suburb, state: st, propertyCategory: category }, series: { seriesInfo: [] } }, quotaHeaders());
    }));
  });
  // Longer than a client keeps an idle connection: otherwise, on a loaded machine, the server may close a
  // kept-alive socket just as the client reuses it, and a call fails that Domain would have answered.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return Object.assign(state, {
    url,
    authUrl: `${url}/v1/connect/token`,
    close: async () => {
      for (const r of open) r.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
