import "server-only";
import { errorFields, log } from "@/server/log";
import { WEBHOOK_TIMEOUT_MS } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { isFailureStatus } from "@/lib/search/api";

/**
 * Calls one of the external workflow's webhooks (spec 2, calls 2 and 4) with the search
 * payload and reads the answer: `status` fail/failed/error means failure, `error` (or
 * `message`) says why. A workflow may also answer the estimate at once with
 * searchCount/estimatedTime. HTTP failures and the 30 s timeout are AppErrors.
 */
export type WorkflowAnswer = {
  failed: boolean;
  status: string | null;
  error: string | null;
  searchCount: number | null;
  estimatedTime: number | null;
};

const num = (v: unknown): number | null => {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 ? n : null;
};
const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, 500) : null);

export function readWorkflowAnswer(body: unknown): WorkflowAnswer {
  // n8n-style workflows often answer with a one-element array.
  const obj = Array.isArray(body) ? body[0] : body;
  const o = obj && typeof obj === "object" ? (obj as Record<string, unknown>) : {};
  const status = text(o.status);
  return {
    failed: isFailureStatus(status),
    status,
    error: text(o.error) ?? (isFailureStatus(status) ? text(o.message) : null),
    searchCount: num(o.searchCount),
    estimatedTime: num(o.estimatedTime),
  };
}

export async function callWorkflow(
  url: string,
  payload: unknown,
  opts: { secret?: string; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<WorkflowAnswer> {
  const timeoutMs = opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const origin = new URL(url).origin;
  // One limit for the whole exchange: a workflow that sends its headers and then stalls times out too.
  const signal = AbortSignal.timeout(timeoutMs);
  const failed = (err: unknown, stage: "request" | "body") => {
    const timedOut = signal.aborted;
    log("search").warn({ origin, stage, timedOut, timeoutMs, ...errorFields(err) }, "workflow call failed");
    return timedOut
      ? new AppError("timeout", "The search service did not answer in time.")
      : new AppError("unavailable", "The search service could not be reached.");
  };
  let res: Response;
  try {
    res = await (opts.fetchImpl ?? fetch)(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(opts.secret ? { Authorization: `Bearer ${opts.secret}` } : {}) },
      body: JSON.stringify(payload),
      signal,
      cache: "no-store",
    });
  } catch (err) {
    throw failed(err, "request");
  }
  let raw: string;
  try {
    raw = await res.text();
  } catch (err) {
    // The connection closed (or the time ran out) in the middle of the answer: nothing was accepted.
    throw failed(err, "body");
  }
  if (!res.ok) {
    log("search").warn({ origin, status: res.status, bytes: raw.length }, "workflow answered with an error");
    throw new AppError("unavailable", "The search service answered with an error.");
  }
  let body: unknown = {};
  if (raw.trim()) {
    try {
      body = JSON.parse(raw);
    } catch {
      // A plain-text "ok" (n8n's "Workflow was started") is an acceptance; an answer that says it is JSON, or looks
      // like it, and doesn't parse is garbage (a truncated or corrupted answer), not a yes.
      const claimsJson = /json/i.test(res.headers.get("content-type") ?? "") || /^[[{]/.test(raw.trim());
      if (claimsJson) {
        log("search").warn({ origin, bytes: raw.length }, "workflow answered malformed JSON");
        throw new AppError("unavailable", "The search service answered with an error.");
      }
      body = {};
    }
  }
  return readWorkflowAnswer(body);
}
