import { NextResponse } from "next/server";
import { upsertBetaRequest } from "@/db/queries/beta";
import { readJsonBody } from "@/lib/auth/http";
import { betaRequestSchema } from "@/lib/beta/schemas";
import { route } from "@/lib/http";
import { clientIp, enforce, LIMITS } from "@/lib/rate-limit";

/** The beta request form. Guests may submit it (spec 1 section 6). */
export const POST = route(async (request) => {
  await enforce(LIMITS.betaRequestPerIp, clientIp(request), "requests");
  const { fullName, email, mobile, planInterest } = await readJsonBody(request, betaRequestSchema);
  await upsertBetaRequest({ fullName, email, mobile, planInterest });
  return NextResponse.json({ ok: true });
});
