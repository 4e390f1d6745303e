import { NextResponse } from "next/server";
import { z } from "zod";
import { getLatestRun, listNotifications } from "@/db/queries/search-runs";
import { getSessionRecord } from "@/db/queries/sessions";
import { sessionIdSchema } from "@/lib/session-id";
import { parseJson, parseQuery, route } from "@/server/http";
import { toMessage } from "@/server/realtime/notify";
import { requirePermission } from "@/server/policy";
import { requireSessionAccess } from "@/server/sessions";
import { requireWorkflowSecret } from "@/server/search/secret";
import { isRunActive } from "@/lib/search/run-state";
import { recordWorkflowUpdate, workflowUpdateSchema } from "@/server/search/workflow";

const querySchema = z.object({
  sessionId: sessionIdSchema,
  since: z.iso.datetime({ offset: true }).optional(),
});

/** A session's notifications since a time (the browser's polling fallback), and whether its search is still running. */
export const GET = route(async (request) => {
  const { sessionId, since } = parseQuery(request, querySchema);
  if (!(await getSessionRecord({ sessionId }))) return NextResponse.json({ notifications: [], searchActive: false });
  const viewer = await requirePermission("session.read");
  await requireSessionAccess({ sessionId, viewer, action: "read" });
  const [rows, run] = await Promise.all([listNotifications({ sessionId, since: since ? new Date(since) : undefined }), getLatestRun({ sessionId })]);
  return NextResponse.json({ notifications: rows.map((r) => ({ event: "INSERT", ...toMessage(r) })), searchActive: isRunActive(run) });
});

/** The external workflow's update-notification (spec 2, call 3), authenticated with WEBHOOK_SECRET. */
export const POST = route(async (request) => {
  requireWorkflowSecret(request);
  const body = await parseJson(request, workflowUpdateSchema);
  return NextResponse.json(await recordWorkflowUpdate(body));
});
