import { NextResponse } from "next/server";
import { revokeAllAuthSessions } from "@/db/queries/auth-sessions";
import { signOut } from "@/server/auth/auth";
import { getCurrentUser } from "@/server/auth/current-user";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { AppError } from "@/lib/errors";
import { route } from "@/server/http";

/** "Sign out everywhere" on /account: every session of the user ends on the server, this one included. */
export const POST = route(async () => {
  const user = await getCurrentUser();
  if (!user) throw new AppError("unauthorized", AUTH_MESSAGES.sessionMissing);
  await revokeAllAuthSessions({ userId: user.id });
  await signOut({ redirect: false });
  return NextResponse.json({ ok: true });
});
