import { NextResponse } from "next/server";
import { signUpUniformly } from "@/server/auth/accounts";
import { signUpSchema } from "@/lib/auth/schemas";
import { parseJson, route } from "@/server/http";
import { clientIp, enforce, LIMITS } from "@/server/rate-limit";

/**
 * Spec 1, call 6: sign up; the account stays unconfirmed until the e-mailed link is
 * followed. An address that already has an account gets the same answer (and its
 * owner an e-mail saying so), so sign-up doesn't reveal who has an account.
 */
export const POST = route(async (request) => {
  await enforce(LIMITS.signUpPerIp, clientIp(request), "sign-up attempts");
  const { email, password } = await parseJson(request, signUpSchema);
  const user = await signUpUniformly({ email, password });
  return NextResponse.json({ email: user.email }, { status: 201 });
});
