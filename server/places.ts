import "server-only";
import { getDb } from "@/db/client";
import { listSuburbPlaces } from "@/db/queries/suburbs";
import { buildPlaceIndex, searchPlaceIndex, type PlaceEntry, type PlaceSuggestion } from "@/lib/places/search";
import { processSlot } from "@/server/singleton";

/**
 * The built-in autocomplete: the suburbs table read once into memory (about 15,000
 * suburbs, 550 local government areas and 8 states), then every query is a scan of
 * plain strings, well under a millisecond.
 */
const placeIndex = processSlot<Promise<PlaceEntry[]>>("__propiePlaces");

async function load(): Promise<PlaceEntry[]> {
  return buildPlaceIndex(await listSuburbPlaces({ db: await getDb() }));
}

export async function getPlaceIndex(): Promise<PlaceEntry[]> {
  if (!placeIndex.current) {
    placeIndex.current = load().then((index) => {
      // An empty table (a database still being seeded) is not cached.
      if (index.length <= 8) placeIndex.current = undefined;
      return index;
    });
    placeIndex.current.catch(() => {
      placeIndex.current = undefined;
    });
  }
  return placeIndex.current;
}

export async function searchPlaces(q: string, chosen: readonly string[] = []): Promise<PlaceSuggestion[]> {
  return searchPlaceIndex(await getPlaceIndex(), q, chosen);
}

export function resetPlaceIndexForTests() {
  placeIndex.current = undefined;
}
