import { NextResponse } from "next/server";
import { checkOwnBetaApproval } from "@/server/beta/check";
import { betaCheckSchema } from "@/lib/beta/schemas";
import { parseJson, route } from "@/server/http";
import { requirePermission } from "@/server/policy";

/** POST /api/beta-access/check → { approved } for the signed-in user's own e-mail. */
export const POST = route(async (request) => {
  const user = await requirePermission("beta.check");
  // The body is optional: an empty POST checks the caller's own e-mail.
  const hasBody = request.headers.get("content-length") !== "0" && request.body !== null;
  const { email } = hasBody ? await parseJson(request, betaCheckSchema) : { email: undefined };
  return NextResponse.json(await checkOwnBetaApproval({ user, email }), { headers: { "Cache-Control": "no-store" } });
});
