import { parseApiErrorBody } from "@/lib/api-error";
import { EARLY_FETCH_GLOBAL, EARLY_FETCH_MAX_AGE_MS, type EarlyFetches } from "@/lib/early-fetch";

/**
 * The one way the browser calls our routes: same-origin, never cached, the body
 * sent as JSON, the answer parsed with the route's response schema, and every
 * failure — network, error status, an answer of the wrong shape — thrown as ApiError
 * with the server's safe message. A library that reads the answer itself (the chat's
 * stream) gets the same through apiFetchFunction.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: { reason?: string; fields?: Record<string, string[]>; retryAfterSeconds?: number | null; ownerEmail?: string | null } = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
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
  /** The server's own safe message; null when it didn't say why (no answer, an error page, an answer of the wrong shape). */
  get serverMessage(): string | null {
    return CLIENT_CODES.has(this.code) ? null : this.message;
  }
}

/** The codes this file gives failures the server didn't explain. */
const NETWORK = "network";
const UNREADABLE = "error";
const WRONG_SHAPE = "invalid_response";
const CLIENT_CODES = new Set([NETWORK, UNREADABLE, WRONG_SHAPE]);

/**
 * What parses an answer: any zod schema, or a hand-written parser of the same shape where
 * a page must not carry zod (lib/auth/viewer.ts). Imports no zod itself.
 */
export type ResponseParser<T = unknown> = { safeParse(data: unknown): { success: true; data: T } | { success: false } };

type Options<S extends ResponseParser | undefined> = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Without one the answer is `unknown`: for calls that only need to know it succeeded. */
  schema?: S;
  signal?: AbortSignal;
  /** Lets a save started as the page unloads finish. */
  keepalive?: boolean;
  fetchImpl?: typeof fetch;
};

type Result<S> = S extends ResponseParser<infer T> ? T : unknown;

async function send(fetchImpl: typeof fetch, input: RequestInfo | URL, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(input, { ...init, credentials: "same-origin", cache: "no-store" });
  } catch (err) {
    // A cancelled or timed-out request is the caller's own doing: it sees its own error.
    const name = (err as { name?: string })?.name;
    if (name === "AbortError" || name === "TimeoutError") throw err;
    // The browser's own words ("Failed to fetch"): the callers prefix them with their context.
    throw new ApiError(0, NETWORK, err instanceof Error && err.message ? err.message : "Network error", {}, { cause: err });
  }
}

async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  try {
    return await res.json();
  } catch {
    return undefined; // A non-JSON answer (a proxy's error page) is reported by its status.
  }
}

function failure(res: Response, body: unknown): ApiError {
  const error = parseApiErrorBody(body);
  const retry = Number(res.headers.get("Retry-After"));
  const details = { retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : null };
  if (!error) return new ApiError(res.status, UNREADABLE, `Request failed (${`${res.status} ${res.statusText}`.trim()})`, details);
  const e = error.error;
  return new ApiError(res.status, e.code, e.message, { ...details, reason: e.reason, fields: e.fields, ownerEmail: e.ownerEmail ?? null });
}

/**
 * The answer to a GET of `url` that the page's inline script sent as the HTML was parsed (lib/early-fetch.ts):
 * taken once, and only while fresh; null when there is none (then the call goes out as usual).
 */
function takeEarlyFetch(url: string): Promise<Response> | null {
  if (typeof window === "undefined") return null;
  const sent = (window as unknown as Record<string, EarlyFetches | undefined>)[EARLY_FETCH_GLOBAL];
  const early = sent?.[url];
  if (!sent || !early) return null;
  delete sent[url];
  return performance.now() - early.at <= EARLY_FETCH_MAX_AGE_MS ? early.response : null;
}

export async function apiFetch<S extends ResponseParser | undefined = undefined>(url: string, options: Options<S> = {}): Promise<Result<S>> {
  const { method = "GET", body, schema, signal, keepalive } = options;
  // A plain GET may already be on its way (the page's first reads); a caller's own fetch or signal always sends its own.
  const early = method === "GET" && !options.fetchImpl && !signal ? takeEarlyFetch(url) : null;
  const fetchImpl = early ? () => early : (options.fetchImpl ?? fetch.bind(globalThis));
  const res = await send(fetchImpl, url, {
    method,
    signal,
    keepalive,
    ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  const parsed = await readJson(res);
  if (!res.ok) throw failure(res, parsed);
  if (!schema) return parsed as Result<S>;
  const checked = schema.safeParse(parsed);
  if (!checked.success) throw new ApiError(res.status, WRONG_SHAPE, "The server sent an answer this page doesn't understand. Please reload.");
  return checked.data as Result<S>;
}

/**
 * A fetch function for a library that sends the request and reads the answer itself (the
 * AI SDK's chat transport, which streams it): the same request defaults as apiFetch, a
 * failed answer thrown as the same ApiError, and optionally a time limit (which rejects
 * with a TimeoutError).
 */
export function apiFetchFunction({ timeoutMs, fetchImpl = fetch.bind(globalThis) }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): typeof fetch {
  return async (input, init) => {
    const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
    const signal = timeout && init?.signal ? AbortSignal.any([init.signal, timeout]) : (timeout ?? init?.signal);
    const res = await send(fetchImpl, input, { ...init, signal });
    if (!res.ok) throw failure(res, await readJson(res));
    return res;
  };
}

/**
 * A file from one of our routes (an export): the same request defaults and ApiError as apiFetch,
 * the answer as a Blob with the file name the server gave in Content-Disposition.
 */
export async function apiDownload(url: string, { fetchImpl = fetch.bind(globalThis), signal }: { fetchImpl?: typeof fetch; signal?: AbortSignal } = {}): Promise<{ blob: Blob; filename: string | null }> {
  const res = await send(fetchImpl, url, { method: "GET", signal });
  if (!res.ok) throw failure(res, await readJson(res));
  return { blob: await res.blob(), filename: filenameOf(res.headers.get("content-disposition")) };
}

/** The file name of a Content-Disposition header: filename* (RFC 5987) first, then filename. */
export function filenameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}
