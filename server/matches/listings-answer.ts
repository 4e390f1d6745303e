import "server-only";
import { getDb } from "@/db/client";
import { errorFields, log } from "@/server/log";
import { getListingsAccessAndVersion, getSearchState, getSessionFinanceFacts } from "@/db/queries/search-listings";
import { NO_LISTINGS, type ListingsResponse } from "@/lib/matches/types";
import type { Viewer } from "@/lib/sessions/access";
import { getSessionListings } from "@/server/matches/listings";
import { cachedListingsBody } from "@/server/matches/listings-cache";
import { lensFor, summariesFor } from "@/server/privacy";
import { assertSessionAccess } from "@/server/sessions";

/**
 * Spec 2, call 11's answer for this viewer, serialised: the session's listings (deduplicated by listing_id,
 * newest kept) and its analysis state. Access is checked here (AppError when refused); the answer is rebuilt
 * only when the session's listings, runs or source notes changed (listings-cache.ts). The route sends it;
 * the shared link's page renders its first rows from it (the same bytes the viewer's own fetch would get).
 * A session nobody has written yet has no listings: an empty answer, not 404. `viewer` may be a promise: the
 * route asks for it beside the session's row.
 */
export async function listingsAnswerBody({ sessionId, viewer: asked }: { sessionId: string; viewer: Viewer | Promise<Viewer> }): Promise<string> {
  const db = await getDb();
  // One round trip: who may read the session, and the version of its data (beside the viewer, when still being asked).
  const [{ session, version }, viewer] = await Promise.all([getListingsAccessAndVersion({ db, sessionId }), asked]);
  if (!session) return JSON.stringify(NO_LISTINGS);
  await assertSessionAccess(session, viewer, "read");
  // Someone else's view of a shared search: its finance columns on the viewer's own finance (server/privacy.ts).
  const lens = await lensFor(session, viewer);
  return cachedListingsBody(sessionId, version, lens.basis === "owner" ? "owner" : lens.key, async () => {
    const [stored, search, facts] = await Promise.all([
      getSessionListings({ sessionId }),
      getSearchState({ db, sessionId }),
      lens.basis === "owner" ? null : getSessionFinanceFacts({ db, sessionId }),
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
}

/**
 * The same answer as an object, for a page that renders the first rows on the server (a shared link): null
 * when it can't be had, and the browser asks for it as before.
 */
export async function initialListingsFor({ sessionId, viewer }: { sessionId: string; viewer: Viewer }): Promise<ListingsResponse | null> {
  try {
    return JSON.parse(await listingsAnswerBody({ sessionId, viewer })) as ListingsResponse;
  } catch (err) {
    log("matches").warn(errorFields(err), "first rows not rendered on the server");
    return null;
  }
}
