import { NextResponse } from "next/server";
import { parseJson, route } from "@/server/http";
import { searchPayloadSchema } from "@/lib/preferences/schema";
import { clientIp, enforce } from "@/server/rate-limit";
import { SEARCH_LIMITS } from "@/server/search/limits";
import { startSearchWithFirstPage } from "@/server/search/service";
import { enforceGuestSearchQuota, requirePermission } from "@/server/policy";

/** Starts the search (spec 2, call 4) for the session in the payload; needs write access to it. Its answer carries the first page's listings when it wrote them. */
export const POST = route(async (request) => {
  await enforce(SEARCH_LIMITS.startPerIp, clientIp(request), "searches");
  const viewer = await requirePermission("search.run");
  const payload = await parseJson(request, searchPayloadSchema);
  await enforceGuestSearchQuota(viewer, request);
  return NextResponse.json(await startSearchWithFirstPage({ payload, viewer }));
});
