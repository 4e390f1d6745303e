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
  let res: Response;
  try {
    res = await (opts.fetchImpl ?? fetch)(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(opts.secret ? { Authorization: `Bearer ${opts.secret}` } : {}) },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
    log("search").warn({ origin: new URL(url).origin, timedOut, ...errorFields(err) }, "workflow call failed");
    throw timedOut
      ? new AppError("timeout", "The search service did not answer in time.")
      : new AppError("unavailable", "The search service could not be reached.");
  }
  const raw = await res.text().catch(() => "");
  if (!res.ok) {
    log("search").warn({ origin: new URL(url).origin, status: res.status, bytes: raw.length }, "workflow answered with an error");
    throw new AppError("unavailable", "The search service answered with an error.");
  }
  let body: unknown = {};
  if (raw.trim()) {
    try {
      body = JSON.parse(raw);
    } catch {
      // A plain-text "ok" is an acceptance; nothing more to read.
      body = {};
    }
  }
  return readWorkflowAnswer(body);
}
