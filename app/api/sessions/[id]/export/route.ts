import { sessionParamsSchema } from "@/lib/matches/types";
import { exportQuerySchema } from "@/lib/shortlist/api";
import { parseQuery, route } from "@/server/http";
import { requirePermission } from "@/server/policy";
import { exportSession } from "@/server/shortlist/export";

/** The session's matches or shortlist as CSV or XLSX (a download): the session's read rules, and one of the caller's exports this month. */
export const GET = route<RouteContext<"/api/sessions/[id]/export">>(async (request, ctx) => {
  const { id } = sessionParamsSchema.parse(await ctx.params);
  const { format, scope } = parseQuery(request, exportQuerySchema);
  const user = await requirePermission("session.export");
  return exportSession({ sessionId: id, user, format, scope });
});
