import { NextResponse } from "next/server";
import { getCurrentUser } from "@/server/auth/current-user";
import { chatHistoryQuerySchema, chatRequestSchema } from "@/lib/chat/types";
import { parseJson, parseQuery, route } from "@/server/http";
import { clientIp, enforce } from "@/server/rate-limit";
import { CHAT_LIMITS } from "@/server/chat/limits";
import { getChatHistory, handleChatTurn } from "@/server/chat/service";
import { streamChatTurn, toUIMessage } from "@/server/chat/ui-messages";
import { requirePermission } from "@/server/policy";

/**
 * The Property Assistant (spec 1 section 2, "Chat panel"). POST answers one message
 * as an AI SDK UI message stream; GET returns a session's stored conversation.
 * Session access rules apply unchanged: writing needs the owner or an ownerless
 * session, reading also works through a shared link.
 */
export const dynamic = "force-dynamic";

export const POST = route(async (request) => {
  await enforce(CHAT_LIMITS.perIp, clientIp(request), "messages");
  const { user: viewer } = await requirePermission("chat.send");
  const body = await parseJson(request, chatRequestSchema);
  await enforce(CHAT_LIMITS.perSession, body.sessionId, "messages");
  // The reply streams as it is written; the request's signal lets a stop cancel the model's request.
  return streamChatTurn((onText) => handleChatTurn({ request: body, viewer, signal: request.signal, onText }));
});

export const GET = route(async (request) => {
  const { sessionId } = parseQuery(request, chatHistoryQuerySchema);
  const viewer = await getCurrentUser();
  const history = await getChatHistory({ sessionId, viewer });
  return NextResponse.json(
    { sessionId, writable: history.writable, claimable: history.claimable, messages: history.messages.map(toUIMessage) },
    { headers: { "Cache-Control": "no-store" } },
  );
});
