import { PLACES_MIN_QUERY_LENGTH } from "@/lib/constants";

/**
 * Location autocomplete rules (spec 2 section 5), pure and shared by the built-in
 * index and the Google results: above 2 characters, regions (states and local
 * government areas) before suburbs, then alphabetical; descriptions starting with
 * digits dropped; already chosen places hidden.
 */
export type PlaceKind = "state" | "lga" | "suburb";
export type PlaceSuggestion = { description: string; kind: PlaceKind };
export type PlaceEntry = PlaceSuggestion & {
  /** Lower-case words of the name for prefix matching. */
  words: string[];
  name: string;
  postcode: string | null;
};

export const PLACES_MAX_RESULTS = 8;
const STATE_NAMES: Record<string, string> = {
  NSW: "New South Wales",
  VIC: "Victoria",
  QLD: "Queensland",
  SA: "South Australia",
  WA: "Western Australia",
  TAS: "Tasmania",
  NT: "Northern Territory",
  ACT: "Australian Capital Territory",
};

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export const isRegion = (kind: PlaceKind) => kind !== "suburb";

/** Regions first, then alphabetical (spec 2 section 5). */
export function compareSuggestions(a: PlaceSuggestion, b: PlaceSuggestion): number {
  const ra = isRegion(a.kind) ? 0 : 1;
  const rb = isRegion(b.kind) ? 0 : 1;
  if (ra !== rb) return ra - rb;
  return a.description.localeCompare(b.description, "en-AU");
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

type SuburbRow = { name: string; state: string; postcode: string | null; lga: string | null };

/** Builds the in-memory index from the suburbs table's rows: states, LGAs and suburbs. */
export function buildPlaceIndex(rows: readonly SuburbRow[]): PlaceEntry[] {
  const entries = new Map<string, PlaceEntry>();
  const add = (e: PlaceEntry) => {
    const key = e.description.toLowerCase();
    if (!entries.has(key)) entries.set(key, e);
  };
  for (const [abbr, name] of Object.entries(STATE_NAMES)) {
    add({ description: name, kind: "state", name, words: [...norm(name).split(" "), abbr.toLowerCase()], postcode: null });
  }
  for (const r of rows) {
    if (r.lga && !/^(no usual address|migratory|unincorporated)/i.test(r.lga)) {
      add({ description: `${r.lga}, ${r.state}`, kind: "lga", name: r.lga, words: norm(r.lga).split(" "), postcode: null });
    }
    add({
      description: r.postcode ? `${r.name}, ${r.state} ${r.postcode}` : `${r.name}, ${r.state}`,
      kind: "suburb",
      name: r.name,
      words: norm(r.name).split(" "),
      postcode: r.postcode,
    });
  }
  return [...entries.values()];
}

/**
 * Entries whose name starts with the query, or has a word that does ("east" finds
 * "East Albury" and "Albury - East"); a 4-digit query matches suburb postcodes.
 */
export function searchPlaceIndex(index: readonly PlaceEntry[], q: string, chosen: readonly string[] = [], limit = PLACES_MAX_RESULTS): PlaceSuggestion[] {
  if (!queryLongEnough(q)) return [];
  const query = norm(q);
  if (!query) return [];
  const isPostcode = /^\d{3,4}$/.test(query);
  const queryWords = query.split(" ");
  const matches: PlaceSuggestion[] = [];
  for (const e of index) {
    let hit: boolean;
    if (isPostcode) hit = e.postcode !== null && e.postcode.startsWith(query);
    else if (queryWords.length === 1) hit = e.words.some((w) => w.startsWith(query));
    else hit = norm(e.name).startsWith(query) || norm(e.description).startsWith(query);
    if (hit) matches.push({ description: e.description, kind: e.kind });
  }
  return finaliseSuggestions(matches, chosen, limit);
}
