import { NextResponse } from "next/server";
import { requireUser } from "@/server/auth/require-user";
import { checkOwnBetaApproval } from "@/server/beta/check";
import { BETA_MESSAGES } from "@/lib/beta/messages";
import { betaCheckSchema } from "@/lib/beta/schemas";
import { parseJson, route } from "@/server/http";

/** POST /api/beta-access/check → { approved } for the signed-in user's own e-mail. */
export const POST = route(async (request) => {
  const user = await requireUser(BETA_MESSAGES.loginFirst);
  // The body is optional: an empty POST checks the caller's own e-mail.
  const hasBody = request.headers.get("content-length") !== "0" && request.body !== null;
  const { email } = hasBody ? await parseJson(request, betaCheckSchema) : { email: undefined };
  return NextResponse.json(await checkOwnBetaApproval({ user, email }), { headers: { "Cache-Control": "no-store" } });
});
