import { PLACES_MIN_QUERY_LENGTH } from "@/lib/constants";
import { normaliseName, STATE_NAMES } from "@/lib/engine/locations";

/**
 * Location autocomplete rules (spec 2 section 5), pure and shared by the built-in
 * index and the Google results: above 2 characters, regions (states and local
 * government areas) before suburbs, then alphabetical; descriptions starting with
 * digits dropped; already chosen places hidden.
 */
export type PlaceKind = "state" | "lga" | "suburb";
export type PlaceSuggestion = { description: string; kind: PlaceKind };
export type PlaceEntry = PlaceSuggestion & {
  /** " " + the normalised words (and a state's abbreviation): " q" found in it = a word starts with q. */
  words: string;
  name: string;
  /** The normalised name. */
  key: string;
  postcode: string | null;
  /** People living there (a region: the sum of its suburbs), to pick the likelier of many matches. */
  population: number;
};

export const PLACES_MAX_RESULTS = 10;

/**
 * The Google Places autocomplete request (spec 2, call 10): Australia only; localities,
 * states (administrative_area_level_1), LGAs (level 2) and addresses. The spec's
 * "address" is the legacy API's type collection; in the Places API (New) that
 * fetchAutocompleteSuggestions calls, an address's primary type is "street_address".
 */
export const GOOGLE_AUTOCOMPLETE_OPTIONS = {
  includedRegionCodes: ["au"],
  includedPrimaryTypes: ["locality", "administrative_area_level_1", "administrative_area_level_2", "street_address"],
} as const;

/** What a Google prediction is, from its types: a state, an LGA, or a suburb (an address counts as its suburb). */
export function googlePlaceKind(types: readonly string[]): PlaceKind {
  if (types.includes("administrative_area_level_1")) return "state";
  if (types.includes("administrative_area_level_2")) return "lga";
  return "suburb";
}

export const isRegion = (kind: PlaceKind) => kind !== "suburb";
// One collator, built on first use (not as the page loads its code): localeCompare with a locale argument
// builds a new one on every call.
let collator: Intl.Collator | undefined;

/** Regions first, then alphabetical (spec 2 section 5). */
export function compareSuggestions(a: PlaceSuggestion, b: PlaceSuggestion): number {
  const ra = isRegion(a.kind) ? 0 : 1;
  const rb = isRegion(b.kind) ? 0 : 1;
  if (ra !== rb) return ra - rb;
  return (collator ??= new Intl.Collator("en-AU")).compare(a.description, b.description);
}

/** The rules every source's suggestions pass through before they are shown. */
export function finaliseSuggestions(items: PlaceSuggestion[], chosen: readonly string[] = [], limit = PLACES_MAX_RESULTS): PlaceSuggestion[] {
  const hidden = new Set(chosen.map((c) => c.trim().toLowerCase()));
  const seen = new Set<string>();
  return items
    .filter((s) => !/^\d/.test(s.description.trim()))
    .filter((s) => {
      const key = s.description.trim().toLowerCase();
      if (hidden.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(compareSuggestions)
    .slice(0, limit);
}

export const queryLongEnough = (q: string) => q.trim().length >= PLACES_MIN_QUERY_LENGTH;

type SuburbRow = { name: string; state: string; postcode: string | null; lga: string | null; population?: number | null };

/** Builds the in-memory index from the suburbs table's rows: states, LGAs and suburbs. */
export function buildPlaceIndex(rows: readonly SuburbRow[]): PlaceEntry[] {
  const entries = new Map<string, PlaceEntry>();
  const add = (e: Omit<PlaceEntry, "key" | "words">) => {
    const k = e.description.toLowerCase();
    const existing = entries.get(k);
    if (existing) existing.population += e.population;
    else entries.set(k, { ...e, key: normaliseName(e.name), words: ` ${normaliseName(e.name)}` });
  };
  for (const [abbr, name] of Object.entries(STATE_NAMES)) {
    add({ description: name, kind: "state", name, postcode: null, population: Number.MAX_SAFE_INTEGER });
    entries.get(name.toLowerCase())!.words += ` ${abbr.toLowerCase()}`;
  }
  for (const r of rows) {
    const population = r.population ?? 0;
    if (r.lga && !/^(no usual address|migratory|unincorporated)/i.test(r.lga)) {
      add({ description: `${r.lga}, ${r.state}`, kind: "lga", name: r.lga, postcode: null, population });
    }
    add({ description: r.postcode ? `${r.name}, ${r.state} ${r.postcode}` : `${r.name}, ${r.state}`, kind: "suburb", name: r.name, postcode: r.postcode, population });
  }
  return [...entries.values()];
}

/**
 * Entries whose name starts with the query (best), or has a word that does ("east" finds
 * "East Albury" and "Albury - East"); a 4-digit query matches suburb postcodes. The most
 * likely `limit` (closest match, then most populous) are then shown in the spec's order.
 */
const PREFIX = 3;
const prefixIndexes = new WeakMap<readonly PlaceEntry[], Map<string, PlaceEntry[]>>();

/**
 * The entries that can match a query, by the query's first three characters: each entry
 * is filed under the start of its name, of every word in it, and of its postcode ("#").
 * Built once per index (kept beside it), so a query looks at a few dozen entries, not all.
 */
function prefixIndex(index: readonly PlaceEntry[]): Map<string, PlaceEntry[]> {
  let map = prefixIndexes.get(index);
  if (map) return map;
  const sets = new Map<string, Set<PlaceEntry>>();
  const file = (key: string, e: PlaceEntry) => {
    if (key.length < PREFIX) return;
    let set = sets.get(key);
    if (!set) sets.set(key, (set = new Set()));
    set.add(e);
  };
  for (const e of index) {
    file(e.key.slice(0, PREFIX), e);
    for (const word of e.words.split(" ")) file(word.slice(0, PREFIX), e);
    if (e.postcode) file(`#${e.postcode.slice(0, PREFIX)}`, e);
  }
  map = new Map([...sets].map(([k, set]) => [k, [...set]]));
  prefixIndexes.set(index, map);
  return map;
}

function candidatesFor(index: readonly PlaceEntry[], query: string, isPostcode: boolean): readonly PlaceEntry[] {
  if (query.length < PREFIX) return index;
  return prefixIndex(index).get(isPostcode ? `#${query.slice(0, PREFIX)}` : query.slice(0, PREFIX)) ?? [];
}

export function searchPlaceIndex(index: readonly PlaceEntry[], q: string, chosen: readonly string[] = [], limit = PLACES_MAX_RESULTS): PlaceSuggestion[] {
  if (!queryLongEnough(q)) return [];
  const query = normaliseName(q);
  if (!query) return [];
  const isPostcode = /^\d{3,4}$/.test(query);
  const single = !query.includes(" ");
  const wordStart = ` ${query}`;
  const hidden = new Set(chosen.map((c) => c.trim().toLowerCase()));
  // The best `limit` kept in a small sorted array (one pass, no sort of thousands of hits).
  const best: { e: PlaceEntry; score: number }[] = [];
  const worse = (a: { e: PlaceEntry; score: number }, b: { e: PlaceEntry; score: number }) =>
    a.score !== b.score ? a.score > b.score : a.e.population !== b.e.population ? a.e.population < b.e.population : a.e.description > b.e.description;
  for (const e of candidatesFor(index, query, isPostcode)) {
    let score = -1;
    if (isPostcode) score = e.postcode !== null && e.postcode.startsWith(query) ? 1 : -1;
    else if (e.key === query) score = 0;
    else if (e.key.startsWith(query)) score = 1;
    else if (single && e.words.includes(wordStart)) score = 2;
    if (score < 0) continue;
    const hit = { e, score };
    if (best.length === limit && !worse(best[limit - 1], hit)) continue;
    if (hidden.size > 0 && hidden.has(e.description.toLowerCase())) continue;
    let i = best.length;
    while (i > 0 && worse(best[i - 1], hit)) i--;
    best.splice(i, 0, hit);
    if (best.length > limit) best.pop();
  }
  const hits = best;
  return finaliseSuggestions(
    hits.slice(0, limit).map((h) => ({ description: h.e.description, kind: h.e.kind })),
    chosen,
    limit,
  );
}
