import { NextResponse } from "next/server";
import { resendConfirmation } from "@/server/auth/accounts";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { resendConfirmationSchema } from "@/lib/auth/schemas";
import { parseJson, route } from "@/server/http";
import { clientIp, enforce, LIMITS } from "@/server/rate-limit";

/** Asks for a new confirmation link; the same answer whether or not the account exists. */
export const POST = route(async (request) => {
  await enforce(LIMITS.resendConfirmationPerIp, clientIp(request), "requests");
  const { email } = await parseJson(request, resendConfirmationSchema);
  resendConfirmation({ email });
  return NextResponse.json({ message: AUTH_MESSAGES.resendSent });
});
