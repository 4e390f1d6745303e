import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Domain's developer API, over real HTTP on 127.0.0.1, answering in
 * Domain's documented shapes (developer.domain.com.au; the Domain.SearchService.v2 models):
 * - POST /v1/connect/token: OAuth client credentials (Basic client id:secret, form body);
 * - POST /v1/listings/residential/_search: the residential search, filtered by the body's
 *   listingType, propertyTypes, locations, minBedrooms, minBathrooms, minCarspaces,
 *   minPrice/maxPrice and minLandArea, paged by pageNumber and pageSize, the total in
 *   X-Total-Count; an array of { type: "PropertySale", listing } results;
 * - GET /v2/suburbPerformanceStatistics/{state}/{suburb}/{postcode}: { header, series }.
 * Requests carry X-Api-Key or a Bearer token it issued. `mode` makes it misbehave: 401,
 * 429, hang (never answers), garbage (not JSON), shape (JSON of the wrong shape).
 */
export type DomainMode = "ok" | "unauthorized" | "rate-limited" | "hang" | "garbage" | "shape";

export type RecordedDomainRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };

export type DomainServer = {
  url: string;
  /** The token endpoint's URL (DOMAIN_AUTH_URL). */
  authUrl: string;
  apiKey: string;
  clientId: string;
  clientSecret: string;
  mode: DomainMode;
  /** Milliseconds each answer is held back (a slow Domain). */
  delayMs: number;
  /** Mode of the statistics endpoint alone (e.g. "unauthorized": the key's plan lacks it). */
  statisticsMode: DomainMode;
  listings: DomainListingJson[];
  /** Answer only locations that name a suburb (a state-wide search finds nothing): keeps a shared e2e server's live listings to the suburbs a test asks for. */
  suburbsOnly: boolean;
  statistics: Map<string, unknown>;
  requests: RecordedDomainRequest[];
  close(): Promise<void>;
};

export type DomainListingJson = {
  id: number;
  listingType?: string;
  priceDetails?: { price?: number; priceFrom?: number; priceTo?: number; displayPrice?: string } | null;
  propertyDetails?: Record<string, unknown> | null;
  headline?: string;
  summaryDescription?: string;
  media?: { category: string; url: string }[];
  listingSlug?: string;
};

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/**
 * Listings of one suburb covering every case a search meets: each residential property type
 * Domain has (House … Villa, rural and farm types too), an asking price, a range, "Contact
 * agent", "Auction", a withheld address, photos and floor plans, and one with nothing but
 * its id, type and place.
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
  return types.map((type, i): DomainListingJson => {
    const id = firstId + i;
    const land = /land|site/i.test(type);
    const beds = land ? 0 : 1 + (i % 4);
    const number = String(10 + i);
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
        streetNumber: number,
        street: "Sturt Street",
        suburb: suburb.toUpperCase(),
        postcode,
        displayableAddress: `${number} Sturt Street, ${suburb}`,
        displayAddressType: i === 7 ? "suburb" : "fullAddress",
        latitude: lat + i * 0.001,
        longitude: lng + i * 0.001,
        landArea: land || type === "House" ? 450 + i * 40 : undefined,
        isRural: false,
        isNew: false,
      },
      headline: `${type} in ${suburb}`,
      summaryDescription: `A ${beds}-bedroom ${type.toLowerCase()} close to the centre of ${suburb}.`,
      media: [
        { category: "Image", url: `https://bucket-api.domain.com.au/v1/bucket/image/${id}_1_1_200101_000000-w1600-h1067` },
        { category: "Image", url: `https://rimh2.domainstatic.com.au/${id}_2.jpg` },
        ...(i % 2 === 0 ? [{ category: "Floorplan", url: `https://bucket-api.domain.com.au/v1/bucket/image/${id}_floorplan` }] : []),
      ],
      listingSlug: `${number}-sturt-street-${slug(suburb)}-${state.toLowerCase()}-${postcode}-${id}`,
    };
  }).concat([
    // Nothing but the essentials: no price, no media, no address parts, no counts.
    { id: firstId + 100, listingType: "Sale", propertyDetails: { state, propertyType: "House", suburb, postcode } } as DomainListingJson,
  ]);
}

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
  if (b.listingType && l.listingType && b.listingType.toLowerCase() !== l.listingType.toLowerCase()) return false;
  if (b.propertyTypes?.length && !b.propertyTypes.some((t) => t.toLowerCase() === String(d.propertyType ?? "").toLowerCase())) return false;
  if (b.locations?.length) {
    const ok = b.locations.some(
      (loc) =>
        (!suburbsOnly || Boolean(loc.suburb)) &&
        (!loc.state || loc.state.toLowerCase() === String(d.state ?? "").toLowerCase()) &&
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

export async function startDomainServer(): Promise<DomainServer> {
  const issued = new Set<string>();
  const open = new Set<ServerResponse>();
  const state: Omit<DomainServer, "url" | "authUrl" | "close"> = {
    apiKey: "key_test_3f9a1c0d5e7b2468",
    clientId: "client_test_5709bdf4",
    clientSecret: "secret_test_42e45d9a",
    mode: "ok",
    delayMs: 0,
    statisticsMode: "ok",
    listings: [],
    suburbsOnly: false,
    statistics: new Map(),
    requests: [],
  };
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "Content-Type": "application/json", ...headers });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };
  const misbehave = (res: ServerResponse, mode: DomainMode): boolean => {
    if (mode === "ok") return false;
    if (mode === "hang") return true;
    if (mode === "unauthorized") send(res, 401, { message: "Authorization has been denied for this request." });
    else if (mode === "rate-limited") send(res, 429, { message: "API rate limit exceeded" }, { "Retry-After": "3600" });
    else if (mode === "garbage") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end("<html><body>Service Unavailable</body></html>{{{");
    } else send(res, 200, { errors: ["unexpected"] });
    return true;
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
        // keep the text
      }
      state.requests.push({ method: req.method ?? "GET", path: url.pathname + url.search, headers: req.headers, body });

      if (req.method === "POST" && url.pathname === "/v1/connect/token") {
        const form = new URLSearchParams(raw);
        const basic = `Basic ${Buffer.from(`${state.clientId}:${state.clientSecret}`).toString("base64")}`;
        if (req.headers.authorization !== basic || form.get("grant_type") !== "client_credentials") return send(res, 400, { error: "invalid_client" });
        const token = `tok_${issued.size + 1}_${Math.random().toString(36).slice(2)}`;
        issued.add(token);
        return send(res, 200, { access_token: token, expires_in: 43_200, token_type: "Bearer", scope: form.get("scope") ?? "" });
      }

      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      const authed = req.headers["x-api-key"] === state.apiKey || (bearer !== undefined && issued.has(bearer));
      const isStats = url.pathname.startsWith("/v2/suburbPerformanceStatistics/");
      if (misbehave(res, isStats && state.mode === "ok" ? state.statisticsMode : state.mode)) return;
      if (!authed) return send(res, 401, { message: "Authorization has been denied for this request." });

      if (req.method === "POST" && url.pathname === "/v1/listings/residential/_search") {
        const b = (body && typeof body === "object" ? body : {}) as SearchBody;
        const all = state.listings.filter((l) => matches(l, b, state.suburbsOnly));
        const size = Math.min(200, b.pageSize ?? 20);
        const page = Math.max(1, b.pageNumber ?? 1);
        const slice = all.slice((page - 1) * size, page * size);
        return send(res, 200, slice.map((listing) => ({ type: "PropertySale", listing })), { "X-Total-Count": String(all.length) });
      }
      if (req.method === "GET" && isStats) {
        const [st, suburb, postcode] = url.pathname.split("/").slice(3).map(decodeURIComponent);
        const key = `${st}|${suburb}|${postcode}|${url.searchParams.get("propertyCategory")}`.toLowerCase();
        const found = state.statistics.get(key);
        if (!found) return send(res, 404, { message: "No statistics" });
        return send(res, 200, found);
      }
      send(res, 404, { message: "No HTTP resource was found that matches the request URI." });
    }));
  });
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
