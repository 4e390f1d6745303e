import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { setSessionPublic } from "@/db/queries/sessions";
import { route } from "@/server/http";
import { clientIp, enforce, LIMITS } from "@/server/rate-limit";
import { sessionParamsSchema } from "@/lib/matches/types";
import { requirePermission } from "@/server/policy";
import { requireSessionAccess } from "@/server/sessions";

/** Spec 2, call 15: Share makes the session public. Only whoever may write the session may share it. */
export const POST = route<RouteContext<"/api/sessions/[id]/share">>(async (request, ctx) => {
  await enforce(LIMITS.sharePerIp, clientIp(request), "requests");
  const { id } = sessionParamsSchema.parse(await ctx.params);
  const user = await requirePermission("session.share");
  await requireSessionAccess({ sessionId: id, viewer: user, action: "share" });
  const db = await getDb();
  await setSessionPublic({ db, sessionId: id });
  return NextResponse.json({ session_id: id, is_public: true, path: `/session/${id}` });
});
