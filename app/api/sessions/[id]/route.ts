import { NextResponse } from "next/server";
import { getMaskedOwnerEmail, getSessionRecord, requireSessionAccess } from "@/db/queries/sessions";
import { getCurrentUser } from "@/server/auth/current-user";
import { AppError } from "@/lib/errors";
import { route } from "@/server/http";
import { sessionParamsSchema, type SessionInfo } from "@/lib/matches/types";

type Ctx = { params: Promise<{ id: string }> };

/**
 * Spec 2, call 13: validates access to a session and returns what restoring it needs.
 * 401/403 carry the owner's e-mail, masked, for the Login Required screen.
 */
export const GET = route<Ctx>(async (_request, ctx) => {
  const { id } = sessionParamsSchema.parse(await ctx.params);
  const user = await getCurrentUser();
  try {
    const session = await requireSessionAccess({ sessionId: id, viewer: user, action: "read" });
    const body: SessionInfo = {
      session_id: session.sessionId,
      is_public: session.isPublic,
      is_owner: session.userId !== null && session.userId === user?.id,
      has_owner: session.userId !== null,
      chat_count: session.chatCount,
      created_at: session.createdAt.toISOString(),
      session_data: session.sessionData,
    };
    return NextResponse.json({ session: body });
  } catch (err) {
    if (err instanceof AppError && (err.code === "unauthorized" || err.code === "forbidden")) {
      const record = await getSessionRecord({ sessionId: id });
      const ownerEmail = await getMaskedOwnerEmail({ userId: record?.userId ?? null });
      return NextResponse.json({ error: { code: err.code, message: err.message, ownerEmail } }, { status: err.status });
    }
    throw err;
  }
});
