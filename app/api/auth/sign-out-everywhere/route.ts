import { NextResponse } from "next/server";
import { revokeAllAuthSessions } from "@/db/queries/auth-sessions";
import { signOut } from "@/server/auth/auth";
import { requireUser } from "@/server/auth/require-user";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { route } from "@/server/http";

/** "Sign out everywhere" on /account: every session of the user ends on the server, this one included. */
export const POST = route(async () => {
  const user = await requireUser(AUTH_MESSAGES.sessionMissing);
  await revokeAllAuthSessions({ userId: user.id });
  await signOut({ redirect: false });
  return NextResponse.json({ ok: true });
});
