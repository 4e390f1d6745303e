import { NextResponse } from "next/server";
import { z } from "zod";
import { sessionIdSchema } from "@/lib/session-id";
import { parseJson, parseQuery, route } from "@/server/http";
import { searchPayloadSchema } from "@/lib/preferences/schema";
import { clientIp, enforce } from "@/server/rate-limit";
import { SEARCH_LIMITS } from "@/server/search/limits";
import { getEstimateStatus, requestEstimate } from "@/server/search/service";
import { requirePermission } from "@/server/policy";

/**
 * The estimate (spec 2, call 2) for the session in the payload. The built-in engine
 * answers with the count at once; the external workflow answers later, and the browser polls GET.
 */
export const POST = route(async (request) => {
  await enforce(SEARCH_LIMITS.estimatePerIp, clientIp(request), "searches");
  const viewer = await requirePermission("search.run");
  const payload = await parseJson(request, searchPayloadSchema);
  return NextResponse.json(await requestEstimate({ payload, viewer }));
});

/** The estimate's state, polled (spec 2, call 3's answer: received, status, searchCount, estimatedTime, message). */
export const GET = route(async (request) => {
  const { sessionId } = parseQuery(request, z.object({ sessionId: sessionIdSchema }));
  const viewer = await requirePermission("search.run");
  return NextResponse.json(await getEstimateStatus({ sessionId, viewer }));
});
