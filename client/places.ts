"use client";

import { apiFetch } from "@/client/api";
import { mapsKeyResponseSchema, placesResponseSchema } from "@/lib/places/wire";
import type { PlaceSuggestion } from "@/lib/places/search";

/**
 * The places routes the Locations widget reads: the built-in suggestions (GET /api/places, the
 * places already chosen left out) and the Google Maps key, when the server has one.
 */
export async function searchPlaces(q: string, chosen: readonly string[]): Promise<PlaceSuggestion[]> {
  const params = new URLSearchParams({ q });
  for (const c of chosen) params.append("chosen", c);
  return (await apiFetch(`/api/places?${params}`, { schema: placesResponseSchema })).suggestions;
}

let mapsKey: Promise<string | null> | null = null;

/**
 * The browser's Google Maps key; null when the server has none (the built-in source serves). Asked once per
 * page load, however many Locations widgets the form shows (a failure is asked again next time).
 */
export function getMapsKey(): Promise<string | null> {
  mapsKey ??= apiFetch("/api/get-google-maps-key", { schema: mapsKeyResponseSchema }).then(
    (answer) => answer.key,
    (err: unknown) => {
      mapsKey = null;
      throw err;
    },
  );
  return mapsKey;
}
