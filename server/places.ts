import "server-only";
import { listSuburbPlaces } from "@/db/queries/suburbs";
import { buildPlaceIndex, searchPlaceIndex, type PlaceEntry, type PlaceSuggestion } from "@/lib/places/search";

/**
 * The built-in autocomplete: the suburbs table read once into memory (about 15,000
 * suburbs, 550 local government areas and 8 states), then every query is a scan of
 * plain strings, well under a millisecond.
 */
type Holder = { __propiePlaces?: Promise<PlaceEntry[]> };
const g = globalThis as unknown as Holder;

async function load(): Promise<PlaceEntry[]> {
  return buildPlaceIndex(await listSuburbPlaces());
}

export async function getPlaceIndex(): Promise<PlaceEntry[]> {
  if (!g.__propiePlaces) {
    g.__propiePlaces = load().then((index) => {
      // An empty table (a database still being seeded) is not cached.
      if (index.length <= 8) g.__propiePlaces = undefined;
      return index;
    });
    g.__propiePlaces.catch(() => {
      g.__propiePlaces = undefined;
    });
  }
  return g.__propiePlaces;
}

export async function searchPlaces(q: string, chosen: readonly string[] = []): Promise<PlaceSuggestion[]> {
  return searchPlaceIndex(await getPlaceIndex(), q, chosen);
}

export function resetPlaceIndexForTests() {
  g.__propiePlaces = undefined;
}
