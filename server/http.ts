import "server-only";
import { withGuestKeyScope } from "@/server/auth/guest-key";
import { NextResponse } from "next/server";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { env } from "@/server/env";
import { errorFields, log, withLogContext } from "@/server/log";

/** `{ error: { code, message, reason?, fields?, ownerEmail? } }` — the one error shape of every route handler. */
export function errorResponse(err: AppError) {
  const headers: Record<string, string> = {};
  if (err.details?.retryAfterSeconds !== undefined) headers["Retry-After"] = String(err.details.retryAfterSeconds);
  return NextResponse.json(
    {
      error: {
        code: err.code,
        message: err.message,
        ...(err.details?.reason ? { reason: err.details.reason } : {}),
        ...(err.details?.fields ? { fields: err.details.fields } : {}),
        ...(err.details?.ownerEmail !== undefined ? { ownerEmail: err.details.ownerEmail } : {}),
      },
    },
    { status: err.status, headers },
  );
}

/** Field -> messages, every message kept (not just the first). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function validationError(error: z.ZodError) {
  return new AppError("bad_request", error.issues[0]?.message ?? "Invalid request", { fields: fieldErrors(error) });
}

/** The body limit of every JSON route unless it says otherwise (the largest honest body, a full preferences copy, is ~3 KB). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
export const BODY_TOO_LARGE_MESSAGE = (limit: number) => `Request body is too large (the limit is ${Math.round(limit / 1024)} KB).`;
export const NOT_JSON_MESSAGE = "Request body must be JSON (Content-Type: application/json).";
export const BAD_TEXT_MESSAGE = "Text can't contain NUL characters or unpaired surrogates.";

const bodyLimits = new WeakMap<Request, number>();
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function isJsonType(type: string | null) {
  const t = (type ?? "").split(";")[0].trim().toLowerCase();
  return t === "application/json" || (t.startsWith("application/") && t.endsWith("+json"));
}

/**
 * Whether the request carries a body at all (Content-Length, chunked, or a typed stream).
 * A browser's DELETE without a body sends neither length nor type, yet Next hands the
 * handler an empty body stream: that is no body (it was answered 415, so saved sessions
 * could not be deleted).
 */
function hasBody(request: Request) {
  const length = request.headers.get("content-length");
  if (length !== null) return Number(length) !== 0;
  return request.headers.has("transfer-encoding") || (request.body !== null && request.headers.has("content-type"));
}

/**
 * The checks every route makes before its handler runs: a declared body over the
 * limit is 413 and a body that isn't JSON is 415, whether or not the handler reads it.
 */
function checkBodyHeaders(request: Request, limit: number, form: boolean) {
  if (!BODY_METHODS.has(request.method) || !hasBody(request)) return;
  const length = Number(request.headers.get("content-length") ?? "0");
  if (!Number.isFinite(length) || length > limit) throw new AppError("payload_too_large", BODY_TOO_LARGE_MESSAGE(limit));
  const type = request.headers.get("content-type");
  if (!isJsonType(type) && !(form && isFormType(type))) throw new AppError("unsupported_media_type", NOT_JSON_MESSAGE);
}

/** The bodies of a form post, which mail clients send to a one-click unsubscribe (RFC 8058). */
function isFormType(type: string | null) {
  const t = (type ?? "").split(";")[0].trim().toLowerCase();
  return t === "application/x-www-form-urlencoded" || t === "multipart/form-data";
}

/** Reads the body as UTF-8 text, stopping with 413 as soon as it passes the limit (chunked bodies have no length to check first). */
async function readText(request: Request, limit: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new AppError("payload_too_large", BODY_TOO_LARGE_MESSAGE(limit));
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("bad_request", "Request body must be UTF-8 text");
  }
}

// A NUL, or a surrogate half without its partner: PostgreSQL refuses both in text and jsonb.
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when any string (or key) anywhere in the value holds text PostgreSQL can't store. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return BAD_TEXT.test(value);
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => hasUnstorableText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => BAD_TEXT.test(k) || hasUnstorableText(v, depth + 1));
}

/**
 * The one body parser: JSON only (415 otherwise), at most the route's limit (413),
 * UTF-8, no NUL or unpaired surrogates anywhere (400), then the zod schema (400
 * with every field's messages). Never a 500 for anything a client sends.
 */
export async function parseJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const limit = bodyLimits.get(request) ?? MAX_JSON_BODY_BYTES;
  checkBodyHeaders(request, limit, false);
  if (!isJsonType(request.headers.get("content-type"))) throw new AppError("unsupported_media_type", NOT_JSON_MESSAGE);
  const text = await readText(request, limit);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Request body must be JSON");
  }
  if (hasUnstorableText(body)) throw new AppError("bad_request", BAD_TEXT_MESSAGE);
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  if (hasUnstorableText(params)) throw new AppError("bad_request", BAD_TEXT_MESSAGE);
  const result = schema.safeParse(params);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

export const REQUEST_ID_HEADER = "X-Request-Id";
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is a plain token (a proxy's or a client's), else a new UUID. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER);
  return given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** Sets (or appends) a header on a response, copying it first when its headers are immutable (a proxied fetch response). */
function withHeader(res: Response, name: string, value: string, how: "set" | "append" = "set"): Response {
  try {
    res.headers[how](name, value);
    return res;
  } catch {
    const copy = new Response(res.body, { status: res.status, statusText: res.statusText, headers: res.headers });
    copy.headers[how](name, value);
    return copy;
  }
}

const httpLog = () => log("http");

/**
 * Wraps a route handler:
 * - a request id (the caller's X-Request-Id, or a new one) is on every log line
 *   written while the request is handled, and is returned as X-Request-Id;
 * - one log line per request: method, path (never the query string), status, duration
 *   (`quiet` routes, the probes, log successes at debug);
 * - AppErrors become their status and safe message, anything else is logged and
 *   answered with a generic 500 (no stack traces to clients);
 * - the browser's guest key is known while the handler runs, and one it mints is set
 *   on the answer (server/auth/guest-key.ts).
 */
/**
 * A browser sends Origin with every cross-site write; one naming another site is
 * refused (SameSite=Lax cookies already keep the session out of most of them, and
 * JSON-only bodies out of form posts). Requests without Origin (servers, webhooks)
 * are unaffected.
 */
function checkOrigin(request: Request) {
  if (!BODY_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (origin === null) return;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    throw new AppError("forbidden", CROSS_SITE_MESSAGE);
  }
  const allowed = new Set<string>();
  const own = request.headers.get("host");
  if (own) allowed.add(own.toLowerCase());
  if (env().TRUSTED_PROXY_HOPS > 0) {
    const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
    if (forwarded) allowed.add(forwarded.toLowerCase());
  }
  const appUrl = env().APP_URL;
  if (appUrl) allowed.add(new URL(appUrl).host.toLowerCase());
  if (!allowed.has(host)) throw new AppError("forbidden", CROSS_SITE_MESSAGE);
}
export const CROSS_SITE_MESSAGE = "Requests from other sites are not allowed.";

export function route<C = unknown>(
  fn: Handler<C>,
  /** `form`: a form post is taken besides JSON (RFC 8058's one-click unsubscribe, which a mail client posts). */
  options: { maxBodyBytes?: number; quiet?: boolean; form?: boolean } = {},
): Handler<C> {
  const limit = options.maxBodyBytes ?? MAX_JSON_BODY_BYTES;
  return async (request, context) => {
    const reqId = requestIdOf(request);
    return withLogContext({ reqId }, async () => {
      const started = performance.now();
      const path = new URL(request.url).pathname;
      const handle = async (): Promise<Response> => {
        try {
          bodyLimits.set(request, limit);
          checkOrigin(request);
          checkBodyHeaders(request, limit, options.form === true);
          // Path parameters get the same text check as bodies and queries.
          const params = (context as { params?: unknown } | undefined)?.params;
          if (params instanceof Promise && hasUnstorableText(await params)) throw new AppError("bad_request", BAD_TEXT_MESSAGE);
          return await fn(request, context);
        } catch (err) {
          if (err instanceof AppError) return errorResponse(err);
          if (err instanceof z.ZodError) return errorResponse(validationError(err));
          httpLog().error({ method: request.method, path, ...errorFields(err, { stack: true }) }, "unexpected error");
          return errorResponse(new AppError("internal", "Something went wrong. Please try again."));
        }
      };
      // The guest key (server/auth/guest-key.ts) is read for the whole request; one minted is set even on an error answer.
      const scoped = await withGuestKeyScope(request, handle);
      let res = scoped.response;
      if (scoped.setCookie) res = withHeader(res, "Set-Cookie", scoped.setCookie, "append");
      const ms = Math.round((performance.now() - started) * 10) / 10;
      // Probes (health, readiness) log their successes at debug only.
      if (options.quiet && res.status < 400) httpLog().debug({ method: request.method, path, status: res.status, ms }, "request");
      else httpLog().info({ method: request.method, path, status: res.status, ms }, "request");
      if ((request.method === "GET" || request.method === "HEAD") && !res.headers.has("Cache-Control")) res = withHeader(res, "Cache-Control", "no-store");
      return withHeader(res, REQUEST_ID_HEADER, reqId);
    });
  };
}
