import { NextResponse } from "next/server";
import { z } from "zod";
import { AppError } from "./errors";

/** `{ error: { code, message, fields? } }` — the one error shape of every route handler. */
export function errorResponse(err: AppError) {
  const headers: Record<string, string> = {};
  if (err.details?.retryAfterSeconds !== undefined) headers["Retry-After"] = String(err.details.retryAfterSeconds);
  return NextResponse.json(
    { error: { code: err.code, message: err.message, ...(err.details?.fields ? { fields: err.details.fields } : {}) } },
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

/** Parses a JSON body with a zod schema; a malformed body is a 400, never a 500. */
export async function parseJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new AppError("bad_request", "Request body must be JSON");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(params);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler: AppErrors become their status and safe message, anything
 * else is logged and answered with a generic 500 (no stack traces to clients).
 */
export function route<C = unknown>(fn: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await fn(request, context);
    } catch (err) {
      if (err instanceof AppError) return errorResponse(err);
      if (err instanceof z.ZodError) return errorResponse(validationError(err));
      console.error("[route]", request.method, new URL(request.url).pathname, err);
      return errorResponse(new AppError("internal", "Something went wrong. Please try again."));
    }
  };
}
