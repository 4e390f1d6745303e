import { NextResponse } from "next/server";
import { deleteAccount } from "@/server/auth/accounts";
import { signOut } from "@/server/auth/auth";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { route } from "@/server/http";
import { requirePermission } from "@/server/policy";

/** The signed-in user's own account. */
export const GET = route(async () => {
  const user = await requirePermission("account.manage");
  return NextResponse.json({ email: user.email });
});

/** Spec 1, call 11: delete the signed-in user's account and everything of theirs, then sign out. */
export const DELETE = route(async () => {
  const user = await requirePermission("account.manage", { loginMessage: AUTH_MESSAGES.noUserId });
  await deleteAccount({ userId: user.id });
  await signOut({ redirect: false });
  return new NextResponse(null, { status: 204 });
});
