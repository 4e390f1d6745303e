import { NextResponse } from "next/server";
import { requireSessionAccess, setSessionPublic } from "@/db/queries/sessions";
import { getCurrentUser } from "@/server/auth/current-user";
import { route } from "@/server/http";
import { clientIp, enforce, LIMITS } from "@/server/rate-limit";
import { sessionParamsSchema } from "@/lib/matches/types";

type Ctx = { params: Promise<{ id: string }> };

/** Spec call 15: Share makes the session public. Only whoever may write the session may share it. */
export const POST = route<Ctx>(async (request, ctx) => {
  await enforce(LIMITS.sharePerIp, clientIp(request), "requests");
  const { id } = sessionParamsSchema.parse(await ctx.params);
  await requireSessionAccess({ sessionId: id, viewer: await getCurrentUser(), action: "share" });
  await setSessionPublic({ sessionId: id });
  return NextResponse.json({ session_id: id, is_public: true, path: `/session/${id}` });
});
