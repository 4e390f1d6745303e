import { NextResponse } from "next/server";
import { z } from "zod";
import { NOTIFICATION_CHANNEL_PATTERN } from "@/lib/realtime/channel";
import { AppError } from "@/lib/errors";
import { parseJson, route } from "@/server/http";
import { requirePermission } from "@/server/policy";
import { authorizeChannel } from "@/server/realtime/server";
import { requireSessionAccess } from "@/server/sessions";

const bodySchema = z.object({
  socket_id: z.string().regex(/^\d{1,20}\.\d{1,20}$/, "Invalid socket id"),
  channel_name: z.string().max(100).regex(NOTIFICATION_CHANNEL_PATTERN, "Unknown channel"),
});

/**
 * Pusher's channel authorisation for private-notifications-{sessionId}: signs the
 * subscription only for someone the session access rules let read that session
 * (owner, anyone for public or guest sessions). Without Pusher configured: 404.
 */
export const POST = route(async (request) => {
  const { socket_id, channel_name } = await parseJson(request, bodySchema);
  const user = await requirePermission("session.read");
  const sessionId = NOTIFICATION_CHANNEL_PATTERN.exec(channel_name)![1];
  await requireSessionAccess({ sessionId, viewer: user, action: "read" });
  const signed = authorizeChannel(socket_id, channel_name);
  if (!signed) throw new AppError("not_found", "Realtime notifications are not configured");
  return NextResponse.json(signed, { headers: { "Cache-Control": "no-store" } });
});
