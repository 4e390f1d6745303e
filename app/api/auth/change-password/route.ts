import { NextResponse } from "next/server";
import { changePassword } from "@/server/auth/accounts";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { signInWithPassword } from "@/server/auth/sign-in";
import { parseJson, route } from "@/server/http";
import { requirePermission } from "@/server/policy";
import { enforce, LIMITS } from "@/server/rate-limit";

/**
 * Spec 1, call 10: the signed-in user sets a new password, giving the current one.
 * The change ends every session (token version + 1), so this one is re-issued
 * with the new password.
 */
export const POST = route(async (request) => {
  const user = await requirePermission("account.manage");
  await enforce(LIMITS.changePasswordPerUser, user.id, "password changes");
  const { currentPassword, password } = await parseJson(request, changePasswordSchema);
  const { email } = await changePassword({ userId: user.id, currentPassword, password });
  await signInWithPassword({ email, password }).catch(() => {
    // The password is changed either way; at worst the user signs in again.
  });
  return NextResponse.json({ ok: true });
});
