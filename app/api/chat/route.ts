import { NextResponse } from "next/server";
import { chatHistoryQuerySchema, chatRequestSchema } from "@/lib/chat/types";
import { parseJson, parseQuery, route } from "@/server/http";
import { clientIp, enforce } from "@/server/rate-limit";
import { CHAT_LIMITS } from "@/server/chat/limits";
import { getChatHistory, handleChatTurn } from "@/server/chat/service";
import { streamChatTurn, toUIMessage } from "@/server/chat/ui-messages";
import { requirePermission } from "@/server/policy";

/**
 * The Property Assistant (spec 1 section 2, "Chat panel"): answers one message as an AI SDK
 * UI message stream. Writing needs the session's owner or an ownerless session.
 */
export const POST = route(async (request) => {
  await enforce(CHAT_LIMITS.perIp, clientIp(request), "messages");
  const viewer = await requirePermission("chat.send");
  const body = await parseJson(request, chatRequestSchema);
  await enforce(CHAT_LIMITS.perSession, body.sessionId, "messages");
  // The reply streams as it is written; the request's signal lets a stop cancel the model's request.
  return streamChatTurn((onText) => handleChatTurn({ request: body, viewer, signal: request.signal, onText }));
});

/** A session's stored conversation, in the same shape, for its owner; through a shared link, none of it (server/chat/service.ts). */
export const GET = route(async (request) => {
  const { sessionId } = parseQuery(request, chatHistoryQuerySchema);
  const viewer = await requirePermission("session.read");
  const history = await getChatHistory({ sessionId, viewer });
  return NextResponse.json({ sessionId, writable: history.writable, claimable: history.claimable, withheld: history.withheld, messages: history.messages.map(toUIMessage) });
});
