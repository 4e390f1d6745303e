import { NextResponse } from "next/server";
import { sessionParamsSchema } from "@/lib/matches/types";
import { compareQuerySchema } from "@/lib/shortlist/api";
import { parseQuery, route } from "@/server/http";
import { requirePermission } from "@/server/policy";
import { getCompareListings } from "@/server/shortlist/service";

/** Two to four listings of the session with their scoring inputs, for the compare view (/session/{id}/compare?ids=…): the session's read rules. */
export const GET = route<RouteContext<"/api/sessions/[id]/compare">>(async (request, ctx) => {
  const { id } = sessionParamsSchema.parse(await ctx.params);
  const { ids } = parseQuery(request, compareQuerySchema);
  const viewer = await requirePermission("session.read");
  return NextResponse.json(await getCompareListings({ sessionId: id, listingIds: ids, viewer }));
});
