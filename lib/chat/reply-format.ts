import { assistantReplySchema, type AssistantReply } from "./types";

/**
 * The reply formats of spec 1 section 5: the webhook may answer with an `output`
 * object, an array (its first item, or that item's `reply`), a `reply` object, or the
 * reply directly. Whatever the shape, it must carry `user_message`; otherwise the
 * answer is an "Invalid response format".
 */
export const INVALID_RESPONSE_FORMAT = "Invalid response format";

export class InvalidReplyError extends Error {
  constructor() {
    super(INVALID_RESPONSE_FORMAT);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Some workflow tools send the object as a JSON string. */
function maybeJson(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const text = v.trim();
  if (!text.startsWith("{") && !text.startsWith("[")) return v;
  try {
    return JSON.parse(text);
  } catch {
    return v;
  }
}

function unwrap(raw: unknown): unknown {
  const body = maybeJson(raw);
  if (Array.isArray(body)) {
    const first = maybeJson(body[0]);
    if (isObject(first) && first.reply !== undefined) return maybeJson(first.reply);
    if (isObject(first) && first.output !== undefined && first.user_message === undefined) return maybeJson(first.output);
    return first;
  }
  if (isObject(body)) {
    if (body.output !== undefined && body.user_message === undefined) return maybeJson(body.output);
    if (body.reply !== undefined && body.user_message === undefined) return maybeJson(body.reply);
  }
  return body;
}

export function parseAssistantReply(raw: unknown): AssistantReply {
  const candidate = unwrap(raw);
  if (!isObject(candidate) || typeof candidate.user_message !== "string") throw new InvalidReplyError();
  const parsed = assistantReplySchema.safeParse(candidate);
  if (!parsed.success) throw new InvalidReplyError();
  return parsed.data;
}
