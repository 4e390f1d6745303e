import { NextResponse } from "next/server";
import { route } from "@/server/http";
import { requirePermission } from "@/server/policy";
import { sessionDataFor } from "@/server/privacy";
import { checkSessionAccess, ownsPersonalData, sessionAccessError } from "@/server/sessions";
import { sessionParamsSchema, type SessionInfo } from "@/lib/matches/types";

/**
 * Spec 2, call 13: validates access to a session and returns what restoring it needs (its
 * personal data only to its owner: server/privacy.ts).
 * 401/403 carry the owner's e-mail, masked, for the Login Required screen.
 */
export const GET = route<RouteContext<"/api/sessions/[id]">>(async (_request, ctx) => {
  const { id } = sessionParamsSchema.parse(await ctx.params);
  const user = await requirePermission("session.read");
  const access = await checkSessionAccess({ sessionId: id, viewer: user, action: "read" });
  if (!access.allowed) throw sessionAccessError(access.reason, access.ownerEmail);
  const { session } = access;
  const yours = await ownsPersonalData(session, user);
  const body: SessionInfo = {
    session_id: session.sessionId,
    is_public: session.isPublic,
    is_owner: session.userId !== null && session.userId === user?.id,
    has_owner: session.userId !== null,
    chat_count: session.chatCount,
    created_at: session.createdAt.toISOString(),
    session_data: sessionDataFor(yours, session.sessionData),
    yours,
  };
  return NextResponse.json({ session: body });
});
