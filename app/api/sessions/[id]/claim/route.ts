import { NextResponse } from "next/server";
import { guestKeyHash } from "@/server/auth/guest-key";
import { getDb } from "@/db/client";
import { claimGuestSession, getSessionRecord } from "@/db/queries/sessions";
import { AppError } from "@/lib/errors";
import { route } from "@/server/http";
import { sessionParamsSchema } from "@/lib/matches/types";
import { requirePermission } from "@/server/policy";

/**
 * A signed-in user takes over a guest's session, after the app asked them
 * ("Take it over?"). It becomes theirs and public, so the guest's link keeps
 * showing it; claiming one's own session leaves it as it was. Someone else's
 * session can't be claimed, nor a guest session from any browser but the one that
 * started it (its guest key: lib/sessions/access.ts).
 */
export const POST = route<RouteContext<"/api/sessions/[id]/claim">>(async (_request, ctx) => {
  const { id } = sessionParamsSchema.parse(await ctx.params);
  const user = await requirePermission("session.claim");
  const db = await getDb();
  if (!(await getSessionRecord({ db, sessionId: id }))) throw new AppError("not_found", "Session Not Found");
  const claimed = await claimGuestSession({ db, sessionId: id, userId: user.id, guestKey: await guestKeyHash() });
  if (!claimed) throw new AppError("forbidden", "You don't have access to this session.");
  return NextResponse.json({ session_id: id, is_owner: true, is_public: claimed.isPublic });
});
