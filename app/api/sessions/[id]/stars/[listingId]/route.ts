import { NextResponse } from "next/server";
import { listingParamsSchema } from "@/lib/matches/types";
import { route } from "@/server/http";
import { requirePermission } from "@/server/policy";
import { starListing, unstarListing } from "@/server/shortlist/service";

/** Stars a listing of the session (its owner, or a guest in their own session): 201, 200 when already starred, 403 plan_limit past the plan's shortlist size. */
export const PUT = route<RouteContext<"/api/sessions/[id]/stars/[listingId]">>(async (_request, ctx) => {
  const { id, listingId } = listingParamsSchema.parse(await ctx.params);
  const viewer = await requirePermission("shortlist.write");
  const { star, created, count } = await starListing({ sessionId: id, listingId, viewer });
  return NextResponse.json({ listing_id: star.listingId, starred_at: star.createdAt.toISOString(), created, count }, { status: created ? 201 : 200 });
});

/** Unstars a listing: 204 whether or not it was starred. */
export const DELETE = route<RouteContext<"/api/sessions/[id]/stars/[listingId]">>(async (_request, ctx) => {
  const { id, listingId } = listingParamsSchema.parse(await ctx.params);
  const viewer = await requirePermission("shortlist.write");
  await unstarListing({ sessionId: id, listingId, viewer });
  return new NextResponse(null, { status: 204 });
});
