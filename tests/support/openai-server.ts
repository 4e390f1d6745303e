/**
 * A local OpenAI Chat Completions server (POST {prefix}/chat/completions) as strict as OpenAI's, for the
 * LLM mode's tests: the paid model is the only part that is stood in for, and this stand-in refuses what
 * OpenAI refuses. Checked against OpenAI's API reference (Chat Completions: the request body, the
 * chat.completion and chat.completion.chunk objects, streaming, error codes):
 *
 * - the key: `Authorization: Bearer …`, else 401 `invalid_api_key`;
 * - the body: only Chat Completions' own fields ("Unrecognized request argument supplied: …"), messages
 *   by role, every assistant tool call answered by a tool message with its id before the next message,
 *   tools as functions with valid names, `parallel_tool_calls` and `tool_choice` only beside `tools`,
 *   `stream_options` only when streaming; for a reasoning model name (o1, o3, o4-mini, gpt-5…)
 *   `max_tokens` is refused ("Use 'max_completion_tokens' instead", code `unsupported_parameter`), and
 *   so is a temperature other than 1;
 * - streaming in OpenAI's server-sent events: `data: {chat.completion.chunk}` lines, the role first,
 *   text in small deltas, tool-call arguments split across chunks by index, a refusal in
 *   `delta.refusal`, the finish reason (stop, length, tool_calls, content_filter), the usage chunk
 *   (empty choices) when `stream_options.include_usage`, then `data: [DONE]`; a non-streaming request
 *   gets one chat.completion object;
 * - errors in OpenAI's shape (`{ error: { message, type, param, code } }`): 401, 429 with Retry-After,
 *   500, 503.
 *
 * A test scripts the model's turns in order (`script(...)`); each request takes the next one.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

export type ToolCallScript = { name: string; arguments: unknown; id?: string };
export type Turn =
  /** Text, streamed word by word; `hold` keeps the last word back until it resolves. */
  | { say: string; finish?: "stop" | "length" | "content_filter"; hold?: Promise<void>; delayMs?: number }
  /** Tool calls in one assistant message (several: parallel calls), with optional text before them. */
  | { call: ToolCallScript[]; say?: string }
  /** OpenAI's refusal: `refusal` instead of content, finish_reason "stop". */
  | { refuse: string }
  | { error: 400 | 401 | 404 | 429 | 500 | 503; retryAfter?: string; message?: string }
  /** Headers sent, then nothing until the client gives up. */
  | { hang: true }
  /** A body that isn't the protocol's (e.g. not JSON). */
  | { raw: (res: ServerResponse) => void };

export type ModelRequest = { path: string; headers: IncomingHttpHeaders; body: ChatRequest; status: number; aborted: boolean; receivedAt: number; finishedAt?: number };
export type Refusal = { status: number; error: { message: string; type: string; param: string | null; code: string | null } };

/** o1, o3-mini, o4-mini, gpt-5, gpt-5.1-mini…, also behind a gateway's "openai/" prefix. */
export const REASONING_MODEL = /(^|\/)(o\d+($|-)|gpt-5)/i;

const text = z.string();
const contentPart = z.looseObject({ type: z.string() });
const content = z.union([text, z.array(contentPart).min(1)]);
const toolCall = z.strictObject({ id: z.string().min(1), type: z.literal("function"), function: z.strictObject({ name: z.string(), arguments: z.string() }) });
const message = z.discriminatedUnion("role", [
  z.strictObject({ role: z.literal("system"), content, name: z.string().optional() }),
  z.strictObject({ role: z.literal("developer"), content, name: z.string().optional() }),
  z.strictObject({ role: z.literal("user"), content, name: z.string().optional() }),
  z.strictObject({
    role: z.literal("assistant"),
    content: content.nullable().optional(),
    refusal: z.string().nullable().optional(),
    name: z.string().optional(),
    tool_calls: z.array(toolCall).min(1).optional(),
    audio: z.unknown().optional(),
  }),
  z.strictObject({ role: z.literal("tool"), content, tool_call_id: z.string().min(1) }),
]);
const tool = z.strictObject({
  type: z.literal("function"),
  function: z.strictObject({
    name: z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/),
    description: z.string().optional(),
    parameters: z.record(z.string(), z.unknown()).optional(),
    strict: z.boolean().nullable().optional(),
  }),
});
/** Chat Completions' request body (OpenAI API reference, "Create chat completion"). */
const chatRequest = z.strictObject({
  model: z.string().min(1),
  messages: z.array(message).min(1),
  tools: z.array(tool).max(128).optional(),
  tool_choice: z.union([z.enum(["none", "auto", "required"]), z.strictObject({ type: z.literal("function"), function: z.strictObject({ name: z.string() }) })]).optional(),
  parallel_tool_calls: z.boolean().optional(),
  max_tokens: z.number().int().min(1).nullable().optional(),
  max_completion_tokens: z.number().int().min(1).nullable().optional(),
  temperature: z.number().min(0).max(2).nullable().optional(),
  top_p: z.number().min(0).max(1).nullable().optional(),
  n: z.literal(1).nullable().optional(),
  stream: z.boolean().nullable().optional(),
  stream_options: z.strictObject({ include_usage: z.boolean().optional(), include_obfuscation: z.boolean().optional() }).nullable().optional(),
  stop: z.union([z.string(), z.array(z.string()).max(4)]).nullable().optional(),
  presence_penalty: z.number().min(-2).max(2).nullable().optional(),
  frequency_penalty: z.number().min(-2).max(2).nullable().optional(),
  logit_bias: z.record(z.string(), z.number()).nullable().optional(),
  logprobs: z.boolean().nullable().optional(),
  top_logprobs: z.number().int().min(0).max(20).nullable().optional(),
  response_format: z.looseObject({ type: z.enum(["text", "json_object", "json_schema"]) }).optional(),
  seed: z.number().int().nullable().optional(),
  user: z.string().optional(),
  safety_identifier: z.string().optional(),
  prompt_cache_key: z.string().optional(),
  reasoning_effort: z.enum(["minimal", "low", "medium", "high"]).nullable().optional(),
  verbosity: z.enum(["low", "medium", "high"]).nullable().optional(),
  service_tier: z.enum(["auto", "default", "flex", "scale", "priority"]).nullable().optional(),
  store: z.boolean().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  modalities: z.array(z.enum(["text", "audio"])).nullable().optional(),
  audio: z.unknown().optional(),
  prediction: z.unknown().optional(),
  web_search_options: z.unknown().optional(),
});
export type ChatRequest = z.infer<typeof chatRequest>;

const invalid = (message: string, param: string | null = null, code: string | null = null): Refusal => ({ status: 400, error: { message, type: "invalid_request_error", param, code } });

/** What OpenAI would refuse in this body; null when it would take it. */
export function checkChatRequest(raw: unknown): Refusal | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return invalid("We could not parse the JSON body of your request.");
  const parsed = chatRequest.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue.code === "unrecognized_keys" && issue.path.length === 0) return invalid(`Unrecognized request argument supplied: ${issue.keys.join(", ")}`);
    return invalid(`Invalid value for '${issue.path.join(".")}': ${issue.message}`, issue.path.join(".") || null, "invalid_value");
  }
  const body = parsed.data;
  const reasoning = REASONING_MODEL.test(body.model);
  if (reasoning && body.max_tokens != null) {
    return invalid("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", "max_tokens", "unsupported_parameter");
  }
  if (reasoning && body.temperature != null && body.temperature !== 1) {
    return invalid(`Unsupported value: 'temperature' does not support ${body.temperature} with this model. Only the default (1) value is supported.`, "temperature", "unsupported_value");
  }
  if (!reasoning && body.reasoning_effort != null) return invalid("Unrecognized request argument supplied: reasoning_effort");
  if (body.stream_options != null && !body.stream) return invalid("The 'stream_options' parameter is only allowed when 'stream' is enabled.", "stream_options");
  if (!body.tools?.length && body.parallel_tool_calls !== undefined) return invalid("Invalid value for 'parallel_tool_calls': 'parallel_tool_calls' is only allowed when 'tools' are specified.", "parallel_tool_calls");
  if (!body.tools?.length && body.tool_choice !== undefined) return invalid("Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' are specified.", "tool_choice");
  // Every tool call answered, by id, before the conversation goes on; no answer to a call never made.
  let open = new Set<string>();
  for (const [i, m] of body.messages.entries()) {
    if (m.role === "tool") {
      if (!open.has(m.tool_call_id)) return invalid(`Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.`, `messages.[${i}].role`);
      open.delete(m.tool_call_id);
      continue;
    }
    if (open.size > 0) {
      return invalid(`An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...open].join(", ")}`, `messages.[${i}].role`);
    }
    if (m.role === "assistant" && m.tool_calls) open = new Set(m.tool_calls.map((c) => c.id));
  }
  const names = new Set(body.tools?.map((t) => t.function.name));
  for (const m of body.messages) {
    if (m.role === "assistant") for (const c of m.tool_calls ?? []) if (!names.has(c.function.name)) return invalid(`Unknown tool in the conversation: ${c.function.name}`);
  }
  return null;
}

const ERRORS: Record<number, Omit<Refusal["error"], "message"> & { message: string }> = {
  400: { message: "Bad request.", type: "invalid_request_error", param: null, code: null },
  401: { message: "Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.", type: "invalid_request_error", param: null, code: "invalid_api_key" },
  404: { message: "The model does not exist or you do not have access to it.", type: "invalid_request_error", param: null, code: "model_not_found" },
  429: { message: "Rate limit reached for requests. Please try again in 1s.", type: "requests", param: null, code: "rate_limit_exceeded" },
  500: { message: "The server had an error while processing your request. Sorry about that!", type: "server_error", param: null, code: null },
  503: { message: "The engine is currently overloaded, please try again later.", type: "server_error", param: null, code: null },
};

export type ModelServer = {
  url: string;
  apiKey: string;
  requests: ModelRequest[];
  /** Bodies refused for their shape (each also in `requests` with status 400). */
  refusals: Refusal[];
  script: (...turns: Turn[]) => void;
  /** Turns not yet used. */
  pending: () => number;
  reset: () => void;
  close: () => Promise<void>;
};

/** Words with their following space, as a model's tokens arrive. */
const tokens = (s: string) => s.match(/\S+\s*|\s+/g) ?? [];

export async function startModelServer({ apiKey = "sk-test", prefix = "/v1" }: { apiKey?: string; prefix?: string } = {}): Promise<ModelServer> {
  const queue: Turn[] = [];
  const requests: ModelRequest[] = [];
  const refusals: Refusal[] = [];
  const open = new Set<ServerResponse>();
  let sequence = 0;

  const server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (raw += c));
    req.on("end", () => {
      open.add(res);
      res.on("close", () => open.delete(res));
      const record: ModelRequest = { path: req.url ?? "/", headers: req.headers, body: {} as ChatRequest, status: 0, aborted: false, receivedAt: Date.now() };
      const fail = (status: number, error: Refusal["error"], headers: Record<string, string> = {}) => {
        record.status = status;
        res.writeHead(status, { "Content-Type": "application/json", ...headers });
        res.end(JSON.stringify({ error }));
      };
      if (req.method !== "POST" || req.url !== `${prefix}/chat/completions`) return fail(404, { ...ERRORS[404], message: `Invalid URL (${req.method} ${req.url})`, code: null });
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return fail(400, invalid("We could not parse the JSON body of your request.").error);
      }
      record.body = body as ChatRequest;
      requests.push(record);
      if (req.headers.authorization !== `Bearer ${apiKey}`) return fail(401, ERRORS[401]);
      const refused = checkChatRequest(body);
      if (refused) {
        refusals.push(refused);
        return fail(refused.status, refused.error);
      }
      const turn = queue.shift();
      if (!turn) return fail(500, { ...ERRORS[500], message: "No answer scripted for this request." });
      res.on("close", () => {
        if (!res.writableFinished) record.aborted = true;
      });
      void answer(turn, record, res, fail, (body as ChatRequest).stream === true, (body as ChatRequest).stream_options?.include_usage === true, ++sequence);
    });
  });

  async function answer(
    turn: Turn,
    record: ModelRequest,
    res: ServerResponse,
    fail: (status: number, error: Refusal["error"], headers?: Record<string, string>) => void,
    stream: boolean,
    includeUsage: boolean,
    n: number,
  ) {
    if ("error" in turn) {
      return fail(turn.error, { ...ERRORS[turn.error], ...(turn.message ? { message: turn.message } : {}) }, turn.retryAfter ? { "Retry-After": turn.retryAfter } : {});
    }
    if ("raw" in turn) {
      record.status = 200;
      return turn.raw(res);
    }
    record.status = 200;
    const id = `chatcmpl-${n}`;
    const model = record.body.model;
    const usage = { prompt_tokens: 40, completion_tokens: 12, total_tokens: 52 };
    if ("hang" in turn) {
      res.writeHead(200, { "Content-Type": stream ? "text/event-stream" : "application/json" });
      return;
    }
    const calls = "call" in turn ? turn.call.map((c, i) => ({ id: c.id ?? `call_${n}_${i}`, name: c.name, args: typeof c.arguments === "string" ? c.arguments : JSON.stringify(c.arguments) })) : [];
    const said = "say" in turn ? (turn.say ?? "") : "";
    const refusal = "refuse" in turn ? turn.refuse : null;
    const finish = calls.length ? "tool_calls" : "finish" in turn && turn.finish ? turn.finish : "stop";

    if (!stream) {
      // One object: it can only go once the whole answer, the held last word included, is written.
      if ("hold" in turn && turn.hold) await turn.hold;
      record.finishedAt = Date.now();
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [
            {
              index: 0,
              message: {
                role: "assistant",
                content: refusal ? null : said || (calls.length ? null : ""),
                refusal,
                ...(calls.length ? { tool_calls: calls.map((c) => ({ id: c.id, type: "function", function: { name: c.name, arguments: c.args } })) } : {}),
              },
              logprobs: null,
              finish_reason: finish,
            },
          ],
          usage,
        }),
      );
      return;
    }

    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
      `data: ${JSON.stringify({
        id,
        object: "chat.completion.chunk",
        created: Math.floor(Date.now() / 1000),
        model,
        system_fingerprint: null,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
        ...(includeUsage ? { usage: null } : {}),
      })}\n\n`;
    const send = (s: string) => !res.destroyed && res.write(s);
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const delay = "delayMs" in turn && turn.delayMs !== undefined ? turn.delayMs : 5;

    send(chunk({ role: "assistant", content: "", refusal: null }));
    if (refusal !== null) {
      for (const t of tokens(refusal)) {
        send(chunk({ refusal: t }));
        await pause(delay);
      }
    }
    const words = tokens(said);
    for (const [i, t] of words.entries()) {
      if (i === words.length - 1 && "hold" in turn && turn.hold) await turn.hold;
      if (res.destroyed) return;
      send(chunk({ content: t }));
      await pause(delay);
    }
    for (const [index, c] of calls.entries()) {
      send(chunk({ tool_calls: [{ index, id: c.id, type: "function", function: { name: c.name, arguments: "" } }] }));
      // Arguments arrive in pieces, as OpenAI streams them.
      for (let at = 0; at < c.args.length; at += 7) {
        send(chunk({ tool_calls: [{ index, function: { arguments: c.args.slice(at, at + 7) } }] }));
      }
      await pause(delay);
    }
    send(chunk({}, finish));
    if (includeUsage) send(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model, system_fingerprint: null, choices: [], usage })}\n\n`);
    send("data: [DONE]\n\n");
    record.finishedAt = Date.now();
    res.end();
  }

  // An idle connection stays open longer than the client keeps it (undici: 4 s), as a real API's does: with Node's
  // 5 s default, a loaded machine lets the client reuse a socket the server is closing (ECONNRESET, a flaky fallback).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    apiKey,
    requests,
    refusals,
    script: (...turns) => void queue.push(...turns),
    pending: () => queue.length,
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      refusals.length = 0;
    },
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
