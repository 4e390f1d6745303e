import { NextResponse } from "next/server";
import { requestPasswordReset } from "@/server/auth/accounts";
import { forgotPasswordSchema } from "@/lib/auth/schemas";
import { parseJson, route } from "@/server/http";
import { clientIp, enforce, LIMITS } from "@/server/rate-limit";

/** Spec 1, call 9: forgot password. Same answer, same time, whether or not the account exists. */
export const POST = route(async (request) => {
  await enforce(LIMITS.resetPerIp, clientIp(request), "password reset requests");
  const { email } = await parseJson(request, forgotPasswordSchema);
  requestPasswordReset({ email });
  return NextResponse.json({ ok: true });
});
