import { NextResponse } from "next/server";
import { z } from "zod";
import { parseQuery, route } from "@/server/http";
import { searchPlaces } from "@/server/places";

const querySchema = z.object({
  q: z.string().max(100).default(""),
  chosen: z.string().max(5_000).optional(),
});

/**
 * GET /api/places?q=rich&chosen=Richmond%2C%20VIC%203121: the built-in location
 * autocomplete (regions before suburbs, then alphabetical; chosen ones hidden).
 */
export const GET = route(async (request) => {
  const { q } = parseQuery(request, querySchema);
  const chosen = new URL(request.url).searchParams.getAll("chosen").slice(0, 50);
  const suggestions = await searchPlaces(q, chosen);
  return NextResponse.json({ suggestions }, { headers: { "Cache-Control": "private, max-age=60" } });
});
