import { NextResponse } from "next/server";
import { deleteAccount } from "@/server/auth/accounts";
import { signOut } from "@/server/auth/auth";
import { requireUser } from "@/server/auth/require-user";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { route } from "@/server/http";

/** The signed-in user's own account. */
export const GET = route(async () => {
  const user = await requireUser(AUTH_MESSAGES.sessionMissing);
  return NextResponse.json({ email: user.email });
});

/** Spec 1, call 11: delete the signed-in user's account and everything of theirs, then sign out. */
export const DELETE = route(async () => {
  const user = await requireUser(AUTH_MESSAGES.noUserId);
  await deleteAccount({ userId: user.id });
  await signOut({ redirect: false });
  return new NextResponse(null, { status: 204 });
});
