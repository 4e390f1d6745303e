import "server-only";
import { log } from "@/server/log";
import { isAdviceQuestion, isMoneyQuestion, isProjectionQuestion } from "@/lib/assistant";
import { CHAT_COPY } from "@/lib/chat/copy";
import { env } from "@/server/env";
import { builtinProducer } from "./builtin";
import { externalProducer } from "./external";
import { llmProducer, LlmUnavailableError } from "./llm";
import type { ReplyProducer } from "./producer";

/**
 * Which producer answers: the external workflow when CHAT_WEBHOOK_URL is set, else the
 * LLM when LLM_API_KEY is set (falling back to the built-in assistant for a turn it
 * can't answer, and leaving money questions to it), else the built-in assistant.
 */
export function withFallback(primary: ReplyProducer, fallback: ReplyProducer): ReplyProducer {
  return {
    kind: primary.kind,
    async reply(input) {
      try {
        return await primary.reply(input);
      } catch (err) {
        // Stopped by the user: nobody is waiting for another answer.
        if (input.signal?.aborted) throw err;
        const reason = err instanceof LlmUnavailableError ? err.reason : err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        log("chat").warn({ producer: primary.kind, error: reason.slice(0, 300) }, "reply producer failed; the built-in assistant answers this turn");
        // The fallback's words are not streamed: it answers at once, in one piece.
        const out = await fallback.reply({ ...input, onText: undefined });
        return { ...out, source: "builtin-fallback", notice: err instanceof LlmUnavailableError ? err.notice : CHAT_COPY.llmFallback };
      }
    },
  };
}

/**
 * Money questions ("repayments at 6.5 % on #1?", "stamp duty on a 700k house in Brisbane?") are
 * answered by the built-in assistant from lib/finance in LLM mode too, so the chat's figures are
 * the panel's to the dollar and no model makes one up (docs/ASSISTANT.md, "Money questions"). So are
 * personal-advice questions ("should I…"): a general-advice answer, never a search.
 */
export function moneyFromBuiltin(primary: ReplyProducer, builtin: ReplyProducer): ReplyProducer {
  return {
    kind: primary.kind,
    reply: (input) => (isMoneyQuestion(input.message) || isAdviceQuestion(input.message) || isProjectionQuestion(input.message) ? builtin.reply({ ...input, onText: undefined }) : primary.reply(input)),
  };
}

export function getReplyProducer(): ReplyProducer {
  const e = env();
  if (e.CHAT_WEBHOOK_URL) return externalProducer(e.CHAT_WEBHOOK_URL, { secret: e.WEBHOOK_SECRET, timeoutMs: e.WEBHOOK_TIMEOUT_MS });
  if (e.LLM_API_KEY) {
    const builtin = builtinProducer();
    return moneyFromBuiltin(withFallback(llmProducer({ apiKey: e.LLM_API_KEY, baseURL: e.LLM_BASE_URL, model: e.LLM_MODEL, maxTokensField: e.LLM_MAX_TOKENS_FIELD }), builtin), builtin);
  }
  return builtinProducer();
}
