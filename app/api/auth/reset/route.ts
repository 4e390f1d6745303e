import { NextResponse } from "next/server";
import { resetPassword } from "@/server/auth/accounts";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { parseJson, route } from "@/server/http";
import { clientIp, enforce, LIMITS } from "@/server/rate-limit";

/** Recovery mode: sets a new password with the single-use token from the reset e-mail. */
export const POST = route(async (request) => {
  await enforce(LIMITS.resetPerIp, clientIp(request), "password reset attempts");
  const { token, password } = await parseJson(request, resetPasswordSchema);
  await resetPassword({ token, password });
  return NextResponse.json({ ok: true });
});
