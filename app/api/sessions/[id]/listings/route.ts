import { NextResponse } from "next/server";
import { route } from "@/server/http";
import { listingsAnswerBody } from "@/server/matches/listings-answer";
import { requirePermission } from "@/server/policy";
import { sessionParamsSchema } from "@/lib/matches/types";

/**
 * Spec 2, call 11: the session's listings (deduplicated by listing_id, newest kept) and its
 * analysis state. Access is checked on every request; the answer is rebuilt only when the
 * session's listings, runs or source notes changed (server/matches/listings-answer.ts).
 * A session nobody has written yet has no listings: an empty answer, not 404 (as for its
 * preferences and notifications), so a new user's /matches asks nothing that fails.
 */
export const GET = route<RouteContext<"/api/sessions/[id]/listings">>(async (_request, ctx) => {
  const { id } = sessionParamsSchema.parse(await ctx.params);
  const body = await listingsAnswerBody({ sessionId: id, viewer: requirePermission("session.read") });
  return new NextResponse(body, { headers: { "Content-Type": "application/json" } });
});
