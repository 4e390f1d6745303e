import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { upsertBetaRequest } from "@/db/queries/beta";
import { betaRequestSchema } from "@/lib/beta/schemas";
import { parseJson, route } from "@/server/http";
import { clientIp, enforce, LIMITS } from "@/server/rate-limit";
import { normaliseEmail } from "@/lib/auth/email";
import { requirePermission } from "@/server/policy";

/** The beta request form. Guests may submit it (spec 1 section 6); only the address's owner, signed in, can change an earlier request. */
export const POST = route(async (request) => {
  await enforce(LIMITS.betaRequestPerIp, clientIp(request), "requests");
  const { fullName, email, mobile, planInterest } = await parseJson(request, betaRequestSchema);
  const user = await requirePermission("beta.request");
  const mayUpdate = user !== null && normaliseEmail(user.email) === normaliseEmail(email);
  const db = await getDb();
  await upsertBetaRequest({ db, fullName, email, mobile, planInterest, mayUpdate });
  return NextResponse.json({ ok: true });
});
