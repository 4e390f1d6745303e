import { NextResponse } from "next/server";
import { sessionParamsSchema } from "@/lib/matches/types";
import { route } from "@/server/http";
import { requirePermission } from "@/server/policy";
import { getShortlist } from "@/server/shortlist/service";

/** The session's shortlist: whoever may read the session; a listing the latest search dropped is kept, marked dropped. */
export const GET = route<RouteContext<"/api/sessions/[id]/stars">>(async (_request, ctx) => {
  const { id } = sessionParamsSchema.parse(await ctx.params);
  const viewer = await requirePermission("session.read");
  return NextResponse.json(await getShortlist({ sessionId: id, viewer }));
});
