import { NextResponse } from "next/server";
import { z } from "zod";
import { getCurrentUser } from "@/server/auth/current-user";
import { AppError } from "@/lib/errors";
import { parseJson, route } from "@/server/http";
import { searchPayloadSchema } from "@/lib/preferences/schema";
import { LIMITS, clientIp, enforce } from "@/server/rate-limit";
import { createGuestAccountAndSearch } from "@/server/search/guest";
import { enforceGuestSearchQuota } from "@/server/policy";

const bodySchema = z.object({
  email: z.string().max(320),
  confirmEmail: z.string().max(320),
  payload: searchPayloadSchema,
});

/**
 * A guest shares their e-mail from the search dialog: account, session link and the
 * search in one call (see server/search/guest.ts). Counts against the sign-up limit.
 */
export const POST = route(async (request) => {
  if (await getCurrentUser()) throw new AppError("bad_request", "You are already signed in.");
  const ip = clientIp(request);
  await enforce(LIMITS.guestAccountPerIp, ip, "sign-ups");
  await enforce(LIMITS.signUpPerIp, ip, "sign-ups");
  const body = await parseJson(request, bodySchema);
  await enforceGuestSearchQuota(null, request);
  return NextResponse.json(await createGuestAccountAndSearch(body));
});
