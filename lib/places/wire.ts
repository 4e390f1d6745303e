import { z } from "zod";

/** GET /api/places: the built-in autocomplete's answer. */
export const placesResponseSchema = z.object({
  suggestions: z.array(z.object({ description: z.string(), kind: z.enum(["suburb", "lga", "state"]) })),
});

/** GET /api/get-google-maps-key: the browser key, or null when Google Places is not configured. */
export const mapsKeyResponseSchema = z.object({ key: z.string().nullable() });
