import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
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
  const db = await getDb();
  if (!(await getSessionRecord({ db, sessionId }))) return NextResponse.json({ notifications: [], searchActive: false });
  const viewer = await requirePermission("session.read");
  await requireSessionAccess({ sessionId, viewer, action: "read" });
  // The run first, then the notifications: a search ends in the transaction that writes its last notification, so
  // an ended run read first means that notification is in the read after it. Read together (or the other way round),
  // a poll could say "ended" without it, and the page would stop listening one notification short.
  const run = await getLatestRun({ db, sessionId });
  const rows = await listNotifications({ db, sessionId, since: since ? new Date(since) : undefined });
  return NextResponse.json({ notifications: rows.map((r) => ({ event: "INSERT", ...toMessage(r) })), searchActive: isRunActive(run) });
});

/** The external workflow's update-notification (spec 2, call 3), authenticated with WEBHOOK_SECRET. */
export const POST = route(async (request) => {
  requireWorkflowSecret(request);
  const body = await parseJson(request, workflowUpdateSchema);
  return NextResponse.json(await recordWorkflowUpdate(body));
});
