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

/** The browser's Google Maps key; null when the server has none (the built-in source serves). */
export async function getMapsKey(): Promise<string | null> {
  return (await apiFetch("/api/get-google-maps-key", { schema: mapsKeyResponseSchema })).key;
}
