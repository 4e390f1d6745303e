import { NextResponse } from "next/server";
import { upsertBetaRequest } from "@/db/queries/beta";
import { betaRequestSchema } from "@/lib/beta/schemas";
import { parseJson, route } from "@/server/http";
import { clientIp, enforce, LIMITS } from "@/server/rate-limit";

/** The beta request form. Guests may submit it (spec 1 section 6). */
export const POST = route(async (request) => {
  await enforce(LIMITS.betaRequestPerIp, clientIp(request), "requests");
  const { fullName, email, mobile, planInterest } = await parseJson(request, betaRequestSchema);
  await upsertBetaRequest({ fullName, email, mobile, planInterest });
  return NextResponse.json({ ok: true });
});
