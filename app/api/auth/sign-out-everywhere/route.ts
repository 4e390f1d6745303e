import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { revokeAllAuthSessions } from "@/db/queries/auth-sessions";
import { signOut } from "@/server/auth/auth";
import { route } from "@/server/http";
import { requirePermission } from "@/server/policy";

/** "Sign out everywhere" on /account: every session of the user ends on the server, this one included. */
export const POST = route(async () => {
  const user = await requirePermission("account.manage");
  const db = await getDb();
  await revokeAllAuthSessions({ db, userId: user.id });
  await signOut({ redirect: false });
  return NextResponse.json({ ok: true });
});
