import "server-only";
import { errorFields, log } from "@/server/log";
import { CHAT_ERRORS } from "@/lib/chat/copy";
import { InvalidReplyError, parseAssistantReply } from "@/lib/chat/reply-format";
import { CHAT_TIMEOUT_MS } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import type { ReplyProducer } from "./producer";

/**
 * External mode (CHAT_WEBHOOK_URL): spec 1, call 2. The workflow receives
 * { message, session_id, user_id, timestamp } and answers in any of the reply formats
 * of spec 1 section 5. A call that takes longer than 30 s is aborted and reads as
 * "No Results Found"; a refused connection, a non-OK status or an answer without
 * user_message ("Invalid response format") reads as "Connection Error".
 */
export type ChatWebhookPayload = { message: string; session_id: string; user_id: string | null; timestamp: string };

export const chatTimeoutError = () => new AppError("timeout", CHAT_ERRORS.timeout.description);
export const chatConnectionError = () => new AppError("unavailable", CHAT_ERRORS.connection.description);

export function externalProducer(
  url: string,
  opts: { secret?: string; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): ReplyProducer {
  const timeoutMs = opts.timeoutMs ?? CHAT_TIMEOUT_MS;
  const origin = new URL(url).origin;
  return {
    kind: "external",
    async reply(input) {
      const payload: ChatWebhookPayload = {
        message: input.message,
        session_id: input.sessionId,
        user_id: input.userId,
        timestamp: new Date().toISOString(),
      };
      const signal = AbortSignal.timeout(timeoutMs);
      let raw: string;
      try {
        const res = await (opts.fetchImpl ?? fetch)(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...(opts.secret ? { Authorization: `Bearer ${opts.secret}` } : {}) },
          body: JSON.stringify(payload),
          signal,
          cache: "no-store",
        });
        raw = await res.text();
        if (!res.ok) {
          log("chat").warn({ origin, status: res.status }, "workflow answered with an error");
          throw chatConnectionError();
        }
      } catch (err) {
        if (err instanceof AppError) throw err;
        // The body can time out after the headers arrived: the signal says which.
        if (signal.aborted) {
          log("chat").warn({ origin, timeoutMs }, "workflow timed out");
          throw chatTimeoutError();
        }
        log("chat").warn({ origin, ...errorFields(err) }, "workflow unreachable");
        throw chatConnectionError();
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      try {
        const reply = parseAssistantReply(body);
        return {
          text: reply.user_message,
          form: reply.showForm && reply.formFields.length > 0 ? reply.formFields : undefined,
          sessionId: reply.session_id,
          state: input.state,
          source: "external",
        };
      } catch (err) {
        if (err instanceof InvalidReplyError) {
          log("chat").warn({ origin, problem: err.message, bytes: raw.length }, "workflow reply refused");
          throw chatConnectionError();
        }
        throw err;
      }
    },
  };
}
