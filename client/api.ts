import { parseApiErrorBody } from "@/lib/api-error";

/**
 * The one way the browser calls our JSON routes: same-origin, never cached, the body
 * sent as JSON, the answer parsed with the route's response schema, and every
 * failure — network, error status, an answer of the wrong shape — thrown as ApiError
 * with the server's safe message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: { reason?: string; fields?: Record<string, string[]>; retryAfterSeconds?: number | null; ownerEmail?: string | null } = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
  get reason() {
    return this.details.reason ?? null;
  }
  get fields() {
    return this.details.fields ?? {};
  }
  get ownerEmail() {
    return this.details.ownerEmail ?? null;
  }
  get retryAfterSeconds() {
    return this.details.retryAfterSeconds ?? null;
  }
}

/**
 * What parses an answer: any zod schema, or a hand-written parser of the same shape where
 * a page must not carry zod (lib/auth/viewer.ts). Imports no zod itself.
 */
export type ResponseParser<T = unknown> = { safeParse(data: unknown): { success: true; data: T } | { success: false } };

type Options<S extends ResponseParser | undefined> = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  schema?: S;
  signal?: AbortSignal;
  /** Lets a save started as the page unloads finish. */
  keepalive?: boolean;
  fetchImpl?: typeof fetch;
};

type Result<S> = S extends ResponseParser<infer T> ? T : unknown;

export async function apiFetch<S extends ResponseParser | undefined = undefined>(url: string, options: Options<S> = {}): Promise<Result<S>> {
  const { method = "GET", body, schema, signal, keepalive, fetchImpl = fetch.bind(globalThis) } = options;
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      signal,
      keepalive,
      ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    });
  } catch (err) {
    if ((err as { name?: string })?.name === "AbortError") throw err;
    // The browser's own words ("Failed to fetch"): the callers prefix them with their context.
    throw new ApiError(0, "network", err instanceof Error && err.message ? err.message : "Network error");
  }
  let parsed: unknown = undefined;
  if (res.status !== 204) {
    try {
      parsed = await res.json();
    } catch {
      parsed = undefined; // A non-JSON answer (a proxy's error page) is reported by its status.
    }
  }
  if (!res.ok) {
    const error = parseApiErrorBody(parsed);
    const retry = Number(res.headers.get("Retry-After"));
    const details = { retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : null };
    if (!error) throw new ApiError(res.status, "error", `Request failed (${`${res.status} ${res.statusText}`.trim()})`, details);
    const e = error.error;
    throw new ApiError(res.status, e.code, e.message, { ...details, reason: e.reason, fields: e.fields, ownerEmail: e.ownerEmail ?? null });
  }
  if (!schema) return parsed as Result<S>;
  const checked = schema.safeParse(parsed);
  if (!checked.success) throw new ApiError(res.status, "invalid_response", "The server sent an answer this page doesn't understand. Please reload.");
  return checked.data as Result<S>;
}
