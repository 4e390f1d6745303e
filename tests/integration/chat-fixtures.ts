/**
 * Helpers for the Property Assistant's integration tests: posting a message to the
 * route handler and reading its UI message stream (SSE) back into text and data parts.
 * (Not a test file itself.)
 */
import { POST } from "@/app/api/chat/route";
import type { ChatFormData, ChatPreferencesData, ChatReplyData } from "@/lib/chat/types";
import { stopSearchWorker } from "./search-worker";
import { TEST_BROWSER_COOKIE } from "./search-fixtures";

export type ReadReply = {
  status: number;
  contentType: string | null;
  text: string;
  form: ChatFormData | null;
  preferences: ChatPreferencesData | null;
  reply: ChatReplyData | null;
  chunks: { type: string; [k: string]: unknown }[];
  error: { code: string; message: string } | null;
};

export async function readChatResponse(res: Response): Promise<ReadReply> {
  const out: ReadReply = { status: res.status, contentType: res.headers.get("content-type"), text: "", form: null, preferences: null, reply: null, chunks: [], error: null };
  const raw = await res.text();
  if (!res.ok) {
    out.error = (JSON.parse(raw) as { error: { code: string; message: string } }).error;
    return out;
  }
  for (const line of raw.split("\n")) {
    if (!line.startsWith("data: ")) continue;
    const data = line.slice(6).trim();
    if (data === "[DONE]") continue;
    const chunk = JSON.parse(data) as { type: string; delta?: string; data?: unknown };
    out.chunks.push(chunk);
    if (chunk.type === "text-delta") out.text += chunk.delta ?? "";
    if (chunk.type === "data-form") out.form = chunk.data as ChatFormData;
    if (chunk.type === "data-preferences") out.preferences = chunk.data as ChatPreferencesData;
    if (chunk.type === "data-reply") out.reply = chunk.data as ChatReplyData;
  }
  return out;
}

let ipCounter = 1;
/** A fresh client address per call unless one is given (TRUSTED_PROXY_HOPS=1 in these tests). */
export function chatRequest(body: unknown, opts: { ip?: string; raw?: string } = {}) {
  const ip = opts.ip ?? `10.9.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;
  return new Request("http://localhost/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-forwarded-for": ip, cookie: TEST_BROWSER_COOKIE },
    body: opts.raw ?? JSON.stringify(body),
  });
}

export async function sendChat(sessionId: string, text: string, opts: { ip?: string } = {}): Promise<ReadReply> {
  return readChatResponse(await POST(chatRequest({ sessionId, message: { text } }, opts), {}));
}

/**
 * The built-in assistant and the built-in engine answer (no LLM key, no webhooks), behind one
 * trusted proxy; call from beforeAll, and the returned function from afterAll.
 */
export function setUpBuiltinChat(): () => Promise<void> {
  process.env.TRUSTED_PROXY_HOPS = "1";
  for (const key of ["CHAT_WEBHOOK_URL", "LLM_API_KEY", "ESTIMATE_WEBHOOK_URL", "SEARCH_WEBHOOK_URL"]) delete process.env[key];
  return async () => {
    await stopSearchWorker();
    delete process.env.TRUSTED_PROXY_HOPS;
  };
}
