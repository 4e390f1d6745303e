import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { getListingsAccessAndVersion, getSearchState, getSessionFinanceFacts } from "@/db/queries/search-listings";
import { lensFor, summariesFor } from "@/server/privacy";
import { route } from "@/server/http";
import { getSessionListings } from "@/server/matches/listings";
import { cachedListingsBody } from "@/server/matches/listings-cache";
import { requirePermission } from "@/server/policy";
import { assertSessionAccess } from "@/server/sessions";
import { NO_LISTINGS, sessionParamsSchema, type ListingsResponse } from "@/lib/matches/types";

/**
 * Spec 2, call 11: the session's listings (deduplicated by listing_id, newest kept) and its
 * analysis state. Access is checked on every request; the answer is rebuilt only when the
 * session's listings, runs or source notes changed (server/matches/listings-cache.ts).
 * A session nobody has written yet has no listings: an empty answer, not 404 (as for its
 * preferences and notifications), so a new user's /matches asks nothing that fails.
 */
export const GET = route<RouteContext<"/api/sessions/[id]/listings">>(async (_request, ctx) => {
  const { id } = sessionParamsSchema.parse(await ctx.params);
  const db = await getDb();
  // One round trip: who may read the session, and the version of its data.
  const [{ session, version }, viewer] = await Promise.all([getListingsAccessAndVersion({ db, sessionId: id }), requirePermission("session.read")]);
  if (!session) return NextResponse.json(NO_LISTINGS);
  await assertSessionAccess(session, viewer, "read");
  // Someone else's view of a shared search: its finance columns on the viewer's own finance (server/privacy.ts).
  const lens = await lensFor(session, viewer);
  const body = await cachedListingsBody(id, version, lens.basis === "owner" ? "owner" : lens.key, async () => {
    const [stored, search, facts] = await Promise.all([
      getSessionListings({ sessionId: id }),
      getSearchState({ db, sessionId: id }),
      lens.basis === "owner" ? null : getSessionFinanceFacts({ db, sessionId: id }),
    ]);
    const listings = facts ? summariesFor(lens, stored, facts) : stored;
    const complete = listings.reduce((n, l) => n + (l.analysis_complete ? 1 : 0), 0);
    const answer: ListingsResponse = {
      listings,
      numbers_basis: lens.basis,
      analysis: { total: listings.length, complete, search_running: search.running, matched: search.matched, price_filtered: search.priceFiltered, source_notes: search.sourceNotes },
    };
    return JSON.stringify(answer);
  });
  return new NextResponse(body, { headers: { "Content-Type": "application/json" } });
});
