import "server-only";

/**
 * The parts of an OpenAI-compatible Chat Completions request that differ by model and provider
 * (docs/LLM-MODE.md): which field caps the output, and one retry after a 429 or 503.
 */
export type MaxTokensField = "max_tokens" | "max_completion_tokens";

/**
 * OpenAI's reasoning models (o1, o3, o4-mini…, gpt-5 and its versions) refuse `max_tokens` with a 400
 * and take `max_completion_tokens`, which also counts their reasoning tokens. Matched after a
 * gateway's "provider/" prefix too ("openai/gpt-5-mini").
 */
export const REASONING_MODEL_NAME = /(^|\/)(o\d+($|-)|gpt-5)/i;

export function maxTokensFieldFor(model: string, configured?: MaxTokensField): MaxTokensField {
  return configured ?? (REASONING_MODEL_NAME.test(model) ? "max_completion_tokens" : "max_tokens");
}

/**
 * What the provider package sends, adjusted: the output cap under the model's field, and
 * `parallel_tool_calls: false` beside tools, so the model asks for one tool at a time and sees each
 * result (update_preferences before run_search) before the next call.
 */
export function adjustRequestBody(body: Record<string, unknown>, field: MaxTokensField): Record<string, unknown> {
  const out = { ...body };
  if (field === "max_completion_tokens" && out.max_tokens !== undefined) {
    out.max_completion_tokens = out.max_tokens;
    delete out.max_tokens;
  }
  if (Array.isArray(out.tools) && out.tools.length > 0) out.parallel_tool_calls = false;
  return out;
}

/** Retry-After (seconds or an HTTP date) or OpenAI's retry-after-ms, in ms; null when absent or unreadable. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const ms = Number(headers.get("retry-after-ms"));
  if (headers.get("retry-after-ms") && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get("retry-after");
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Without a Retry-After: a short pause, as OpenAI's own clients do before a retry. */
export const DEFAULT_RETRY_MS = 1_000;
/** Left for the retried call itself: a retry that would start this close to the time limit is not made. */
const MIN_TIME_FOR_RETRY_MS = 2_000;

/**
 * fetch for the provider: a 429 (rate limited) or 503 (overloaded) is retried once, after the wait the
 * server asked for, when that wait still leaves time before `deadline`; otherwise the answer stands and
 * the caller tells the user the model is busy or unavailable. Other answers (401, 400, 500) are never
 * retried: the same request would get the same answer.
 */
export function retryOnceFetch(base: typeof fetch, deadline: number): typeof fetch {
  return async (input, init) => {
    const first = await base(input, init);
    if (first.status !== 429 && first.status !== 503) return first;
    const wait = retryAfterMs(first.headers) ?? DEFAULT_RETRY_MS;
    if (Date.now() + wait + MIN_TIME_FOR_RETRY_MS > deadline) return first;
    await first.body?.cancel().catch(() => {});
    await new Promise<void>((resolve, reject) => {
      const signal = init?.signal;
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(resolve, wait);
      signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(signal.reason);
      }, { once: true });
    });
    return base(input, init);
  };
}
