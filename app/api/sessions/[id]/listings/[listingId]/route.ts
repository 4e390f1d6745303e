import { NextResponse } from "next/server";
import { lensFor, listingFor } from "@/server/privacy";
import { AppError } from "@/lib/errors";
import { route } from "@/server/http";
import { requirePermission } from "@/server/policy";
import { requireSessionAccess } from "@/server/sessions";
import { getListingOrStar } from "@/server/shortlist/service";
import { listingParamsSchema } from "@/lib/matches/types";

/** Spec 2, call 12: one listing of the session with its scoring_inputs, for the expanded panels (a starred listing the latest search dropped: its snapshot). */
export const GET = route<RouteContext<"/api/sessions/[id]/listings/[listingId]">>(async (_request, ctx) => {
  const { id, listingId } = listingParamsSchema.parse(await ctx.params);
  const viewer = await requirePermission("session.read");
  const session = await requireSessionAccess({ sessionId: id, viewer, action: "read" });
  const listing = await getListingOrStar({ sessionId: id, listingId });
  if (!listing) throw new AppError("not_found", "Listing not found");
  // Someone else's shared search: its own-money figures on the viewer's finance (server/privacy.ts).
  const lens = await lensFor(session, viewer);
  return NextResponse.json({ listing: listingFor(lens, listing), numbers_basis: lens.basis });
});
