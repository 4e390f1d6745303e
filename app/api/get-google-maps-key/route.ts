import { NextResponse } from "next/server";
import { env } from "@/server/env";
import { route } from "@/server/http";

/**
 * Spec 2, call 10: the Maps JavaScript key for the places library. A browser key is
 * public by nature (restrict it by HTTP referrer in Google Cloud); without one the
 * built-in autocomplete is used and this answers { key: null }.
 */
export const GET = route(async () => NextResponse.json({ key: env().GOOGLE_MAPS_API_KEY ?? null }));
